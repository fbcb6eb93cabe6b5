#pragma once
#include <functional>
#include <string>
#include <vector>

#include "app/match_setup.h"
#include "app/rule_widgets.h"
#include "app/settings.h"

namespace bl {

class BoardTextures;

// The lobby: game, rule options (from AnyGame::rule_specs, so board size and number of
// players too), each seat human or any registered agent with its options, and the time
// control. Start checks the whole setup first; Continue resumes the autosaved game.
class LobbyScreen {
 public:
  enum class Action { kNone, kStart, kContinue, kLoad, kQuit };

  void restore(const Settings& settings);
  void remember(Settings& settings) const;
  // `online_tab`, if given, draws the Online tab beside the local game's (selected at
  // once with `select_online`).
  Action draw(bool can_continue, const std::string& continue_label, const BoardTextures& textures,
              const std::function<void()>& online_tab = {}, bool select_online = false);
  MatchSetup setup() const;
  const std::string& error() const { return error_; }

 private:
  struct SeatRow {
    std::string name;
    std::string agent = "human";  // "human" or an agent name
    std::string options;          // the agent's "k=v" options
  };
  Action draw_local(bool can_continue, const std::string& continue_label,
                    const BoardTextures& textures);
  void select_game(const std::string& game);
  void validate();
  void draw_rules();
  void draw_seats(const BoardTextures& textures);
  void draw_time_control();
  std::string controller(const SeatRow& row) const;

  std::string game_ = "gomoku";
  std::vector<OptionSpec> specs_;
  std::vector<OptionWidget> widgets_;
  std::vector<std::string> values_;
  std::vector<SeatRow> seats_;
  std::string move_time_, game_time_, increment_;
  int players_ = 2;
  std::string error_;
  bool dirty_ = true;
};

}  // namespace bl
