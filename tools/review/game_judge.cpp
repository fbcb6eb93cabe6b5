#include "tools/review/game_judge.h"

#include "ai/tuning/engine_evals.h"

namespace bl {
namespace {

// The answer is awaited a little longer than the brain was told: a brain that answers at
// its limit is not cut off by the pipe's delay.
std::int64_t answer_within_ms(std::int64_t turn_ms) { return turn_ms + turn_ms / 10 + 1000; }

int board_size(const AnyGame& game) { return std::stoi(game.rules().at("size")); }

// The last evaluation and the last best line the brain said while answering: its final
// search summary, after any it said for shallower searches. A Gomocup brain searches for
// the side to move, here the mover, so its value is already from the mover's point of view.
void read_said(const std::vector<std::string>& said, int size, JudgedPosition& position) {
  constexpr std::string_view kMessage = "MESSAGE ";
  for (const std::string& text : said) {
    if (text.rfind(kMessage, 0) != 0) continue;
    const EngineMessage message =
        read_engine_message(std::string_view(text).substr(kMessage.size()));
    if (message.has_eval) position.eval = {true, message.value, message.mate, message.mate_in};
    if (message.line.empty()) continue;
    position.line.clear();
    for (const std::string& word : message.line) {
      std::string name = gomocup_point_name(word, size);
      if (name.empty()) break;  // cut where it stops naming points
      position.line.push_back(std::move(name));
    }
  }
}

// One position: the lines asked for before each, then the brain's move and what it said.
Result<JudgedPosition> judge_position(ExternalAgent& judge, const AnyGame& game,
                                      const std::vector<Placement>& stones,
                                      const JudgeSettings& settings) {
  using R = Result<JudgedPosition>;
  for (const std::string& line : settings.each_lines)
    if (auto sent = judge.send_line(line); !sent) return R::failure(sent.error());
  judge.set_turn({stones, judge_clock(settings), answer_within_ms(settings.turn_ms)});
  const Decision d = judge.decide(game, PositionHistory(), SearchLimits(), nullptr);
  if (d.move.cells.empty()) return R::failure(d.notation);
  if (!game.is_legal(d.move)) return R::failure("answered " + d.notation + ", which is not legal");
  JudgedPosition position;
  position.best = d.notation;
  read_said(judge.last_said(), board_size(game), position);
  return position;
}

bool judged(const JudgedGame& game, const JudgeSettings& settings, int player, int ply) {
  return ply > settings.openings && (game.side < 0 || game.side == player);
}

// Attaches the judge to the stopper while it thinks, so that a stop ends its search.
Result<JudgedPosition> judge_stoppably(ExternalAgent& judge, const AnyGame& game,
                                       const std::vector<Placement>& stones,
                                       const JudgeSettings& settings, ReviewStopper* stopper) {
  if (!stopper) return judge_position(judge, game, stones, settings);
  stopper->attach(&judge);
  auto position = judge_position(judge, game, stones, settings);
  stopper->detach(&judge);
  return position;
}

}  // namespace

EngineClock judge_clock(const JudgeSettings& settings) {
  EngineClock clock;
  clock.control.per_move_ms = settings.turn_ms;
  return clock;
}

Status judge_game(ExternalAgent& judge, const Match& match, const JudgeSettings& settings,
                  JudgedGame& game, ReviewStopper* stopper) {
  AnyGame position = match.initial();
  std::vector<Placement> stones;
  for (const MatchAction& action : match.actions()) {
    if (action.kind != ActionKind::kMove) continue;
    const int ply = int(stones.size()) + 1;
    if (judged(game, settings, action.player, ply)) {
      if (stopper && stopper->stop_requested()) {
        game.stopped = true;
        return {};
      }
      auto judgement = judge_stoppably(judge, position, stones, settings, stopper);
      if (!judgement) {
        game.stopped = true;
        if (stopper && stopper->stop_requested()) return {};
        return Status::failure(game.file + " ply " + std::to_string(ply) + ": " +
                               judgement.error());
      }
      JudgedPosition& done = game.positions.emplace_back(std::move(judgement.value()));
      done.ply = ply;
      done.player = action.player;
      done.played = action.notation;
      if (done.eval.mate < 0 && !settings.to_end) return {};
    }
    stones.push_back({action.player, action.move.cells.at(0)});
    if (!position.play(action.move)) break;  // cannot happen: the record was replayed
  }
  return {};
}

}  // namespace bl
