#pragma once
#include <string>
#include <string_view>

#include "app/lab/console.h"

namespace bl {

// The console's window: the log of commands and their output over a command line with
// history (up/down) and completion (tab). The other panels act through it too (`run`), so
// whatever a button does is logged as the command it ran.
class ConsolePanel {
 public:
  explicit ConsolePanel(Console& console) : console_(console) {}

  // Runs a command as if typed, and scrolls the log to its output.
  void run(const std::string& command);
  // Whether the command line takes the keyboard when the window is next drawn.
  void set_focus_on_input(bool focus) { focus_input_ = focus; }
  void draw();

 private:
  void draw_log();
  void draw_command_line();
  // The line completed as far as the candidates agree; lists them in the log if several.
  std::string complete(std::string_view line);
  // The history line one step up (older) or down (newer; past the newest: an empty line).
  std::string browse_history(bool up);

  Console& console_;
  std::string input_;
  int history_pos_ = -1;  // the history line on the command line, -1: none
  bool scroll_to_end_ = false;
  bool focus_input_ = false;
};

}  // namespace bl
