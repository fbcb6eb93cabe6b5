// Headless rendering: the real app draws each game into an offscreen OpenGL context
// (SDL_VIDEODRIVER=offscreen, Mesa) and the test reads the pixels back: a stone's colour at
// its point after a scripted move, a Chinese Checkers piece leaving its hole. Skipped only
// when no GL context can be created, and never under CI=true, where a missing context fails.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>

#include "app/app.h"
#include "app/move_input.h"

// Under the sanitizer pass: the OpenGL driver (Mesa's llvmpipe, loaded with dlopen) keeps
// allocations until exit from modules it has already unloaded, so leak reports cannot be
// told apart by library. This file is an executable of its own (tests/app/render ->
// app_render_tests), so only it skips leak checking; every other test, the app's logic
// included, still fails on a leak.
extern "C" const char* __asan_default_options() { return "detect_leaks=0"; }

namespace bl {
namespace {

int luma(Rgba c) { return (299 * c.r + 587 * c.g + 114 * c.b) / 1000; }

class RenderTest : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!std::getenv("SDL_VIDEODRIVER")) ::setenv("SDL_VIDEODRIVER", "offscreen", 1);
    config_ = std::filesystem::temp_directory_path() /
              ("boardlab_render_test_" + std::to_string(::getpid()));
  }
  void TearDown() override {
    app_.reset();
    std::filesystem::remove_all(config_);
  }

  // Starts the app on `args` and draws a few frames; false (and the test skipped) if no GL
  // context is available, which fails the test under CI=true: CI must check pixels.
  bool start(std::vector<std::string> args) {
    args.insert(args.end(), {"--size", "900x640", "--frames", "1000", "--config-dir",
                             config_.string(), "--hop-ms", "0", "--pause-ms", "0"});
    auto options = parse_app_options(args);
    EXPECT_TRUE(options.ok()) << (options.ok() ? "" : options.error());
    app_ = std::make_unique<App>(std::move(options).value());
    auto prepared = app_->prepare();
    EXPECT_TRUE(prepared.ok()) << (prepared.ok() ? "" : prepared.error());
    auto opened = app_->open_window();
    if (!opened) {
      const char* ci = std::getenv("CI");
      if (ci && std::string(ci) == "true")
        ADD_FAILURE() << "no OpenGL context under CI=true: " << opened.error();
      return false;
    }
    for (int i = 0; i < 20; ++i) app_->frame();  // past any pop-in
    app_->capture_next_frame();
    app_->frame();
    return true;
  }

  // A pixel of the piece on a cell: a little left of its centre, clear of the player's mark
  // and the last-move marker. `centre` reads the very middle (an empty hole).
  Rgba at_cell(const std::string& name, bool centre = false) {
    GameScreen& screen = app_->game_screen();
    const int cell = cell_by_name(screen.session()->game(), name);
    EXPECT_GE(cell, 0) << name;
    const BoardLayout layout = screen.board_layout(app_->now_ms());
    const Vec2 p = layout.cell_center(cell);
    const float off = centre ? 0 : layout.spacing();
    return app_->captured_pixel(p.x - off * 0.22f, p.y + off * 0.05f);
  }

  // The middle of a square of the grid, off every line and stone: bare wood.
  Rgba between(const std::string& a, const std::string& b) {
    GameScreen& screen = app_->game_screen();
    const BoardLayout layout = screen.board_layout(app_->now_ms());
    const Vec2 pa = layout.cell_center(cell_by_name(screen.session()->game(), a));
    const Vec2 pb = layout.cell_center(cell_by_name(screen.session()->game(), b));
    return app_->captured_pixel((pa.x + pb.x) / 2, (pa.y + pb.y) / 2);
  }

  std::filesystem::path config_;
  std::unique_ptr<App> app_;
};

#define START_OR_SKIP(...) \
  if (!start(__VA_ARGS__)) GTEST_SKIP() << "no OpenGL context here"

TEST_F(RenderTest, GomokuStonesAppearOnTheirPoints) {
  START_OR_SKIP({"--game", "gomoku", "--seats", "human,human", "--moves", "h8 h9"});
  ASSERT_GT(app_->captured_width(), 0);
  const Rgba black = at_cell("h8"), white = at_cell("h9"), empty = between("c3", "d4");
  EXPECT_LT(luma(black), 70) << int(black.r) << "," << int(black.g) << "," << int(black.b);
  EXPECT_GT(luma(white), 190) << int(white.r) << "," << int(white.g) << "," << int(white.b);
  // Wood: warm and mid-bright.
  EXPECT_GT(empty.r, empty.b + 40);
  EXPECT_GT(luma(empty), 110);
  EXPECT_LT(luma(empty), 230);
}

TEST_F(RenderTest, NoGoStonesAppearOnTheirPoints) {
  START_OR_SKIP({"--game", "nogo", "--seats", "human,human", "--moves", "e5 c3"});
  EXPECT_LT(luma(at_cell("e5")), 70);
  EXPECT_GT(luma(at_cell("c3")), 190);
  const Rgba empty = between("f6", "g7");
  EXPECT_GT(empty.r, empty.b + 40);
}

TEST_F(RenderTest, ChineseCheckersPieceLeavesItsHole) {
  const AnyGame game = AnyGame::create("chinese-checkers", {}).value();
  const AnyMove first = game.legal_moves().front();
  const std::string from = game.cell_name(first.cells.front());
  const std::string to = game.cell_name(first.cells.back());
  START_OR_SKIP({"--game", "chinese-checkers", "--seats", "human,human", "--moves",
                 game.move_to_string(first)});
  // Player 1's pieces are vermillion (213, 94, 0), shaded.
  const Rgba piece = at_cell(to);
  EXPECT_GT(piece.r, 140);
  EXPECT_GT(piece.r, piece.g + 60);
  EXPECT_LT(piece.b, 80);
  // The hole it left is the dark hole colour.
  const Rgba hole = at_cell(from, /*centre=*/true);
  EXPECT_LT(luma(hole), 110);
  EXPECT_LT(std::abs(int(hole.r) - int(hole.b)), 60);
  // Player 2's pieces at the top are sky blue (86, 180, 233).
  const Rgba other = at_cell("b1");
  EXPECT_GT(other.b, other.r + 60);
}

TEST_F(RenderTest, RotationPutsTheChosenSeatAtTheBottom) {
  START_OR_SKIP(
      {"--game", "chinese-checkers", "--seats", "human,human", "--rotation", "turn", "--moves", [] {
         const AnyGame g = AnyGame::create("chinese-checkers", {}).value();
         return g.move_to_string(g.legal_moves().front());
       }()});
  // Player 2 is to move, so its home (the top point, a1 at the tip) is turned to the bottom.
  GameScreen& screen = app_->game_screen();
  const BoardLayout layout = screen.board_layout(app_->now_ms());
  const int tip = cell_by_name(screen.session()->game(), "a1");
  const Rect r = screen.board_rect();
  EXPECT_GT(layout.cell_center(tip).y, r.y + r.h * 0.85f);
  const Rgba piece = at_cell("a1");
  EXPECT_GT(piece.b, piece.r + 60);
}

TEST_F(RenderTest, GodModeEditsAreDrawnUnderTheLabMenuBar) {
  START_OR_SKIP({"--game", "gomoku", "--seats", "human,human", "--panels", "god", "--console",
                 "god on; place c3 2; place h8 1"});
  EXPECT_TRUE(app_->god_mode().active());
  EXPECT_EQ(app_->session()->match().actions().size(), 0u);  // edits are not moves
  EXPECT_GT(luma(at_cell("c3")), 190);
  EXPECT_LT(luma(at_cell("h8")), 70);
  // The menu bar takes the top of the window; the board starts below it.
  EXPECT_GT(app_->game_screen().board_rect().y, 10.0f);
}

}  // namespace
}  // namespace bl
