#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "core/any_game/any_game.h"

namespace bl {

// Limits of one search; 0 means "no limit". With none set an agent uses its own default.
struct SearchLimits {
  std::int64_t time_ms = 0;
  int max_depth = 0;
  std::uint64_t max_nodes = 0;
};

// Scores are from the point of view of the player to move at the root, in evaluation
// units; |score| >= kWinScore - 1000 means a proven win/loss in (kWinScore - |score|) plies.
inline constexpr double kWinScore = 1e6;

enum class Bound { kExact, kLower, kUpper };
const char* bound_name(Bound bound);

struct RootMoveInfo {
  AnyMove move;
  std::string notation;
  double score = 0;
  Bound bound = Bound::kExact;
  std::int64_t visits = 0;  // MCTS only
};

struct IterationInfo {
  int depth = 0;  // search depth, or for MCTS the iteration batch number
  AnyMove best;
  std::string best_notation;
  double score = 0;
  std::uint64_t nodes = 0;
  std::int64_t time_ms = 0;
  std::vector<AnyMove> pv;  // the principal variation, when the search knows it (observed only)
  std::vector<std::string> pv_notation;
};

struct SearchStats {
  std::uint64_t nodes = 0;  // positions visited (MCTS: playouts)
  double nodes_per_second = 0;
  int depth = 0;
  int selective_depth = 0;
  std::uint64_t tt_hits = 0;
  std::uint64_t tt_probes = 0;
  std::uint64_t cutoffs = 0;
  double branching_factor = 0;  // average over interior nodes
  std::int64_t time_ms = 0;
  // Of time_ms, what went before the first iteration: the game's root solver (alpha-beta
  // and MCTS; Gomoku's VCF and VCT and the checks of the root moves against the opponent's
  // threats).
  // nodes counts the search's positions only, so its speed is nodes over the rest.
  std::int64_t root_solver_ms = 0;
  std::vector<IterationInfo> iterations;
};

// The search's own speed: its positions over the time after the root solver (0 before any).
double search_nodes_per_second(const SearchStats& stats);
// The share of transposition-table probes that hit (0..1; 0 without probes).
double tt_hit_rate(const SearchStats& stats);

// A bounded record of the top levels of the search tree, for the inspector.
struct TreeNode {
  AnyMove move;  // the move leading here (empty at the root)
  std::string notation;
  double score = 0;
  Bound bound = Bound::kExact;
  std::int64_t visits = 0;
  double value = 0;  // MCTS mean value in [0, 1] for the player who moved
  std::string note;  // why a branch was cut, e.g. "beta cutoff", "TT"
  std::vector<TreeNode> children;
};

struct Decision {
  AnyMove move;
  std::string notation;
  double score = 0;
  std::vector<AnyMove> pv;
  std::vector<std::string> pv_notation;
  std::vector<RootMoveInfo> root_moves;
  SearchStats stats;
  TreeNode tree;         // children empty unless the observer asked for a tree
  bool stopped = false;  // stopped before its limits
};

}  // namespace bl
