#pragma once
#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "app/app_options.h"
#include "app/file_dialog.h"
#include "app/frame_stats.h"
#include "app/game_screen.h"
#include "app/lab/console.h"
#include "app/lab/lab_panels.h"
#include "app/lobby_screen.h"
#include "app/online_panel.h"
#include "app/online_room.h"
#include "app/search_tally.h"
#include "app/settings.h"
#include "app/textures.h"
#include "art/palette.h"

struct SDL_Window;

namespace bl {

// Whether SDL will find somewhere to draw: a chosen SDL_VIDEODRIVER, an X11 or a Wayland
// display. If not, `why` is a one-line message saying how to run headless.
bool display_available(std::string* why);

// The BoardLab program: one SDL2 window with an OpenGL 3 context and Dear ImGui, showing
// the lobby or a game. run() is the whole program; tests drive prepare(), open_window()
// and frame() themselves and read pixels back with capture_next_frame().
class App : public ConsoleHost {
 public:
  explicit App(AppOptions options);
  ~App();
  App(const App&) = delete;
  App& operator=(const App&) = delete;

  // Checks what the flags ask of the engine (game, rules, seats, moves, clicks, records)
  // and sets up the game, before any window exists. Errors are one line.
  Status prepare();
  Status open_window();
  void frame();
  bool should_quit() const { return quit_; }
  // The whole program: frames until done, the screenshot and the frame-time summary.
  int run();

  GameScreen& game_screen() { return *game_; }
  Console& console() { return *console_; }
  LabPanels& lab() { return *lab_; }

  // ConsoleHost: what the developer console drives (app_console_host.cpp).
  GameSession* session() override { return game_->session(); }
  GodMode& god_mode() override { return game_->god_mode(); }
  Status new_game(const MatchSetup& setup) override;
  Status load_game(const std::string& path) override;
  Status save_game(const std::string& path) override;
  Status rotate(int steps) override;
  Status set_rotation(const std::string& mode, int seat) override;
  Status replay(int player) override;
  void match_replaced() override { game_->match_replaced(now_ms()); }
  ReviewBoard* review_board() override;
  TuneSession* tune_session() override;
  Status show_panel(const std::string& name) override;
  Status play_from(const AnyGame& position, const std::vector<Seat>& seats) override;
  const FrameStats& frame_stats() const { return stats_; }
  // The searches behind the moves of the game on screen (--bench-frames prints them).
  SearchTally search_tally() const;
  int frames() const { return frames_; }
  double now_ms() const override;

  // The next frame's pixels are kept (RGBA, top row first, in drawable pixels; app_capture.cpp).
  void capture_next_frame() { capture_ = true; }
  int captured_width() const { return captured_w_; }
  int captured_height() const { return captured_h_; }
  // A pixel of the captured frame at ImGui coordinates (scaled to drawable pixels).
  Rgba captured_pixel(float x, float y) const;
  Status write_capture_png(const std::string& path) const;

 private:
  // ---- frame and wiring (app.cpp) ----
  void load_settings_and_overrides();
  Status start_setup(const MatchSetup& setup);
  // --continue, --load or --game with its rules and seats.
  Status start_from_flags();
  Status check_seat_count() const;
  void refresh_continue();
  void draw_lobby();
  // ---- window, GL and ImGui (app_window.cpp) ----
  void setup_style_and_fonts();
  void sample_font_atlas_unfiltered();
  float display_scale() const;
  void poll_events();
  void render_and_swap(bool last);
  void shut_down_window();
  // ---- automation harness (app_automation.cpp) ----
  Status apply_game_flags();
  // --script and --console, in that order; the first error stops them.
  Status run_start_commands();
  void automate(double now_ms);
  bool final_frame(double now_ms);
  void print_new_moves();
  int report_automated_run();
  // ---- frame capture (app_capture.cpp) ----
  void capture();
  // ---- frame pacing (app_pacing.cpp) ----
  bool lively(double now_ms) const;
  void pace(double work_ms, double now_ms);
  // ---- online (app_online.cpp) ----
  Status start_online_from_flags();
  void connect_online(OnlineRole role);
  void update_online(double now_ms);
  void show_online_game(std::unique_ptr<GameSession> session, double now_ms);
  void draw_online_tab();
  void draw_online_section();
  void act_online(OnlinePanel::Action action);
  void leave_game_screen();

  AppOptions options_;
  std::filesystem::path config_dir_;
  bool write_config_ = true;
  Settings settings_;
  BoardTextures textures_;
  std::unique_ptr<GameScreen> game_;
  std::unique_ptr<Console> console_;
  std::unique_ptr<LabPanels> lab_;
  LobbyScreen lobby_;
  FileDialog lobby_dialog_;
  std::string lobby_message_;
  std::unique_ptr<OnlineRoom> online_;
  OnlinePanel online_panel_;
  bool select_online_tab_ = false;
  bool can_continue_ = false;
  std::string continue_label_ = "Continue";

  SDL_Window* window_ = nullptr;
  void* gl_context_ = nullptr;
  bool imgui_ready_ = false;
  float ui_scale_ = 1;
  float framebuffer_scale_ = 1;
  bool rescale_pending_ = false;

  std::int64_t start_ticks_ = 0;
  double last_input_ms_ = 0;
  bool quit_ = false;
  int frames_ = 0;
  FrameStats stats_;
  std::size_t next_click_ = 0;
  bool hint_asked_ = false;
  int frames_since_end_ = 0;
  std::uint64_t printed_game_ = 0;
  std::uint64_t printed_epoch_ = 0;
  std::size_t printed_moves_ = 0;
  bool capture_ = false;
  std::vector<std::uint8_t> captured_;
  int captured_w_ = 0, captured_h_ = 0;
};

}  // namespace bl
