#include "tools/bench/perft_command.h"

#include <chrono>
#include <cstdio>

#include "core/any_game/any_game.h"
#include "core/common/perft.h"

namespace bl {
namespace {

std::string join(const std::vector<std::string>& tokens) {
  std::string s;
  for (const auto& t : tokens) s += (s.empty() ? "" : " ") + t;
  return s;
}

}  // namespace

int run_perft(const PerftRequest& request, std::ostream& out, std::ostream& err) {
  auto options = parse_options(join(request.rule_options));
  if (!options) {
    err << "bench perft: " << options.error() << "\n";
    return 2;
  }
  auto game = AnyGame::create(request.game, options.value());
  if (!game) {
    err << "bench perft: " << game.error() << "\n";
    return 2;
  }
  out << "game " << game->game_name() << " " << format_options(game->rules()) << "\n";
  using Clock = std::chrono::steady_clock;
  double last_seconds = 0;
  double total_seconds = 0;
  std::uint64_t last_count = 0;
  for (int depth = 1; depth <= request.depth; ++depth) {
    const auto start = Clock::now();
    const std::uint64_t count = game.value().visit([&](auto state) { return perft(state, depth); });
    last_seconds = std::chrono::duration<double>(Clock::now() - start).count();
    total_seconds += last_seconds;
    last_count = count;
    out << "perft " << depth << " " << count << "\n" << std::flush;
  }
  char line[160];
  std::snprintf(line, sizeof line, "time %.3f s (depth %d: %.3f s), %.1f million leaves/s\n",
                total_seconds, request.depth, last_seconds,
                last_seconds > 0 ? last_count / last_seconds / 1e6 : 0.0);
  out << line;
  return 0;
}

}  // namespace bl
