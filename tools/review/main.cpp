// review: an engine's opinion of every move of a recorded game (issue 27).
//   review game.json [--agent "alphabeta"] [--time 200ms | --nodes 100000] [--json]
//          [--explain] [--save reviewed.json] [--threads 2]
#include <signal.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <thread>

#include "tools/review/review_command.h"

namespace {

// Ctrl-C or SIGTERM: stop the review, which then prints what it has finished. The signals
// are blocked in every thread and taken by this one, so stopping is ordinary code, not a
// signal handler.
void stop_on_interrupt(bl::ReviewStopper& stopper) {
  static sigset_t signals;
  sigemptyset(&signals);
  for (int s : {SIGINT, SIGTERM}) sigaddset(&signals, s);
  pthread_sigmask(SIG_BLOCK, &signals, nullptr);
  std::thread([&stopper] {
    int received = 0;
    sigwait(&signals, &received);
    std::fprintf(stderr, "\nreview: interrupted (%s): stopping\n", strsignal(received));
    stopper.stop();
  }).detach();
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"BoardLab review: an engine's evaluation of every move of a game record"};
  bl::ReviewRequest request;
  app.add_option("record", request.record_path, "the game: a BoardLab .json record or an .sgf")
      ->required();
  app.add_option("--agent,-a", request.agent,
                 "agent spec (default: alphabeta; maxn for 3+ player Chinese Checkers)");
  app.add_option("--time,-t", request.time,
                 "search time per position, e.g. 200ms, 2s (default 200ms)");
  app.add_option("--nodes,-n", request.nodes, "nodes per position instead of a time")
      ->check(CLI::Range(std::uint64_t(1), std::uint64_t(1) << 40));
  app.add_option("--threads,-j", request.threads, "positions searched at once, an agent each")
      ->check(CLI::Range(1, 64))
      ->capture_default_str();
  app.add_flag("--json", request.json, "print the review as JSON");
  app.add_flag("--explain", request.explain, "add the reason in words to each move");
  app.add_option("--save", request.save_path,
                 "write the record with its analysis block to this .json file (atomically)");
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    // One line and exit code 2, as for every other bad input (CLI11's own codes differ).
    std::cerr << "review: " << e.what() << "\n";
    return bl::kReviewBadInput;
  }
  request.progress = isatty(STDERR_FILENO);
  bl::ReviewStopper stopper;
  stop_on_interrupt(stopper);
  return bl::run_review_command(request, std::cout, std::cerr, &stopper);
}
