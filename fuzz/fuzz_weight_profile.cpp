// Weight profiles ("name = value" lines, '#' comments): files the lab's Weights panel and
// console load. The first byte picks the evaluator whose weights are read.
// Invariants beyond "no crash": an error is one short line and changes nothing; a profile
// that loads saves to text that loads to the same weights and saves the same.
#include <string>

#include "ai/chinese_checkers/chinese_checkers_evaluation.h"
#include "ai/gomoku/gomoku_evaluation.h"
#include "ai/nogo/nogo_evaluation.h"
#include "fuzz_check.h"
#include "fuzz_lines.h"

namespace bl::fuzz {
namespace {

const std::vector<WeightSpec>& specs_for(std::uint8_t selector) {
  switch (selector % 3) {
    case 0:
      return GomokuEvaluation::weight_specs();
    case 1:
      return NoGoEvaluation::weight_specs();
    default:
      return ChineseCheckersEvaluation::weight_specs();
  }
}

}  // namespace
}  // namespace bl::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace bl::fuzz;
  if (size == 0) return 0;
  const auto& specs = specs_for(data[0]);
  bl::WeightSet weights(&specs);
  const std::string before = weights.to_profile_text();
  auto loaded = weights.load_profile_text(as_text(data + 1, size - 1));
  if (!loaded) {
    require_error_line(loaded.error());
    require(weights.to_profile_text() == before, "a refused profile changes nothing");
    return 0;
  }
  const std::string saved = weights.to_profile_text();
  bl::WeightSet again(&specs);
  auto reloaded = again.load_profile_text(saved);
  require(reloaded.ok(), "a saved profile loads", reloaded.ok() ? saved : reloaded.error());
  require(again == weights, "to the same weights", saved);
  require(again.to_profile_text() == saved, "and saves the same", saved);
  return 0;
}
