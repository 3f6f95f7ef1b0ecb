[Event "The seed's examples, each from a position where it is played"]
[Rules "vn"]
[SetUp "1"]
[FEN "6c4/1n2f6/11/11/6m3i/11/2(NFT)8/11/11/6M4/4F6/6C4 r - - 0 1"]

{The ship carrying a tank and a plane goes from 5.2 to 9.2, as the seed writes it.}
1. (HTK) 5.2_9.2 *

[Event "The seed's examples: a stack's pieces go out one by one in one turn"]
[Rules "vn"]
[SetUp "1"]
[FEN "2n1c6/1n2f6/2(NFT)8/10i/6m4/11/11/11/11/6M4/4F6/6C4 r - - 0 1"]

{The ship takes the ship on 11.2, the tank goes to 9.4, and the plane left on 9.2 checks the commander on
11.4.}
1. (HTK)H9.2@H11.2/T9.2_9.4/ K9.2>*11.4 *

[Event "The seed's examples: a plane shot down on its way"]
[Rules "vn"]
[SetUp "1"]
[FEN "6c4/1n9/8f2/11/7G3/6m4/8A2/11/11/6M4/4F6/1N4C4 b - - 0 1"]

{The plane on 9,8 aims at the artillery on 5,8 and burns in the anti-aircraft fire on its way.}
1... K9,8@”P5,8 *

[Event "The seed's examples in the rulebook's English symbols"]
[Rules "vn"]
[Letters "en"]
[SetUp "1"]
[FEN "2n1c6/1n2f6/2(NFT)8/10i/6m4/11/11/11/11/6M4/4F6/6C4 r - - 0 1"]

1. (NTAf)N9.2@N11.2/T9.2_9.4/ Af9.2>C11.4 *
