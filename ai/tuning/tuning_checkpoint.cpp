#include "ai/tuning/tuning_checkpoint.h"

#include <algorithm>
#include <cstdio>
#include <sstream>

#include "core/common/finite_number.h"
#include "core/common/key_value_text.h"
#include "core/common/quote_text.h"

namespace bl {
namespace {

constexpr std::string_view kFormat = "boardlab-spsa-1";
constexpr std::string_view kThetaPrefix = "theta.";
constexpr std::string_view kOptionPrefix = "option.";  // after theta., an option's value

// The names theta lists, in order: the tuned weights, then the options.
std::vector<std::string> theta_names(const TuningSetup& setup) {
  std::vector<std::string> names;
  for (const std::string& weight : setup.weights)
    if (weight != kNoWeights) names.push_back(weight);
  for (const TunedOptionRange& option : setup.options)
    names.push_back(std::string(kOptionPrefix) + option.name);
  return names;
}

std::string exact(double value) {
  char buffer[40];
  std::snprintf(buffer, sizeof buffer, "%.17g", value);
  return buffer;
}

std::string joined(const std::vector<std::string>& names) {
  std::string text;
  for (const std::string& name : names) text += (text.empty() ? "" : " ") + name;
  return text;
}

std::vector<std::string> split_words(std::string_view text) {
  std::istringstream in{std::string(text)};
  std::vector<std::string> words;
  for (std::string word; in >> word;) words.push_back(word);
  return words;
}

Result<double> parse_number(std::string_view key, std::string_view text) {
  const std::optional<double> value = parse_finite_number(text);
  if (!value)
    return Result<double>::failure(std::string(key) + " must be a number, got " +
                                   quote_input(text));
  return *value;
}

}  // namespace

std::string checkpoint_text(const TuningCheckpoint& c) {
  const TuningSetup& s = c.setup;
  const SpsaSettings& t = c.settings;
  std::ostringstream out;
  out << "# BoardLab SPSA tuning checkpoint: resume with tune --resume <this file>\n"
      << "format = " << kFormat << "\n"
      << "game = " << s.game << "\n"
      << "rules = " << format_options(s.rules) << "\n"
      << "agent = " << s.agent << "\n"
      << "opponent = " << s.opponent << "\n"
      << "clock = " << format_options(s.clock.to_options()) << "\n"
      << "weights = " << joined(s.weights) << "\n"
      << "options = " << format_option_ranges(s.options) << "\n"
      << "nodes = " << s.limits.per_move.max_nodes << "\n"
      << "max_plies = " << s.limits.max_plies << "\n"
      << "opening_plies = " << s.opening_plies << "\n"
      << "iterations = " << t.iterations << "\n"
      << "perturbation = " << exact(t.perturbation) << "\n"
      << "learning_rate = " << exact(t.learning_rate) << "\n"
      << "alpha = " << exact(t.alpha) << "\n"
      << "gamma = " << exact(t.gamma) << "\n"
      << "stability = " << exact(t.stability) << "\n"
      << "batch = " << t.batch << "\n"
      << "seed = " << t.seed << "\n"
      << "done = " << c.done << "\n";
  const std::vector<std::string> names = theta_names(s);
  for (std::size_t i = 0; i < names.size() && i < c.theta.size(); ++i)
    out << kThetaPrefix << names[i] << " = " << exact(c.theta[i]) << "\n";
  return out.str();
}

Result<TuningCheckpoint> parse_checkpoint(std::string_view text) {
  using R = Result<TuningCheckpoint>;
  const std::vector<KeyValueLine> lines = key_value_lines(text, false);
  const bool has_format = std::any_of(lines.begin(), lines.end(), [](const KeyValueLine& l) {
    return l.key == "format" && l.value == kFormat;
  });
  if (!has_format)
    return R::failure("not a tuning checkpoint (no line 'format = " + std::string(kFormat) + "')");
  OptionMap fields;
  OptionMap theta_text;
  for (const KeyValueLine& line : lines) {
    const std::string where = "line " + std::to_string(line.number) + ": ";
    if (!line.has_equals) return R::failure(where + "expected 'key = value'");
    OptionMap& target = line.key.rfind(kThetaPrefix, 0) == 0 ? theta_text : fields;
    const std::string key(line.key.substr(&target == &theta_text ? kThetaPrefix.size() : 0));
    if (!target.emplace(key, std::string(line.value)).second)
      return R::failure(where + quote_input(line.key) + " is given twice");
  }
  TuningCheckpoint c;
  OptionReader reader(fields, "checkpoint");
  reader.get_string("format", "");
  c.setup.game = reader.get_string("game", "");
  auto rules = parse_options(reader.get_string("rules", ""));
  if (!rules) return R::failure("rules: " + rules.error());
  c.setup.rules = rules.value();
  c.setup.agent = reader.get_string("agent", "");
  c.setup.opponent = reader.get_string("opponent", "");
  auto clock = parse_options(reader.get_string("clock", ""));
  if (!clock) return R::failure("clock: " + clock.error());
  auto control = TimeControl::from_options(clock.value());
  if (!control) return R::failure("clock: " + control.error());
  c.setup.clock = control.value();
  c.setup.weights = split_words(reader.get_string("weights", ""));
  auto options = parse_option_ranges(reader.get_string("options", ""));  // none before session 43
  if (!options) return R::failure("options: " + options.error());
  c.setup.options = options.value();
  c.setup.limits.per_move.max_nodes = std::uint64_t(reader.get_int("nodes", 0, 1, 1 << 30));
  c.setup.limits.max_plies = reader.get_int("max_plies", 600, 1, 100000);
  c.setup.opening_plies = reader.get_int("opening_plies", 4, 0, 40);
  c.settings.iterations = reader.get_int("iterations", 0, 1, 100000000);
  c.settings.perturbation = reader.get_double("perturbation", 0.05, 1e-6, 1);
  c.settings.learning_rate = reader.get_double("learning_rate", 0.02, 0, 100);
  c.settings.alpha = reader.get_double("alpha", 0.602, 0, 2);
  c.settings.gamma = reader.get_double("gamma", 0.101, 0, 2);
  c.settings.stability = reader.get_double("stability", 0.1, 0, 10);
  c.settings.batch = reader.get_int("batch", 1, 1, 64);
  c.settings.seed = std::uint64_t(reader.get_int("seed", 1, 0, 2147483647));
  c.done = reader.get_int("done", 0, 0, 100000000);
  if (auto ok = reader.finish(); !ok) return R::failure(ok.error());
  if (c.setup.game.empty() || c.setup.agent.empty() || c.setup.weights.empty())
    return R::failure("the checkpoint must name its game, agent and weights");
  for (const std::string& name : theta_names(c.setup)) {
    auto it = theta_text.find(name);
    if (it == theta_text.end()) return R::failure("no theta." + name + " for " + name);
    auto value = parse_number("theta." + name, it->second);
    if (!value) return R::failure(value.error());
    c.theta.push_back(value.value());
    theta_text.erase(it);
  }
  if (!theta_text.empty())
    return R::failure("theta." + theta_text.begin()->first +
                      " is not one of the weights or options");
  return c;
}

}  // namespace bl
