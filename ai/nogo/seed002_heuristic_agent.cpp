// seed002-heuristic: report 002's NoGo AI (/work/shared/seeds/002_*.txt, "初代AI"),
// re-implemented.
//
// Taken from the report:
//  - A position is worth the number of points only we may play minus the number only the
//    opponent may play (a - b), 100 per point: ai_calc() counts, over the empty points, +100
//    where we may play and -100 where they may, so points both may play cancel. A point's
//    value is the change of a - b that a stone there brings ("价值等于a-b的变化量").
//  - run() values each empty point twice: the change for us after our stone there, plus the
//    change for the opponent after an opponent stone there (a point the opponent wants is
//    worth taking from it), and plays the highest value.
//  - Edge bias: a point on the two outermost lines gets rand() % 10 per direction (rows and
//    columns separately); diagonal bias: +20 per own stone on a diagonal of the point.
//  - A point we may not play gets -1e6 ("价值减一大截"); occupied points are never played.
// Bugs (and slowness) of the original not reproduced:
//  - The report's code used a - b itself instead of its change, arguing that this ranks our
//    moves the same. Once the opponent's term is added that no longer holds: it is 0 where
//    the opponent may not play and the opponent's whole balance elsewhere, so a player
//    ahead would fill its own eyes first. Here both terms are changes.
//  - run() overwrote the edge and diagonal bias with `=` where it meant `+=`, read an
//    uninitialised array, and skipped the first row and column (its loops started at 1).
//  - ai_calc() left a trial stone on the board when a point was illegal (misplaced braces).
//  - Every legality test rescanned the whole board (O(n^3) per move, "要卡一下"); here the
//    board's incremental legal-point sets answer at once, which changes nothing but speed.
//  - The report's values can tie a win with another point (the edge bias then decides): a
//    point after which the opponent has no legal move is played at once.
//  - rand() was never seeded; here the bias comes from a seeded generator (option seed).
// In the classroom variant a capture or suicide loses at once; it carries the -1e6, so the
// agent plays one only when every point loses. One ply answers in well under a millisecond,
// so the agent ignores the search limits.
#include <algorithm>
#include <chrono>
#include <memory>

#include "ai/agent_registry.h"
#include "ai/nogo/nogo_features.h"
#include "ai/nogo/seed002_heuristic.h"
#include "ai/search/search_result.h"

namespace bl {
namespace seed002 {
namespace {

double edge_bias(int x, int y, int size, SearchRng& rng) {
  auto near_edge = [&](int v) { return v < kEdgeBand || v >= size - kEdgeBand; };
  double bias = 0;
  if (near_edge(y)) bias += double(rng.below(kEdgeRandom));
  if (near_edge(x)) bias += double(rng.below(kEdgeRandom));
  return bias;
}

double diagonal_bias(const NoGoBoard& board, int player, int x, int y) {
  double bias = 0;
  const int size = board.size();
  for (int dy : {-1, 1}) {
    for (int dx : {-1, 1}) {
      const int nx = x + dx, ny = y + dy;
      if (nx >= 0 && ny >= 0 && nx < size && ny < size && board.color(ny * size + nx) == player)
        bias += kDiagonalBonus;
    }
  }
  return bias;
}

}  // namespace

std::vector<ScoredPoint> score_points(const NoGoState& state, SearchRng& rng) {
  std::vector<ScoredPoint> points;
  if (state.is_terminal()) return points;
  NoGoBoard board = state.board();  // trial stones go here
  const int me = state.side_to_move(), enemy = 1 - me, size = board.size();
  // a - b (nogo::point_balance): the opponent's is -before.
  const double before = nogo::point_balance(board, me);
  for (int cell = 0; cell < board.num_cells(); ++cell) {
    if (!board.is_empty(cell)) continue;
    const int x = cell % size, y = cell / size;
    double worth = edge_bias(x, y, size, rng) + diagonal_bias(board, me, x, y);
    worth += board.is_safe_for(me, cell)
                 ? kPointValue * (nogo::balance_after(board, me, cell) - before)
                 : kIllegalPenalty;
    if (board.is_safe_for(enemy, cell))
      worth += kPointValue * (nogo::balance_after(board, enemy, cell) + before);
    points.push_back({cell, worth});
  }
  return points;
}

int winning_point(const NoGoState& state) {
  if (state.is_terminal()) return -1;
  NoGoBoard board = state.board();
  const int me = state.side_to_move();
  int win = -1;
  board.safe_cells(me).any_of([&](int cell) {
    board.place(me, cell);
    if (board.safe_cells(1 - me).empty()) win = cell;
    board.remove(cell);
    return win >= 0;
  });
  return win;
}

int best_point(const std::vector<ScoredPoint>& points) {
  int best = -1;
  double best_worth = 0;
  for (const ScoredPoint& p : points) {
    if (best < 0 || p.worth > best_worth) {  // the first of equals, as the report's scan
      best = p.cell;
      best_worth = p.worth;
    }
  }
  return best;
}

int choose_point(const NoGoState& state, SearchRng& rng) {
  if (const int win = winning_point(state); win >= 0) return win;
  return best_point(score_points(state, rng));
}

namespace {

class Seed002HeuristicAgent : public Agent {
 public:
  explicit Seed002HeuristicAgent(std::uint64_t seed) : seed_(seed) {}
  std::string spec() const override { return "seed002-heuristic seed=" + std::to_string(seed_); }

  Decision decide(const AnyGame& game, const PositionHistory&, const SearchLimits&,
                  SearchObserver*) override {
    clear_stop();
    const auto start = std::chrono::steady_clock::now();
    const NoGoState* state = game.get_if<NoGoState>();
    if (!state || state->is_terminal()) return Decision{};
    // The bias depends on the seed and the position only, so a decision can be replayed.
    SearchRng rng(seed_ ^ state->hash());
    SearchResult<NoGoState> result = decide_native(*state, rng);
    const auto elapsed = std::chrono::steady_clock::now() - start;
    result.stats.time_ms = std::chrono::duration_cast<std::chrono::milliseconds>(elapsed).count();
    const double seconds = std::chrono::duration<double>(elapsed).count();
    result.stats.nodes_per_second = seconds > 0 ? double(result.stats.nodes) / seconds : 0;
    return to_decision(*state, result);
  }

 private:
  static SearchResult<NoGoState> decide_native(const NoGoState& state, SearchRng& rng) {
    SearchResult<NoGoState> result;
    const int win = winning_point(state);
    std::vector<ScoredPoint> points = score_points(state, rng);
    const int chosen = win >= 0 ? win : best_point(points);
    for (const ScoredPoint& p : points)
      result.root_moves.push_back(
          {NoGoMove{std::int16_t(p.cell)}, p.cell == win ? kWinScore - 1 : p.worth});
    std::stable_sort(
        result.root_moves.begin(), result.root_moves.end(), [&](const auto& a, const auto& b) {
          return (a.move.cell == chosen) != (b.move.cell == chosen) ? a.move.cell == chosen
                                                                    : a.score > b.score;
        });
    result.best = NoGoMove{std::int16_t(chosen)};
    result.score = result.root_moves.front().score;
    result.pv = {*result.best};
    result.stats.nodes = 2 * points.size();  // trial stones
    result.stats.depth = result.stats.selective_depth = 1;
    result.stats.branching_factor = double(points.size());
    return result;
  }

  std::uint64_t seed_;
};

const AgentRegistration kSeed002Registration{AgentInfo{
    "seed002-heuristic",
    "report 002's NoGo AI: one ply, points only one side may play, edge and diagonal bias",
    {"nogo"},
    {{"seed", "1", "random seed of the edge bias"}},
    [](const OptionMap& options) -> Result<std::unique_ptr<Agent>> {
      OptionReader reader(options, "agent seed002-heuristic");
      const int seed = reader.get_int("seed", 1, 0, 1 << 30);
      if (auto ok = reader.finish(); !ok)
        return Result<std::unique_ptr<Agent>>::failure(ok.error());
      return std::unique_ptr<Agent>(std::make_unique<Seed002HeuristicAgent>(seed));
    }}};

}  // namespace
}  // namespace seed002
}  // namespace bl
