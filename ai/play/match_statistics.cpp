#include "ai/play/match_statistics.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "core/common/finite_number.h"
#include "core/common/quote_text.h"
#include "core/common/split_fields.h"

namespace bl {

void ScoreTally::add_game(double score) {
  if (score > 0.75)
    ++wins;
  else if (score < 0.25)
    ++losses;
  else
    ++draws;
}

double ScoreTally::score() const { return games() ? (wins + 0.5 * draws) / games() : 0.5; }

namespace {

// Variance of one game's score (1, 0.5 or 0) around the mean.
double per_game_variance(const ScoreTally& t) {
  const int n = t.games();
  if (n == 0) return 0;
  const double s = t.score();
  return (t.wins * (1 - s) * (1 - s) + t.draws * (0.5 - s) * (0.5 - s) + t.losses * s * s) / n;
}

double clamp_score(double score, int games) {
  const double edge = games ? 0.5 / games : 0.01;
  return std::clamp(score, edge, 1 - edge);
}

}  // namespace

double ScoreTally::score_margin() const {
  const int n = games();
  return n ? 1.959964 * std::sqrt(per_game_variance(*this) / n) : 0.5;
}

double elo_from_score(double score) { return -400.0 * std::log10(1.0 / score - 1.0); }
double score_from_elo(double elo) { return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0)); }

double ScoreTally::elo() const { return elo_from_score(clamp_score(score(), games())); }

double ScoreTally::elo_margin() const {
  const double lo = elo_from_score(clamp_score(score() - score_margin(), games()));
  const double hi = elo_from_score(clamp_score(score() + score_margin(), games()));
  return (hi - lo) / 2;
}

double Sprt::llr(const ScoreTally& tally) const {
  const int n = tally.games();
  const double variance = per_game_variance(tally);
  if (n == 0 || variance <= 0) return 0;
  const double s0 = score_from_elo(elo0);
  const double s1 = score_from_elo(elo1);
  return n * (s1 - s0) * (2 * tally.score() - s0 - s1) / (2 * variance);
}

double Sprt::lower_bound() const { return std::log(beta / (1 - alpha)); }
double Sprt::upper_bound() const { return std::log((1 - beta) / alpha); }

std::string Sprt::verdict(const ScoreTally& tally) const {
  const double value = llr(tally);
  if (value >= upper_bound()) return "H1";
  if (value <= lower_bound()) return "H0";
  return "";
}

Result<Sprt> Sprt::parse(std::string_view text) {
  using R = Result<Sprt>;
  std::vector<double> values;
  for (std::string_view field : split_fields(text)) {
    const auto value = parse_finite_number(field);
    if (!value)
      return R::failure("--sprt: " + quote_input(field) +
                        " is not a number (expected elo0,elo1[,alpha,beta], e.g. 0,20)");
    values.push_back(*value);
  }
  if (values.size() != 2 && values.size() != 4)
    return R::failure("--sprt takes 2 or 4 numbers (elo0,elo1[,alpha,beta]), not " +
                      std::to_string(values.size()));
  Sprt sprt;
  sprt.elo0 = values[0];
  sprt.elo1 = values[1];
  if (values.size() == 4) {
    sprt.alpha = values[2];
    sprt.beta = values[3];
  }
  if (!(sprt.elo0 < sprt.elo1)) return R::failure("--sprt: elo0 must be below elo1");
  for (double rate : {sprt.alpha, sprt.beta})
    if (!(rate > 0 && rate < 1))
      return R::failure("--sprt: alpha and beta must lie strictly between 0 and 1");
  return sprt;
}

}  // namespace bl
