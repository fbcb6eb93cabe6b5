// The App's window: SDL's video and an OpenGL 3 context, Dear ImGui on them with the style
// and fonts at the display's scale, the window's events, drawing a frame, and shutting
// it all down.
#include <SDL.h>
#include <SDL_opengl.h>
#include <backends/imgui_impl_opengl3.h>
#include <backends/imgui_impl_sdl.h>
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "app/app.h"

namespace bl {
namespace {

constexpr const char* kFontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
constexpr float kBaseFontSize = 16;

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

Status App::open_window() {
  using R = Status;
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
  return {};
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

// Input goes to ImGui; closing the window quits; another display or size may need
// the fonts rasterised again at the new scale.
void App::poll_events() {
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
}

// Draws ImGui's frame over the background colour and shows it (keeping its pixels first if
// asked, or on the last frame of a --screenshot run).
void App::render_and_swap(bool last) {
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
}

}  // namespace bl
