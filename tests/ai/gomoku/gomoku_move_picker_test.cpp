#include "ai/gomoku/gomoku_move_picker.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <set>

#include "ai/gomoku/gomoku_move_policy.h"
#include "ai/gomoku/gomoku_search_traits.h"
#include "ai/search/alpha_beta.h"
#include "ai/search/search_hooks.h"
#include "ai/search/search_rng.h"
#include "tests/ai/gomoku/gomoku_ai_test_util.h"

namespace bl {
namespace {

using gomoku_ai_test::from_diagram;
using gomoku_ai_test::kWhiteOpenThree;

std::vector<std::string> picked(const GomokuState& s, int max_quiet = kGomokuQuietMoves) {
  GomokuState::MoveBuffer moves;
  const int n = gomoku_search_moves(s, moves, max_quiet);
  std::vector<std::string> out;
  for (int i = 0; i < n; ++i) out.push_back(s.move_to_string(moves[i]));
  return out;
}

std::vector<std::string> sorted(std::vector<std::string> v) {
  std::sort(v.begin(), v.end());
  return v;
}

TEST(GomokuMovePicker, EmptyBoardGetsTheCentre) {
  EXPECT_EQ(picked(GomokuState(GomokuRules{15, GomokuRuleSet::kFreestyle})),
            std::vector<std::string>{"h8"});
  EXPECT_EQ(picked(GomokuState(GomokuRules{9, GomokuRuleSet::kRenju})),
            std::vector<std::string>{"e5"});
}

TEST(GomokuMovePicker, TheReplyToTheFirstStoneTouchesIt) {
  GomokuState s(GomokuRules{15, GomokuRuleSet::kFreestyle});
  s.apply(*s.parse_move("g7"));
  EXPECT_EQ(sorted(picked(s)),
            (std::vector<std::string>{"f6", "f7", "f8", "g6", "g8", "h6", "h7", "h8"}));
  GomokuState corner(GomokuRules{15, GomokuRuleSet::kFreestyle});
  corner.apply(*corner.parse_move("a1"));
  EXPECT_EQ(sorted(picked(corner)), (std::vector<std::string>{"a2", "b1", "b2"}));
}

// Black has a four (e8-h8, d8 white: five point i8); white has one too (c3-f6 diagonal,
// b2 black: five point g7).
const std::vector<std::string_view> kBothHaveFours = {
    ". . . . . . . . . . . . . . .",  // 15
    ". . . . . . . . . . . . . . .",  // 14
    ". . . . . . . . . . . . . . .",  // 13
    ". . . . . . . . . . . . . . .",  // 12
    ". . . . . . . . . . . . . . .",  // 11
    ". . . . . . . . . . . . . . .",  // 10
    ". . . . . . . . . . . . . . .",  // 9
    ". . . O X X X X * . . . . . .",  // 8
    ". . . . . . * . . . . . . . .",  // 7
    ". . . . . O . . . . . . . . .",  // 6
    ". . . . O . . . . . . . . . .",  // 5
    ". . . O . . . . . . . . . . .",  // 4
    ". . O . . . . . . . . . . . .",  // 3
    ". X . . . . . . . . . . . . .",  // 2
    ". . . . . . . . . . . . . . .",  // 1
                                      // a b c d e f g h i j k l m n o
};

TEST(GomokuMovePicker, AFiveComesAloneAndAFourMustBeBlocked) {
  // Black to move completes five; white's four does not matter.
  EXPECT_EQ(picked(from_diagram(GomokuRuleSet::kFreestyle, kBothHaveFours, 0)),
            std::vector<std::string>{"i8"});
  // White to move completes its own five too.
  EXPECT_EQ(picked(from_diagram(GomokuRuleSet::kFreestyle, kBothHaveFours, 1)),
            std::vector<std::string>{"g7"});
  // Without its own four, white must block black's.
  GomokuState s = from_diagram(GomokuRuleSet::kFreestyle, kBothHaveFours, 1);
  s.edit_stone(gomoku_ai_test::cell(s, "f6"), kNoPlayer);
  EXPECT_EQ(picked(s), std::vector<std::string>{"i8"});
}

TEST(GomokuMovePicker, AnOpenThreeIsAnsweredOnItsLine) {
  const GomokuState s = from_diagram(GomokuRuleSet::kFreestyle, kWhiteOpenThree, 0);
  EXPECT_EQ(sorted(picked(s)), (std::vector<std::string>{"e8", "f8", "j8", "k8"}));
}

TEST(GomokuMovePicker, OwnFoursMayAnswerAnOpenThree) {
  // Black gets a closed three m5-m7 (m4 white): m8 and m9 make fours, which gain a move.
  GomokuState s = from_diagram(GomokuRuleSet::kFreestyle, kWhiteOpenThree, 0);
  for (const char* name : {"m5", "m6", "m7"}) s.edit_stone(gomoku_ai_test::cell(s, name), 0);
  s.edit_stone(gomoku_ai_test::cell(s, "m4"), 1);
  const std::vector<std::string> moves = picked(s);
  for (const char* name : {"e8", "f8", "j8", "k8", "m8", "m9"})
    EXPECT_NE(std::find(moves.begin(), moves.end(), name), moves.end()) << name;
  EXPECT_EQ(moves.size(), 6u);
}

TEST(GomokuMovePicker, QuietPositionsListAtMostTheCapNearTheStones) {
  const std::vector<std::string_view> rows = {
      ". . . . . . . . .",  // 9
      ". . . . . . . . .",  // 8
      ". . . . . . . . .",  // 7
      ". . . . . . . . .",  // 6
      ". . . . X . . . .",  // 5
      ". . . . . O . . .",  // 4
      ". . . . . . . . .",  // 3
      ". . . . . . . . .",  // 2
      ". . . . . . . . .",  // 1
                            // a b c d e f g h i
  };
  const GomokuState s = from_diagram(GomokuRuleSet::kFreestyle, rows, 0);
  EXPECT_EQ(picked(s, 5).size(), 5u);
  const std::vector<std::string> all = picked(s, 1000);
  // Points within two of e5 or f4: two 5x5 squares overlapping on 4x4, less the stones.
  EXPECT_EQ(all.size(), 25u + 25u - 16u - 2u);
  EXPECT_EQ(std::count(all.begin(), all.end(), "a1"), 0);
}

// The search's narrowed lists near the horizon (frontier_moves): quiet lists are cut to the
// limit (the best-scored first), threats and their answers are all kept, whatever the limit.
TEST(GomokuMovePicker, TheSearchHookCutsOnlyQuietLists) {
  using Traits = SearchTraits<GomokuState>;
  const auto hook = [](const GomokuState& s, int limit) {
    GomokuState::MoveBuffer moves;
    const int n = hooks::search_moves(s, moves, limit);
    std::vector<std::string> out;
    for (int i = 0; i < n; ++i) out.push_back(s.move_to_string(moves[i]));
    return out;
  };
  const GomokuState quiet = [] {
    GomokuState s(GomokuRules{15, GomokuRuleSet::kFreestyle});
    for (const char* m : {"h8", "i9", "g9", "h10"}) s.apply(*s.parse_move(m));
    return s;
  }();
  const std::vector<std::string> full = picked(quiet);
  ASSERT_EQ(full.size(), std::size_t(kGomokuQuietMoves));
  EXPECT_EQ(hook(quiet, 3), std::vector<std::string>(full.begin(), full.begin() + 3));
  // A limit above the picker's own cap widens the list (alphabeta unforced_moves), best first.
  const std::vector<std::string> wide = hook(quiet, 16);
  ASSERT_EQ(wide.size(), 16u);
  EXPECT_EQ(std::vector<std::string>(wide.begin(), wide.begin() + 12), full);
  EXPECT_EQ(hook(quiet, 1000), picked(quiet, 1000));
  GomokuState::MoveBuffer plain;
  EXPECT_EQ(Traits::search_moves(quiet, plain), int(full.size()));
  // Facing an open three, all four answers stay even with a limit of one.
  const GomokuState three = from_diagram(GomokuRuleSet::kFreestyle, kWhiteOpenThree, 0);
  EXPECT_EQ(sorted(hook(three, 1)), (std::vector<std::string>{"e8", "f8", "j8", "k8"}));
  // A four is blocked, whatever the limit.
  GomokuState four = from_diagram(GomokuRuleSet::kFreestyle, kBothHaveFours, 1);
  four.edit_stone(gomoku_ai_test::cell(four, "f6"), kNoPlayer);
  EXPECT_EQ(hook(four, 1), std::vector<std::string>{"i8"});
}

// In many random games (moves chosen among the picker's own), every list is non-empty,
// legal and without repeats, in either order; under renju black never gets a forbidden point.
// Late move reductions may only shorten quiet moves (gomoku_quiet_move).
const std::vector<std::string_view> kQuietAndNot = {
    ". . . . . . . . .",  // 9
    ". . . . . . . . .",  // 8
    ". . . . . . . . .",  // 7
    ". . . . . . . . .",  // 6
    ". . . . X X . . .",  // 5
    ". . . O . . . . .",  // 4
    ". . . . . . . . .",  // 3
    ". X O O O . . . .",  // 2
    ". . . . . . . . .",  // 1
                          // a b c d e f g h i
};

TEST(GomokuMovePicker, QuietMovesNeitherMakeNorStopThreats) {
  const GomokuState s = from_diagram(GomokuRuleSet::kFreestyle, kQuietAndNot, 0);
  const auto quiet = [&](const char* name) {
    return gomoku_quiet_move(s, gomoku_ai_test::move(s, name));
  };
  EXPECT_TRUE(quiet("h8"));   // far from everything
  EXPECT_TRUE(quiet("d6"));   // an open two with e5
  EXPECT_FALSE(quiet("g5"));  // black's open three e5-g5
  EXPECT_FALSE(quiet("f2"));  // blocks white's closed four point (c2-e2, b2 black)
  EXPECT_TRUE(SearchTraits<GomokuState>::reducible(s, gomoku_ai_test::move(s, "h8")));
  EXPECT_FALSE(SearchTraits<GomokuState>::reducible(s, gomoku_ai_test::move(s, "g5")));
}

TEST(GomokuMovePicker, NoMoveIsQuietFacingAThreat) {
  // White's open three: every black move answers it or loses.
  const GomokuState s = from_diagram(GomokuRuleSet::kFreestyle, kWhiteOpenThree, 0);
  for (const char* name : {"a1", "f8", "m12"})
    EXPECT_FALSE(gomoku_quiet_move(s, gomoku_ai_test::move(s, name))) << name;
}

// A node is quiet (futility pruning may trust the evaluation there) when the mover has
// nothing to answer and no winning four of its own.
TEST(GomokuMovePicker, QuietNodesHaveNothingToAnswer) {
  // Black to move; white's closed three c2-e2 makes only a closed four at f2.
  const GomokuState quiet = from_diagram(GomokuRuleSet::kFreestyle, kQuietAndNot, 0);
  EXPECT_TRUE(gomoku_quiet_node(quiet));
  EXPECT_TRUE(SearchTraits<GomokuState>::quiet_node(quiet));
  EXPECT_TRUE(hooks::quiet_node(quiet));
  // White's open three, black's and white's fours: each must be answered or taken.
  EXPECT_FALSE(gomoku_quiet_node(from_diagram(GomokuRuleSet::kFreestyle, kWhiteOpenThree, 0)));
  EXPECT_FALSE(gomoku_quiet_node(from_diagram(GomokuRuleSet::kFreestyle, kBothHaveFours, 0)));
  EXPECT_FALSE(gomoku_quiet_node(from_diagram(GomokuRuleSet::kFreestyle, kBothHaveFours, 1)));
  // A finished game has no node to prune.
  GomokuState five = from_diagram(GomokuRuleSet::kFreestyle, kBothHaveFours, 0);
  five.apply(gomoku_ai_test::move(five, "i8"));
  ASSERT_TRUE(five.is_terminal());
  EXPECT_FALSE(gomoku_quiet_node(five));
}

// Threat extensions (AlphaBetaSearch::Options::threat_extension) read the level of what the
// mover must answer: 1 a four, 2 an open three, 0 nothing or a win of its own first.
TEST(GomokuMovePicker, ThreatLevelsNameWhatMustBeAnswered) {
  const GomokuState quiet = from_diagram(GomokuRuleSet::kFreestyle, kQuietAndNot, 0);
  EXPECT_EQ(gomoku_threat_level(quiet), 0);
  const GomokuState three = from_diagram(GomokuRuleSet::kFreestyle, kWhiteOpenThree, 0);
  EXPECT_EQ(gomoku_threat_level(three), 2);
  EXPECT_EQ(hooks::threat_level(three), 2);
  // Either side to move completes its own five first.
  EXPECT_EQ(gomoku_threat_level(from_diagram(GomokuRuleSet::kFreestyle, kBothHaveFours, 0)), 0);
  EXPECT_EQ(gomoku_threat_level(from_diagram(GomokuRuleSet::kFreestyle, kBothHaveFours, 1)), 0);
  // Without its own four, white must block black's.
  GomokuState block = from_diagram(GomokuRuleSet::kFreestyle, kBothHaveFours, 1);
  block.edit_stone(gomoku_ai_test::cell(block, "f6"), kNoPlayer);
  EXPECT_EQ(gomoku_threat_level(block), 1);
  EXPECT_EQ(SearchTraits<GomokuState>::threat_level(block), 1);
  block.apply(gomoku_ai_test::move(block, "a1"));
  block.apply(gomoku_ai_test::move(block, "i8"));
  ASSERT_TRUE(block.is_terminal());
  EXPECT_EQ(gomoku_threat_level(block), 0);
}

// What the threats on the board decide without a search: a five point wins in one, an
// open-four point in three (against no five point), two five points of the opponent lose in
// two; a single four to block, an open three to stop or a quiet position decide nothing.
TEST(GomokuMovePicker, ResultsTheThreatsDecideAreToldWithoutSearch) {
  const auto told = [](const GomokuState& s) { return gomoku_plies_to_result(s); };
  EXPECT_EQ(told(from_diagram(GomokuRuleSet::kFreestyle, kBothHaveFours, 0)), 1);
  EXPECT_EQ(told(from_diagram(GomokuRuleSet::kFreestyle, kBothHaveFours, 1)), 1);
  GomokuState block = from_diagram(GomokuRuleSet::kFreestyle, kBothHaveFours, 1);
  block.edit_stone(gomoku_ai_test::cell(block, "f6"), kNoPlayer);
  EXPECT_EQ(told(block), std::nullopt);  // one five point: blocked

  EXPECT_EQ(told(from_diagram(GomokuRuleSet::kFreestyle, kWhiteOpenThree, 0)), std::nullopt);
  EXPECT_EQ(told(from_diagram(GomokuRuleSet::kFreestyle, kWhiteOpenThree, 1)), 3);
  EXPECT_EQ(hooks::plies_to_result(from_diagram(GomokuRuleSet::kRenju, kWhiteOpenThree, 1)), 3);
  // White's open four g8-j8: black, with no five point, blocks one end and loses.
  GomokuState open_four = from_diagram(GomokuRuleSet::kFreestyle, kWhiteOpenThree, 0);
  open_four.edit_stone(gomoku_ai_test::cell(open_four, "j8"), 1);
  EXPECT_EQ(told(open_four), -2);
  // Black with the open three: its open four decides, but not renju's black, whose open
  // four may be forbidden.
  GomokuState black_three = from_diagram(GomokuRuleSet::kFreestyle, kWhiteOpenThree, 0);
  GomokuState renju_black_three = from_diagram(GomokuRuleSet::kRenju, kWhiteOpenThree, 0);
  for (GomokuState* s : {&black_three, &renju_black_three}) {
    for (const char* name : {"g8", "h8", "i8"}) s->edit_stone(gomoku_ai_test::cell(*s, name), 0);
    for (const char* name : {"g9", "g7"}) s->edit_stone(gomoku_ai_test::cell(*s, name), 1);
  }
  EXPECT_EQ(told(black_three), 3);
  EXPECT_EQ(told(renju_black_three), std::nullopt);

  EXPECT_EQ(told(from_diagram(GomokuRuleSet::kFreestyle, kQuietAndNot, 0)), std::nullopt);
}

// The told results are what a full search of that many plies proves, in random games of
// every rule: a win in exactly n plies, or a loss.
TEST(GomokuMovePicker, ToldResultsAreWhatASearchProves) {
  std::mt19937 rng(23);
  int told = 0;
  for (GomokuRuleSet rule :
       {GomokuRuleSet::kFreestyle, GomokuRuleSet::kStandard, GomokuRuleSet::kRenju}) {
    for (int game = 0; game < 12; ++game) {
      GomokuState s(GomokuRules{game % 3 == 0 ? 9 : 15, rule});
      while (!s.is_terminal()) {
        if (const std::optional<int> plies = gomoku_plies_to_result(s)) {
          ++told;
          SearchLimits limits;
          limits.max_depth = std::abs(*plies);
          const auto r = AlphaBetaSearch<GomokuState>().search(s, PositionHistory{}, limits,
                                                               GomokuEvaluation());
          const double expected = *plies > 0 ? kWinScore - *plies : -(kWinScore + *plies);
          ASSERT_EQ(r.score, expected) << *plies << "\n" << s.to_string();
        }
        GomokuState::MoveBuffer moves;
        const int n = SearchTraits<GomokuState>::search_moves(s, moves);
        s.apply(moves[rng() % 3 == 0 ? rng() % n : rng() % std::min(n, 2)]);
      }
    }
  }
  EXPECT_GT(told, 50);
}

TEST(GomokuMovePicker, ListsAreLegalAndNeverEmptyInRandomGames) {
  std::mt19937 rng(11);
  for (GomokuRuleSet rule :
       {GomokuRuleSet::kFreestyle, GomokuRuleSet::kStandard, GomokuRuleSet::kRenju}) {
    for (int game = 0; game < 12; ++game) {
      GomokuState s(GomokuRules{game % 3 == 0 ? 9 : 15, rule});
      while (!s.is_terminal()) {
        GomokuState::MoveBuffer moves, learnt;
        const int n = SearchTraits<GomokuState>::search_moves(s, moves);
        const int n_learnt =
            gomoku_search_moves(s, learnt, kGomokuQuietMoves, GomokuQuietOrder::kLearnt);
        ASSERT_GT(n, 0) << s.to_string();
        ASSERT_GT(n_learnt, 0) << s.to_string();
        for (const GomokuState::MoveBuffer* list : {&moves, &learnt}) {
          std::set<int> seen;
          for (const GomokuMove& m : *list) {
            ASSERT_TRUE(s.is_legal(m)) << s.move_to_string(m) << "\n" << s.to_string();
            ASSERT_TRUE(seen.insert(m.cell).second);
          }
        }
        // Mostly the first moves, sometimes any: varied but sensible games.
        s.apply(moves[rng() % 3 == 0 ? rng() % n : rng() % std::min(n, 2)]);
      }
    }
  }
}

// With the learnt order, a quiet list is the policy's best points, then the mover's threat
// points (a three or better) the policy left out. Here black's c10 makes the open three
// c10-d10-_-f10, which the policy ranks below its first twelve: it is listed after them.
TEST(GomokuMovePicker, TheLearntOrderAddsTheThreesThePolicyLeftOut) {
  GomokuState s(GomokuRules{15, GomokuRuleSet::kFreestyle});
  for (const char* m : {"f10", "g9", "e9", "g11", "f8", "f11", "d10", "c11", "g7", "h6"})
    s.apply(*s.parse_move(m));
  GomokuState::MoveBuffer moves;
  const int n = gomoku_search_moves(s, moves, kGomokuQuietMoves, GomokuQuietOrder::kLearnt);
  ASSERT_EQ(n, kGomokuQuietMoves + 1);
  EXPECT_EQ(s.move_to_string(moves[n - 1]), "c10");
  GomokuPatternBoard board;
  board.sync(s);
  EXPECT_EQ(board.threat(0, gomoku_ai_test::cell(s, "c10")), CellThreat::kThree);
  // The hand-set order ranks threats high by itself and adds nothing.
  EXPECT_EQ(gomoku_search_moves(s, moves, kGomokuQuietMoves, GomokuQuietOrder::kHandSet),
            kGomokuQuietMoves);
}

// Over many random games, at every quiet node: the learnt list starts with the policy's best
// points in its order (ties to the lower point), and the rest are distinct threat points of
// the mover the policy left out, all of them when there are at most kGomokuLeftOutThreats.
TEST(GomokuMovePicker, LearntListsAreThePolicysBestThenTheThreatsItLeftOut) {
  std::mt19937 rng(5);
  const GomokuMovePolicy& policy = GomokuMovePolicy::standard();
  int quiet_nodes = 0, with_threats_added = 0;
  for (int game = 0; game < 30; ++game) {
    GomokuState s(GomokuRules{15, GomokuRuleSet::kFreestyle});
    GomokuPatternBoard board;
    while (!s.is_terminal()) {
      GomokuState::MoveBuffer moves;
      const int n = gomoku_search_moves(s, moves, kGomokuQuietMoves, GomokuQuietOrder::kLearnt);
      ASSERT_GT(n, 0);
      board.sync(s);
      const int mover = s.current_player();
      if (gomoku_node_kind(board, mover) == GomokuNode::kQuiet && s.stone_count() >= 2) {
        ++quiet_nodes;
        std::vector<int> near;
        for (int c = 0; c < s.num_cells(); ++c)
          if (board.is_empty(c) && board.near_stones(c)) near.push_back(c);
        std::sort(near.begin(), near.end(), [&](int a, int b) {
          const GomokuRecentMoves recent = GomokuRecentMoves::of(s);
          const int sa = policy.score(board, mover, a, recent),
                    sb = policy.score(board, mover, b, recent);
          return sa != sb ? sa > sb : a < b;
        });
        const int best = std::min<int>(kGomokuQuietMoves, int(near.size()));
        for (int i = 0; i < best; ++i)
          ASSERT_EQ(moves[i].cell, near[i]) << i << "\n" << s.to_string();
        std::set<int> listed;
        for (int i = 0; i < n; ++i) ASSERT_TRUE(listed.insert(moves[i].cell).second);
        int left_out = 0;
        for (int c = 0; c < s.num_cells(); ++c)
          if (board.is_empty(c) && board.threat(mover, c) >= CellThreat::kThree &&
              std::find(near.begin(), near.begin() + best, c) == near.begin() + best)
            ++left_out;
        for (int i = best; i < n; ++i)
          EXPECT_GE(board.threat(mover, moves[i].cell), CellThreat::kThree) << s.to_string();
        EXPECT_EQ(n - best, std::min(left_out, kGomokuLeftOutThreats)) << s.to_string();
        with_threats_added += n > best;
      }
      // Mostly the first moves, sometimes any: varied but sensible games.
      s.apply(moves[rng() % 3 == 0 ? rng() % n : rng() % std::min(n, 2)]);
    }
  }
  EXPECT_GT(quiet_nodes, 150);
  EXPECT_GT(with_threats_added, 10);  // the case this is about does occur
}

// Over many random games, at every node that answers an open three or a double-threat point:
// the learnt list holds the same moves as the hand-set one, ordered by the policy's scores
// (ties to the lower point), as the quiet lists are.
TEST(GomokuMovePicker, TheLearntOrderRanksTheAnswersToThreatsToo) {
  std::mt19937 rng(9);
  const GomokuMovePolicy& policy = GomokuMovePolicy::standard();
  int answering_nodes = 0, reordered = 0;
  for (int game = 0; game < 30; ++game) {
    GomokuState s(GomokuRules{15, GomokuRuleSet::kFreestyle});
    GomokuPatternBoard board;
    while (!s.is_terminal()) {
      GomokuState::MoveBuffer learnt, hand;
      const int n = gomoku_search_moves(s, learnt, kGomokuQuietMoves, GomokuQuietOrder::kLearnt);
      board.sync(s);
      const int mover = s.current_player();
      const GomokuNode kind = gomoku_node_kind(board, mover);
      if (kind == GomokuNode::kAgainstThree || kind == GomokuNode::kAgainstDoubleThreat) {
        ++answering_nodes;
        ASSERT_EQ(gomoku_search_moves(s, hand, kGomokuQuietMoves), n);
        std::vector<int> a, b;
        for (int i = 0; i < n; ++i) a.push_back(learnt[i].cell), b.push_back(hand[i].cell);
        reordered += a != b;
        const GomokuRecentMoves recent = GomokuRecentMoves::of(s);
        for (int i = 0; i + 1 < n; ++i) {
          const int sa = policy.score(board, mover, a[i], recent),
                    sb = policy.score(board, mover, a[i + 1], recent);
          ASSERT_TRUE(sa > sb || (sa == sb && a[i] < a[i + 1])) << s.to_string();
        }
        std::sort(a.begin(), a.end());
        std::sort(b.begin(), b.end());
        ASSERT_EQ(a, b) << s.to_string();
      }
      s.apply(learnt[rng() % 3 == 0 ? rng() % n : rng() % std::min(n, 2)]);
    }
  }
  EXPECT_GT(answering_nodes, 100);
  EXPECT_GT(reordered, 20);  // the policy's order is not the hand-set one
}

// With a policy mass, a quiet list keeps the fewest of the policy's best points whose
// probabilities (a softmax of the scores, in thousandths, over every point near the stones)
// add up to the mass, at least kGomokuMinQuietMoves and at most the quiet limit, then the
// threats it left out; other nodes, and a mass of 0 or 1, list as without it. Over random games.
TEST(GomokuMovePicker, APolicyMassKeepsTheFewestBestPointsThatCoverIt) {
  std::mt19937 rng(23);
  const GomokuMovePolicy& policy = GomokuMovePolicy::standard();
  int quiet_nodes = 0, cut = 0, uncut = 0;
  for (int game = 0; game < 20; ++game) {
    GomokuState s(GomokuRules{15, GomokuRuleSet::kFreestyle});
    GomokuPatternBoard board;
    while (!s.is_terminal()) {
      GomokuState::MoveBuffer full;
      const int n_full = gomoku_search_moves(s, full, kGomokuQuietMoves, GomokuQuietOrder::kLearnt);
      board.sync(s);
      const int mover = s.current_player();
      const bool quiet =
          gomoku_node_kind(board, mover) == GomokuNode::kQuiet && s.stone_count() >= 2;
      std::vector<double> probability;  // of the near points, best first
      if (quiet) {
        std::vector<int> scores;
        for (int c = 0; c < s.num_cells(); ++c)
          if (board.is_empty(c) && board.near_stones(c))
            scores.push_back(policy.score(board, mover, c, GomokuRecentMoves::of(s)));
        std::sort(scores.rbegin(), scores.rend());
        double total = 0;
        for (int sc : scores) total += std::exp((sc - scores[0]) / 1000.0);
        for (int sc : scores) probability.push_back(std::exp((sc - scores[0]) / 1000.0) / total);
      }
      int previous_kept = 0;
      for (double mass : {0.0, 0.3, 0.6, 0.8, 0.95, 1.0}) {
        GomokuState::MoveBuffer moves;
        const int n =
            gomoku_search_moves(s, moves, kGomokuQuietMoves, GomokuQuietOrder::kLearnt, mass);
        if (!quiet || mass == 0.0 || mass == 1.0) {
          ASSERT_EQ(n, n_full) << mass << "\n" << s.to_string();
          for (int i = 0; i < n; ++i) ASSERT_EQ(moves[i], full[i]);
          continue;
        }
        int expected = 0;
        for (double covered = 0; expected < int(probability.size()) && covered < mass - 1e-9;)
          covered += probability[std::size_t(expected++)];
        const int kept = std::min(
            {std::max(expected, kGomokuMinQuietMoves), kGomokuQuietMoves, int(probability.size())});
        for (int i = 0; i < kept; ++i)
          ASSERT_EQ(moves[i], full[i]) << mass << "\n" << s.to_string();
        for (int i = kept; i < n; ++i) {  // then only threat points the policy left out
          ASSERT_GE(board.threat(mover, moves[i].cell), CellThreat::kThree) << s.to_string();
          ASSERT_LT(i - kept, kGomokuLeftOutThreats);
        }
        EXPECT_GE(kept, previous_kept);  // more mass, never fewer points
        previous_kept = kept;
        cut += kept < std::min<int>(kGomokuQuietMoves, int(probability.size()));
        uncut += kept == std::min<int>(kGomokuQuietMoves, int(probability.size()));
      }
      quiet_nodes += quiet;
      s.apply(full[rng() % 3 == 0 ? rng() % n_full : rng() % std::min(n_full, 2)]);
    }
  }
  EXPECT_GT(quiet_nodes, 100);
  EXPECT_GT(cut, 100);   // the mass does cut lists...
  EXPECT_GT(uncut, 10);  // ...and leaves some whole
}

TEST(GomokuMovePicker, RenjuBlackIsNeverOfferedAForbiddenPoint) {
  // Black's h8 would be a double three (f8-g8-h8 and h6-h7-h8): tempting, but forbidden.
  const std::vector<std::string_view>& rows = gomoku_ai_test::kDoubleThree;
  const auto free_moves = picked(from_diagram(GomokuRuleSet::kFreestyle, rows, 0), 1000);
  const auto renju_moves = picked(from_diagram(GomokuRuleSet::kRenju, rows, 0), 1000);
  EXPECT_EQ(free_moves.front(), "h8");  // the double three is the best point...
  EXPECT_EQ(std::count(renju_moves.begin(), renju_moves.end(), "h8"), 0);  // ...but not here
  EXPECT_EQ(renju_moves.size() + 1, free_moves.size());
  // Nor with the learnt order, whose list ends with the threats the policy left out: under
  // renju the pattern board gives black's forbidden h8 no threat at all (in freestyle it is a
  // double three), so it is never among them.
  const GomokuState renju = from_diagram(GomokuRuleSet::kRenju, rows, 0);
  const GomokuState freestyle = from_diagram(GomokuRuleSet::kFreestyle, rows, 0);
  GomokuPatternBoard board(renju.rules()), free_board(freestyle.rules());
  board.sync(renju);
  free_board.sync(freestyle);
  const int h8 = gomoku_ai_test::cell(renju, "h8");
  EXPECT_EQ(board.threat(0, h8), CellThreat::kNone);
  EXPECT_EQ(free_board.threat(0, h8), CellThreat::kDoubleThree);
  for (int max_quiet : {1, 12, 1000}) {
    GomokuState::MoveBuffer learnt;
    gomoku_search_moves(renju, learnt, max_quiet, GomokuQuietOrder::kLearnt);
    ASSERT_FALSE(learnt.empty());
    for (const GomokuMove& m : learnt) EXPECT_NE(renju.move_to_string(m), "h8") << max_quiet;
  }
}

TEST(GomokuMovePicker, PlayoutStepsFollowTheSameRules) {
  SearchRng rng(1);
  const GomokuState s = from_diagram(GomokuRuleSet::kFreestyle, kBothHaveFours, 0);
  for (int i = 0; i < 20; ++i)
    EXPECT_EQ(s.move_to_string(SearchTraits<GomokuState>::playout_move(s, rng)), "i8");
}

}  // namespace
}  // namespace bl
