#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "core/common/parse_result.h"
#include "core/match/match.h"
#include "core/records/game_record.h"
#include "core/records/record_analysis.h"

namespace bl {

// BoardLab's own record format: JSON, "format": "boardlab-record", described field by field
// in docs/record_format.md. It holds everything a Match holds (rules, the start position
// when it is not the standard one, seats, time control, every action with its think time)
// plus the result and RecordInfo.
// Version 2 added "start" (a set-up position as position_text writes it), version 3 the
// optional "analysis" (record_analysis.h). A record is written in the oldest version that
// holds it: a match from the standard start without an analysis is still version 1, byte for
// byte as before, so that older BoardLabs keep reading it. Readers refuse fields they do not
// know, so an older BoardLab refuses a version 3 record by its version, in one line.
inline constexpr std::string_view kRecordFormatName = "boardlab-record";
inline constexpr int kRecordVersion = 1;
inline constexpr int kRecordVersionWithStart = 2;
inline constexpr int kRecordVersionWithAnalysis = 3;

// The record as text, one action per line (and one analysed move per line). Saving,
// loading and saving again gives the same text.
std::string save_record_json(const Match& match, const RecordInfo& info = {},
                             const std::optional<RecordAnalysis>& analysis = std::nullopt);

// Reads a record and replays every action through the rules; the stored result must be
// the one the replay reaches. `expected_game` (if not empty) is the game the caller wants
// ("gomoku"): a record of another game is refused. Errors are one line naming the problem
// and where it is (line and column, field, or action and ply); nothing is half-loaded.
Result<GameRecord> parse_record_json(std::string_view text, std::string_view expected_game = {});
Result<Match> load_record_json(std::string_view text, std::string_view expected_game = {});

}  // namespace bl
