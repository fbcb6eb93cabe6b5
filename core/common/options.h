#pragma once
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "core/common/parse_result.h"
#include "core/common/status.h"

namespace bl {

// Named options as text, "key=value": rule options, agent options, tool flags.
using OptionMap = std::map<std::string, std::string, std::less<>>;

// Documentation of one option, for help texts, the lobby and validation.
struct OptionSpec {
  std::string name;
  std::string default_value;
  std::string meaning;  // one line
};

// Parses "a=1 b=two" (whitespace-separated key=value tokens).
Result<OptionMap> parse_options(std::string_view text);
std::string format_options(const OptionMap& options);

// Reads options one by one with range checks; the first problem is kept as a
// one-line error naming the option. Unknown keys are reported by finish().
class OptionReader {
 public:
  OptionReader(const OptionMap& options, std::string context);
  // The reader keeps a reference to the map: a temporary would dangle.
  OptionReader(OptionMap&& options, std::string context) = delete;
  int get_int(std::string_view key, int fallback, int min, int max);
  double get_double(std::string_view key, double fallback, double min, double max);
  bool get_bool(std::string_view key, bool fallback);
  // One of `choices`; returns its index.
  int get_choice(std::string_view key, int fallback, const std::vector<std::string>& choices);
  std::string get_string(std::string_view key, std::string fallback);
  // Returns the first error, including "unknown option" for keys never read.
  Status finish() const;

 private:
  const std::string* find(std::string_view key);
  void fail(std::string message);
  const OptionMap& options_;
  std::string context_;
  std::vector<std::string> read_;
  std::string error_;
};

}  // namespace bl
