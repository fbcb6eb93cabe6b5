#include "tools/tune/fit_command.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>

#include "ai/agents/evaluation_breakdown.h"
#include "ai/tuning/engine_evals.h"
#include "ai/tuning/fit_positions.h"
#include "ai/tuning/name_list.h"
#include "core/common/quote_text.h"
#include "core/records/atomic_file.h"
#include "core/records/record_file.h"
#include "tools/arena/record_files.h"

namespace bl {
namespace {

constexpr int kBadInput = 2;
constexpr std::size_t kMaxProfileBytes = 1 << 20;

// The start weights: the game's defaults, or a profile over them.
Result<WeightSet> start_weights(const FitRequest& r) {
  using R = Result<WeightSet>;
  auto weights = default_weights(r.game);
  if (!weights) return R::failure("unknown game " + quote_input(r.game));
  if (r.start.empty()) return *weights;
  auto text = read_text_file(r.start, kMaxProfileBytes);
  if (!text) return R::failure("--start: " + text.error());
  if (auto ok = weights->load_profile_text(text.value()); !ok)
    return R::failure(r.start + ": " + ok.error());
  return *weights;
}

Result<std::vector<int>> tuned_indices(const FitRequest& r, const WeightSet& weights) {
  using R = Result<std::vector<int>>;
  std::vector<int> tuned;
  const auto names = name_list(r.weights);
  if (names.empty())
    for (std::size_t i = 0; i < weights.size(); ++i) tuned.push_back(int(i));
  for (const std::string& name : names) {
    const int i = weights.index_of(name);
    if (i < 0) return R::failure("--weights: " + r.game + " has no weight '" + name + "'");
    if (std::find(tuned.begin(), tuned.end(), i) == tuned.end()) tuned.push_back(i);
  }
  return tuned;
}

struct Gathered {
  std::vector<FitPosition> positions;
  int used = 0, other_rules = 0, unfinished = 0;
  // With --to-engine-evals: the evaluations placed, how many were mates, and their scale.
  int engine_evals = 0, engine_mates = 0;
  double engine_scale = 0;
};

// A record that counts: its game, and the evaluations the engines said in it.
struct UsableRecord {
  std::string file;
  Match match;
  std::vector<EngineEval> evals;
};

// The records of the requested rules that have ended (the others counted in `g`).
Result<std::vector<UsableRecord>> usable_records(const FitRequest& r,
                                                 const std::vector<std::string>& files,
                                                 const OptionMap& rules, Gathered& g) {
  using R = Result<std::vector<UsableRecord>>;
  std::vector<UsableRecord> usable;
  for (const std::string& file : files) {
    auto record = read_record_file(file, r.game);
    if (!record) return R::failure(record.error());
    if (!same_rules(record->match.initial(), rules)) {
      ++g.other_rules;
      continue;
    }
    if (!record->match.outcome().decided()) {
      ++g.unfinished;
      continue;
    }
    std::vector<EngineEval> evals;
    if (r.engine_evals) evals = read_engine_evals(record->match, record->info.comment);
    usable.push_back({file, std::move(record->match), std::move(evals)});
  }
  return usable;
}

// Each game's evaluations as targets: the probability that the side to move wins, by the
// scale at which the engines' values best predict the results of all the games.
Status engine_targets(const std::vector<UsableRecord>& records,
                      std::vector<std::map<int, double>>& targets, Gathered& g) {
  std::vector<EngineEval> all;
  std::vector<double> results;
  for (const UsableRecord& record : records)
    for (const EngineEval& e : record.evals) {
      all.push_back(e);
      results.push_back(record.match.outcome().score(e.player));
      g.engine_mates += e.mate != 0;
    }
  g.engine_evals = int(all.size());
  if (all.empty())
    return Status::failure("--to-engine-evals: the records hold no engine evaluation");
  g.engine_scale = engine_eval_scale(all, results);
  if (g.engine_scale == 0)
    return Status::failure(
        "--to-engine-evals: the engines' evaluations do not predict the games' results at any "
        "scale");
  for (const UsableRecord& record : records) {
    std::map<int, double>& game_targets = targets.emplace_back();
    for (const EngineEval& e : record.evals)
      game_targets[e.ply] = engine_win_probability(e, g.engine_scale);
  }
  return {};
}

Result<Gathered> gather(const FitRequest& r, const std::vector<std::string>& files,
                        const OptionMap& rules, const WeightSet& weights) {
  using R = Result<Gathered>;
  Gathered g;
  auto records = usable_records(r, files, rules, g);
  if (!records) return R::failure(records.error());
  std::vector<std::map<int, double>> targets;
  if (r.engine_evals)
    if (auto ok = engine_targets(records.value(), targets, g); !ok) return R::failure(ok.error());
  for (std::size_t i = 0; i < records->size(); ++i) {
    const Match& match = (*records)[i].match;
    auto positions = r.engine_evals ? fit_positions(match, weights, targets[i], g.used)
                                    : fit_positions(match, weights, r.skip_plies, g.used);
    if (!positions) return R::failure((*records)[i].file + ": " + positions.error());
    ++g.used;
    g.positions.insert(g.positions.end(), positions->begin(), positions->end());
  }
  if (g.positions.empty())
    return R::failure("no position to fit: " + std::to_string(g.other_rules) +
                      " records of other rules, " + std::to_string(g.unfinished) +
                      " unfinished, none past ply " + std::to_string(r.skip_plies));
  return g;
}

void print_report(std::ostream& out, const FitRequest& r, const std::vector<int>& tuned,
                  const WeightSet& start, const ResultFit& fit) {
  char line[256];
  const std::string held_out =
      r.test_every > 0 ? "one game in " + std::to_string(r.test_every) : "no game";
  std::snprintf(line, sizeof line, "positions: %d to fit, %d held out (%s); scale %.1f\n",
                fit.train_positions, fit.test_positions, held_out.c_str(), fit.scale);
  out << line;
  std::snprintf(line, sizeof line, "log loss: fitted %.5f -> %.5f, held out %.5f -> %.5f\n",
                fit.train_loss_before, fit.train_loss_after, fit.test_loss_before,
                fit.test_loss_after);
  out << line;
  if (fit.test_positions > 0 && fit.test_loss_after >= fit.test_loss_before)
    out << "warning: the held-out loss did not fall: the fit learnt these games, not the "
           "evaluation; use more games\n";
  std::snprintf(line, sizeof line, "%-28s %12s %12s %12s\n", "weight", "start", "fitted", "range");
  out << line;
  std::string options;
  for (int i : tuned) {
    const WeightSpec& spec = start.specs()[i];
    std::snprintf(line, sizeof line, "%-28s %12.4g %12.4g %5.4g..%-5.4g\n", spec.name.c_str(),
                  start[i], fit.weights[i], spec.min, spec.max);
    out << line;
    std::snprintf(line, sizeof line, "%sweight.%s=%.4g", options.empty() ? "" : " ",
                  spec.name.c_str(), fit.weights[i]);
    options += line;
  }
  out << "agent options: " << options << "\n";
}

}  // namespace

int run_fit_command(const FitRequest& r, std::ostream& out, std::ostream& err) {
  auto fail = [&](const std::string& message) {
    err << "tune: " << message << "\n";
    return kBadInput;
  };
  auto start = start_weights(r);
  if (!start) return fail(start.error());
  auto game = AnyGame::create(r.game, {});
  if (!game) return fail(game.error());
  auto rules = requested_rules(r.game, r.rules);
  if (!rules) return fail(rules.error());
  auto tuned = tuned_indices(r, start.value());
  if (!tuned) return fail(tuned.error());
  auto files = record_files(r.records);
  if (!files) return fail(files.error());
  auto gathered = gather(r, files.value(), rules.value(), start.value());
  if (!gathered) return fail(gathered.error());

  out << "tune --from-records: " << game->game_name()
      << (rules->empty() ? "" : " " + format_options(rules.value())) << ", " << files->size()
      << " records: " << gathered->used << " used, " << gathered->other_rules << " of other rules, "
      << gathered->unfinished << " unfinished\n";
  if (r.engine_evals) {
    char line[200];
    std::snprintf(line, sizeof line,
                  "engine evaluations: %d placed (%d announced mates); engine scale %.1f\n",
                  gathered->engine_evals, gathered->engine_mates, gathered->engine_scale);
    out << line;
  }
  ResultFitOptions options;
  options.tuned = tuned.value();
  options.iterations = r.iterations;
  options.test_every = r.test_every;
  const ResultFit fit = fit_to_results(gathered->positions, start.value(), options);
  if (fit.scale == 0)
    return fail(
        "the evaluation at the start weights does not predict these games' results at "
        "any scale (random games?): nothing to fit");
  print_report(out, r, tuned.value(), start.value(), fit);
  if (r.out.empty()) return 0;
  const std::string target = r.engine_evals ? "the engines' evaluations in " : "the results of ";
  const std::string profile = "# fitted to " + target + std::to_string(gathered->used) +
                              " recorded " + game->game_name() + " games (tune --from-records)\n" +
                              fit.weights.to_profile_text();
  if (auto ok = write_file_atomically(r.out, profile); !ok) return fail(ok.error());
  out << "wrote " << r.out << "\n";
  return 0;
}

}  // namespace bl
