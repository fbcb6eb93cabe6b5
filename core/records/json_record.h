#pragma once
#include <string>
#include <string_view>

#include "core/common/parse_result.h"
#include "core/match/match.h"
#include "core/records/game_record.h"

namespace bl {

// BoardLab's own record format: JSON, "format": "boardlab-record", "version": 1, described
// field by field in docs/record_format.md. It holds everything a Match holds (rules, seats,
// time control, every action with its think time) plus the result and RecordInfo.
inline constexpr std::string_view kRecordFormatName = "boardlab-record";
inline constexpr int kRecordVersion = 1;

// The record as text, one action per line. Saving, loading and saving again gives the
// same text.
std::string save_record_json(const Match& match, const RecordInfo& info = {});

// Reads a record and replays every action through the rules; the stored result must be
// the one the replay reaches. `expected_game` (if not empty) is the game the caller wants
// ("gomoku"): a record of another game is refused. Errors are one line naming the problem
// and where it is (line and column, field, or action and ply); nothing is half-loaded.
Result<GameRecord> parse_record_json(std::string_view text, std::string_view expected_game = {});
Result<Match> load_record_json(std::string_view text, std::string_view expected_game = {});

}  // namespace bl
