#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "ai/tuning/spsa_tuner.h"
#include "core/common/parse_result.h"

namespace bl {

// Search options of the tuned agent (alphabeta's lmr_divisor, unforced_moves, ...) tuned by
// SPSA beside its evaluation weights. Until now options were tried one at a time by hand,
// each a few points either way inside a match's noise; SPSA moves them all at once on the
// same games as the weights. The range is the user's: an option's own limits (lmr_divisor
// 0.25..100) are far wider than what is worth trying, and SPSA's steps scale with the range.
struct TunedOptionRange {
  std::string name;
  double min = 0;
  double max = 0;
};

// "lmr_divisor=0.5..3,unforced_moves=6..16": comma or space separated name=min..max.
// Errors name the entry and what is wrong with it.
Result<std::vector<TunedOptionRange>> parse_option_ranges(std::string_view text);
// The same text back, space separated (parse_option_ranges reads it).
std::string format_option_ranges(const std::vector<TunedOptionRange>& ranges);

// The tuned values of `ranges` for the agent `agent_spec` ("alphabeta nodes=100" or
// "alphabeta"): each option must be one of the agent's, its range inside what the agent
// accepts (both ends are tried), and its start, the spec's value or else the agent's
// default, inside the range. An option that takes only whole numbers is marked integer.
Result<std::vector<TunedWeight>> tuned_options(const std::string& agent_spec,
                                               const std::vector<TunedOptionRange>& ranges);

// `agent_spec` with each option of `options` set to its value in `values` (same order).
// Integer options are rounded: with a `rounding_seed`, down or up at random in proportion to
// the fraction (the same draw for the two sides of an SPSA pair, so that between them only
// the perturbation differs and a step smaller than 1 still moves the expected value);
// with 0, to the nearest.
std::string spec_with_options(const std::string& agent_spec,
                              const std::vector<TunedWeight>& options,
                              const std::vector<double>& values, std::uint64_t rounding_seed);

}  // namespace bl
