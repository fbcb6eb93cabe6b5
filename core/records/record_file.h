#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "core/common/parse_result.h"
#include "core/common/status.h"
#include "core/match/match.h"
#include "core/records/game_record.h"
#include "core/records/record_analysis.h"

namespace bl {

enum class RecordFormat { kJson, kSgf };

// The format a file name asks for: ".json" or ".sgf" (any case); other names are an error.
Result<RecordFormat> record_format_for_path(const std::string& path);

// Records larger than this are refused on reading (a 625-move game is about 40 KiB).
inline constexpr std::size_t kMaxRecordBytes = std::size_t(16) << 20;

// Saves in the format the extension names, atomically (write_file_atomically): on any
// error, including Chinese Checkers asked as .sgf, an existing file is left untouched.
// An analysis is kept only by JSON: with one, a .sgf name is an error (nothing is dropped
// silently).
Status save_record_file(const Match& match, const std::string& path, const RecordInfo& info = {},
                        const std::optional<RecordAnalysis>& analysis = std::nullopt);

// Loads by extension; for other names the content decides ('{' JSON, '(' SGF). Errors
// start with the file name. `expected_game` as in parse_record_json.
Result<GameRecord> read_record_file(const std::string& path, std::string_view expected_game = {});
Result<Match> load_record_file(const std::string& path, std::string_view expected_game = {});

}  // namespace bl
