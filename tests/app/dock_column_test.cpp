// The lab's dock: panels take their place from the board instead of covering it.
#include "app/dock_column.h"

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "core/any_game/any_game.h"

namespace bl {
namespace {

bool overlap(const Rect& a, const Rect& b) {
  const float e = 0.01f;
  return a.x + e < b.x + b.w && b.x + e < a.x + a.w && a.y + e < b.y + b.h && b.y + e < a.y + a.h;
}

bool inside(const Rect& inner, const Rect& outer) {
  const float e = 0.01f;
  return inner.x >= outer.x - e && inner.y >= outer.y - e &&
         inner.x + inner.w <= outer.x + outer.w + e && inner.y + inner.h <= outer.y + outer.h + e;
}

DockRequest column(float width, float height, int unfolded_at, bool collapsed = false) {
  DockRequest r;
  r.width = width;
  r.height = height;
  r.unfolded_at = unfolded_at;
  r.collapsed = collapsed;
  return r;
}

TEST(DockColumn, ADockedPanelTakesItsWidthFromTheBoard) {
  const float em = 16;
  DockColumn dock;
  const ScreenColumns free = dock.layout(1280, 800, 20, em);
  EXPECT_EQ(free.dock.w, 0);
  EXPECT_FLOAT_EQ(free.board.w + free.panel.w, 1280);
  EXPECT_FLOAT_EQ(free.board.h, 780);
  dock.reserve("review", 26 * em);
  const ScreenColumns docked = dock.layout(1280, 800, 20, em);
  EXPECT_FLOAT_EQ(docked.panel.x, free.panel.x);  // the side panel stays
  EXPECT_FLOAT_EQ(docked.panel.w, free.panel.w);
  EXPECT_GT(docked.dock.w, 0);
  EXPECT_FLOAT_EQ(docked.board.w + docked.dock.w, free.board.w);
  EXPECT_FLOAT_EQ(docked.dock.x, docked.board.x + docked.board.w);
  // No more than 45% of what the side panel leaves: the board keeps the larger part.
  EXPECT_LE(docked.dock.w, free.board.w * DockColumn::kMaxShare + 0.01f);
  const auto slot = dock.slot("review");
  ASSERT_TRUE(slot.has_value());
  EXPECT_FLOAT_EQ(slot->x, docked.dock.x);
  EXPECT_FLOAT_EQ(slot->w, docked.dock.w);
  EXPECT_FLOAT_EQ(slot->h, 780);
  EXPECT_FALSE(dock.slot("console").has_value());

  // The board shrinks to the space left and stays inside it.
  for (const char* name : {"gomoku", "chinese-checkers"}) {
    const AnyGame game = AnyGame::create(name, {}).value();
    const BoardLayout wide = BoardLayout::for_game(game, free.board, 0);
    const BoardLayout narrow = BoardLayout::for_game(game, docked.board, 0);
    EXPECT_LT(narrow.spacing(), wide.spacing()) << name;
    for (int c = 0; c < game.num_cells(); ++c) {
      const Vec2 p = narrow.cell_center(c);
      EXPECT_TRUE(docked.board.contains(p)) << name << " cell " << c;
    }
  }

  // On a wide screen the column gets all it asks for.
  const ScreenColumns big = dock.layout(1920, 1080, 20, em);
  EXPECT_FLOAT_EQ(big.dock.w, 26 * em);

  // Two docked panels: as wide as the wider, one above the other.
  dock.reserve("other", 20 * em);
  const ScreenColumns two = dock.layout(1920, 1080, 20, em);
  EXPECT_FLOAT_EQ(two.dock.w, 26 * em);
  EXPECT_FLOAT_EQ(dock.slot("other")->y, dock.slot("review")->y + dock.slot("review")->h);

  // Undocked (dragged away), the board takes the space back.
  dock.clear();
  const ScreenColumns again = dock.layout(1280, 800, 20, em);
  EXPECT_FLOAT_EQ(again.board.w, free.board.w);
}

TEST(DockColumn, WhenTheColumnIsTooShortThePanelsUnfoldedLongestAgoFold) {
  const float em = 16, title = 24;
  DockColumn dock;
  const char* names[] = {"a", "b", "c", "d", "e"};
  // Each needs 16 em (256 px) unfolded; 780 px hold two of them and three title bars.
  for (int i = 0; i < 5; ++i) dock.reserve(names[i], column(26 * em, 16 * em, 10 + i));
  const ScreenColumns c = dock.layout(1280, 800, 20, em, title);
  for (const char* folded : {"a", "b", "c"}) {
    EXPECT_TRUE(dock.folded(folded)) << folded;
    EXPECT_FLOAT_EQ(dock.slot(folded)->h, title) << folded;
  }
  for (const char* open : {"d", "e"}) {
    EXPECT_FALSE(dock.folded(open)) << open;
    EXPECT_GE(dock.slot(open)->h, 16 * em) << open;
  }
  // Top to bottom in the order reserved, filling the column exactly.
  float y = c.dock.y;
  for (const char* name : names) {
    EXPECT_FLOAT_EQ(dock.slot(name)->y, y) << name;
    y += dock.slot(name)->h;
  }
  EXPECT_NEAR(y, c.dock.y + c.dock.h, 0.01f);

  // Unfolding "a" (the newest now) folds "d", the oldest of those unfolded.
  dock.reserve("a", column(26 * em, 16 * em, 99));
  dock.layout(1280, 800, 20, em, title);
  EXPECT_FALSE(dock.folded("a"));
  EXPECT_TRUE(dock.folded("d"));
  EXPECT_FALSE(dock.folded("e"));
}

TEST(DockColumn, APanelTheUserFoldedTakesItsTitleBarAndLeavesRoomToTheOthers) {
  const float em = 16, title = 24;
  DockColumn dock;
  dock.reserve("a", column(26 * em, 16 * em, 1, true));
  dock.reserve("b", column(26 * em, 16 * em, 2));
  dock.reserve("c", column(26 * em, 16 * em, 3));
  dock.layout(1280, 800, 20, em, title);
  EXPECT_FALSE(dock.folded("a"));  // the user's folding is not the dock's
  EXPECT_FLOAT_EQ(dock.slot("a")->h, title);
  EXPECT_FALSE(dock.folded("b"));
  EXPECT_FALSE(dock.folded("c"));
  EXPECT_FLOAT_EQ(dock.slot("b")->h, (780 - title) / 2);
  // Even when one panel alone is taller than the column, it stays unfolded.
  DockColumn tall;
  tall.reserve("x", column(26 * em, 100 * em, 1));
  tall.reserve("y", column(26 * em, 100 * em, 2));
  tall.layout(1280, 800, 20, em, title);
  EXPECT_FALSE(tall.folded("y"));
  EXPECT_TRUE(tall.folded("x"));
}

TEST(DockColumn, TheConsoleDocksUnderTheBoardAndTheBoardKeepsMostOfTheHeight) {
  const float em = 16;
  DockColumn dock;
  DockRequest console;
  console.place = DockRequest::Place::kBottom;
  console.height = 12 * em;
  dock.reserve("console", console);
  dock.reserve("search", column(24 * em, 17 * em, 1));
  const ScreenColumns c = dock.layout(1280, 800, 20, em);
  EXPECT_FLOAT_EQ(c.bottom.h, 12 * em);
  EXPECT_FLOAT_EQ(c.board.h + c.bottom.h, 780);
  EXPECT_FLOAT_EQ(c.bottom.y, c.board.y + c.board.h);
  EXPECT_FLOAT_EQ(c.bottom.x, c.board.x);
  EXPECT_FLOAT_EQ(c.bottom.w, c.board.w);  // under the board only: the column keeps its height
  EXPECT_FLOAT_EQ(c.dock.h, 780);
  const auto slot = dock.slot("console");
  ASSERT_TRUE(slot.has_value());
  EXPECT_TRUE(inside(*slot, c.bottom));
  EXPECT_FLOAT_EQ(slot->h, 12 * em);
  // A strip that asks too much gets no more than its share.
  console.height = 2000;
  dock.reserve("console", console);
  const ScreenColumns capped = dock.layout(1280, 800, 20, em);
  EXPECT_NEAR(capped.bottom.h, 780 * DockColumn::kMaxBottomShare, 0.01f);
}

// Whatever is docked, on whatever display: the parts tile the screen under the menu bar, no
// docked panel covers the board, the side panel or another panel.
TEST(DockColumn, DockedPanelsNeverOverlapTheBoardOrEachOther) {
  std::mt19937 rng(7);
  std::uniform_real_distribution<float> unit(0, 1);
  for (int trial = 0; trial < 2000; ++trial) {
    const float w = 640 + unit(rng) * 2000, h = 480 + unit(rng) * 1200;
    const float em = 12 + unit(rng) * 14, top = em * 1.3f, title = em * 1.4f;
    DockColumn dock;
    std::vector<std::string> names;
    const int count = int(unit(rng) * 9);
    for (int i = 0; i < count; ++i) {
      DockRequest r = column(em * (10 + unit(rng) * 30), em * (unit(rng) * 30), int(unit(rng) * 50),
                             unit(rng) < 0.2f);
      if (unit(rng) < 0.2f) r.place = DockRequest::Place::kBottom;
      names.push_back("p" + std::to_string(i));
      dock.reserve(names.back(), r);
    }
    const ScreenColumns c = dock.layout(w, h, top, em, title);
    const Rect screen{0, top, w, h - top};
    SCOPED_TRACE("trial " + std::to_string(trial));
    for (const Rect& part : {c.board, c.dock, c.panel, c.bottom}) ASSERT_TRUE(inside(part, screen));
    ASSERT_FALSE(overlap(c.board, c.dock));
    ASSERT_FALSE(overlap(c.board, c.panel));
    ASSERT_FALSE(overlap(c.board, c.bottom));
    ASSERT_GE(c.board.w, (w - c.panel.w) * (1 - DockColumn::kMaxShare) - 0.01f);
    ASSERT_GE(c.board.h, (h - top) * (1 - DockColumn::kMaxBottomShare) - 0.01f);
    for (std::size_t i = 0; i < names.size(); ++i) {
      const Rect a = *dock.slot(names[i]);
      ASSERT_FALSE(overlap(a, c.board)) << names[i];
      ASSERT_FALSE(overlap(a, c.panel)) << names[i];
      ASSERT_TRUE(inside(a, screen)) << names[i];
      for (std::size_t j = i + 1; j < names.size(); ++j)
        ASSERT_FALSE(overlap(a, *dock.slot(names[j]))) << names[i] << " " << names[j];
    }
  }
}

}  // namespace
}  // namespace bl
