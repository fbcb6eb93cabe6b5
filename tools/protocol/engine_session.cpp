#include "tools/protocol/engine_session.h"

#include <algorithm>

#include "ai/agent_registry.h"

namespace bl {
namespace {

const char* colour_name(int player) { return player == 0 ? "black" : "white"; }

// Places `stone` on `game`, handing `stone.player` the turn first if it is out of turn.
// The reason for a refusal is core's own, as records give it: the notation route
// (AnyGame::play(text)) explains ("h8 is occupied"), the AnyMove route only says "not legal".
Status place(AnyGame& game, const Placement& stone) {
  if (game.is_terminal()) return Status::failure("the game is over");
  if (stone.cell < 0 || stone.cell >= game.num_cells()) return Status::failure("off the board");
  if (stone.player < 0 || stone.player >= game.num_players())
    return Status::failure("there is no player " + std::to_string(stone.player + 1));
  AnyGame trial = game;
  if (trial.current_player() != stone.player) {
    trial.edit_player_to_move(stone.player);
    // NoGo: a player with no legal move has lost as soon as it has the turn.
    if (trial.is_terminal())
      return Status::failure(std::string(colour_name(stone.player)) + " has no legal move");
  }
  if (auto ok = trial.play(trial.cell_name(stone.cell)); !ok) return ok;
  game = std::move(trial);
  return {};
}

}  // namespace

std::int64_t move_budget_ms(std::int64_t per_move_ms, std::int64_t time_left_ms, int moves_to_go) {
  std::int64_t budget = per_move_ms > 0 ? per_move_ms : 5000;
  if (time_left_ms >= 0) budget = std::min(budget, time_left_ms / std::max(moves_to_go, 1));
  // Keep 10% and 30 ms for reading input, writing the answer and the engine's start-up.
  budget = budget - budget / 10 - 30;
  return std::max<std::int64_t>(budget, 10);
}

Result<std::unique_ptr<EngineSession>> EngineSession::create(std::string game,
                                                             std::string agent_spec) {
  auto agent = make_agent(agent_spec);
  if (!agent) return Result<std::unique_ptr<EngineSession>>::failure(agent.error());
  return create(std::move(game), std::move(agent.value()));
}

Result<std::unique_ptr<EngineSession>> EngineSession::create(std::string game,
                                                             std::unique_ptr<Agent> agent) {
  using R = Result<std::unique_ptr<EngineSession>>;
  if (auto valid = AnyGame::create(game, {}); !valid) return R::failure(valid.error());
  std::unique_ptr<EngineSession> session(new EngineSession(game, std::move(agent)));
  if (auto ok = session->reset({}); !ok) return R::failure(ok.error());
  return session;
}

EngineSession::EngineSession(std::string game, std::unique_ptr<Agent> agent)
    : game_name_(std::move(game)),
      game_(AnyGame::create(game_name_, {}).value()),
      agent_(std::move(agent)) {}

Status EngineSession::reset(const OptionMap& rules) {
  auto game = AnyGame::create(game_name_, rules);
  if (!game) return Status::failure(game.error());
  rules_ = game.value().rules();
  size_ = std::stoi(rules_.at("size"));
  set_up_to_move_ = -1;
  adopt(game.value(), {});
  agent_->new_game();
  return {};
}

Status EngineSession::set_rule(const std::string& key, const std::string& value) {
  OptionMap rules = rules_;
  rules[key] = value;
  if (auto valid = AnyGame::create(game_name_, rules); !valid)
    return Status::failure(valid.error());
  rules_ = rules;
  // A stone the new rules forbid ends the game there: the stones before it are kept.
  std::vector<Placement> kept;
  AnyGame game = AnyGame::create(game_name_, rules_).value();
  for (const Placement& stone : moves_) {
    if (!place(game, stone)) break;
    kept.push_back(stone);
  }
  auto replayed = replay(kept);
  adopt(replayed.value(), kept);
  return {};
}

Result<AnyGame> EngineSession::replay(const std::vector<Placement>& stones) const {
  AnyGame game = AnyGame::create(game_name_, rules_).value();
  for (std::size_t i = 0; i < stones.size(); ++i)
    if (auto ok = place(game, stones[i]); !ok)
      return Result<AnyGame>::failure("stone " + std::to_string(i + 1) + " (" +
                                      game.cell_name(stones[i].cell) + "): " + ok.error());
  const bool at_set_up = set_up_to_move_ >= 0 && stones.size() == set_up_stones_;
  if (at_set_up && !game.is_terminal() && game.current_player() != set_up_to_move_)
    game.edit_player_to_move(set_up_to_move_);
  return game;
}

// The history holds the position after each stone, so agents see the game as played.
void EngineSession::adopt(AnyGame game, std::vector<Placement> stones) {
  history_.clear();
  AnyGame step = AnyGame::create(game_name_, rules_).value();
  history_.push(step.hash());
  for (std::size_t i = 0; i + 1 < stones.size(); ++i) {
    place(step, stones[i]);
    history_.push(step.hash());
  }
  if (!stones.empty()) history_.push(game.hash());
  game_ = std::move(game);
  moves_ = std::move(stones);
}

Status EngineSession::play(int player, int cell) {
  if (auto ok = place(game_, {player, cell}); !ok) return ok;
  moves_.push_back({player, cell});
  history_.push(game_.hash());
  return {};
}

Status EngineSession::set_position(const std::vector<Placement>& stones, int to_move) {
  const int old_to_move = set_up_to_move_;
  const std::size_t old_stones = set_up_stones_;
  set_up_to_move_ = to_move;
  set_up_stones_ = stones.size();
  auto game = replay(stones);
  if (!game) {
    set_up_to_move_ = old_to_move;
    set_up_stones_ = old_stones;
    return Status::failure(game.error());
  }
  adopt(game.value(), stones);
  return {};
}

Status EngineSession::undo() {
  if (moves_.empty()) return Status::failure("no move to undo");
  std::vector<Placement> kept(moves_.begin(), moves_.end() - 1);
  auto game = replay(kept);
  if (!game) return Status::failure(game.error());  // cannot happen: they were played
  adopt(game.value(), kept);
  return {};
}

Result<int> EngineSession::genmove(int player, std::int64_t time_ms) {
  if (game_.is_terminal()) return Result<int>::failure("the game is over");
  AnyGame position = game_;
  PositionHistory history = history_;
  if (position.current_player() != player) {
    position.edit_player_to_move(player);
    history.push(position.hash());
  }
  if (position.is_terminal() || position.legal_moves().empty())
    return Result<int>::failure("no legal move");
  SearchLimits limits;
  limits.time_ms = stopping_.load() ? 1 : time_ms;
  last_decision_ = agent_->decide(position, history, limits, nullptr);
  if (last_decision_.move.cells.empty() || !position.is_legal(last_decision_.move))
    return Result<int>::failure("the agent returned no legal move");
  const int cell = last_decision_.move.cells.front();
  if (auto ok = play(player, cell); !ok) return Result<int>::failure(ok.error());
  return cell;
}

}  // namespace bl
