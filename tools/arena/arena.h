#pragma once
#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "ai/play/match_statistics.h"
#include "core/common/options.h"
#include "core/common/outcome.h"
#include "core/match/time_control.h"
#include "tools/arena/engine_turn.h"

namespace bl {

struct ArenaConfig {
  std::string game;
  OptionMap rules;
  // Agent specs, or external engines ("gtp:...", "gomocup:...", see engine_spec.h);
  // agents[0] is the one whose results are tallied. A 2-player game needs two; a game of
  // n players takes n (or fewer: the last one fills the remaining seats).
  std::vector<std::string> agents;
  int games = 10;
  // The time control every seat is given and told, agents and engines alike (none: the
  // agents' own limits).
  TimeControl time{100, 0, 0};
  // Referee: a player loses on time past each limit * (1 + margin) + 50 ms (arena_time.h).
  double timeout_margin = 1.0;
  EngineSettings engines;  // how external engines are started (stderr_path is set per game)
  int concurrency = 1;     // games played at once, each on its own thread
  int opening_plies = 0;  // random balanced openings: each opening is played once per seat rotation
  std::uint64_t seed = 1;
  std::string records_dir;  // a JSON record per game when set
  std::optional<Sprt> sprt;
};

struct ArenaGame {
  int index = 0;
  std::vector<int> seat_agent;  // agent index in each seat
  Outcome outcome;
  int plies = 0;
  std::string end_reason;                 // e.g. "illegal move by seat 2", "timeout"
  std::vector<std::string> engine_notes;  // what external engines said besides their moves
  std::string record_path;
  std::int64_t slowest_move_ms = 0;  // of agent 0
};

struct ArenaReport {
  ScoreTally tally;
  // The same games by the seat agent 0 sat in (its first, if it filled several): in Gomoku
  // and NoGo the first seat moves first, and the two colours' scores differ widely.
  std::vector<ScoreTally> by_seat;
  std::vector<ArenaGame> games;
  std::int64_t slowest_move_ms = 0;  // of agent 0 over all games
  double first_places = 0;           // share of games agent 0 finished first (alone)
  std::string sprt_verdict;
};

// Checks a configuration before anything runs; errors name the problem.
Status validate_arena_config(const ArenaConfig& config);

// Plays the games; `on_game` is called (under a lock, in completion order) after each.
// `stop` may be set from another thread to finish early.
ArenaReport run_arena(const ArenaConfig& config,
                      const std::function<void(const ArenaGame&, const ArenaReport&)>& on_game,
                      std::atomic<bool>* stop = nullptr);

// The first agent's games by its seat: "by seat: seat 1 +29 =0 -21 (58.0%), seat 2 +1 =0 -49
// (2.0%)" (seats where it never sat are left out).
std::string by_seat_line(const ArenaReport& report);

// The machine-readable last line: "result: games=N wins=W draws=D losses=L score=S elo=E error=M".
std::string result_line(const ArenaReport& report);

}  // namespace bl
