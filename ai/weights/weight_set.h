#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "core/common/parse_result.h"
#include "core/common/status.h"

namespace bl {

// One evaluation coefficient: the app builds a slider from it, the console sets it by
// name, tools tune it, profiles save it.
struct WeightSpec {
  std::string name;  // snake_case, unique within its evaluator
  double default_value = 0;
  double min = 0;
  double max = 1;
  std::string meaning;  // one line
};

// The values of an evaluator's weights, indexed like its spec list.
class WeightSet {
 public:
  WeightSet() = default;
  explicit WeightSet(const std::vector<WeightSpec>* specs);  // all defaults

  const std::vector<WeightSpec>& specs() const { return *specs_; }
  std::size_t size() const { return values_.size(); }
  double operator[](std::size_t i) const { return values_[i]; }
  double get(std::string_view name) const;    // the default if unknown (see index_of)
  int index_of(std::string_view name) const;  // -1 if unknown
  // Sets a weight by name; errors name the weight or the range.
  Status set(std::string_view name, double value);
  void reset();  // every weight to its default

  // Profile text: one "name = value" per line, '#' comments. Loading checks every
  // line and changes nothing on error (the error names the line).
  std::string to_profile_text() const;
  Status load_profile_text(std::string_view text);

  bool operator==(const WeightSet& other) const { return values_ == other.values_; }

 private:
  const std::vector<WeightSpec>* specs_ = nullptr;
  std::vector<double> values_;
};

// One term of an evaluation breakdown: the raw feature and what it adds to the score.
struct EvalTerm {
  std::string name;
  double raw = 0;
  double weighted = 0;
};

}  // namespace bl
