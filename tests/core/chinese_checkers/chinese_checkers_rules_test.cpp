// Rules of movement on hand-built positions, start positions, options, notation, perft.
#include <gtest/gtest.h>

#include <stdexcept>

#include "core/common/perft.h"
#include "tests/core/chinese_checkers/chinese_checkers_test_util.h"

namespace bl {
namespace {

using namespace cc_test;

// --- Options ---------------------------------------------------------------------------

TEST(ChineseCheckersRules, DefaultsAndRoundTrip) {
  auto rules = Rules::from_options({});
  ASSERT_TRUE(rules.ok()) << rules.error();
  EXPECT_EQ(*rules, Rules{});
  EXPECT_EQ(rules->players, 2);
  EXPECT_TRUE(rules->stop_in_other_points);
  EXPECT_TRUE(rules->leave_goal);
  EXPECT_EQ(rules->move_limit, 500);

  Rules custom;
  custom.players = 6;
  custom.stop_in_other_points = false;
  custom.leave_goal = false;
  custom.move_limit = 0;
  auto back = Rules::from_options(custom.to_options());
  ASSERT_TRUE(back.ok()) << back.error();
  EXPECT_EQ(*back, custom);

  std::set<std::string> documented;
  for (const OptionSpec& spec : Rules::option_specs()) documented.insert(spec.name);
  for (const auto& [key, value] : custom.to_options()) EXPECT_TRUE(documented.count(key)) << key;
  EXPECT_EQ(documented.size(), custom.to_options().size());
}

TEST(ChineseCheckersRules, BadOptionsGiveOneLineErrors) {
  EXPECT_EQ(Rules::from_options({{"players", "5"}}).error(),
            "chinese-checkers rules: option 'players' must be one of 2, 3, 4, 6, got '5'");
  EXPECT_EQ(Rules::from_options({{"move_limit", "-1"}}).error(),
            "chinese-checkers rules: option 'move_limit' must be between 0 and 100000, got -1");
  EXPECT_EQ(Rules::from_options({{"leave_goal", "maybe"}}).error(),
            "chinese-checkers rules: option 'leave_goal' must be true or false, got 'maybe'");
  EXPECT_EQ(Rules::from_options({{"colour", "red"}}).error(),
            "chinese-checkers rules: unknown option 'colour'");
  EXPECT_THROW(State(rules_for(5)), std::invalid_argument);
}

// --- Start positions ---------------------------------------------------------------------

TEST(ChineseCheckersStart, TwoPlayersFillOppositePoints) {
  const State s;
  EXPECT_EQ(s.num_players(), 2);
  EXPECT_EQ(s.current_player(), 0);
  EXPECT_EQ(s.ply(), 0);
  EXPECT_FALSE(s.is_terminal());
  EXPECT_EQ(s.pieces(0), star::point_cells(0));
  EXPECT_EQ(s.pieces(1), star::point_cells(3));
  EXPECT_EQ(s.occupied().count(), 20);
  EXPECT_EQ(s.owner(cell("q1")), 0);
  EXPECT_EQ(s.owner(cell("a1")), 1);
  EXPECT_EQ(s.owner(cell("i5")), kNoPlayer);
  EXPECT_EQ(s.hash(), s.compute_hash());
  // Rows 13..16 from the tip of point 3: 4*13 + 3*14 + 2*15 + 16.
  EXPECT_EQ(s.total_goal_distance(0), 140);
  EXPECT_EQ(s.total_goal_distance(1), 140);
  EXPECT_EQ(s.to_string(),
            "a              1\n"
            "b             1 1\n"
            "c            1 1 1\n"
            "d           1 1 1 1\n"
            "e  . . . . . . . . . . . . .\n"
            "f   . . . . . . . . . . . .\n"
            "g    . . . . . . . . . . .\n"
            "h     . . . . . . . . . .\n"
            "i      . . . . . . . . .\n"
            "j     . . . . . . . . . .\n"
            "k    . . . . . . . . . . .\n"
            "l   . . . . . . . . . . . .\n"
            "m  . . . . . . . . . . . . .\n"
            "n           0 0 0 0\n"
            "o            0 0 0\n"
            "p             0 0\n"
            "q              0\n"
            "to move: 0\n");
}

TEST(ChineseCheckersStart, ThreeFourAndSixPlayersSitOnTheirPoints) {
  const std::map<int, std::vector<int>> homes = {
      {3, {0, 2, 4}}, {4, {1, 2, 4, 5}}, {6, {0, 1, 2, 3, 4, 5}}};
  for (const auto& [n, points] : homes) {
    const State s(rules_for(n));
    EXPECT_EQ(s.occupied().count(), 10 * n);
    for (int p = 0; p < n; ++p) {
      EXPECT_EQ(s.home_point(p), points[p]);
      EXPECT_EQ(s.pieces(p), star::point_cells(points[p])) << n << " players, player " << p;
      EXPECT_EQ(s.goal_cells(p), star::point_cells((points[p] + 3) % 6));
    }
  }
  // Six players: every point is full, the hexagon empty.
  const State six(rules_for(6));
  EXPECT_EQ(six.to_string().find("a              3\n"
                                 "b             3 3\n"
                                 "c            3 3 3\n"
                                 "d           3 3 3 3\n"),
            0u);
  EXPECT_NE(six.to_string().find("e  2 2 2 2 . . . . . 4 4 4 4\n"), std::string::npos);
  EXPECT_NE(six.to_string().find("m  1 1 1 1 . . . . . 5 5 5 5\n"), std::string::npos);
}

TEST(ChineseCheckersStart, FirstMovesOfPlayerZero) {
  // Front row n1..n4 steps to row m (two each); row o hops over row n (two each).
  const State s;
  EXPECT_EQ(move_texts(s),
            (std::set<std::string>{"n1-m5", "n1-m6", "n2-m6", "n2-m7", "n3-m7", "n3-m8", "n4-m8",
                                   "n4-m9", "o1-m5", "o1-m7", "o2-m6", "o2-m8", "o3-m7", "o3-m9"}));
}

// --- Perft ---------------------------------------------------------------------------------

// Counts leaves by generating every move (no counting shortcut), to check count_legal_moves.
std::uint64_t slow_perft(State& s, int depth) {
  if (depth == 0) return 1;
  if (s.is_terminal()) return 0;
  State::MoveBuffer moves;
  const int n = s.legal_moves(moves);
  std::uint64_t total = 0;
  for (int i = 0; i < n; ++i) {
    s.apply(moves[i]);
    total += slow_perft(s, depth - 1);
    s.undo(moves[i]);
  }
  return total;
}

TEST(ChineseCheckersPerft, TwoPlayers) {
  State s;
  const State start = s;
  const std::uint64_t expected[] = {14, 196, 4760, 115600, 3188520};
  for (int depth = 1; depth <= 5; ++depth) EXPECT_EQ(perft(s, depth), expected[depth - 1]) << depth;
  EXPECT_EQ(slow_perft(s, 3), 4760u);
  EXPECT_EQ(s, start);
}

TEST(ChineseCheckersPerft, ThreeFourAndSixPlayers) {
  const std::map<int, std::vector<std::uint64_t>> expected = {
      {3, {14, 196, 2744, 66640}},
      {4, {14, 199, 2786, 39601}},
      {6, {14, 199, 2828, 40189}},
  };
  for (const auto& [n, counts] : expected) {
    State s(rules_for(n));
    for (int depth = 1; depth <= 4; ++depth)
      EXPECT_EQ(perft(s, depth), counts[depth - 1]) << n << " players, depth " << depth;
    EXPECT_EQ(slow_perft(s, 3), counts[2]);
  }
}

// --- Steps and hops ------------------------------------------------------------------------

TEST(ChineseCheckersMoves, LonePieceStepsToItsSixNeighbours) {
  State s = empty_board();
  put(s, 0, {"i5"});
  EXPECT_EQ(move_texts(s),
            (std::set<std::string>{"i5-h5", "i5-h6", "i5-i4", "i5-i6", "i5-j5", "i5-j6"}));
  const Move m = parsed(s, "i5-h6");
  EXPECT_TRUE(m.is_step());
  EXPECT_EQ(s.move_cells(m), (std::vector<int>{cell("i5"), cell("h6")}));
}

TEST(ChineseCheckersMoves, HopChainMayChangeDirectionAndStopAtAnyLanding) {
  //  g         . . . . g9           the piece on i5 hops east over i6 to i7,
  //  h        . . . . . . 1 .       then north-east over h8 to g9
  //  i       . . . . 0 1 . .
  State s = empty_board();
  put(s, 0, {"i5"});
  put(s, 1, {"i6", "h8"});
  EXPECT_EQ(move_texts(s), (std::set<std::string>{"i5-h5", "i5-h6", "i5-i4", "i5-j5", "i5-j6",
                                                  "i5-i7", "i5-i7-g9"}));
  const Move chain = parsed(s, "i5-g9");
  EXPECT_TRUE(chain.is_hop());
  EXPECT_EQ(chain.num_hops(), 2);
  EXPECT_EQ(s.move_cells(chain), (std::vector<int>{cell("i5"), cell("i7"), cell("g9")}));
  EXPECT_EQ(s.move_to_string(chain), "i5-i7-g9");
  // The full path parses to the same move.
  EXPECT_EQ(parsed(s, "i5-i7-g9"), chain);
  s.apply(chain);
  EXPECT_EQ(s.owner(cell("g9")), 0);
  EXPECT_EQ(s.owner(cell("i5")), kNoPlayer);
  EXPECT_EQ(s.hash(), s.compute_hash());
}

TEST(ChineseCheckersMoves, HopsAndStepsDoNotMix) {
  // After hopping i5 -> i7 the piece may not step on to i8, nor may it step then hop.
  State s = empty_board();
  put(s, 0, {"i5"});
  put(s, 1, {"i6"});
  const auto moves = move_texts(s);
  EXPECT_FALSE(moves.count("i5-i8"));
  EXPECT_FALSE(moves.count("i5-i7-i8"));
  EXPECT_EQ(parse_error(s, "i5-i8"), "i8 is not reachable from i5");
  EXPECT_EQ(parse_error(s, "i5-i7-i8"),
            "i7-i8 is not a hop (landings must be two holes apart in a line)");
}

TEST(ChineseCheckersMoves, ChainsNeverRevisitAHoleAndEachDestinationIsOneMove) {
  //  i   . 0 1 .          i5 can reach k7 directly (over j6) or via i7 (over i6, then j7);
  //  j  . . 1 1 .         k7 is listed once, with the one-hop path. From k7 a hop over j6
  //  k   . . k7 .         would come back to i5: the start is never a destination.
  State s = empty_board();
  put(s, 0, {"i5"});
  put(s, 1, {"i6", "j6", "j7"});
  EXPECT_EQ(move_texts(s),
            (std::set<std::string>{"i5-h5", "i5-h6", "i5-i4", "i5-j5", "i5-i7", "i5-k7"}));
  EXPECT_EQ(s.move_cells(parsed(s, "i5-k7")), (std::vector<int>{cell("i5"), cell("k7")}));
  // The longer chain is legal when given in full, and is the same move.
  const Move longer = parsed(s, "i5-i7-k7");
  EXPECT_EQ(longer, parsed(s, "i5-k7"));
  EXPECT_EQ(longer.num_hops(), 2);
  EXPECT_TRUE(s.is_legal(longer));
  EXPECT_EQ(parse_error(s, "i5-i7-k7-i5"), "hop path revisits i5");
  EXPECT_EQ(parse_error(s, "i5-k7-i7-k7"), "hop path revisits k7");
}

TEST(ChineseCheckersMoves, GeneratedChainsAreShortestAndLegal) {
  //  h     . . . . 1 1 . . . .
  //  i      . . . . . . 1 . .          the piece on k3 has chains of up to three hops,
  //  j     . . . 1 1 . . 1 . .         e.g. k3-k5-i5-g7 (east, then north-east twice)
  //  k    . . 0 1 . 1 . . . . .
  //  l   . . . 1 . . 1 . . . . .
  State s = empty_board();
  put(s, 0, {"k3"});
  put(s, 1, {"j4", "j5", "h5", "h6", "i7", "k6", "l7", "j8", "k4", "l4"});
  EXPECT_EQ(move_texts(s), (std::set<std::string>{"k3-l3", "k3-k2", "k3-j2", "k3-j3", "k3-k5",
                                                  "k3-m5", "k3-k5-k7", "k3-k5-i3", "k3-k5-i5",
                                                  "k3-k5-k7-m7", "k3-k5-i5-g5", "k3-k5-i5-g7"}));
  State::MoveBuffer moves;
  const int n = s.legal_moves(moves);
  for (int i = 0; i < n; ++i) {
    const Move& m = moves[i];
    EXPECT_TRUE(s.is_legal(m)) << s.move_to_string(m);
    // Breadth-first: every landing on the way is itself reached by the matching prefix.
    const std::vector<int> cells = s.move_cells(m);
    for (std::size_t k = 1; k + 1 < cells.size(); ++k) {
      const Move prefix_end =
          parsed(s, star::cell_name(cells[0]) + "-" + star::cell_name(cells[k]));
      EXPECT_EQ(s.move_cells(prefix_end).size(), k + 1) << s.move_to_string(m);
    }
  }
}

TEST(ChineseCheckersMoves, IsLegalRejectsBrokenPaths) {
  State s = empty_board();
  put(s, 0, {"i5"});
  put(s, 1, {"i6", "h8"});
  Move m = parsed(s, "i5-g9");
  EXPECT_TRUE(s.is_legal(m));
  m.landings[0] = std::uint8_t(cell("i8"));  // not a hop from i5
  EXPECT_FALSE(s.is_legal(m));
  Move step_with_path = Move::step(cell("i5"), cell("i4"));
  EXPECT_TRUE(s.is_legal(step_with_path));
  step_with_path.num_landings = 1;
  EXPECT_FALSE(s.is_legal(step_with_path));
  EXPECT_FALSE(s.is_legal(Move::step(cell("i6"), cell("i7"))));  // not the mover's piece
  EXPECT_FALSE(s.is_legal(Move::pass()));
}

// --- Rule options ---------------------------------------------------------------------------

TEST(ChineseCheckersOptions, LeaveGoalFalseKeepsPiecesInTheirGoal) {
  //  c    . . .         player 0's goal is the top point (a..d). Its piece on d1 may step
  //  d   0 . . .        to c1 or d2, and hop d1-f6-d3 through the hexagon back into the
  //  e  . . . . 1 1 .   goal, but not stop at e5, e6 or f6.
  //  f        . 1 .
  Rules rules;
  rules.leave_goal = false;
  State s = empty_board(rules);
  put(s, 0, {"d1", "i1"});
  put(s, 1, {"e6", "e7"});
  auto moves = move_texts(s);
  EXPECT_TRUE(moves.count("d1-c1"));
  EXPECT_TRUE(moves.count("d1-d2"));
  EXPECT_TRUE(moves.count("d1-f6-d3"));
  EXPECT_FALSE(moves.count("d1-e5"));
  EXPECT_FALSE(moves.count("d1-f6"));
  EXPECT_TRUE(moves.count("i1-i2"));  // pieces outside the goal are not affected
  EXPECT_EQ(parse_error(s, "d1-e5"), "e5: a piece may not leave its goal (leave_goal=false)");

  State free = empty_board();
  put(free, 0, {"d1", "i1"});
  put(free, 1, {"e6", "e7"});
  moves = move_texts(free);
  EXPECT_TRUE(moves.count("d1-e5"));
  EXPECT_TRUE(moves.count("d1-f6"));
}

TEST(ChineseCheckersOptions, StopInOtherPointsFalseForbidsEndingThere) {
  //  h     2 .          i1 borders point 2 (h1) and point 1 (j1, k1, k2, ...). With the
  //  i    0 . .         option off it may not stop there, but may hop through k1 to k3.
  //  j   1 . .
  //  k  . 1 .
  Rules rules;
  rules.stop_in_other_points = false;
  State s = empty_board(rules);
  put(s, 0, {"i1"});
  put(s, 1, {"j1", "k2"});
  EXPECT_EQ(move_texts(s), (std::set<std::string>{"i1-h2", "i1-i2", "i1-j2", "i1-k1-k3"}));
  EXPECT_EQ(parse_error(s, "i1-k1"),
            "k1: a piece may not stop in a point that is neither its home nor its goal "
            "(stop_in_other_points=false)");

  State free = empty_board();
  put(free, 0, {"i1"});
  put(free, 1, {"j1", "k2"});
  const auto moves = move_texts(free);
  EXPECT_TRUE(moves.count("i1-k1"));
  EXPECT_TRUE(moves.count("i1-h1"));
}

// --- Passing ----------------------------------------------------------------------------------

TEST(ChineseCheckersPass, PlayerWithoutMovesMustPass) {
  //  o   1 . 1          player 0's only piece, on the bottom tip q1, is walled in:
  //  p    1 1           both neighbours are taken and both hops land on pieces.
  //  q     0
  State s = empty_board();
  put(s, 0, {"q1"});
  put(s, 1, {"p1", "p2", "o1", "o3", "a1"});
  State::MoveBuffer moves;
  ASSERT_EQ(s.legal_moves(moves), 1);
  EXPECT_TRUE(moves[0].is_pass());
  EXPECT_EQ(s.count_legal_moves(), 1u);
  EXPECT_TRUE(s.is_legal(Move::pass()));
  EXPECT_EQ(s.move_to_string(moves[0]), "pass");
  EXPECT_TRUE(s.move_cells(moves[0]).empty());
  EXPECT_EQ(parsed(s, "pass"), Move::pass());
  EXPECT_EQ(parse_error(s, "q1-p1"), "you have no legal move and must pass");

  const State before = s;
  s.apply(Move::pass());
  EXPECT_EQ(s.current_player(), 1);
  EXPECT_EQ(s.ply(), 1);
  EXPECT_EQ(s.turns_taken(0), 1);
  EXPECT_FALSE(s.is_legal(Move::pass()));  // player 1 can move
  EXPECT_EQ(parse_error(s, "pass"), "you cannot pass while you have a legal move");
  s.undo(Move::pass());
  EXPECT_EQ(s, before);
}

// --- Notation ---------------------------------------------------------------------------------

TEST(ChineseCheckersNotation, ErrorsNameTheProblem) {
  const State s;
  EXPECT_EQ(parse_error(s, "z9-m5"), "unknown cell 'z9'");
  EXPECT_EQ(parse_error(s, "n1-m99"), "unknown cell 'm99'");
  EXPECT_EQ(parse_error(s, "m5"), "move 'm5' is not of the form from-to (e.g. m5-l5) or pass");
  EXPECT_EQ(parse_error(s, ""), "move '' is not of the form from-to (e.g. m5-l5) or pass");
  EXPECT_EQ(parse_error(s, "n1-"), "unknown cell ''");
  EXPECT_EQ(parse_error(s, "e5-f6"), "no piece of yours on e5");
  EXPECT_EQ(parse_error(s, "a1-e5"), "no piece of yours on a1");  // player 1's piece
  EXPECT_EQ(parse_error(s, "n1-l5"), "l5 is not reachable from n1");
  EXPECT_EQ(parse_error(s, "n1-n2"), "n2 is not reachable from n1");
  EXPECT_EQ(parse_error(s, "o1-m5-k5"), "m5-k5 does not hop over a piece");
  EXPECT_EQ(parse_error(s, "o1-n1-l1"),
            "o1-n1 is not a hop (landings must be two holes apart in a line)");
  EXPECT_EQ(parse_error(s, "p1-n1-l1"), "p1-n1 lands on an occupied hole");
  EXPECT_EQ(parse_error(s, "pass"), "you cannot pass while you have a legal move");
  // Case and surrounding blanks do not matter.
  EXPECT_EQ(parsed(s, "  N1-M5 "), Move::step(cell("n1"), cell("m5")));
}

TEST(ChineseCheckersNotation, EveryGeneratedMoveRoundTrips) {
  State s(rules_for(3));
  State::MoveBuffer moves;
  for (int k = 0; k < 9; ++k) {  // some opening moves for everyone, hops included
    const int n = s.legal_moves(moves);
    s.apply(moves[(k * 7) % n]);
  }
  const int n = s.legal_moves(moves);
  for (int i = 0; i < n; ++i) {
    const std::string text = s.move_to_string(moves[i]);
    const Move back = parsed(s, text);
    EXPECT_EQ(back, moves[i]) << text;
    EXPECT_EQ(s.move_cells(back), s.move_cells(moves[i])) << text;
    const std::vector<int> cells = s.move_cells(moves[i]);
    const Move short_form =
        parsed(s, star::cell_name(cells.front()) + "-" + star::cell_name(cells.back()));
    EXPECT_EQ(s.move_cells(short_form), cells) << "from-to picks the generated path";
  }
}

}  // namespace
}  // namespace bl
