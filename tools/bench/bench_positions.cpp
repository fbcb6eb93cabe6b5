#include "tools/bench/bench_positions.h"

#include <cstdlib>

namespace bl {

const std::vector<BenchPosition>& bench_positions() {
  static const std::vector<BenchPosition> positions{
      {"chinese-checkers", "", 0},
      {"chinese-checkers", "", 12},
      {"chinese-checkers", "", 30},
      {"chinese-checkers", "players=3", 18},
      {"gomoku", "", 4},
      {"gomoku", "", 10},
      {"gomoku", "", 16},
      {"gomoku", "size=9", 8},
      {"nogo", "", 0},
      {"nogo", "", 10},
      {"nogo", "", 24},
      {"nogo", "size=7", 12},
  };
  return positions;
}

const std::vector<BenchPosition>& stop_positions() {
  static const std::vector<BenchPosition> positions = [] {
    std::vector<BenchPosition> all = bench_positions();
    all.push_back({"chinese-checkers", "players=6", 24});
    return all;
  }();
  return positions;
}

Result<AnyGame> make_position(const BenchPosition& p) {
  auto options = parse_options(p.rules);
  if (!options) return Result<AnyGame>::failure(options.error());
  auto game = AnyGame::create(p.game, options.value());
  if (!game) return game;
  std::uint64_t lcg = 0x2545F4914F6CDD1DULL + std::uint64_t(p.plies);
  for (int i = 0; i < p.plies && !game->is_terminal(); ++i) {
    std::vector<AnyMove> moves = game->legal_moves();
    if (p.game == "gomoku") {
      std::vector<AnyMove> central;
      const CellPoint mid = game->cell_point(game->num_cells() / 2);
      for (const auto& m : moves) {
        const CellPoint c = game->cell_point(m.cells.front());
        if (std::abs(c.x - mid.x) <= 3 && std::abs(c.y - mid.y) <= 3) central.push_back(m);
      }
      if (!central.empty()) moves.swap(central);
    }
    lcg = lcg * 6364136223846793005ULL + 1442695040888963407ULL;
    if (auto ok = game.value().play(moves[(lcg >> 33) % moves.size()]); !ok)
      return Result<AnyGame>::failure(ok.error());
  }
  return game;
}

Result<std::string> game_filter(const std::string& game) {
  if (game.empty()) return std::string();
  if (auto known = canonical_game_name(game)) return std::string(*known);
  return Result<std::string>::failure(unknown_game_text(game));
}

}  // namespace bl
