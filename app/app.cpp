#include "app/app.h"

#include <SDL.h>
#include <SDL_opengl.h>
#include <backends/imgui_impl_opengl3.h>
#include <backends/imgui_impl_sdl.h>
#include <imgui.h>
#include <stb_image_write.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <thread>

#include "app/match_setup.h"
#include "app/move_input.h"
#include "app/ui_format.h"
#include "core/common/quote_text.h"
#include "core/records/record_file.h"

namespace bl {
namespace {

constexpr const char* kFontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
constexpr float kBaseFontSize = 16;
constexpr double kFramePeriodMs = 1000.0 / 60;

// Latin-1 plus the dashes, arrows and shapes the panels use.
const ImWchar kGlyphRanges[] = {0x0020, 0x00FF, 0x2010, 0x2027, 0x2190, 0x21FF, 0x25A0, 0x25FF, 0};

void setup_style(ImGuiStyle& style) {
  ImGui::StyleColorsDark(&style);
  style.WindowRounding = 6;
  style.FrameRounding = 4;
  style.GrabRounding = 4;
  style.PopupRounding = 6;
  style.WindowBorderSize = 0;
  style.FramePadding = {8, 5};
  style.ItemSpacing = {8, 6};
  ImVec4* c = style.Colors;
  const Rgba bg = colors::kBackground;
  c[ImGuiCol_WindowBg] = {bg.r / 255.0f, bg.g / 255.0f, bg.b / 255.0f, 1};
  c[ImGuiCol_PopupBg] = {0.16f, 0.17f, 0.19f, 0.98f};
  c[ImGuiCol_Button] = {0.25f, 0.32f, 0.40f, 1};
  c[ImGuiCol_ButtonHovered] = {0.33f, 0.45f, 0.58f, 1};
  c[ImGuiCol_ButtonActive] = {0.20f, 0.50f, 0.70f, 1};
  c[ImGuiCol_Header] = {0.30f, 0.40f, 0.50f, 0.55f};
  c[ImGuiCol_HeaderHovered] = {0.35f, 0.48f, 0.62f, 0.8f};
  c[ImGuiCol_FrameBg] = {0.20f, 0.22f, 0.25f, 1};
  c[ImGuiCol_ModalWindowDimBg] = {0, 0, 0, 0.45f};
}

// "h8", or what ended the game instead of a move.
std::string action_text(const Match& match, const MatchAction& action) {
  const std::string& seat = match.seats()[action.player].name;
  switch (action.kind) {
    case ActionKind::kMove:
      return action.notation;
    case ActionKind::kTimeout:
      return "timeout (" + seat + ")";
    case ActionKind::kResign:
      return "resigns (" + seat + ")";
  }
  return "";
}

}  // namespace

bool display_available(std::string* why) {
  auto set = [](const char* name) {
    const char* v = std::getenv(name);
    return v && *v;
  };
  if (set("SDL_VIDEODRIVER") || set("DISPLAY") || set("WAYLAND_DISPLAY")) return true;
  *why =
      "boardlab: no display (DISPLAY and WAYLAND_DISPLAY are unset); to run headless use "
      "SDL_VIDEODRIVER=offscreen boardlab ... or xvfb-run boardlab ...";
  return false;
}

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

Result<bool> App::start_setup(const MatchSetup& setup) {
  auto match = setup.build();
  if (!match) return Result<bool>::failure(match.error());
  SessionOptions options;
  options.hint_agent = settings_.hint_agent.empty()
                           ? default_hint_agent(match.value().game().game_name())
                           : settings_.hint_agent;
  auto session = GameSession::create(std::move(match).value(), options);
  if (!session) return Result<bool>::failure(session.error());
  game_->start(std::move(session).value(), now_ms());
  return true;
}

Result<bool> App::prepare() {
  using R = Result<bool>;
  load_settings_and_overrides();
  game_ = std::make_unique<GameScreen>(textures_, settings_, config_dir_);
  console_ = std::make_unique<Console>(*this);
  lab_ = std::make_unique<LabPanels>(*console_, *this);
  lab_->restore(settings_.lab_panels);
  for (const auto& panel : options_.panels) lab_->set_open(panel, true);
  game_->set_autosave(write_config_);
  lobby_.restore(settings_);
  if (auto started = start_from_flags(); !started) return started;
  if (auto online = start_online_from_flags(); !online) return online;
  if (!game_->active()) {
    if (auto ran = run_start_commands(); !ran) return ran;
    if (!game_->active()) refresh_continue();
    return true;
  }
  GameSession& session = *game_->session();
  for (std::size_t i = 0; i < options_.moves.size(); ++i) {
    auto played = session.play_scripted(options_.moves[i]);
    if (!played)
      return R::failure("--moves: move " + std::to_string(i + 1) + " '" + options_.moves[i] +
                        "': " + played.error());
  }
  game_->view().reset(session, now_ms());
  for (const auto& name : options_.clicks)
    if (cell_by_name(session.game(), name) < 0)
      return R::failure("--clicks: no cell '" + name + "' on this board");
  if (!options_.hover.empty()) {
    const int cell = cell_by_name(session.game(), options_.hover);
    if (cell < 0) return R::failure("--hover: no cell '" + options_.hover + "' on this board");
    game_->force_hover(cell);
  }
  if (!options_.dialog.empty())
    game_->open_file_dialog(options_.dialog == "save" ? FileDialog::Mode::kSave
                                                      : FileDialog::Mode::kOpen);
  if (options_.angle) game_->view().lock_at(*options_.angle);
  return run_start_commands();
}

// --seats names every seat: a count that does not match the game is refused rather than
// completed with defaults behind the user's back (no --seats at all gives the defaults).
Result<bool> App::check_seat_count() const {
  if (options_.seats.empty()) return true;
  auto game = AnyGame::create(options_.game, options_.rules);
  if (!game) return true;  // start_setup() reports the bad rules
  const int players = game.value().num_players();
  const int seats = int(options_.seats.size());
  if (seats == players) return true;
  return Result<bool>::failure(std::to_string(seats) + (seats == 1 ? " seat" : " seats") +
                               " given but " + options_.game + " has " + std::to_string(players) +
                               " players");
}

Result<bool> App::start_from_flags() {
  using R = Result<bool>;
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
  return true;
}

Result<bool> App::run_start_commands() {
  using R = Result<bool>;
  // Each command's output is printed as it runs, so an error does not hide what ran before.
  console_->set_echo([](const std::string& output) {
    std::fputs(output.c_str(), stdout);
    std::fflush(stdout);
  });
  auto ran = [&]() -> R {
    for (const auto& file : options_.scripts)
      if (auto out = console_->run_script_file(file); !out)
        return R::failure("--script: " + out.error());
    for (const auto& commands : options_.console_commands)
      if (auto out = console_->submit(commands); !out)  // shown in the console panel too
        return R::failure("--console: " + out.error());
    return true;
  }();
  console_->set_echo({});
  return ran;
}

// --print-moves: each move once it is played (and its autosave posted), flushed at once so
// that a reader sees it even if the program is killed next.
void App::print_new_moves() {
  const GameSession* session = game_->active() ? game_->session() : nullptr;
  if (!session) return;
  const auto& actions = session->match().actions();
  if (game_->games_started() != printed_game_ || session->epoch() != printed_epoch_ ||
      actions.size() < printed_moves_) {
    // A new game, a loaded one or an undo: only what is played from now on is printed.
    printed_game_ = game_->games_started();
    printed_epoch_ = session->epoch();
    printed_moves_ = actions.size();
    return;
  }
  for (; printed_moves_ < actions.size(); ++printed_moves_) {
    const MatchAction& action = actions[printed_moves_];
    std::printf("move %zu: %s\n", printed_moves_ + 1,
                action_text(session->match(), action).c_str());
  }
  std::fflush(stdout);
}

Result<bool> App::new_game(const MatchSetup& setup) {
  auto started = start_setup(setup);
  if (started) game_->view().reset(*game_->session(), now_ms());
  return started;
}

Result<bool> App::load_game(const std::string& path) { return game_->load_game(path, now_ms()); }

Result<bool> App::save_game(const std::string& path) { return game_->save_game(path); }

Result<bool> App::rotate(int steps) {
  if (!game_->active()) return Result<bool>::failure("no game");
  game_->view().rotate_by(*game_->session(), steps, now_ms());
  return true;
}

Result<bool> App::set_rotation(const std::string& mode, int seat) {
  if (!game_->active()) return Result<bool>::failure("no game");
  RotationMode parsed;
  if (!parse_rotation_mode(mode, &parsed))
    return Result<bool>::failure("unknown rotation " + quote_input(mode));
  game_->view().set_rotation_mode(*game_->session(), parsed, seat, now_ms());
  return true;
}

Result<bool> App::replay(int player) {
  if (!game_->active()) return Result<bool>::failure("no game");
  if (!last_move_of(game_->session()->match(), player))
    return Result<bool>::failure("player " + std::to_string(player + 1) + " has not moved yet");
  game_->view().replay_last_move(*game_->session(), player, now_ms());
  return true;
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

float App::display_scale() const {
  if (options_.ui_scale) return *options_.ui_scale;
  if (settings_.ui_scale > 0) return settings_.ui_scale;
  float ddpi = 0;
  const int display = window_ ? SDL_GetWindowDisplayIndex(window_) : 0;
  float scale = 1;
  if (SDL_GetDisplayDPI(display, &ddpi, nullptr, nullptr) == 0 && ddpi > 0) scale = ddpi / 96.0f;
  // Physical DPI readings wobble around 96; snap to quarter steps.
  return std::clamp(std::round(scale * 4) / 4, 1.0f, 3.0f);
}

void App::setup_style_and_fonts() {
  ui_scale_ = display_scale();
  int window_w = 1, window_h = 1, drawable_w = 1, drawable_h = 1;
  SDL_GetWindowSize(window_, &window_w, &window_h);
  SDL_GL_GetDrawableSize(window_, &drawable_w, &drawable_h);
  framebuffer_scale_ = std::max(1.0f, float(drawable_w) / float(std::max(1, window_w)));
  ImGuiStyle style;
  setup_style(style);
  style.ScaleAllSizes(ui_scale_);
  ImGui::GetStyle() = style;
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  // Rasterise at the framebuffer's resolution so text stays sharp on high-DPI screens.
  const float pixels = std::round(kBaseFontSize * ui_scale_ * framebuffer_scale_);
  ImFont* font = nullptr;
  std::error_code error;
  if (std::filesystem::is_regular_file(kFontPath, error)) {  // not a FIFO that blocks ImGui
    ImFontConfig config;
    config.OversampleH = 2;
    font = io.Fonts->AddFontFromFileTTF(kFontPath, pixels, &config, kGlyphRanges);
  }
  if (!font) {
    ImFontConfig config;
    config.SizePixels = pixels;
    io.Fonts->AddFontDefault(&config);
  }
  io.FontGlobalScale = 1.0f / framebuffer_scale_;
  // Lines get geometric anti-aliasing rather than the atlas's baked line textures, so the
  // atlas can be sampled without filtering (below).
  io.Fonts->Flags |= ImFontAtlasFlags_NoBakedLines;
  if (imgui_ready_) {
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    ImGui_ImplOpenGL3_CreateFontsTexture();
    sample_font_atlas_unfiltered();
  }
}

// Glyphs are drawn at their own pixel size and shapes use the atlas's white texel, so
// nearest sampling looks the same as linear; on software GL it is a much cheaper shader.
void App::sample_font_atlas_unfiltered() {
  const auto id = GLuint(reinterpret_cast<std::uintptr_t>(ImGui::GetIO().Fonts->TexID));
  if (id == 0) return;
  glBindTexture(GL_TEXTURE_2D, id);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
}

Result<bool> App::open_window() {
  using R = Result<bool>;
  SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1");
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0)
    return R::failure(std::string("cannot start SDL video: ") + SDL_GetError());
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);
  SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 8);
  const int w = std::max(200, settings_.window_width), h = std::max(150, settings_.window_height);
  window_ = SDL_CreateWindow("BoardLab", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, w, h,
                             SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  if (!window_) return R::failure(std::string("cannot open a window: ") + SDL_GetError());
  SDL_SetWindowMinimumSize(window_, 480, 360);
  gl_context_ = SDL_GL_CreateContext(window_);
  if (!gl_context_)
    return R::failure(std::string("cannot create an OpenGL 3 context: ") + SDL_GetError());
  SDL_GL_MakeCurrent(window_, gl_context_);
  SDL_GL_SetSwapInterval(options_.no_vsync ? 0 : 1);
  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  // The board and side panel have a fixed layout; the lab's windows are remembered in
  // lab_layout.ini, written atomically by LabPanels (not by ImGui, which writes in place).
  ImGui::GetIO().IniFilename = nullptr;
  ImGui_ImplSDL2_InitForOpenGL(window_, gl_context_);
  ImGui_ImplOpenGL3_Init("#version 130");
  setup_style_and_fonts();
  ImGui_ImplOpenGL3_CreateDeviceObjects();  // the font atlas now, to set its sampling
  sample_font_atlas_unfiltered();
  imgui_ready_ = true;
  lab_->load_layout(config_dir_ / "lab_layout.ini");
  const int found = textures_.load(find_assets_dir());
  if (found == 0)
    std::fprintf(stderr, "boardlab: no textures in %s, drawing pieces as vectors\n",
                 find_assets_dir().string().c_str());
  return true;
}

void App::shut_down_window() {
  if (imgui_ready_) {
    textures_.release();
    ImGui_ImplOpenGL3_Shutdown();
    ImGui_ImplSDL2_Shutdown();
    ImGui::DestroyContext();
    imgui_ready_ = false;
  }
  if (gl_context_) SDL_GL_DeleteContext(gl_context_);
  gl_context_ = nullptr;
  if (window_) SDL_DestroyWindow(window_);
  window_ = nullptr;
  SDL_Quit();
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

void App::automate(double now_ms) {
  if (!game_->active() || frames_ < 2) return;
  GameSession& session = *game_->session();
  if (options_.hint && !hint_asked_ && session.human_to_move() && !game_->view().busy(now_ms)) {
    session.request_hint();
    hint_asked_ = true;
  }
  if (next_click_ < options_.clicks.size() && !game_->view().busy(now_ms)) {
    const int cell = cell_by_name(session.game(), options_.clicks[next_click_++]);
    game_->click_cell(cell, now_ms);
  }
}

bool App::final_frame(double now_ms) {
  if (quit_) return true;
  if (options_.frames > 0 && frames_ + 1 >= options_.frames) return true;
  if (options_.until_end && game_->active()) {
    const GameSession& s = *game_->session();
    const bool settled = s.match().is_over() && !game_->view().animating(now_ms);
    frames_since_end_ = settled ? frames_since_end_ + 1 : 0;
    if (frames_since_end_ >= 30) return true;  // the end screen has been up for a moment
  }
  return false;
}

void App::capture() {
  int w = 0, h = 0;
  SDL_GL_GetDrawableSize(window_, &w, &h);
  std::vector<std::uint8_t> pixels(std::size_t(w) * h * 4);
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadBuffer(GL_BACK);
  glReadPixels(0, 0, w, h, GL_RGBA, GL_UNSIGNED_BYTE, pixels.data());
  captured_.resize(pixels.size());
  const std::size_t row = std::size_t(w) * 4;
  for (int y = 0; y < h; ++y)  // GL's rows run bottom-up
    std::copy_n(pixels.data() + std::size_t(h - 1 - y) * row, row,
                captured_.data() + std::size_t(y) * row);
  captured_w_ = w;
  captured_h_ = h;
  capture_ = false;
}

Rgba App::captured_pixel(float x, float y) const {
  const int px = int(x * framebuffer_scale_), py = int(y * framebuffer_scale_);
  if (px < 0 || py < 0 || px >= captured_w_ || py >= captured_h_) return {};
  const std::uint8_t* p = captured_.data() + (std::size_t(py) * captured_w_ + px) * 4;
  return {p[0], p[1], p[2], p[3]};
}

Result<bool> App::write_capture_png(const std::string& path) const {
  if (captured_.empty()) return Result<bool>::failure("no frame was captured");
  if (!stbi_write_png(path.c_str(), captured_w_, captured_h_, 4, captured_.data(), captured_w_ * 4))
    return Result<bool>::failure("cannot write " + path);
  return true;
}

void App::frame() {
  const auto start = std::chrono::steady_clock::now();
  SDL_Event event;
  while (SDL_PollEvent(&event)) {
    ImGui_ImplSDL2_ProcessEvent(&event);
    last_input_ms_ = now_ms();
    if (event.type == SDL_QUIT) quit_ = true;
    if (event.type == SDL_WINDOWEVENT && event.window.event == SDL_WINDOWEVENT_CLOSE &&
        event.window.windowID == SDL_GetWindowID(window_))
      quit_ = true;
    if (event.type == SDL_WINDOWEVENT && (event.window.event == SDL_WINDOWEVENT_DISPLAY_CHANGED ||
                                          event.window.event == SDL_WINDOWEVENT_SIZE_CHANGED))
      rescale_pending_ = true;
  }
  if (rescale_pending_) {
    rescale_pending_ = false;
    const float old_scale = ui_scale_, old_fb = framebuffer_scale_;
    int ww = 1, wh = 1, dw = 1, dh = 1;
    SDL_GetWindowSize(window_, &ww, &wh);
    SDL_GL_GetDrawableSize(window_, &dw, &dh);
    if (display_scale() != old_scale || std::max(1.0f, float(dw) / float(ww)) != old_fb)
      setup_style_and_fonts();
  }
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
  ImGui::Render();
  int w = 0, h = 0;
  SDL_GL_GetDrawableSize(window_, &w, &h);
  glViewport(0, 0, w, h);
  const Rgba bg = colors::kBackground;
  glClearColor(bg.r / 255.0f, bg.g / 255.0f, bg.b / 255.0f, 1);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  if (capture_ || (last && !options_.screenshot.empty())) capture();
  SDL_GL_SwapWindow(window_);
  // Software GL (llvmpipe, offscreen) queues work without waiting on swaps; finishing each
  // frame makes --bench-frames count the real cost of drawing it.
  if (options_.bench_frames) glFinish();
  const double work_ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  stats_.add(work_ms);
  ++frames_;
  if (last) quit_ = true;
  pace(work_ms, now);
}

bool App::lively(double now_ms) const {
  if (now_ms - last_input_ms_ < 400) return true;  // ImGui needs a few frames to settle
  if (!game_->active()) return false;
  const GameSession& s = *game_->session();
  return game_->view().animating(now_ms) || s.thinking() || s.hint_pending() ||
         (s.match().time_control().unlimited() ? false : s.turn_started() && !s.paused());
}

void App::pace(double work_ms, double now_ms) {
  const bool automated = options_.frames > 0 || options_.until_end || options_.bench_frames;
  if (options_.no_vsync && automated) return;
  double period = kFramePeriodMs;
  if (!automated && !lively(now_ms)) {
    // Nothing moves: draw a few times a second (the turn timer), or at once on input, and
    // leave the processor to the AI.
    SDL_WaitEventTimeout(nullptr, 250);
    return;
  }
  if (!automated && game_->active() && game_->session()->thinking() &&
      !game_->view().animating(now_ms) && now_ms - last_input_ms_ > 400)
    period = 1000.0 / 30;  // only the live search numbers change: half rate for the search
  // Without a real vsync (offscreen, some drivers) keep to the frame period.
  if (work_ms < period * 0.9)
    std::this_thread::sleep_for(std::chrono::duration<double, std::milli>(period - work_ms));
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
  int status = 0;
  if (!options_.screenshot.empty()) {
    if (auto written = write_capture_png(options_.screenshot); !written) {
      std::fprintf(stderr, "boardlab: --screenshot: %s\n", written.error().c_str());
      status = 1;
    }
  }
  if (options_.until_end && game_->active()) {
    const Match& m = game_->session()->match();
    std::printf("result: %s after %zu moves\n",
                m.is_over() ? m.outcome().to_string().c_str() : "unfinished", m.actions().size());
  }
  if (options_.bench_frames) std::printf("%s\n", stats_.summary().c_str());
  if (write_config_) {
    settings_.lab_panels = lab_->open_panels();
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
