#pragma once
// Runs the review program (<build>/bin/review) as a user would: the end-to-end tests of
// `review` and of `review --judge` share it.
#include <fstream>
#include <iterator>
#include <string>

#include "tests/program_path.h"
#include "tests/program_run.h"

namespace bl::test {

// Runs `review` with `args` (sh syntax) and no input; its standard error passes through the
// file `err_path` (the caller's own: ctest runs tests in parallel processes).
inline ProgramRun run_review_program(const std::string& args, const std::string& err_path) {
  ProgramRun result = run_program(bin("review") + " " + args + " 2>" + err_path);
  std::ifstream in(err_path);
  result.err.assign(std::istreambuf_iterator<char>(in), {});
  return result;
}

}  // namespace bl::test
