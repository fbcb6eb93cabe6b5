// Move generation: steps and breadth-first hop chains over precomputed tables.
#include <array>

#include "core/chinese_checkers/chinese_checkers_state.h"

namespace bl {

namespace {

using star::kStar;

// The off-board stand-in counts as occupied: a step onto it or a hop landing on it fails,
// and a hop over it needs a landing beyond it, which is off the board too.
constexpr Bitboard121 kOffBoardBit = Bitboard121::bit(star::kOffBoard);

// Breadth-first search of the hop chains of the piece on `from`. `blocked` is the
// occupancy without the moving piece (its start hole is empty once it leaves) plus the
// off-board bit. Calls visit(landing, previous_landing) once per reachable hole, nearest
// first; directions are tried in a fixed order so the chains found are deterministic.
template <class Visit>
inline void search_hops(int from, const Bitboard121& blocked, Visit&& visit) {
  // Every queued hole is in the start's hop class and queued once, so this is enough.
  std::array<std::uint8_t, kStar.largest_hop_class> queue;
  Bitboard121 closed = blocked | Bitboard121::bit(from);
  int head = 0, tail = 0;
  queue[tail++] = std::uint8_t(from);
  while (head < tail) {
    const int at = queue[head++];
    const star::CellLinks& links = kStar.links[at];
    for (int d = 0; d < star::kNumDirections; ++d) {
      const int landing = links.landing[d];
      if (!blocked.test(links.neighbour[d]) || closed.test(landing)) continue;
      closed.set(landing);
      queue[tail++] = std::uint8_t(landing);
      visit(landing, at);
    }
  }
}

}  // namespace

Bitboard121 ChineseCheckersState::allowed_targets(int player) const {
  if (rules_.stop_in_other_points) return kStar.all_cells;
  Bitboard121 others;
  for (int point = 0; point < star::kNumPoints; ++point) {
    if (point != home_point(player) && point != goal_point(player))
      others |= star::point_cells(point);
  }
  return kStar.all_cells.without(others);
}

Bitboard121 ChineseCheckersState::allowed_from(int from, const Bitboard121& targets) const {
  const Bitboard121& goal = goal_cells(to_move_);
  if (!rules_.leave_goal && goal.test(from)) return targets & goal;
  return targets;
}

std::uint64_t ChineseCheckersState::count_legal_moves() const {
  if (terminal_) return 0;
  const std::uint64_t moves = count_moves_but_pass();
  return moves == 0 ? 1 : moves;
}

std::uint64_t ChineseCheckersState::count_moves_but_pass() const {
  const Bitboard121 targets = allowed_targets(to_move_);
  std::uint64_t total = 0;
  for (Bitboard121 left = pieces_[to_move_]; left.any();) {
    const int from = left.pop_lowest();
    const Bitboard121 allowed = allowed_from(from, targets);
    Bitboard121 blocked = occupied_ | kOffBoardBit;
    blocked.reset(from);
    for (int neighbour : kStar.links[from].neighbour)
      total += !blocked.test(neighbour) && allowed.test(neighbour);
    search_hops(from, blocked, [&](int landing, int) { total += allowed.test(landing); });
  }
  return total;
}

int ChineseCheckersState::legal_moves(MoveBuffer& moves) const {
  moves.clear();
  if (terminal_) return 0;
  const Bitboard121 targets = allowed_targets(to_move_);
  std::array<std::uint8_t, star::kNumCells> parent;  // previous landing of each hop landing
  std::array<std::uint8_t, star::kNumCells> hops;    // hops needed to reach it
  for (Bitboard121 left = pieces_[to_move_]; left.any();) {
    const int from = left.pop_lowest();
    const Bitboard121 allowed = allowed_from(from, targets);
    Bitboard121 blocked = occupied_ | kOffBoardBit;
    blocked.reset(from);
    for (int neighbour : kStar.links[from].neighbour) {
      if (!blocked.test(neighbour) && allowed.test(neighbour))
        moves.push_back(Move::step(from, neighbour));
    }
    hops[from] = 0;
    search_hops(from, blocked, [&](int landing, int previous) {
      parent[landing] = std::uint8_t(previous);
      hops[landing] = std::uint8_t(hops[previous] + 1);
      if (!allowed.test(landing)) return;
      Move m = Move::step(from, landing);
      m.num_landings = std::uint8_t(hops[landing] - 1);
      for (int i = m.num_landings - 1, at = previous; i >= 0; --i, at = parent[at])
        m.landings[i] = std::uint8_t(at);
      moves.push_back(m);
    });
  }
  if (moves.empty()) moves.push_back(Move::pass());
  return int(moves.size());
}

Bitboard121 ChineseCheckersState::reachable(int from) const {
  Bitboard121 result;
  Bitboard121 blocked = occupied_ | kOffBoardBit;
  blocked.reset(from);
  for (int neighbour : kStar.links[from].neighbour) {
    if (!blocked.test(neighbour)) result.set(neighbour);
  }
  search_hops(from, blocked, [&](int landing, int) { result.set(landing); });
  return result;
}

Bitboard121 ChineseCheckersState::destinations(int from) const {
  if (terminal_ || from < 0 || from >= star::kNumCells || !pieces_[to_move_].test(from)) return {};
  return reachable(from) & allowed_from(from, allowed_targets(to_move_));
}

bool ChineseCheckersState::is_legal(const Move& m) const {
  if (terminal_) return false;
  if (m.is_pass()) return count_moves_but_pass() == 0;
  if (m.from >= star::kNumCells || m.to >= star::kNumCells || m.num_landings > Move::kMaxLandings)
    return false;
  if (!destinations(m.from).test(m.to)) return false;
  if (m.is_step()) return m.num_landings == 0;
  // Walk the stored chain: each hop over a piece into an empty, not yet visited hole
  // (the start hole is empty once the piece has left it, but may not be revisited).
  const Bitboard121 pieces = occupied_.without(Bitboard121::bit(m.from));
  Bitboard121 visited = Bitboard121::bit(m.from);
  int at = m.from;
  for (int i = 0; i <= m.num_landings; ++i) {
    const int next = i < m.num_landings ? m.landings[i] : m.to;
    const int middle = next < star::kNumCells ? star::hop_middle(at, next) : -1;
    if (middle < 0 || !pieces.test(middle) || pieces.test(next) || visited.test(next)) return false;
    visited.set(next);
    at = next;
  }
  return true;
}

}  // namespace bl
