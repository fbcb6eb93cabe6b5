#include "tools/bench/soak_command.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <map>
#include <mutex>
#include <optional>
#include <random>
#include <thread>
#include <vector>

#include "core/any_game/any_game.h"
#include "core/common/quote_text.h"
#include "core/match/match.h"
#include "core/records/json_record.h"
#include "core/records/sgf_record.h"

namespace bl {
namespace {

struct Variant {
  std::string game;
  OptionMap rules;
};

// Every player count, size and rule worth telling apart. Chinese Checkers runs with a
// short move limit so that random games (which wander) end in a few hundred plies.
std::vector<Variant> variants(const std::string& only) {
  std::vector<Variant> all;
  for (const char* players : {"2", "3", "4", "6"})
    for (const char* strict : {"true", "false"})
      all.push_back({"chinese-checkers",
                     {{"players", players},
                      {"stop_in_other_points", strict},
                      {"leave_goal", strict},
                      {"move_limit", "60"}}});
  for (const char* size : {"5", "9", "15", "25"})
    for (const char* rule : {"freestyle", "standard", "renju"})
      all.push_back({"gomoku", {{"size", size}, {"rule", rule}}});
  for (const char* size : {"2", "5", "9", "13", "19"})
    for (const char* classroom : {"false", "true"})
      all.push_back({"nogo", {{"size", size}, {"classroom", classroom}}});
  if (!only.empty()) {
    const std::string name =
        AnyGame::create(only, {}).ok() ? AnyGame::create(only, {})->game_name() : only;
    std::erase_if(all, [&](const Variant& v) { return v.game != name; });
  }
  return all;
}

std::string describe(const Variant& v) { return v.game + " " + format_options(v.rules); }

// The checks of one ply on the native state: notation round-trip, then apply, undo (the
// exact state and hash back) and apply again. A failure says what went wrong.
template <class S>
std::optional<std::string> check_ply(S& state, const typename S::Move& move) {
  const std::string text = state.move_to_string(move);
  auto parsed = state.parse_move(text);
  if (!parsed) return "notation '" + text + "' does not parse: " + parsed.error();
  if (!(parsed.value() == move)) return "notation '" + text + "' parses to another move";
  if (!state.is_legal(move)) return "generated move " + text + " is not legal";
  const S before = state;
  state.apply(move);
  const std::uint64_t after_hash = state.hash();
  state.undo(move);
  if (!(state == before)) return "undo of " + text + " does not restore the state";
  if (state.hash() != before.hash()) return "undo of " + text + " does not restore the hash";
  state.apply(move);
  if (state.hash() != after_hash) return "replaying " + text + " gives another hash";
  return std::nullopt;
}

struct GameResult {
  std::int64_t plies = 0;
  std::optional<std::string> failure;
};

// The record of `match` saved, loaded and saved again: the same actions and the same text.
std::optional<std::string> check_records(const Match& match, const std::string& game) {
  const std::string json = save_record_json(match);
  auto loaded = load_record_json(json);
  if (!loaded) return "JSON record does not load: " + loaded.error();
  if (loaded->actions() != match.actions() || loaded->game().hash() != match.game().hash())
    return "JSON record loads to another game";
  if (save_record_json(loaded.value()) != json) return "JSON record re-saves to other text";
  if (game == "chinese-checkers") return std::nullopt;
  auto sgf = save_record_sgf(match);
  if (!sgf) return "SGF record does not save: " + sgf.error();
  auto from_sgf = load_record_sgf(sgf.value());
  if (!from_sgf) return "SGF record does not load: " + from_sgf.error();
  if (from_sgf->game().hash() != match.game().hash()) return "SGF record loads to another game";
  auto again = save_record_sgf(from_sgf.value());
  if (!again || again.value() != sgf.value()) return "SGF record re-saves to other text";
  return std::nullopt;
}

GameResult play_random_game(const Variant& variant, std::uint64_t seed) {
  GameResult result;
  AnyGame start = AnyGame::create(variant.game, variant.rules).value();
  std::vector<Seat> seats(start.num_players());
  Match match(start, seats);
  AnyGame game = start;
  std::mt19937_64 random(seed);
  while (!game.is_terminal() && !result.failure) {
    game.visit([&](auto& state) {
      using S = std::decay_t<decltype(state)>;
      typename S::MoveBuffer buffer;
      const int n = state.legal_moves(buffer);
      if (n == 0) {
        result.failure = "no legal move in a position that is not over";
        return;
      }
      const auto move = buffer[std::uniform_int_distribution<int>(0, n - 1)(random)];
      const std::vector<int> cells = state.move_cells(move);
      if (auto bad = check_ply(state, move)) result.failure = bad;
      if (auto played = match.play(AnyMove{cells}); !played && !result.failure)
        result.failure = "the match refuses the move: " + played.error();
    });
    if (!result.failure) ++result.plies;
  }
  if (!result.failure && match.game().hash() != game.hash())
    result.failure = "the match and the state disagree at the end";
  if (!result.failure) result.failure = check_records(match, start.game_name());
  if (result.failure)
    result.failure = "ply " + std::to_string(result.plies + 1) + ": " + *result.failure;
  return result;
}

struct VariantTally {
  std::atomic<std::int64_t> games{0}, plies{0};
};

}  // namespace

int run_soak(const SoakRequest& request, std::ostream& out, std::ostream& err) {
  const std::vector<Variant> all = variants(request.game);
  if (all.empty()) {
    err << "bench soak: unknown game " << quote_input(request.game) << "\n";
    return 2;
  }
  const int threads = request.threads > 0 ? request.threads
                                          : int(std::max(1u, std::thread::hardware_concurrency()));
  // Games are numbered per game name, spread evenly over that game's variants.
  std::vector<std::pair<int, std::uint64_t>> jobs;  // (variant, seed)
  std::map<std::string, std::vector<int>> by_game;
  for (int v = 0; v < int(all.size()); ++v) by_game[all[v].game].push_back(v);
  for (const auto& [name, indexes] : by_game)
    for (std::int64_t g = 0; g < request.games; ++g)
      jobs.push_back(
          {indexes[g % indexes.size()], request.seed * 0x9E3779B97F4A7C15ULL + jobs.size()});
  std::vector<VariantTally> tallies(all.size());
  std::atomic<std::size_t> next{0};
  std::mutex lock;
  std::optional<std::string> first_failure;
  const auto start = std::chrono::steady_clock::now();
  auto worker = [&] {
    for (std::size_t j; (j = next.fetch_add(1)) < jobs.size();) {
      const auto [v, seed] = jobs[j];
      const GameResult r = play_random_game(all[v], seed);
      tallies[v].games += 1;
      tallies[v].plies += r.plies;
      if (r.failure) {
        std::lock_guard<std::mutex> guard(lock);
        if (!first_failure)
          first_failure = describe(all[v]) + ", seed " + std::to_string(seed) + ", " + *r.failure;
        next = jobs.size();  // stop the others
      }
    }
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(worker);
  worker();
  for (auto& t : pool) t.join();
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::int64_t games = 0, plies = 0;
  for (int v = 0; v < int(all.size()); ++v) {
    games += tallies[v].games;
    plies += tallies[v].plies;
    char line[200];
    std::snprintf(line, sizeof line, "%-70s %8lld games %11lld plies", describe(all[v]).c_str(),
                  static_cast<long long>(tallies[v].games.load()),
                  static_cast<long long>(tallies[v].plies.load()));
    out << line << "\n";
  }
  char summary[200];
  std::snprintf(summary, sizeof summary,
                "soak: %lld games, %lld plies checked (undo, hash, notation, records) in %.1f s "
                "on %d threads: %s",
                static_cast<long long>(games), static_cast<long long>(plies), seconds, threads,
                first_failure ? "FAILED" : "no failure");
  out << summary << "\n";
  if (first_failure) {
    err << "bench soak: " << *first_failure << "\n";
    return 1;
  }
  return 0;
}

}  // namespace bl
