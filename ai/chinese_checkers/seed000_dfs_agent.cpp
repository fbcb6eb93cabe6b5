// seed000-dfs: the AI of report 000 (/work/shared/seeds/000_*.txt), re-implemented.
//
// Taken from the report:
//  - distance of a piece (AI_corner_dis): the goal's four layers are scanned from the tip;
//    the first layer with a hole not held by the player's own pieces is the target, and the
//    distance is the step count (hex distance) to the nearest such hole of that layer; a
//    piece standing in a layer up to the target layer counts 0. dis[player] sums its pieces;
//  - evaluation (AI_assess) for the deciding player me:
//      sum of dis over the other players still playing - 3 * dis[me],
//    plus extra_score * (limit - depth + 1) when me has already won at that depth;
//  - candidate moves at every node (pruning): pieces taken from the farthest to the nearest;
//    a piece's targets are its steps and the final landings of its hop chains (not the
//    holes passed on the way), without backward targets (farther from the goal) and without
//    holes an earlier (farther) piece already chose; of the rest, at most select_limit
//    targets nearest to the goal are kept ("per_piece" option);
//  - depth-limited search over these candidates for every player in turn (step_limit 4 in
//    two-player games, 3 otherwise, counted after the agent's own move);
//  - the choice: the root move whose subtree's leaf evaluations have the best AVERAGE;
//  - positions are de-duplicated: a position met twice in one decision is searched once;
//  - root moves that bring back a position seen before are not considered; if pruning
//    leaves no candidate, the backward or already-chosen targets are scored one ply deep.
// The report gives no value for select_limit or extra_score; 3 and 100 are used.
// Fixed or adapted:
//  - the report's step distance formula undercounts straight "vertical" moves; the true hex
//    distance is used;
//  - its search moved the deciding player's pieces at every level (AI_update(_player, ...));
//    here each level moves the player to move;
//  - a node without candidates counts as a leaf instead of contributing nothing (a root
//    move whose subtree had no leaf would average 0 / 0);
//  - repetitions are checked against every position of the game, not only the positions
//    after the agent's own earlier decisions, so it cannot shuffle;
//  - under a time or node limit the depth is deepened iteratively (1, 2, ... up to
//    step_limit) and the last completed depth decides.
#include <algorithm>
#include <limits>
#include <unordered_set>

#include "ai/agent_registry.h"
#include "ai/chinese_checkers/chinese_checkers_agent_support.h"
#include "ai/chinese_checkers/chinese_checkers_goal_distance.h"

namespace bl {
namespace {

using State = ChineseCheckersState;
using Move = ChineseCheckersMove;
using star::kStar;

struct Options {
  int per_piece = 3;   // select_limit
  int step_limit = 0;  // 0: 4 with two players, 3 otherwise
  double extra_score = 100;
  double self_weight = 3;
  int default_time_ms = 2000;
};

// The report's AI_corner_dis.
int corner_distance(const State& s, int player, int cell) {
  const auto& holes = cc::kPointHoles[s.goal_point(player)];
  const Bitboard121& own = s.pieces(player);
  int first = 0;
  for (int layer = 0; layer < 4; ++layer) {
    const int size = layer + 1;
    int best = std::numeric_limits<int>::max();
    for (int i = first; i < first + size; ++i) {
      const int hole = holes[i];
      if (own.test(hole)) {
        if (hole == cell) return 0;
        continue;
      }
      best = std::min<int>(best, cc::kHexDistance[cell][hole]);
    }
    if (best != std::numeric_limits<int>::max()) return best;
    first += size;
  }
  return 0;  // the whole goal is the player's own: every piece is home
}

int player_distance(const State& s, int player) {
  int sum = 0;
  for (Bitboard121 left = s.pieces(player); left.any();)
    sum += corner_distance(s, player, left.pop_lowest());
  return sum;
}

// Steps and the final landings of hop chains (leaves of the breadth-first hop tree) of the
// piece on `from`, limited to what the rules allow.
Bitboard121 report_targets(const State& s, int from) {
  Bitboard121 blocked = s.occupied() | Bitboard121::bit(star::kOffBoard);
  blocked.reset(from);
  Bitboard121 targets;
  for (int next : kStar.links[from].neighbour)
    if (!blocked.test(next)) targets.set(next);
  Bitboard121 closed = blocked | Bitboard121::bit(from);
  std::array<std::uint8_t, star::kNumCells> queue;
  int head = 0, tail = 0;
  queue[tail++] = std::uint8_t(from);
  while (head < tail) {
    const int at = queue[head++];
    bool extended = false;
    for (int d = 0; d < star::kNumDirections; ++d) {
      const int landing = kStar.links[at].landing[d];
      if (!blocked.test(kStar.links[at].neighbour[d]) || closed.test(landing)) continue;
      closed.set(landing);
      queue[tail++] = std::uint8_t(landing);
      extended = true;
    }
    if (!extended && at != from) targets.set(at);
  }
  return targets & s.destinations(from);
}

class Seed000DfsAgent : public Agent {
 public:
  explicit Seed000DfsAgent(const Options& options) : options_(options) {}
  std::string spec() const override {
    return "seed000-dfs per_piece=" + std::to_string(options_.per_piece) +
           " depth=" + std::to_string(options_.step_limit) +
           " time=" + std::to_string(options_.default_time_ms);
  }

  Decision decide(const AnyGame& game, const PositionHistory& history, const SearchLimits& limits,
                  SearchObserver*) override {
    clear_stop();
    SearchControl control = cc::decision_control(*this, limits, options_.default_time_ms);
    const State* root = cc::native_state(game);
    if (!root || root->is_terminal()) return Decision{};
    state_ = *root;
    control_ = &control;
    me_ = root->current_player();
    counted_ = 0;
    for (int p = 0; p < root->num_players(); ++p)
      if (root->is_active(p)) counted_ |= 1 << p;
    nodes_ = 0;
    aborted_ = false;
    std::vector<Move> fallback;
    const std::vector<Move> candidates = select_moves(&history, &fallback);
    SearchStats stats;
    Decision d = candidates.empty() ? decide_fallback(fallback, history, stats)
                                    : decide_by_search(candidates, stats);
    return d;
  }

 private:
  // The report's candidate selection for the player to move. At the root (history given)
  // moves that repeat a position are dropped and the pruned ones go to `fallback`.
  std::vector<Move> select_moves(const PositionHistory* history, std::vector<Move>* fallback) {
    const int p = state_.current_player();
    std::vector<std::pair<int, int>> pieces;  // (distance, cell), farthest first
    for (Bitboard121 left = state_.pieces(p); left.any();) {
      const int cell = left.pop_lowest();
      pieces.push_back({corner_distance(state_, p, cell), cell});
    }
    std::stable_sort(pieces.begin(), pieces.end(),
                     [](const auto& a, const auto& b) { return a.first > b.first; });
    std::vector<Move> selected;
    Bitboard121 claimed;
    for (const auto& [from_distance, from] : pieces) {
      std::vector<std::pair<int, int>> kept;  // (distance, target)
      for (Bitboard121 left = report_targets(state_, from); left.any();) {
        const int to = left.pop_lowest();
        const Move m = Move::step(from, to);
        const int distance = corner_distance(state_, p, to);
        const bool repeats = history && cc::repeats_history(state_, m, *history);
        if (distance > from_distance || claimed.test(to)) {
          if (fallback && !repeats) fallback->push_back(m);
          continue;
        }
        if (repeats) continue;
        keep_nearest(kept, distance, to);
      }
      for (const auto& [distance, to] : kept) {
        claimed.set(to);
        selected.push_back(Move::step(from, to));
      }
    }
    return selected;
  }

  // Keeps at most per_piece targets: a new one replaces the farthest kept if it is nearer.
  void keep_nearest(std::vector<std::pair<int, int>>& kept, int distance, int to) const {
    if (int(kept.size()) < options_.per_piece) {
      kept.push_back({distance, to});
      return;
    }
    auto worst = std::max_element(kept.begin(), kept.end(),
                                  [](const auto& a, const auto& b) { return a.first < b.first; });
    if (distance < worst->first) *worst = {distance, to};
  }

  double assess(int depth, int limit) const {
    double value = 0;
    for (int q = 0; q < state_.num_players(); ++q) {
      if (!(counted_ & (1 << q))) continue;
      const int distance = player_distance(state_, q);
      value += q == me_ ? -options_.self_weight * distance : distance;
    }
    if (state_.is_finished(me_) && depth <= limit)
      value += options_.extra_score * (limit - depth + 1);
    return value;
  }

  void dfs(int depth, int limit) {
    if (!seen_.insert(state_.hash()).second) return;
    ++nodes_;
    if (control_->poll(nodes_)) {
      aborted_ = true;
      return;
    }
    if (state_.is_finished(me_) || state_.is_terminal() || depth > limit) {
      add_leaf(assess(depth, limit));
      return;
    }
    std::vector<Move> moves = select_moves(nullptr, nullptr);
    if (moves.empty()) {
      if (state_.legal_moves(buffer_) == 1 && buffer_[0].is_pass()) {
        moves.push_back(Move::pass());  // a player who cannot move passes
      } else {
        add_leaf(assess(depth, limit));
        return;
      }
    }
    for (const Move& m : moves) {
      state_.apply(m);
      dfs(depth + 1, limit);
      state_.undo(m);
      if (aborted_) return;
    }
  }

  void add_leaf(double value) {
    leaf_sum_ += value;
    ++leaf_count_;
  }

  int step_limit() const {
    if (control_->limits().max_depth > 0) return control_->limits().max_depth;
    if (options_.step_limit > 0) return options_.step_limit;
    return state_.num_players() == 2 ? 4 : 3;
  }

  Decision decide_by_search(const std::vector<Move>& candidates, SearchStats& stats) {
    std::vector<double> averages(candidates.size(), 0);
    int chosen = best_by_one_ply(candidates, averages);  // until a depth completes
    std::vector<double> done = averages;
    const int limit = step_limit();
    for (int depth = 1; depth <= limit && !aborted_; ++depth) {
      seen_.clear();
      seen_.insert(state_.hash());
      for (std::size_t i = 0; i < candidates.size() && !aborted_; ++i) {
        leaf_sum_ = 0;
        leaf_count_ = 0;
        state_.apply(candidates[i]);
        dfs(1, depth);
        if (leaf_count_ == 0) add_leaf(assess(1, depth));
        state_.undo(candidates[i]);
        averages[i] = leaf_sum_ / double(leaf_count_);
      }
      if (aborted_) break;
      done = averages;
      chosen = int(std::max_element(done.begin(), done.end()) - done.begin());
      stats.depth = depth + 1;  // the root move plus `depth` plies
      IterationInfo info;
      info.depth = stats.depth;
      info.best = AnyMove{state_.move_cells(full_move(candidates[chosen]))};
      info.best_notation = state_.move_to_string(full_move(candidates[chosen]));
      info.score = done[chosen];
      info.nodes = nodes_;
      info.time_ms = std::int64_t(control_->elapsed_ms());
      stats.iterations.push_back(info);
    }
    stats.nodes = nodes_;
    stats.selective_depth = stats.depth;
    Decision d =
        cc::make_decision(state_, full_move(candidates[chosen]), done[chosen], stats, *control_);
    for (std::size_t i = 0; i < candidates.size(); ++i)
      d.root_moves.push_back(cc::root_move_info(state_, full_move(candidates[i]), done[i]));
    std::stable_sort(d.root_moves.begin(), d.root_moves.end(),
                     [](const auto& a, const auto& b) { return a.score > b.score; });
    return d;
  }

  int best_by_one_ply(const std::vector<Move>& moves, std::vector<double>& scores) {
    int best = 0;
    for (std::size_t i = 0; i < moves.size(); ++i) {
      state_.apply(moves[i]);
      scores[i] = assess(0, 0);
      state_.undo(moves[i]);
      if (scores[i] > scores[best]) best = int(i);
    }
    return best;
  }

  Decision decide_fallback(const std::vector<Move>& fallback, const PositionHistory& history,
                           SearchStats& stats) {
    std::vector<Move> moves = fallback;
    if (moves.empty()) {  // nothing fresh at all: any legal move, fresh ones first
      const int n = state_.legal_moves(buffer_);
      for (int i = 0; i < n; ++i)
        if (!cc::repeats_history(state_, buffer_[i], history)) moves.push_back(buffer_[i]);
      if (moves.empty()) moves.assign(buffer_.begin(), buffer_.begin() + n);
    }
    std::vector<double> scores(moves.size(), 0);
    const int best = best_by_one_ply(moves, scores);
    stats.nodes = moves.size();
    stats.depth = 1;
    return cc::make_decision(state_, full_move(moves[best]), scores[best], stats, *control_);
  }

  // The legal move with its hop path.
  Move full_move(const Move& m) const {
    if (m.is_pass()) return m;
    return cc::legal_move(state_, m.from, m.to);
  }

  Options options_;
  State state_;
  SearchControl* control_ = nullptr;
  State::MoveBuffer buffer_;
  int me_ = 0;
  unsigned counted_ = 0;  // players in the evaluation: those still playing at the root
  std::unordered_set<std::uint64_t> seen_;
  double leaf_sum_ = 0;
  std::uint64_t leaf_count_ = 0;
  std::uint64_t nodes_ = 0;
  bool aborted_ = false;
};

const AgentRegistration kSeed000Registration{AgentInfo{
    "seed000-dfs",
    "report 000's AI: depth-limited search over pruned moves, choice by the average leaf score",
    {"chinese-checkers"},
    {{"per_piece", "3", "targets kept per piece (the report's select_limit)"},
     {"depth", "0", "plies searched after the agent's own move (0: 4 with 2 players, else 3)"},
     {"extra", "100", "bonus per ply to spare for a line in which the agent has won"},
     {"self_weight", "3", "weight of the agent's own distance against the others'"},
     {"time", "2000", "milliseconds per move when the limits give none"}},
    [](const OptionMap& options) -> Result<std::unique_ptr<Agent>> {
      OptionReader reader(options, "agent seed000-dfs");
      Options o;
      o.per_piece = reader.get_int("per_piece", o.per_piece, 1, 10);
      o.step_limit = reader.get_int("depth", o.step_limit, 0, 8);
      o.extra_score = reader.get_double("extra", o.extra_score, 0, 1e5);
      o.self_weight = reader.get_double("self_weight", o.self_weight, 0, 100);
      o.default_time_ms = reader.get_int("time", o.default_time_ms, 1, 3600000);
      if (auto ok = reader.finish(); !ok)
        return Result<std::unique_ptr<Agent>>::failure(ok.error());
      return std::unique_ptr<Agent>(std::make_unique<Seed000DfsAgent>(o));
    }}};

}  // namespace
}  // namespace bl
