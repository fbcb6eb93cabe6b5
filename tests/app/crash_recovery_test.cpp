// Crash safety: boardlab killed with SIGKILL in the middle of an AI-vs-AI game loses at most
// the move in flight; run again with the same $XDG_CONFIG_HOME, --continue restores every
// other move from the autosave. The program runs in child processes (fork, then
// run_boardlab() as main() does) with a real offscreen OpenGL context. Without one the test
// is skipped, except under CI=true, where it fails.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <poll.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "app/program.h"
#include "core/records/record_file.h"
#include "tests/temp_folder.h"

namespace bl {
namespace {

using Clock = std::chrono::steady_clock;
using Environment = std::map<std::string, std::string>;

// boardlab in a child process, its standard output read through a pipe.
class Child {
 public:
  Child(const std::vector<std::string>& args, const Environment& environment) {
    int out[2];
    if (::pipe(out) != 0) return;
    std::fflush(stdout);  // the child must not write the parent's buffered output again
    std::fflush(stderr);
    pid_ = ::fork();
    if (pid_ == 0) run(args, environment, out);
    ::close(out[1]);
    out_ = out[0];
  }
  ~Child() {
    if (pid_ > 0 && !exited_) {
      ::kill(pid_, SIGKILL);
      ::waitpid(pid_, nullptr, 0);
    }
    if (out_ >= 0) ::close(out_);
  }
  Child(const Child&) = delete;
  Child& operator=(const Child&) = delete;

  bool started() const { return pid_ > 0 && out_ >= 0; }

  // Lines of output until one more line would pass `enough`, the output ends or the
  // deadline passes.
  std::vector<std::string> read_lines(std::size_t enough, Clock::duration timeout) {
    const auto deadline = Clock::now() + timeout;
    while (count_lines() < enough && Clock::now() < deadline) {
      pollfd ready{out_, POLLIN, 0};
      if (::poll(&ready, 1, 100) <= 0) continue;
      if (!read_some()) break;
    }
    return lines();
  }

  // Everything it wrote before it ended.
  std::vector<std::string> read_to_end() {
    while (read_some()) {
    }
    return lines();
  }

  void kill_now() { ::kill(pid_, SIGKILL); }

  // The exit status, or 128 + the signal that ended it.
  int wait() {
    int status = 0;
    ::waitpid(pid_, &status, 0);
    exited_ = true;
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  }

 private:
  [[noreturn]] static void run(const std::vector<std::string>& args, const Environment& environment,
                               int out[2]) {
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);  // never outlives a test that dies
    ::dup2(out[1], STDOUT_FILENO);
    ::close(out[0]);
    ::close(out[1]);
    for (const auto& [name, value] : environment) ::setenv(name.c_str(), value.c_str(), 1);
    const int status = run_boardlab(args);
    std::fflush(stdout);
    std::_Exit(status);  // no atexit work of the test program in the child
  }

  bool read_some() {
    char buffer[4096];
    const ssize_t got = ::read(out_, buffer, sizeof buffer);
    if (got <= 0) return false;
    text_.append(buffer, std::size_t(got));
    return true;
  }
  std::size_t count_lines() const {
    return std::size_t(std::count(text_.begin(), text_.end(), '\n'));
  }
  std::vector<std::string> lines() const {
    std::vector<std::string> out;
    std::size_t start = 0;
    for (std::size_t end; (end = text_.find('\n', start)) != std::string::npos; start = end + 1)
      out.push_back(text_.substr(start, end - start));
    return out;
  }

  pid_t pid_ = -1;
  int out_ = -1;
  bool exited_ = false;
  std::string text_;
};

bool on_ci() {
  const char* ci = std::getenv("CI");
  return ci && std::string(ci) == "true";
}

// "move 3: h8" -> "h8".
std::vector<std::string> notations(const std::vector<std::string>& lines) {
  std::vector<std::string> out;
  for (const auto& line : lines)
    if (line.rfind("move ", 0) == 0 && line.find(": ") != std::string::npos)
      out.push_back(line.substr(line.find(": ") + 2));
  return out;
}

class CrashRecovery : public ::testing::Test {
 protected:
  // Offscreen unless a video driver is chosen (as the render tests do).
  Environment environment() const {
    const char* driver = std::getenv("SDL_VIDEODRIVER");
    return {{"SDL_VIDEODRIVER", driver ? driver : "offscreen"},
            {"XDG_CONFIG_HOME", (dir_ / "xdg").string()}};
  }

  // Whether the program can open its window here (one frame of the lobby).
  bool can_open_a_window() {
    Child probe({"--frames", "1", "--config-dir", (dir_ / "probe").string()}, environment());
    return probe.started() && probe.wait() == 0;
  }

  test::TempFolder dir_{"crash_test"};
};

TEST_F(CrashRecovery, SigkillLosesAtMostTheMoveInFlight) {
  std::filesystem::create_directories(dir_ / "xdg");
  if (!can_open_a_window()) {
    if (on_ci())
      FAIL() << "no OpenGL context (SDL_VIDEODRIVER=" << environment().at("SDL_VIDEODRIVER")
             << ") and CI=true";
    GTEST_SKIP() << "no OpenGL context here";
  }
  // An AI-vs-AI game as a user runs it (no --frames: the autosave is written), with every
  // move announced on stdout once it is played.
  constexpr std::size_t kMovesBeforeKill = 6;
  std::vector<std::string> printed;
  {
    Child game({"--game", "gomoku", "--seats", "random seed=1,random seed=2", "--hop-ms", "0",
                "--pause-ms", "0", "--print-moves"},
               environment());
    ASSERT_TRUE(game.started());
    const auto seen = game.read_lines(kMovesBeforeKill, std::chrono::seconds(120));
    ASSERT_GE(notations(seen).size(), kMovesBeforeKill) << "the game did not get going";
    game.kill_now();
    EXPECT_EQ(game.wait(), 128 + SIGKILL);
    printed = notations(game.read_to_end());  // all it announced before it died
  }
  // Run again with the same config folder: --continue restores the autosave, which the
  // console saves as a record for us before the first frame.
  const std::string restored_file = (dir_ / "restored.json").string();
  {
    Child again({"--continue", "--frames", "1", "--console", "save " + restored_file},
                environment());
    ASSERT_TRUE(again.started());
    again.read_to_end();
    ASSERT_EQ(again.wait(), 0);
  }
  auto restored = load_record_file(restored_file);
  ASSERT_TRUE(restored.ok()) << restored.error();
  std::vector<std::string> moves;
  for (const auto& action : restored.value().actions()) moves.push_back(action.notation);
  // The autosave is posted before a move is announced and the next turn waits for it to be
  // on disk: at most the last announced move (in flight) is missing, and at most one move
  // played but not yet announced is there.
  EXPECT_GE(moves.size() + 1, printed.size());
  EXPECT_LE(moves.size(), printed.size() + 1);
  for (std::size_t i = 0; i < std::min(moves.size(), printed.size()); ++i)
    EXPECT_EQ(moves[i], printed[i]) << "move " << i + 1;
}

}  // namespace
}  // namespace bl
