#include "ai/gomoku/gomoku_pattern_board.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <random>
#include <vector>

#include "core/gomoku/renju.h"
#include "tests/ai/gomoku/gomoku_ai_test_util.h"

namespace bl {
namespace {

using gomoku_ai_test::cell;
using gomoku_ai_test::from_diagram;
using gomoku_ai_test::kDoubleFour;

// The stones of `player` at distance `ring` (king's metric) of `cell`, counted on the board.
int count_ring_stones(const GomokuPatternBoard& b, int player, int ring, int cell) {
  const int size = b.size(), x = cell % size, y = cell / size;
  int count = 0;
  for (int dy = -ring; dy <= ring; ++dy)
    for (int dx = -ring; dx <= ring; ++dx) {
      const bool on_ring = std::max(std::abs(dx), std::abs(dy)) == ring;
      const int nx = x + dx, ny = y + dy;
      if (on_ring && nx >= 0 && nx < size && ny >= 0 && ny < size &&
          b.stone(ny * size + nx) == player)
        ++count;
    }
  return count;
}

// Everything the board derives from its stones, compared with a board built from scratch
// (and the stones around each point with a count).
void expect_same_patterns(const GomokuPatternBoard& a, const GomokuPatternBoard& b) {
  ASSERT_EQ(a.num_cells(), b.num_cells());
  ASSERT_EQ(a.hash(), b.hash());
  ASSERT_EQ(a.stone_count(), b.stone_count());
  for (int c = 0; c < a.num_cells(); ++c) {
    ASSERT_EQ(a.stone(c), b.stone(c)) << c;
    ASSERT_EQ(a.near_stones(c), b.near_stones(c)) << c;
    for (int p = 0; p < 2; ++p)
      for (int ring : {1, 2})
        ASSERT_EQ(a.ring_stones(p, ring, c), count_ring_stones(a, p, ring, c));
    if (!a.is_empty(c)) continue;
    ASSERT_EQ(a.forbidden(c), b.forbidden(c)) << c << " " << a.stones().grid().name(c);
    for (int p = 0; p < 2; ++p) {
      ASSERT_EQ(a.threat(p, c), b.threat(p, c)) << c;
      for (int d = 0; d < 4; ++d) ASSERT_EQ(a.shape(p, c, d), b.shape(p, c, d)) << c << " " << d;
    }
  }
  // The points the board lists without a scan are those a scan finds.
  for (int p = 0; p < 2; ++p) {
    std::vector<int> listed, scanned;
    a.for_each_threat_point(p, [&](int c) { listed.push_back(c); });
    for (int c = 0; c < a.num_cells(); ++c)
      if (a.is_empty(c) && a.threat(p, c) != CellThreat::kNone) scanned.push_back(c);
    ASSERT_EQ(listed, scanned) << "threat points of " << p;
  }
  std::vector<int> listed, scanned;
  a.for_each_near_point([&](int c) { listed.push_back(c); });
  for (int c = 0; c < a.num_cells(); ++c)
    if (a.is_empty(c) && a.near_stones(c)) scanned.push_back(c);
  ASSERT_EQ(listed, scanned) << "near points";
  for (int p = 0; p < 2; ++p) {
    for (int s = 0; s < kNumLineShapes; ++s)
      ASSERT_EQ(a.shape_count(p, LineShape(s)), b.shape_count(p, LineShape(s))) << p << " " << s;
    for (int t = 0; t < kNumCellThreats; ++t)
      ASSERT_EQ(a.threat_count(p, CellThreat(t)), b.threat_count(p, CellThreat(t)))
          << p << " " << t;
    // The running setup counts are the points' own classes counted (renju black's
    // forbidden points left out).
    std::array<int, kNumCellSetups> setups{};
    for (int c = 0; c < a.num_cells(); ++c)
      if (a.is_empty(c) && !(p == 0 && a.forbidden(c))) ++setups[int(a.setup(p, c))];
    for (int k = 0; k < kNumCellSetups; ++k) {
      ASSERT_EQ(a.setup_count(p, CellSetup(k)), b.setup_count(p, CellSetup(k))) << p << " " << k;
      ASSERT_EQ(a.setup_count(p, CellSetup(k)), setups[k]) << p << " " << k;
    }
  }
}

// Renju: the board's forbidden points are exactly the rules' (so a shape screen that
// missed one would show here).
void expect_forbidden_as_the_rules_say(const GomokuPatternBoard& b) {
  for (int c = 0; c < b.num_cells(); ++c) {
    if (!b.is_empty(c)) continue;
    ASSERT_EQ(b.forbidden(c), renju_forbidden_reason(b.stones(), c) != ForbiddenReason::kNone)
        << b.stones().grid().name(c);
  }
}

GomokuPatternBoard built_from(const GomokuState& s) {
  GomokuPatternBoard b(s.rules());
  for (int c = 0; c < s.num_cells(); ++c)
    if (s.owner(c) != kNoPlayer) b.put(c, s.owner(c));
  return b;
}

// Random games, stones put and lifted in every order: the incremental tables always equal
// a board built from scratch, and sync() reaches any position from any other.
TEST(GomokuPatternBoard, IncrementalUpdatesMatchARebuildInRandomGames) {
  std::mt19937 rng(7);
  for (GomokuRuleSet rule :
       {GomokuRuleSet::kFreestyle, GomokuRuleSet::kStandard, GomokuRuleSet::kRenju}) {
    for (int size : {7, 15}) {
      SCOPED_TRACE(std::string(rule_set_name(rule)) + " " + std::to_string(size));
      GomokuPatternBoard incremental(GomokuRules{size, rule});
      for (int game = 0; game < 6; ++game) {
        GomokuState s(GomokuRules{size, rule});
        std::vector<GomokuMove> played;
        while (!s.is_terminal()) {
          GomokuState::MoveBuffer moves;
          const int n = s.legal_moves(moves);
          const GomokuMove m = moves[rng() % n];
          s.apply(m);
          played.push_back(m);
          incremental.sync(s);
          expect_same_patterns(incremental, built_from(s));
          if (rule == GomokuRuleSet::kRenju) expect_forbidden_as_the_rules_say(incremental);
          if (HasFatalFailure()) {
            ADD_FAILURE() << s.to_string();
            return;
          }
        }
        // Take back half the game (removals) and check again.
        for (std::size_t i = 0; i < played.size() / 2; ++i) {
          s.undo(played.back());
          played.pop_back();
        }
        incremental.sync(s);
        expect_same_patterns(incremental, built_from(s));
      }
    }
  }
}

// The largest board, stones at its corners, edges and last point and across the 64-point
// words of the bit sets, put and then lifted in another order: the counts of stones around
// each point (kept eight points at a time) and the near points equal a count from scratch.
TEST(GomokuPatternBoard, NeighbourCountsHoldAtTheEdgesOfTheLargestBoard) {
  const GomokuRules rules{StoneBoard::kMaxSide, GomokuRuleSet::kFreestyle};
  const int last = rules.size * rules.size - 1;
  const std::vector<int> cells = {
      0,        last, rules.size - 1, last - rules.size + 1, 62, 63, 64, 127, 128, last / 2,
      last - 1, 1,    rules.size};
  GomokuPatternBoard board(rules);
  GomokuState mirror(rules);
  for (std::size_t i = 0; i < cells.size(); ++i) {
    board.put(cells[i], int(i % 2));
    mirror.edit_stone(cells[i], int(i % 2));
    expect_same_patterns(board, built_from(mirror));
    ASSERT_FALSE(HasFatalFailure()) << "after putting " << cells[i];
  }
  for (std::size_t i = 0; i < cells.size(); ++i) {
    const int c = cells[(i * 5) % cells.size()];  // 5 is prime to 13: each once
    board.remove(c);
    mirror.edit_stone(c, kNoPlayer);
    expect_same_patterns(board, built_from(mirror));
    ASSERT_FALSE(HasFatalFailure()) << "after lifting " << c;
  }
  for (int c = 0; c <= last; ++c) ASSERT_FALSE(board.near_stones(c)) << c;
}

// The way search moves about: a child, back, a sibling, several plies down and back up.
// Whichever way sync() finds the difference (by the hashes or by comparing the board), the
// board ends up the same as one built from scratch.
TEST(GomokuPatternBoard, SyncFollowsSearchOrderExactly) {
  std::mt19937 rng(9);
  GomokuPatternBoard& shared = thread_pattern_board();
  for (GomokuRuleSet rule : {GomokuRuleSet::kFreestyle, GomokuRuleSet::kRenju}) {
    for (int game = 0; game < 8; ++game) {
      GomokuState s(GomokuRules{15, rule});
      for (int ply = 0; ply < 40 && !s.is_terminal(); ++ply) {
        GomokuState::MoveBuffer moves;
        const int n = s.legal_moves(moves);
        for (int k = 0; k < 4; ++k) {  // siblings
          const GomokuMove m = moves[rng() % n];
          s.apply(m);
          shared.sync(s);
          expect_same_patterns(shared, built_from(s));
          if (!s.is_terminal()) {  // and a grandchild
            GomokuState::MoveBuffer replies;
            const GomokuMove r = replies[rng() % s.legal_moves(replies)];
            s.apply(r);
            shared.sync(s);
            expect_same_patterns(shared, built_from(s));
            s.undo(r);
          }
          s.undo(m);
          if (HasFatalFailure()) return;
        }
        shared.sync(s);
        expect_same_patterns(shared, built_from(s));
        s.apply(moves[rng() % n]);
      }
    }
  }
}

TEST(GomokuPatternBoard, ThreatClassesOfHandCheckedPoints) {
  const GomokuState s = from_diagram(GomokuRuleSet::kFreestyle, kDoubleFour, 0);
  GomokuPatternBoard b(s.rules());
  b.sync(s);
  EXPECT_EQ(b.threat(0, cell(s, "h8")), CellThreat::kOpenFour);  // two fours at once
  EXPECT_EQ(b.threat(0, cell(s, "i8")), CellThreat::kFour);      // e8-f8-g8-.-i8
  EXPECT_EQ(b.threat(0, cell(s, "h9")), CellThreat::kFour);      // h5-h6-h7-.-h9
  EXPECT_EQ(b.threat(1, cell(s, "h8")), CellThreat::kNone);
  EXPECT_EQ(b.shape(0, cell(s, "h8"), 0), LineShape::kClosedFour);  // the row (d8 blocks)
  EXPECT_EQ(b.shape(0, cell(s, "h8"), 1), LineShape::kClosedFour);  // the column (h4 blocks)
  // Black has no five point; the four points are h8, i8 and h9 (and h3 is no four:
  // h4 is white).
  EXPECT_EQ(b.threat_count(0, CellThreat::kFive), 0);
  EXPECT_EQ(b.threat_count(0, CellThreat::kOpenFour), 1);
  EXPECT_EQ(b.threat_count(0, CellThreat::kFour) + b.threat_count(0, CellThreat::kFourThree), 2);
}

// Black builds up towards h8 a stone at a time: two twos, a three and a two, a four and a
// two, and at last a four and a three, which is a threat class and no longer a setup.
TEST(GomokuPatternBoard, SetupClassesOfHandCheckedPoints) {
  const GomokuState s;
  GomokuPatternBoard b(s.rules());
  const auto put = [&](const char* name, int player) { b.put(cell(s, name), player); };
  const int h8 = cell(s, "h8");
  put("g8", 0);
  put("h7", 0);
  EXPECT_EQ(b.setup(0, h8), CellSetup::kTwoTwo);  // g8-h8 and h7-h8, open twos
  EXPECT_EQ(b.setup(1, h8), CellSetup::kNone);
  EXPECT_EQ(b.setup(0, cell(s, "f8")), CellSetup::kNone);  // one two only (f8-g8)
  EXPECT_EQ(b.setup(0, cell(s, "a1")), CellSetup::kNone);
  put("f8", 0);
  EXPECT_EQ(b.setup(0, h8), CellSetup::kThreeTwo);  // f8-h8 an open three
  EXPECT_EQ(b.threat(0, h8), CellThreat::kThree);
  put("e8", 0);
  put("d8", 1);
  EXPECT_EQ(b.setup(0, h8), CellSetup::kFourTwo);  // e8-h8 a four, blocked at d8
  EXPECT_EQ(b.threat(0, h8), CellThreat::kFour);
  put("h6", 0);
  EXPECT_EQ(b.threat(0, h8), CellThreat::kFourThree);  // h6-h8 an open three
  EXPECT_EQ(b.setup(0, h8), CellSetup::kNone);
  // Two closed threes at one point are a setup too (each becomes a four): white j12 makes
  // j12-l12 (black i12 at one end) and j10-j12 (black j13 at one end).
  for (const char* name : {"k12", "l12", "j11", "j10"}) put(name, 1);
  for (const char* name : {"i12", "j13"}) put(name, 0);
  const int j12 = cell(s, "j12");
  EXPECT_EQ(b.shape(1, j12, 0), LineShape::kClosedThree);
  EXPECT_EQ(b.threat(1, j12), CellThreat::kNone);
  EXPECT_EQ(b.setup(1, j12), CellSetup::kTwoTwo);
}

TEST(GomokuPatternBoard, RenjuForbiddenPointsAreNoThreatsForBlack) {
  const GomokuState s = from_diagram(GomokuRuleSet::kRenju, kDoubleFour, 0);
  GomokuPatternBoard b(s.rules());
  b.sync(s);
  const int h8 = cell(s, "h8");
  EXPECT_TRUE(b.forbidden(h8));
  EXPECT_TRUE(b.is_forbidden_now(0, h8));
  EXPECT_FALSE(b.is_forbidden_now(1, h8));  // white has no forbidden points
  EXPECT_EQ(b.threat(0, h8), CellThreat::kNone);
  EXPECT_EQ(b.threat_count(0, CellThreat::kOpenFour), 0);
  EXPECT_FALSE(b.forbidden(cell(s, "i8")));
  EXPECT_EQ(b.threat(0, cell(s, "i8")), CellThreat::kFour);
}

bool ends_the_game(GomokuState& s, const GomokuMove& m) {
  s.apply(m);
  const bool over = s.is_terminal();
  s.undo(m);
  return over;
}

// Search returning from a subtree asks about a node several plies up, or about that node's
// next child: sync() takes the latest stones off, last first, and puts the sibling's stone,
// without comparing the whole board.
TEST(GomokuPatternBoard, SyncReturnsFromASubtreeByTakingTheLatestStonesOff) {
  std::mt19937 rng(13);
  for (GomokuRuleSet rule : {GomokuRuleSet::kFreestyle, GomokuRuleSet::kRenju}) {
    SCOPED_TRACE(rule_set_name(rule));
    GomokuPatternBoard b(GomokuRules{15, rule});
    for (int game = 0; game < 6; ++game) {
      GomokuState s(GomokuRules{15, rule});
      for (int ply = 0; ply < 30 && !s.is_terminal(); ++ply) {
        GomokuState::MoveBuffer moves;
        const int n = s.legal_moves(moves);
        const GomokuMove first = moves[rng() % n], sibling = moves[rng() % n];
        const bool to_sibling = !(first == sibling) && rng() % 2 == 0;
        // Search never asks about a finished game's board, and a move that ends the game
        // teaches the board nothing about the hash (no side to move).
        if (ends_the_game(s, first) || ends_the_game(s, sibling)) break;
        // The board learns what the sibling's stone does to the hash (as search would have,
        // trying it earlier in another line).
        s.apply(sibling);
        b.sync(s);
        s.undo(sibling);
        b.sync(s);
        std::vector<GomokuMove> line{first};  // a subtree's line, two to six plies
        s.apply(first);
        b.sync(s);
        for (int i = 1 + int(rng() % 5); i > 0; --i) {
          GomokuState::MoveBuffer replies;
          const GomokuMove reply = replies[rng() % s.legal_moves(replies)];
          // (A line through the sibling's point would leave its stone to be taken off
          // under one the sibling's position has: sync() then compares the boards.)
          if (ends_the_game(s, reply) || reply == sibling) break;
          line.push_back(reply);
          s.apply(reply);
          b.sync(s);
        }
        for (std::size_t i = line.size(); i-- > 0;) s.undo(line[i]);
        if (to_sibling) s.apply(sibling);
        const std::uint64_t scans_before = b.scans();
        b.sync(s);
        EXPECT_EQ(b.scans(), scans_before) << "game " << game << " ply " << ply;
        expect_same_patterns(b, built_from(s));
        if (HasFatalFailure()) return;
        if (to_sibling) s.undo(sibling);
        s.apply(moves[rng() % n]);
      }
    }
  }
}

TEST(GomokuPatternBoard, PutAndRemoveRestoreEverything) {
  const GomokuState s = from_diagram(GomokuRuleSet::kRenju, kDoubleFour, 1);
  GomokuPatternBoard b(s.rules());
  b.sync(s);
  const GomokuPatternBoard before = b;
  b.put(cell(s, "h8"), 1);  // kills both of black's fours
  EXPECT_EQ(b.threat(0, cell(s, "i8")), CellThreat::kNone);
  EXPECT_EQ(b.threat(0, cell(s, "h9")), CellThreat::kNone);
  b.remove(cell(s, "h8"));
  expect_same_patterns(b, before);
}

// The way the threat solver moves: stones put deeper and deeper, taken back last first,
// sometimes out of order, and stacks deeper than the saved frames. Every removal that
// takes back the last stone restores the saved state, which equals a rebuild.
TEST(GomokuPatternBoard, TakingBackTheLastStoneRestoresTheSavedState) {
  std::mt19937 rng(11);
  for (GomokuRuleSet rule : {GomokuRuleSet::kFreestyle, GomokuRuleSet::kStandard}) {
    GomokuPatternBoard b(GomokuRules{15, rule});
    GomokuState s(GomokuRules{15, rule});
    const std::uint64_t undone_before = b.undone_removals();
    for (int round = 0; round < 40; ++round) {
      std::vector<int> stack;
      const int depth = 1 + int(rng() % 70);  // beyond the 48 saved frames at times
      for (int i = 0; i < depth; ++i) {
        int c = int(rng() % 225);
        while (!b.is_empty(c)) c = int(rng() % 225);
        b.put(c, int(rng() % 2));
        stack.push_back(c);
      }
      while (!stack.empty()) {
        // Now and then a stone from the middle of the stack: out of order.
        const std::size_t pick = rng() % 8 == 0 ? rng() % stack.size() : stack.size() - 1;
        b.remove(stack[pick]);
        stack.erase(stack.begin() + std::ptrdiff_t(pick));
        GomokuPatternBoard rebuilt(GomokuRules{15, rule});
        for (int c = 0; c < b.num_cells(); ++c)
          if (!b.is_empty(c)) rebuilt.put(c, b.stone(c));
        expect_same_patterns(b, rebuilt);
        if (HasFatalFailure()) return;
      }
      EXPECT_EQ(b.stone_count(), 0);
    }
    EXPECT_GT(b.undone_removals(), undone_before + 200);  // the fast path ran
  }
}

TEST(GomokuPatternBoard, NearStonesMeansWithinTwoPoints) {
  GomokuState s(GomokuRules{15, GomokuRuleSet::kFreestyle});
  s.apply(gomoku_ai_test::move(s, "h8"));
  GomokuPatternBoard b(s.rules());
  b.sync(s);
  EXPECT_TRUE(b.near_stones(cell(s, "j10")));
  EXPECT_TRUE(b.near_stones(cell(s, "f6")));
  EXPECT_FALSE(b.near_stones(cell(s, "k8")));
  EXPECT_FALSE(b.near_stones(cell(s, "h11")));
  // Black's h8 is one point from i9 and two from j10 and h6; white has no stone.
  EXPECT_EQ(b.ring_stones(0, 1, cell(s, "i9")), 1);
  EXPECT_EQ(b.ring_stones(0, 2, cell(s, "i9")), 0);
  EXPECT_EQ(b.ring_stones(0, 2, cell(s, "j10")), 1);
  EXPECT_EQ(b.ring_stones(0, 2, cell(s, "h6")), 1);
  EXPECT_EQ(b.ring_stones(1, 1, cell(s, "i9")), 0);
}

}  // namespace
}  // namespace bl
