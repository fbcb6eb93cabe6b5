#include "tools/review/judge_report.h"

#include <cstdio>
#include <nlohmann/json.hpp>

#include "tools/review/judge_summary.h"

namespace bl {
namespace {

using json = nlohmann::ordered_json;

std::string who(int side) { return side < 0 ? "both sides" : colour_name(side); }

std::string seats_text(const JudgedGame& game) {
  std::string out;
  for (std::size_t p = 0; p < game.seats.size(); ++p)
    out += std::string(p ? ", " : "") + colour_name(int(p)) + " " + game.seats[p];
  return out;
}

// "white lost by force from ply 34: the losing move 32 k9 (before it: -150, the judge's e5)".
std::string loss_text(const ForcedLoss& loss) {
  const std::string colour = colour_name(loss.player);
  std::string out = colour + " lost by force from ply " + std::to_string(loss.ply);
  if (!loss.losing_ply) return out + ", before any move of " + colour + "'s";
  out += ": the losing move " + std::to_string(loss.losing_ply) + " " + loss.losing_move;
  if (!loss.before) return out + " (not judged)";
  return out + " (before it: " + eval_text(loss.before->eval) + ", the judge's " +
         loss.before->best + ")";
}

json position_json(const JudgedPosition& p) {
  const JudgeEval& e = p.eval;
  return {{"ply", p.ply},         {"mover", colour_name(p.player)},
          {"played", p.played},   {"best", p.best},
          {"eval", eval_text(e)}, {"value", e.said && !e.mate ? json(e.value) : json(nullptr)},
          {"mate", e.mate},       {"mate_in", e.mate_in},
          {"line", p.line}};
}

json loss_json(const std::optional<ForcedLoss>& loss) {
  if (!loss) return nullptr;
  json out = {{"mover", colour_name(loss->player)},
              {"ply", loss->ply},
              {"losing_ply", loss->losing_ply},
              {"losing_move", loss->losing_move},
              {"eval_before", loss->before ? json(eval_text(loss->before->eval)) : json(nullptr)},
              {"judge_best", loss->before ? json(loss->before->best) : json(nullptr)},
              {"judge_choice", loss->judge_choice()}};
  return out;
}

json game_json(const JudgedGame& game) {
  json positions = json::array();
  for (const JudgedPosition& p : game.positions) positions.push_back(position_json(p));
  return {{"file", game.file},
          {"seats", game.seats},
          {"result", game.result},
          {"side", game.side < 0 ? json(nullptr) : json(colour_name(game.side))},
          {"positions", positions},
          {"forced_loss", loss_json(forced_loss(game))},
          {"forced_win_positions", forced_win_positions(game)},
          {"stopped", game.stopped}};
}

json summary_json(const JudgeSummary& s) {
  json evals = json::object(), plies = json::object();
  for (int b = 0; b < kEvalBins; ++b) evals[eval_bin_name(b)] = s.eval_before[std::size_t(b)];
  for (std::size_t t = 0; t < s.losing_ply_tens.size(); ++t)
    plies[ply_bin_name(t)] = s.losing_ply_tens[t];
  return {{"games", s.games},
          {"positions", s.positions},
          {"skipped", s.skipped},
          {"forced_losses", s.forced_losses},
          {"eval_before_losing_move", evals},
          {"losing_move_ply", plies},
          {"losing_move_judge_choice", s.judge_choices},
          {"games_with_forced_win", s.games_with_forced_win},
          {"forced_win_positions", s.forced_win_positions}};
}

std::string plural(int n, const std::string& word) {
  return std::to_string(n) + " " + word + (n == 1 ? "" : "s");
}

}  // namespace

std::string judge_position_line(const JudgedGame& game, const JudgedPosition& p) {
  char line[512];
  std::snprintf(line, sizeof line, "%s %3d %-5s %-4s %-4s %s\n", game.file.c_str(), p.ply,
                colour_name(p.player), p.played.c_str(), p.best.c_str(), eval_text(p.eval).c_str());
  return line;
}

std::string judge_game_line(const JudgedGame& game) {
  std::string out = "game " + game.file + ": " + seats_text(game) + ", " + game.result + "; " +
                    plural(int(game.positions.size()), "position") + " of " + who(game.side) +
                    " judged; ";
  const auto loss = forced_loss(game);
  out += loss ? loss_text(*loss) : "no forced loss announced";
  out += "; forced wins at " + plural(forced_win_positions(game), "position");
  if (game.stopped) out += "; stopped early";
  return out + "\n";
}

std::string judge_game_text(const JudgedGame& game) {
  std::string out;
  for (const JudgedPosition& p : game.positions) out += judge_position_line(game, p);
  return out + judge_game_line(game);
}

std::string judge_summary_text(const JudgeRun& run) {
  const JudgeSummary s = summarize(run.games, run.skipped);
  const std::string side = run.side.empty() ? "both sides" : run.side;
  std::string out = "summary: " + plural(s.games, "game") + " of " + side + " judged by " +
                    run.judge + ", " + plural(s.positions, "position");
  if (s.skipped) out += " (" + plural(s.skipped, "record") + " left out: not lost)";
  if (run.stopped) out += " (stopped early)";
  out += "\nsummary: forced loss announced in " + plural(s.forced_losses, "game") + "\n";
  out += "summary: eval before the losing move:";
  for (int b = 0; b < kEvalBins; ++b)
    out += std::string(b ? "," : "") + " " + eval_bin_name(b) + ": " +
           std::to_string(s.eval_before[std::size_t(b)]);
  out += "\nsummary: ply of the losing move:";
  for (std::size_t t = 0; t < s.losing_ply_tens.size(); ++t)
    out += std::string(t ? "," : "") + " " + ply_bin_name(t) + ": " +
           std::to_string(s.losing_ply_tens[t]);
  if (s.losing_ply_tens.empty()) out += " none";
  out += "\nsummary: the losing move was the judge's choice in " + std::to_string(s.judge_choices) +
         " of " + plural(s.forced_losses, "game") + "\n";
  out += "summary: forced win (+M) in " + plural(s.games_with_forced_win, "game") + ", at " +
         plural(s.forced_win_positions, "position") + "\n";
  return out;
}

std::string judge_json(const JudgeRun& run) {
  json games = json::array();
  for (const JudgedGame& game : run.games) games.push_back(game_json(game));
  const json doc = {{"judge", run.judge},
                    {"spec", run.spec},
                    {"judge_time_ms", run.turn_ms},
                    {"judge_each", run.each_lines},
                    {"side", run.side.empty() ? json(nullptr) : json(run.side)},
                    {"losses", run.losses},
                    {"to_end", run.to_end},
                    {"openings", run.openings},
                    {"stopped", run.stopped},
                    {"error", run.error.empty() ? json(nullptr) : json(run.error)},
                    {"games", games},
                    {"summary", summary_json(summarize(run.games, run.skipped))}};
  return doc.dump(2, ' ', false, json::error_handler_t::replace) + "\n";
}

}  // namespace bl
