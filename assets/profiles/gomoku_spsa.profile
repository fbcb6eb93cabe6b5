# Gomoku 15x15 freestyle evaluation weights tuned by SPSA self-play (issue 22, session 40), for
# the alphabeta agent; the search options are the defaults.
# Run: tune --game gomoku --agent alphabeta --nodes 8000 --games 100000 -j 2 --seed 40
#      --weights <all but decisive_threat> --verify 0, every weight's range narrowed to
#      [0, max(40, 4 x default)] and side_to_move's to [0, 500] (perturbation 5% of that), stopped
#      after 1,052 of its 50,000 pairs (35 minutes).
# Verified at 200 ms a move, --openings 2 (docs/ai_measurements.md, "Gomoku weights tuned by SPSA"):
#   against the defaults: seed 18 +107 =0 -93 (53.5%), seed 19 +94 =2 -104 (47.5%): 202/400 = 50.5%;
#   against Rapfi at INFO STRENGTH 60, 100 games a seed: seeds 5/6/7 28.5% / 37.0% / 26.0% =
#   91.5/300 = 30.5%, the defaults the same day 24.0% / 29.5% / 25.0% = 78.5/300 = 26.2% (+4.3
#   points, about one standard error and a quarter: a candidate, not yet the default).
# Load it in the Weights panel (Load) or the console: profile load <seat> assets/profiles/gomoku_spsa.profile
own_five = 593.07025261170213
own_open_four = 323.78200140175289
own_closed_four = 124.45517681862759
own_open_three = 75.317269347574126
own_closed_three = 27.857758531402123
own_open_two = 17.174537449532547
own_closed_two = 3.010998398456596
own_four_three = 499.93013953470273
own_double_three = 173.73687413036399
opp_five = 470.12703238987802
opp_open_four = 226.15273751793936
opp_closed_four = 115.14047131660962
opp_open_three = 63.632561523527144
opp_closed_three = 30.686346454388307
opp_open_two = 15.866061912149039
opp_closed_two = 3.2717346686778153
opp_four_three = 575.44774391369697
opp_double_three = 191.5893974439785
side_to_move = 84.467392344435439
decisive_threat = 5000
