#include "ai/play/random_opening.h"

#include <algorithm>
#include <cmath>
#include <random>

namespace bl {
namespace {

constexpr double kReach = 2.0;  // points from the centre or from a stone
// The second stone touches the first (directly or diagonally), as in the standard openings.
constexpr double kSecondStoneReach = 1.0;

bool is_placement_game(const std::vector<AnyMove>& legal) {
  return std::all_of(legal.begin(), legal.end(),
                     [](const AnyMove& m) { return m.cells.size() == 1; });
}

double distance(CellPoint a, CellPoint b) {
  return std::max(std::abs(a.x - b.x), std::abs(a.y - b.y));
}

// The board's centre: the middle of its points' bounding box.
CellPoint centre_of(const AnyGame& game) {
  CellPoint low = game.cell_point(0), high = low;
  for (int c = 1; c < game.num_cells(); ++c) {
    const CellPoint p = game.cell_point(c);
    low = {std::min(low.x, p.x), std::min(low.y, p.y)};
    high = {std::max(high.x, p.x), std::max(high.y, p.y)};
  }
  return {(low.x + high.x) / 2, (low.y + high.y) / 2};
}

std::vector<CellPoint> stones_of(const AnyGame& game) {
  std::vector<CellPoint> stones;
  for (int c = 0; c < game.num_cells(); ++c)
    if (game.owner(c) != kNoPlayer) stones.push_back(game.cell_point(c));
  return stones;
}

// The points a balanced opening may take: within two of the centre on an empty board, next
// to the first stone for the second, within two of a stone after that.
std::vector<AnyMove> near_anchors(const AnyGame& game, const std::vector<AnyMove>& legal) {
  std::vector<CellPoint> points = stones_of(game);
  const double reach = points.size() == 1 ? kSecondStoneReach : kReach;
  if (points.empty()) points.push_back(centre_of(game));
  std::vector<AnyMove> near;
  for (const AnyMove& m : legal) {
    const CellPoint p = game.cell_point(m.cells[0]);
    if (std::any_of(points.begin(), points.end(),
                    [&](CellPoint a) { return distance(a, p) <= reach + 1e-9; }))
      near.push_back(m);
  }
  return near;
}

}  // namespace

std::vector<AnyMove> opening_choices(const AnyGame& game) {
  if (game.is_terminal()) return {};
  std::vector<AnyMove> choices = game.legal_moves();
  if (is_placement_game(choices)) {
    std::vector<AnyMove> near = near_anchors(game, choices);
    if (!near.empty()) choices = std::move(near);
  }
  return choices;
}

std::vector<AnyMove> random_opening(AnyGame game, int plies, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<AnyMove> moves;
  for (int i = 0; i < plies && !game.is_terminal(); ++i) {
    const std::vector<AnyMove> choices = opening_choices(game);
    if (choices.empty()) break;
    const AnyMove m = choices[rng() % choices.size()];
    game.play(m);
    moves.push_back(m);
  }
  return moves;
}

}  // namespace bl
