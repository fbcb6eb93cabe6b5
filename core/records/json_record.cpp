#include "core/records/json_record.h"

#include <cstdint>
#include <optional>
#include <vector>

#include "core/any_game/position_text.h"
#include "core/records/error_text.h"
#include "core/records/json_analysis.h"
#include "core/records/json_field_reader.h"
#include "core/records/json_text_check.h"
#include "core/records/json_text_writer.h"
#include "core/records/record_replay.h"

namespace bl {
namespace {

using namespace json_record;

// Records are shallow (depth 5, in the analysis's lines); a deeper document is garbage or an
// attack on the stack.
constexpr int kMaxDepth = 32;

// ---------------------------------------------------------------------------- writing

std::string inline_options(const OptionMap& options) {
  Members members;
  for (const auto& [key, value] : options) members.emplace_back(key, json_string(value));
  return inline_object(members);
}

std::string seats_text(const Match& match) {
  std::vector<std::string> lines;
  for (const Seat& seat : match.seats())
    lines.push_back(inline_object(
        {{"name", json_string(seat.name)}, {"controller", json_string(seat.controller)}}));
  return block_array(lines);
}

std::string metadata_text(const RecordInfo& info) {
  Members members;
  if (!info.date.empty()) members.emplace_back("date", json_string(info.date));
  if (!info.event.empty()) members.emplace_back("event", json_string(info.event));
  if (!info.comment.empty()) members.emplace_back("comment", json_string(info.comment));
  return inline_object(members);
}

std::string actions_text(const Match& match) {
  std::vector<std::string> lines;
  int moves_before = 0;
  for (const MatchAction& action : match.actions()) {
    Members members = {{"ply", std::to_string(moves_before + 1)},
                       {"player", std::to_string(action.player)},
                       {"kind", json_string(action_kind_name(action.kind))}};
    if (action.kind == ActionKind::kMove) {
      members.emplace_back("move", json_string(action.notation));
      ++moves_before;
    }
    members.emplace_back("think_ms", std::to_string(action.think_ms));
    lines.push_back(inline_object(members));
  }
  return block_array(lines);
}

std::string result_text(const Match& match) {
  const Outcome outcome = match.outcome();
  std::string places = "[";
  for (int p = 0; p < outcome.num_players; ++p)
    places += (p ? ", " : "") + std::to_string(outcome.place[p]);
  Members members = {{"places", places + "]"}, {"text", json_string(outcome.to_string())}};
  const std::string reason = result_reason(match);
  if (!reason.empty()) members.emplace_back("reason", json_string(reason));
  return inline_object(members);
}

// ---------------------------------------------------------------------------- parsing

json parse_json_text(std::string_view text) {
  if (text.find_first_not_of(" \t\r\n") == std::string_view::npos) fail("the record is empty");
  // Checked first, in one pass that builds nothing: a deep document is refused before it is
  // built, and a number too large names its field.
  if (auto checked = check_json_text(text, kMaxDepth); !checked) fail(checked.error());
  return json::parse(text.begin(), text.end());
}

void check_format(const ObjectReader& root) {
  const std::string format = root.string("format");
  if (format != kRecordFormatName)
    fail("not a BoardLab record: format is '" + excerpt(format) + "' (expected '" +
         std::string(kRecordFormatName) + "')");
  const std::int64_t version = root.integer("version");
  if (version < kRecordVersion || version > kRecordVersionWithAnalysis)
    fail("unsupported record version " + std::to_string(version) +
         " (this BoardLab reads versions " + std::to_string(kRecordVersion) + " to " +
         std::to_string(kRecordVersionWithAnalysis) + ")");
  root.reject_unknown({"format", "version", "game", "rules", "start", "seats", "time_control",
                       "metadata", "actions", "result", "analysis"});
  if (version == kRecordVersion && root.optional("start"))
    fail("field 'start' is not part of version " + std::to_string(kRecordVersion) +
         " records (a record with a start position is version " +
         std::to_string(kRecordVersionWithStart) + ")");
  if (version < kRecordVersionWithAnalysis && root.optional("analysis"))
    fail("field 'analysis' is not part of version " + std::to_string(version) +
         " records (a record with an analysis is version " +
         std::to_string(kRecordVersionWithAnalysis) + ")");
}

// The written version: the oldest that holds everything the record has, so that older
// BoardLabs keep reading what they can.
int version_for(bool has_start, bool has_analysis) {
  if (has_analysis) return kRecordVersionWithAnalysis;
  return has_start ? kRecordVersionWithStart : kRecordVersion;
}

std::string registry_name(std::string_view name, const std::string& context) {
  if (auto known = canonical_game_name(name)) return std::string(*known);
  fail(context + "unknown game '" + excerpt(name) + "' (expected " + game_names_text() + ")");
}

AnyGame read_game(const ObjectReader& root, std::string_view expected_game) {
  const std::string name = registry_name(root.string("game"), "field 'game': ");
  if (!expected_game.empty()) {
    const std::string wanted = registry_name(expected_game, "");
    if (wanted != name) fail("this is a " + name + " record, not a " + wanted + " one");
  }
  const OptionMap rules = root.options("rules", root.required("rules"));
  auto game = AnyGame::create(name, rules);
  if (!game) fail("field 'rules': " + game.error());
  return game.value();
}

// The standard start of `game`, or the set-up position of the optional field "start".
AnyGame read_start(const ObjectReader& root, const AnyGame& game) {
  const json* start = root.optional("start");
  if (!start) return game;
  if (!start->is_string())
    fail("start: must be a position text like \"1:h8 2:h9 turn:1\", got " + describe(*start));
  auto set_up = with_position(game, start->get<std::string>());
  if (!set_up) fail("start: " + set_up.error());
  return set_up.value();
}

std::vector<Seat> read_seats(const ObjectReader& root, const AnyGame& game) {
  const json& list = root.required("seats");
  if (!list.is_array()) root.fail_field("seats", "must be an array, got " + describe(list));
  if (int(list.size()) != game.num_players())
    root.fail_field("seats", "has " + std::to_string(list.size()) + " entries, but this " +
                                 game.game_name() + " game has " +
                                 std::to_string(game.num_players()) + " players");
  std::vector<Seat> seats;
  for (std::size_t i = 0; i < list.size(); ++i) {
    ObjectReader seat(list[i], "seats[" + std::to_string(i) + "]", "");
    seat.reject_unknown({"name", "controller"});
    seats.push_back({seat.string("name"), seat.string("controller")});
  }
  return seats;
}

TimeControl read_time_control(const ObjectReader& root) {
  const json* value = root.optional("time_control");
  if (!value) return {};
  auto time_control = TimeControl::from_options(root.options("time_control", *value));
  if (!time_control) fail("field 'time_control': " + time_control.error());
  return time_control.value();
}

RecordInfo read_info(const ObjectReader& root) {
  const json* value = root.optional("metadata");
  if (!value) return {};
  ObjectReader metadata(*value, "metadata", "");
  metadata.reject_unknown({"date", "event", "comment"});
  RecordInfo info{metadata.optional_string("date"), metadata.optional_string("event"),
                  metadata.optional_string("comment")};
  if (!info.date.empty())
    if (auto ok = check_iso8601_date(info.date); !ok) fail("field 'metadata.date': " + ok.error());
  return info;
}

ActionKind read_kind(const ObjectReader& action) {
  const std::string kind = action.string("kind");
  for (ActionKind k : {ActionKind::kMove, ActionKind::kTimeout, ActionKind::kResign})
    if (kind == action_kind_name(k)) return k;
  action.fail_field("kind", "must be move, timeout or resign, got '" + excerpt(kind) + "'");
}

RecordedAction read_action(const ObjectReader& action, int ply) {
  action.reject_unknown({"ply", "player", "kind", "move", "think_ms"});
  RecordedAction recorded;
  recorded.kind = read_kind(action);
  if (const json* stated = action.optional("ply");
      stated && action.as_integer("ply", *stated) != ply)
    action.fail_field("ply", "is " + stated->dump() + ", but " + std::to_string(ply - 1) +
                                 " moves come before this action, so it should be " +
                                 std::to_string(ply));
  const std::int64_t player = action.integer("player");
  if (player < 0 || player >= kMaxPlayers)
    action.fail_field("player", "is " + std::to_string(player) + ", not a player number (0 to " +
                                    std::to_string(kMaxPlayers - 1) + ")");
  recorded.player = int(player);
  if (recorded.kind == ActionKind::kMove)
    recorded.move = action.string("move");
  else if (action.optional("move"))
    action.fail_here("unknown field 'move' (a " + std::string(action_kind_name(recorded.kind)) +
                     " has no move)");
  if (const json* think = action.optional("think_ms")) {
    recorded.think_ms = action.as_integer("think_ms", *think);
    if (recorded.think_ms < 0) action.fail_field("think_ms", "must not be negative");
  }
  return recorded;
}

void replay_actions(const ObjectReader& root, Match& match) {
  const json& list = root.required("actions");
  if (!list.is_array()) root.fail_field("actions", "must be an array, got " + describe(list));
  int ply = 1;
  for (std::size_t i = 0; i < list.size(); ++i) {
    const std::string where =
        "action " + std::to_string(i + 1) + " (ply " + std::to_string(ply) + "): ";
    if (!list[i].is_object()) fail(where + "an action must be an object, got " + describe(list[i]));
    const RecordedAction action = read_action(ObjectReader(list[i], "", where), ply);
    if (auto played = replay_action(match, action); !played) fail(where + played.error());
    if (action.kind == ActionKind::kMove) ++ply;
  }
}

std::string outcome_text(const std::string& text, const std::vector<std::int64_t>& places) {
  std::string out = "'" + text + "' (places ";
  for (std::size_t p = 0; p < places.size(); ++p) out += (p ? "," : "") + std::to_string(places[p]);
  return out + ")";
}

void check_result(const ObjectReader& root, const Match& match) {
  ObjectReader result(root.required("result"), "result", "");
  result.reject_unknown({"places", "text", "reason"});
  const json& places_json = result.required("places");
  const int players = match.game().num_players();
  if (!places_json.is_array() || int(places_json.size()) != players)
    result.fail_field("places", "must be an array of " + std::to_string(players) +
                                    " places, one per player (0 = undecided)");
  std::vector<std::int64_t> stated, replayed;
  for (const json& place : places_json) stated.push_back(result.as_integer("places", place));
  const std::string text = result.string("text");
  result.optional_string("reason");  // written for people; recomputed, so only type-checked
  const Outcome outcome = match.outcome();
  for (int p = 0; p < players; ++p) replayed.push_back(outcome.place[p]);
  if (stated != replayed || text != outcome.to_string())
    fail("result: the record says " + outcome_text(text, stated) +
         " but replaying its actions gives " + outcome_text(outcome.to_string(), replayed));
}

GameRecord read_record(const json& doc, std::string_view expected_game) {
  if (!doc.is_object()) fail("a record must be a JSON object { ... }, got " + describe(doc));
  const ObjectReader root(doc, "", "");
  check_format(root);
  AnyGame game = read_start(root, read_game(root, expected_game));
  std::vector<Seat> seats = read_seats(root, game);
  const TimeControl time_control = read_time_control(root);
  RecordInfo info = read_info(root);
  Match match(std::move(game), std::move(seats), time_control);
  replay_actions(root, match);
  check_result(root, match);
  std::optional<RecordAnalysis> analysis;
  if (const json* value = root.optional("analysis")) analysis = read_analysis(*value, match);
  return GameRecord{std::move(match), std::move(info), std::move(analysis)};
}

}  // namespace

std::string save_record_json(const Match& match, const RecordInfo& info,
                             const std::optional<RecordAnalysis>& analysis) {
  const AnyGame& start = match.initial();
  const bool set_up = !is_initial_position(start);
  Members top = {{"format", json_string(kRecordFormatName)},
                 {"version", std::to_string(version_for(set_up, analysis.has_value()))},
                 {"game", json_string(start.game_name())},
                 {"rules", inline_options(start.rules())}};
  if (set_up) top.emplace_back("start", json_string(position_text(start)));
  top.emplace_back("seats", seats_text(match));
  top.emplace_back("time_control", inline_options(match.time_control().to_options()));
  if (!info.empty()) top.emplace_back("metadata", metadata_text(info));
  top.emplace_back("actions", actions_text(match));
  top.emplace_back("result", result_text(match));
  if (analysis) top.emplace_back("analysis", analysis_text(*analysis));
  std::string out = "{\n";
  for (std::size_t i = 0; i < top.size(); ++i)
    out += "  " + json_string(top[i].first) + ": " + top[i].second +
           (i + 1 < top.size() ? ",\n" : "\n");
  return out + "}\n";
}

Result<GameRecord> parse_record_json(std::string_view text, std::string_view expected_game) {
  try {
    return read_record(parse_json_text(text), expected_game);
  } catch (const RecordError& error) {
    return Result<GameRecord>::failure(one_line(error.message));
  } catch (const json::exception& error) {  // a check above missed something: still one line
    return Result<GameRecord>::failure(one_line(std::string("invalid record: ") + error.what()));
  }
}

Result<Match> load_record_json(std::string_view text, std::string_view expected_game) {
  auto record = parse_record_json(text, expected_game);
  if (!record) return Result<Match>::failure(record.error());
  return std::move(record.value().match);
}

}  // namespace bl
