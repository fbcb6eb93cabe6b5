#include "ai/search/score_text.h"

#include <cmath>
#include <cstdio>

#include "ai/search/search_scores.h"

namespace bl {

std::string score_text(double score, int decimals) {
  char text[48];
  if (is_proven_score(score)) {
    const double plies = kWinScore - std::fabs(score);
    const char* sign = score > 0 ? "+#" : "-#";
    if (plies >= kSolverWinPlies) return sign;
    std::snprintf(text, sizeof text, "%s%ld", sign, std::lround(plies));
    return text;
  }
  if (std::fabs(score) >= kMaxEvaluation) return score > 0 ? "finishes" : "out";
  std::snprintf(text, sizeof text, "%+.*f", decimals, score);
  return text;
}

}  // namespace bl
