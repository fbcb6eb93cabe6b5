# NoGo 9x9 evaluation weights tuned by SPSA self-play (issue 26), for the alphabeta agent.
# Run: tune --game nogo --agent "alphabeta tt_mb=1" --nodes 2000 --games 20000 -j 2 --seed 1
#      --perturbation 0.02 --learning-rate 0.05 --verify 2000
# Verified: tuned against the defaults, 2000 games at 2000 nodes a move from balanced openings:
#   +1070 =0 -930, score 0.535, Elo +24.4 +- 15.3 (95%).
# Load it in the Weights panel (Load) or the console: profile load <seat> assets/profiles/nogo_spsa.profile
own_only = 114.43807940023977
opp_only = 112.38831688566357
mobility = 27.429053710590178
eyes = 5.7862614458375603
half_eyes = 21.580899180907853
diagonal_links = 22.66947214169528
edge_stones = -2.3518221745351942
side_to_move = 25.930051399000494
