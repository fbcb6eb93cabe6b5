// review: an engine's opinion of every move of a recorded game (issue 27).
//   review game.json [--agent "alphabeta"] [--time 200ms | --nodes 100000] [--json]
//          [--explain] [--save reviewed.json] [--threads 2]
// or an outside Gomocup brain judging recorded Gomoku games, to find where they are lost:
//   review --judge "gomocup[name=Rapfi;init=INFO max_node 200000]:pbrain-rapfi"
//          [--judge-time 30s] [--judge-each YXHASHCLEAR] [--side NAME [--losses]]
//          [--to-end] [--openings N] [--json] RECORD_OR_FOLDER...
#include <signal.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <thread>

#include "tools/review/judge_command.h"
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

// The --judge flags; the options of a review by one of our agents exclude it.
void add_judge_options(CLI::App& app, bl::JudgeRequest& judge) {
  CLI::Option* judge_option = app.add_option(
      "--judge", judge.judge,
      "instead of an agent of ours, an outside Gomocup brain judges the records' positions: "
      "an engine spec, e.g. \"gomocup[name=Rapfi;init=INFO max_node 200000]:pbrain-rapfi\"");
  for (CLI::Option* ours : app.get_options())
    if (ours->get_name() == "--agent" || ours->get_name() == "--time" ||
        ours->get_name() == "--nodes" || ours->get_name() == "--save" ||
        ours->get_name() == "--explain" || ours->get_name() == "--threads")
      judge_option->excludes(ours);
  app.add_option("--judge-time", judge.judge_time,
                 "the turn time the judge is told (INFO timeout_turn), e.g. 30s")
      ->capture_default_str()
      ->needs(judge_option);
  app.add_option("--judge-each", judge.each_lines,
                 "a line sent to the judge before every position (repeatable), e.g. "
                 "YXHASHCLEAR for Rapfi: each judgement then stands alone")
      // One line a flag, so that the records after it are not taken for more lines.
      ->expected(1)
      ->allow_extra_args(false)
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll)
      ->needs(judge_option);
  CLI::Option* side = app.add_option(
      "--side", judge.side,
      "judge only the positions of the seat named like this (its name or controller contains it)");
  side->needs(judge_option);
  app.add_flag("--losses", judge.losses, "judge only the games that --side lost")->needs(side);
  app.add_flag("--to-end", judge.to_end,
               "judge every position, not only up to the first forced loss")
      ->needs(judge_option);
  app.add_option("--openings", judge.openings,
                 "the first moves of each game are the arena's opening (its --openings): "
                 "not judged")
      ->check(CLI::Range(0, 225))
      ->needs(judge_option);
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"BoardLab review: an engine's evaluation of every move of a game record"};
  bl::ReviewRequest request;
  bl::JudgeRequest judge;
  std::vector<std::string> records;
  app.add_option("record", records,
                 "the game: a BoardLab .json record or an .sgf (--judge: records or folders)")
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
  add_judge_options(app, judge);
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    // One line and exit code 2, as for every other bad input (CLI11's own codes differ).
    std::cerr << "review: " << e.what() << "\n";
    return bl::kReviewBadInput;
  }
  bl::ReviewStopper stopper;
  if (app.count("--judge")) {
    judge.records = records;
    judge.json = request.json;
    stop_on_interrupt(stopper);
    return bl::run_judge_command(judge, std::cout, std::cerr, &stopper);
  }
  if (records.size() != 1) {
    std::cerr << "review: give one record to review (several only with --judge)\n";
    return bl::kReviewBadInput;
  }
  request.record_path = records.front();
  request.progress = isatty(STDERR_FILENO);
  stop_on_interrupt(stopper);
  return bl::run_review_command(request, std::cout, std::cerr, &stopper);
}
