#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "tools/review/judged_game.h"

namespace bl {

// What `review --judge` prints: a line per judged position, a summary line per game and
// the summary of all games, as text or as one JSON document.

// The run as the report shows it.
struct JudgeRun {
  std::string judge;                    // the judge's name
  std::string spec;                     // its engine spec as given
  std::int64_t turn_ms = 0;             // the turn time it was told
  std::vector<std::string> each_lines;  // sent before every position
  std::string side;                     // --side; "" = both sides
  bool losses = false;
  bool to_end = false;
  int openings = 0;
  std::vector<JudgedGame> games;
  int skipped = 0;       // records left out by --losses
  bool stopped = false;  // interrupted
  std::string error;     // why the judge failed, "" if it did not
};

// "FILE PLY MOVER PLAYED JUDGE_BEST EVAL", the evaluation from the mover's point of view.
std::string judge_position_line(const JudgedGame& game, const JudgedPosition& position);
// "game FILE: black A, white B, 0-1; 23 positions of white judged; white lost by force ...".
std::string judge_game_line(const JudgedGame& game);
// A game's position lines, then its summary line.
std::string judge_game_text(const JudgedGame& game);
// The "summary:" lines over every game of the run.
std::string judge_summary_text(const JudgeRun& run);
// The whole run as one document: {"judge", ..., "games": [...], "summary": {...}}.
std::string judge_json(const JudgeRun& run);

}  // namespace bl
