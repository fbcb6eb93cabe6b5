#include "app/lab/weights_panel.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>

#include "ai/agents/evaluation_breakdown.h"
#include "ai/agents/weighted_agent.h"
#include "app/game_screen.h"
#include "app/lab/console_panel.h"
#include "app/lab/panel_widgets.h"
#include "core/records/atomic_file.h"

namespace bl {

void WeightsPanel::draw(GameScreen& screen) {
  GameSession& session = *screen.session();
  if (!draw_seat_picker(session)) {
    ImGui::TextWrapped(
        "No seat has an agent with evaluation weights. Put one in a seat (for example "
        "alphabeta, mcts or greedy) to tune it here.");
    return;
  }
  const std::string game_name = session.game().game_name();
  const WeightSet weights = draw_sliders(*as_weighted(session.agent(seat_).get()), game_name);
  ImGui::Separator();
  draw_profile_file();
  draw_comparison(weights, game_name);
  ImGui::Separator();
  draw_evaluation_breakdown(screen, weights);
}

bool WeightsPanel::draw_seat_picker(GameSession& session) {
  // The seat whose weights the sliders show: the chosen one if it has weights, else the first.
  std::vector<int> weighted;
  for (int p = 0; p < session.game().num_players(); ++p)
    if (as_weighted(session.agent(p).get())) weighted.push_back(p);
  if (std::find(weighted.begin(), weighted.end(), seat_) == weighted.end())
    seat_ = weighted.empty() ? -1 : weighted.front();
  if (seat_ < 0) return false;
  const auto& seats = session.match().seats();
  if (ImGui::BeginCombo("seat", seats[seat_].name.c_str())) {
    for (int p : weighted)
      if (ImGui::Selectable(seats[p].name.c_str(), p == seat_)) seat_ = p;
    ImGui::EndCombo();
  }
  return true;
}

WeightSet WeightsPanel::draw_sliders(WeightedAgent& agent, const std::string& game_name) {
  const float em = ImGui::GetFontSize();
  WeightSet set = *agent.weights(game_name);
  bool changed = false;
  for (std::size_t i = 0; i < set.size(); ++i) {
    const WeightSpec& w = set.specs()[i];
    ImGui::PushID(int(i));
    float v = float(set[i]);
    ImGui::SetNextItemWidth(em * 14);
    if (ImGui::SliderFloat(w.name.c_str(), &v, float(w.min), float(w.max), "%.3g")) {
      changed = set.set(w.name, double(v)).ok() || changed;
    }
    if (ImGui::IsItemHovered())
      ImGui::SetTooltip("%s (default %g)", w.meaning.c_str(), w.default_value);
    ImGui::SameLine();
    if (ImGui::SmallButton("reset")) changed = set.set(w.name, w.default_value).ok() || changed;
    ImGui::PopID();
  }
  if (changed) (void)agent.set_weights(game_name, set);
  if (ImGui::Button("Reset all")) console_.run("reset-weights " + seat_argument());
  return set;
}

void WeightsPanel::draw_profile_file() {
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 16);
  ImGui::InputText("##profile", &profile_path_);
  const std::string file = " \"" + profile_path_ + "\"";
  ImGui::SameLine();
  if (ImGui::Button("Save")) console_.run("profile save " + seat_argument() + file);
  ImGui::SameLine();
  if (ImGui::Button("Load")) console_.run("profile load " + seat_argument() + file);
}

// The weights now beside those of a second profile, with their differences.
void WeightsPanel::draw_comparison(const WeightSet& now, const std::string& game_name) {
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 16);
  ImGui::InputTextWithHint("##compare", "profile to compare", &compare_path_);
  ImGui::SameLine();
  if (ImGui::Button("Compare")) load_comparison(game_name);
  if (!compare_error_.empty()) ImGui::TextColored(kErrorInk, "%s", compare_error_.c_str());
  if (!compare_ || compare_->size() != now.size() ||
      !ImGui::BeginTable("compare", 4, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV))
    return;
  for (const char* h : {"weight", "now", "profile", "difference"}) ImGui::TableSetupColumn(h);
  ImGui::TableHeadersRow();
  for (std::size_t i = 0; i < now.size(); ++i) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(now.specs()[i].name.c_str());
    ImGui::TableNextColumn();
    ImGui::Text("%g", now[i]);
    ImGui::TableNextColumn();
    ImGui::Text("%g", (*compare_)[i]);
    ImGui::TableNextColumn();
    const double d = now[i] - (*compare_)[i];
    if (d != 0) ImGui::TextColored(kCommandInk, "%+g", d);
  }
  ImGui::EndTable();
}

// Reads the profile to compare over the game's default weights (weights it leaves out keep
// their defaults).
void WeightsPanel::load_comparison(const std::string& game_name) {
  compare_.reset();
  compare_error_.clear();
  WeightSet other = *default_weights(game_name);
  auto text = read_text_file(compare_path_, 1 << 20);
  auto loaded = text ? other.load_profile_text(*text) : Status::failure(text.error());
  if (loaded)
    compare_ = other;
  else
    compare_error_ = loaded.error();
}

// The evaluation of the position on the board, term by term, under these weights.
void WeightsPanel::draw_evaluation_breakdown(GameScreen& screen, const WeightSet& weights) {
  const AnyGame& game = screen.session()->game();
  ImGui::Text("Evaluation for player");
  for (int p = 0; p < game.num_players(); ++p) {
    ImGui::SameLine();
    ImGui::PushID(p + 200);
    ImGui::RadioButton(std::to_string(p + 1).c_str(), &eval_player_, p);
    ImGui::PopID();
  }
  eval_player_ = std::clamp(eval_player_, 0, game.num_players() - 1);
  const AnyGame& shown = screen.god_mode().active() ? screen.god_mode().board() : game;
  auto terms = evaluation_breakdown(shown, weights, eval_player_);
  if (!terms || !ImGui::BeginTable("breakdown", 3, ImGuiTableFlags_RowBg)) return;
  for (const char* h : {"term", "raw", "weighted"}) ImGui::TableSetupColumn(h);
  ImGui::TableHeadersRow();
  double total = 0;
  for (const auto& t : *terms) {
    total += t.weighted;
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(t.name.c_str());
    ImGui::TableNextColumn();
    ImGui::Text("%.3g", t.raw);
    ImGui::TableNextColumn();
    ImGui::Text("%.1f", t.weighted);
  }
  ImGui::TableNextRow();
  ImGui::TableNextColumn();
  ImGui::TextColored(kCommandInk, "total");
  ImGui::TableNextColumn();
  ImGui::TableNextColumn();
  ImGui::TextColored(kCommandInk, "%.1f", total);
  ImGui::EndTable();
}

}  // namespace bl
