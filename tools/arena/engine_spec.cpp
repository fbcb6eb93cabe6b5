#include "tools/arena/engine_spec.h"

#include "core/common/trim.h"

namespace bl {
namespace {

using R = Result<std::optional<EngineSpec>>;

// Reads "key=value;key=value" into `spec`.
Status read_options(std::string_view options, EngineSpec& spec) {
  while (!options.empty()) {
    const std::size_t end = std::min(options.find(';'), options.size());
    const std::string_view option = trim(options.substr(0, end));
    options.remove_prefix(std::min(end + 1, options.size()));
    if (option.empty()) continue;
    const std::size_t eq = option.find('=');
    const std::string key(trim(option.substr(0, std::min(eq, option.size()))));
    if (eq == std::string_view::npos)
      return Status::failure("engine option '" + key + "' needs a value (name=... or init=...)");
    const std::string value(trim(option.substr(eq + 1)));
    if (key == "name" && !value.empty()) {
      spec.name = value;
    } else if (key == "init" && !value.empty()) {
      spec.init_lines.push_back(value);
    } else if (key == "name" || key == "init") {
      return Status::failure("engine option '" + key + "' is empty");
    } else {
      return Status::failure("unknown engine option '" + key + "' (known: name, init)");
    }
  }
  return {};
}

}  // namespace

R parse_engine_spec(const std::string& text) {
  EngineSpec spec;
  std::string_view rest = text;
  if (rest.rfind("gtp", 0) == 0) {
    spec.protocol = EngineSpec::Protocol::kGtp;
    rest.remove_prefix(3);
  } else if (rest.rfind("gomocup", 0) == 0) {
    spec.protocol = EngineSpec::Protocol::kGomocup;
    rest.remove_prefix(7);
  } else {
    return std::optional<EngineSpec>();
  }
  if (rest.empty() || (rest[0] != ':' && rest[0] != '[')) return std::optional<EngineSpec>();
  if (rest[0] == '[') {
    const std::size_t close = rest.find(']');
    if (close == std::string_view::npos)
      return R::failure("engine spec '" + text + "': '[' without ']'");
    if (auto ok = read_options(rest.substr(1, close - 1), spec); !ok)
      return R::failure("engine spec '" + text + "': " + ok.error());
    rest.remove_prefix(close + 1);
    if (rest.empty() || rest[0] != ':')
      return R::failure("engine spec '" + text + "': ':' and a command must follow ']'");
  }
  spec.command = std::string(trim(rest.substr(1)));
  if (spec.command.empty()) return R::failure("engine spec '" + text + "' has no command");
  spec.text = text;
  if (spec.name.empty()) spec.name = text;
  return std::optional<EngineSpec>(std::move(spec));
}

}  // namespace bl
