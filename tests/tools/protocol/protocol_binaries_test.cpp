// The engines' programs end to end (pbrain-boardlab, boardlab-gtp from the build's bin/):
// what only main() decides. Skipped when they have not been built.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

#include "tests/program_path.h"
#include "tests/program_run.h"

namespace bl {
namespace {

using test::bin;
using test::ProgramRun;

using namespace std::chrono_literals;

std::string slurp(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// Runs `command` (sh) with no input; its exit code and standard output.
test::ProgramRun run(const std::string& command) { return test::run_program(command); }

// Item 6: both engines refuse an explicitly empty agent spec the same way.
TEST(ProtocolPrograms, AnEmptyAgentSpecIsRefusedByBothEngines) {
  for (const char* name : {"pbrain-boardlab", "boardlab-gtp"}) {
    if (!std::filesystem::exists(bin(name))) GTEST_SKIP() << "build " << name << " first";
    const ProgramRun r = run(bin(name) + " --agent ''");
    EXPECT_EQ(r.exit_code, 2) << name;
    EXPECT_NE(r.out.find("--agent was given an empty agent spec"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find('\n'), r.out.find_last_not_of('\n') + 1) << name << ": one line";
  }
}

// Item 4: END during a 30 s search ends the brain at once. pclose() closes the brain's input
// and waits for it to exit: before the fix the brain read nothing until its move was made.
TEST(ProtocolPrograms, TheBrainExitsPromptlyOnEndDuringALongSearch) {
  if (!std::filesystem::exists(bin("pbrain-boardlab"))) GTEST_SKIP() << "build pbrain first";
  const std::string out_path = ::testing::TempDir() + "pbrain_end_test.out";
  FILE* brain = popen((bin("pbrain-boardlab") + " --agent alphabeta >" + out_path).c_str(), "w");
  ASSERT_NE(brain, nullptr);
  std::fputs("START 15\nINFO timeout_turn 30000\nTURN 7,7\n", brain);
  std::fflush(brain);
  std::this_thread::sleep_for(1s);  // the search is under way (if not, END only comes early)
  const auto end_sent = std::chrono::steady_clock::now();
  std::fputs("END\n", brain);
  std::fflush(brain);
  const int status = pclose(brain);
  EXPECT_LT(std::chrono::steady_clock::now() - end_sent, 2s);
  EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0);
  const std::string out = slurp(out_path);
  EXPECT_EQ(out.rfind("OK\n", 0), 0u) << out;
  EXPECT_EQ(std::count(out.begin(), out.end(), '\n'), 2) << out;  // OK and the stopped move
}

}  // namespace
}  // namespace bl
