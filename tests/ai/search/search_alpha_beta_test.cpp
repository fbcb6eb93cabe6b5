// Alpha-beta negamax on toy games with known values: equal to plain minimax at every depth
// whatever the enhancements, exact solutions of Nim, wins taken and losses avoided,
// repetitions, the solver hook, determinism and stop().
#include <gtest/gtest.h>

#include <chrono>
#include <string>

#include "ai/search/alpha_beta.h"
#include "tests/ai/search/search_test_util.h"

namespace bl {
namespace scripted_tree {

// A scripted game tree: three moves everywhere, no end and no transpositions (the hash is
// the path's). Its evaluation (ScriptedEvaluation) depends on the first two moves only.
class ScriptedState : public toy::ToyBasics {
 public:
  using Rules = toy::ToyRules;
  using Move = toy::ToyMove;
  using MoveBuffer = MoveList<toy::ToyMove, 3>;
  static constexpr std::string_view kGameName = "toy-scripted";

  explicit ScriptedState(const Rules& rules = {}) : rules_(rules) {}
  const Rules& rules() const { return rules_; }
  int num_players() const { return 2; }
  int current_player() const { return int(path_.size() % 2); }
  bool is_terminal() const { return false; }
  Outcome outcome() const { return Outcome::undecided(2); }
  int ply() const { return int(path_.size()); }
  int legal_moves(MoveBuffer& buf) const {
    buf.clear();
    for (int k = 0; k < 3; ++k) buf.push_back(toy::ToyMove{std::int16_t(k)});
    return 3;
  }
  bool is_legal(const Move& m) const { return m.cell >= 0 && m.cell < 3; }
  void apply(const Move& m) { path_.push_back(m.cell); }
  void undo(const Move&) { path_.pop_back(); }
  std::uint64_t hash() const {
    std::uint64_t h = 0x5C41F7ED;
    for (int c : path_) h = zobrist_key(h, std::uint64_t(c + 1));
    return h;
  }
  Result<Move> parse_move(std::string_view text) const { return toy::parse_toy_move(*this, text); }
  int num_cells() const { return 3; }
  int owner(int) const { return kNoPlayer; }
  int move_at(int ply) const { return path_[std::size_t(ply)]; }

 private:
  Rules rules_;
  std::vector<int> path_;
};

// For player 0. Two plies deep or less: A (move 0) 100, B 0, C -10, so A leads the first
// iterations. Deeper: A -300 and C -200 whatever follows, B -100 after B's first reply and
// -500 after the others, so that a null-window search of B stops at its first reply with
// the loose bound -100 (B is the worst move, -500).
struct ScriptedEvaluation {
  double evaluate(const ScriptedState& s, int player) const {
    static constexpr double kShallow[3] = {100, 0, -10}, kDeep[3] = {-300, -500, -200};
    double v = s.ply() <= 2 ? kShallow[s.move_at(0)] : kDeep[s.move_at(0)];
    if (s.ply() > 2 && s.move_at(0) == 1 && s.move_at(1) == 0) v = -100;
    return player == 0 ? v : -v;
  }
};

}  // namespace scripted_tree

using scripted_tree::ScriptedEvaluation;
using scripted_tree::ScriptedState;

template <>
struct SearchTraits<ScriptedState> {
  using Evaluation = ScriptedEvaluation;
  static int search_moves(const ScriptedState& s, ScriptedState::MoveBuffer& buf) {
    return s.legal_moves(buf);
  }
};

namespace probcut_tree {

// The scripted tree (three moves everywhere) with an evaluation for player 0 that depends on
// the first move and the depth: A (move 0) 0 at every depth, B -1000 up to four plies deep
// and +50 below, C -500. A search to depth 5 finds B; a search that judges B's replies at
// four plies or less (ProbCut's shallow searches) throws it away.
struct ProbCutEvaluation {
  double evaluate(const scripted_tree::ScriptedState& s, int player) const {
    const int first = s.ply() == 0 ? 0 : s.move_at(0);
    const double v = first == 0 ? 0 : first == 1 ? (s.ply() <= 4 ? -1000 : 50) : -500;
    return player == 0 ? v : -v;
  }
};

class ProbCutState : public scripted_tree::ScriptedState {
 public:
  static constexpr std::string_view kGameName = "toy-probcut";
  using ScriptedState::ScriptedState;
};

}  // namespace probcut_tree

template <>
struct SearchTraits<probcut_tree::ProbCutState> {
  using Evaluation = probcut_tree::ProbCutEvaluation;
  static int search_moves(const probcut_tree::ProbCutState& s,
                          probcut_tree::ProbCutState::MoveBuffer& buf) {
    return s.legal_moves(buf);
  }
};

namespace threat_tree {

// Two moves everywhere, no end. Move 0 at the root is a threat the opponent must answer
// (SearchTraits<ThreatState>::threat_level); it looks best statically, +100 for player 0
// against +10 for move 1, and turns out -100 after either answer.
class ThreatState : public scripted_tree::ScriptedState {
 public:
  using MoveBuffer = MoveList<toy::ToyMove, 2>;
  static constexpr std::string_view kGameName = "toy-threat";
  using ScriptedState::ScriptedState;
  int legal_moves(MoveBuffer& buf) const {
    buf.clear();
    for (int k = 0; k < 2; ++k) buf.push_back(toy::ToyMove{std::int16_t(k)});
    return 2;
  }
  bool is_legal(const Move& m) const { return m.cell >= 0 && m.cell < 2; }
  bool threatened() const { return ply() == 1 && move_at(0) == 0; }
};

struct ThreatEvaluation {
  double evaluate(const ThreatState& s, int player) const {
    const double v = s.ply() == 0 ? 0 : s.move_at(0) == 1 ? 10 : s.ply() == 1 ? 100 : -100;
    return player == 0 ? v : -v;
  }
};

}  // namespace threat_tree

template <>
struct SearchTraits<threat_tree::ThreatState> {
  using Evaluation = threat_tree::ThreatEvaluation;
  static int search_moves(const threat_tree::ThreatState& s,
                          threat_tree::ThreatState::MoveBuffer& buf) {
    return s.legal_moves(buf);
  }
  static int threat_level(const threat_tree::ThreatState& s) { return s.threatened() ? 1 : 0; }
};

namespace {

using test::depth_limit;

using toy::EndlessState;
using toy::NimState;
using toy::TicTacToeState;
using toy::ToyMove;
using toy::ToyRules;
using toy::WalkState;

template <class S>
SearchResult<S> run_ab(const S& s, SearchLimits limits,
                       typename AlphaBetaSearch<S>::Options options = {},
                       const PositionHistory& history = {}) {
  AlphaBetaSearch<S> search(options);
  return search.search(s, history, limits, test::default_eval<S>());
}

// Every combination of the enhancements must give the minimax value.
std::vector<AlphaBetaSearch<TicTacToeState>::Options> all_option_sets() {
  std::vector<AlphaBetaSearch<TicTacToeState>::Options> sets;
  for (int mask = 0; mask < 64; ++mask) {
    if ((mask & 32) && !(mask & 4)) continue;  // the window's centre needs a window
    AlphaBetaSearch<TicTacToeState>::Options o;
    o.tt_mb = mask & 1 ? 1 : 0;
    o.pvs = mask & 2;
    o.aspiration = mask & 4;
    o.aspiration_window = 3;  // narrow, so that windows fail and get widened
    o.killers = mask & 8;
    o.history = mask & 16;
    o.aspiration_same_parity = mask & 32;
    sets.push_back(o);
  }
  return sets;
}

TEST(AlphaBeta, EqualsMinimaxAtEveryDepthOnRandomTicTacToePositions) {
  std::mt19937_64 rng(7);
  const auto eval = test::default_eval<TicTacToeState>();
  const auto option_sets = all_option_sets();
  int positions = 0;
  while (positions < 25) {
    auto s = test::random_position(TicTacToeState{}, int(rng() % 6), rng);
    if (!s) continue;
    ++positions;
    const int empty = 9 - s->ply();
    for (int depth = 1; depth <= empty; ++depth) {
      const auto values = test::paranoid_root(*s, depth, eval);
      const double expected = *std::max_element(values.begin(), values.end());
      for (const auto& options : option_sets) {
        const auto r = run_ab(*s, depth_limit(depth), options);
        ASSERT_DOUBLE_EQ(r.score, expected) << "depth " << depth << " position " << positions;
        // The chosen move is worth the score.
        TicTacToeState::MoveBuffer buf;
        const int n = s->legal_moves(buf);
        for (int i = 0; i < n; ++i)
          if (buf[i] == *r.best) {
            ASSERT_DOUBLE_EQ(values[i], expected);
          }
      }
    }
  }
}

TEST(AlphaBeta, RootMoveScoresAreExactValuesOrTrueBounds) {
  std::mt19937_64 rng(11);
  const auto eval = test::default_eval<TicTacToeState>();
  for (int k = 0; k < 30; ++k) {
    auto s = test::random_position(TicTacToeState{}, 1 + int(rng() % 4), rng);
    if (!s) continue;
    const int depth = 1 + int(rng() % (9 - s->ply()));
    const auto r = run_ab(*s, depth_limit(depth));
    // A proven result ends the deepening early: the scores are those of the last depth.
    ASSERT_LE(r.stats.depth, depth);
    if (r.stats.depth < depth) {
      ASSERT_TRUE(is_proven_score(r.score));
    }
    const auto values = test::paranoid_root(*s, r.stats.depth, eval);
    TicTacToeState::MoveBuffer buf;
    const int n = s->legal_moves(buf);
    ASSERT_EQ(int(r.root_moves.size()), n);
    EXPECT_EQ(r.root_moves.front().move, *r.best);
    EXPECT_EQ(r.root_moves.front().bound, Bound::kExact);
    for (const auto& rm : r.root_moves) {
      const int i = int(std::find(buf.begin(), buf.end(), rm.move) - buf.begin());
      switch (rm.bound) {
        case Bound::kExact:
          EXPECT_DOUBLE_EQ(rm.score, values[i]);
          break;
        case Bound::kUpper:
          EXPECT_GE(rm.score, values[i]);
          break;
        case Bound::kLower:
          EXPECT_LE(rm.score, values[i]);
          break;
      }
    }
  }
}

TEST(AlphaBeta, PrincipalVariationIsLegalAndReachesTheScore) {
  // X to move can win at once on cell 2 (top row X X .).
  //   X X .
  //   O O .
  //   . . .
  const auto s = TicTacToeState::from_diagram("XX.OO....", 0);
  const auto r = run_ab(s, depth_limit(5));
  ASSERT_FALSE(r.pv.empty());
  EXPECT_EQ(r.pv.front(), ToyMove{2});
  EXPECT_DOUBLE_EQ(r.score, kWinScore - 1);
  TicTacToeState walk = s;
  for (const auto& m : r.pv) {
    ASSERT_TRUE(walk.is_legal(m));
    walk.apply(m);
  }
  EXPECT_TRUE(walk.is_terminal());
}

TEST(AlphaBeta, BlocksALossInOne) {
  // O threatens the middle row; X to move must block on cell 5.
  //   X . .
  //   O O .
  //   X . .
  const auto s = TicTacToeState::from_diagram("X..OO.X..", 0);
  for (int depth = 2; depth <= 6; ++depth) {
    const auto r = run_ab(s, depth_limit(depth));
    EXPECT_EQ(*r.best, ToyMove{5}) << "depth " << depth;
    EXPECT_GT(r.score, -kProvenThreshold);
  }
}

TEST(AlphaBeta, SolvesNimExactly) {
  // The player to move loses exactly when the heap is a multiple of 4; winning moves leave
  // a multiple of 4. Wins and losses come with their length in plies.
  for (int heap = 1; heap <= 14; ++heap) {
    const auto r = run_ab(NimState(ToyRules{heap, 2}), depth_limit(heap));
    if (heap % 4 == 0) {
      EXPECT_LE(r.score, -kProvenThreshold) << heap;
    } else {
      EXPECT_GE(r.score, kProvenThreshold) << heap;
      EXPECT_EQ(r.best->cell, heap % 4) << heap;
    }
  }
}

TEST(AlphaBeta, TranspositionTableDoesNotChangeNimValues) {
  for (int heap = 5; heap <= 20; ++heap) {
    AlphaBetaSearch<NimState>::Options with, without;
    with.tt_mb = 1;
    without.tt_mb = 0;
    const NimState s(ToyRules{heap, 2});
    const auto a = run_ab(s, depth_limit(heap), with);
    const auto b = run_ab(s, depth_limit(heap), without);
    EXPECT_DOUBLE_EQ(a.score, b.score) << heap;
    EXPECT_GT(a.stats.tt_hits, 0u);
    EXPECT_EQ(b.stats.tt_probes, 0u);
  }
}

TEST(AlphaBeta, AsksTheGamesSolverAtTheRoot) {
  toy::solver_calls = 0;
  AlphaBetaSearch<toy::SolvedNimState>::Options o;
  o.root_forced_win_nodes = 100;
  const auto r = run_ab(toy::SolvedNimState(ToyRules{30, 2}), depth_limit(4), o);
  EXPECT_EQ(r.best->cell, 2);  // 30 % 4: leave 28
  EXPECT_GE(r.score, kProvenThreshold);
  EXPECT_EQ(toy::solver_calls, 1);
  EXPECT_EQ(r.stats.nodes, 0u);  // answered without searching
}

TEST(AlphaBeta, AsksTheGamesSolverInsideTheTree) {
  // Heap 32 is lost: the solver proves every reply wins for the opponent.
  toy::solver_calls = 0;
  AlphaBetaSearch<toy::SolvedNimState>::Options o;
  o.inner_forced_win_nodes = 100;
  o.inner_forced_win_depth = 1;
  const auto r = run_ab(toy::SolvedNimState(ToyRules{32, 2}), depth_limit(3), o);
  EXPECT_LE(r.score, -kProvenThreshold);
  EXPECT_GT(toy::solver_calls, 0);
  // Without the solver, depth 3 sees nothing.
  const auto plain = run_ab(toy::SolvedNimState(ToyRules{32, 2}), depth_limit(3));
  EXPECT_DOUBLE_EQ(plain.score, 0);
}

TEST(AlphaBeta, AsksTheGamesSolverAtTheHorizon) {
  // Heap 32 is lost: after any move the opponent, at the horizon, has a forced win.
  toy::solver_calls = 0;
  AlphaBetaSearch<toy::SolvedNimState>::Options o;
  o.leaf_forced_win_nodes = 100;
  const auto r = run_ab(toy::SolvedNimState(ToyRules{32, 2}), depth_limit(1), o);
  EXPECT_LE(r.score, -kProvenThreshold);
  EXPECT_EQ(toy::solver_calls, 3);  // one per leaf: heaps 31, 30 and 29
  const auto plain = run_ab(toy::SolvedNimState(ToyRules{32, 2}), depth_limit(1));
  EXPECT_DOUBLE_EQ(plain.score, 0);
}

TEST(AlphaBeta, RepetitionsScoreByTheTraits) {
  // The token is on 4, player 0 to move; moving right (to 5) would repeat a position of the
  // game. Player 0 likes the right, so without a repetition penalty it goes right.
  WalkState s;
  WalkState after = s;
  after.apply(ToyMove{1});
  PositionHistory history;
  history.push(after.hash());
  history.push(s.hash());

  toy::walk_repetition_score = 0;
  auto r = run_ab(s, depth_limit(1), {}, history);
  EXPECT_EQ(*r.best, ToyMove{1});
  EXPECT_DOUBLE_EQ(r.score, 0);  // the repetition scores 0, not the evaluation's +10

  // A repetition that is good for the player to move there (the opponent) is avoided.
  toy::walk_repetition_score = 500;
  r = run_ab(s, depth_limit(1), {}, history);
  EXPECT_EQ(*r.best, ToyMove{0});
  toy::walk_repetition_score = 0;
}

TEST(AlphaBeta, RepetitionsOnTheSearchPathCount) {
  // Depth 2 from the token on 4, player 0 to move. Going back to 4 repeats the root on the
  // search path and scores R for player 0 (to move there). Player 1 answers 4->5 with 6
  // (+20 for player 0) or back to 4 (R), and 4->3 with 2 (-20) or back to 4 (R):
  // the value is max(min(20, R), min(-20, R)).
  for (const double r : {10000.0, 0.0, -10000.0}) {
    toy::walk_repetition_score = r;
    const auto result = run_ab(WalkState{}, depth_limit(2));
    EXPECT_DOUBLE_EQ(result.score, std::max(std::min(20.0, r), std::min(-20.0, r))) << r;
  }
  toy::walk_repetition_score = 0;
}

TEST(AlphaBeta, NodeLimitedSearchIsDeterministic) {
  const auto s = TicTacToeState::from_diagram("X...O....", 0);
  SearchLimits l;
  l.max_nodes = 500;
  const auto a = run_ab(s, l);
  const auto b = run_ab(s, l);
  EXPECT_EQ(a.stats.nodes, b.stats.nodes);
  EXPECT_EQ(a.stats.nodes, 500u);
  EXPECT_EQ(*a.best, *b.best);
  EXPECT_EQ(a.score, b.score);
  EXPECT_EQ(a.pv, b.pv);
}

TEST(AlphaBeta, AStopRequestEndsTheSearchAtOnceWithABestMove) {
  // An endless game without a table: only a stop ends this search. The request is read
  // every SearchControl::kPollInterval nodes, and after it no node is searched.
  AlphaBetaSearch<EndlessState>::Options o;
  o.tt_mb = 0;
  SearchLimits l;
  l.time_ms = 60000;
  test::StopAtCall stop(2000);
  AlphaBetaSearch<EndlessState> search(o);
  const auto r = search.search(EndlessState{}, {}, l, test::default_eval<EndlessState>(), nullptr,
                               stop.check());
  EXPECT_TRUE(r.stopped);
  ASSERT_TRUE(r.best.has_value());
  EXPECT_EQ(stop.calls, 2000);
  EXPECT_LE(r.stats.nodes, 2000u * SearchControl::kPollInterval);
  EXPECT_GT(r.stats.nodes, 1000u);
}

TEST(AlphaBeta, AnEndlessSearchEndsByItsClock) {
  // Only what a busy machine cannot make false: a search of a game without end returns by
  // itself (its clock, not a stop request) and not before half of its time (it stops
  // starting iterations there). How close to the limit it stops is a speed figure, measured
  // without flakiness by `arena` (slowest move) and `bench stop`, not by a timed test.
  AlphaBetaSearch<EndlessState>::Options o;
  o.tt_mb = 0;
  SearchLimits l;
  l.time_ms = 100;
  AlphaBetaSearch<EndlessState> search(o);
  const auto r = search.search(EndlessState{}, {}, l, test::default_eval<EndlessState>());
  EXPECT_FALSE(r.stopped);
  EXPECT_GE(r.stats.time_ms, 50);
  EXPECT_GT(r.stats.depth, 0);
}

TEST(AlphaBeta, ALongRootWinSearchLeavesTheMoveChecksTheirShareAfterIt) {
  // Only what a busy machine cannot make false: the checks' deadline is counted from the end
  // of the win search (60 ms of a 100 ms move), which a slower machine only moves later.
  using Clock = std::chrono::steady_clock;
  toy::slow_win_ms = 60;
  AlphaBetaSearch<toy::SlowSolvedEndlessState>::Options o;
  o.tt_mb = 0;
  o.root_forced_win_nodes = 1000;
  o.root_win_time_share = 0.8;
  o.root_moves_time_share = 0.3;
  SearchLimits l;
  l.time_ms = 100;
  const auto run = [&](double after_win) {
    o.root_moves_time_after_win = after_win;
    AlphaBetaSearch<toy::SlowSolvedEndlessState> search(o);
    search.search(toy::SlowSolvedEndlessState{}, {}, l,
                  test::default_eval<toy::SlowSolvedEndlessState>());
  };
  run(0.15);
  EXPECT_GE(toy::root_moves_deadline,
            toy::slow_win_ended + std::chrono::milliseconds(15) - std::chrono::microseconds(1));
  // Without it the checks' share counts from the move's start: already past.
  run(0);
  EXPECT_LT(toy::root_moves_deadline, toy::slow_win_ended);
  EXPECT_NE(toy::root_moves_deadline, Clock::time_point{});
}

// The endless counter judged by the parity of its ply alone: for player 0, +100 after an
// odd number of moves, -100 after an even one. A search to depth d scores the root as the
// leaves at ply d say, and every interior node's evaluation is off by 200 one way or the other.
struct ParityEvaluation {
  double evaluate(const EndlessState& s, int p) const {
    return (p == 0 ? 1 : -1) * (s.ply() % 2 == 1 ? 100 : -100);
  }
};

double parity_score(AlphaBetaSearch<EndlessState, ParityEvaluation>& search, int depth) {
  return search.search(EndlessState{}, {}, depth_limit(depth), ParityEvaluation{}).score;
}

TEST(AlphaBeta, TheCorrectionHistoryMovesTheHorizonTowardsWhatDeeperSearchesFound) {
  AlphaBetaSearch<EndlessState, ParityEvaluation>::Options o;
  AlphaBetaSearch<EndlessState, ParityEvaluation> plain(o);
  EXPECT_DOUBLE_EQ(parity_score(plain, 4), -100);
  // With it, iteration 3 finds the nodes of player 0 at ply 2 worth +100 where their
  // evaluation said -100: the same player's leaves of iteration 4, after the same pairs of
  // moves, are lifted towards it, not past it.
  o.correction = 1;
  AlphaBetaSearch<EndlessState, ParityEvaluation> corrected(o);
  const double first = parity_score(corrected, 4);
  EXPECT_GT(first, -100);
  EXPECT_LT(first, 100);
  // A new game forgets it: the same search again gives the same value.
  corrected.new_game();
  EXPECT_DOUBLE_EQ(parity_score(corrected, 4), first);
  // Within a game it is kept: a search that starts with it finds the lifted leaves at once.
  AlphaBetaSearch<EndlessState, ParityEvaluation> again(o);
  parity_score(again, 5);
  EXPECT_GT(parity_score(again, 2), -100);
}

TEST(AlphaBeta, StatisticsAreFilled) {
  const auto r = run_ab(TicTacToeState{}, depth_limit(9));
  EXPECT_EQ(r.stats.depth, 9);
  EXPECT_EQ(int(r.stats.iterations.size()), 9);
  EXPECT_GT(r.stats.nodes, 100u);
  EXPECT_GT(r.stats.cutoffs, 0u);
  EXPECT_GT(r.stats.tt_hits, 0u);
  EXPECT_GE(r.stats.tt_probes, r.stats.tt_hits);
  EXPECT_GT(r.stats.branching_factor, 1.0);
  EXPECT_GE(r.stats.selective_depth, 9);
  EXPECT_DOUBLE_EQ(r.score, 0);  // tic-tac-toe is a draw
  for (int d = 0; d < 9; ++d) EXPECT_EQ(r.stats.iterations[d].depth, d + 1);
}

// The root solver's deadline (search_hooks.h) is a share of the time limit, never without one,
// and it carries the search's stop request, so that a solver running at the root answers a
// stop from another thread too.
TEST(SearchControl, TheSolverDeadlineCarriesTheStopRequest) {
  bool asked = false;
  SearchLimits timed;
  timed.time_ms = 1000;
  const SearchControl control(timed, [&asked] { return asked; });
  const SolverDeadline deadline = control.solver_deadline(0.15);
  EXPECT_TRUE(deadline.at == control.deadline(0.15));
  EXPECT_TRUE(deadline.at < SearchControl::Clock::time_point::max());
  ASSERT_TRUE(deadline.stop);
  EXPECT_FALSE(deadline.stop());
  asked = true;
  EXPECT_TRUE(deadline.stop());

  const SearchControl untimed(SearchLimits{}, {});
  EXPECT_TRUE(untimed.solver_deadline(0.15).at == SearchControl::Clock::time_point::max());
  EXPECT_FALSE(untimed.solver_deadline(0.15).stop);
}

// An aspiration fail-low at the root bounds every move from above and ranks none. The
// previous best must stay first for the wider search that follows: a clock that cuts that
// search after its first move adopts it. Here the fail-low gives B the highest bound (a
// loose one) although B is the worst move; at no node limit may the search answer B.
TEST(AlphaBeta, AFailLowAtTheRootKeepsThePreviousBestFirst) {
  AlphaBetaSearch<ScriptedState, ScriptedEvaluation>::Options o;
  o.tt_mb = 0;
  o.killers = false;
  o.history = false;
  o.aspiration_window = 50;
  SearchLimits full;
  full.max_depth = 4;
  AlphaBetaSearch<ScriptedState, ScriptedEvaluation> search(o);
  const auto complete = search.search(ScriptedState{}, {}, full, ScriptedEvaluation{});
  ASSERT_TRUE(complete.best.has_value());
  EXPECT_EQ(complete.best->cell, 2);  // C: -200
  EXPECT_EQ(complete.score, -200);
  for (std::uint64_t nodes = 1; nodes <= complete.stats.nodes; ++nodes) {
    SearchLimits cut;
    cut.max_depth = 4;
    cut.max_nodes = nodes;
    const auto r = search.search(ScriptedState{}, {}, cut, ScriptedEvaluation{});
    ASSERT_TRUE(r.best.has_value());
    EXPECT_NE(r.best->cell, 1) << "B answered after " << nodes << " nodes";
  }
}

using ThreatSearch = AlphaBetaSearch<threat_tree::ThreatState, threat_tree::ThreatEvaluation>;

SearchResult<threat_tree::ThreatState> search_threat_tree(const ThreatSearch::Options& o,
                                                          int depth) {
  SearchLimits limits;
  limits.max_depth = depth;
  return ThreatSearch(o).search(threat_tree::ThreatState{}, {}, limits,
                                threat_tree::ThreatEvaluation{});
}

// Threat extensions answer a threat made on the last ply before the horizon instead of
// trusting the static evaluation there: at depth 1, move 0 looks best (+100) until its
// answers are searched (-100). Horizon threats do the same.
TEST(AlphaBeta, AThreatOnTheHorizonIsAnsweredWithThreatExtensionsOrHorizonThreats) {
  for (bool horizon_option : {false, true}) {
    for (int level : {0, 1}) {
      ThreatSearch::Options o;
      (horizon_option ? o.horizon_threats : o.threat_extension) = level;
      const auto r = search_threat_tree(o, 1);
      ASSERT_TRUE(r.best.has_value());
      const std::string what =
          std::string(horizon_option ? "horizon threats " : "threat extension ") +
          std::to_string(level);
      EXPECT_EQ(r.best->cell, level ? 1 : 0) << what;
      EXPECT_EQ(r.score, level ? 10 : 100) << what;
    }
  }
}

// Inside the tree an answer to a threat spends its ply with horizon threats alone: at depth
// 2 the search stops at ply 2, where threat extensions read one ply further.
TEST(AlphaBeta, HorizonThreatsSpendDepthInsideTheTree) {
  for (bool extension : {false, true}) {
    ThreatSearch::Options o;
    o.horizon_threats = 1;
    o.threat_extension = extension ? 1 : 0;
    o.tt_mb = 0;
    const auto r = search_threat_tree(o, 2);
    EXPECT_EQ(r.stats.selective_depth, extension ? 3 : 2) << "threat extension " << extension;
  }
}

// A scripted tree searched from its root to `depth` with its own evaluation.
template <class S>
SearchResult<S> run_scripted(int depth, const typename AlphaBetaSearch<S>::Options& options) {
  AlphaBetaSearch<S> search(options);
  return search.search(S{}, {}, depth_limit(depth), typename SearchTraits<S>::Evaluation{});
}

// Internal iterative reductions: without a table no node has a move from it, so the nodes
// below the root (two plies left) are searched one ply shallower and the depth-3 search
// judges the root's moves at two plies (A, 100); with a table the depth-2 iteration left a
// move at each of them, nothing is reduced, and the three-ply value (C, -200) stands.
TEST(AlphaBeta, InternalIterativeReductionsCutNodesWithoutATableMoveAPlyShorter) {
  AlphaBetaSearch<ScriptedState>::Options o;
  o.aspiration = false;
  o.tt_mb = 0;
  const auto full = run_scripted<ScriptedState>(3, o);
  EXPECT_DOUBLE_EQ(full.score, -200);
  o.iir_depth = 2;
  const auto reduced = run_scripted<ScriptedState>(3, o);
  EXPECT_DOUBLE_EQ(reduced.score, 100);
  EXPECT_EQ(*reduced.best, ToyMove{0});
  EXPECT_LT(reduced.stats.nodes, full.stats.nodes);
  o.tt_mb = 1;
  const auto with_table = run_scripted<ScriptedState>(3, o);
  EXPECT_DOUBLE_EQ(with_table.score, -200);
  EXPECT_EQ(*with_table.best, ToyMove{2});
}

// ProbCut: after A (0) the root searches B with a null window; below B, a reply searched
// three plies shallower than in full scores B's -1000 of four plies, which beats the
// opponent's beta by more than the margin, so B is cut and A stays best. Without ProbCut,
// or with a margin the shallow value does not reach, the full depth finds B (+50).
TEST(AlphaBeta, ProbCutTrustsAShallowSearchThatBeatsBetaByTheMargin) {
  using probcut_tree::ProbCutState;
  AlphaBetaSearch<ProbCutState>::Options o;
  o.aspiration = false;
  const auto full = run_scripted<ProbCutState>(5, o);
  EXPECT_DOUBLE_EQ(full.score, 50);
  EXPECT_EQ(*full.best, ToyMove{1});
  o.probcut_depth = 4;
  o.probcut_margin = 100;
  const auto cut = run_scripted<ProbCutState>(5, o);
  EXPECT_DOUBLE_EQ(cut.score, 0);
  EXPECT_EQ(*cut.best, ToyMove{0});
  o.probcut_margin = 2000;
  const auto wide = run_scripted<ProbCutState>(5, o);
  EXPECT_DOUBLE_EQ(wide.score, 50);
  // Nodes with fewer plies left than probcut_depth are never cut.
  o.probcut_margin = 100;
  o.probcut_depth = 5;
  EXPECT_DOUBLE_EQ(run_scripted<ProbCutState>(5, o).score, 50);
  // Only at quiet nodes: this game tells none (hooks::quiet_node), so nothing is cut.
  o.probcut_depth = 4;
  EXPECT_DOUBLE_EQ(run_scripted<ProbCutState>(5, o).score, 0);
  o.probcut_quiet_only = true;
  EXPECT_DOUBLE_EQ(run_scripted<ProbCutState>(5, o).score, 50);
  // probcut_reduction: in a six-ply search B's replies are searched to the fifth ply with a
  // reduction of one, where B holds, and to the fourth with two, where it is cut.
  o.probcut_quiet_only = false;
  o.probcut_reduction = 1;
  EXPECT_DOUBLE_EQ(run_scripted<ProbCutState>(6, o).score, 50);
  o.probcut_reduction = 2;
  EXPECT_DOUBLE_EQ(run_scripted<ProbCutState>(6, o).score, 0);
}

// The search's own speed leaves out the root solver's time: its positions are the search's.
TEST(SearchStats, TheSearchSpeedLeavesOutTheRootSolversTime) {
  SearchStats stats;
  stats.nodes = 1000;
  stats.time_ms = 300;
  stats.root_solver_ms = 200;
  EXPECT_DOUBLE_EQ(search_nodes_per_second(stats), 10000.0);
  stats.root_solver_ms = 0;
  EXPECT_NEAR(search_nodes_per_second(stats), 3333.33, 0.01);
  stats.root_solver_ms = 300;  // the solver took it all
  EXPECT_EQ(search_nodes_per_second(stats), 0.0);
}

TEST(SearchStats, TheTableHitRateIsHitsOverProbes) {
  SearchStats stats;
  EXPECT_EQ(tt_hit_rate(stats), 0.0);  // no probes
  stats.tt_probes = 400;
  stats.tt_hits = 100;
  EXPECT_DOUBLE_EQ(tt_hit_rate(stats), 0.25);
}

}  // namespace
}  // namespace bl
