[Event "Slips a scoresheet in the seed's notation may hold"]
[Rules "vn"]

1. T3.5_5.5> T8.5_6.5
2. B4.10_4.9$ K10.4@B5.4
3. T5.5_6.5 *

[Event "A point off the board"]
[Rules "vn"]

1. T3.5_12.5 T8.5_6.5 *

[Event "A rule profile kypho does not have, and a letter of neither set"]
[Rules "mr"]

1. T3.5_5.5 X8.5_6.5 *
