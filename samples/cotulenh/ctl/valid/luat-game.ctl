[Event "kypho sample: a cờ tư lệnh game in the seed's notation"]
[Site "kypho samples"]
[Date "2026.11.23"]
[Round "1"]
[Red "Đỏ"]
[Blue "Xanh"]
[Result "0-1"]
[Rules "vn"]
[Letters "vi"]

{Every kind moves or is taken. Stacks split (5., 6., 8., 11.), a plane and a militia are lost one for one
(3...), a plane is shot down on its way (17.), planes bomb and fly home (30..., 42.), an artillery and a
plane become heroes by checking (30., 41.), and Red loses the air battle when its second plane falls (43...).}
1. K1.4_1.2 K10.8_6.4
2. C4.9_4.10 H8.2_8.0
3. P2.3_2.5 K6.4><D4.6
4. C4.3_4.2 D7.6_8.7
5. (CB)B4.2_3.2/C4.2_4.3 (TD)D8.7_7.8/T8.7_6.7
6. (HB)B3.2_4.2/H3.2_3.1 P9.9_9.8
7. H3.1_2.1 TL9.6_10.6
8. (CB)B4.10_3.10/C4.10_4.9 C7.9_6.9
9. P2.5_2.4 CX8.4_7.4
10. K1.2_4.2 *11.6_11.10
11. (KB)B4.2_3.2/K4.2@B7.2 B7.10_8.10
12. H1.1_0.2 CX7.4_6.4
13. P2.9_1.9 P9.3_8.2
14. K1.8_0.7 K10.4_9.4
15. B3.10_3.9 D7.8_7.9
16. P2.4_0.4 T8.5_8.6
17. K7.2@"11.6 H10.1_10.2
18. TL2.6_2.5 K9.4_9.3
19. C4.9_4.8 C6.9_6.10
20. P0.4_1.3 H10.2_9.1
21. P1.9_2.8 D7.9_6.8
22. C4.8_4.7 H8.0_5.0
23. K0.7_0.8 P9.8_9.9
24. K0.8_1.9 P8.2_7.3
25. P1.3_4.3 (CP)P7.3_7.6/C7.3_7.4
26. (CP)P4.3@P7.6/C4.3_4.2 *11.10_11.9
27. P7.6_7.7 CX8.8_8.9
28. K1.9_0.8 K9.3_11.5
29. T3.5_5.5 K11.5_11.3
30. P7.7@T8.6> K11.3+@+P8.6
31. B3.2_4.2 TL10.6_11.6
32. CX3.4_4.4 TL11.6_11.4
33. TL2.5_1.4 T6.7_6.5
34. (CB)B4.2_3.2/C4.2_5.2 TL11.4_10.4
35. B3.2_2.2 H9.1_11.1
36. T5.5@T6.5 P9.9_10.10
37. H2.1_2.0 D6.8_5.9
38. T6.5_5.5 H5.0_6.0
39. P2.8_2.6 C6.10_7.10
40. K0.8_4.8 C7.4_6.4
41. K4.8_7.5> *11.9_11.8
42. +K7.5+@S10.5 (CCX)CX6.4_6.5/C6.4_6.3
43. +K7.5+@H11.1 CX6.5@+K7.5^
0-1
