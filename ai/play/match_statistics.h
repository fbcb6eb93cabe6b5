#pragma once
#include <string>
#include <string_view>

#include "core/common/parse_result.h"

namespace bl {

// Wins, draws and losses of the first agent, and what they say about its strength.
struct ScoreTally {
  int wins = 0;
  int draws = 0;
  int losses = 0;

  int games() const { return wins + draws + losses; }
  // Counts one game by its score: above 3/4 a win, below 1/4 a loss, else a draw (a
  // multi-player game's middle places count as draws).
  void add_game(double score);
  double score() const;  // (W + D/2) / N, 0.5 with no games
  // Half-width of the 95% confidence interval of score() (normal approximation
  // over per-game results).
  double score_margin() const;
  // Elo difference implied by score(); a perfect or zero score is clamped to the
  // score of half a game off, so the figure stays finite.
  double elo() const;
  // Half-width of the 95% interval of elo(), from score() +- score_margin().
  double elo_margin() const;
};

double elo_from_score(double score);
double score_from_elo(double elo);

// Sequential probability ratio test of H0: elo = elo0 against H1: elo = elo1
// (generalised SPRT on the per-game score, as in engine testing frameworks).
struct Sprt {
  double elo0 = 0;
  double elo1 = 5;
  double alpha = 0.05;
  double beta = 0.05;

  double llr(const ScoreTally& tally) const;
  double lower_bound() const;  // accept H0 when llr falls below
  double upper_bound() const;  // accept H1 when llr rises above
  // "H1" or "H0" once decided, "" while undecided.
  std::string verdict(const ScoreTally& tally) const;

  // "elo0,elo1" or "elo0,elo1,alpha,beta" (arena --sprt): finite numbers, elo0 < elo1 and
  // both error rates strictly between 0 and 1; else a one-line reason.
  static Result<Sprt> parse(std::string_view text);
};

}  // namespace bl
