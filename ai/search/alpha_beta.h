#pragma once
#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "ai/search/correction_history.h"
#include "ai/search/late_move_reduction.h"
#include "ai/search/move_ordering.h"
#include "ai/search/search_control.h"
#include "ai/search/search_hooks.h"
#include "ai/search/search_observer.h"
#include "ai/search/search_reporter.h"
#include "ai/search/search_result.h"
#include "ai/search/search_scores.h"
#include "ai/search/transposition_table.h"
#include "ai/search/tree_recorder.h"
#include "core/common/zobrist.h"

namespace bl {

// Alpha-beta negamax with iterative deepening, a transposition table, move ordering (TT
// move, killers, history), principal variation search and aspiration windows, generic over
// a game through SearchTraits<S>.
//
// Teams. Values are negamax values of two teams: the root player, and everyone else. With
// two players that is plain negamax; with more it is the paranoid search, where all
// opponents together minimise the root player's evaluation. The evaluation is always
// taken for the root player, E(s, root), and negated at nodes where an opponent moves.
//
// Results. A finished game scores by the root player's reward (search_scores.h); a player
// whose result is decided early (hooks::decided_reward) ends the line for the root player.
// A position that repeats one of the game (PositionHistory) or of the search path scores
// SearchTraits::repetition_score for the player to move (default 0). The game's solver
// (SearchTraits::forced_win) is asked at the root and, with a small budget, at nodes with
// enough depth left.
template <GameState S, class E = typename SearchTraits<S>::Evaluation>
class AlphaBetaSearch {
 public:
  using Move = typename S::Move;
  using Traits = SearchTraits<S>;
  static constexpr int kMaxPly = MoveOrdering<S>::kMaxPly;
  static constexpr int kMaxDepth = kMaxPly - 8;

  struct Options {
    std::size_t tt_mb = 16;         // transposition table size; 0 disables it
    bool pvs = true;                // principal variation search (null windows)
    bool aspiration = true;         // aspiration windows around the last iteration's score
    double aspiration_window = 50;  // half-width, evaluation units
    // Centre the window on the score of two iterations before instead of the last one: in
    // games whose evaluation favours the side that moves last (Gomoku), odd and even depths
    // score far apart and a window around the last score fails at every iteration.
    bool aspiration_same_parity = false;
    bool killers = true;
    bool history = true;
    // Counter moves: the reply that last refuted the opponent's move just played is tried
    // after the killers (MoveOrdering).
    bool counter_moves = false;
    // History with a malus (MoveOrdering): a cutoff also lowers the quiet (hooks::reducible)
    // moves searched before it at that node.
    bool history_malus = false;
    // Late move reductions at non-PV nodes, of hooks::reducible moves: 0 off, 1 one ply, 2 a
    // reduction growing with the depth left and the move's place in the order.
    int lmr = 0;
    static constexpr int kGrowingLmr = 2;  // the lmr value that reads the reduction table
    // With lmr 2, a late move loses about ln(depth) * ln(k + 1) / lmr_divisor plies: the
    // smaller, the deeper the search reaches and the more it may overlook. 1.2: against
    // Rapfi at STRENGTH 80, +3.9 +- 1.9 points over 1.5 in 600 paired games (Gomoku, the one
    // game with reductions by default; docs/ai_measurements.md#gomoku-deeper-reductions-
    // session-66).
    double lmr_divisor = 1.2;
    // Moves before this one in the order (0-based), and nodes with fewer plies left than
    // lmr_min_depth, are never reduced.
    int lmr_first_move = 3;
    int lmr_min_depth = 3;
    // With history_malus: a late move's reduction shrinks by a ply for every lmr_history
    // points of its history score, and grows for a negative one (late_move_reduction.h);
    // 0 = off.
    int lmr_history = 0;
    // Plies more that a late move loses at an expected cut node: a non-PV node where a
    // refutation is expected, as its parent searched it with a null window as a later move of
    // a PV node, as a reduced move, or as any move of an expected all node (the children of a
    // cut node are all nodes). Once its first moves have not refuted, its late moves are the
    // least likely to (Stockfish reduces them more for that reason); 0 = off.
    int lmr_cut_node = 0;
    // Late move reductions also at nodes where a threat must be answered (hooks::quiet_node
    // is false): there every move is an answer or a threat, none hooks::reducible, so without
    // this each is read to full depth, the mover's delaying fours and the far defences too.
    // With it the late ones (from lmr_first_move on) are reduced as late quiet moves are.
    bool lmr_answers = false;
    // Late move reductions at PV nodes too, lmr_pv plies fewer than elsewhere (a reduction
    // that falls to 0 is none): without them every move of a PV node gets a full-depth
    // search, the root's line and its siblings alike; Stockfish reduces there, a ply less.
    // 0: off (PV nodes reduce nothing).
    int lmr_pv = 0;
    // Futility pruning at non-PV nodes with at most futility_depth plies left where the
    // game says nothing must be answered (hooks::quiet_node), judged by the static
    // evaluation: at least futility_margin per ply left above beta, the node is cut (it
    // would hold beta); at least that much below alpha, only its first move and the moves
    // late move reductions may not reduce (threats and answers) are searched. 0: off.
    int futility_depth = 0;
    double futility_margin = 100;
    // Internal iterative reductions: a node with at least this many plies left and no move
    // from the table is searched a ply shallower (without a first guess its tree is the
    // costliest, and it is seldom on the line that matters); 0: off, else at least 2.
    int iir_depth = 0;
    // ProbCut at non-PV nodes with at least probcut_depth plies left (0: off): the first
    // probcut_moves moves of the order are searched probcut_reduction plies shallower than
    // a full search would, against beta + probcut_margin; one that holds it cuts the node,
    // as a full search would most likely hold beta too.
    int probcut_depth = 0;
    double probcut_margin = 100;
    int probcut_moves = 3;
    int probcut_reduction = 3;  // at least 1
    // ProbCut only at nodes where the game says nothing must be answered (hooks::quiet_node):
    // a shallow search of a defence misjudges the attack it faces.
    bool probcut_quiet_only = false;
    long root_forced_win_nodes = 0;  // solver budget at the root (0: not asked)
    // The root's search for our own forced win: its own budget (0: root_forced_win_nodes)
    // and the share of the time limit it may take.
    long root_win_nodes = 0;
    double root_win_time_share = hooks::kRootWinTimeShare;
    // The share of the time limit by which the root's moves are chosen (counted from the
    // start, the forced-win search included), and the least share they get after that search
    // (0: none beyond root_moves_time_share; root_moves_deadline_share).
    double root_moves_time_share = hooks::kRootMovesTimeShare;
    double root_moves_time_after_win = 0;
    long inner_forced_win_nodes = 0;  // solver budget inside the tree (0: not asked)
    int inner_forced_win_depth = 2;   // ...at nodes with at least this many plies left
    // Solver budget at the horizon (0: not asked): a leaf whose player to move wins by force
    // scores as a win instead of by the evaluation.
    long leaf_forced_win_nodes = 0;
    // Nodes with at most this many moves (forced replies, such as the block of a Gomoku
    // four) are searched without spending depth, up to twice the iteration's depth; 0: off.
    int forced_reply_moves = 0;
    // Nodes where the player to move must answer a threat of hooks::threat_level 1 to this
    // (Gomoku: 1 the block of a four, 2 also the answers to an open three) are searched
    // without spending depth, up to twice the iteration's depth, so that an attack of threats
    // is read to its end at half the depth; 0: off.
    int threat_extension = 0;
    // Nodes at the horizon whose player to move must answer a threat of hooks::threat_level
    // 1 to this are searched (their answers, to the horizon again) instead of judged by the
    // static evaluation, which would credit the last move's threat as if it stood (a four at
    // the horizon scores its five point though its block is forced); 0: off. Unlike
    // threat_extension, interior nodes spend their depth as usual.
    int horizon_threats = 0;
    // Two players: a node whose result the game tells without searching
    // (hooks::plies_to_result) scores that result at once, as a proven win or loss, at the
    // horizon too.
    bool known_results = false;
    // Off the principal variation, at nodes one or two plies from the horizon: at most this
    // many unforced moves per ply left (the game says which moves are unforced; the rest of
    // its list is pruned, best-first order kept); 0: the game's full list.
    int frontier_moves = 0;
    // At most this many unforced moves at every node below the root (the game says which
    // are unforced: Gomoku's quiet moves); 0: the game's own number.
    int unforced_moves = 0;
    // At most this many unforced moves at the root; 0: the game's own number.
    int root_unforced_moves = 0;
    // At the root, drop the moves the opponent refutes by a reply that leaves every answer
    // lost to the game's solver (hooks::root_moves), within the root budget.
    bool root_reply_checks = false;
    // At the root, the game's best-first solver where it has one (RootSolving::proof_numbers).
    bool root_proof_numbers = false;
    // ...letting a double threat come anywhere (RootSolving::double_threats_anywhere).
    bool root_double_threats_anywhere = false;
    // ...keeping the moves not proven to stop the opponent's threats beside the proven ones
    // (RootSolving::unproven_defences).
    int root_unproven_defences = 0;
    // ...keeping only the defences proven most cheaply (RootSolving::defence_cost_ratio).
    double root_defence_cost_ratio = 0;
    // Unforced moves in the game's learnt order where it has one (hooks::search_moves), at
    // the root too (RootSolving::learnt_order).
    bool learnt_order = false;
    // Below the root, with the learnt order, only the fewest best unforced moves that the
    // game's learnt policy gives this share of its probability (hooks::search_moves): few
    // where it is sure, more where it is not; 0: off.
    double policy_mass = 0;
    // After an aspiration fail-low at the root, keep the root's order (the previous best
    // first) instead of ranking the moves by their upper bounds (search_root).
    bool fail_low_keeps_order = true;
    int default_depth = 6;  // depth when the limits set none of time/depth/nodes
    // Share of the time limit past which no new iteration starts (a cut-short iteration
    // still counts: adopt_partial_iteration); the game's own unless told otherwise.
    double iteration_start_share = hooks::iteration_start_share<S>();
    // Two players: this share of the correction history (CorrectionHistory, learnt through
    // the game from the searches' values against the static evaluation, by the last two
    // moves) is added to the evaluation where the search stops; 0: off.
    double correction = 0;
  };

  AlphaBetaSearch() : AlphaBetaSearch(Options{}) {}
  explicit AlphaBetaSearch(const Options& options) { set_options(options); }

  const Options& options() const { return options_; }
  void set_options(const Options& options) {
    if (options.tt_mb != tt_.megabytes() || !tt_initialized_) tt_.resize(options.tt_mb);
    tt_initialized_ = true;
    // Only growing reductions read the table: the games that search without them (and the
    // many agents made just to check a seat's options) do not compute it.
    if (options.lmr == Options::kGrowingLmr && options.lmr_divisor != reductions_.divisor)
      reductions_ = ReductionTable(options.lmr_divisor);
    options_ = options;
    correction_.enable(options.correction > 0);
  }
  // Forgets everything learnt (transposition table, histories): a new game starts.
  void new_game() {
    tt_.clear();
    ordering_.clear();
    correction_.clear();
  }

  SearchResult<S> search(const S& root, const PositionHistory& history, const SearchLimits& limits,
                         const E& eval, SearchObserver* observer = nullptr, StopCheck stop = {}) {
    SearchControl control(limits, std::move(stop));
    SearchReporter<S> reporter(root, observer, control);
    begin(root, history, eval, control, reporter);
    SearchResult<S> result;
    if (root.is_terminal()) return result;
    hooks::begin_search<S>();
    if (auto win = root_forced_win(root)) return *win;
    collect_root_moves();
    stats_.root_solver_ms = std::int64_t(control_->elapsed_ms());
    iterate(result);
    finish(result);
    return result;
  }

 private:
  static constexpr double kInfinity = std::numeric_limits<double>::infinity();
  // Null windows are this wide: results inside them count as exact.
  static constexpr double kNullWindow = 1e-3;
  static constexpr int kNoAnchor = std::numeric_limits<int>::max();
  static constexpr int kNoRepetition = -2;

  // ---- Setup ----------------------------------------------------------------------------

  void begin(const S& root, const PositionHistory& history, const E& eval, SearchControl& control,
             SearchReporter<S>& reporter) {
    state_ = root;
    history_ = &history;
    eval_ = &eval;
    control_ = &control;
    reporter_ = &reporter;
    root_player_ = root.current_player();
    num_players_ = root.num_players();
    move_key_bound_ = hooks::move_key_bound(root);
    salt_ = zobrist_key(0x7AB1E5A17ULL, std::uint64_t(root_player_ + 1));
    stats_ = SearchStats{};
    seldepth_ = 0;
    interior_nodes_ = 0;
    children_ = 0;
    aborted_ = false;
    rep_anchor_ = kNoAnchor;
    tt_.new_search();
    ordering_.configure(root, options_.killers, options_.history, options_.counter_moves,
                        options_.history_malus);
    ordering_.age();
    if (pv_.size() != std::size_t(kMaxPly)) pv_.assign(kMaxPly, {});
    buffers_.resize(kMaxPly);
    orders_.resize(kMaxPly);
    failed_quiet_.resize(kMaxPly);
    recorder_.reset(reporter.tree_depth(), reporter.tree_node_limit());
    last_tree_ = TreeNode{};
    have_tree_ = false;
  }

  std::optional<SearchResult<S>> root_forced_win(const S& root) {
    const long nodes =
        options_.root_win_nodes > 0 ? options_.root_win_nodes : options_.root_forced_win_nodes;
    auto win = hooks::root_forced_win(root, root_solving(nodes, options_.root_win_time_share));
    if (!win || !root.is_legal(*win)) return std::nullopt;
    SearchResult<S> r;
    r.best = *win;
    r.score = solver_win_score(0);
    r.pv = {*win};
    r.root_moves.push_back({*win, r.score, Bound::kExact, 0});
    r.stats.depth = 0;
    r.stats.root_solver_ms = std::int64_t(control_->elapsed_ms());
    reporter_->iteration(r.stats, 0, *win, r.score);
    r.tree.score = r.score;
    r.tree.note = "forced win found by the game's solver";
    return r;
  }

  void collect_root_moves() {
    root_moves_.clear();
    auto& buf = buffers_[0];
    const int n =
        hooks::root_moves(state_, buf, root_solving(options_.root_forced_win_nodes, moves_share()));
    const Entry* e = tt_.probe(state_.hash() ^ salt_);
    for (int i = 0; i < n; ++i) root_moves_.push_back({buf[i], -kInfinity, Bound::kUpper, 0});
    if (e && e->has_move) {  // last search's best first
      auto it = std::find_if(root_moves_.begin(), root_moves_.end(),
                             [&](const auto& rm) { return rm.move == e->move; });
      if (it != root_moves_.end()) std::rotate(root_moves_.begin(), it, it + 1);
    }
  }

  // The share of the time limit by which the root's move checks give up, now that the
  // forced-win search is over (root_moves_deadline_share).
  double moves_share() const {
    const auto time_ms = control_->limits().time_ms;
    if (time_ms <= 0) return options_.root_moves_time_share;
    return root_moves_deadline_share(options_.root_moves_time_share,
                                     control_->elapsed_ms() / double(time_ms),
                                     options_.root_moves_time_after_win);
  }

  // What the game's root solver may spend: `nodes` positions, until `time_share` of the
  // move's time, with the options' switches (one budget for the forced win and the root moves).
  RootSolving root_solving(long nodes, double time_share) const {
    RootSolving solving;
    solving.node_budget = nodes;
    solving.deadline = control_->solver_deadline(time_share);
    solving.reply_checks = options_.root_reply_checks;
    solving.unforced_limit = options_.root_unforced_moves;
    solving.proof_numbers = options_.root_proof_numbers;
    solving.double_threats_anywhere = options_.root_double_threats_anywhere;
    solving.unproven_defences = options_.root_unproven_defences;
    solving.defence_cost_ratio = options_.root_defence_cost_ratio;
    solving.learnt_order = options_.learnt_order;
    return solving;
  }

  int depth_limit() const {
    const SearchLimits& l = control_->limits();
    if (l.max_depth > 0) return std::min(l.max_depth, kMaxDepth);
    if (l.time_ms > 0 || l.max_nodes > 0) return kMaxDepth;
    return std::clamp(options_.default_depth, 1, kMaxDepth);
  }

  // ---- Iterative deepening -------------------------------------------------------------

  void iterate(SearchResult<S>& result) {
    result.best = root_moves_.front().move;
    result.pv = {root_moves_.front().move};
    const int max_depth = depth_limit();
    double previous = 0, before_previous = 0;
    for (int depth = 1; depth <= max_depth; ++depth) {
      if (depth > 1 && !control_->may_start_iteration(options_.iteration_start_share)) break;
      recorder_.reset(reporter_->tree_depth(), reporter_->tree_node_limit());
      iteration_depth_ = depth;
      const double centre =
          options_.aspiration_same_parity && depth >= 3 && !is_proven_score(before_previous)
              ? before_previous
              : previous;
      const double score = aspiration_search(depth, centre);
      if (aborted_) {
        adopt_partial_iteration(result);
        break;
      }
      before_previous = previous;
      previous = score;
      result.best = root_moves_.front().move;
      result.score = score;
      result.pv.assign(pv_[0].begin(), pv_[0].begin() + pv_length_[0]);
      stats_.depth = depth;
      keep_tree(score, depth);
      fill_counters(stats_);
      reporter_->iteration(stats_, depth, *result.best, score, result.pv);
      if (is_proven_score(score)) break;
      if (root_moves_.size() == 1 && control_->limits().time_ms > 0) break;
    }
  }

  double aspiration_search(int depth, double previous) {
    double window = options_.aspiration_window;
    const bool narrow = options_.aspiration && depth >= 3 && !is_proven_score(previous);
    double alpha = narrow ? previous - window : -kInfinity;
    double beta = narrow ? previous + window : kInfinity;
    while (true) {
      const double score = search_root(depth, alpha, beta);
      if (aborted_) return score;
      if (score <= alpha) {
        alpha = window > 1e5 ? -kInfinity : score - (window *= 4);
      } else if (score >= beta) {
        beta = window > 1e5 ? kInfinity : score + (window *= 4);
      } else {
        return score;
      }
    }
  }

  // The iteration was cut short. The first move searched was the previous best; another
  // searched move replaces it only if it scored higher with an exact value or a lower bound.
  void adopt_partial_iteration(SearchResult<S>& result) {
    if (searched_this_iteration_ == 0) return;
    int chosen = 0;
    for (int i = 1; i < searched_this_iteration_; ++i) {
      const auto& rm = root_moves_[i];
      if (rm.bound != Bound::kUpper && rm.score > root_moves_[chosen].score) chosen = i;
    }
    auto it = root_moves_.begin() + chosen;
    std::rotate(root_moves_.begin(), it, it + 1);
    result.best = root_moves_.front().move;
    result.score = root_moves_.front().score;
    if (pv_length_[0] > 0 && pv_[0][0] == *result.best)
      result.pv.assign(pv_[0].begin(), pv_[0].begin() + pv_length_[0]);
    else
      result.pv = {*result.best};
  }

  double search_root(int depth, double alpha, double beta) {
    const int team = 0;
    const double alpha0 = alpha;
    double best = -kInfinity;
    int best_index = -1;
    searched_this_iteration_ = 0;
    pv_length_[0] = 0;
    path_[0] = state_.hash();
    TreeNode* rec = recorder_.active() ? &recorder_.root() : nullptr;
    for (std::size_t i = 0; i < root_moves_.size(); ++i) {
      auto& rm = root_moves_[i];
      const double a = alpha;
      const double v = search_reduced_or_full(rm.move, int(i), depth, alpha, beta, 0,
                                              /*pv_node=*/true, team, rec, false);
      if (aborted_) break;
      ++searched_this_iteration_;
      rm.score = v;
      rm.bound = v <= a ? Bound::kUpper : v >= beta ? Bound::kLower : Bound::kExact;
      if (v > best) {
        best = v;
        best_index = int(i);
        if (v > alpha) {
          alpha = v;
          update_pv(0, rm.move);
        }
      }
      if (v >= beta) break;  // an aspiration fail-high: the caller widens the window
    }
    if (aborted_) return best;
    // An aspiration fail-low bounds every move from above and ranks none: the order stays,
    // the previous best first, for the wider search that follows (which a clock may cut short
    // after its first move, adopting that move: adopt_partial_iteration).
    if (best > alpha0 || !options_.fail_low_keeps_order) {
      if (best_index > 0) {  // best first, the rest by score, for the next iteration
        auto it = root_moves_.begin() + best_index;
        std::rotate(root_moves_.begin(), it, it + 1);
      }
      std::stable_sort(root_moves_.begin() + 1, root_moves_.begin() + searched_this_iteration_,
                       [](const auto& x, const auto& y) { return x.score > y.score; });
    }
    store_root(depth, best, alpha0, beta);
    return best;
  }

  void store_root(int depth, double best, double alpha0, double beta) {
    const Bound bound = best >= beta     ? Bound::kLower
                        : best <= alpha0 ? Bound::kUpper
                                         : Bound::kExact;
    tt_.store(path_[0] ^ salt_, depth, score_to_table(best, 0), bound, &root_moves_.front().move);
  }

  // ---- The tree ------------------------------------------------------------------------

  // Searches move `m` from the current node (at `ply`, of `team`) and returns its value for
  // that team: the first move with the full window, the others with a null window first
  // and again with the full window only if they might be better (PVS).
  //
  // `cut_child`: whether a null-window child is expected to be a cut node (Options::
  // lmr_cut_node); a null-window search of a later move at a PV node always is.
  double search_move(const Move& m, bool first, int depth, double alpha, double beta, int ply,
                     int team, TreeNode* rec, bool cut_child = false) {
    const bool pv_node = beta - alpha > 2 * kNullWindow;
    TreeNode* child_rec = record_child(rec, ply + 1, m);
    if (ply + 1 < kMaxPly) path_moves_[ply + 1] = m;
    state_.apply(m);
    double v;
    if (first || !options_.pvs || !pv_node) {
      set_cut_node(ply + 1, !pv_node && cut_child);
      v = child_value(depth - 1, alpha, beta, ply + 1, pv_node, team, child_rec);
    } else {
      set_cut_node(ply + 1, true);
      v = child_value(depth - 1, alpha, alpha + kNullWindow, ply + 1, false, team, child_rec);
      if (!aborted_ && v > alpha && v < beta) {
        child_rec = record_child(rec, ply + 1, m, /*applied=*/true);
        set_cut_node(ply + 1, false);
        v = child_value(depth - 1, alpha, beta, ply + 1, true, team, child_rec);
        if (child_rec)
          child_rec->note += child_rec->note.empty() ? "re-searched" : " (re-searched)";
      }
    }
    state_.undo(m);
    if (!aborted_) record_value(child_rec, v, alpha, beta, team);
    return v;
  }

  // The current state is a child of a node of `parent_team`; returns its value for that team.
  double child_value(int depth, double alpha, double beta, int ply, bool pv_node, int parent_team,
                     TreeNode* rec) {
    if (team_of(state_) == parent_team) return negamax(depth, alpha, beta, ply, pv_node, rec);
    return -negamax(depth, -beta, -alpha, ply, pv_node, rec);
  }

  // Repetitions on the search path make values depend on the path: a node between a
  // repeated position and its earlier occurrence (the anchor) must not store its value in
  // the table. rep_anchor_ is the shallowest anchor seen in the current subtree.
  double negamax(int depth, double alpha, double beta, int ply, bool pv_node, TreeNode* rec) {
    const int outer_anchor = rep_anchor_;
    rep_anchor_ = kNoAnchor;
    const double v = negamax_body(depth, alpha, beta, ply, pv_node, rec);
    // Anchors at this node or below are resolved here; shallower ones concern the parents.
    rep_anchor_ = std::min(outer_anchor, rep_anchor_ < ply ? rep_anchor_ : kNoAnchor);
    return v;
  }

  double negamax_body(int depth, double alpha, double beta, int ply, bool pv_node, TreeNode* rec) {
    ++stats_.nodes;
    seldepth_ = std::max(seldepth_, ply);
    pv_length_[ply] = 0;
    if (out_of_budget()) {
      aborted_ = true;
      return 0;
    }
    const int team = team_of(state_);
    if (auto v = result_value(ply, team, rec)) return *v;
    const std::uint64_t hash = state_.hash();
    path_[ply] = hash;
    if (const int anchor = repetition_anchor(hash, ply); anchor != kNoRepetition) {
      if (anchor >= 0) rep_anchor_ = std::min(rep_anchor_, anchor);
      note(rec, anchor >= 0 ? "repetition of a position on the search path"
                            : "repetition of a position of the game");
      return hooks::repetition_score(state_);
    }
    if (auto v = known_result(ply, rec)) return *v;
    if (ply >= kMaxPly - 1) return horizon_value(team, ply, rec);
    // A threat made on the last ply before the horizon is answered, not judged statically.
    const bool horizon_threat =
        depth <= 0 &&
        answers_threat(ply, std::max(options_.threat_extension, options_.horizon_threats));
    if (depth <= 0) {
      if (!horizon_threat) return horizon_value(team, ply, rec);
      depth = 0;
    }

    const std::uint64_t key = hash ^ salt_;
    Move tt_move{};
    bool has_tt_move = false;
    if (auto v = probe(key, depth, alpha, beta, ply, pv_node, tt_move, has_tt_move, rec)) return *v;
    // The table's move is mostly searched first: its entry can arrive while the moves are
    // generated and ordered.
    if (has_tt_move && depth >= 2) prefetch_child(tt_move);
    if (auto v = inner_forced_win(key, depth, ply, rec)) return *v;
    if (options_.iir_depth > 0 && !has_tt_move && depth >= std::max(2, options_.iir_depth)) --depth;

    const Futility futility = judge_futility(depth, alpha, beta, pv_node, team, ply);
    if (futility.cut) {
      note(rec, "futility: the static evaluation holds beta");
      return futility.static_value;
    }

    auto& buf = buffers_[ply];
    const int n = node_moves(buf, depth, pv_node);
    if (n <= 0) return static_value(team, ply);
    // Forced replies and answers to threats cost no depth: forcing lines are read to their end.
    if (horizon_threat || extends(n, ply)) ++depth;
    std::uint16_t* order = orders_[ply].data();
    const Move* previous = ply > 0 ? &path_moves_[ply] : nullptr;
    ordering_.order(state_, buf, n, ply, has_tt_move ? &tt_move : nullptr, order, previous);
    if (auto v = probcut(key, buf, order, n, depth, beta, ply, pv_node, team, rec)) return *v;
    ++interior_nodes_;
    children_ += std::uint64_t(n);

    const bool reduce_answers = options_.lmr_answers && reductions_apply(depth, pv_node) &&
                                n > options_.lmr_first_move && !hooks::quiet_node(state_);
    const double alpha0 = alpha;
    double best = -kInfinity;
    int best_index = order[0];
    int failed = 0;  // quiet moves searched without a cutoff, for the history's malus
    const bool children_probe = depth >= 2;
    if (children_probe && !has_tt_move) prefetch_child(buf[order[0]]);
    for (int k = 0; k < n; ++k) {
      const Move& m = buf[order[k]];
      if (children_probe && k + 1 < n) prefetch_child(buf[order[k + 1]]);
      if (futility.skip_quiet && k > 0 && hooks::reducible(state_, m)) continue;
      const double v =
          search_reduced_or_full(m, k, depth, alpha, beta, ply, pv_node, team, rec, reduce_answers);
      if (aborted_) return 0;
      if (v > best) {
        best = v;
        best_index = order[k];
        if (v > alpha) {
          alpha = v;
          if (pv_node) update_pv(ply, m);
          if (v >= beta) {
            ++stats_.cutoffs;
            ordering_.on_cutoff(state_, m, ply, depth, previous, failed_quiet_[ply].data(), failed);
            if (rec)
              rec->note = "beta cutoff after " + std::to_string(k + 1) + " of " +
                          std::to_string(n) + " moves";
            break;
          }
        }
      }
      if (options_.history_malus && failed < kFailedQuietMoves && hooks::reducible(state_, m))
        failed_quiet_[ply][failed++] = m;
    }
    const Bound bound = best <= alpha0 ? Bound::kUpper
                        : best >= beta ? Bound::kLower
                                       : Bound::kExact;
    if (rep_anchor_ >= ply)
      tt_.store(key, depth, score_to_table(best, ply), bound, &buf[best_index]);
    learn_correction(best, bound, depth, team, ply);
    return best;
  }

  // The table entry of the position `m` leads to, fetched into the cache while the move
  // before it is searched: a probe's wait for memory was a tenth of a Gomoku search's time
  // (docs/ai_measurements.md, session 63). Only where the game tells the hash ahead.
  void prefetch_child(const Move& m) const {
    if constexpr (hooks::kHasHashAfter<S>) tt_.prefetch(state_.hash_after(m) ^ salt_);
  }

  // ProbCut (Options::probcut_depth): the value of a shallow search of one of the first
  // moves that beats beta by the margin, stored as a lower bound; nothing when none does.
  std::optional<double> probcut(std::uint64_t key, const typename S::MoveBuffer& buf,
                                const std::uint16_t* order, int n, int depth, double beta, int ply,
                                bool pv_node, int team, TreeNode* rec) {
    const int reduction = std::max(1, options_.probcut_reduction);
    if (options_.probcut_depth <= 0 || pv_node ||
        depth < std::max(options_.probcut_depth, reduction + 1) || is_proven_score(beta) ||
        (options_.probcut_quiet_only && !hooks::quiet_node(state_)))
      return std::nullopt;
    const double raised = beta + options_.probcut_margin;
    const int tries = std::min(n, options_.probcut_moves);
    for (int k = 0; k < tries; ++k) {
      const Move& m = buf[order[k]];
      const double v = search_move(m, false, depth - reduction, raised - kNullWindow, raised, ply,
                                   team, rec, !cut_node_[ply]);
      if (aborted_) return 0.0;
      if (v >= raised) {
        note(rec, "probcut: a shallow search beats beta by the margin");
        if (rep_anchor_ >= ply)
          tt_.store(key, depth - reduction, score_to_table(v, ply), Bound::kLower, &m);
        return v;
      }
    }
    return std::nullopt;
  }

  // Whether the current node, with `n` moves, is searched without spending depth: a forced
  // reply (forced_reply_moves) or the answer to a threat (threat_extension), within twice
  // the iteration's depth.
  bool extends(int n, int ply) const {
    return (n <= options_.forced_reply_moves && ply < 2 * iteration_depth_) ||
           answers_threat(ply, options_.threat_extension);
  }
  // Whether the player to move answers a threat of hooks::threat_level 1 to `max_level`,
  // within twice the iteration's depth.
  bool answers_threat(int ply, int max_level) const {
    if (max_level <= 0 || ply >= 2 * iteration_depth_) return false;
    const int level = hooks::threat_level(state_);
    return level > 0 && level <= max_level;
  }

  // What the static evaluation says of a node near the horizon (futility_depth).
  struct Futility {
    bool cut = false;         // it holds beta: the node need not be searched
    bool skip_quiet = false;  // it is far below alpha: quiet moves will not lift it
    double static_value = 0;
  };
  Futility judge_futility(int depth, double alpha, double beta, bool pv_node, int team,
                          int ply) const {
    Futility f;
    if (pv_node || depth > options_.futility_depth || is_proven_score(alpha) ||
        is_proven_score(beta) || !hooks::quiet_node(state_))
      return f;
    f.static_value = static_value(team, ply);
    const double margin = options_.futility_margin * depth;
    f.cut = f.static_value - margin >= beta;
    f.skip_quiet = f.static_value + margin <= alpha;
    return f;
  }

  // The moves of the current node, narrowed by unforced_moves and frontier_moves.
  int node_moves(typename S::MoveBuffer& buf, int depth, bool pv_node) const {
    int limit = options_.unforced_moves;
    if (options_.frontier_moves > 0 && !pv_node && depth <= 2) {
      const int frontier = options_.frontier_moves * depth;
      limit = limit > 0 ? std::min(limit, frontier) : frontier;
    }
    return limit > 0 || options_.learnt_order
               ? hooks::search_moves(state_, buf, limit, options_.learnt_order,
                                     options_.policy_mass)
               : Traits::search_moves(state_, buf);
  }

  // Late move reductions: a late quiet move at a non-PV node (with lmr_pv at a PV node and
  // the root too) is first searched shallower with a null window, and again at full depth
  // only if it beats alpha. The game says which moves are quiet (hooks::reducible): a reduced
  // threat or answer to one hides what decides the game, unless `answering`
  // (Options::lmr_answers) says the node's late answers are reduced too.
  double search_reduced_or_full(const Move& m, int k, int depth, double alpha, double beta, int ply,
                                bool pv_node, int team, TreeNode* rec, bool answering) {
    if (reductions_apply(depth, pv_node) && k >= options_.lmr_first_move &&
        (answering || hooks::reducible(state_, m))) {
      if (const int r = reduction(depth, k, m, cut_node_[ply], pv_node); r > 0) {
        // A null window, at a PV node too: only a move that beats alpha is searched again.
        const double v =
            search_move(m, false, depth - r, alpha, alpha + kNullWindow, ply, team, rec, true);
        if (aborted_ || v <= alpha) return v;
      }
    }
    return search_move(m, k == 0, depth, alpha, beta, ply, team, rec, !cut_node_[ply]);
  }

  // Whether late move reductions act at a node with `depth` plies left.
  bool reductions_apply(int depth, bool pv_node) const {
    return options_.lmr > 0 && (!pv_node || options_.lmr_pv > 0) && depth >= options_.lmr_min_depth;
  }

  // Plies the late move `m` loses: one, or (lmr 2) about ln(depth) * ln(k + 1) /
  // lmr_divisor, the later and the deeper the more (the shape of Stockfish's reductions),
  // always leaving a ply; with lmr_history, less for a move whose history is good; at an
  // expected cut node, lmr_cut_node more; at a PV node (lmr_pv), lmr_pv fewer, maybe none.
  int reduction(int depth, int k, const Move& m, bool cut_node, bool pv_node) const {
    const int base =
        (options_.lmr == 1
             ? 1
             : reductions_.plies[std::min(depth, kMaxDepth)][std::min(k, kMaxMoveIndex)]) +
        (cut_node ? options_.lmr_cut_node : 0);
    if (pv_node) return std::clamp(base - options_.lmr_pv, 0, depth - 1);
    const int history = options_.lmr_history > 0 ? ordering_.malus_history(state_, m) : 0;
    return late_move_reduction(base, depth, history, options_.lmr_history);
  }

  // ln(depth) * ln(k + 1) / divisor, rounded, for every depth and move index: logarithms at
  // every late move of every node would cost more than the table's look-up.
  static constexpr int kMaxMoveIndex = 255;
  struct ReductionTable {
    double divisor = 0;
    std::array<std::array<std::int8_t, kMaxMoveIndex + 1>, kMaxDepth + 1> plies{};
    ReductionTable() = default;
    explicit ReductionTable(double d) : divisor(d) {
      static const auto logs = [] {  // ln(i), computed once
        std::array<double, std::max(kMaxDepth, kMaxMoveIndex + 1) + 1> ln{};
        for (std::size_t i = 1; i < ln.size(); ++i) ln[i] = std::log(double(i));
        return ln;
      }();
      for (int depth = 1; depth <= kMaxDepth; ++depth)
        for (int k = 0; k <= kMaxMoveIndex; ++k) {
          const double r = logs[depth] * logs[k + 1] / divisor;
          plies[depth][k] = std::int8_t(std::min(0.5 + r, 100.0));
        }
    }
  };

  // The value of a finished game or of a root player whose result is decided.
  std::optional<double> result_value(int ply, int team, TreeNode* rec) {
    if (state_.is_terminal()) {
      note(rec, "game over: " + state_.outcome().to_string());
      return for_team(team,
                      reward_to_score(state_.outcome().score(root_player_), num_players_, ply));
    }
    if (num_players_ > 2) {
      if (auto r = hooks::decided_reward(state_, root_player_)) {
        note(rec, "root player's result decided");
        return for_team(team, reward_to_score(*r, num_players_, ply));
      }
    }
    return std::nullopt;
  }

  std::optional<double> probe(std::uint64_t key, int depth, double alpha, double beta, int ply,
                              bool pv_node, Move& tt_move, bool& has_tt_move, TreeNode* rec) {
    if (!tt_.enabled()) return std::nullopt;
    ++stats_.tt_probes;
    const Entry* e = tt_.probe(key);
    if (!e) return std::nullopt;
    ++stats_.tt_hits;
    if (e->has_move) {
      tt_move = e->move;
      has_tt_move = true;
    }
    if (pv_node || e->depth < depth) return std::nullopt;
    const double score = score_from_table(e->score, ply);
    const bool usable = e->bound == Bound::kExact || (e->bound == Bound::kLower && score >= beta) ||
                        (e->bound == Bound::kUpper && score <= alpha);
    if (!usable) return std::nullopt;
    note(rec, std::string("transposition table: ") + bound_name(e->bound) + " bound from depth " +
                  std::to_string(e->depth));
    return score;
  }

  std::optional<double> inner_forced_win(std::uint64_t key, int depth, int ply, TreeNode* rec) {
    if constexpr (!hooks::kHasForcedWin<S>) {
      return std::nullopt;
    } else {
      if (options_.inner_forced_win_nodes <= 0 || depth < options_.inner_forced_win_depth)
        return std::nullopt;
      auto win = hooks::forced_win(state_, options_.inner_forced_win_nodes);
      if (!win) return std::nullopt;
      const double v = solver_win_score(ply);
      tt_.store(key, kMaxDepth, score_to_table(v, ply), Bound::kExact, &*win);
      pv_[ply][0] = *win;
      pv_length_[ply] = 1;
      note(rec, "forced win found by the game's solver");
      return v;
    }
  }

  // The value, for the player to move, of a result the game tells without searching
  // (Options::known_results): a win or loss that many plies below this node.
  std::optional<double> known_result(int ply, TreeNode* rec) {
    if (!options_.known_results || num_players_ != 2) return std::nullopt;
    const std::optional<int> plies = hooks::plies_to_result(state_);
    if (!plies) return std::nullopt;
    note(rec, std::string("the player to move ") + (*plies > 0 ? "wins" : "loses") + " in " +
                  std::to_string(std::abs(*plies)) + " plies: the game tells it from the position");
    return reward_to_score(*plies > 0 ? 1.0 : 0.0, num_players_, ply + std::abs(*plies));
  }

  // A leaf: the game's solver, if asked, else the evaluation.
  double horizon_value(int team, int ply, TreeNode* rec) {
    if constexpr (hooks::kHasForcedWin<S>) {
      if (options_.leaf_forced_win_nodes > 0 &&
          hooks::forced_win(state_, options_.leaf_forced_win_nodes)) {
        note(rec, "forced win found by the game's solver at the horizon");
        return solver_win_score(ply);
      }
    }
    return static_value(team, ply);
  }

  // The evaluation of the node at `ply` for `team`, with the correction history's share.
  double static_value(int team, int ply) const {
    return corrected(leaf_value(team), correction_slot(ply));
  }

  // `raw`, an evaluation, moved by the correction history's share of `slot`.
  double corrected(double raw, int slot) const {
    return slot == CorrectionHistory::kNoSlot ? raw
                                              : raw + options_.correction * correction_.value(slot);
  }

  double leaf_value(int team) const {
    return for_team(team, clamp_evaluation(eval_->evaluate(state_, root_player_)));
  }

  // The correction history's slot of the node at `ply`: by its player to move and the last
  // two moves, which the root's children do not both have.
  int correction_slot(int ply) const {
    if (!correction_.enabled() || num_players_ != 2 || ply < 2) return CorrectionHistory::kNoSlot;
    return correction_.slot(state_.current_player(), hooks::move_key(state_, path_moves_[ply]),
                            hooks::move_key(state_, path_moves_[ply - 1]), move_key_bound_);
  }

  // What the search of an interior node says of its static evaluation: its value where that
  // bounds the evaluation's error (a fail-high above it, a fail-low below it, an exact value),
  // not a proven result, which says nothing of the evaluation's judgement.
  void learn_correction(double best, Bound bound, int depth, int team, int ply) {
    const int slot = correction_slot(ply);
    if (slot == CorrectionHistory::kNoSlot || depth < 1 || is_proven_score(best)) return;
    const double raw = leaf_value(team);
    const double judged = corrected(raw, slot);
    if ((bound == Bound::kLower && best <= judged) || (bound == Bound::kUpper && best >= judged))
      return;
    correction_.update(slot, best - raw, depth);
  }

  // ---- Helpers -------------------------------------------------------------------------

  int team_of(const S& s) const {
    const int p = s.current_player();
    return p == root_player_ || p == kNoPlayer ? 0 : 1;
  }
  static double for_team(int team, double root_view) { return team == 0 ? root_view : -root_view; }

  // kNoRepetition, or the ply of the earlier occurrence on the search path, or -1 for a
  // position of the game before the root (a repetition that does not depend on the path).
  int repetition_anchor(std::uint64_t hash, int ply) const {
    if (ply == 0) return kNoRepetition;
    if (history_->count(hash) > 0) return -1;
    for (int i = ply - 1; i >= 0; --i)
      if (path_[i] == hash) return i;
    return kNoRepetition;
  }

  void update_pv(int ply, const Move& m) {
    pv_[ply][0] = m;
    const int child_length = ply + 1 < kMaxPly ? pv_length_[ply + 1] : 0;
    for (int i = 0; i < child_length; ++i) pv_[ply][i + 1] = pv_[ply + 1][i];
    pv_length_[ply] = child_length + 1;
  }

  bool out_of_budget() {
    if (control_->poll(stats_.nodes)) return true;
    if ((stats_.nodes & 1023) == 0 && reporter_->snapshot_due()) {
      SearchStats live = stats_;
      fill_counters(live);
      reporter_->snapshot(live, root_moves_);
    }
    return false;
  }

  void fill_counters(SearchStats& s) const {
    s.selective_depth = seldepth_;
    s.branching_factor = interior_nodes_ ? double(children_) / double(interior_nodes_) : 0.0;
  }

  void finish(SearchResult<S>& result) {
    fill_counters(stats_);
    reporter_->stamp(stats_);
    result.root_moves = root_moves_;
    mark_unsearched(result.root_moves);
    if (!have_tree_) keep_tree(result.score, stats_.depth);
    result.tree = std::move(last_tree_);
    result.stats = std::move(stats_);
    result.stopped = control_->stopped_by_request();
  }

  // ---- The tree record -----------------------------------------------------------------

  TreeNode* record_child(TreeNode* rec, int ply, const Move& m, bool applied = false) {
    if (!rec) return nullptr;
    if (applied) {  // the move is on the board: name it from the position before it
      state_.undo(m);
      TreeNode* c = recorder_.child(rec, ply, to_any_move(state_, m), state_.move_to_string(m));
      state_.apply(m);
      return c;
    }
    return recorder_.child(rec, ply, to_any_move(state_, m), state_.move_to_string(m));
  }

  // `v` is the child's value for `team` (the parent's) under the window (alpha, beta); the
  // record holds it for the root player.
  static void record_value(TreeNode* rec, double v, double alpha, double beta, int team) {
    if (!rec) return;
    Bound bound = v <= alpha ? Bound::kUpper : v >= beta ? Bound::kLower : Bound::kExact;
    if (team != 0 && bound != Bound::kExact)
      bound = bound == Bound::kUpper ? Bound::kLower : Bound::kUpper;
    rec->score = for_team(team, v);
    rec->bound = bound;
    if (rec->note.empty() && bound == Bound::kUpper && team == 0)
      rec->note = "fails low: no better than the best so far";
    if (rec->note.empty() && bound == Bound::kLower && team != 0)
      rec->note = "fails low for the opponent: refuted";
  }

  void set_cut_node(int ply, bool cut) {
    if (ply <= kMaxPly) cut_node_[ply] = cut;
  }

  static void note(TreeNode* rec, std::string text) {
    if (rec) rec->note = std::move(text);
  }

  void keep_tree(double score, int depth) {
    if (!recorder_.active()) return;
    last_tree_ = recorder_.take();
    last_tree_.score = score;
    last_tree_.note = "depth " + std::to_string(depth);
    have_tree_ = true;
  }

  using Entry = typename TranspositionTable<Move>::Entry;

  Options options_;
  TranspositionTable<Move> tt_;
  bool tt_initialized_ = false;
  ReductionTable reductions_;
  MoveOrdering<S> ordering_;
  CorrectionHistory correction_;

  // Per search.
  S state_{typename S::Rules{}};
  const PositionHistory* history_ = nullptr;
  const E* eval_ = nullptr;
  SearchControl* control_ = nullptr;
  SearchReporter<S>* reporter_ = nullptr;
  int root_player_ = 0;
  int num_players_ = 2;
  int move_key_bound_ = 0;
  std::uint64_t salt_ = 0;
  SearchStats stats_;
  int seldepth_ = 0;
  std::uint64_t interior_nodes_ = 0;
  std::uint64_t children_ = 0;
  bool aborted_ = false;
  int rep_anchor_ = kNoAnchor;
  std::vector<NativeRootMove<S>> root_moves_;
  int iteration_depth_ = 0;  // of the iteration under way
  int searched_this_iteration_ = 0;
  std::vector<std::array<Move, kMaxPly>> pv_;
  std::array<int, kMaxPly + 1> pv_length_{};
  std::array<std::uint64_t, kMaxPly + 1> path_{};
  std::array<Move, kMaxPly> path_moves_{};  // the move that led to the node at each ply
  // Whether the node at each ply is an expected cut node (Options::lmr_cut_node).
  std::array<bool, kMaxPly + 1> cut_node_{};
  std::vector<typename S::MoveBuffer> buffers_;
  std::vector<std::array<std::uint16_t, S::MoveBuffer::capacity()>> orders_;
  // The quiet moves searched at each ply's node before a cutoff (history_malus), the first
  // kFailedQuietMoves of them: later ones are rare, and lowered less by then anyway.
  static constexpr int kFailedQuietMoves = 32;
  std::vector<std::array<Move, kFailedQuietMoves>> failed_quiet_;
  TreeRecorder recorder_;
  TreeNode last_tree_;
  bool have_tree_ = false;
};

}  // namespace bl
