// The game screen's side panel: the header, the players with their controllers and clocks,
// the AI's live search, the buttons, the last message, the view options and the move list.
#include <imgui.h>

#include <numbers>

#include "app/board_painter.h"
#include "app/game_screen.h"
#include "app/game_screen_text.h"
#include "app/match_setup.h"
#include "app/textures.h"
#include "app/ui_format.h"

namespace bl {
namespace {

using game_text::kDim;
using game_text::kGood;
using game_text::kWarn;
using game_text::result_text;

// How long a message stays under the buttons.
constexpr double kMessageMs = 6000;

void spinner(float radius, double now_ms) {
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const ImVec2 c{at.x + radius, at.y + ImGui::GetTextLineHeight() / 2};
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float start = float(now_ms / 1000.0 * 2 * std::numbers::pi);
  draw->PathArcTo(c, radius * 0.8f, start, start + 4.2f, 20);
  draw->PathStroke(IM_COL32(86, 180, 233, 255), 0, radius * 0.3f);
  ImGui::Dummy({radius * 2, ImGui::GetTextLineHeight()});
}

std::string describe_rules(const AnyGame& game) {
  std::string s;
  for (const auto& [k, v] : game.rules()) s += (s.empty() ? "" : ", ") + k + " " + v;
  return s;
}

}  // namespace

void GameScreen::draw_panel(double now_ms) {
  ImGui::SetNextWindowPos({columns_.panel.x, columns_.panel.y});
  ImGui::SetNextWindowSize({columns_.panel.w, columns_.panel.h});
  // No window background: the app clears the screen to the same colour.
  ImGui::Begin("##panel", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBackground);
  draw_header();
  if (extra_section_) extra_section_();
  draw_players(now_ms);
  draw_search(now_ms);
  draw_controls(now_ms);
  draw_status(now_ms);
  draw_view_options(now_ms);
  draw_move_list();
  ImGui::End();
}

void GameScreen::draw_header() {
  const AnyGame& game = session_->game();
  ImGui::TextColored({0.95f, 0.8f, 0.5f, 1}, "%s", game_title(game.game_name()).c_str());
  ImGui::PushStyleColor(ImGuiCol_Text, kDim);
  ImGui::TextWrapped("%s", describe_rules(game).c_str());
  ImGui::PopStyleColor();
  const Match& match = session_->match();
  if (match.is_over()) {
    ImGui::TextColored(kGood, "%s", result_text(match).c_str());
  } else {
    const int p = game.current_player();
    ImGui::Text("Move %d: %s (%s) to play", game.ply() + 1, match.seats()[p].name.c_str(),
                side_name(game.game_name(), p).c_str());
  }
  const TimeControl& tc = match.time_control();
  if (!tc.unlimited()) ImGui::TextColored(kDim, "Time: %s", tc.describe().c_str());
  ImGui::Separator();
}

void GameScreen::draw_players(double now_ms) {
  const AnyGame& game = session_->game();
  const Match& match = session_->match();
  const bool star = game.board_shape() == BoardShape::kStar;
  const float swatch = ImGui::GetFrameHeight();
  const Outcome outcome = game.outcome();
  const auto agents = agents_for_game(game.game_name());
  if (!ImGui::BeginTable("players", 4, ImGuiTableFlags_SizingStretchProp)) return;
  ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthFixed, swatch);
  ImGui::TableSetupColumn("name", ImGuiTableColumnFlags_WidthStretch);
  ImGui::TableSetupColumn("who", ImGuiTableColumnFlags_WidthFixed, ImGui::GetFontSize() * 7.5f);
  ImGui::TableSetupColumn("clock", ImGuiTableColumnFlags_WidthFixed, ImGui::GetFontSize() * 3.2f);
  for (int p = 0; p < game.num_players(); ++p) {
    ImGui::PushID(p);
    ImGui::TableNextRow();
    const bool to_move = p == game.current_player();
    if (to_move) ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg0, IM_COL32(86, 180, 233, 60));
    ImGui::TableNextColumn();
    const ImVec2 at = ImGui::GetCursorScreenPos();
    paint_piece(ImGui::GetWindowDrawList(), {at.x + swatch / 2, at.y + swatch / 2}, swatch * 0.45f,
                p, star, textures_);
    ImGui::Dummy({swatch, swatch});
    ImGui::TableNextColumn();
    std::string label = match.seats()[p].name;
    if (outcome.place[p] > 0 && game.num_players() > 2)
      label += "  (" + format_place(outcome.place[p]) + ")";
    ImGui::AlignTextToFramePadding();
    if (ImGui::Selectable(label.c_str(), to_move)) view_.replay_last_move(*session_, p, now_ms);
    if (ImGui::IsItemHovered())
      ImGui::SetTooltip("Click to replay %s's last move", match.seats()[p].name.c_str());
    ImGui::TableNextColumn();
    const std::string& controller = match.seats()[p].controller;
    const std::string current = controller.substr(0, controller.find(' '));
    ImGui::SetNextItemWidth(-1);
    if (session_->is_remote(p)) {
      ImGui::AlignTextToFramePadding();
      ImGui::TextColored(kDim, "online");
    } else if (ImGui::BeginCombo("##who", current.c_str())) {
      std::vector<std::string> all = {"human"};
      all.insert(all.end(), agents.begin(), agents.end());
      for (const auto& a : all)
        if (ImGui::Selectable(a.c_str(), a == current) && a != current) {
          auto changed = session_->set_controller(p, a);
          if (!changed) say(changed.error(), now_ms);
        }
      ImGui::EndCombo();
    }
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", controller.c_str());
    ImGui::TableNextColumn();
    const std::int64_t clock = session_->clock_ms(p, std::int64_t(now_ms));
    ImGui::AlignTextToFramePadding();
    if (clock >= 0) {
      const bool low = clock < 10000;
      ImGui::TextColored(low ? kWarn : ImVec4{1, 1, 1, 1}, "%s", format_clock(clock).c_str());
    } else if (to_move && session_->turn_started()) {
      ImGui::TextColored(kDim, "%s",
                         format_clock(session_->thinking_ms(std::int64_t(now_ms))).c_str());
    }
    ImGui::PopID();
  }
  ImGui::EndTable();
  if (match.time_control().per_move_ms && !match.is_over()) {
    ImGui::TextColored(kDim, "This move: %s left",
                       format_clock(session_->time_left_ms(std::int64_t(now_ms))).c_str());
  }
  ImGui::Separator();
}

void GameScreen::draw_search(double now_ms) {
  if (session_->paused()) {
    ImGui::TextColored(kWarn, "Paused");
    return;
  }
  if (!session_->thinking() && !session_->hint_pending()) return;
  const LiveSearch live = session_->live();
  spinner(ImGui::GetFontSize() * 0.5f, now_ms);
  ImGui::SameLine();
  const int p = session_->game().current_player();
  const std::string who = session_->hint_pending() ? "Hint" : session_->match().seats()[p].name;
  ImGui::Text("%s is thinking  %s", who.c_str(),
              format_clock(session_->thinking_ms(std::int64_t(now_ms))).c_str());
  if (live.stats.nodes > 0 || live.stats.depth > 0)  // some agents report nothing until they decide
    ImGui::TextColored(kDim, "depth %d/%d  nodes %s  %s/s", live.stats.depth,
                       live.stats.selective_depth, format_count(double(live.stats.nodes)).c_str(),
                       format_count(live.stats.nodes_per_second).c_str());
  if (!live.best.empty())
    ImGui::TextColored(kDim, "best %s  score %.0f", live.best.c_str(), live.score);
  if (session_->thinking() && ImGui::Button("Move now")) session_->move_now();
  ImGui::Separator();
}

void GameScreen::draw_controls(double now_ms) {
  // A Chinese Checkers player with no move at all must pass; a click cannot express that.
  if (session_->human_to_move()) {
    const auto moves = session_->game().legal_moves();
    if (moves.size() == 1 && moves[0].cells.empty()) {
      ImGui::TextColored(kWarn, "No legal move: you must pass.");
      if (ImGui::Button("Pass")) {
        auto passed = session_->play_human(moves[0], std::int64_t(now_ms));
        if (!passed) say(passed.error(), now_ms);
      }
    }
  }
  const float w = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x * 2) / 3;
  const ImVec2 size{w, 0};
  ImGui::BeginDisabled(!session_->can_undo());
  if (ImGui::Button("Undo", size)) session_->undo();
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(!session_->can_redo());
  if (ImGui::Button("Redo", size)) session_->redo();
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(!session_->human_to_move() || session_->hint_pending());
  if (ImGui::Button("Hint", size)) session_->request_hint();
  ImGui::EndDisabled();

  const bool over = session_->match().is_over();
  ImGui::BeginDisabled(over);
  if (ImGui::Button(session_->paused() ? "Resume" : "Pause", size))
    session_->set_paused(!session_->paused(), std::int64_t(now_ms));
  ImGui::EndDisabled();
  ImGui::SameLine();
  // Resign for the human to move, or else the first human still playing.
  int resigner = -1;
  const AnyGame& game = session_->game();
  if (session_->human_to_move()) resigner = game.current_player();
  for (int p = 0; p < game.num_players() && resigner < 0; ++p)
    if (session_->is_human(p) && game.outcome().place[p] == 0) resigner = p;
  ImGui::BeginDisabled(over || resigner < 0 || session_->online());
  if (ImGui::Button("Resign", size)) ImGui::OpenPopup("Resign?");
  ImGui::EndDisabled();
  if (ImGui::BeginPopup("Resign?")) {
    ImGui::Text("Resign for %s?",
                resigner >= 0 ? session_->match().seats()[resigner].name.c_str() : "");
    if (ImGui::Button("Resign")) {
      session_->resign(resigner, std::int64_t(now_ms));
      ImGui::CloseCurrentPopup();
    }
    ImGui::SameLine();
    if (ImGui::Button("Cancel")) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
  }
  ImGui::SameLine();
  if (ImGui::Button("New game", size)) want_lobby_ = true;
  if (ImGui::Button("Save...", size)) open_file_dialog(FileDialog::Mode::kSave);
  ImGui::SameLine();
  if (ImGui::Button("Load...", size)) open_file_dialog(FileDialog::Mode::kOpen);
  ImGui::SameLine();
  ImGui::BeginDisabled(session_->online());  // the room starts the next game online
  if (ImGui::Button("Rematch", size)) rematch(now_ms);
  ImGui::EndDisabled();
  ImGui::Separator();
}

void GameScreen::draw_status(double now_ms) {
  if (message_.empty() || now_ms - message_ms_ > kMessageMs) return;
  ImGui::PushTextWrapPos(0);
  ImGui::TextColored(kWarn, "%s", message_.c_str());
  ImGui::PopTextWrapPos();
  ImGui::Separator();
}

void GameScreen::draw_view_options(double now_ms) {
  const AnyGame& game = session_->game();
  ImGui::AlignTextToFramePadding();
  ImGui::Text("Board");
  ImGui::SameLine();
  const ViewSettings& v = view_.settings();
  std::string current = rotation_mode_name(v.rotation);
  if (v.rotation == RotationMode::kSeat) current += " " + std::to_string(v.rotation_seat + 1);
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7);
  if (ImGui::BeginCombo("##rotation", current.c_str())) {
    auto item = [&](const std::string& label, RotationMode mode, int seat, const char* tip) {
      if (ImGui::Selectable(label.c_str(), label == current)) {
        view_.set_rotation_mode(*session_, mode, seat, now_ms);
        if (game.board_shape() == BoardShape::kStar && mode != RotationMode::kSeat)
          settings_.rotation = rotation_mode_name(mode);
      }
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tip);
    };
    item("human", RotationMode::kHumanToMove, 0, "The human to move sits at the bottom");
    item("turn", RotationMode::kTurn, 0, "Whoever is to move sits at the bottom");
    for (int p = 0; p < game.num_players(); ++p)
      item("seat " + std::to_string(p + 1), RotationMode::kSeat, p, "This seat sits at the bottom");
    item("locked", RotationMode::kLocked, 0, "The board stays put (turn it with the arrows)");
    ImGui::EndCombo();
  }
  ImGui::SameLine();
  if (ImGui::ArrowButton("##left", ImGuiDir_Left)) view_.rotate_by(*session_, -1, now_ms);
  ImGui::SameLine();
  if (ImGui::ArrowButton("##right", ImGuiDir_Right)) view_.rotate_by(*session_, 1, now_ms);
  if (ImGui::CollapsingHeader("View options")) {
    bool changed = false;
    float hop = float(settings_.hop_ms), pause = float(settings_.pause_ms),
          fade = float(settings_.trail_fade_ms);
    changed |= ImGui::SliderFloat("hop ms", &hop, 0, 1500, "%.0f");
    changed |= ImGui::SliderFloat("pause ms", &pause, 0, 1000, "%.0f");
    changed |= ImGui::SliderFloat("trail fade ms", &fade, 0, 3000, "%.0f");
    changed |= ImGui::Checkbox("coordinates", &settings_.show_coordinates);
    ImGui::SameLine();
    changed |= ImGui::Checkbox("legal marks", &settings_.show_legal_marks);
    changed |= ImGui::Checkbox("last move", &settings_.show_last_move);
    if (changed) {
      settings_.hop_ms = hop;
      settings_.pause_ms = pause;
      settings_.trail_fade_ms = fade;
      apply_view_settings();
    }
  }
  ImGui::Separator();
}

void GameScreen::draw_move_list() {
  const Match& match = session_->match();
  ImGui::TextColored(kDim, "Moves");
  ImGui::BeginChild("moves", {0, 0}, true);
  const auto& actions = match.actions();
  if (ImGui::BeginTable("movelist", 3, ImGuiTableFlags_SizingFixedFit)) {
    ImGuiListClipper clipper;  // long Chinese Checkers games: draw only the visible rows
    clipper.Begin(int(actions.size()));
    while (clipper.Step())
      for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) {
        const MatchAction& a = actions[i];
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TextColored(kDim, "%d.", i + 1);
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(match.seats()[a.player].name.c_str());
        ImGui::TableNextColumn();
        if (a.kind != ActionKind::kMove) {
          ImGui::TextColored(kWarn, "%s", action_kind_name(a.kind));
        } else if (auto d = session_->decision_at(std::size_t(i))) {
          // An AI move: a click opens its decision in the lab's inspector.
          ImGui::PushID(i);
          if (ImGui::Selectable(a.notation.c_str())) inspect_request_ = i;
          if (ImGui::IsItemHovered())
            ImGui::SetTooltip("score %.1f, depth %d, %llu nodes: click to inspect", d->score,
                              d->stats.depth, (unsigned long long)d->stats.nodes);
          ImGui::PopID();
        } else {
          ImGui::TextUnformatted(a.notation.c_str());
        }
      }
    ImGui::EndTable();
  }
  if (ImGui::GetScrollY() >= ImGui::GetScrollMaxY() - 2) ImGui::SetScrollHereY(1.0f);
  ImGui::EndChild();
}

}  // namespace bl
