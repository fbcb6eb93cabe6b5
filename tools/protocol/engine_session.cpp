#include "tools/protocol/engine_session.h"

#include <algorithm>

#include "ai/agent_registry.h"

namespace bl {

std::int64_t move_budget_ms(std::int64_t per_move_ms, std::int64_t time_left_ms, int moves_to_go) {
  std::int64_t budget = per_move_ms > 0 ? per_move_ms : 5000;
  if (time_left_ms >= 0) budget = std::min(budget, time_left_ms / std::max(moves_to_go, 1));
  // Keep 10% and 30 ms for reading input, writing the answer and the engine's start-up.
  budget = budget - budget / 10 - 30;
  return std::max<std::int64_t>(budget, 10);
}

Result<std::unique_ptr<EngineSession>> EngineSession::create(std::string game,
                                                             std::string agent_spec) {
  using R = Result<std::unique_ptr<EngineSession>>;
  auto agent = make_agent(agent_spec);
  if (!agent) return R::failure(agent.error());
  std::unique_ptr<EngineSession> session(new EngineSession(game, std::move(agent.value())));
  if (auto ok = session->reset({}); !ok) return R::failure(ok.error());
  return session;
}

EngineSession::EngineSession(std::string game, std::unique_ptr<Agent> agent)
    : game_name_(std::move(game)),
      game_(AnyGame::create(game_name_, {}).value()),
      agent_(std::move(agent)) {}

Result<bool> EngineSession::reset(const OptionMap& rules) {
  auto game = AnyGame::create(game_name_, rules);
  if (!game) return Result<bool>::failure(game.error());
  game_ = game.value();
  rules_ = game_.rules();
  size_ = std::stoi(rules_.at("size"));
  moves_.clear();
  history_.clear();
  history_.push(game_.hash());
  agent_->new_game();
  return true;
}

Result<bool> EngineSession::set_rule(const std::string& key, const std::string& value) {
  OptionMap rules = rules_;
  rules[key] = value;
  if (auto valid = AnyGame::create(game_name_, rules); !valid)
    return Result<bool>::failure(valid.error());
  rules_ = rules;
  replay();
  return true;
}

void EngineSession::replay() {
  game_ = AnyGame::create(game_name_, rules_).value();
  size_ = std::stoi(rules_.at("size"));
  history_.clear();
  history_.push(game_.hash());
  std::vector<int> kept;
  for (int cell : moves_) {
    if (!game_.play(AnyMove{{cell}})) break;  // a move the new rules forbid ends the replay
    kept.push_back(cell);
    history_.push(game_.hash());
  }
  moves_ = kept;
}

Result<bool> EngineSession::play(int player, int cell) {
  if (game_.is_terminal()) return Result<bool>::failure("the game is over");
  if (player != game_.current_player())
    return Result<bool>::failure(std::string("it is ") +
                                 (game_.current_player() == 0 ? "black" : "white") + "'s turn");
  if (cell < 0 || cell >= game_.num_cells()) return Result<bool>::failure("off the board");
  auto played = game_.play(AnyMove{{cell}});
  if (!played) return played;
  moves_.push_back(cell);
  history_.push(game_.hash());
  return true;
}

Result<bool> EngineSession::undo() {
  if (moves_.empty()) return Result<bool>::failure("no move to undo");
  moves_.pop_back();
  replay();
  return true;
}

Result<int> EngineSession::genmove(std::int64_t time_ms) {
  if (game_.is_terminal()) return Result<int>::failure("the game is over");
  if (game_.legal_moves().empty()) return Result<int>::failure("no legal move");
  SearchLimits limits;
  limits.time_ms = time_ms;
  last_decision_ = agent_->decide(game_, history_, limits, nullptr);
  if (last_decision_.move.cells.empty() || !game_.is_legal(last_decision_.move))
    return Result<int>::failure("the agent returned no legal move");
  const int cell = last_decision_.move.cells.front();
  if (auto ok = play(game_.current_player(), cell); !ok) return Result<int>::failure(ok.error());
  return cell;
}

}  // namespace bl
