#include "app/lab/panel_widgets.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>

#include "app/dock_column.h"
#include "app/ui_format.h"

namespace bl {

float x_left_of_side_panel(float width) {
  const float em = ImGui::GetFontSize();
  const float display = ImGui::GetIO().DisplaySize.x;
  const float panel = side_panel_width(display, em);
  return std::max(0.0f, display - panel - width - em * 0.5f);
}

std::string join_words(const std::vector<std::string>& words) {
  std::string s;
  for (const auto& w : words) s += (s.empty() ? "" : " ") + w;
  return s;
}

void search_stats_table(const SearchStats& stats) {
  if (!ImGui::BeginTable("stats", 4, ImGuiTableFlags_SizingStretchSame)) return;
  auto cell = [](const char* name, const std::string& value) {
    ImGui::TableNextColumn();
    ImGui::TextColored(kDimInk, "%s", name);
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(value.c_str());
  };
  cell("nodes", format_count(double(stats.nodes)));
  cell("nodes/s", format_count(stats.nodes_per_second));
  cell("depth", std::to_string(stats.depth) + "/" + std::to_string(stats.selective_depth));
  cell("time", std::to_string(stats.time_ms) + " ms");
  char text[32];
  std::snprintf(text, sizeof text, "%.0f%%", tt_hit_rate(stats) * 100);
  cell("TT hits", text);
  cell("cutoffs", format_count(double(stats.cutoffs)));
  std::snprintf(text, sizeof text, "%.2f", stats.branching_factor);
  cell("branching", text);
  cell("iterations", std::to_string(stats.iterations.size()));
  // The root solver's share and the search's own speed: nodes counts search positions only,
  // so nodes/s over the whole time understates the search when the solver took most of it.
  cell("root solver", std::to_string(stats.root_solver_ms) + " ms");
  cell("search speed", format_count(search_nodes_per_second(stats)) + "/s");
  ImGui::EndTable();
}

void root_moves_table(const std::vector<RootMoveInfo>& root, const char* id) {
  std::vector<const RootMoveInfo*> rows;
  std::int64_t total = 0;
  for (const auto& r : root) rows.push_back(&r), total += r.visits;
  const ImGuiTableFlags flags = ImGuiTableFlags_Sortable | ImGuiTableFlags_RowBg |
                                ImGuiTableFlags_ScrollY | ImGuiTableFlags_BordersInnerV;
  const float height = ImGui::GetTextLineHeightWithSpacing() * 10;
  if (!ImGui::BeginTable(id, 4, flags, {0, height})) return;
  ImGui::TableSetupScrollFreeze(0, 1);
  ImGui::TableSetupColumn("move", ImGuiTableColumnFlags_NoSort);
  ImGui::TableSetupColumn(
      "score", ImGuiTableColumnFlags_DefaultSort | ImGuiTableColumnFlags_PreferSortDescending);
  ImGui::TableSetupColumn("visits", ImGuiTableColumnFlags_PreferSortDescending);
  ImGui::TableSetupColumn("share", ImGuiTableColumnFlags_PreferSortDescending);
  ImGui::TableHeadersRow();
  if (const ImGuiTableSortSpecs* sort = ImGui::TableGetSortSpecs(); sort && sort->SpecsCount > 0) {
    const int column = sort->Specs[0].ColumnIndex;
    const bool up = sort->Specs[0].SortDirection == ImGuiSortDirection_Ascending;
    std::stable_sort(rows.begin(), rows.end(), [&](auto* a, auto* b) {
      const double x = column == 1 ? a->score : double(a->visits);
      const double y = column == 1 ? b->score : double(b->visits);
      return up ? x < y : x > y;
    });
  }
  for (const auto* r : rows) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(r->notation.c_str());
    ImGui::TableNextColumn();
    const char* bound = r->bound == Bound::kLower ? ">= " : r->bound == Bound::kUpper ? "<= " : "";
    ImGui::Text("%s%s", bound, score_text(r->score, 1).c_str());
    ImGui::TableNextColumn();
    if (r->visits > 0) ImGui::Text("%lld", (long long)r->visits);
    ImGui::TableNextColumn();
    if (total > 0) ImGui::Text("%.1f%%", 100.0 * double(r->visits) / double(total));
  }
  ImGui::EndTable();
}

}  // namespace bl
