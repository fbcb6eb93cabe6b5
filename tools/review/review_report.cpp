#include "tools/review/review_report.h"

#include <cmath>
#include <cstdio>
#include <nlohmann/json.hpp>

#include "ai/search/search_scores.h"

namespace bl {
namespace {

using json = nlohmann::ordered_json;

std::string budget_words(const SearchLimits& limits) {
  std::string words;
  auto add = [&](const std::string& part) { words += (words.empty() ? "" : ", ") + part; };
  if (limits.time_ms) add(std::to_string(limits.time_ms) + " ms");
  if (limits.max_nodes) add(std::to_string(limits.max_nodes) + " nodes");
  if (limits.max_depth) add("depth " + std::to_string(limits.max_depth));
  return words + " a position";
}

std::string header(const GameRecord& record, const GameReview& review) {
  const AnyGame& start = record.match.initial();
  return "review: " + start.game_name() + " " + format_options(start.rules()) + ", " +
         std::to_string(review.moves.size()) + " moves, agent " + review.agent + ", " +
         budget_words(review.limits) + (review.stopped ? " (stopped early)" : "") + "\n";
}

std::string move_line(const ReviewedMove& m, bool explain) {
  const MoveAnalysis& a = m.analysis;
  char line[256];
  std::snprintf(line, sizeof line, "%4d  %6d  %-12s %8s %8s  %-12s %s", a.ply, a.player + 1,
                a.move.c_str(), score_text(a.eval_before).c_str(), score_text(a.eval_after).c_str(),
                a.best.c_str(), move_class_name(a.move_class));
  std::string out = line;
  if (explain && !a.reason.empty()) out += "  " + a.reason;
  return out + "\n";
}

// "20 best, 5 good, 3 inaccuracies, 1 mistake, 0 blunders".
std::string class_counts(const PlayerReview& player) {
  static const char* kPlural[kNumMoveClasses] = {"best", "good", "inaccuracies", "mistakes",
                                                 "blunders"};
  std::string out;
  for (int c = 0; c < kNumMoveClasses; ++c) {
    const int n = player.counts[std::size_t(c)];
    out += (c ? ", " : "") + std::to_string(n) + " " +
           (n == 1 ? move_class_name(MoveClass(c)) : kPlural[c]);
  }
  return out;
}

std::string summary_line(const GameRecord& record, const PlayerReview& player) {
  char loss[32];
  std::snprintf(loss, sizeof loss, "%.1f", player.average_loss());
  const auto& seats = record.match.seats();
  const std::string name =
      player.player < int(seats.size()) ? seats[std::size_t(player.player)].name : "";
  return "player " + std::to_string(player.player + 1) + " (" + name +
         "): " + std::to_string(player.moves) + (player.moves == 1 ? " move: " : " moves: ") +
         class_counts(player) + "; average loss " + loss + "\n";
}

json move_json(const MoveAnalysis& a, bool explain) {
  json m = {{"ply", a.ply},
            {"player", a.player},
            {"move", a.move},
            {"eval_before", a.eval_before},
            {"eval_after", a.eval_after},
            {"best", a.best},
            {"pv", a.pv},
            {"loss", a.loss},
            {"class", move_class_name(a.move_class)}};
  if (explain && !a.reason.empty()) m["reason"] = a.reason;
  return m;
}

json player_json(const GameRecord& record, const PlayerReview& player) {
  json counts = json::object();
  for (int c = 0; c < kNumMoveClasses; ++c)
    counts[move_class_name(MoveClass(c))] = player.counts[std::size_t(c)];
  const auto& seats = record.match.seats();
  return {{"player", player.player},
          {"name", player.player < int(seats.size()) ? seats[std::size_t(player.player)].name
                                                     : std::string()},
          {"moves", player.moves},
          {"classes", counts},
          {"average_loss", player.average_loss()}};
}

json budget_json(const SearchLimits& limits) {
  json budget = json::object();
  if (limits.time_ms) budget["time_ms"] = limits.time_ms;
  if (limits.max_nodes) budget["nodes"] = limits.max_nodes;
  if (limits.max_depth) budget["depth"] = limits.max_depth;
  return budget;
}

}  // namespace

std::string review_text(const GameRecord& record, const GameReview& review, bool explain) {
  std::string out = header(record, review);
  out += " ply  player  move           before    after  best         class\n";
  for (const ReviewedMove& m : review.moves) out += move_line(m, explain);
  for (const PlayerReview& player : review.players) out += summary_line(record, player);
  return out;
}

std::string review_json(const GameRecord& record, const GameReview& review, bool explain) {
  const AnyGame& start = record.match.initial();
  json rules = json::object();
  for (const auto& [key, value] : start.rules()) rules[key] = value;
  json moves = json::array(), players = json::array();
  for (const ReviewedMove& m : review.moves) moves.push_back(move_json(m.analysis, explain));
  for (const PlayerReview& p : review.players) players.push_back(player_json(record, p));
  const json doc = {{"game", start.game_name()},
                    {"rules", rules},
                    {"agent", review.agent},
                    {"budget", budget_json(review.limits)},
                    {"stopped", review.stopped},
                    {"elapsed_ms", review.elapsed_ms},
                    {"moves", moves},
                    {"players", players}};
  return doc.dump(2, ' ', false, json::error_handler_t::replace) + "\n";
}

}  // namespace bl
