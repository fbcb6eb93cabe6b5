#pragma once
#include <array>
#include <filesystem>
#include <string>

#include "app/lab/console.h"
#include "app/lab/console_panel.h"
#include "app/lab/docked_window.h"
#include "app/lab/god_mode_panel.h"
#include "app/lab/inspector_panel.h"
#include "app/lab/review_panel.h"
#include "app/lab/search_panel.h"
#include "app/lab/tree_panel.h"
#include "app/lab/tune_panel.h"
#include "app/lab/weights_panel.h"

namespace bl {

class GameScreen;

// The AI lab's windows over the game: the developer console, god mode, the evaluation
// weights with live breakdown and profiles, the live search statistics, the decision
// inspector with step mode and AI-vs-AI controls, the search-tree browser and the game's
// review (an analysis board). Each is an ImGui window toggled from the menu bar or by its
// function key. They dock beside the board and under it (the console), so that the board
// shrinks instead of being covered; one dragged away floats until its Dock button is
// pressed (DockedWindow). Which are open and which float is kept in the settings
// (`lab_panels`, `lab_floating`), where the floating ones are in lab_layout.ini in the config
// folder. Each panel is a class of its own (app/lab/*_panel.h) that draws its contents;
// this one has their windows and what they share.
class LabPanels {
 public:
  enum Panel { kConsole, kGod, kWeights, kSearch, kInspector, kTree, kReview, kTune, kPanelCount };
  static const char* panel_name(Panel panel);   // "console", ...
  static const char* panel_title(Panel panel);  // "Console", ...

  LabPanels(Console& console, ConsoleHost& host);

  // "console,search" <-> open flags.
  void restore(const std::string& open_panels);
  std::string open_panels() const;
  // "weights,tree" <-> the panels that float instead of docking.
  void restore_floating(const std::string& floating_panels);
  std::string floating_panels() const;
  bool is_open(Panel panel) const { return open_[panel]; }
  void set_open(Panel panel, bool open) { open_[panel] = open; }

  // Before the game's frame: what the open panels ask of the session (search trees) and of
  // the screen (the docked panels' column, the review's best lines).
  void prepare(GameScreen* screen);
  // The menu bar (returns its height) and the panels, inside an ImGui frame.
  float draw_menu_bar(GameScreen* screen);
  void draw(GameScreen* screen, double now_ms);
  void handle_shortcuts();

  // Window positions: read at start, written (atomically) when ImGui says they changed.
  void load_layout(const std::filesystem::path& file);
  void save_layout_if_changed(const std::filesystem::path& file);

 private:
  ConsoleHost& host_;
  std::array<bool, kPanelCount> open_{};
  ConsolePanel console_panel_;  // first: the other panels run their commands through it
  GodModePanel god_mode_panel_;
  WeightsPanel weights_panel_;
  SearchPanel search_panel_;
  InspectorPanel inspector_panel_;
  TreePanel tree_panel_;
  ReviewPanel review_panel_;
  TunePanel tune_panel_;
  std::array<DockedWindow, kPanelCount> windows_;
  bool layout_loaded_ = false;
  std::array<bool, kPanelCount> shown_{};  // drawn in the last frame
  bool popup_last_frame_ = false;
};

}  // namespace bl
