#pragma once
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <vector>

#include "ai/search/search_control.h"
#include "ai/search/search_hooks.h"
#include "ai/search/search_reporter.h"
#include "ai/search/search_result.h"
#include "ai/search/search_rng.h"
#include "ai/search/search_scores.h"
#include "ai/search/tree_recorder.h"

namespace bl {

// Monte-Carlo tree search, generic over a game through SearchTraits<S>:
//  - UCT selection on rewards in [0, 1] (Outcome::score per player, so any number of
//    players: each node keeps the reward of the player who moved into it);
//  - RAVE (all-moves-as-first), blended with the Gelly-Silver schedule
//    beta = sqrt(k / (3n + k)); moves are matched by hooks::move_key;
//  - unvisited children are tried in the game's best-first order (search_moves);
//  - playouts by SearchTraits::playout_move, else uniformly random legal moves, cut after
//    `playout_cutoff` plies and scored by the evaluation (a logistic of E / eval_scale);
//  - MCTS-solver (two players): proven wins and losses propagate up the tree, proven
//    losing moves are not selected, and a proven root ends the search;
//  - tree reuse: when the next root is a descendant of the last one (found by hash within a
//    few plies), its subtree is kept; new_game() clears the tree.
// Scores: the root moves' mean rewards r become evaluation units as
// eval_scale * ln(r / (1 - r)), proven results become win/loss scores.
template <GameState S, class E = typename SearchTraits<S>::Evaluation>
class MctsSearch {
 public:
  using Move = typename S::Move;

  struct Options {
    double exploration = 0.7;  // UCT constant c
    double rave_k = 0;         // RAVE equivalence parameter; 0 turns RAVE off
    bool reuse = true;         // keep the subtree of the next position
    bool solver = true;        // MCTS-solver (two-player games)
    int playout_cutoff = -1;   // plies; -1 = the game's default, 0 = to the end
    double eval_scale = 200;   // evaluation units per unit of logit
    std::uint64_t seed = 1;
    std::size_t tree_mb = 256;               // node memory cap; full trees stop growing
    std::uint64_t default_playouts = 10000;  // when the limits set none of time/nodes
    long forced_win_nodes = 0;               // the game's solver at the root (0: not asked)
  };

  MctsSearch() = default;
  explicit MctsSearch(const Options& options) : options_(options) {}
  const Options& options() const { return options_; }
  void set_options(const Options& options) { options_ = options; }
  void new_game() {
    nodes_.clear();
    root_ply_ = -1;
  }
  std::size_t tree_size() const { return nodes_.size(); }
  // Visits of the root kept from the last search by tree reuse (0: a fresh tree).
  std::uint32_t reused_visits() const { return reused_; }

  SearchResult<S> search(const S& root, const PositionHistory& history, const SearchLimits& limits,
                         const E& eval, SearchObserver* observer = nullptr, StopCheck stop = {}) {
    SearchResult<S> result;
    if (root.is_terminal()) return result;
    hooks::begin_search<S>();
    SearchLimits effective = limits;
    if (effective.time_ms <= 0 && effective.max_nodes == 0)
      effective.max_nodes = options_.default_playouts;
    SearchControl control(effective, std::move(stop));
    SearchReporter<S> reporter(root, observer, control);
    if (auto win = immediate_win(root, reporter, control)) return *win;
    begin(root, history, eval, control);
    run(control, reporter, result);
    finish(root, reporter, control, result);
    return result;
  }

 private:
  static constexpr std::int8_t kUnproven = -1, kLoss = 0, kDraw = 1, kWin = 2;
  static constexpr int kMaxTreeDepth = 512;
  static constexpr int kMaxPlayoutPlies = 2000;
  static constexpr int kReuseDepth = 12;
  static constexpr double kUntriedPriority = 1e9;
  using Rewards = std::array<double, kMaxPlayers>;

  struct Node {
    Move move{};
    std::uint64_t hash = 0;  // 0 until the node is first reached
    std::int32_t parent = -1;
    std::int32_t first_child = -1;
    std::uint16_t num_children = 0;
    std::int8_t mover = kNoPlayer;   // the player who played `move`
    std::int8_t proven = kUnproven;  // for the mover (solver)
    bool expanded = false;
    std::int16_t proven_plies = 0;  // plies to the proven result
    std::uint32_t visits = 0;
    double value = 0;  // sum of the mover's rewards
    std::uint32_t amaf_visits = 0;
    double amaf_value = 0;
    double mean() const { return visits ? value / visits : 0.5; }
  };

  // ---- Wins at the root ------------------------------------------------------------------

  // A move that wins at once (or that the game's solver proves), played without searching:
  // playouts cannot tell a win now from a win later when a later win is just as sure (a
  // Chinese Checkers player who finishes first a turn later still finishes first).
  std::optional<SearchResult<S>> immediate_win(const S& root, SearchReporter<S>& reporter,
                                               const SearchControl& control) {
    const int me = root.current_player();
    std::optional<Move> win;
    int plies = 1;
    typename S::MoveBuffer& buf = buffer_;
    const int n = root.legal_moves(buf);
    S s = root;
    for (int i = 0; i < n && !win; ++i) {
      s.apply(buf[i]);
      const bool won = s.is_terminal() ? s.outcome().score(me) >= 1.0
                                       : hooks::decided_reward(s, me).value_or(0) >= 1.0;
      s.undo(buf[i]);
      if (won) win = buf[i];
    }
    if (!win) {
      win = hooks::root_forced_win(
          root, {options_.forced_win_nodes, control.solver_deadline(hooks::kRootWinTimeShare)});
      plies = int(kSolverWinPlies);
      if (win && !root.is_legal(*win)) win.reset();
    }
    if (!win) return std::nullopt;
    SearchResult<S> r;
    r.best = *win;
    r.score = kWinScore - plies;
    r.pv = {*win};
    r.root_moves.push_back({*win, r.score, Bound::kExact, 0});
    r.stats.root_solver_ms = std::int64_t(control.elapsed_ms());
    reporter.iteration(r.stats, 0, *win, r.score);
    r.tree.score = r.score;
    r.tree.note = plies == 1 ? "wins at once" : "forced win found by the game's solver";
    return r;
  }

  // ---- Setup and tree reuse --------------------------------------------------------------

  void begin(const S& root, const PositionHistory& history, const E& eval,
             const SearchControl& control) {
    root_ = &root;
    history_ = &history;
    eval_ = &eval;
    num_players_ = root.num_players();
    root_player_ = root.current_player();
    rng_.reseed(options_.seed ^ root.hash());
    cutoff_ = options_.playout_cutoff >= 0 ? options_.playout_cutoff : hooks::playout_cutoff(root);
    key_bound_ = options_.rave_k > 0 ? hooks::move_key_bound(root) : 0;
    amaf_stamp_.assign(std::size_t(kMaxPlayers) * std::size_t(std::max(key_bound_, 0)), 0);
    sim_id_ = 0;
    max_nodes_ = std::max<std::size_t>(1024, (options_.tree_mb << 20) / sizeof(Node));
    stats_ = SearchStats{};
    max_tree_depth_ = 0;
    seldepth_ = 0;
    reused_ = 0;
    // The game may narrow the root moves (Gomoku: the defences against a VCF); a reused
    // subtree whose root has other children is dropped.
    root_move_buffer_.clear();
    hooks::root_moves(
        root, root_move_buffer_,
        {options_.forced_win_nodes, control.solver_deadline(hooks::kRootMovesTimeShare)});
    stats_.root_solver_ms = std::int64_t(control.elapsed_ms());
    if (!(options_.reuse && reroot(root) && root_children_are(root_move_buffer_))) {
      nodes_.clear();
      reused_ = 0;
      nodes_.push_back(Node{});
    }
    // All the memory the tree may use, reserved (not touched) at once: growing a big
    // vector by copying would stall a simulation for milliseconds.
    if (nodes_.capacity() < max_nodes_) nodes_.reserve(max_nodes_);
    nodes_[0].hash = root.hash();
    nodes_[0].parent = -1;
    nodes_[0].mover = kNoPlayer;
    root_ply_ = root.ply();
    if (!nodes_[0].expanded) add_children(0, root, root_move_buffer_);
  }

  bool root_children_are(const typename S::MoveBuffer& moves) const {
    const Node& r = nodes_[0];
    if (!r.expanded) return true;
    if (r.num_children != moves.size()) return false;
    for (int i = 0; i < r.num_children; ++i)
      if (std::find(moves.begin(), moves.end(), nodes_[r.first_child + i].move) == moves.end())
        return false;
    return true;
  }

  // Keeps the subtree of `root` if it is a descendant of the last root within kReuseDepth.
  bool reroot(const S& root) {
    if (nodes_.empty() || root_ply_ < 0) return false;
    const int depth = root.ply() - root_ply_;
    if (depth < 0 || depth > kReuseDepth) return false;
    std::vector<std::int32_t> level{0};
    for (int d = 0; d < depth && !level.empty(); ++d) {
      std::vector<std::int32_t> next;
      for (std::int32_t i : level) {
        const Node& n = nodes_[i];
        if (!n.expanded) continue;
        for (int c = 0; c < n.num_children; ++c)
          if (nodes_[n.first_child + c].visits > 0) next.push_back(n.first_child + c);
      }
      level.swap(next);
    }
    for (std::int32_t i : level) {
      if (nodes_[i].hash == root.hash()) {
        copy_subtree(i);
        return true;
      }
    }
    return false;
  }

  void copy_subtree(std::int32_t top) {
    std::vector<Node> fresh;
    std::vector<std::int32_t> origin;
    fresh.push_back(nodes_[top]);
    origin.push_back(top);
    for (std::size_t i = 0; i < fresh.size(); ++i) {
      const Node& old = nodes_[origin[i]];
      if (!old.expanded) continue;
      fresh[i].first_child = std::int32_t(fresh.size());
      for (int c = 0; c < old.num_children; ++c) {
        fresh.push_back(nodes_[old.first_child + c]);
        fresh.back().parent = std::int32_t(i);
        origin.push_back(old.first_child + c);
      }
    }
    nodes_.swap(fresh);
    reused_ = nodes_[0].visits;
  }

  bool expand(std::int32_t index, const S& s) {
    typename S::MoveBuffer& buf = buffer_;
    if (SearchTraits<S>::search_moves(s, buf) <= 0) s.legal_moves(buf);
    return add_children(index, s, buf);
  }

  bool add_children(std::int32_t index, const S& s, const typename S::MoveBuffer& buf) {
    const int n = int(buf.size());
    if (n <= 0 || nodes_.size() + std::size_t(n) > max_nodes_) return false;
    const auto first = std::int32_t(nodes_.size());
    const auto mover = std::int8_t(s.current_player());
    for (int i = 0; i < n; ++i) {
      Node child;
      child.move = buf[i];
      child.parent = index;
      child.mover = mover;
      nodes_.push_back(child);
    }
    Node& node = nodes_[index];
    node.first_child = first;
    node.num_children = std::uint16_t(n);
    node.expanded = true;
    expansions_children_ += std::uint64_t(n);
    ++expansions_;
    return true;
  }

  // ---- The search loop ---------------------------------------------------------------------

  void run(SearchControl& control, SearchReporter<S>& reporter, SearchResult<S>& result) {
    expansions_ = expansions_children_ = 0;
    std::uint64_t next_report = 256;
    int batch = 0;
    while (true) {
      if (stats_.nodes > 0 && (control.poll(stats_.nodes) || control.check_now())) break;
      simulate();
      ++stats_.nodes;
      if (stats_.nodes >= next_report) {
        report_iteration(reporter, ++batch);
        next_report *= 2;
      }
      if (reporter.snapshot_due()) reporter.snapshot(live_stats(), root_moves());
      if (options_.solver && nodes_[0].proven != kUnproven) break;
    }
    if (stats_.iterations.empty() || stats_.iterations.back().nodes != stats_.nodes)
      report_iteration(reporter, ++batch);
    result.stopped = control.stopped_by_request();
  }

  void simulate() {
    work_ = *root_;
    path_.assign(1, 0);
    path_hashes_.assign(1, work_.hash());
    played_.clear();
    playout_plies_ = 0;
    ++sim_id_;
    Rewards rewards{};
    std::int32_t node = 0;
    while (true) {
      if (node != 0) {
        Node& n = nodes_[node];
        if (work_.is_terminal()) {
          rewards = terminal_rewards(work_);
          if (options_.solver && num_players_ == 2) mark_terminal(n, rewards);
          break;
        }
        if (options_.solver && n.proven != kUnproven) {
          rewards = proven_rewards(n);
          break;
        }
        if (is_repetition()) {
          rewards = repetition_rewards(work_);
          break;
        }
        if (!n.expanded && (n.visits == 0 || !expand(node, work_))) {
          rewards = playout();
          break;
        }
      }
      if (nodes_[node].num_children == 0) {  // no room to expand the root: play out
        rewards = playout();
        break;
      }
      node = select(node);
      descend(node);
      if (int(path_.size()) >= kMaxTreeDepth) {
        rewards = playout();
        break;
      }
    }
    seldepth_ = std::max(seldepth_, int(path_hashes_.size()) - 1 + playout_plies_);
    max_tree_depth_ = std::max(max_tree_depth_, int(path_.size()) - 1);
    backpropagate(rewards);
    if (key_bound_ > 0) update_rave(rewards);
    if (options_.solver && num_players_ == 2) propagate_proofs();
  }

  void descend(std::int32_t child) {
    Node& c = nodes_[child];
    record_played(c.mover, c.move);
    work_.apply(c.move);
    if (c.hash == 0) c.hash = work_.hash();
    path_.push_back(child);
    path_hashes_.push_back(work_.hash());
  }

  std::int32_t select(std::int32_t index) {
    const Node& node = nodes_[index];
    const double log_n = std::log(double(std::max<std::uint32_t>(node.visits, 1)));
    std::int32_t best = -1;
    double best_value = -std::numeric_limits<double>::infinity();
    std::int32_t longest_loss = node.first_child;
    for (int i = 0; i < node.num_children; ++i) {
      const std::int32_t ci = node.first_child + i;
      const Node& c = nodes_[ci];
      if (options_.solver && c.proven == kWin) return ci;
      if (options_.solver && c.proven == kLoss) {
        if (c.proven_plies > nodes_[longest_loss].proven_plies) longest_loss = ci;
        continue;
      }
      const double v = priority(c, log_n);
      if (v > best_value) {
        best_value = v;
        best = ci;
      }
    }
    return best >= 0 ? best : longest_loss;
  }

  double priority(const Node& c, double log_n) const {
    const double c_explore = options_.exploration;
    if (c.visits == 0) {
      // An untried move: with RAVE data, valued by it as if tried once; without, tried
      // before any move is tried again, in the game's best-first order.
      if (key_bound_ > 0 && c.amaf_visits > 0)
        return c.amaf_value / c.amaf_visits + c_explore * std::sqrt(log_n);
      return kUntriedPriority;
    }
    double q = options_.solver && c.proven == kDraw ? 0.5 : c.mean();
    if (key_bound_ > 0 && c.amaf_visits > 0) {
      const double k = options_.rave_k;
      const double beta = std::sqrt(k / (3.0 * c.visits + k));
      q = (1 - beta) * q + beta * (c.amaf_value / c.amaf_visits);
    }
    return q + c_explore * std::sqrt(log_n / c.visits);
  }

  Rewards playout() {
    playout_plies_ = 0;
    while (!work_.is_terminal()) {
      if ((cutoff_ > 0 && playout_plies_ >= cutoff_) || playout_plies_ >= kMaxPlayoutPlies)
        return evaluation_rewards(work_);
      const Move m = hooks::playout_move(work_, rng_, buffer_);
      record_played(work_.current_player(), m);
      work_.apply(m);
      ++playout_plies_;
    }
    return terminal_rewards(work_);
  }

  // ---- Rewards -----------------------------------------------------------------------------

  Rewards terminal_rewards(const S& s) const {
    Rewards r{};
    const Outcome outcome = s.outcome();
    for (int p = 0; p < num_players_; ++p) r[p] = outcome.score(p);
    return r;
  }

  Rewards proven_rewards(const Node& n) const {
    Rewards r{};
    const double mine = n.proven == kWin ? 1.0 : n.proven == kDraw ? 0.5 : 0.0;
    for (int p = 0; p < num_players_; ++p) r[p] = p == n.mover ? mine : 1.0 - mine;
    return r;
  }

  double logistic(double score) const {
    return 1.0 / (1.0 + std::exp(-score / std::max(options_.eval_scale, 1e-9)));
  }

  // A position cut off by the playout limit: each player's evaluation against the average
  // of the others, through a logistic; players whose result is decided get that result.
  Rewards evaluation_rewards(const S& s) const {
    Rewards e{}, r{};
    double total = 0;
    for (int p = 0; p < num_players_; ++p) total += e[p] = clamp_evaluation(eval_->evaluate(s, p));
    for (int p = 0; p < num_players_; ++p) {
      if (auto decided = hooks::decided_reward(s, p)) {
        r[p] = *decided;
        continue;
      }
      const double others = (total - e[p]) / std::max(num_players_ - 1, 1);
      r[p] = logistic(num_players_ == 2 ? (e[p] - others) / 2 : e[p] - others);
    }
    return r;
  }

  // A repeated position: the player to move gets its repetition score, the others the
  // opposite (as in the alpha-beta searches).
  Rewards repetition_rewards(const S& s) const {
    Rewards r{};
    const double mine = logistic(hooks::repetition_score(s));
    for (int p = 0; p < num_players_; ++p) r[p] = p == s.current_player() ? mine : 1.0 - mine;
    return r;
  }

  bool is_repetition() const {
    const std::uint64_t h = path_hashes_.back();
    for (std::size_t i = 0; i + 1 < path_hashes_.size(); ++i)
      if (path_hashes_[i] == h) return true;
    return history_->count(h) > 0;
  }

  // ---- Backpropagation, RAVE, solver -------------------------------------------------------

  void backpropagate(const Rewards& rewards) {
    for (std::int32_t index : path_) {
      Node& n = nodes_[index];
      ++n.visits;
      if (n.mover != kNoPlayer) n.value += rewards[n.mover];
    }
  }

  void record_played(int player, const Move& m) {
    if (key_bound_ <= 0) return;
    played_.push_back({player, hooks::move_key(*root_, m)});
  }

  // Every child of a node on the path whose move its player also played later in the
  // simulation gets the simulation's reward as an all-moves-as-first sample.
  void update_rave(const Rewards& rewards) {
    const std::size_t tree_moves = path_.size() - 1;
    for (std::size_t j = tree_moves; j < played_.size(); ++j) mark_played(played_[j]);
    for (std::size_t d = path_.size(); d-- > 0;) {
      if (d < tree_moves) mark_played(played_[d]);
      const Node& n = nodes_[path_[d]];
      if (!n.expanded) continue;
      for (int i = 0; i < n.num_children; ++i) {
        Node& c = nodes_[n.first_child + i];
        const int key = hooks::move_key(*root_, c.move);
        if (key < 0 || key >= key_bound_ || c.mover < 0) continue;
        if (amaf_stamp_[std::size_t(c.mover) * key_bound_ + key] != sim_id_) continue;
        ++c.amaf_visits;
        c.amaf_value += rewards[c.mover];
      }
    }
  }

  void mark_played(const std::pair<int, int>& entry) {
    const auto [player, key] = entry;
    if (player < 0 || key < 0 || key >= key_bound_) return;
    amaf_stamp_[std::size_t(player) * key_bound_ + key] = sim_id_;
  }

  void mark_terminal(Node& n, const Rewards& rewards) {
    if (n.mover == kNoPlayer) return;
    const double r = rewards[n.mover];
    n.proven = r > 0.75 ? kWin : r < 0.25 ? kLoss : kDraw;
    n.proven_plies = 0;
  }

  // Two players: a node is lost for its mover if the opponent has a winning reply, won if
  // every reply loses, and otherwise, once every reply is proven, drawn.
  void propagate_proofs() {
    for (std::size_t d = path_.size(); d-- > 0;) {
      Node& n = nodes_[path_[d]];
      if (!n.expanded || n.proven != kUnproven) {
        if (n.proven == kUnproven) return;
        continue;
      }
      if (!prove(n)) return;
    }
  }

  bool prove(Node& n) {
    int win_plies = std::numeric_limits<int>::max(), loss_plies = 0;
    bool all_proven = true, any_draw = false;
    for (int i = 0; i < n.num_children; ++i) {
      const Node& c = nodes_[n.first_child + i];
      if (c.proven == kWin) win_plies = std::min(win_plies, int(c.proven_plies));
      if (c.proven == kLoss) loss_plies = std::max(loss_plies, int(c.proven_plies));
      if (c.proven == kDraw) any_draw = true;
      if (c.proven == kUnproven) all_proven = false;
    }
    if (win_plies != std::numeric_limits<int>::max()) {
      set_proof(n, kLoss, win_plies + 1);
    } else if (all_proven) {
      set_proof(n, any_draw ? kDraw : kWin, loss_plies + 1);
    } else {
      return false;
    }
    return true;
  }

  static void set_proof(Node& n, std::int8_t result, int plies) {
    n.proven = result;
    n.proven_plies = std::int16_t(std::min(plies, 30000));
  }

  // ---- Results -----------------------------------------------------------------------------

  // The child to play: a proven win (the fastest), else the most visited move not proven
  // lost, else the slowest loss.
  std::int32_t best_child(std::int32_t index) const {
    const Node& node = nodes_[index];
    std::int32_t best = -1;
    for (int i = 0; i < node.num_children; ++i) {
      const std::int32_t ci = node.first_child + i;
      if (best < 0 || better_choice(nodes_[ci], nodes_[best])) best = ci;
    }
    return best;
  }

  bool better_choice(const Node& a, const Node& b) const {
    const int ra = choice_rank(a), rb = choice_rank(b);
    if (ra != rb) return ra > rb;
    if (a.proven == kWin) return a.proven_plies < b.proven_plies;
    if (a.proven == kLoss) return a.proven_plies > b.proven_plies;
    if (a.visits != b.visits) return a.visits > b.visits;
    return a.mean() > b.mean();
  }
  int choice_rank(const Node& n) const {
    if (!options_.solver) return 1;
    return n.proven == kWin ? 2 : n.proven == kLoss ? 0 : 1;
  }

  // A node's value for its mover, in evaluation units.
  double node_score(const Node& n) const {
    if (options_.solver && n.proven == kWin) return kWinScore - (n.proven_plies + 1);
    if (options_.solver && n.proven == kLoss) return -(kWinScore - (n.proven_plies + 1));
    if (options_.solver && n.proven == kDraw) return 0;
    if (n.visits == 0) return 0;
    const double q = std::clamp(n.mean(), 1e-4, 1 - 1e-4);
    return clamp_evaluation(options_.eval_scale * std::log(q / (1 - q)));
  }

  std::vector<NativeRootMove<S>> root_moves() const {
    std::vector<NativeRootMove<S>> out;
    const Node& root = nodes_[0];
    for (int i = 0; i < root.num_children; ++i) {
      const Node& c = nodes_[root.first_child + i];
      out.push_back({c.move, node_score(c), Bound::kExact, std::int64_t(c.visits)});
    }
    std::vector<int> order(out.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = int(i);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
      return better_choice(nodes_[root.first_child + a], nodes_[root.first_child + b]);
    });
    std::vector<NativeRootMove<S>> sorted;
    for (int i : order) sorted.push_back(out[i]);
    return sorted;
  }

  SearchStats live_stats() const {
    SearchStats s = stats_;
    s.depth = max_tree_depth_;
    s.selective_depth = seldepth_;
    s.branching_factor = expansions_ ? double(expansions_children_) / double(expansions_) : 0.0;
    return s;
  }

  // The most visited path from the root child `first`.
  std::vector<Move> principal_line(std::int32_t first) const {
    std::vector<Move> line;
    for (std::int32_t i = first; i >= 0; i = nodes_[i].expanded ? best_child(i) : -1) {
      if (nodes_[i].visits == 0) break;
      line.push_back(nodes_[i].move);
    }
    return line;
  }

  void report_iteration(SearchReporter<S>& reporter, int batch) {
    const std::int32_t best = best_child(0);
    if (best < 0) return;
    SearchStats s = live_stats();
    reporter.iteration(s, batch, nodes_[best].move, node_score(nodes_[best]), principal_line(best));
    stats_.iterations = std::move(s.iterations);
  }

  void finish(const S& root, SearchReporter<S>& reporter, const SearchControl& control,
              SearchResult<S>& result) {
    (void)control;
    stats_ = live_stats();
    reporter.stamp(stats_);
    const std::int32_t best = best_child(0);
    if (best >= 0) {
      result.best = nodes_[best].move;
      result.score = node_score(nodes_[best]);
    }
    result.pv = principal_line(best);
    result.root_moves = root_moves();
    result.tree = record_tree(root, reporter);
    result.stats = stats_;
  }

  TreeNode record_tree(const S& root, const SearchReporter<S>& reporter) const {
    TreeRecorder recorder;
    recorder.reset(reporter.tree_depth(), reporter.tree_node_limit());
    if (!recorder.active()) return {};
    S s = root;
    record_children(0, s, &recorder.root(), 1, recorder);
    TreeNode tree = recorder.take();
    tree.visits = nodes_[0].visits;
    tree.note = "MCTS, " + std::to_string(nodes_[0].visits) + " visits (" +
                std::to_string(reused_) + " reused)";
    return tree;
  }

  void record_children(std::int32_t index, S& s, TreeNode* rec, int ply,
                       TreeRecorder& recorder) const {
    const Node& node = nodes_[index];
    if (!node.expanded) return;
    std::vector<std::int32_t> kids;
    for (int i = 0; i < node.num_children; ++i) kids.push_back(node.first_child + i);
    std::stable_sort(kids.begin(), kids.end(), [&](std::int32_t a, std::int32_t b) {
      return nodes_[a].visits > nodes_[b].visits;
    });
    for (std::int32_t ci : kids) {
      const Node& c = nodes_[ci];
      if (c.visits == 0) break;
      TreeNode* child = recorder.child(rec, ply, to_any_move(s, c.move), s.move_to_string(c.move));
      if (!child) return;
      child->visits = c.visits;
      child->value = c.mean();
      // For the root player: the mover's score, negated for an opponent of two players.
      const double mine = node_score(c);
      child->score = c.mover == root_player_ || num_players_ > 2 ? mine : -mine;
      if (options_.solver && c.proven != kUnproven)
        child->note = c.proven == kWin    ? "proven win for the mover"
                      : c.proven == kLoss ? "proven loss for the mover"
                                          : "proven draw";
      s.apply(c.move);
      record_children(ci, s, child, ply + 1, recorder);
      s.undo(c.move);
    }
  }

  Options options_;
  std::vector<Node> nodes_;
  int root_ply_ = -1;

  // Per search.
  const S* root_ = nullptr;
  const PositionHistory* history_ = nullptr;
  const E* eval_ = nullptr;
  int num_players_ = 2;
  int root_player_ = 0;
  SearchRng rng_;
  int cutoff_ = 0;
  int key_bound_ = 0;
  std::vector<std::uint32_t> amaf_stamp_;
  std::uint32_t sim_id_ = 0;
  std::size_t max_nodes_ = 0;
  SearchStats stats_;
  int max_tree_depth_ = 0;
  int seldepth_ = 0;
  int playout_plies_ = 0;
  std::uint64_t expansions_ = 0, expansions_children_ = 0;
  std::uint32_t reused_ = 0;

  // Per simulation.
  S work_{typename S::Rules{}};
  std::vector<std::int32_t> path_;
  std::vector<std::uint64_t> path_hashes_;
  std::vector<std::pair<int, int>> played_;
  typename S::MoveBuffer buffer_;
  typename S::MoveBuffer root_move_buffer_;
};

}  // namespace bl
