#pragma once
#include <sys/types.h>

#include <cstdint>
#include <functional>
#include <memory>
#include <string>

#include "core/common/parse_result.h"

namespace bl {

// A program started with `/bin/sh -c command`, spoken to by lines over its stdin and
// stdout (its stderr is discarded). The destructor kills it if it is still running.
class ChildProcess {
 public:
  static Result<std::unique_ptr<ChildProcess>> start(const std::string& command);
  ~ChildProcess();
  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;

  // False once the program has closed its input (it crashed or quit).
  bool write_line(const std::string& line);

  enum class ReadStatus { kLine, kTimeout, kClosed, kCancelled };
  // Reads one line (without its '\n' or '\r') within `timeout_ms`, checking `cancel`
  // every few milliseconds.
  ReadStatus read_line(std::string& line, std::int64_t timeout_ms,
                       const std::function<bool()>& cancel = {});

 private:
  ChildProcess(pid_t pid, int to_child, int from_child);
  pid_t pid_;
  int to_child_;
  int from_child_;
  std::string buffer_;
};

}  // namespace bl
