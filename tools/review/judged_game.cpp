#include "tools/review/judged_game.h"

#include <algorithm>
#include <cmath>

namespace bl {

std::string eval_text(const JudgeEval& eval) {
  if (!eval.said) return "?";
  if (eval.mate) return std::string(eval.mate > 0 ? "+M" : "-M") + std::to_string(eval.mate_in);
  return std::to_string(std::lround(eval.value));
}

const char* colour_name(int player) { return player == 0 ? "black" : "white"; }

JudgedGame unjudged_game(const std::string& file, const Match& match, int side) {
  JudgedGame game;
  game.file = file;
  game.side = side;
  for (const Seat& seat : match.seats()) game.seats.push_back(seat.name);
  game.result = match.outcome().decided() ? match.outcome().to_string() : "unfinished";
  for (const MatchAction& action : match.actions())
    if (action.kind == ActionKind::kMove) game.moves.push_back({action.player, action.notation});
  return game;
}

std::optional<ForcedLoss> forced_loss(const JudgedGame& game) {
  const auto& positions = game.positions;
  const auto lost = std::find_if(positions.begin(), positions.end(),
                                 [](const JudgedPosition& p) { return p.eval.mate < 0; });
  if (lost == positions.end()) return std::nullopt;
  ForcedLoss loss;
  loss.player = lost->player;
  loss.ply = lost->ply;
  for (int ply = lost->ply - 1; ply >= 1 && !loss.losing_ply; --ply)
    if (game.moves[std::size_t(ply - 1)].player == loss.player) loss.losing_ply = ply;
  if (!loss.losing_ply) return loss;
  loss.losing_move = game.moves[std::size_t(loss.losing_ply - 1)].name;
  for (auto p = positions.begin(); p != lost; ++p)
    if (p->ply == loss.losing_ply) loss.before = *p;
  return loss;
}

int forced_win_positions(const JudgedGame& game) {
  int wins = 0;
  for (const JudgedPosition& p : game.positions) wins += p.eval.mate > 0;
  return wins;
}

}  // namespace bl
