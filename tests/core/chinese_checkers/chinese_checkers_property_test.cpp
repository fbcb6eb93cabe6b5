// Invariants over many random games for 2, 3, 4 and 6 players: apply/undo restores the
// exact state, the incremental hash equals the hash from scratch, transpositions hash
// equal, generated moves are legal and distinct, and every game ends.
#include <gtest/gtest.h>

#include <random>

#include "tests/core/chinese_checkers/chinese_checkers_test_util.h"

namespace bl {
namespace {

using namespace cc_test;

// Picks a random move; with probability `greed` one of those that bring the piece
// nearest its goal, so that many games are actually won rather than adjudicated.
Move pick_move(const State& s, std::mt19937_64& rng, double greed) {
  State::MoveBuffer moves;
  const int n = s.legal_moves(moves);
  if (std::uniform_real_distribution<double>(0, 1)(rng) >= greed || moves[0].is_pass())
    return moves[std::uniform_int_distribution<int>(0, n - 1)(rng)];
  const int p = s.current_player();
  auto gain = [&](const Move& m) { return s.steps_to_goal(p, m.from) - s.steps_to_goal(p, m.to); };
  int best = -100;
  for (int i = 0; i < n; ++i) best = std::max(best, gain(moves[i]));
  std::vector<int> best_moves;
  for (int i = 0; i < n; ++i)
    if (gain(moves[i]) == best) best_moves.push_back(i);
  return moves[best_moves[std::uniform_int_distribution<std::size_t>(0,
                                                                     best_moves.size() - 1)(rng)]];
}

// Checks every generated move of `s`: legal, distinct, counted, and apply/undo exact.
void check_all_moves(State& s) {
  const State before = s;
  State::MoveBuffer moves;
  const int n = s.legal_moves(moves);
  ASSERT_EQ(std::uint64_t(n), s.count_legal_moves());
  std::set<std::pair<int, int>> seen;
  for (int i = 0; i < n; ++i) {
    const Move& m = moves[i];
    ASSERT_TRUE(s.is_legal(m)) << s.move_to_string(m);
    ASSERT_TRUE(seen.insert({m.from, m.to}).second) << "duplicate " << s.move_to_string(m);
    if (m.is_pass()) {
      ASSERT_EQ(n, 1);
    }
    s.apply(m);
    ASSERT_EQ(s.hash(), s.compute_hash()) << s.move_to_string(m);
    s.undo(m);
    ASSERT_EQ(s, before) << "apply/undo of " << s.move_to_string(m);
  }
}

struct GameStats {
  int finished_games = 0;
  int adjudicated_games = 0;
  int passes = 0;
};

// Plays one game to its end, checking invariants at every ply, then undoes it all.
void play_random_game(const Rules& rules, std::uint64_t seed, double greed, GameStats& stats) {
  std::mt19937_64 rng(seed);
  State s(rules);
  const State start = s;
  std::vector<Move> played;
  const int max_plies = rules.move_limit * rules.players;
  while (!s.is_terminal()) {
    ASSERT_LE(int(played.size()), max_plies) << "game did not end";
    ASSERT_NE(s.current_player(), kNoPlayer);
    ASSERT_TRUE(s.is_active(s.current_player()));
    if (played.size() % 32 == 0) check_all_moves(s);
    const Move m = pick_move(s, rng, greed);
    ASSERT_TRUE(s.is_legal(m));
    const State before = s;
    s.apply(m);
    ASSERT_EQ(s.hash(), s.compute_hash());
    ASSERT_EQ(s.ply(), before.ply() + 1);
    if (played.size() % 8 == 0) {  // text round trip in the position it was played from
      auto back = before.parse_move(before.move_to_string(m));
      ASSERT_TRUE(back.ok()) << back.error();
      ASSERT_EQ(before.move_cells(*back), before.move_cells(m));
    }
    State undone = s;
    undone.undo(m);
    ASSERT_EQ(undone, before);
    stats.passes += m.is_pass() ? 1 : 0;
    played.push_back(m);
  }
  ASSERT_EQ(s.current_player(), kNoPlayer);
  const Outcome outcome = s.outcome();
  ASSERT_TRUE(outcome.decided());
  for (int p = 0; p < rules.players; ++p) {
    ASSERT_GE(outcome.place[p], 1);
    ASSERT_LE(outcome.place[p], rules.players);
  }
  (s.adjudicated() ? stats.adjudicated_games : stats.finished_games) += 1;
  for (int i = int(played.size()) - 1; i >= 0; --i) s.undo(played[i]);
  ASSERT_EQ(s, start) << "undoing the whole game";
}

void run_games(int players, int games, int move_limit, double greed, std::uint64_t seed) {
  Rules rules = rules_for(players);
  rules.move_limit = move_limit;
  GameStats stats;
  for (int g = 0; g < games; ++g) {
    // Vary the options too, so their generators are exercised in real games.
    rules.stop_in_other_points = g % 3 != 1;
    rules.leave_goal = g % 4 != 2;
    play_random_game(rules, seed + g, g % 2 ? greed : 0.0, stats);
    if (testing::Test::HasFatalFailure()) return;
  }
  EXPECT_EQ(stats.finished_games + stats.adjudicated_games, games);
  // The greedy half of the games reaches real finishes, so finishing and its undo are
  // exercised, not just adjudication.
  EXPECT_GT(stats.finished_games, 0) << players << " players";
  testing::Test::RecordProperty("finished_games_" + std::to_string(players), stats.finished_games);
}

TEST(ChineseCheckersProperty, TwoPlayerRandomGames) { run_games(2, 200, 120, 0.9, 1000); }
TEST(ChineseCheckersProperty, ThreePlayerRandomGames) { run_games(3, 120, 120, 0.9, 2000); }
TEST(ChineseCheckersProperty, FourPlayerRandomGames) { run_games(4, 100, 120, 0.9, 3000); }
TEST(ChineseCheckersProperty, SixPlayerRandomGames) { run_games(6, 100, 120, 0.9, 4000); }
TEST(ChineseCheckersProperty, DefaultMoveLimitEndsPurelyRandomGames) {
  GameStats stats;
  for (int players : {2, 6}) {
    play_random_game(rules_for(players), 77 + players, 0.0, stats);
    ASSERT_FALSE(HasFatalFailure());
  }
}

TEST(ChineseCheckersProperty, RandomEliminationsKeepTheStateConsistent) {
  std::mt19937_64 rng(5);
  for (int players : {2, 3, 4, 6}) {
    for (int game = 0; game < 40; ++game) {
      Rules rules = rules_for(players);
      rules.move_limit = 100;
      State s(rules);
      std::vector<int> eliminated;
      while (!s.is_terminal()) {
        if (std::uniform_int_distribution<int>(0, 60)(rng) == 0) {
          const int p = std::uniform_int_distribution<int>(0, players - 1)(rng);
          const bool was_active = s.is_active(p);
          s.eliminate(p);
          ASSERT_EQ(s.hash(), s.compute_hash());
          if (!was_active) continue;
          eliminated.push_back(p);
          ASSERT_TRUE(s.is_eliminated(p));
          if (players > 2) {
            ASSERT_TRUE(s.pieces(p).empty());
          }
          if (s.is_terminal()) break;
          ASSERT_NE(s.current_player(), p);
        }
        const Move m = pick_move(s, rng, 0.7);
        const State before = s;
        s.apply(m);
        ASSERT_EQ(s.hash(), s.compute_hash());
        State undone = s;
        undone.undo(m);
        ASSERT_EQ(undone, before);
      }
      const Outcome outcome = s.outcome();
      ASSERT_TRUE(outcome.decided());
      if (players == 2) {
        if (!eliminated.empty()) {
          ASSERT_EQ(outcome.winner(), 1 - eliminated[0]);
        }
        continue;
      }
      // The k-th eliminated player takes place players + 1 - k.
      for (std::size_t k = 0; k < eliminated.size(); ++k)
        ASSERT_EQ(outcome.place[eliminated[k]], players - int(k)) << s.to_string();
    }
  }
}

// Plays `moves` in order if every one is legal when its turn comes.
bool play_if_legal(State& s, const std::vector<Move>& moves) {
  for (const Move& m : moves) {
    if (s.is_terminal() || !s.is_legal(m)) return false;
    s.apply(m);
  }
  return true;
}

TEST(ChineseCheckersProperty, TranspositionsHashEqual) {
  // Player 0 plays a, everyone else one move each, then player 0 plays c; swapping a and
  // c reaches the same position whenever that order is legal too.
  std::mt19937_64 rng(99);
  std::map<int, int> checked;
  for (int players : {2, 3, 4, 6}) {
    for (int game = 0; game < 60; ++game) {
      State s(rules_for(players));
      for (int ply = 0; ply < 10 * players && !s.is_terminal(); ++ply)
        s.apply(pick_move(s, rng, 0.5));
      if (s.is_terminal() || s.current_player() != 0) continue;
      std::vector<Move> line;
      State first = s;
      for (int k = 0; k < players + 1 && !first.is_terminal(); ++k) {
        line.push_back(pick_move(first, rng, 0.0));
        first.apply(line.back());
      }
      if (int(line.size()) != players + 1) continue;
      std::swap(line.front(), line.back());
      State second = s;
      if (!play_if_legal(second, line)) continue;
      EXPECT_EQ(first.hash(), second.hash());
      for (int p = 0; p < players; ++p) EXPECT_EQ(first.pieces(p), second.pieces(p));
      if (first.pieces(0) == second.pieces(0)) {
        EXPECT_EQ(first, second);
      }
      ++checked[players];
    }
  }
  for (int players : {2, 3, 4, 6}) EXPECT_GT(checked[players], 5) << players << " players";
}

}  // namespace
}  // namespace bl
