#include "app/lab/console.h"

#include <algorithm>
#include <exception>
#include <sstream>

#include "core/common/quote_text.h"
#include "core/common/trim.h"
#include "core/records/atomic_file.h"

namespace bl {
namespace {

constexpr std::size_t kMaxLog = 2000;
constexpr int kMaxScriptDepth = 8;

bool starts_with(std::string_view text, std::string_view prefix) {
  return text.substr(0, prefix.size()) == prefix;
}

// The statements of a script line: split at ';' outside quotes, comments dropped.
std::vector<std::string> statements(std::string_view line) {
  std::vector<std::string> out(1);
  bool quoted = false;
  for (char c : line) {
    if (c == '"') quoted = !quoted;
    if (!quoted && c == '#') break;
    if (!quoted && c == ';') {
      out.emplace_back();
      continue;
    }
    out.back() += c;
  }
  return out;
}

bool blank(std::string_view s) {
  return std::all_of(s.begin(), s.end(), [](char c) { return std::isspace((unsigned char)c); });
}

std::vector<std::string> commands_of(std::string_view line) {
  std::vector<std::string> out;
  for (const auto& statement : statements(line))
    if (!blank(statement)) out.push_back(std::string(trim(statement)));
  return out;
}

// Where a script stopped: its line, and which command when the line has several (the
// output of those before it has been shown; those after it did not run).
std::string failure_place(std::string_view source, int line,
                          const std::vector<std::string>& commands, std::size_t failed) {
  std::string place = std::string(source) + ":" + std::to_string(line) + ": ";
  if (commands.size() > 1)
    place += "command " + std::to_string(failed + 1) + " of " + std::to_string(commands.size()) +
             " (" + commands[failed] + ") failed: ";
  return place;
}

constexpr std::size_t kMaxScriptBytes = 1 << 20;

}  // namespace

Result<std::vector<std::string>> split_command_line(std::string_view line) {
  std::vector<std::string> words;
  std::string word;
  bool quoted = false, in_word = false;
  for (char c : line) {
    if (c == '"') {
      quoted = !quoted;
      in_word = true;
    } else if (!quoted && std::isspace((unsigned char)c)) {
      if (in_word) words.push_back(std::exchange(word, {}));
      in_word = false;
    } else {
      word += c;
      in_word = true;
    }
  }
  if (quoted) return Result<std::vector<std::string>>::failure("unterminated quote");
  if (in_word) words.push_back(word);
  return words;
}

Console::Console(ConsoleHost& host) : host_(host), commands_(lab_commands()) {}

const ConsoleCommand* Console::find(std::string_view name) const {
  for (const auto& c : commands_)
    if (c.name == name) return &c;
  return nullptr;
}

Result<std::string> Console::execute(std::string_view line) {
  using R = Result<std::string>;
  auto words = split_command_line(line);
  if (!words) return R::failure(words.error());
  if (words->empty()) return std::string();
  const std::string name = words->front();
  std::vector<std::string> args(words->begin() + 1, words->end());
  if (name == "help") {
    auto out = help(args.empty() ? "" : args.front());
    if (out) emit(*out);
    return out;
  }
  if (name == "source") {
    if (args.size() != 1) return R::failure("usage: source <file>");
    if (script_depth_ >= kMaxScriptDepth) return R::failure("source: scripts nest too deeply");
    return run_script_file(args.front());
  }
  const ConsoleCommand* command = find(name);
  if (!command) return R::failure("unknown command " + quote_input(name) + " (try 'help')");
  try {
    auto out = command->run(host_, args);
    if (!out) return R::failure(name + ": " + out.error());
    emit(*out);
    return out;
  } catch (const std::exception& e) {
    return R::failure(name + ": " + e.what());
  }
}

Result<std::string> Console::run_script(std::string_view text, std::string_view source) {
  using R = Result<std::string>;
  ++script_depth_;
  std::string output;
  std::istringstream in{std::string(text)};
  std::string line;
  int number = 0;
  while (std::getline(in, line)) {
    ++number;
    const auto commands = commands_of(line);
    for (std::size_t i = 0; i < commands.size(); ++i) {
      auto out = execute(commands[i]);
      if (!out) {
        --script_depth_;
        return R::failure(failure_place(source, number, commands, i) + out.error());
      }
      if (!out->empty()) output += *out + (out->back() == '\n' ? "" : "\n");
    }
  }
  --script_depth_;
  return output;
}

Result<std::string> Console::run_script_file(const std::filesystem::path& path) {
  auto text = read_text_file(path.string(), kMaxScriptBytes);
  if (!text) return Result<std::string>::failure(text.error());
  return run_script(text.value(), path.string());
}

void Console::emit(const std::string& output) {
  if (output.empty()) return;
  if (logging_) {
    std::istringstream lines(output);
    for (std::string l; std::getline(lines, l);) log_.push_back({LogLine::Kind::kOutput, l});
  }
  if (echo_) echo_(output.back() == '\n' ? output : output + "\n");
}

Result<std::string> Console::submit(std::string_view line) {
  if (blank(line)) return std::string();
  history_.emplace_back(line);
  log_.push_back({LogLine::Kind::kCommand, std::string(line)});
  logging_ = true;  // each command's output is logged as it runs (emit)
  auto out = run_script(line, "");
  logging_ = false;
  if (!out) {
    std::string error = out.error();
    if (starts_with(error, ":1: ")) error = error.substr(4);  // one typed line: no location
    log_.push_back({LogLine::Kind::kError, error});
    out = Result<std::string>::failure(error);
  }
  if (log_.size() > kMaxLog) log_.erase(log_.begin(), log_.end() - kMaxLog);
  return out;
}

std::vector<std::string> Console::candidates(std::string_view line) const {
  auto split = split_command_line(line);
  if (!split) return {};
  std::vector<std::string> words = split.value();
  const bool new_word = line.empty() || std::isspace((unsigned char)line.back());
  if (new_word) words.emplace_back();
  const std::string prefix = words.back();
  std::vector<std::string> pool;
  if (words.size() == 1) {
    pool = {"help", "source"};
    for (const auto& c : commands_) pool.push_back(c.name);
  } else if (const ConsoleCommand* c = find(words.front()); c && c->complete) {
    pool = c->complete(host_, int(words.size()) - 2);
  } else if (words.front() == "help") {
    for (const auto& c : commands_) pool.push_back(c.name);
  }
  std::vector<std::string> out;
  for (auto& p : pool)
    if (starts_with(p, prefix)) out.push_back(std::move(p));
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

std::string Console::complete(std::string_view line) const {
  const auto found = candidates(line);
  if (found.empty()) return std::string(line);
  std::string common = found.front();
  for (const auto& c : found) {
    std::size_t n = 0;
    while (n < common.size() && n < c.size() && common[n] == c[n]) ++n;
    common.resize(n);
  }
  const bool new_word = line.empty() || std::isspace((unsigned char)line.back());
  std::size_t start = line.size();
  if (!new_word)
    start = line.find_last_of(" \t") == std::string_view::npos ? 0 : line.find_last_of(" \t") + 1;
  std::string out = std::string(line.substr(0, start)) + common;
  if (found.size() == 1) out += ' ';
  return out;
}

Result<std::string> Console::help(std::string_view command) const {
  if (!command.empty()) {
    if (command == "help") return std::string("help [command]  -  what the commands do");
    if (command == "source") return std::string("source <file>  -  run a script of commands");
    const ConsoleCommand* c = find(command);
    if (!c) return Result<std::string>::failure("help: unknown command " + quote_input(command));
    return c->usage + "  -  " + c->help;
  }
  std::string out =
      "help [command]  -  what the commands do\nsource <file>  -  run a script of commands\n";
  for (const auto& c : commands_) out += c.usage + "  -  " + c.help + "\n";
  return out;
}

}  // namespace bl
