#include "app/lab/search_panel.h"

#include <imgui.h>

#include <algorithm>
#include <cfloat>
#include <vector>

#include "app/game_screen.h"
#include "app/lab/panel_widgets.h"

namespace bl {
namespace {

SearchStats stats_of(const LiveSearch& live) {
  SearchStats s;
  s.nodes = live.nodes;
  s.nodes_per_second = live.nodes_per_second;
  s.depth = live.depth;
  s.selective_depth = live.selective_depth;
  s.time_ms = live.time_ms;
  s.cutoffs = live.cutoffs;
  s.branching_factor = live.branching_factor;
  s.iterations = live.iterations;
  return s;
}

void draw_plots(const LiveSearch& live) {
  std::vector<float> scores, speeds;
  for (const auto& it : live.iterations)
    scores.push_back(float(std::clamp(it.score, -5000.0, 5000.0)));
  for (const auto& sample : live.speed) speeds.push_back(sample.nodes_per_second);
  const ImVec2 plot{ImGui::GetContentRegionAvail().x, ImGui::GetFontSize() * 4};
  if (!scores.empty())
    ImGui::PlotLines("##scores", scores.data(), int(scores.size()), 0, "score per iteration",
                     FLT_MAX, FLT_MAX, plot);
  if (!speeds.empty())
    ImGui::PlotLines("##speed", speeds.data(), int(speeds.size()), 0, "nodes/s over time", 0,
                     FLT_MAX, plot);
}

}  // namespace

void SearchPanel::draw(GameScreen& screen, const char* title, bool* open) {
  const float em = ImGui::GetFontSize();
  ImGui::SetNextWindowSize({em * 24, em * 26}, ImGuiCond_FirstUseEver);
  ImGui::SetNextWindowPos({em, em * 2.5f}, ImGuiCond_FirstUseEver);
  if (!ImGui::Begin(title, open)) return ImGui::End();
  const LiveSearch live = screen.session()->live();
  if (live.job == 0) {
    ImGui::TextWrapped("No search yet: the statistics appear as soon as an agent thinks.");
    return ImGui::End();
  }
  ImGui::Text("%s  best %s  score %s", live.thinking ? "thinking" : "last search",
              live.best.c_str(), score_text(live.score, 1).c_str());
  search_stats_table(stats_of(live), live.tt_hit_rate);
  if (!live.iterations.empty())
    ImGui::TextWrapped("PV of iteration %zu: %s", live.iterations.size(),
                       join_words(live.iterations.back().pv_notation).c_str());
  draw_plots(live);
  LabOverlayOptions& o = screen.overlay_options();
  ImGui::Checkbox("PV ghosts", &o.pv_ghosts);
  ImGui::SameLine();
  ImGui::Checkbox("visit heat map", &o.heat);
  root_moves_table(live.root, "root");
  ImGui::End();
}

}  // namespace bl
