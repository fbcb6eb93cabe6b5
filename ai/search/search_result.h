#pragma once
#include <optional>
#include <string>
#include <vector>

#include "ai/search/search_types.h"
#include "core/any_game/any_game.h"
#include "core/common/game_concept.h"

namespace bl {

// A root move with its score in the game's native move type.
template <GameState S>
struct NativeRootMove {
  typename S::Move move;
  double score = 0;
  Bound bound = Bound::kExact;
  std::int64_t visits = 0;  // MCTS only
};

// What a generic search returns, in native moves; to_decision() turns it into the
// game-independent Decision of the agent API.
template <GameState S>
struct SearchResult {
  std::optional<typename S::Move> best;  // empty only when the root is terminal
  double score = 0;                      // for the player to move at the root
  std::vector<typename S::Move> pv;
  std::vector<NativeRootMove<S>> root_moves;  // best first
  SearchStats stats;
  TreeNode tree;
  bool stopped = false;  // ended by stop() rather than by its limits
};

// Root moves a search never reached (stopped early) get the only true statement about
// them: a lower bound of a loss.
template <GameState S>
void mark_unsearched(std::vector<NativeRootMove<S>>& moves) {
  for (auto& rm : moves) {
    if (rm.score > -kWinScore) continue;
    rm.score = -kWinScore;
    rm.bound = Bound::kLower;
  }
}

template <GameState S>
AnyMove to_any_move(const S& state, const typename S::Move& move) {
  return AnyMove{state.move_cells(move)};
}

template <GameState S>
RootMoveInfo to_root_move_info(const S& root, const NativeRootMove<S>& rm) {
  return RootMoveInfo{to_any_move(root, rm.move), root.move_to_string(rm.move), rm.score, rm.bound,
                      rm.visits};
}

template <GameState S>
std::vector<RootMoveInfo> to_root_move_infos(const S& root,
                                             const std::vector<NativeRootMove<S>>& moves) {
  std::vector<RootMoveInfo> out;
  out.reserve(moves.size());
  for (const auto& rm : moves) out.push_back(to_root_move_info(root, rm));
  return out;
}

// A line of native moves from `root` as AnyMoves with the notation of each in the position
// where it is played; stops at the first move that is not legal there.
template <GameState S>
void to_any_line(const S& root, const std::vector<typename S::Move>& line,
                 std::vector<AnyMove>& moves, std::vector<std::string>& notation) {
  S walk = root;
  for (const auto& m : line) {
    if (walk.is_terminal() || !walk.is_legal(m)) break;
    moves.push_back(to_any_move(walk, m));
    notation.push_back(walk.move_to_string(m));
    walk.apply(m);
  }
}

template <GameState S>
Decision to_decision(const S& root, const SearchResult<S>& result) {
  Decision d;
  if (result.best) {
    d.move = to_any_move(root, *result.best);
    d.notation = root.move_to_string(*result.best);
  }
  d.score = result.score;
  to_any_line(root, result.pv, d.pv, d.pv_notation);
  d.root_moves = to_root_move_infos(root, result.root_moves);
  d.stats = result.stats;
  d.tree = result.tree;
  d.stopped = result.stopped;
  return d;
}

}  // namespace bl
