#include "app/lab/lab_overlays.h"

#include <algorithm>
#include <cstdio>

namespace bl {
namespace {

void add_ghosts(const AnyGame& game, const std::vector<AnyMove>& pv, int max, BoardScene& scene) {
  AnyGame walk = game;
  for (const AnyMove& m : pv) {
    if (int(scene.ghosts.size()) >= max || walk.is_terminal() || m.cells.empty()) break;
    const int player = walk.current_player();
    if (!walk.play(m)) break;
    scene.ghosts.push_back({player, m.cells, int(scene.ghosts.size()) + 1});
  }
}

void add_heat(const std::vector<RootMoveInfo>& root, BoardScene& scene) {
  std::int64_t most = 0;
  for (const auto& r : root) most = std::max(most, r.visits);
  if (most <= 0) return;
  for (const auto& r : root)
    if (r.visits > 0 && !r.move.cells.empty())
      scene.heat.push_back({r.move.cells.back(), float(double(r.visits) / double(most))});
}

void add_candidates(const Decision& d, int max, BoardScene& scene) {
  std::vector<const RootMoveInfo*> best;
  for (const auto& r : d.root_moves) best.push_back(&r);
  const bool visits = std::any_of(best.begin(), best.end(), [](auto* r) { return r->visits > 0; });
  std::stable_sort(best.begin(), best.end(), [&](auto* a, auto* b) {
    return visits ? a->visits > b->visits : a->score > b->score;
  });
  if (int(best.size()) > max) best.resize(max);
  bool chosen_shown = false;
  for (const auto* r : best) {
    const bool chosen = r->move == d.move;
    chosen_shown = chosen_shown || chosen;
    scene.candidates.push_back({r->move.cells, root_move_label(*r), chosen});
  }
  if (!chosen_shown && !d.move.cells.empty())
    scene.candidates.push_back({d.move.cells, "AI", true});
}

}  // namespace

std::string root_move_label(const RootMoveInfo& move) {
  char text[48];
  if (move.visits > 0) {
    std::snprintf(text, sizeof text, "%lldv", (long long)move.visits);
  } else if (std::abs(move.score) >= kWinScore - 1000) {
    const int plies = int(kWinScore - std::abs(move.score));
    std::snprintf(text, sizeof text, "%s%d", move.score > 0 ? "W" : "L", plies);
  } else {
    const char* bound = move.bound == Bound::kLower   ? ">="
                        : move.bound == Bound::kUpper ? "<="
                                                      : "";
    std::snprintf(text, sizeof text, "%s%.0f", bound, move.score);
  }
  return text;
}

void add_lab_overlays(const AnyGame& game, const HeldDecision* held, const LiveSearch* live,
                      const LabOverlayOptions& options, BoardScene& scene) {
  if (held) {
    add_candidates(*held->decision, options.max_candidates, scene);
    if (options.pv_ghosts) add_ghosts(game, held->decision->pv, options.max_ghosts, scene);
    return;
  }
  if (!live || !live->thinking) return;
  // The last iteration's line, unless the search has since changed its mind about the move
  // (MCTS reports iterations less often than its best move changes).
  if (options.pv_ghosts && !live->stats.iterations.empty()) {
    const IterationInfo& last = live->stats.iterations.back();
    if (live->best.empty() || last.pv_notation.empty() || last.pv_notation.front() == live->best)
      add_ghosts(game, last.pv, options.max_ghosts, scene);
  }
  if (options.heat) add_heat(live->root, scene);
}

}  // namespace bl
