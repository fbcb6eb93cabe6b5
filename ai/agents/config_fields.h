#pragma once
#include <locale>
#include <sstream>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

#include "core/common/options.h"

namespace bl {

// One option of an agent's configuration: its name, the member it sets, the range a value
// must lie in (numbers) or the words it may take (an int member holding the word's index),
// and what it means. A table of these is the only place an option is
// written down: reading a spec's options and listing them (name, default, meaning) both
// come from it, so the two cannot disagree.
template <class Config>
struct ConfigField {
  using Member = std::variant<int Config::*, double Config::*, bool Config::*>;
  ConfigField(std::string_view name, Member member, double min, double max, std::string meaning,
              std::vector<std::string> choices = {})
      : name(name),
        member(member),
        min(min),
        max(max),
        meaning(std::move(meaning)),
        choices(std::move(choices)) {}

  std::string_view name;
  Member member;
  double min;
  double max;
  std::string meaning;
  std::vector<std::string> choices;
};

// A default as the lists show it: integers plainly, fractions in their shortest form
// ("1.5", "0.15"), switches as 1 or 0.
inline std::string format_default(int value) { return std::to_string(value); }
inline std::string format_default(bool value) { return value ? "1" : "0"; }
inline std::string format_default(double value) {
  std::ostringstream out;
  out.imbue(std::locale::classic());  // "1.5" whatever the program's locale
  out << value;
  return out.str();
}

// Sets each field the reader has a value for; range errors stay in the reader.
template <class Config>
void read_fields(OptionReader& reader, const std::vector<ConfigField<Config>>& fields,
                 Config& config) {
  for (const ConfigField<Config>& f : fields) {
    std::visit(
        [&](auto member) {
          auto& value = config.*member;
          using T = std::remove_reference_t<decltype(value)>;
          if constexpr (std::is_same_v<T, bool>)
            value = reader.get_bool(f.name, value);
          else if constexpr (std::is_same_v<T, int>)
            value = f.choices.empty() ? reader.get_int(f.name, value, int(f.min), int(f.max))
                                      : reader.get_choice(f.name, value, f.choices);
          else
            value = reader.get_double(f.name, value, f.min, f.max);
        },
        f.member);
  }
}

// The fields as option specs, with the defaults of `defaults`.
template <class Config>
std::vector<OptionSpec> field_specs(const std::vector<ConfigField<Config>>& fields,
                                    const Config& defaults) {
  std::vector<OptionSpec> specs;
  for (const ConfigField<Config>& f : fields) {
    const std::string value = std::visit(
        [&](auto member) {
          if constexpr (std::is_same_v<decltype(member), int Config::*>)
            if (!f.choices.empty()) return f.choices.at(std::size_t(defaults.*member));
          return format_default(defaults.*member);
        },
        f.member);
    specs.push_back({std::string(f.name), value, f.meaning});
  }
  return specs;
}

}  // namespace bl
