#pragma once
#include <filesystem>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "app/lab/console_host.h"

namespace bl {

// The words of a command line: split at spaces, "double quotes" keep spaces in one word.
// Fails on an unterminated quote.
Result<std::vector<std::string>> split_command_line(std::string_view line);

// One console command. `run` gets the words after the command's name and returns what to
// print (possibly nothing) or a one-line error. `complete` lists candidates for the word at
// `index` (0 = the first argument).
struct ConsoleCommand {
  std::string name;
  std::string usage;  // "move <notation>"
  std::string help;   // one line
  std::function<Result<std::string>(ConsoleHost&, const std::vector<std::string>&)> run;
  std::function<std::vector<std::string>(ConsoleHost&, int index)> complete;
};

// Every command of the lab (lab_commands.cpp), `review` included (review_commands.cpp), and
// `tune` (tune_commands.cpp).
std::vector<ConsoleCommand> lab_commands();
std::vector<ConsoleCommand> review_commands();
std::vector<ConsoleCommand> tune_commands();

// The developer console: a command line with history, completion and help over a
// ConsoleHost. The same commands run from the panel, from script files (--script, `source`)
// and from the --console flag, so tests and users drive whole sessions alike.
class Console {
 public:
  explicit Console(ConsoleHost& host);

  // Runs one line. Nothing is ever thrown: a bad command or argument is a one-line error.
  Result<std::string> execute(std::string_view line);
  // Runs a script: one command per line (or separated by ';'), '#' starts a comment. Stops
  // at the first error, which names the line (and the command, if the line has several).
  Result<std::string> run_script(std::string_view text, std::string_view source = "script");
  // Scripts are read only from regular files (a FIFO or a device is refused unopened).
  Result<std::string> run_script_file(const std::filesystem::path& path);

  // What the panel does with a typed line: runs it, logs it and its output, keeps history.
  // Returns what running it returned.
  Result<std::string> submit(std::string_view line);
  // Gets the output of every command as soon as it has run, scripts' commands included, so
  // that what ran before an error is shown too (the --console and --script flags print it).
  void set_echo(std::function<void(const std::string&)> echo) { echo_ = std::move(echo); }
  struct LogLine {
    enum class Kind { kCommand, kOutput, kError } kind;
    std::string text;
  };
  const std::vector<LogLine>& log() const { return log_; }
  void clear_log() { log_.clear(); }
  // Adds a line of output of the console itself (completion candidates).
  void note(std::string text) { log_.push_back({LogLine::Kind::kOutput, std::move(text)}); }
  const std::vector<std::string>& history() const { return history_; }

  // Candidates for the last word of `line` (command names, then each command's arguments).
  std::vector<std::string> candidates(std::string_view line) const;
  // `line` with its last word extended as far as every candidate agrees.
  std::string complete(std::string_view line) const;
  const std::vector<ConsoleCommand>& commands() const { return commands_; }
  // Usage and help of one command, or of all.
  Result<std::string> help(std::string_view command) const;

 private:
  const ConsoleCommand* find(std::string_view name) const;
  // A command's output as it is made: to the log while a typed line runs, and to the echo.
  void emit(const std::string& output);

  ConsoleHost& host_;
  std::vector<ConsoleCommand> commands_;
  std::vector<LogLine> log_;
  std::vector<std::string> history_;
  int script_depth_ = 0;
  bool logging_ = false;
  std::function<void(const std::string&)> echo_;
};

}  // namespace bl
