#include "ai/chinese_checkers/chinese_checkers_features.h"

#include <algorithm>

#include "ai/chinese_checkers/chinese_checkers_goal_distance.h"

namespace bl::cc {

namespace {

using star::kStar;

struct Reach {
  int best_gain = 0;     // rows gained by the best hop chain (0 if none gains)
  int forward_hops = 0;  // landings that gain at least one row
};

// The board as one byte per hole (1 = occupied; the off-board stand-in counts as occupied),
// so that the hop searches, most of the evaluation's time, read bytes instead of bits.
struct ByteBoard {
  std::array<std::uint8_t, star::kNumCells + 1> occupied{};
  explicit ByteBoard(const Bitboard121& bits) {
    for (Bitboard121 left = bits; left.any();) occupied[left.pop_lowest()] = 1;
    occupied[star::kOffBoard] = 1;
  }
};

// Breadth-first over the hop chains of the piece on `from` (its own hole counts as empty
// once it has left, as in the rules). `rows` gives rows to the mover's goal; `seen` marks
// visited holes with `stamp` (distinct per call, so it never needs clearing).
Reach hop_reach(int from, ByteBoard& board, const std::uint8_t* rows,
                std::array<std::uint8_t, star::kNumCells + 1>& seen, std::uint8_t stamp) {
  Reach reach;
  board.occupied[from] = 0;
  seen[from] = stamp;
  std::array<std::uint8_t, star::kNumCells> queue;
  int head = 0, tail = 0;
  queue[tail++] = std::uint8_t(from);
  const int start_rows = rows[from];
  while (head < tail) {
    const star::CellLinks& links = kStar.links[queue[head++]];
    for (int d = 0; d < star::kNumDirections; ++d) {
      const int landing = links.landing[d];
      if (!board.occupied[links.neighbour[d]] || board.occupied[landing] || seen[landing] == stamp)
        continue;
      seen[landing] = stamp;
      queue[tail++] = std::uint8_t(landing);
      const int gain = start_rows - rows[landing];
      if (gain > 0) {
        ++reach.forward_hops;
        if (gain > reach.best_gain) reach.best_gain = gain;
      }
    }
  }
  board.occupied[from] = 1;
  return reach;
}

// The straggler term (see PlayerFeatures::lag).
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

void hop_features(const ChineseCheckersState& state, int player, ByteBoard& board,
                  std::array<std::uint8_t, star::kNumCells + 1>& seen, std::uint8_t& stamp,
                  PlayerFeatures& f) {
  const int goal = state.goal_point(player);
  const std::uint8_t* rows = kStar.rows_to_tip[goal].data();
  int jump = 0, mobility = 0, best = 0;
  for (Bitboard121 left = state.pieces(player); left.any();) {
    const int from = left.pop_lowest();
    const star::CellLinks& links = kStar.links[from];
    for (int d : kForwardDirections[goal]) {
      const bool step = !board.occupied[links.neighbour[d]];
      mobility += step;
      if (step) best = std::max(best, 1);
    }
    const Reach reach = hop_reach(from, board, rows, seen, ++stamp);
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
  ByteBoard board(state.occupied());
  std::array<std::uint8_t, star::kNumCells + 1> seen{};
  std::uint8_t stamp = 0;  // at most 6 x 10 hop searches: never wraps to 0
  for (int p = 0; p < state.num_players(); ++p) {
    PlayerFeatures& f = out[p];
    f = PlayerFeatures{};
    const Bitboard121& pieces = state.pieces(p);
    if (pieces.empty()) continue;
    const int goal = state.goal_point(p);
    f.distance = goal_assignment_distance(pieces, goal);
    army_shape(state, p, kStar.rows_to_tip[goal].data(), f);
    if (selection.hops) hop_features(state, p, board, seen, stamp, f);
  }
  if (selection.blocking) count_blocking(state, out);
}

PlayerFeatures player_features(const ChineseCheckersState& state, int player) {
  AllPlayerFeatures all;
  all_player_features(state, FeatureSelection{}, all);
  return all[player];
}

}  // namespace bl::cc
