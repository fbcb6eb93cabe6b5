#pragma once
#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "app/background_writer.h"
#include "app/board_view.h"
#include "app/dock_column.h"
#include "app/file_dialog.h"
#include "app/game_session.h"
#include "app/lab/god_mode.h"
#include "app/lab/lab_overlays.h"
#include "app/review_board.h"
#include "app/settings.h"
#include "app/tune_session.h"

namespace bl {

class BoardTextures;

// The game being played: the board (drawn by board_painter, clicked through BoardView) and
// the side panel with the players, their clocks and controllers, the AI's live search,
// undo/redo, hint, resign, save/load, the view options, and the end-of-game screen.
class GameScreen {
 public:
  GameScreen(const BoardTextures& textures, Settings& settings, std::filesystem::path config_dir);
  ~GameScreen();

  enum class Action { kNone, kLobby };

  void start(std::unique_ptr<GameSession> session, double now_ms);
  // How many games start() has begun: a new number means another game.
  std::uint64_t games_started() const { return games_started_; }
  void close() {
    review_.drop_jobs();
    retire(std::move(session_));
  }
  // The session leaves the screen without ending (an online game going on in the lobby).
  std::unique_ptr<GameSession> take_session() { return std::move(session_); }
  bool active() const { return session_ != nullptr; }
  GameSession* session() { return session_.get(); }
  const GameSession* session() const { return session_.get(); }
  BoardView& view() { return view_; }

  // One frame, inside an ImGui frame: advances the session and the view, then draws.
  Action frame(double now_ms);

  // Automation: a click on a cell as if by the mouse, and a hover that stays.
  ClickOutcome click_cell(int cell, double now_ms);
  void force_hover(int cell) { forced_hover_ = cell; }
  void open_file_dialog(FileDialog::Mode mode);
  // The board's area on the screen in the last frame.
  Rect board_rect() const { return board_rect_; }
  BoardLayout board_layout(double now_ms) const;
  // Writes the autosave in the background (done by frame() after every change of the
  // match, atomically); wait_for_autosave() blocks until it is on disk.
  void autosave();
  void wait_for_autosave() { writer_.flush(); }
  std::filesystem::path autosave_path() const { return config_dir_ / "autosave.json"; }
  void apply_view_settings();
  // Automated runs keep the user's autosave untouched.
  void set_autosave(bool enabled) { autosave_enabled_ = enabled; }
  // Loads a saved game (JSON record or SGF) and plays on from its end.
  Status load_game(const std::filesystem::path& path, double now_ms);
  // Saves the game (JSON record, or SGF by the extension), atomically.
  Status save_game(const std::filesystem::path& path) const;
  GodMode& god_mode() { return god_; }
  const GodMode& god_mode() const { return god_; }
  // The session's match was replaced (god mode, time control): the view starts afresh.
  void match_replaced(double now_ms);
  LabOverlayOptions& overlay_options() { return overlays_; }
  // The tree browser's preview: the board shows this position (for one frame).
  void preview(const AnyGame& game) { preview_ = game; }
  // The AI move the user clicked in the move list (to inspect), once; -1 if none.
  int take_inspect_request() { return std::exchange(inspect_request_, -1); }
  // Drawn in the side panel under the header (the online room's section), if set.
  void set_extra_section(std::function<void()> draw) { extra_section_ = std::move(draw); }
  // Space at the top of the window taken by the menu bar.
  void set_top_margin(float pixels) { top_margin_ = pixels; }
  // Lab panels docked between the board and the side panel: they reserve their width here
  // before the frame, and the board takes what is left (dock_column.h).
  DockColumn& dock() { return dock_; }
  // The analysis board: the game's review, the position viewed and its best lines. While
  // it views an earlier position the board shows that one and takes no clicks.
  ReviewBoard& review() { return review_; }
  // The tuning run of the Tune window and the console's `tune`: it outlives the games (a
  // new game or the lobby leave it running) and stops with the screen.
  TuneSession& tune() { return tune_; }
  // A new game from `position` (any position of this one) with these seats and this game's
  // time control, as god mode's edits start one.
  Status play_from(const AnyGame& position, const std::vector<Seat>& seats, double now_ms);

 private:
  // ---- frame and wiring (game_screen.cpp) ----
  void advance(double now_ms);
  void handle_keys(double now_ms);
  void rematch(double now_ms);
  void say(std::string message, double now_ms);
  // Ends a session off the frame loop: its AI worker may take a moment to stop and join.
  void retire(std::unique_ptr<GameSession> session);
  // ---- the board and its mouse (game_board.cpp) ----
  void draw_board(double now_ms);
  void handle_board_mouse(const BoardLayout& layout, bool hovered, double now_ms);
  void god_mouse(const BoardLayout& layout, double now_ms);
  // ---- side panel (game_side_panel.cpp) ----
  void draw_panel(double now_ms);
  void draw_header();
  void draw_players(double now_ms);
  void draw_search(double now_ms);
  void draw_controls(double now_ms);
  void draw_view_options(double now_ms);
  void draw_move_list();
  void draw_status(double now_ms);
  // ---- end of game (game_end_popup.cpp) ----
  Action draw_end_popup();
  // ---- files: dialog, save, load, autosave (game_files.cpp) ----
  void handle_file_dialog(double now_ms);
  void autosave_if_changed();

  const BoardTextures& textures_;
  Settings& settings_;
  std::filesystem::path config_dir_;
  std::unique_ptr<GameSession> session_;
  std::vector<std::thread> retiring_;
  BackgroundWriter writer_;
  BoardView view_;
  GodMode god_;
  int god_press_cell_ = -1;
  std::uint64_t seen_epoch_ = 0;
  LabOverlayOptions overlays_;
  std::optional<AnyGame> preview_;
  ReviewBoard review_;
  TuneSession tune_;
  DockColumn dock_;
  ScreenColumns columns_;
  float top_margin_ = 0;
  std::function<void()> extra_section_;
  int inspect_request_ = -1;
  FileDialog file_dialog_;
  Rect board_rect_;
  int forced_hover_ = -1;
  int hover_cell_ = -1;
  std::uint64_t saved_version_ = 0;
  std::uint64_t games_started_ = 0;
  bool end_popup_shown_ = false;
  bool want_lobby_ = false;
  bool autosave_enabled_ = true;
  std::string message_;
  double message_ms_ = -1e18;
  double now_ms_ = 0;
};

}  // namespace bl
