// seed001-minimax: the default AI of report 001 (/work/shared/seeds/001_*.txt, "Minimax算法"),
// re-implemented.
//
// Taken from the report:
//  - paranoid alpha-beta: the agent maximises, every other player minimises its score;
//  - backward moves (dist(to) > dist(from)) are not searched ("不考虑后退");
//  - game phases: the opening ends after about 10n moves and the ending starts after about
//    20n + 20 moves (n players; counted here in plies of the whole game);
//  - evaluation = advance + potential + lagging piece:
//      advance   = myAdvance * enemyCount - totalEnemyAdvance, advances measured since the
//                  root with the modified dist table (goal holes lowered: -9, -4, 0, 3);
//      potential = for each own piece the largest advance its next move could make, the
//                  POTENTIALCOUNT largest weighted and summed, times RATEOFPOTENTIAL (largest
//                  in the opening, 0 in the ending). As in the report it is computed where
//                  the agent's own moves are generated and a leaf takes the value of its
//                  nearest ancestor where the agent moved (the root at depth 1);
//      lagging   = (rootMaxDist - nowMaxDist) * RATEOFBACK: progress of the most backward
//                  piece (dist table), weighted 0 in the opening and most in the ending;
//  - time-driven depth: each root move ("search candidate") is timed; with
//      estimate = thisCandidateTime * unsearchedCandidates,
//      b = children generated / nodes searched (the average candidates per position),
//      depthChange = floor(log_b(restTime / estimate)),
//    the next candidate is searched depthChange plies deeper (or shallower).
// The report gives no values for POTENTIALCOUNT, the potential weights, RATEOFPOTENTIAL and
// RATEOFBACK, nor the first depth; the ones below are chosen to fit the description.
// Fixed: moves that bring back a position of the game are not played while another move
// exists (the predecessors' shuffling); a search cut short by the clock keeps the best
// candidate fully searched so far; a winning line scores above every evaluation.
// Under a node limit the depth control counts nodes instead of milliseconds, so a
// node-limited decision is deterministic.
#include <algorithm>
#include <cmath>
#include <limits>

#include "ai/agent_registry.h"
#include "ai/chinese_checkers/chinese_checkers_agent_support.h"
#include "ai/chinese_checkers/seed001_tables.h"

namespace bl {
namespace {

using State = ChineseCheckersState;
using Move = ChineseCheckersMove;

constexpr int kPotentialCount = 3;
constexpr double kPotentialWeights[kPotentialCount] = {1.0, 0.6, 0.3};
// Per phase: opening, middle, ending.
constexpr double kRateOfPotential[3] = {1.0, 0.5, 0.0};
constexpr double kRateOfBack[3] = {0.0, 1.0, 2.0};
constexpr double kWin = 1e6;
constexpr int kMaxSearchDepth = 12;

int phase_of(const State& s) {
  const int n = s.num_players();
  if (s.ply() < 10 * n) return 0;
  if (s.ply() >= 20 * n + 20) return 2;
  return 1;
}

int modified_sum(const State& s, int player) {
  int sum = 0;
  for (Bitboard121 left = s.pieces(player); left.any();)
    sum += seed001::modified_dist(s, player, left.pop_lowest());
  return sum;
}

int max_dist(const State& s, int player) {
  int worst = 0;
  for (Bitboard121 left = s.pieces(player); left.any();)
    worst = std::max(worst, seed001::dist(s, player, left.pop_lowest()));
  return worst;
}

class Seed001MinimaxAgent : public Agent {
 public:
  Seed001MinimaxAgent(int first_depth, int default_time_ms)
      : first_depth_(first_depth), default_time_ms_(default_time_ms) {}
  std::string spec() const override {
    return "seed001-minimax depth=" + std::to_string(first_depth_) +
           " time=" + std::to_string(default_time_ms_);
  }

  Decision decide(const AnyGame& game, const PositionHistory& history, const SearchLimits& limits,
                  SearchObserver*) override {
    clear_stop();
    SearchControl control = cc::decision_control(*this, limits, default_time_ms_);
    const State* root = cc::native_state(game);
    if (!root || root->is_terminal()) return Decision{};
    begin(*root, control);
    std::vector<Move> candidates = root_candidates(history);
    SearchStats stats;
    const RootResult result = search_candidates(candidates, control, stats);
    Decision d = cc::make_decision(*root, candidates[result.best], result.score, stats, control);
    d.root_moves = result.root_moves;
    return d;
  }

 private:
  struct RootResult {
    int best = 0;
    double score = 0;
    std::vector<RootMoveInfo> root_moves;
  };

  void begin(const State& root, SearchControl& control) {
    state_ = root;
    control_ = &control;
    me_ = root.current_player();
    enemies_.clear();
    for (int p = 0; p < root.num_players(); ++p)
      if (p != me_ && root.is_active(p)) enemies_.push_back(p);
    for (int p = 0; p < root.num_players(); ++p) root_sum_[p] = modified_sum(root, p);
    root_max_dist_ = max_dist(root, me_);
    phase_ = phase_of(root);
    nodes_ = children_ = interior_ = 0;
    aborted_ = false;
  }

  // The moves of the player to move: backward moves left out unless nothing else is legal,
  // the rest by advance (modified dist), best first. Also returns the player's potential.
  std::vector<Move> moves_of(const State& s, double* potential) const {
    thread_local State::MoveBuffer buffer;  // a MoveBuffer is 16 kB: build it once
    const int n = s.legal_moves(buffer);
    const int p = s.current_player();
    std::vector<std::pair<int, Move>> scored;
    std::array<int, star::kNumCells> best_by_piece;
    best_by_piece.fill(std::numeric_limits<int>::min());
    for (int i = 0; i < n; ++i) {
      const Move& m = buffer[i];
      if (m.is_pass()) return {m};
      const int advance = seed001::modified_dist(s, p, m.from) - seed001::modified_dist(s, p, m.to);
      best_by_piece[m.from] = std::max(best_by_piece[m.from], advance);
      if (seed001::dist(s, p, m.to) > seed001::dist(s, p, m.from)) continue;  // backward
      scored.push_back({advance, m});
    }
    if (potential) *potential = potential_of(best_by_piece);
    if (scored.empty())
      for (int i = 0; i < n; ++i) scored.push_back({0, buffer[i]});
    std::stable_sort(scored.begin(), scored.end(),
                     [](const auto& a, const auto& b) { return a.first > b.first; });
    std::vector<Move> moves;
    for (const auto& [advance, m] : scored) moves.push_back(m);
    return moves;
  }

  double potential_of(const std::array<int, star::kNumCells>& best_by_piece) const {
    std::array<int, kPotentialCount> top;
    top.fill(0);
    for (int value : best_by_piece) {
      if (value <= top[kPotentialCount - 1]) continue;
      int i = kPotentialCount - 1;
      for (; i > 0 && top[i - 1] < value; --i) top[i] = top[i - 1];
      top[i] = value;
    }
    double sum = 0;
    for (int i = 0; i < kPotentialCount; ++i) sum += kPotentialWeights[i] * top[i];
    return kRateOfPotential[phase_] * sum;
  }

  std::vector<Move> root_candidates(const PositionHistory& history) {
    std::vector<Move> moves = moves_of(state_, &root_potential_);
    std::vector<Move> fresh;
    for (const Move& m : moves)
      if (!cc::repeats_history(state_, m, history)) fresh.push_back(m);
    if (!fresh.empty()) return fresh;
    return moves;
  }

  double evaluate(double potential) const {
    const int mine = root_sum_[me_] - modified_sum(state_, me_);
    int theirs = 0;
    for (int e : enemies_) theirs += root_sum_[e] - modified_sum(state_, e);
    const double advance = double(mine) * double(enemies_.size()) - theirs;
    const double back = kRateOfBack[phase_] * (root_max_dist_ - max_dist(state_, me_));
    return advance + potential + back;
  }

  // Paranoid alpha-beta: the agent maximises, everyone else minimises.
  double minimax(int depth, int ply, double alpha, double beta, double potential) {
    ++nodes_;
    if (control_->poll(nodes_)) {
      aborted_ = true;
      return 0;
    }
    if (state_.is_finished(me_)) return kWin - ply;
    if (state_.is_terminal()) {
      if (state_.num_players() == 2) return -(kWin - ply);
      return evaluate(potential);
    }
    if (depth <= 0) return evaluate(potential);
    const bool maximising = state_.current_player() == me_;
    double my_potential = potential;
    const std::vector<Move> moves = moves_of(state_, maximising ? &my_potential : nullptr);
    ++interior_;
    children_ += moves.size();
    double best = maximising ? -std::numeric_limits<double>::infinity()
                             : std::numeric_limits<double>::infinity();
    for (const Move& m : moves) {
      state_.apply(m);
      const double v = minimax(depth - 1, ply + 1, alpha, beta, my_potential);
      state_.undo(m);
      if (aborted_) return 0;
      if (maximising) {
        best = std::max(best, v);
        alpha = std::max(alpha, v);
      } else {
        best = std::min(best, v);
        beta = std::min(beta, v);
      }
      if (alpha >= beta) break;
    }
    return best;
  }

  RootResult search_candidates(const std::vector<Move>& candidates, SearchControl& control,
                               SearchStats& stats) {
    RootResult result;
    const bool fixed_depth = control.limits().max_depth > 0;
    const bool count_nodes = !fixed_depth && control.limits().time_ms <= 0;
    int depth = fixed_depth ? std::min(control.limits().max_depth, kMaxSearchDepth) : first_depth_;
    double alpha = -std::numeric_limits<double>::infinity();
    double best = alpha;
    int deepest = 0;
    for (std::size_t i = 0; i < candidates.size(); ++i) {
      const double work_before = count_nodes ? double(nodes_) : control.elapsed_ms();
      state_.apply(candidates[i]);
      const double v =
          minimax(depth - 1, 1, alpha, std::numeric_limits<double>::infinity(), root_potential_);
      state_.undo(candidates[i]);
      if (aborted_) break;
      deepest = std::max(deepest, depth);
      result.root_moves.push_back(cc::root_move_info(state_, candidates[i], v));
      if (v > best) {
        best = v;
        result.best = int(i);
        alpha = v;
      }
      if (fixed_depth) continue;
      const double work = (count_nodes ? double(nodes_) : control.elapsed_ms()) - work_before;
      const double rest = count_nodes ? double(control.limits().max_nodes) - double(nodes_)
                                      : control.remaining_ms();
      depth = std::clamp(depth + depth_change(work, candidates.size() - i - 1, rest), 1,
                         kMaxSearchDepth);
    }
    result.score = result.root_moves.empty() ? 0 : best;
    std::stable_sort(result.root_moves.begin(), result.root_moves.end(),
                     [](const auto& a, const auto& b) { return a.score > b.score; });
    stats.nodes = nodes_;
    stats.depth = deepest;
    stats.selective_depth = deepest;
    stats.branching_factor = interior_ ? double(children_) / double(interior_) : 0;
    return result;
  }

  // depthChange = floor(log_b(rest / estimate)), b = average candidates per position.
  int depth_change(double work, std::size_t unsearched, double rest) const {
    if (unsearched == 0 || nodes_ == 0) return 0;
    const double estimate = std::max(work, 1e-3) * double(unsearched);
    const double b = double(children_) / double(nodes_);
    if (b <= 1.0 + 1e-9 || rest <= 0) return rest <= 0 ? -kMaxSearchDepth : 0;
    return int(std::floor(std::log(rest / estimate) / std::log(b)));
  }

  int first_depth_;
  int default_time_ms_;
  State state_;
  SearchControl* control_ = nullptr;
  int me_ = 0;
  std::vector<int> enemies_;
  std::array<int, kMaxPlayers> root_sum_{};
  int root_max_dist_ = 0;
  int phase_ = 0;
  double root_potential_ = 0;
  std::uint64_t nodes_ = 0, children_ = 0, interior_ = 0;
  bool aborted_ = false;
};

const AgentRegistration kSeed001MinimaxRegistration{
    AgentInfo{"seed001-minimax",
              "report 001's AI: paranoid alpha-beta on advance, potential and lagging piece, "
              "depth driven by the clock",
              {"chinese-checkers"},
              {{"depth", "3", "depth of the first root move; later ones adapt to the time left"},
               {"time", "1000", "milliseconds per move when the limits give none"}},
              [](const OptionMap& options) -> Result<std::unique_ptr<Agent>> {
                OptionReader reader(options, "agent seed001-minimax");
                const int depth = reader.get_int("depth", 3, 1, kMaxSearchDepth);
                const int time = reader.get_int("time", 1000, 1, 3600000);
                if (auto ok = reader.finish(); !ok)
                  return Result<std::unique_ptr<Agent>>::failure(ok.error());
                return std::unique_ptr<Agent>(std::make_unique<Seed001MinimaxAgent>(depth, time));
              }}};

}  // namespace
}  // namespace bl
