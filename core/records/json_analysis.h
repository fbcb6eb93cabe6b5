#pragma once
#include <string>

#include "core/match/match.h"
#include "core/records/json_field_reader.h"
#include "core/records/record_analysis.h"

// The optional "analysis" field of a BoardLab JSON record (version 3): writing it and
// reading it back, checked against the match the record's actions replay. Internal to the
// JSON record (json_record.cpp); the format is in docs/record_format.md.
namespace bl::json_record {

// The field's value as the record writes it: an object over several lines, indented to
// stand at the top level of the record.
std::string analysis_text(const RecordAnalysis& analysis);

// Reads field "analysis". Each analysed move must be one of the match's moves (ply in range,
// in increasing order, with the record's player and move), its best move and line legal in
// the position before it, its class one of the five names and its loss not negative. Throws
// RecordError naming the field ("field 'analysis.moves[2].class' must be ...").
RecordAnalysis read_analysis(const json& value, const Match& match);

}  // namespace bl::json_record
