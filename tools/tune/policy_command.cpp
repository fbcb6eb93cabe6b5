#include "tools/tune/policy_command.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <optional>
#include <sstream>

#include "ai/tuning/engine_evals.h"
#include "ai/tuning/gomoku_policy_fit.h"
#include "core/records/atomic_file.h"
#include "core/records/record_file.h"
#include "tools/arena/record_files.h"
#include "tools/tune/tune_command.h"

namespace bl {
namespace {

// Weights smaller than this are left out of the source (they move no score by a unit).
constexpr float kSmallestWeight = 5e-4f;
// Pairs per line of the source: five of the longest fit in 100 columns.
constexpr int kPairsPerRow = 5;

struct PolicySamples {
  std::vector<PolicySample> train, test;
  int games = 0, other_rules = 0, without_teacher = 0;
};

bool is_teacher(const Seat& seat, const std::string& teacher) {
  return seat.name.find(teacher) != std::string::npos ||
         seat.controller.find(teacher) != std::string::npos;
}

// The sample of `game`'s position with `move`, if it is a quiet Gomoku position.
std::optional<PolicySample> sample_of(const AnyGame& game, const AnyMove& move) {
  const GomokuState* state = game.get_if<GomokuState>();
  if (!state) return std::nullopt;
  auto native = to_native_move(*state, move);
  return native.ok() ? gomoku_policy_sample(*state, *native) : std::nullopt;
}

// The positions along a best line past its first move (the one played), at most `plies`,
// each with the line's next move; the line ends where a move is illegal or the game over.
void add_line(AnyGame game, const EngineLine& line, int plies, std::vector<PolicySample>& out) {
  for (std::size_t k = 0; k < line.moves.size() && k <= std::size_t(plies); ++k) {
    if (game.is_terminal()) return;
    auto move = game.parse_move(line.moves[k]);
    if (!move.ok() || !game.is_legal(*move)) return;
    if (k > 0)
      if (auto sample = sample_of(game, *move)) out.push_back(std::move(*sample));
    if (!game.play(*move)) return;
  }
}

// The teacher's quiet positions of one game, with the moves it played, and with `line_plies`
// the positions along the best lines it said (`comment`: the record's notes).
Status add_game(const Match& match, std::string_view comment, const PolicyRequest& r,
                std::vector<PolicySample>& out) {
  std::vector<EngineLine> lines;
  if (r.line_plies > 0) lines = read_engine_lines(match, comment);
  // In the order of their moves: a note placed at a later move may come before another's.
  std::stable_sort(lines.begin(), lines.end(),
                   [](const EngineLine& a, const EngineLine& b) { return a.ply < b.ply; });
  auto next_line = lines.begin();
  AnyGame game = match.initial();
  for (const MatchAction& action : match.actions()) {
    if (action.kind != ActionKind::kMove) continue;
    const int player = game.current_player();
    const bool teacher =
        player >= 0 && is_teacher(match.seats().at(std::size_t(player)), r.teacher);
    if (teacher)
      if (auto sample = sample_of(game, action.move)) out.push_back(std::move(*sample));
    // One line a move at most (each seat's notes go to ever later moves of its own).
    if (next_line != lines.end() && next_line->ply == game.ply()) {
      if (teacher) add_line(game, *next_line, r.line_plies, out);
      ++next_line;
    }
    if (auto ok = game.play(action.move); !ok)
      return Status::failure("ply " + std::to_string(game.ply() + 1) + ": " + ok.error());
  }
  return {};
}

Result<PolicySamples> gather_samples(const PolicyRequest& r, const std::vector<std::string>& files,
                                     const OptionMap& rules) {
  using R = Result<PolicySamples>;
  PolicySamples g;
  for (const std::string& file : files) {
    auto record = read_record_file(file, "gomoku");
    if (!record) return R::failure(record.error());
    if (!same_rules(record->match.initial(), rules)) {
      ++g.other_rules;
      continue;
    }
    bool taught = false;
    for (const Seat& seat : record->match.seats()) taught = taught || is_teacher(seat, r.teacher);
    if (!taught) {
      ++g.without_teacher;
      continue;
    }
    const bool held_out = r.test_every > 0 && g.games % r.test_every == r.test_every - 1;
    if (auto ok = add_game(record->match, record->info.comment, r, held_out ? g.test : g.train);
        !ok)
      return R::failure(file + ": " + ok.error());
    ++g.games;
  }
  if (g.train.empty())
    return R::failure("no quiet position of a seat named like '" + r.teacher + "' to fit (" +
                      std::to_string(g.without_teacher) + " records without one, " +
                      std::to_string(g.other_rules) + " of other rules)");
  return g;
}

void print_accuracy(std::ostream& out, const char* label, const PolicyAccuracy& a, bool loss) {
  char line[256];
  int n = std::snprintf(line, sizeof line, "  %-22s", label);
  for (std::size_t k = 0; k < kPolicyTops.size(); ++k)
    n += std::snprintf(line + n, sizeof line - std::size_t(n), "  top%-2d %5.1f%%", kPolicyTops[k],
                       100 * a.top[k]);
  if (loss) std::snprintf(line + n, sizeof line - std::size_t(n), "  log loss %.3f", a.log_loss);
  out << line << "\n";
}

// The built-in policy's weights (gomoku_move_policy_weights.cpp) by feature index: the fit
// replaces them only if it ranks the held-out moves better.
std::vector<float> built_in_weights() {
  std::vector<float> weights(GomokuMovePolicy::kNumFeatures, 0.0f);
  for (const auto& [feature, w] : gomoku_move_policy_weights())
    if (feature >= 0 && feature < GomokuMovePolicy::kNumFeatures) weights[std::size_t(feature)] = w;
  return weights;
}

void print_policy_report(std::ostream& out, const PolicySamples& g,
                         const std::vector<float>& weights) {
  out << "positions: " << g.train.size() << " to fit, " << g.test.size() << " held out\n";
  out << "the teacher's move among the first k points (held-out positions if any):\n";
  const std::vector<PolicySample>& shown = g.test.empty() ? g.train : g.test;
  print_accuracy(out, "hand-set move order", hand_order_accuracy(shown), false);
  print_accuracy(out, "built-in policy", policy_accuracy(shown, built_in_weights()), true);
  print_accuracy(out, "fitted policy", policy_accuracy(shown, weights), true);
  if (!g.test.empty())
    print_accuracy(out, "fitted (fitted games)", policy_accuracy(g.train, weights), true);
}

std::string weights_source(const std::vector<float>& weights, const std::string& provenance) {
  std::ostringstream s;
  s << "// Generated by `tune --policy-from-records`:\n// " << provenance << ".\n"
    << "// Do not edit; fit again instead (docs/ai_measurements.md#gomoku-move-policy).\n"
    << "#include \"ai/gomoku/gomoku_move_policy.h\"\n\nnamespace bl {\nnamespace {\n\n"
    << "// (feature, weight): GomokuMovePolicy's feature indices; the others weigh 0.\n"
    << "// clang-format off\n"
    << "constexpr std::pair<int, float> kWeights[] = {\n";
  int in_row = 0;
  char item[48];
  for (std::size_t f = 0; f < weights.size(); ++f) {
    if (std::fabs(weights[f]) < kSmallestWeight) continue;
    std::snprintf(item, sizeof item, "{%zu, %.4gf},", f, double(weights[f]));
    s << (in_row == 0 ? "    " : " ") << item;
    if (++in_row == kPairsPerRow) {
      s << "\n";
      in_row = 0;
    }
  }
  if (in_row > 0) s << "\n";
  s << "};\n// clang-format on\n\n}  // namespace\n\n"
    << "std::span<const std::pair<int, float>> gomoku_move_policy_weights() { return kWeights; "
       "}\n\n"
    << "}  // namespace bl\n";
  return s.str();
}

}  // namespace

int run_policy_command(const PolicyRequest& r, std::ostream& out, std::ostream& err) {
  auto fail = [&](const std::string& message) {
    err << "tune: " << message << "\n";
    return kTuneBadInput;
  };
  if (r.teacher.empty()) return fail("--teacher: name the seat whose moves to learn");
  auto rules = requested_rules("gomoku", r.rules);
  if (!rules) return fail(rules.error());
  auto files = record_files(r.records);
  if (!files) return fail(files.error());
  auto gathered = gather_samples(r, files.value(), rules.value());
  if (!gathered) return fail(gathered.error());
  out << "tune --policy-from-records: " << files->size() << " records: " << gathered->games
      << " with a seat named like '" << r.teacher << "', " << gathered->without_teacher
      << " without, " << gathered->other_rules << " of other rules\n";
  PolicyFitOptions options;
  options.iterations = r.iterations;
  options.l2 = r.l2;
  if (r.from_built_in) options.start = built_in_weights();
  const std::vector<float> weights = fit_move_policy(gathered->train, options);
  print_policy_report(out, gathered.value(), weights);
  if (r.out.empty()) return 0;
  char settings[96];
  std::snprintf(settings, sizeof settings, "%d iterations, l2 %g%s", r.iterations, r.l2,
                r.from_built_in ? " from the built-in weights" : "");
  const std::string along = r.line_plies > 0
                                ? " (its moves and its best lines up to " +
                                      std::to_string(r.line_plies) + " moves past them)"
                                : "";
  const std::string provenance = std::to_string(gathered->train.size()) + " quiet positions of '" +
                                 r.teacher + "'" + along + " in " +
                                 std::to_string(gathered->games) + " games, " + settings;
  if (auto ok = write_file_atomically(r.out, weights_source(weights, provenance)); !ok)
    return fail(ok.error());
  out << "wrote " << r.out << "\n";
  return 0;
}

}  // namespace bl
