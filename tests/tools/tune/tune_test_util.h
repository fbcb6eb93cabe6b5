#pragma once
#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <utility>

namespace bl::tune_test {

// What one of tune's commands printed and returned.
struct CommandRun {
  int code = -1;
  std::string out, err;
};

// Runs `command(request, out, err, extra...)` capturing both streams.
template <class Command, class Request, class... Extra>
CommandRun run_command(Command command, const Request& request, Extra... extra) {
  std::ostringstream out, err;
  CommandRun result;
  result.code = command(request, out, err, extra...);
  result.out = out.str();
  result.err = err.str();
  return result;
}

inline bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// Runs the tune program with `args` (its output discarded, its errors kept in `folder`):
// the exit code and the standard error.
inline std::pair<int, std::string> run_program(const std::filesystem::path& folder,
                                               const std::string& args) {
  const std::string err = (folder / "err").string();
  const std::string command =
      std::string(BOARDLAB_BIN_DIR) + "/tune " + args + " >/dev/null 2>" + err;
  const int status = std::system(command.c_str());
  std::ifstream in(err);
  return {WIFEXITED(status) ? WEXITSTATUS(status) : -1,
          std::string(std::istreambuf_iterator<char>(in), {})};
}

}  // namespace bl::tune_test
