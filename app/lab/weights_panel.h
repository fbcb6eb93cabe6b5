#pragma once
#include <optional>
#include <string>
#include <vector>

#include "ai/weights/weight_set.h"

namespace bl {

class ConsolePanel;
class GameScreen;
class GameSession;
class WeightedAgent;

// The evaluation weights of a seat's agent: a slider per weight (changes apply at once), the
// profile file to save them to or load them from, a comparison with another profile, and
// the evaluation of the position on the board term by term under these weights.
class WeightsPanel {
 public:
  explicit WeightsPanel(ConsolePanel& console) : console_(console) {}

  void draw(GameScreen& screen);

 private:
  // Picks the seat whose weights are shown; false if no seat's agent has weights.
  bool draw_seat_picker(GameSession& session);
  // The sliders (each change goes to the agent at once) and "Reset all"; returns the weights
  // as the sliders left them.
  WeightSet draw_sliders(WeightedAgent& agent, const std::string& game_name);
  void draw_profile_file();
  void draw_comparison(const WeightSet& now, const std::string& game_name);
  void load_comparison(const std::string& game_name);
  void draw_evaluation_breakdown(GameScreen& screen, const WeightSet& weights);
  // The shown seat as the console commands number it ("1", "2", ...).
  std::string seat_argument() const { return std::to_string(seat_ + 1); }

  ConsolePanel& console_;
  int seat_ = -1;
  int eval_player_ = 0;  // whose point of view the breakdown takes
  std::string profile_path_ = "weights.profile";
  std::string compare_path_;
  std::optional<WeightSet> compare_;
  std::string compare_error_;
};

}  // namespace bl
