#include "ai/chinese_checkers/chinese_checkers_features.h"

#include <algorithm>

#include "ai/chinese_checkers/chinese_checkers_goal_distance.h"

namespace bl::cc {

namespace {

using star::kStar;

constexpr Bitboard121 kOffBoardBit = Bitboard121::bit(star::kOffBoard);

struct Reach {
  int best_gain = 0;     // rows gained by the best hop chain (0 if none gains)
  int forward_hops = 0;  // landings that gain at least one row
};

// Breadth-first over the hop chains of the piece on `from` (the piece's own hole counts
// as empty once it has left, as in the rules). `rows` gives rows to the mover's goal.
Reach hop_reach(int from, const Bitboard121& occupied, const std::uint8_t* rows) {
  Reach reach;
  Bitboard121 blocked = occupied | kOffBoardBit;
  blocked.reset(from);
  Bitboard121 closed = blocked | Bitboard121::bit(from);
  std::array<std::uint8_t, star::kNumCells> queue;
  int head = 0, tail = 0;
  queue[tail++] = std::uint8_t(from);
  const int start_rows = rows[from];
  while (head < tail) {
    const star::CellLinks& links = kStar.links[queue[head++]];
    for (int d = 0; d < star::kNumDirections; ++d) {
      const int landing = links.landing[d];
      if (!blocked.test(links.neighbour[d]) || closed.test(landing)) continue;
      closed.set(landing);
      queue[tail++] = std::uint8_t(landing);
      const int gain = start_rows - rows[landing];
      if (gain > 0) {
        ++reach.forward_hops;
        if (gain > reach.best_gain) reach.best_gain = gain;
      }
    }
  }
  return reach;
}

// lag and spread (see PlayerFeatures).
void army_shape(const ChineseCheckersState& state, int player, const std::uint8_t* rows,
                PlayerFeatures& f) {
  const Bitboard121& pieces = state.pieces(player);
  const int count = pieces.count();
  if (count == 0) return;
  int total = 0;
  for (Bitboard121 left = pieces; left.any();) total += rows[left.pop_lowest()];
  const double mean = double(total) / count;
  for (Bitboard121 left = pieces; left.any();) {
    const double behind = rows[left.pop_lowest()] - mean;
    if (behind > kLagSlackRows) f.lag += behind - kLagSlackRows;
    f.spread += behind * behind;
  }
}

// For every player, the opponents' forward single hops whose landing holds one of its
// pieces (the hop's middle hole must be occupied: otherwise there is no hop to block).
void count_blocking(const ChineseCheckersState& state, AllPlayerFeatures& out) {
  const Bitboard121& occupied = state.occupied();
  for (int q = 0; q < state.num_players(); ++q) {
    if (!state.is_active(q)) continue;
    const auto& forward = kForwardDirections[state.goal_point(q)];
    for (Bitboard121 left = state.pieces(q); left.any();) {
      const star::CellLinks& links = kStar.links[left.pop_lowest()];
      for (int d : forward) {
        const int landing = links.landing[d];
        if (landing == star::kOffBoard || !occupied.test(landing) ||
            !occupied.test(links.neighbour[d]))
          continue;
        const int blocker = state.owner(landing);
        if (blocker != q) out[blocker].blocking += 1;
      }
    }
  }
}

void hop_features(const ChineseCheckersState& state, int player, PlayerFeatures& f) {
  const int goal = state.goal_point(player);
  const std::uint8_t* rows = kStar.rows_to_tip[goal].data();
  const Bitboard121& occupied = state.occupied();
  int jump = 0, mobility = 0, best = 0;
  for (Bitboard121 left = state.pieces(player); left.any();) {
    const int from = left.pop_lowest();
    const star::CellLinks& links = kStar.links[from];
    for (int d : kForwardDirections[goal]) {
      const int next = links.neighbour[d];
      const bool step = next != star::kOffBoard && !occupied.test(next);
      mobility += step;
      if (step) best = std::max(best, 1);
    }
    const Reach reach = hop_reach(from, occupied, rows);
    jump += reach.best_gain;
    mobility += reach.forward_hops;
    best = std::max(best, reach.best_gain);
  }
  f.jump = jump;
  f.mobility = mobility;
  f.best_move = best;
}

}  // namespace

void all_player_features(const ChineseCheckersState& state, const FeatureSelection& selection,
                         AllPlayerFeatures& out) {
  for (int p = 0; p < state.num_players(); ++p) {
    PlayerFeatures& f = out[p];
    f = PlayerFeatures{};
    const Bitboard121& pieces = state.pieces(p);
    if (pieces.empty()) continue;
    const int goal = state.goal_point(p);
    f.distance = goal_assignment_distance(pieces, goal);
    army_shape(state, p, kStar.rows_to_tip[goal].data(), f);
    if (selection.hops) hop_features(state, p, f);
  }
  if (selection.blocking) count_blocking(state, out);
}

PlayerFeatures player_features(const ChineseCheckersState& state, int player) {
  AllPlayerFeatures all;
  all_player_features(state, FeatureSelection{}, all);
  return all[player];
}

}  // namespace bl::cc
