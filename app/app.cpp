// The App's frame and wiring: settings and flags read, the game or lobby started, each frame
// drawn in turn, and what a run leaves on disk. Its other jobs live beside it:
// app_window.cpp (SDL, OpenGL, ImGui, fonts), app_automation.cpp (the scripted flags),
// app_capture.cpp (pixels read back), app_console_host.cpp (what the console drives),
// app_pacing.cpp (frame rate) and app_online.cpp (online play).
#include "app/app.h"

#include <SDL.h>
#include <backends/imgui_impl_opengl3.h>
#include <backends/imgui_impl_sdl.h>
#include <imgui.h>

#include <chrono>
#include <cstdio>

#include "app/match_setup.h"
#include "app/ui_format.h"
#include "core/records/record_file.h"

namespace bl {

App::App(AppOptions options) : options_(std::move(options)) {
  start_ticks_ = std::chrono::duration_cast<std::chrono::microseconds>(
                     std::chrono::steady_clock::now().time_since_epoch())
                     .count();
}

App::~App() {
  game_.reset();  // stops the AI worker before anything else goes
  shut_down_window();
}

double App::now_ms() const {
  const std::int64_t us = std::chrono::duration_cast<std::chrono::microseconds>(
                              std::chrono::steady_clock::now().time_since_epoch())
                              .count();
  return double(us - start_ticks_) / 1000.0;
}

void App::load_settings_and_overrides() {
  // Automated runs leave the user's settings and autosave alone unless told where to write.
  const bool automated = options_.frames > 0 || options_.until_end;
  config_dir_ = options_.config_dir.empty() ? default_config_dir()
                                            : std::filesystem::path(options_.config_dir);
  write_config_ = !automated || !options_.config_dir.empty();
  std::vector<std::string> warnings;
  settings_ = load_settings(config_dir_, &warnings);
  for (const auto& warning : warnings) std::fprintf(stderr, "boardlab: %s\n", warning.c_str());
  if (options_.hop_ms) settings_.hop_ms = *options_.hop_ms;
  if (options_.pause_ms) settings_.pause_ms = *options_.pause_ms;
  if (!options_.rotation.empty()) settings_.rotation = options_.rotation;
  if (options_.width > 0)
    settings_.window_width = options_.width, settings_.window_height = options_.height;
}

Status App::start_setup(const MatchSetup& setup) {
  auto match = setup.build();
  if (!match) return Status::failure(match.error());
  SessionOptions options;
  options.hint_agent = settings_.hint_agent.empty()
                           ? default_hint_agent(match.value().game().game_name())
                           : settings_.hint_agent;
  auto session = GameSession::create(std::move(match).value(), options);
  if (!session) return Status::failure(session.error());
  game_->start(std::move(session).value(), now_ms());
  return {};
}

Status App::prepare() {
  load_settings_and_overrides();
  game_ = std::make_unique<GameScreen>(textures_, settings_, config_dir_);
  console_ = std::make_unique<Console>(*this);
  lab_ = std::make_unique<LabPanels>(*console_, *this);
  lab_->restore(settings_.lab_panels);
  lab_->restore_floating(settings_.lab_floating);
  for (const auto& panel : options_.panels) lab_->set_open(panel, true);
  game_->set_autosave(write_config_);
  lobby_.restore(settings_);
  if (auto started = start_from_flags(); !started) return started;
  if (auto online = start_online_from_flags(); !online) return online;
  if (!game_->active()) {
    if (auto ran = run_start_commands(); !ran) return ran;
    if (!game_->active()) refresh_continue();
    return {};
  }
  if (auto applied = apply_game_flags(); !applied) return applied;
  return run_start_commands();
}

// --seats names every seat: a count that does not match the game is refused rather than
// completed with defaults behind the user's back (no --seats at all gives the defaults).
Status App::check_seat_count() const {
  if (options_.seats.empty()) return {};
  auto game = AnyGame::create(options_.game, options_.rules);
  if (!game) return {};  // start_setup() reports the bad rules
  const int players = game.value().num_players();
  const int seats = int(options_.seats.size());
  if (seats == players) return {};
  return Status::failure(std::to_string(seats) + (seats == 1 ? " seat" : " seats") + " given but " +
                         options_.game + " has " + std::to_string(players) + " players");
}

Status App::start_from_flags() {
  using R = Status;
  if (options_.resume_autosave) {
    if (auto loaded = game_->load_game(game_->autosave_path(), now_ms()); !loaded)
      return R::failure("--continue: no autosaved game to continue: " + loaded.error());
  } else if (!options_.load.empty()) {
    if (auto loaded = game_->load_game(options_.load, now_ms()); !loaded)
      return R::failure("--load: " + loaded.error());
  } else if (!options_.game.empty()) {
    if (auto counted = check_seat_count(); !counted) return counted;
    MatchSetup setup;
    setup.game = options_.game;
    setup.rules = options_.rules;
    setup.seats = seats_from_specs(options_.seats);
    setup.time_control = options_.time_control;
    if (auto started = start_setup(setup); !started) return R::failure(started.error());
  }
  return {};
}

void App::refresh_continue() {
  can_continue_ = false;
  continue_label_ = "Continue";
  auto match = load_record_file(game_->autosave_path().string());
  if (!match) return;
  const Match& m = match.value();
  can_continue_ = true;
  continue_label_ = "Continue " + game_title(m.game().game_name()) + ", move " +
                    std::to_string(m.actions().size() + 1) + (m.is_over() ? " (over)" : "");
}

void App::draw_lobby() {
  const auto action = lobby_.draw(
      can_continue_, continue_label_, textures_, [this] { draw_online_tab(); },
      std::exchange(select_online_tab_, false));
  switch (action) {
    case LobbyScreen::Action::kStart:
      if (auto started = start_setup(lobby_.setup()); !started) lobby_message_ = started.error();
      lobby_.remember(settings_);
      break;
    case LobbyScreen::Action::kContinue:
      if (auto loaded = game_->load_game(game_->autosave_path(), now_ms()); !loaded)
        lobby_message_ = loaded.error();
      break;
    case LobbyScreen::Action::kLoad:
      lobby_dialog_.open(FileDialog::Mode::kOpen, settings_.last_folder, "", {".json", ".sgf"});
      break;
    case LobbyScreen::Action::kQuit:
      quit_ = true;
      break;
    case LobbyScreen::Action::kNone:
      break;
  }
  std::filesystem::path chosen;
  if (lobby_dialog_.draw(&chosen)) {
    settings_.last_folder = lobby_dialog_.folder().string();
    if (auto loaded = game_->load_game(chosen, now_ms()); !loaded) lobby_message_ = loaded.error();
  }
  if (!lobby_message_.empty()) {
    const ImVec2 screen = ImGui::GetIO().DisplaySize;
    ImGui::SetNextWindowPos({screen.x / 2, screen.y - ImGui::GetFontSize()}, ImGuiCond_Always,
                            {0.5f, 1});
    ImGui::Begin("##lobby_message", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                     ImGuiWindowFlags_NoSavedSettings);
    ImGui::TextColored({0.95f, 0.55f, 0.35f, 1}, "%s", lobby_message_.c_str());
    ImGui::End();
  }
}

void App::frame() {
  const auto start = std::chrono::steady_clock::now();
  poll_events();
  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  ImGui::NewFrame();
  const double now = now_ms();
  automate(now);
  lab_->handle_shortcuts();
  lab_->prepare(game_.get());
  game_->set_top_margin(lab_->draw_menu_bar(game_.get()));
  update_online(now);
  if (game_->active()) {
    // Before the frame, so that a game just begun counts the moves it began with.
    if (options_.print_moves) print_new_moves();
    if (game_->frame(now) == GameScreen::Action::kLobby) leave_game_screen();  // app_online.cpp
    if (options_.print_moves) print_new_moves();
  } else {
    draw_lobby();
  }
  lab_->draw(game_.get(), now);
  if (write_config_) lab_->save_layout_if_changed(config_dir_ / "lab_layout.ini");
  const bool last = final_frame(now);
  render_and_swap(last);
  const double work_ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  stats_.add(work_ms);
  ++frames_;
  if (last) quit_ = true;
  pace(work_ms, now);
}

int App::run() {
  if (auto prepared = prepare(); !prepared) {
    std::fprintf(stderr, "boardlab: %s\n", prepared.error().c_str());
    return 1;
  }
  std::string why;
  if (!display_available(&why)) {
    std::fprintf(stderr, "%s\n", why.c_str());
    return 1;
  }
  if (auto opened = open_window(); !opened) {
    std::fprintf(stderr, "boardlab: %s\n", opened.error().c_str());
    return 1;
  }
  while (!quit_) frame();
  const int status = report_automated_run();
  if (write_config_) {
    settings_.lab_panels = lab_->open_panels();
    settings_.lab_floating = lab_->floating_panels();
    int ww = 0, wh = 0;
    SDL_GetWindowSize(window_, &ww, &wh);
    if (ww > 0 && options_.width == 0) settings_.window_width = ww, settings_.window_height = wh;
    if (game_->active()) game_->autosave();
    if (auto saved = save_settings(config_dir_, settings_); !saved)
      std::fprintf(stderr, "boardlab: %s\n", saved.error().c_str());
  }
  return status;
}

}  // namespace bl
