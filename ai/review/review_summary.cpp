#include "ai/review/game_review.h"

namespace bl {

std::vector<PlayerReview> summarize_review(const std::vector<ReviewedMove>& moves,
                                           int num_players) {
  std::vector<PlayerReview> players(std::size_t(std::max(num_players, 0)));
  for (int p = 0; p < num_players; ++p) players[std::size_t(p)].player = p;
  for (const ReviewedMove& m : moves) {
    const int p = m.analysis.player;
    if (p < 0 || p >= num_players) continue;
    PlayerReview& player = players[std::size_t(p)];
    ++player.moves;
    ++player.counts[std::size_t(m.analysis.move_class)];
    player.total_loss += m.analysis.loss;
  }
  return players;
}

}  // namespace bl
