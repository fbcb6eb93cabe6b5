#pragma once
// Runs a program as a user would, for the tests that check programs end to end.
#include <sys/wait.h>

#include <cstdio>
#include <string>

namespace bl::test {

struct ProgramRun {
  int exit_code = -1;  // -1: it did not start or did not exit by itself
  std::string out;     // standard output
  std::string err;     // standard error, where the caller collects it
};

// Runs `command` (sh syntax, redirections included) with no input: its exit code and
// standard output.
inline ProgramRun run_program(const std::string& command) {
  ProgramRun result;
  FILE* pipe = popen((command + " </dev/null").c_str(), "r");
  if (!pipe) return result;
  char buffer[4096];
  for (std::size_t n; (n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0;)
    result.out.append(buffer, n);
  const int status = pclose(pipe);
  result.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return result;
}

}  // namespace bl::test
