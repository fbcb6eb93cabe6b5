#include "ai/gomoku/gomoku_move_picker.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>

#include "ai/gomoku/gomoku_move_order.h"
#include "ai/gomoku/gomoku_move_policy.h"
#include "ai/gomoku/gomoku_threat_search.h"

namespace bl {
namespace {

using MoveBuffer = GomokuState::MoveBuffer;

GomokuMove move_to(int cell) { return GomokuMove{std::int16_t(cell)}; }

// More than any cell index: a sort key holds a score and a cell.
constexpr std::int64_t kCellKeys = 1 << 16;
static_assert(StoneBoard::kMaxCells < kCellKeys);

// How many of the `count` best of `cells` (best first in `order`) the policy's softmax gives
// `mass` of its probability over all of `cells` (the scores are its logits in thousandths).
int moves_covering(const GomokuCellSet& cells, const std::array<int, StoneBoard::kMaxCells>& score,
                   const std::int16_t* order, int count, double mass) {
  const int top = score[order[0]];
  const auto weight = [&](int cell) { return std::exp((score[cell] - top) / 1000.0); };
  double total = 0;
  for (int i = 0; i < cells.size(); ++i) total += weight(cells[i]);
  double covered = 0;
  int k = 0;
  while (k < count && covered < mass * total) covered += weight(order[k++]);
  return k;
}

// Orders `cells` best first and appends up to `max` of them that the mover may play; with
// the policy and a mass in (0, 1), only as many as cover that mass (at least
// kGomokuMinQuietMoves).
void append_best(const GomokuPatternBoard& board, const GomokuState& state, int mover,
                 const GomokuCellSet& cells, int max, MoveBuffer& moves,
                 const GomokuMovePolicy* policy = nullptr, double mass = 0) {
  std::array<int, StoneBoard::kMaxCells> score;
  // Sorted as one number each, the score above the cell (the lower cell first among equal
  // scores): comparing keys is cheaper than comparing cells through their scores.
  std::array<std::int64_t, StoneBoard::kMaxCells> key;
  const GomokuRecentMoves recent = GomokuRecentMoves::of(state);
  for (int i = 0; i < cells.size(); ++i) {
    const int c = cells[i];
    score[c] = policy ? policy->score(board, mover, c, recent) : gomoku_move_score(board, mover, c);
    key[i] = std::int64_t(score[c]) * kCellKeys + (kCellKeys - 1 - c);
  }
  const bool check_rules = board.is_renju_black(mover);
  // Only the best `max` are needed (a few more under renju, where some may be forbidden).
  const int wanted = check_rules ? cells.size() : std::min(cells.size(), max);
  std::nth_element(key.begin(), key.begin() + wanted, key.begin() + cells.size(), std::greater<>());
  std::sort(key.begin(), key.begin() + wanted, std::greater<>());
  std::array<std::int16_t, StoneBoard::kMaxCells> order;
  for (int i = 0; i < wanted; ++i)
    order[i] = std::int16_t(kCellKeys - 1 - (key[i] & (kCellKeys - 1)));  // C++20: two's complement
  // Renju's black skips forbidden points, which would make the count wrong: no cut there.
  if (policy && mass > 0 && mass < 1 && !check_rules && wanted > 0) {
    const int covering = moves_covering(cells, score, order.data(), wanted, mass);
    max = std::min(max, int(moves.size()) + std::max(covering, kGomokuMinQuietMoves));
  }
  for (int i = 0; i < wanted && int(moves.size()) < max; ++i) {
    const GomokuMove m = move_to(order[i]);
    if (!check_rules || state.is_legal(m)) moves.push_back(m);
  }
}

// The empty points where `player`'s threat class is `weakest` (kThree at least) or
// stronger, but for those in `except`.
void add_threat_points(const GomokuPatternBoard& board, int player, CellThreat weakest,
                       GomokuCellSet& out, const GomokuCellSet* except = nullptr) {
  board.for_each_threat_point(player, [&](int c) {
    if (board.threat(player, c) >= weakest && !(except && except->contains(c))) out.add(c);
  });
}

// The learnt policy ranks points by how a strong player's quiet moves look, and a three
// that starts an attack rarely looks like one: the mover's threat points (a three or
// better) it left out follow its moves, the best by the hand-set score, at most
// kGomokuLeftOutThreats of them, so that search reads every attack.
void append_left_out_threats(const GomokuPatternBoard& board, const GomokuState& state, int mover,
                             MoveBuffer& moves) {
  GomokuCellSet listed, threats;
  for (const GomokuMove& m : moves) listed.add(m.cell);
  add_threat_points(board, mover, CellThreat::kThree, threats, &listed);
  append_best(board, state, mover, threats, int(moves.size()) + kGomokuLeftOutThreats, moves);
}

// The empty points touching (directly or diagonally) the only stone on the board.
void add_neighbours_of_the_stone(const GomokuPatternBoard& board, const GomokuState& state,
                                 GomokuCellSet& out) {
  const SquareGrid& g = state.grid();
  int stone = 0;
  while (board.is_empty(stone)) ++stone;
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx) {
      const int x = g.x_of(stone) + dx, y = g.y_of(stone) + dy;
      if ((dx || dy) && g.on_board(x, y)) out.add(g.cell(x, y));
    }
}

// Whatever else fails (say, renju black with only forbidden blocks): any legal move.
void ensure_a_move(const GomokuPatternBoard& board, const GomokuState& state, int mover,
                   MoveBuffer& moves) {
  if (!moves.empty()) return;
  GomokuCellSet near;
  board.for_each_near_point([&](int c) { near.add(c); });
  append_best(board, state, mover, near, 1, moves);
  if (!moves.empty()) return;
  MoveBuffer all;
  if (state.legal_moves(all) > 0) moves.push_back(all[0]);
}

}  // namespace

int gomoku_search_moves(const GomokuState& state, MoveBuffer& moves, int max_quiet,
                        GomokuQuietOrder order, double policy_mass) {
  GomokuPatternBoard& board = thread_pattern_board();
  board.sync(state);
  return gomoku_search_moves(board, state, moves, max_quiet, order, policy_mass);
}

GomokuNode gomoku_node_kind(const GomokuPatternBoard& board, int mover) {
  const int other = 1 - mover;
  const auto has = [&](int player, CellThreat t) { return board.threat_count(player, t) > 0; };
  if (board.stone_count() == 0) return GomokuNode::kEmptyBoard;
  if (board.stone_count() == 1) return GomokuNode::kFirstReply;
  if (has(mover, CellThreat::kFive)) return GomokuNode::kWin;
  if (has(other, CellThreat::kFive)) return GomokuNode::kBlockFive;
  if (has(mover, CellThreat::kOpenFour)) return GomokuNode::kOpenFour;
  if (has(other, CellThreat::kOpenFour)) return GomokuNode::kAgainstThree;
  if (has(other, CellThreat::kFourThree) || has(other, CellThreat::kDoubleThree))
    return GomokuNode::kAgainstDoubleThreat;
  return GomokuNode::kQuiet;
}

int gomoku_search_moves(const GomokuPatternBoard& board, const GomokuState& state,
                        MoveBuffer& moves, int max_quiet, GomokuQuietOrder order,
                        double policy_mass) {
  moves.clear();
  if (state.is_terminal()) return 0;
  const GomokuMovePolicy* policy =
      order == GomokuQuietOrder::kLearnt ? &GomokuMovePolicy::standard() : nullptr;
  const int mover = state.current_player(), other = 1 - mover;
  const int all = StoneBoard::kMaxCells;
  GomokuCellSet cells;
  switch (gomoku_node_kind(board, mover)) {
    case GomokuNode::kEmptyBoard: {
      const int mid = board.size() / 2;
      cells.add(state.grid().cell(mid, mid));
      append_best(board, state, mover, cells, 1, moves);
      break;
    }
    case GomokuNode::kFirstReply:
      // The reply to the first stone touches it, as in the standard openings: a point two
      // away (which the scores rank first) lost white games against seed003-vcf-ab.
      add_neighbours_of_the_stone(board, state, cells);
      append_best(board, state, mover, cells, std::max(1, max_quiet), moves);
      break;
    case GomokuNode::kWin:
      add_threat_points(board, mover, CellThreat::kFive, cells);
      append_best(board, state, mover, cells, 1, moves);
      break;
    case GomokuNode::kBlockFive:
      add_threat_points(board, other, CellThreat::kFive, cells);
      append_best(board, state, mover, cells, all, moves);
      break;
    case GomokuNode::kOpenFour:
      add_threat_points(board, mover, CellThreat::kOpenFour, cells);
      append_best(board, state, mover, cells, all, moves);
      break;
    case GomokuNode::kAgainstThree:
      add_threat_points(board, mover, CellThreat::kFour, cells);
      gomoku_three_defences(board, other, cells);
      append_best(board, state, mover, cells, all, moves, policy);
      break;
    case GomokuNode::kAgainstDoubleThreat:
      // The opponent threatens a double threat next move: meet it, or threaten first.
      add_threat_points(board, mover, CellThreat::kThree, cells);
      gomoku_threat_defences(board, other, CellThreat::kDoubleThree, CellThreat::kDoubleThree,
                             cells);
      gomoku_threat_defences(board, other, CellThreat::kFourThree, CellThreat::kFourThree, cells);
      append_best(board, state, mover, cells, all, moves, policy);
      break;
    case GomokuNode::kQuiet:
      board.for_each_near_point([&](int c) { cells.add(c); });
      append_best(board, state, mover, cells, std::max(1, max_quiet), moves, policy, policy_mass);
      if (policy) append_left_out_threats(board, state, mover, moves);
      break;
  }
  ensure_a_move(board, state, mover, moves);
  return int(moves.size());
}

namespace {

// What the side to move of a game still going on faces.
GomokuNode node_kind_of(const GomokuState& state) {
  GomokuPatternBoard& board = thread_pattern_board();
  board.sync(state);
  return gomoku_node_kind(board, state.current_player());
}

}  // namespace

bool gomoku_quiet_node(const GomokuState& state) {
  return !state.is_terminal() && node_kind_of(state) == GomokuNode::kQuiet;
}

int gomoku_threat_level(const GomokuState& state) {
  if (state.is_terminal()) return 0;
  switch (node_kind_of(state)) {
    case GomokuNode::kBlockFive:
      return 1;
    case GomokuNode::kAgainstThree:
      return 2;
    default:
      return 0;
  }
}

std::optional<int> gomoku_plies_to_result(const GomokuState& state) {
  if (state.is_terminal()) return std::nullopt;
  const GomokuNode kind = node_kind_of(state);
  const GomokuPatternBoard& board = thread_pattern_board();  // synced by node_kind_of
  const int mover = state.current_player();
  switch (kind) {
    case GomokuNode::kWin:
      return 1;
    case GomokuNode::kBlockFive:
      if (board.threat_count(1 - mover, CellThreat::kFive) >= 2) return -2;
      return std::nullopt;
    case GomokuNode::kOpenFour:
      if (board.is_renju_black(mover)) return std::nullopt;
      return 3;
    default:
      return std::nullopt;
  }
}

bool gomoku_quiet_move(const GomokuState& state, GomokuMove m) {
  if (state.is_terminal() || m.cell < 0 || m.cell >= state.num_cells()) return false;
  GomokuPatternBoard& board = thread_pattern_board();
  board.sync(state);
  const int mover = state.current_player(), other = 1 - mover;
  for (CellThreat t :
       {CellThreat::kFive, CellThreat::kOpenFour, CellThreat::kFourThree, CellThreat::kDoubleThree})
    if (board.threat_count(other, t) > 0) return false;
  return board.threat(mover, m.cell) == CellThreat::kNone &&
         board.threat(other, m.cell) <= CellThreat::kThree;
}

std::optional<GomokuMove> gomoku_forced_win(const GomokuState& state, long node_budget) {
  if (state.is_terminal() || node_budget <= 0) return std::nullopt;
  GomokuPatternBoard& board = thread_pattern_board();
  board.sync(state);
  const int mover = state.current_player();
  const auto has = [&](CellThreat t) { return board.threat_count(mover, t) > 0; };
  // No four to play, no VCF: most positions stop here.
  if (!has(CellThreat::kFive) && !has(CellThreat::kOpenFour) && !has(CellThreat::kFourThree) &&
      !has(CellThreat::kFour))
    return std::nullopt;
  ThreatSearchLimits limits;
  limits.node_budget = std::uint64_t(node_budget);
  const ThreatSearchResult r = search_threats(board, mover, false, limits);
  if (!r.win || r.line.empty()) return std::nullopt;
  return move_to(r.line.front());
}

}  // namespace bl
