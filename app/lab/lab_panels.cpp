#include "app/lab/lab_panels.h"

#include <SDL_scancode.h>
#include <imgui.h>

#include <sstream>
#include <utility>
#include <vector>

#include "app/game_screen.h"
#include "app/lab/panel_widgets.h"
#include "core/records/atomic_file.h"

namespace bl {
namespace {

constexpr std::array<SDL_Scancode, LabPanels::kPanelCount> kKeys{
    SDL_SCANCODE_F1, SDL_SCANCODE_F2, SDL_SCANCODE_F3, SDL_SCANCODE_F4,
    SDL_SCANCODE_F5, SDL_SCANCODE_F6, SDL_SCANCODE_F7, SDL_SCANCODE_F8};
constexpr std::array<const char*, LabPanels::kPanelCount> kKeyNames{"F1", "F2", "F3", "F4",
                                                                    "F5", "F6", "F7", "F8"};

using Place = DockRequest::Place;

// Each panel's place in the dock and when it floats: the column's width and the least
// height it is usable in (font heights), then its first floating size and place (negative:
// from the side panel's left edge or the display's bottom).
DockSpec dock_spec(LabPanels::Panel panel) {
  switch (panel) {
    case LabPanels::kConsole:
      return {Place::kBottom, 36, 12, {36, 14}, {1, -15}};
    case LabPanels::kGod:
      return {Place::kColumn, 26, 9, {0, 0}, {1, 20}, ImGuiWindowFlags_AlwaysAutoResize};
    case LabPanels::kWeights:
      return {Place::kColumn, 26, 18, {26, 40}, {-1, 2.5f}};
    case LabPanels::kSearch:
      return {Place::kColumn, 24, 17, {24, 26}, {1, 2.5f}};
    case LabPanels::kInspector:
      return {Place::kColumn, 26, 16, {26, 32}, {-1, 2.5f}};
    case LabPanels::kTree:
      return {Place::kColumn, 26, 12, {26, 22}, {-1, -23}};
    case LabPanels::kTune:
      return {Place::kColumn, 28, 24, {28, 44}, {-1, 2.5f}};
    case LabPanels::kReview:
    case LabPanels::kPanelCount:
      break;
  }
  return {Place::kColumn, 26, 22, {26, 40}, {-1, 2.5f}};
}

// The column's order, top to bottom.
constexpr std::array<LabPanels::Panel, LabPanels::kPanelCount> kDockOrder{
    LabPanels::kReview, LabPanels::kTune,    LabPanels::kSearch, LabPanels::kInspector,
    LabPanels::kTree,   LabPanels::kWeights, LabPanels::kGod,    LabPanels::kConsole};

template <std::size_t... I>
std::array<DockedWindow, LabPanels::kPanelCount> make_windows(std::index_sequence<I...>) {
  return {
      DockedWindow(LabPanels::panel_name(LabPanels::Panel(I)), dock_spec(LabPanels::Panel(I)))...};
}

std::vector<std::string> split_commas(const std::string& text) {
  std::vector<std::string> words;
  std::istringstream in(text);
  for (std::string w; std::getline(in, w, ',');) words.push_back(w);
  return words;
}

}  // namespace

const char* LabPanels::panel_name(Panel panel) {
  static const char* const names[] = {"console",   "god",  "weights", "search",
                                      "inspector", "tree", "review",  "tune"};
  return names[panel];
}

const char* LabPanels::panel_title(Panel panel) {
  static const char* const titles[] = {"Console",   "God mode",    "Weights", "Search",
                                       "Inspector", "Search tree", "Review",  "Tune"};
  return titles[panel];
}

LabPanels::LabPanels(Console& console, ConsoleHost& host)
    : host_(host),
      console_panel_(console),
      god_mode_panel_(console_panel_),
      weights_panel_(console_panel_),
      inspector_panel_(console_panel_),
      windows_(make_windows(std::make_index_sequence<kPanelCount>())) {}

void LabPanels::restore(const std::string& open_panels) {
  open_.fill(false);
  for (const std::string& w : split_commas(open_panels))
    for (int p = 0; p < kPanelCount; ++p)
      if (w == panel_name(Panel(p))) open_[p] = true;
}

void LabPanels::restore_floating(const std::string& floating_panels) {
  for (DockedWindow& w : windows_) w.set_docked(true);
  for (const std::string& w : split_commas(floating_panels))
    for (int p = 0; p < kPanelCount; ++p)
      if (w == panel_name(Panel(p))) windows_[p].set_docked(false);
}

std::string LabPanels::floating_panels() const {
  std::string s;
  for (int p = 0; p < kPanelCount; ++p)
    if (!windows_[p].docked()) s += (s.empty() ? "" : ",") + std::string(panel_name(Panel(p)));
  return s;
}

std::string LabPanels::open_panels() const {
  std::string s;
  for (int p = 0; p < kPanelCount; ++p)
    if (open_[p]) s += (s.empty() ? "" : ",") + std::string(panel_name(Panel(p)));
  return s;
}

void LabPanels::load_layout(const std::filesystem::path& file) {
  layout_loaded_ = true;
  auto text = read_text_file(file.string(), 1 << 20);
  if (text) ImGui::LoadIniSettingsFromMemory(text->c_str(), text->size());
}

void LabPanels::save_layout_if_changed(const std::filesystem::path& file) {
  ImGuiIO& io = ImGui::GetIO();
  if (!layout_loaded_ || !io.WantSaveIniSettings) return;
  io.WantSaveIniSettings = false;
  std::size_t size = 0;
  const char* text = ImGui::SaveIniSettingsToMemory(&size);
  std::error_code ec;
  std::filesystem::create_directories(file.parent_path(), ec);
  (void)write_file_atomically(file.string(), std::string_view(text, size));
}

void LabPanels::handle_shortcuts() {
  const ImGuiIO& io = ImGui::GetIO();
  if (ImGui::IsKeyPressed(SDL_SCANCODE_GRAVE, false) && !io.WantTextInput) {
    open_[kConsole] = !open_[kConsole];
    console_panel_.set_focus_on_input(open_[kConsole]);
  }
  for (int p = 0; p < kPanelCount; ++p)
    if (ImGui::IsKeyPressed(kKeys[p], false)) open_[p] = !open_[p];
}

float LabPanels::draw_menu_bar(GameScreen* screen) {
  if (!ImGui::BeginMainMenuBar()) return 0;
  if (ImGui::BeginMenu("Lab")) {
    for (int p = 0; p < kPanelCount; ++p)
      ImGui::MenuItem(panel_title(Panel(p)), kKeyNames[p], &open_[p]);
    ImGui::EndMenu();
  }
  if (screen && screen->active() && ImGui::BeginMenu("Board")) {
    LabOverlayOptions& o = screen->overlay_options();
    ImGui::MenuItem("Principal variation ghosts", nullptr, &o.pv_ghosts);
    ImGui::MenuItem("MCTS visit heat map", nullptr, &o.heat);
    ImGui::EndMenu();
  }
  if (screen && screen->active()) {
    GameSession& s = *screen->session();
    ImGui::Separator();
    ImGui::TextColored(kDimInk, "%s%s%s", screen->god_mode().active() ? "god mode  " : "",
                       s.step_mode() ? "step mode  " : "", s.paused() ? "paused" : "");
  }
  const float height = ImGui::GetWindowSize().y;
  ImGui::EndMainMenuBar();
  return height;
}

void LabPanels::prepare(GameScreen* screen) {
  if (!screen) return;
  screen->dock().clear();
  if (!screen->active()) return;
  screen->session()->set_tree_depth(open_[kTree] || open_[kInspector] ? TreePanel::kRecordedDepth
                                                                      : 0);
  for (const Panel p : kDockOrder)
    if (open_[p]) windows_[p].reserve(&screen->dock());
  screen->review().set_window_open(open_[kReview]);
}

void LabPanels::draw(GameScreen* screen, double now_ms) {
  GameScreen* game = screen && screen->active() ? screen : nullptr;
  if (game) {
    if (const int asked = game->take_inspect_request(); asked >= 0) {
      inspector_panel_.inspect(asked);
      open_[kInspector] = true;
    }
  }
  // A window that first appears in the very frame a modal popup opens (the end of a loaded
  // game's "Game over") trips an assertion in ImGui 1.86 (its FindBlockingModal() ignores a
  // modal that was not active the frame before): such a panel waits one frame.
  const bool popup = ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId);
  const bool popup_appeared = popup && !popup_last_frame_;
  popup_last_frame_ = popup;
  auto shows = [&](Panel p, bool available) {
    const bool show = available && open_[p] && (shown_[p] || !popup_appeared);
    shown_[p] = show;
    return show;
  };
  DockColumn* dock = game ? &game->dock() : nullptr;
  auto window = [&](Panel p, bool available, auto&& contents) {
    if (!shows(p, available)) return;
    if (windows_[p].begin(dock, panel_title(p), &open_[p])) contents();
    windows_[p].end();
  };
  window(kConsole, true, [&] { console_panel_.draw(); });
  window(kGod, game, [&] { god_mode_panel_.draw(*game); });
  window(kWeights, game, [&] { weights_panel_.draw(*game); });
  window(kSearch, game, [&] { search_panel_.draw(*game); });
  window(kInspector, game, [&] { inspector_panel_.draw(*game); });
  window(kTree, game, [&] { tree_panel_.draw(*game, inspector_panel_.inspected_action()); });
  window(kReview, game, [&] { review_panel_.draw(*game, now_ms); });
  window(kTune, game, [&] { tune_panel_.draw(*game); });
}

}  // namespace bl
