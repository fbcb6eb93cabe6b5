#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "ai/tuning/spsa_tuner.h"
#include "ai/tuning/weight_tuning.h"
#include "core/common/parse_result.h"

namespace bl {

// A tuning run at a batch boundary: what it plays, its SPSA settings, the iterations done
// and theta at full precision. Resuming from it replays the same perturbations and
// openings, so the trajectory is the one the run would have taken without the stop.
struct TuningCheckpoint {
  TuningSetup setup;
  SpsaSettings settings;
  int done = 0;
  std::vector<double> theta;  // in setup.weights order, then setup.options'
};

// "key = value" text, '#' comments; theta with 17 significant digits.
std::string checkpoint_text(const TuningCheckpoint& checkpoint);
// Every key checked (known, in range, present); errors name the line or the key.
Result<TuningCheckpoint> parse_checkpoint(std::string_view text);

}  // namespace bl
