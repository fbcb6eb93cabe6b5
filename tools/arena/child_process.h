#pragma once
#include <sys/types.h>

#include <cstdint>
#include <functional>
#include <memory>
#include <string>

#include "core/common/parse_result.h"

namespace bl {

// A program started with `/bin/sh -c command`, spoken to by lines over its stdin and
// stdout. It runs in a process group of its own, under a small guardian process that
// ends the whole group if the arena dies (even by SIGKILL), so that nothing the command
// starts (wrapper scripts, their children) outlives the arena. Its stderr goes to a log
// file, or nowhere. The destructor ends the group (see terminate()). The arena adopts the
// orphans of its engines' groups (PR_SET_CHILD_SUBREAPER), so that terminate() can reap
// every process of a group, not only the one it started.
class ChildProcess {
 public:
  // `stderr_path`: the file that takes the program's stderr (truncated); "" = discarded.
  static Result<std::unique_ptr<ChildProcess>> start(const std::string& command,
                                                     const std::string& stderr_path = "");
  ~ChildProcess();
  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;

  // False once the program has closed its input (it crashed or quit).
  bool write_line(const std::string& line);

  enum class ReadStatus { kLine, kTimeout, kClosed, kCancelled };
  // Reads one line (without its '\n'; every '\r' removed) within `timeout_ms`, checking
  // `cancel` every few milliseconds. A line longer than kMaxLineBytes is cut there (the
  // rest of it is dropped), so a runaway engine cannot fill the arena's memory.
  ReadStatus read_line(std::string& line, std::int64_t timeout_ms,
                       const std::function<bool()>& cancel = {});
  static constexpr std::size_t kMaxLineBytes = 64 * 1024;

  // Closes the program's input and gives it `grace_ms` to exit by itself; then sends
  // SIGTERM to its whole process group and, after another `grace_ms`, SIGKILL. Returns
  // once every process of the group is gone. Idempotent.
  void terminate(std::int64_t grace_ms);
  // The process group (the guardian's pid); 0 once terminated.
  pid_t group() const { return pid_; }

 private:
  ChildProcess(pid_t pid, int to_child, int from_child);
  bool wait_exit(std::int64_t timeout_ms);
  pid_t pid_;
  int to_child_;
  int from_child_;
  std::string buffer_;
  bool dropping_rest_of_line_ = false;
};

// Ends every child process group still running: SIGTERM, then SIGKILL after `grace_ms`.
// For the arena's interrupt handler (Ctrl-C, SIGTERM), which then exits.
void terminate_all_child_processes(std::int64_t grace_ms);

}  // namespace bl
