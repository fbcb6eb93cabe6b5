# Gomoku evaluation weights as they were the defaults until session 41 (issue 22): hand-set,
# tuned in matches, then fitted to the results of 320 recorded games (tune --from-records;
# docs/ai_measurements.md#gomoku-evaluation-weights). Today's defaults are SPSA self-play's
# tuning of these (docs/ai_measurements.md#gomoku-weights-tuned-by-spsa-session-41):
#   against Rapfi at INFO STRENGTH 60, 200 ms a move, --openings 2, seeds 5/8 the same day:
#   these weights 25.5% / 20.0%, today's defaults 31.5% / 31.5%.
# Load it in the Weights panel (Load) or the console: profile load <seat> assets/profiles/gomoku_fitted.profile
own_five = 600
own_open_four = 280
own_closed_four = 130
own_open_three = 64
own_closed_three = 30
own_open_two = 18
own_closed_two = 3
own_four_three = 509
own_double_three = 171
opp_five = 450
opp_open_four = 216
opp_closed_four = 131
opp_open_three = 51
opp_closed_three = 31
opp_open_two = 14
opp_closed_two = 2
opp_four_three = 484
opp_double_three = 206
side_to_move = 85
# No share of the bonus per stone: these weights predate it (session 58's defaults add 8 a stone).
side_to_move_per_stone = 0
decisive_threat = 5000
