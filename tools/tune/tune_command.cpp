#include "tools/tune/tune_command.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <memory>
#include <mutex>

#include "ai/tuning/name_list.h"
#include "ai/tuning/tuning_checkpoint.h"
#include "core/records/atomic_file.h"
#include "tools/tune/engine_opponent.h"

namespace bl {
namespace {

constexpr std::size_t kMaxCheckpointBytes = 1 << 20;

int games_per_iteration(const TuningSetup& setup) { return setup.opponent.empty() ? 2 : 4; }

Result<TuningCheckpoint> checkpoint_from_flags(const TuneRequest& r) {
  using R = Result<TuningCheckpoint>;
  TuningCheckpoint c;
  auto rules = parse_options(r.rules);
  if (!rules) return R::failure("--rules: " + rules.error());
  c.setup.game = r.game;
  c.setup.rules = rules.value();
  c.setup.agent = r.agent;
  c.setup.opponent = r.opponent;
  if (!r.time.empty()) {
    auto clock = TimeControl::parse(r.time);
    if (!clock) return R::failure("--time: " + clock.error());
    c.setup.clock = clock.value();
  }
  c.setup.weights = name_list(r.weights);
  auto options = parse_option_ranges(r.options);
  if (!options) return R::failure("--options: " + options.error());
  c.setup.options = options.value();
  c.setup.limits.per_move.max_nodes = r.nodes;
  c.setup.opening_plies = r.opening_plies;
  c.settings.iterations = std::max(1, r.games / games_per_iteration(c.setup));
  c.settings.perturbation = r.perturbation;
  c.settings.learning_rate = r.learning_rate;
  c.settings.batch = r.threads;
  c.settings.seed = r.seed;
  return c;
}

Result<TuningCheckpoint> starting_point(const TuneRequest& r) {
  if (r.resume.empty()) return checkpoint_from_flags(r);
  auto text = read_text_file(r.resume, kMaxCheckpointBytes);
  if (!text) return Result<TuningCheckpoint>::failure(text.error());
  auto parsed = parse_checkpoint(text.value());
  if (!parsed) return Result<TuningCheckpoint>::failure(r.resume + ": " + parsed.error());
  return parsed;
}

// The agent spec with the tuned options, as a comment of the profile (a weight profile holds
// weights only); nothing when no option is tuned.
std::string options_comment(const TuningPlan& plan, const std::vector<double>& theta) {
  if (plan.setup.options.empty()) return "";
  return "# tuned options: " + agent_spec_with(plan, theta, 0) + "\n";
}

Status save(const std::string& out, const TuningPlan& plan, const SpsaTuner& tuner) {
  if (out.empty()) return {};
  TuningCheckpoint c{plan.setup, tuner.settings(), tuner.done(), tuner.theta()};
  const std::string profile = "# tuned by SPSA: " + std::to_string(tuner.done()) + " of " +
                              std::to_string(tuner.settings().iterations) + " iterations, " +
                              plan.setup.game + ", " + plan.setup.agent + "\n" +
                              options_comment(plan, tuner.theta()) +
                              weights_with(plan, tuner.theta()).to_profile_text();
  if (auto ok = write_file_atomically(out, profile); !ok) return ok;
  return write_file_atomically(out + ".spsa", checkpoint_text(c));
}

void print_weights(std::ostream& out, const TuningPlan& plan, const std::vector<double>& theta) {
  char line[200];
  std::snprintf(line, sizeof line, "%-28s %12s %12s %12s\n", "weight", "start", "tuned", "range");
  out << line;
  for (std::size_t i = 0; i < plan.tuned.size(); ++i) {
    const TunedWeight& w = plan.tuned[i];
    const std::string name = (w.kind == TunedWeight::Kind::kWeight ? "" : "option ") + w.name;
    std::snprintf(line, sizeof line, "%-28s %12.4g %12.4g %5.4g..%-5.4g\n", name.c_str(), w.start,
                  theta[i], w.min, w.max);
    out << line;
  }
  if (!plan.setup.options.empty())
    out << "tuned agent: " << agent_spec_with(plan, theta, 0) << "\n";
}

void print_progress(std::ostream& err, const SpsaTuner& tuner, int games_each, double seconds) {
  const int done = tuner.done(), all = tuner.settings().iterations;
  const int width = 30, filled = all ? width * done / all : width;
  char line[160];
  std::snprintf(line, sizeof line, "\r[%s%s] %d/%d games, %.0f s", std::string(filled, '#').c_str(),
                std::string(width - filled, '.').c_str(), done * games_each, all * games_each,
                seconds);
  err << line << std::flush;
}

std::string tuned_count(const TuningPlan& plan) {
  const std::size_t options = plan.setup.options.size();
  const std::size_t weights = plan.tuned.size() - options;
  return std::to_string(weights) + " weights" +
         (options ? " and " + std::to_string(options) + " options" : "");
}

EngineSettings engine_settings(const TuneRequest& r) {
  EngineSettings settings;
  settings.max_memory_bytes = r.max_memory_mib * 1024 * 1024;
  return settings;
}

// The opponent check and the games of the run: through the arena when the opponent is
// another program, else between agents in this process.
OpponentCheck opponent_check(const TuningSetup& setup, const EngineSettings& engines) {
  if (!is_engine_opponent(setup.opponent)) return {};
  return [setup, engines](const std::string& opponent) {
    return check_engine_opponent(setup, opponent, engines);
  };
}

PairRunner pair_runner(const TuningPlan& plan, const EngineSettings& engines, std::ostream& err,
                       const std::atomic<bool>* stop) {
  if (!is_engine_opponent(plan.setup.opponent)) return tuning_pair_runner(plan, stop);
  auto log = std::make_shared<std::mutex>();
  return engine_pair_runner(plan, engines, stop, [log, &err](const std::string& reason) {
    std::lock_guard<std::mutex> lock(*log);
    err << "\ntune: a game against the opponent ended early: " << reason << "\n";
  });
}

std::string opponent_text(const TuningSetup& setup) {
  if (setup.opponent.empty()) return "";
  return " against '" + setup.opponent + "'" +
         (setup.clock.unlimited() ? "" : " (" + setup.clock.describe() + ")");
}

bool stopped(const std::atomic<bool>* stop) {
  return stop && stop->load(std::memory_order_relaxed);
}

}  // namespace

int run_tune_command(const TuneRequest& r, std::ostream& out, std::ostream& err,
                     const std::atomic<bool>* stop) {
  auto start = starting_point(r);
  if (!start) return err << "tune: " << start.error() << "\n", kTuneBadInput;
  const EngineSettings engines = engine_settings(r);
  auto planned = plan_tuning(start->setup, opponent_check(start->setup, engines));
  if (!planned) return err << "tune: " << planned.error() << "\n", kTuneBadInput;
  TuningPlan plan = std::move(planned).value();
  SpsaTuner tuner(plan.tuned, start->settings);
  if (!r.resume.empty())
    if (auto ok = tuner.restore(start->theta, start->done); !ok)
      return err << "tune: " << r.resume << ": " << ok.error() << "\n", kTuneBadInput;

  const int games_each = games_per_iteration(plan.setup);
  out << "tune: " << plan.setup.game << " " << format_options(plan.start.rules()) << ", agent '"
      << plan.setup.agent << "', " << tuned_count(plan) << ", "
      << tuner.settings().iterations * games_each << " games at "
      << plan.setup.limits.per_move.max_nodes << " nodes a move" << opponent_text(plan.setup)
      << (tuner.done() ? ", resumed at game " + std::to_string(tuner.done() * games_each) : "")
      << "\n";
  const auto began = std::chrono::steady_clock::now();
  const PairRunner runner = pair_runner(plan, engines, err, stop);
  int since_checkpoint = 0;
  while (!tuner.finished() && tuner.step(runner, stop)) {
    since_checkpoint += int(tuner.settings().batch) * games_each;
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
    if (r.progress) print_progress(err, tuner, games_each, seconds);
    if (since_checkpoint >= r.checkpoint_every) {
      since_checkpoint = 0;
      if (auto ok = save(r.out, plan, tuner); !ok)
        return err << (r.progress ? "\n" : "") << "tune: " << ok.error() << "\n", kTuneBadInput;
    }
  }
  if (r.progress) err << "\n";
  if (auto ok = save(r.out, plan, tuner); !ok)
    return err << "tune: " << ok.error() << "\n", kTuneBadInput;
  print_weights(out, plan, tuner.theta());
  if (stopped(stop)) {
    out << "stopped after " << tuner.done() * games_each << " games"
        << (r.out.empty() ? "" : "; resume with --resume " + r.out + ".spsa") << "\n";
    return 1;
  }
  if (r.verify <= 0) return 0;
  const ScoreTally tally = verify_tuning(plan, tuner.theta(), std::max(1, r.verify / 2), r.threads,
                                         tuner.settings().seed ^ 0x7665726966790000ULL, stop);
  char line[200];
  std::snprintf(line, sizeof line,
                "verification: tuned against start, %d games: +%d =%d -%d, score %.3f, "
                "Elo %+.1f +- %.1f (95%%)\n",
                tally.games(), tally.wins, tally.draws, tally.losses, tally.score(), tally.elo(),
                tally.elo_margin());
  out << line;
  return stopped(stop) ? 1 : 0;
}

}  // namespace bl
