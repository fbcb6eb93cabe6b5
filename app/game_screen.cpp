#include "app/game_screen.h"

#include <SDL_scancode.h>
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <numbers>

#include "ai/agent_registry.h"
#include "app/board_painter.h"
#include "app/match_setup.h"
#include "app/textures.h"
#include "app/ui_format.h"
#include "core/records/json_record.h"
#include "core/records/record_file.h"
#include "core/records/record_replay.h"

namespace bl {
namespace {

constexpr double kMessageMs = 6000;
const ImVec4 kWarn{0.95f, 0.55f, 0.35f, 1};
const ImVec4 kDim{0.65f, 0.67f, 0.70f, 1};
const ImVec4 kGood{0.45f, 0.85f, 0.65f, 1};

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

std::string result_text(const Match& match) {
  const Outcome outcome = match.outcome();
  if (outcome.is_draw()) return "Draw";
  const int winner = outcome.winner();
  if (winner >= 0 && outcome.num_players == 2) return match.seats()[winner].name + " wins";
  if (winner >= 0) return match.seats()[winner].name + " finishes first";
  return "Game over";
}

}  // namespace

GameScreen::GameScreen(const BoardTextures& textures, Settings& settings,
                       std::filesystem::path config_dir)
    : textures_(textures), settings_(settings), config_dir_(std::move(config_dir)) {}

GameScreen::~GameScreen() {
  retire(std::move(session_));
  for (auto& t : retiring_) t.join();
}

void GameScreen::retire(std::unique_ptr<GameSession> session) {
  if (!session) return;
  retiring_.emplace_back([old = std::move(session)]() mutable { old.reset(); });
}

void GameScreen::apply_view_settings() {
  ViewSettings v = view_.settings();
  v.timing.hop_ms = settings_.hop_ms;
  v.timing.pause_ms = settings_.pause_ms;
  v.timing.trail_fade_ms = settings_.trail_fade_ms;
  v.rotate_ms = settings_.rotate_ms;
  v.show_coordinates = settings_.show_coordinates;
  v.show_legal_marks = settings_.show_legal_marks;
  v.show_last_move = settings_.show_last_move;
  view_.set_settings(v);
}

void GameScreen::start(std::unique_ptr<GameSession> session, double now_ms) {
  if (session_) god_.discard(*session_, std::int64_t(now_ms));
  retire(std::move(session_));
  session_ = std::move(session);
  ++games_started_;
  seen_epoch_ = session_->epoch();
  apply_view_settings();
  ViewSettings v = view_.settings();
  const bool star = session_->game().get_if<ChineseCheckersState>() != nullptr;
  RotationMode mode = star ? RotationMode::kHumanToMove : RotationMode::kLocked;
  if (star) parse_rotation_mode(settings_.rotation, &mode);
  v.rotation = mode;
  v.locked_angle = 0;
  view_.set_settings(v);
  view_.reset(*session_, now_ms);
  saved_version_ = 0;
  end_popup_shown_ = false;
  message_.clear();
  forced_hover_ = -1;
}

void GameScreen::say(std::string message, double now_ms) {
  message_ = std::move(message);
  message_ms_ = now_ms;
}

void GameScreen::autosave() {
  // An online game is not autosaved: "Continue" could not play its remote seats.
  if (!session_ || !autosave_enabled_ || session_->online()) return;
  std::error_code ec;
  std::filesystem::create_directories(config_dir_, ec);
  RecordInfo info;
  info.date = iso8601_utc_now();
  writer_.post(autosave_path().string(), save_record_json(session_->match(), info));
  saved_version_ = session_->version();
  if (std::string error = writer_.take_error(); !error.empty())
    say("autosave failed: " + error, now_ms_);
}

BoardLayout GameScreen::board_layout(double now_ms) const {
  return view_.layout(*session_, board_rect_, now_ms);
}

void GameScreen::handle_board_mouse(const BoardLayout& layout, bool hovered, double now_ms) {
  if (god_.active()) return god_mouse(layout, now_ms);
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  if (hovered && ImGui::IsMouseClicked(ImGuiMouseButton_Left))
    click_cell(layout.hit_test({mouse.x, mouse.y}), now_ms);
  if (hovered && ImGui::IsMouseClicked(ImGuiMouseButton_Right)) click_cell(-1, now_ms);
}

// God mode: a click places the brush's piece or picks one up; a drag moves a piece; a right
// click empties a cell.
void GameScreen::god_mouse(const BoardLayout& layout, double now_ms) {
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  const bool hovered =
      ImGui::IsWindowHovered() && !ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId);
  const int cell = layout.hit_test({mouse.x, mouse.y});
  Result<bool> done = true;
  if (hovered && ImGui::IsMouseClicked(ImGuiMouseButton_Right) && cell >= 0)
    done = god_.place(cell, kNoPlayer);
  if (hovered && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) god_press_cell_ = cell;
  if (ImGui::IsMouseReleased(ImGuiMouseButton_Left) && god_press_cell_ >= 0) {
    const int from = std::exchange(god_press_cell_, -1);
    const bool dragged = cell >= 0 && cell != from && god_.board().owner(from) != kNoPlayer;
    done = dragged ? god_.drag(from, cell) : god_.click(from);
  }
  if (!done) say(done.error(), now_ms);
}

void GameScreen::autosave_if_changed() {
  if (session_->version() != saved_version_) autosave();
}

// Crash safety: every change of the match is autosaved, and the next turn starts only once
// the last autosave is on disk, so a crash (even SIGKILL) loses at most the move in flight.
void GameScreen::advance(double now_ms) {
  if (session_->epoch() != seen_epoch_) match_replaced(now_ms);
  view_.sync(*session_, now_ms);
  autosave_if_changed();  // a move clicked, or played by the console, since the last frame
  const bool saving = autosave_enabled_ && writer_.busy();
  session_->update(std::int64_t(now_ms), view_.busy(now_ms) || saving);
  for (auto& m : session_->take_messages()) say(std::move(m), now_ms);
  autosave_if_changed();
}

ClickOutcome GameScreen::click_cell(int cell, double now_ms) {
  if (god_.active()) {  // the sandbox takes the click (automation clicks too)
    ClickOutcome out;
    if (auto done = god_.click(cell); !done) {
      out.kind = ClickOutcome::Kind::kRefused;
      out.reason = done.error();
      say(out.reason, now_ms);
    }
    return out;
  }
  ClickOutcome out = view_.click(*session_, cell, now_ms);
  if (out.kind == ClickOutcome::Kind::kRefused) say(out.reason, now_ms);
  return out;
}

GameScreen::Action GameScreen::frame(double now_ms) {
  now_ms_ = now_ms;
  if (!session_) return Action::kLobby;
  advance(now_ms);
  handle_keys(now_ms);
  draw_board(now_ms);
  draw_panel(now_ms);
  handle_file_dialog(now_ms);
  Action action = draw_end_popup();
  if (want_lobby_) action = Action::kLobby;
  want_lobby_ = false;
  if (action == Action::kLobby) autosave();
  return action;
}

// ---- board ----------------------------------------------------------------------------

void GameScreen::draw_board(double now_ms) {
  const ImVec2 screen = ImGui::GetIO().DisplaySize;
  const float panel = std::clamp(ImGui::GetFontSize() * 22, screen.x * 0.28f, screen.x * 0.5f);
  board_rect_ = {0, top_margin_, std::max(1.0f, screen.x - panel), screen.y - top_margin_};
  ImGui::SetNextWindowPos({0, top_margin_});
  ImGui::SetNextWindowSize({board_rect_.w, board_rect_.h});
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, {0, 0});
  ImGui::Begin("##board", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoScrollWithMouse | ImGuiWindowFlags_NoBackground);
  ImGui::PopStyleVar();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float pad = ImGui::GetFontSize() * 0.5f;
  const Rect area{board_rect_.x + pad, board_rect_.y + pad, board_rect_.w - 2 * pad,
                  board_rect_.h - 2 * pad};
  board_rect_ = area;
  const BoardLayout layout = board_layout(now_ms);
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  const bool hovered =
      ImGui::IsWindowHovered() && !ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId);
  hover_cell_ = hovered ? layout.hit_test({mouse.x, mouse.y}) : -1;
  if (forced_hover_ >= 0) hover_cell_ = forced_hover_;
  handle_board_mouse(layout, hovered, now_ms);
  BoardScene scene = view_.scene(*session_, area, now_ms, god_.active() ? -1 : hover_cell_);
  if (god_.active() || preview_) {
    // Another position than the match's: none of the match's markers apply to it.
    scene.game = god_.active() ? &god_.board() : &*preview_;
    scene.last_move.clear();
    scene.forbidden.clear();
    scene.hint.clear();
    scene.destinations.clear();
    scene.winning_line.clear();
    scene.selected = -1;
    scene.god_picked = god_.active() ? god_.picked() : -1;
  } else {
    // Only the search of the position on the board (not a hint's) is drawn.
    const auto& held = session_->held();
    const LiveSearch live = session_->thinking() ? session_->live() : LiveSearch{};
    add_lab_overlays(session_->game(), held ? &*held : nullptr, &live, overlays_, scene);
  }
  paint_board(draw, scene, textures_, now_ms);
  preview_.reset();
  if (hover_cell_ >= 0 && (hovered || forced_hover_ >= 0)) {
    const std::string note = view_.cell_note(hover_cell_);
    ImGui::SetTooltip(
        "%s", note.empty() ? session_->game().cell_name(hover_cell_).c_str() : note.c_str());
  }
  ImGui::End();
}

// ---- panel ----------------------------------------------------------------------------

void GameScreen::draw_panel(double now_ms) {
  const ImVec2 screen = ImGui::GetIO().DisplaySize;
  const float x = board_rect_.x + board_rect_.w + ImGui::GetFontSize() * 0.5f;
  ImGui::SetNextWindowPos({x, top_margin_});
  ImGui::SetNextWindowSize({screen.x - x, screen.y - top_margin_});
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
  const bool star = game.get_if<ChineseCheckersState>() != nullptr;
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
  if (live.nodes > 0 || live.depth > 0)  // some agents report nothing until they decide
    ImGui::TextColored(kDim, "depth %d/%d  nodes %s  %s/s", live.depth, live.selective_depth,
                       format_count(double(live.nodes)).c_str(),
                       format_count(live.nodes_per_second).c_str());
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
        if (game.get_if<ChineseCheckersState>() && mode != RotationMode::kSeat)
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

GameScreen::Action GameScreen::draw_end_popup() {
  if (!session_) return Action::kLobby;
  const Match& match = session_->match();
  if (!match.is_over()) {
    end_popup_shown_ = false;
    return Action::kNone;
  }
  if (!end_popup_shown_ && !view_.busy(now_ms_)) {
    ImGui::OpenPopup("Game over");
    end_popup_shown_ = true;
  }
  Action action = Action::kNone;
  const ImVec2 screen = ImGui::GetIO().DisplaySize;
  ImGui::SetNextWindowPos({board_rect_.x + board_rect_.w / 2, screen.y / 2}, ImGuiCond_Appearing,
                          {0.5f, 0.5f});
  if (ImGui::BeginPopupModal("Game over", nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
    ImGui::TextColored(kGood, "%s", result_text(match).c_str());
    const std::string reason = result_reason(match);
    if (!reason.empty()) ImGui::TextColored(kDim, "by %s", reason.c_str());
    ImGui::Separator();
    const Outcome outcome = match.outcome();
    std::vector<int> order(match.game().num_players());
    for (int p = 0; p < int(order.size()); ++p) order[p] = p;
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return outcome.place[a] < outcome.place[b]; });
    const bool star = match.game().get_if<ChineseCheckersState>() != nullptr;
    const float swatch = ImGui::GetTextLineHeight();
    for (int p : order) {
      const ImVec2 at = ImGui::GetCursorScreenPos();
      paint_piece(ImGui::GetWindowDrawList(), {at.x + swatch / 2, at.y + swatch / 2},
                  swatch * 0.48f, p, star, textures_);
      ImGui::Dummy({swatch, swatch});
      ImGui::SameLine();
      ImGui::Text("%s  %s", format_place(outcome.place[p]).c_str(), match.seats()[p].name.c_str());
    }
    ImGui::Text("%d moves", int(match.actions().size()));
    ImGui::Separator();
    if (ImGui::Button("New game")) {
      action = Action::kLobby;
      ImGui::CloseCurrentPopup();
    }
    // Online, the room starts the next game when everyone is ready again.
    if (!session_->online()) {
      ImGui::SameLine();
      if (ImGui::Button("Rematch")) {
        ImGui::CloseCurrentPopup();
        rematch(now_ms_);
      }
    }
    ImGui::SameLine();
    if (ImGui::Button("Review board")) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
  }
  return action;
}

void GameScreen::open_file_dialog(FileDialog::Mode mode) {
  if (!session_) return;
  const AnyGame& game = session_->game();
  const std::string name = mode == FileDialog::Mode::kSave
                               ? game.game_name() + "-move" + std::to_string(game.ply()) + ".json"
                               : "";
  file_dialog_.open(mode, settings_.last_folder, name, {".json", ".sgf"});
}

void GameScreen::rematch(double now_ms) {
  const Match& old = session_->match();
  Match fresh(old.initial(), old.seats(), old.time_control());
  SessionOptions options;
  options.hint_agent = settings_.hint_agent.empty() ? default_hint_agent(old.game().game_name())
                                                    : settings_.hint_agent;
  auto session = GameSession::create(std::move(fresh), options);
  if (!session) {
    say(session.error(), now_ms);
    return;
  }
  start(std::move(session).value(), now_ms);
}

void GameScreen::handle_file_dialog(double now_ms) {
  std::filesystem::path chosen;
  if (!file_dialog_.draw(&chosen)) return;
  settings_.last_folder = file_dialog_.folder().string();
  if (file_dialog_.mode() == FileDialog::Mode::kSave) {
    auto saved = save_game(chosen);
    say(saved ? "Saved " + chosen.filename().string() : saved.error(), now_ms);
    return;
  }
  auto loaded = load_game(chosen, now_ms);
  if (!loaded) say(loaded.error(), now_ms);
}

Result<bool> GameScreen::load_game(const std::filesystem::path& path, double now_ms) {
  auto match = load_record_file(path.string());
  if (!match) return Result<bool>::failure(match.error());
  // A saved online game plays on offline: its remote seats become people at this screen.
  for (int p = 0; p < int(match.value().seats().size()); ++p)
    if (Seat seat = match.value().seats()[p]; seat.controller == GameSession::kRemote) {
      seat.controller = "human";
      match.value().set_seat(p, seat);
    }
  SessionOptions options;
  const std::string game = match.value().game().game_name();
  options.hint_agent =
      settings_.hint_agent.empty() ? default_hint_agent(game) : settings_.hint_agent;
  auto session = GameSession::create(std::move(match).value(), options);
  // The whole path, as every other load error gives it (the folder may be what is wrong).
  if (!session) return Result<bool>::failure(path.string() + ": " + session.error());
  start(std::move(session).value(), now_ms);
  say("Loaded " + path.filename().string(), now_ms);
  return true;
}

Result<bool> GameScreen::save_game(const std::filesystem::path& path) const {
  if (!session_) return Result<bool>::failure("no game to save");
  RecordInfo info;
  info.date = iso8601_utc_now();
  return save_record_file(session_->match(), path.string(), info);
}

void GameScreen::match_replaced(double now_ms) {
  if (!session_) return;
  view_.reset(*session_, now_ms);
  seen_epoch_ = session_->epoch();
}

void GameScreen::handle_keys(double now_ms) {
  const ImGuiIO& io = ImGui::GetIO();
  if (io.WantTextInput || ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId)) return;
  if (god_.active()) return;  // the match is frozen while its board is being edited
  if (io.KeyCtrl && ImGui::IsKeyPressed(SDL_SCANCODE_Z, false)) {
    if (io.KeyShift)
      session_->redo();
    else
      session_->undo();
  }
  if (io.KeyCtrl && ImGui::IsKeyPressed(SDL_SCANCODE_Y, false)) session_->redo();
  if (!io.KeyCtrl && ImGui::IsKeyPressed(SDL_SCANCODE_H, false)) session_->request_hint();
  if (ImGui::IsKeyPressed(SDL_SCANCODE_SPACE, false)) session_->move_now();
  if (ImGui::IsKeyPressed(SDL_SCANCODE_ESCAPE, false)) click_cell(-1, now_ms);
  if (!io.KeyCtrl && ImGui::IsKeyPressed(SDL_SCANCODE_R, false))
    view_.rotate_by(*session_, io.KeyShift ? -1 : 1, now_ms);
  if (!io.KeyCtrl && ImGui::IsKeyPressed(SDL_SCANCODE_P, false))
    session_->set_paused(!session_->paused(), std::int64_t(now_ms));
}

}  // namespace bl
