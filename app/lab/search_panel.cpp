#include "app/lab/search_panel.h"

#include <imgui.h>

#include <algorithm>
#include <vector>

#include "app/game_screen.h"
#include "app/lab/panel_widgets.h"
#include "app/lab/plot_widget.h"

namespace bl {
namespace {

// The score of each iteration and the speed over the search's time, on plots with axes.
void draw_plots(const LiveSearch& live) {
  const float height = ImGui::GetFontSize() * 6.5f;
  if (!live.stats.iterations.empty()) {
    PlotSeries scores{"score", plot_color(0), {}, {}, {}, {}};
    for (std::size_t i = 0; i < live.stats.iterations.size(); ++i) {
      scores.x.push_back(double(i + 1));
      scores.y.push_back(std::clamp(live.stats.iterations[i].score, -5000.0, 5000.0));
    }
    PlotOptions o;
    o.x_label = "iteration";
    o.y_label = "score per iteration";
    o.height = height;
    o.zero_line = true;
    o.value_format = "%.0f";
    draw_plot("##scores", {scores}, o);
  }
  if (!live.speed.empty()) {
    PlotSeries speed{"nodes/s", plot_color(1), {}, {}, {}, {}};
    for (const auto& sample : live.speed) {
      speed.x.push_back(sample.time_ms / 1000.0);
      speed.y.push_back(sample.nodes_per_second);
    }
    PlotOptions o;
    o.x_label = "s";
    o.y_label = "nodes/s over time";
    o.height = height;
    o.y_min = 0;
    o.x_min = 0;
    draw_plot("##speed", {speed}, o);
  }
}

}  // namespace

void SearchPanel::draw(GameScreen& screen) {
  const LiveSearch live = screen.session()->live();
  if (live.job == 0) {
    ImGui::TextWrapped("No search yet: the statistics appear as soon as an agent thinks.");
    return;
  }
  ImGui::Text("%s  best %s  score %s", live.thinking ? "thinking" : "last search",
              live.best.c_str(), score_text(live.score, 1).c_str());
  search_stats_table(live.stats);
  if (!live.stats.iterations.empty())
    ImGui::TextWrapped("PV of iteration %zu: %s", live.stats.iterations.size(),
                       join_words(live.stats.iterations.back().pv_notation).c_str());
  draw_plots(live);
  LabOverlayOptions& o = screen.overlay_options();
  ImGui::Checkbox("PV ghosts", &o.pv_ghosts);
  ImGui::SameLine();
  ImGui::Checkbox("visit heat map", &o.heat);
  root_moves_table(live.root, "root");
}

}  // namespace bl
