#pragma once
#include <string>
#include <vector>

namespace bl {

// The whole boardlab program from its arguments (without the program's name): the usage
// for --help, a one-line error and status 2 for a bad flag, else the app until it ends.
// main() runs it, and so do tests that start the program in a child process.
int run_boardlab(const std::vector<std::string>& args);

}  // namespace bl
