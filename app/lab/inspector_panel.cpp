#include "app/lab/inspector_panel.h"

#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <memory>
#include <vector>

#include "app/game_screen.h"
#include "app/lab/console_panel.h"
#include "app/lab/lab_overlays.h"
#include "app/lab/panel_widgets.h"

namespace bl {

void InspectorPanel::draw(GameScreen& screen) {
  GameSession& session = *screen.session();
  draw_play_controls(session);
  if (const auto& held = session.held()) {
    // A copy: playing the held move (a button below) clears the session's hold.
    const std::shared_ptr<const Decision> decision = held->decision;
    draw_held_decision(*decision);
  }
  ImGui::Separator();
  const int latest = draw_move_list(session);
  if (inspected_action_ < 0 || !session.decision_at(std::size_t(inspected_action_)))
    inspected_action_ = -1;
  const int shown = inspected_action_ >= 0 ? inspected_action_ : latest;
  if (shown < 0) {
    ImGui::TextColored(kDimInk, "No AI move yet.");
    return;
  }
  draw_decision(*session.decision_at(std::size_t(shown)), shown);
  // What the Review window's analysis says of the move, when the game has been analysed.
  if (const MoveAnalysis* m = screen.review().analysed_action(shown)) {
    ImGui::TextColored(kDimInk, "Review: %s, loss %.0f (best %s)", move_class_name(m->move_class),
                       m->loss, m->best.c_str());
    if (!m->reason.empty()) ImGui::TextWrapped("%s", m->reason.c_str());
  }
}

// Step mode, pause/step/play and the speed of AI moves.
void InspectorPanel::draw_play_controls(GameSession& session) {
  bool step = session.step_mode();
  if (ImGui::Checkbox("Step mode (hold each AI move)", &step))
    console_.run(step ? "step on" : "step off");
  if (ImGui::Button(session.paused() ? "Play" : "Pause"))
    console_.run(session.paused() ? "resume" : "pause");
  ImGui::SameLine();
  if (ImGui::Button("Step")) console_.run("step");
  ImGui::SameLine();
  int delay = int(session.ai_move_delay_ms());
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 10);
  if (ImGui::SliderInt("ms per AI move", &delay, 0, 3000)) session.set_ai_move_delay_ms(delay);
}

// The move the AI wants to play, and its best alternatives to play instead.
void InspectorPanel::draw_held_decision(const Decision& held) {
  ImGui::Separator();
  ImGui::TextColored(kCommandInk, "The AI wants to play %s (%s)", held.notation.c_str(),
                     score_text(held.score, 1).c_str());
  if (ImGui::Button("Play it")) console_.run("play");
  std::vector<const RootMoveInfo*> best;
  for (const auto& r : held.root_moves) best.push_back(&r);
  std::stable_sort(best.begin(), best.end(), [](auto* a, auto* b) {
    return a->visits != b->visits ? a->visits > b->visits : a->score > b->score;
  });
  for (std::size_t i = 0; i < best.size() && i < 8; ++i) {
    ImGui::PushID(int(i));
    if (ImGui::SmallButton("play this instead")) console_.run("play " + best[i]->notation);
    ImGui::SameLine();
    ImGui::Text("%s  %s", best[i]->notation.c_str(), root_move_label(*best[i]).c_str());
    ImGui::PopID();
  }
}

// Every AI move of the game, with its decision.
int InspectorPanel::draw_move_list(const GameSession& session) {
  const auto& actions = session.match().actions();
  ImGui::BeginChild("moves", {0, ImGui::GetFontSize() * 8}, true);
  int latest = -1;
  for (std::size_t i = 0; i < actions.size(); ++i) {
    auto d = session.decision_at(i);
    if (!d) continue;
    latest = int(i);
    char label[160];
    std::snprintf(label, sizeof label, "%zu. %s  %s  (%s, depth %d)", i + 1,
                  session.match().seats()[actions[i].player].name.c_str(), d->notation.c_str(),
                  score_text(d->score, 1).c_str(), d->stats.depth);
    if (ImGui::Selectable(label, int(i) == inspected_action_)) inspected_action_ = int(i);
  }
  ImGui::EndChild();
  return latest;
}

void InspectorPanel::draw_decision(const Decision& d, int action) {
  ImGui::Text("Move %d: %s, score %s%s", action + 1, d.notation.c_str(),
              score_text(d.score, 1).c_str(), d.stopped ? " (stopped early)" : "");
  ImGui::TextWrapped("PV: %s", join_words(d.pv_notation).c_str());
  // What the search says of the decision as a whole, e.g. that the move came from the
  // opening book and no search ran now.
  if (!d.tree.note.empty()) ImGui::TextWrapped("%s", d.tree.note.c_str());
  search_stats_table(d.stats);
  root_moves_table(d.root_moves, "decision_root");
}

}  // namespace bl
