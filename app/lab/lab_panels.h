#pragma once
#include <array>
#include <filesystem>
#include <optional>
#include <string>

#include "ai/weights/weight_set.h"
#include "app/lab/console.h"

namespace bl {

class GameScreen;

// The AI lab's windows over the game: the developer console, god mode, the evaluation
// weights with live breakdown and profiles, the live search statistics, the decision
// inspector with step mode and AI-vs-AI controls, and the search-tree browser. Each is an
// ImGui window toggled from the menu bar or by its function key; which are open is kept in
// the settings (`lab_panels`), where they are in lab_layout.ini in the config folder.
class LabPanels {
 public:
  enum Panel { kConsole, kGod, kWeights, kSearch, kInspector, kTree, kPanelCount };
  static const char* panel_name(Panel panel);   // "console", ...
  static const char* panel_title(Panel panel);  // "Console", ...

  LabPanels(Console& console, ConsoleHost& host);

  // "console,search" <-> open flags.
  void restore(const std::string& open_panels);
  std::string open_panels() const;
  bool is_open(Panel panel) const { return open_[panel]; }
  void set_open(Panel panel, bool open) { open_[panel] = open; }

  // Before the game's frame: what the open panels ask of the session (search trees).
  void prepare(GameScreen* screen);
  // The menu bar (returns its height) and the panels, inside an ImGui frame.
  float draw_menu_bar(GameScreen* screen);
  void draw(GameScreen* screen, double now_ms);
  void handle_shortcuts();

  // Window positions: read at start, written (atomically) when ImGui says they changed.
  void load_layout(const std::filesystem::path& file);
  void save_layout_if_changed(const std::filesystem::path& file);

 private:
  void draw_console();
  void draw_god(GameScreen& screen, double now_ms);
  void draw_weights(GameScreen& screen);
  void draw_search(GameScreen& screen);
  void draw_inspector(GameScreen& screen, double now_ms);
  void draw_tree(GameScreen& screen);
  void run(const std::string& command);

  Console& console_;
  ConsoleHost& host_;
  std::array<bool, kPanelCount> open_{};
  std::string input_;
  int history_pos_ = -1;
  bool scroll_to_end_ = false;
  bool focus_input_ = false;
  int weight_seat_ = -1;
  int eval_player_ = 0;
  std::string profile_path_ = "weights.profile";
  std::string compare_path_;
  std::optional<WeightSet> compare_;
  std::string compare_error_;
  int inspected_action_ = -1;  // -1: the latest AI move
  bool layout_loaded_ = false;
};

}  // namespace bl
