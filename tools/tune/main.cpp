// tune: SPSA tuning of an agent's evaluation weights by self-play (issue 26), or a fit of
// them to the results of recorded games.
//   tune --game nogo --rules "size=9" --agent alphabeta --weights "a,b" --nodes 2000
//        --games 20000 --threads 2 --out tuned.profile [--resume tuned.profile.spsa]
//   tune --game gomoku --rules "rule=freestyle" --from-records games/ --out fitted.profile
//   tune --policy-from-records games/ --teacher Rapfi --out
//   ai/gomoku/gomoku_move_policy_weights.cpp
#include <signal.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <atomic>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <thread>

#include "tools/finite_range.h"
#include "tools/tune/fit_command.h"
#include "tools/tune/policy_command.h"
#include "tools/tune/tune_command.h"

namespace {

// Ctrl-C or SIGTERM: stop after the games in flight, save a checkpoint, print where to
// resume. The signals are taken by a thread of their own (sigwait), not a handler.
void stop_on_interrupt(std::atomic<bool>& stop) {
  static sigset_t signals;
  sigemptyset(&signals);
  for (int s : {SIGINT, SIGTERM}) sigaddset(&signals, s);
  pthread_sigmask(SIG_BLOCK, &signals, nullptr);
  std::thread([&stop] {
    int received = 0;
    sigwait(&signals, &received);
    std::fprintf(stderr, "\ntune: interrupted (%s): stopping\n", strsignal(received));
    stop.store(true);
  }).detach();
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{
      "BoardLab tune: evaluation weights tuned by self-play (SPSA) or fitted to the results of "
      "recorded games (--from-records)"};
  bl::TuneRequest r;
  app.add_option("--game,-g", r.game, "the game to tune for")->capture_default_str();
  app.add_option("--rules,-r", r.rules, "rule options, e.g. \"size=9\"");
  app.add_option("--weights,-w", r.weights,
                 "weights to tune, comma separated (default: all; none: only --options)");
  app.add_option("--out,-o", r.out, "profile to write (self-play's checkpoint: <out>.spsa)");
  // Self-play (SPSA) only.
  const std::vector<CLI::Option*> self_play_only = {
      app.add_option("--agent,-a", r.agent, "the agent whose weights are tuned")
          ->capture_default_str(),
      app.add_option("--options", r.options,
                     "the agent's search options to tune beside the weights, each with the "
                     "range to try: name=min..max, comma separated (lmr_divisor=0.75..3); "
                     "each starts at the --agent spec's value, else the agent's default"),
      app.add_option("--opponent", r.opponent,
                     "a fixed opponent (default: self-play): an agent spec, or another program "
                     "as in arena (gomocup:COMMAND, gtp:COMMAND) with its own limits in its spec"),
      app.add_option("--time,-t", r.time,
                     "against another program: the clock of both sides, as arena's --time "
                     "(default: none; our agent stops at --nodes)"),
      app.add_option("--max-memory", r.max_memory_mib,
                     "memory limit told to Gomocup brains, in MiB (0 = no limit; a brain "
                     "clears its tables at every game's start: smaller starts faster)")
          ->check(CLI::Range(std::int64_t(0), std::int64_t(1) << 30))
          ->capture_default_str(),
      app.add_option("--nodes", r.nodes, "nodes per move")
          ->check(CLI::Range(std::uint64_t(1), std::uint64_t(1) << 30))
          ->capture_default_str(),
      app.add_option("--games,-n", r.games, "games of the tuning run")
          ->check(CLI::Range(2, 10000000))
          ->capture_default_str(),
      app.add_option("--threads,-j", r.threads, "games played at once (pairs)")
          ->check(CLI::Range(1, 64))
          ->capture_default_str(),
      app.add_option("--seed", r.seed, "seed of perturbations and openings")
          ->check(CLI::Range(std::uint64_t(0), std::uint64_t(2147483647)))
          ->capture_default_str(),
      app.add_option("--perturbation", r.perturbation,
                     "SPSA c as a fraction of each weight's range")
          ->check(bl::FiniteRange(1e-6, 1.0))
          ->capture_default_str(),
      app.add_option("--learning-rate", r.learning_rate, "step per unit of result, in units of c")
          ->check(bl::FiniteRange(0.0, 100.0))
          ->capture_default_str(),
      app.add_option("--opening-plies", r.opening_plies, "random balanced opening moves")
          ->check(CLI::Range(0, 40))
          ->capture_default_str(),
      app.add_option("--checkpoint-every", r.checkpoint_every, "games between checkpoints")
          ->check(CLI::Range(1, 10000000))
          ->capture_default_str(),
      app.add_option("--resume", r.resume, "go on from a checkpoint (its settings are used)")
          ->check(CLI::ExistingFile),
      app.add_option("--verify", r.verify, "games of tuned against start at the end (0: none)")
          ->check(CLI::Range(0, 10000000))
          ->capture_default_str(),
  };
  // The fit to recorded results (Texel's method) only.
  bl::FitRequest fit;
  auto* from_records = app.add_option(
      "--from-records", fit.records,
      "fit the weights to the results of these records (files, or folders of .json/.sgf "
      "records) instead of tuning by self-play");
  // Both fits (to results and the policy's).
  const std::vector<CLI::Option*> either_fit = {
      app.add_option("--iterations", fit.iterations,
                     "fit, policy: descent steps (default: the fit's 2000, the policy's 300)")
          ->check(CLI::Range(1, 1000000)),
      app.add_option("--hold-out", fit.test_every,
                     "fit, policy: one game in N held out to measure the fit (0: none)")
          ->check(CLI::Range(0, 1000))
          ->capture_default_str(),
  };
  const std::vector<CLI::Option*> fit_only = {
      app.add_option("--start", fit.start, "fit: the weight profile to start from"),
      app.add_option("--skip-plies", fit.skip_plies, "fit: opening plies left out")
          ->check(CLI::Range(0, 1000))
          ->capture_default_str(),
      app.add_flag("--to-engine-evals", fit.engine_evals,
                   "fit: to the evaluations the engines said in the records (arena records of "
                   "Rapfi, say) instead of the games' results"),
  };
  // The fit of Gomoku's move policy to a teacher's moves only.
  bl::PolicyRequest policy;
  auto* policy_from = app.add_option(
      "--policy-from-records", policy.records,
      "fit Gomoku's move policy to the moves a teacher played in these records (files, or "
      "folders of .json/.sgf records); --out names the C++ source to write");
  const std::vector<CLI::Option*> policy_only = {
      app.add_option("--teacher", policy.teacher,
                     "policy: the seats (name or controller containing this) whose moves to "
                     "learn"),
      app.add_flag("--from-built-in", policy.from_built_in,
                   "policy: start from the built-in weights and pull each towards its built-in "
                   "value instead of 0 (a refit on few games, or new features on top)"),
      app.add_option("--l2", policy.l2,
                     "policy: pull of each weight towards 0 (--from-built-in: its built-in value)")
          ->check(bl::FiniteRange(0.0, 1.0))
          ->capture_default_str(),
      app.add_option("--line-plies", policy.line_plies,
                     "policy: also the positions along the best lines the teacher said (Rapfi's, "
                     "kept in arena records), up to this many moves past the one it played, "
                     "each with the line's next move; 0: the played moves only")
          ->check(CLI::Range(0, 100))
          ->capture_default_str(),
  };
  for (CLI::Option* o : self_play_only) {
    from_records->excludes(o);
    policy_from->excludes(o);
  }
  for (CLI::Option* o : fit_only) o->needs(from_records);
  for (CLI::Option* o : policy_only) o->needs(policy_from);
  from_records->excludes(policy_from);
  policy_from->needs(app.get_option("--teacher"));
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    std::cerr << "tune: " << e.what() << "\n";  // one line, exit code 2 like the other tools
    return bl::kTuneBadInput;
  }
  for (CLI::Option* o : either_fit)
    if (o->count() > 0 && from_records->count() == 0 && policy_from->count() == 0) {
      std::cerr << "tune: " << o->get_name() << " needs --from-records or --policy-from-records\n";
      return bl::kTuneBadInput;
    }
  if (policy_from->count() > 0) {
    policy.rules = r.rules;
    policy.out = r.out;
    if (either_fit[0]->count() > 0) policy.iterations = fit.iterations;
    if (either_fit[1]->count() > 0) policy.test_every = fit.test_every;
    if (app.get_option("--game")->count() > 0 && r.game != "gomoku") {
      std::cerr << "tune: --policy-from-records: the move policy is Gomoku's, not " << r.game
                << "'s\n";
      return bl::kTuneBadInput;
    }
    return bl::run_policy_command(policy, std::cout, std::cerr);
  }
  if (from_records->count() > 0) {
    fit.game = r.game;
    fit.rules = r.rules;
    fit.weights = r.weights;
    fit.out = r.out;
    return bl::run_fit_command(fit, std::cout, std::cerr);
  }
  r.progress = isatty(STDERR_FILENO);
  static std::atomic<bool> stop{false};
  stop_on_interrupt(stop);
  return bl::run_tune_command(r, std::cout, std::cerr, &stop);
}
