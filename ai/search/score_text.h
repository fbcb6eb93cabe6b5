#pragma once
#include <string>

namespace bl {

// A search score for people, the same in every panel and tool: "+35" (or "+35.4" with
// decimals), a proven win or loss as "+#3" / "-#2" (in that many plies) or "+#" / "-#" when a
// solver proved it without a length, and with 3+ players a finishing place that is not a win
// as "finishes" (search_scores.h).
std::string score_text(double score, int decimals = 0);

}  // namespace bl
