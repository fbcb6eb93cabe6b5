#include "ai/chinese_checkers/chinese_checkers_self_race.h"

#include <algorithm>
#include <array>
#include <functional>

#include "ai/chinese_checkers/chinese_checkers_forecast.h"
#include "ai/chinese_checkers/chinese_checkers_goal_distance.h"

namespace bl::cc {

namespace {

using State = ChineseCheckersState;

Bitboard121 moved(Bitboard121 pieces, const ChineseCheckersMove& m) {
  if (m.is_pass()) return pieces;
  pieces.reset(m.from);
  pieces.set(m.to);
  return pieces;
}

// self_race_score plus the cost of the pieces standing in avoided holes.
double scored(const Bitboard121& pieces, int goal, const SelfRaceOptions& options) {
  return self_race_score(pieces, goal, options.lag_weight, options.lag_pieces) +
         options.avoid_cost * (pieces & options.avoid_cells).count();
}

// The best score reachable by one more own move from `after` (the position after the
// first move, the player to move again); the score of `after` itself if it has no move.
double best_follow_up(const State& after, int player, const SelfRaceOptions& options,
                      std::uint64_t& positions) {
  const int goal = after.goal_point(player);
  const Bitboard121 pieces = after.pieces(player);
  double best = scored(pieces, goal, options);
  if (after.is_terminal() || after.is_finished(player)) return best;
  State again = after;
  if (options.foresee_replies) play_others_greedily(again, player);
  again.set_player_to_move(player);
  if (again.current_player() != player) return best;
  State::MoveBuffer moves;
  const int n = again.legal_moves(moves);
  for (int i = 0; i < n; ++i) {
    ++positions;
    best = std::min(best, scored(moved(pieces, moves[i]), goal, options));
  }
  return best;
}

}  // namespace

double self_race_score(const Bitboard121& pieces, int goal_point, double lag_weight,
                       int lag_pieces) {
  std::array<int, star::kCellsPerPoint> rows{};
  int n = 0;
  for (Bitboard121 left = pieces; left.any() && n < int(rows.size());)
    rows[n++] = star::kStar.rows_to_tip[goal_point][left.pop_lowest()];
  const int counted = std::clamp(lag_pieces, 0, n);
  std::partial_sort(rows.begin(), rows.begin() + counted, rows.begin() + n, std::greater<int>());
  int lag = 0;
  for (int i = 0; i < counted; ++i) lag += rows[i];
  return goal_assignment_distance(pieces, goal_point) + lag_weight * lag;
}

SelfRaceChoice choose_self_race_move(const State& state, const SelfRaceOptions& options) {
  SelfRaceChoice choice;
  const int me = state.current_player();
  if (me == kNoPlayer) return choice;
  const int goal = state.goal_point(me);
  State::MoveBuffer moves;
  const int n = state.legal_moves(moves);
  for (int i = 0; i < n; ++i) {
    const ChineseCheckersMove& m = moves[i];
    if (options.excluded && options.excluded(m)) continue;
    if (choice.move && options.stop && options.stop()) break;
    State after = state;
    after.apply(m);
    double score;
    if (after.is_finished(me)) {
      score = -1e9;  // finishing beats everything
    } else {
      const double now = scored(after.pieces(me), goal, options);
      score = best_follow_up(after, me, options, choice.positions) + options.now_weight * now;
    }
    if (!choice.move || score < choice.score) {
      choice.move = m;
      choice.score = score;
    }
  }
  return choice;
}

}  // namespace bl::cc
