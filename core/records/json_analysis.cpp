#include "core/records/json_analysis.h"

#include "core/records/error_text.h"
#include "core/records/json_text_writer.h"

namespace bl::json_record {
namespace {

// ---------------------------------------------------------------------------- writing

std::string budget_text(const AnalysisBudget& budget) {
  Members members;
  if (budget.time_ms) members.emplace_back("time_ms", std::to_string(budget.time_ms));
  if (budget.nodes) members.emplace_back("nodes", std::to_string(budget.nodes));
  if (budget.depth) members.emplace_back("depth", std::to_string(budget.depth));
  return inline_object(members);
}

std::string strings_text(const std::vector<std::string>& items) {
  std::string out = "[";
  for (std::size_t i = 0; i < items.size(); ++i) out += (i ? ", " : "") + json_string(items[i]);
  return out + "]";
}

std::string move_text(const MoveAnalysis& m) {
  Members members = {{"ply", std::to_string(m.ply)},
                     {"player", std::to_string(m.player)},
                     {"move", json_string(m.move)},
                     {"eval_before", json_number(m.eval_before)},
                     {"eval_after", json_number(m.eval_after)},
                     {"best", json_string(m.best)},
                     {"pv", strings_text(m.pv)},
                     {"loss", json_number(m.loss)},
                     {"class", json_string(move_class_name(m.move_class))}};
  if (!m.reason.empty()) members.emplace_back("reason", json_string(m.reason));
  return inline_object(members);
}

// ---------------------------------------------------------------------------- reading

// The position before each move of the match (index ply - 1), replayed from its start with
// its drop-outs, so that an analysed move's best move and line can be checked.
std::vector<AnyGame> positions_before_moves(const Match& match) {
  std::vector<AnyGame> positions;
  AnyGame game = match.initial();
  for (const MatchAction& action : match.actions()) {
    if (action.kind != ActionKind::kMove) {
      game.eliminate(action.player);
      continue;
    }
    positions.push_back(game);
    game.play(action.move);  // legal: the match was replayed through the rules
  }
  return positions;
}

// The moves' actions, in order (index ply - 1).
std::vector<const MatchAction*> move_actions(const Match& match) {
  std::vector<const MatchAction*> moves;
  for (const MatchAction& action : match.actions())
    if (action.kind == ActionKind::kMove) moves.push_back(&action);
  return moves;
}

AnalysisBudget read_budget(const ObjectReader& analysis) {
  const json* value = analysis.optional("budget");
  if (!value) return {};
  ObjectReader budget(*value, "analysis.budget", "");
  budget.reject_unknown({"time_ms", "nodes", "depth"});
  auto limit = [&](std::string_view key, std::int64_t max) -> std::int64_t {
    const json* field = budget.optional(key);
    if (!field) return 0;
    const std::int64_t n = budget.as_integer(key, *field);
    if (n < 0 || n > max)
      budget.fail_field(
          key, "must be between 0 and " + std::to_string(max) + ", got " + std::to_string(n));
    return n;
  };
  AnalysisBudget out;
  out.time_ms = limit("time_ms", INT64_MAX);
  out.nodes = std::uint64_t(limit("nodes", INT64_MAX));
  out.depth = int(limit("depth", 1000));
  return out;
}

// Plays `text` in `game`; fails naming the field when the rules refuse it.
void play_checked(AnyGame& game, const std::string& text, const ObjectReader& reader,
                  std::string_view key) {
  if (auto played = game.play(text); !played)
    reader.fail_field(key,
                      "has '" + excerpt(text) + "', not a legal move there: " + played.error());
}

std::vector<std::string> read_pv(const ObjectReader& move, const AnyGame& before,
                                 const std::string& best) {
  const json* value = move.optional("pv");
  if (!value) return {};
  if (!value->is_array())
    move.fail_field("pv", "must be an array of moves, got " + describe(*value));
  std::vector<std::string> pv;
  AnyGame walk = before;
  for (const json& item : *value) {
    pv.push_back(move.as_string("pv", item));
    if (walk.is_terminal()) move.fail_field("pv", "goes on after the end of the game");
    play_checked(walk, pv.back(), move, "pv");
  }
  if (!pv.empty() && pv.front() != best)
    move.fail_field("pv", "must start with the best move '" + excerpt(best) + "', got '" +
                              excerpt(pv.front()) + "'");
  return pv;
}

MoveClass read_class(const ObjectReader& move) {
  const std::string name = move.string("class");
  if (auto move_class = parse_move_class(name)) return *move_class;
  move.fail_field(
      "class", "must be best, good, inaccuracy, mistake or blunder, got '" + excerpt(name) + "'");
}

// The ply of an analysed move: after `previous`, and one of the match's moves.
int read_ply(const ObjectReader& move, int previous, int num_moves) {
  const std::int64_t ply = move.integer("ply");
  if (ply < 1 || ply > num_moves)
    move.fail_field("ply", "is " + std::to_string(ply) + ", but the record has moves 1 to " +
                               std::to_string(num_moves));
  if (ply <= previous)
    move.fail_field("ply", "is " + std::to_string(ply) +
                               ", but moves must come in order after ply " +
                               std::to_string(previous));
  return int(ply);
}

MoveAnalysis read_move(const ObjectReader& move, int previous_ply,
                       const std::vector<const MatchAction*>& actions,
                       const std::vector<AnyGame>& positions) {
  move.reject_unknown({"ply", "player", "move", "eval_before", "eval_after", "best", "pv", "loss",
                       "class", "reason"});
  MoveAnalysis out;
  out.ply = read_ply(move, previous_ply, int(actions.size()));
  const MatchAction& action = *actions[std::size_t(out.ply - 1)];
  const std::int64_t player = move.integer("player");
  if (player != action.player)
    move.fail_field("player", "is " + std::to_string(player) + ", but player " +
                                  std::to_string(action.player) + " made move " +
                                  std::to_string(out.ply));
  out.player = action.player;
  out.move = move.string("move");
  if (out.move != action.notation)
    move.fail_field("move", "is '" + excerpt(out.move) + "', but move " + std::to_string(out.ply) +
                                " of the record is '" + action.notation + "'");
  out.eval_before = move.number("eval_before");
  out.eval_after = move.number("eval_after");
  const AnyGame& before = positions[std::size_t(out.ply - 1)];
  out.best = move.string("best");
  AnyGame after_best = before;
  play_checked(after_best, out.best, move, "best");
  out.pv = read_pv(move, before, out.best);
  out.loss = move.number("loss");
  if (out.loss < 0) move.fail_field("loss", "must not be negative, got " + json_number(out.loss));
  out.move_class = read_class(move);
  out.reason = move.optional_string("reason");
  return out;
}

}  // namespace

std::string analysis_text(const RecordAnalysis& analysis) {
  std::vector<std::string> moves;
  for (const MoveAnalysis& m : analysis.moves) moves.push_back(move_text(m));
  return "{\n    \"agent\": " + json_string(analysis.agent) +
         ",\n    \"budget\": " + budget_text(analysis.budget) +
         ",\n    \"moves\": " + block_array(moves, 6) + "\n  }";
}

RecordAnalysis read_analysis(const json& value, const Match& match) {
  const ObjectReader analysis(value, "analysis", "");
  analysis.reject_unknown({"agent", "budget", "moves"});
  RecordAnalysis out;
  out.agent = analysis.string("agent");
  out.budget = read_budget(analysis);
  const json& list = analysis.required("moves");
  if (!list.is_array()) analysis.fail_field("moves", "must be an array, got " + describe(list));
  const std::vector<const MatchAction*> actions = move_actions(match);
  const std::vector<AnyGame> positions = positions_before_moves(match);
  int previous_ply = 0;
  for (std::size_t i = 0; i < list.size(); ++i) {
    const ObjectReader move(list[i], "analysis.moves[" + std::to_string(i) + "]", "");
    out.moves.push_back(read_move(move, previous_ply, actions, positions));
    previous_ply = out.moves.back().ply;
  }
  return out;
}

}  // namespace bl::json_record
