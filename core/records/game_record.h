#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "core/common/parse_result.h"
#include "core/common/status.h"
#include "core/match/match.h"
#include "core/records/record_analysis.h"

namespace bl {

// What a record says about a game beyond the match itself: all optional, "" = not given.
struct RecordInfo {
  std::string date;     // ISO-8601: "2024-05-01" or "2024-05-01T14:30:00Z"
  std::string event;    // tournament, training run, ...
  std::string comment;  // free text
  bool empty() const { return date.empty() && event.empty() && comment.empty(); }
  bool operator==(const RecordInfo&) const = default;
};

// A loaded record: the match, replayed through the rules, its info, and the engine's
// analysis of its moves when the record holds one (JSON version 3 only).
struct GameRecord {
  Match match;
  RecordInfo info;
  std::optional<RecordAnalysis> analysis;
};

// Accepts YYYY-MM-DD, optionally followed by Thh:mm, Thh:mm:ss or Thh:mm:ss.fff and a
// zone (Z or +hh:mm / -hh:mm). Errors quote the text and show the expected form.
Status check_iso8601_date(std::string_view text);
// The current UTC time as "2024-05-01T14:30:00Z", for RecordInfo::date.
std::string iso8601_utc_now();

}  // namespace bl
