#include "app/lab/review_panel.h"

#include <SDL_scancode.h>
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "ai/review/game_review.h"
#include "app/game_screen.h"
#include "app/lab/panel_widgets.h"
#include "app/match_setup.h"
#include "app/review_board.h"
#include "app/ui_format.h"
#include "art/palette.h"

namespace bl {
namespace {

ImVec4 ink(Rgba c) { return ImGui::ColorConvertU32ToFloat4(c.packed()); }

// The classes' colours, from the art palette (Okabe-Ito), worst in the warmest.
Rgba class_color(MoveClass c) {
  switch (c) {
    case MoveClass::kBest:
      return colors::kLegal;  // bluish green
    case MoveClass::kGood:
      return colors::kHint;  // sky blue
    case MoveClass::kInaccuracy:
      return player_color(3);  // yellow
    case MoveClass::kMistake:
      return colors::kLastMove;  // orange
    case MoveClass::kBlunder:
      return colors::kRefused;  // vermillion
  }
  return colors::kHighlight;
}

bool marked(MoveClass c) { return c >= MoveClass::kInaccuracy; }

// A player's colour in the panel: the seat's colour in Chinese Checkers; on square boards
// black and white stones (black drawn grey, to show on the dark panel).
Rgba player_ink(const AnyGame& game, int player) {
  if (game.board_shape() == BoardShape::kStar) return player_color(player);
  return player == 0 ? Rgba{120, 120, 128} : Rgba{236, 236, 230};
}

// A small disc in the player's colour, as tall as a line of text.
void swatch(Rgba color) {
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const float h = ImGui::GetTextLineHeight();
  ImGui::GetWindowDrawList()->AddCircleFilled({at.x + h * 0.4f, at.y + h * 0.5f}, h * 0.32f,
                                              color.packed());
  ImGui::Dummy({h * 0.8f, h});
  ImGui::SameLine(0, ImGui::GetFontSize() * 0.25f);
}

std::string join(const std::vector<std::string>& words) {
  std::string s;
  for (const auto& w : words) s += (s.empty() ? "" : " ") + w;
  return s;
}

// `text` on what is left of the line, cut short with "..." if it does not fit (the whole of
// it in a tooltip then).
void one_line(const std::string& text, const ImVec4& color) {
  const float room = ImGui::GetContentRegionAvail().x;
  std::string cut = text;
  while (!cut.empty() && ImGui::CalcTextSize(cut.c_str()).x > room) cut.pop_back();
  const bool shortened = cut.size() < text.size();
  if (shortened && cut.size() > 3) cut.replace(cut.size() - 3, 3, "...");
  ImGui::TextColored(color, "%s", cut.c_str());
  if (shortened && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", text.c_str());
}

// 1, 2 or 5 times a power of ten, at least `raw`.
int nice_step(double raw) {
  int step = 1;
  for (int scale = 1;; scale *= 10)
    for (const int m : {1, 2, 5}) {
      step = m * scale;
      if (step >= raw) return step;
    }
}

std::string budget_text(const AnalysisBudget& b) {
  if (b.nodes) return format_count(double(b.nodes)) + " nodes";
  if (b.depth) return "depth " + std::to_string(b.depth);
  return std::to_string(b.time_ms) + " ms";
}

}  // namespace

// ---- the window ---------------------------------------------------------------------------

void ReviewPanel::draw(GameScreen& screen, double now_ms) {
  const float em = ImGui::GetFontSize();
  ReviewBoard& review = screen.review();
  handle_keys(review);
  draw_controls(screen, review);
  if (const auto& analysis = review.analysis()) draw_summary(screen, *analysis);
  draw_graph(screen, review);
  draw_navigation(review);
  // The moves take what the parts below them left in the last frame.
  const float below = below_height_ > 0 ? below_height_ : em * 14;
  draw_moves(screen, review, std::max(em * 6, ImGui::GetContentRegionAvail().y - below));
  const float top = ImGui::GetCursorPosY();
  draw_selected(review);
  draw_lines(screen, review, now_ms);
  below_height_ = ImGui::GetCursorPosY() - top + ImGui::GetStyle().WindowPadding.y;
}

void ReviewPanel::handle_keys(ReviewBoard& review) {
  const bool here = ImGui::IsWindowFocused(ImGuiFocusedFlags_RootAndChildWindows) ||
                    ImGui::IsWindowHovered(ImGuiHoveredFlags_RootAndChildWindows);
  if (!here || ImGui::GetIO().WantTextInput) return;
  if (ImGui::IsKeyPressed(SDL_SCANCODE_LEFT)) review.step(-1);
  if (ImGui::IsKeyPressed(SDL_SCANCODE_RIGHT)) review.step(1);
  if (ImGui::IsKeyPressed(SDL_SCANCODE_HOME, false)) review.jump(0);
  if (ImGui::IsKeyPressed(SDL_SCANCODE_END, false)) review.jump(review.num_actions());
}

// The agent, the budget, Analyse / Cancel and the progress.
void ReviewPanel::draw_controls(GameScreen& screen, ReviewBoard& review) {
  const float em = ImGui::GetFontSize();
  const GameSession& session = *screen.session();
  const AnyGame& game = session.game();
  ReviewSettings& s = review.settings();
  const std::string fallback = default_review_agent(session.match().initial());
  const std::string shown = s.agent.empty() ? fallback : s.agent;
  ImGui::BeginDisabled(review.analysing());
  ImGui::SetNextItemWidth(em * 7);
  if (ImGui::BeginCombo("##agent", shown.c_str())) {
    for (const std::string& a : agents_for_game(game.game_name()))
      if (ImGui::Selectable(a.c_str(), a == shown)) s.agent = a == fallback ? "" : a;
    ImGui::EndCombo();
  }
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("The agent that searches every position (default: %s)", fallback.c_str());
  ImGui::SameLine();
  bool by_nodes = s.nodes > 0;
  ImGui::SetNextItemWidth(em * 6);
  if (by_nodes) {
    int thousands = int(s.nodes / 1000);
    if (ImGui::DragInt("##nodes", &thousands, 5, 1, 100000, "%dk nodes"))
      s.nodes = std::uint64_t(std::max(1, thousands)) * 1000;
  } else {
    int ms = int(s.time_ms);
    if (ImGui::DragInt("##ms", &ms, 5, 10, 60000, "%d ms")) s.time_ms = std::max(10, ms);
  }
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("The budget of each position (drag to change)");
  ImGui::SameLine();
  if (ImGui::Checkbox("nodes", &by_nodes)) s.nodes = by_nodes ? 100000 : 0;
  ImGui::EndDisabled();
  ImGui::SameLine();
  if (review.analysing()) {
    ImGui::BeginDisabled(review.cancelling());
    if (ImGui::Button("Cancel")) review.cancel();
    ImGui::EndDisabled();
    const int total = std::max(1, review.positions_total());
    char text[64];
    std::snprintf(text, sizeof text, "%d / %d positions", review.positions_done(),
                  review.positions_total());
    ImGui::ProgressBar(float(review.positions_done()) / float(total), {-1, 0},
                       review.cancelling() ? "stopping..." : text);
  } else {
    if (ImGui::Button("Analyse")) {
      auto started = review.start(session.match());
      message_ = started ? "" : started.error();
    }
    if (ImGui::IsItemHovered())
      ImGui::SetTooltip("Search every position of the game and judge every move");
  }
  if (!message_.empty() && !review.analysing())
    ImGui::TextColored(kErrorInk, "%s", message_.c_str());
  if (!review.error().empty()) ImGui::TextColored(kErrorInk, "%s", review.error().c_str());
  if (const auto& a = review.analysis(); a && !review.analysing()) {
    std::string note = a->agent + ", " + budget_text(a->budget) + " a position";
    if (review.elapsed_ms() > 0) {
      char took[32];
      std::snprintf(took, sizeof took, ", took %.1f s", double(review.elapsed_ms()) / 1000);
      note += took;
    }
    if (review.stopped()) note += " (stopped)";
    ImGui::TextColored(kDimInk, "%s", note.c_str());
  }
}

// Each player's inaccuracies, mistakes and blunders and the average loss.
void ReviewPanel::draw_summary(GameScreen& screen, const RecordAnalysis& analysis) {
  const Match& match = screen.session()->match();
  const AnyGame& game = match.game();
  const ImGuiTableFlags flags = ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg;
  if (!ImGui::BeginTable("summary", 5, flags)) return;
  ImGui::TableSetupColumn("player", ImGuiTableColumnFlags_WidthStretch);
  ImGui::TableSetupColumn("?!");
  ImGui::TableSetupColumn("?");
  ImGui::TableSetupColumn("??");
  ImGui::TableSetupColumn("avg loss");
  ImGui::TableNextRow(ImGuiTableRowFlags_Headers);
  const char* heads[] = {"player", "?!", "?", "??", "loss"};
  const char* tips[] = {"", "inaccuracies", "mistakes", "blunders",
                        "the average loss of a move, in the evaluation's points"};
  const MoveClass head_class[] = {MoveClass::kBest, MoveClass::kInaccuracy, MoveClass::kMistake,
                                  MoveClass::kBlunder, MoveClass::kBest};
  for (int c = 0; c < 5; ++c) {
    ImGui::TableNextColumn();
    if (c == 0 || c == 4)
      ImGui::TextColored(kDimInk, "%s", heads[c]);
    else
      ImGui::TextColored(ink(class_color(head_class[c])), "%s", heads[c]);
    if (c > 0 && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tips[c]);
  }
  for (int p = 0; p < game.num_players(); ++p) {
    int counts[kNumMoveClasses] = {};
    int moves = 0;
    double loss = 0;
    for (const MoveAnalysis& m : analysis.moves)
      if (m.player == p) ++counts[int(m.move_class)], ++moves, loss += m.loss;
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    swatch(player_ink(game, p));
    ImGui::TextUnformatted(match.seats()[std::size_t(p)].name.c_str());
    for (const MoveClass c : {MoveClass::kInaccuracy, MoveClass::kMistake, MoveClass::kBlunder}) {
      ImGui::TableNextColumn();
      const int n = counts[int(c)];
      if (n)
        ImGui::TextColored(ink(class_color(c)), "%d", n);
      else
        ImGui::TextColored(kDimInk, "0");
    }
    ImGui::TableNextColumn();
    ImGui::Text("%.0f", moves ? loss / moves : 0.0);
  }
  ImGui::EndTable();
}

// The evaluation over the game: with two players the first player's view of every position
// (above the middle line the first player stands better), with more a line per player of
// its own score after each of its moves. Inaccuracies, mistakes and blunders are dots in
// their class's colour; the viewed position is the vertical marker. A click (or a drag)
// goes to that move.
void ReviewPanel::draw_graph(GameScreen& screen, ReviewBoard& review) {
  const float em = ImGui::GetFontSize();
  const AnyGame& game = screen.session()->game();
  ImGui::TextColored(
      kDimInk, "%s",
      game.num_players() == 2
          ? ("Evaluation in points, " + side_name(game.game_name(), 0) + "'s view").c_str()
          : "Each player's own score, in points");
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const float width = std::max(em * 10, ImGui::GetContentRegionAvail().x);
  // Taller on a tall window: a fifth of it, between 7.5 and 14 lines.
  const float height = std::clamp(ImGui::GetWindowHeight() * 0.2f,
                                  em * (game.num_players() > 2 ? 7.5f : 8.5f), em * 14);
  ImGui::InvisibleButton("graph", {width, height});
  const bool hovered = ImGui::IsItemHovered();
  const bool pressed = ImGui::IsItemActive() && ImGui::IsMouseDown(ImGuiMouseButton_Left);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float left = at.x + em * 3.4f, right = at.x + width - em * 0.6f;
  const float top = at.y + em * 0.3f, bottom = at.y + height - em * 1.4f;
  draw->AddRectFilled({left, top}, {right, bottom}, IM_COL32(22, 24, 28, 255), 3);
  const int n = std::max(1, review.num_moves());
  auto x_of = [&](double ply) { return float(left + (right - left) * ply / n); };
  const auto& analysis = review.analysis();
  const std::vector<EvalSeries> series =
      analysis ? eval_series(*analysis, game.num_players()) : std::vector<EvalSeries>{};
  const double range = eval_range(series);
  const float mid = (top + bottom) / 2, half = (bottom - top) / 2 - em * 0.3f;
  // A square-root scale: the small differences of a quiet game stay visible next to the
  // swings of a lost one (a quarter of the range is half the height).
  auto y_of = [&](double v) {
    const double t = std::clamp(v / range, -1.0, 1.0);
    return float(mid - std::copysign(std::sqrt(std::abs(t)), t) * half);
  };
  const ImU32 grid = IM_COL32(255, 255, 255, 28), label = ImGui::GetColorU32(kDimInk);
  // The value axis: +range, 0, -range, in the evaluation's points.
  for (const double v : {range, range / 4, 0.0, -range / 4, -range}) {
    const float y = y_of(v);
    draw->AddLine({left, y}, {right, y}, v == 0 ? IM_COL32(255, 255, 255, 70) : grid);
    if (series.empty() && v != 0) continue;  // no values yet: no scale
    char text[32];
    std::snprintf(text, sizeof text, "%+.0f", v);
    if (v == 0) std::snprintf(text, sizeof text, "0");
    const ImVec2 size = ImGui::CalcTextSize(text);
    draw->AddText({left - size.x - em * 0.3f, y - size.y / 2}, label, text);
  }
  // The move axis: ticks at round move numbers.
  const int step = nice_step(n / 6.0);
  for (int ply = 0; ply <= n; ply += step) {
    const float x = x_of(ply);
    draw->AddLine({x, bottom}, {x, bottom + em * 0.25f}, label);
    if (ply > 0) draw->AddLine({x, top}, {x, bottom}, grid);
    char text[16];
    std::snprintf(text, sizeof text, "%d", ply);
    const ImVec2 size = ImGui::CalcTextSize(text);
    draw->AddText({std::min(x - size.x / 2, right - size.x), bottom + em * 0.25f}, label, text);
  }
  draw->AddText({at.x, bottom + em * 0.25f}, label, "move");
  // The viewed position.
  const float cursor = x_of(review.viewed_move());
  draw->AddLine({cursor, top}, {cursor, bottom}, colors::kHint.with_alpha(0.9f).packed(), 2);
  if (series.empty()) {
    const char* text = review.analysing() ? "analysing..." : "Analyse the game to see its graph";
    const ImVec2 size = ImGui::CalcTextSize(text);
    draw->AddText({(left + right - size.x) / 2, mid - size.y - em * 0.2f}, label, text);
  }
  draw->PushClipRect({left, top}, {right, bottom}, true);
  for (const EvalSeries& s : series) {
    if (s.points.empty()) continue;
    std::vector<ImVec2> points;
    for (const EvalPoint& p : s.points) points.push_back({x_of(p.ply), y_of(p.value)});
    const Rgba color = s.player < 0 ? Rgba{225, 225, 225} : player_color(s.player);
    if (s.player < 0) {
      // The area between the line and the middle, so who stands better shows at a glance.
      const ImU32 fill = IM_COL32(225, 225, 225, 40);
      for (std::size_t i = 1; i < points.size(); ++i) {
        const ImVec2 a = points[i - 1], b = points[i];
        if ((a.y - mid) * (b.y - mid) >= 0) {
          const ImVec2 quad[4] = {a, b, {b.x, mid}, {a.x, mid}};
          draw->AddConvexPolyFilled(quad, 4, fill);
        } else {
          const float t = (mid - a.y) / (b.y - a.y);
          const ImVec2 cross{a.x + (b.x - a.x) * t, mid};
          draw->AddTriangleFilled(a, cross, {a.x, mid}, fill);
          draw->AddTriangleFilled(cross, b, {b.x, mid}, fill);
        }
      }
    }
    draw->AddPolyline(points.data(), int(points.size()), color.packed(), 0,
                      s.player < 0 ? 2.0f : 1.6f);
  }
  for (const EvalSeries& s : series)
    for (const EvalPoint& p : s.points)
      if (marked(p.move_class)) {
        const ImVec2 c{x_of(p.ply), y_of(p.value)};
        const float r = em * (p.move_class == MoveClass::kBlunder   ? 0.34f
                              : p.move_class == MoveClass::kMistake ? 0.27f
                                                                    : 0.19f);
        draw->AddCircleFilled(c, r + 1.5f, IM_COL32(10, 10, 12, 255));
        draw->AddCircleFilled(c, r, class_color(p.move_class).packed());
      }
  draw->PopClipRect();
  if (!hovered && !pressed) return;
  const float mouse = ImGui::GetIO().MousePos.x;
  const int ply = std::clamp(int(std::lround((mouse - left) / (right - left) * n)), 0, n);
  if (pressed && ply != review.viewed_move()) review.jump_to_move(ply);
  draw->AddLine({x_of(ply), top}, {x_of(ply), bottom}, IM_COL32(255, 255, 255, 90));
  if (ply == 0) {
    ImGui::SetTooltip("the start");
  } else if (const MoveAnalysis* m = review.analysed_move(ply)) {
    ImGui::SetTooltip("%d. %s (%s): %s, %s", ply, m->move.c_str(),
                      screen.session()->match().seats()[std::size_t(m->player)].name.c_str(),
                      score_text(m->eval_after).c_str(), move_class_name(m->move_class));
  } else if (ply <= review.num_moves()) {
    ImGui::SetTooltip("%d. %s", ply, review.move(ply).notation.c_str());
  }
}

void ReviewPanel::draw_navigation(ReviewBoard& review) {
  if (ImGui::Button("|<")) review.jump(0);
  ImGui::SameLine();
  if (ImGui::ArrowButton("##back", ImGuiDir_Left)) review.step(-1);
  ImGui::SameLine();
  if (ImGui::ArrowButton("##forward", ImGuiDir_Right)) review.step(1);
  ImGui::SameLine();
  if (ImGui::Button(">|")) review.jump(review.num_actions());
  ImGui::SameLine();
  ImGui::Text("move %d of %d", review.viewed_move(), review.num_moves());
  ImGui::SameLine();
  ImGui::TextColored(kDimInk, review.following() ? "(the game)" : "(left/right keys)");
}

// Every move: number, player, move, class and evaluation (the mover's score after it).
void ReviewPanel::draw_moves(GameScreen& screen, ReviewBoard& review, float height) {
  const Match& match = screen.session()->match();
  const AnyGame& game = match.game();
  const bool star = game.board_shape() == BoardShape::kStar;
  const ImGuiTableFlags flags = ImGuiTableFlags_ScrollY | ImGuiTableFlags_RowBg |
                                ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_BordersOuterH;
  if (!ImGui::BeginTable("review_moves", 5, flags, {0, height})) return;
  ImGui::TableSetupScrollFreeze(0, 1);
  ImGui::TableSetupColumn("#");
  ImGui::TableSetupColumn("player", star ? 0 : ImGuiTableColumnFlags_WidthStretch);
  ImGui::TableSetupColumn("move", star ? ImGuiTableColumnFlags_WidthStretch : 0);
  ImGui::TableSetupColumn("class");
  ImGui::TableSetupColumn("eval");
  ImGui::TableNextRow(ImGuiTableRowFlags_Headers);
  for (const char* head : {"#", "player", "move", "class", "eval"}) {
    ImGui::TableNextColumn();
    ImGui::TableHeader(head);
  }
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("The mover's score after the move");
  const int selected =
      review.viewed_analysis() || !review.viewed_last_move().empty() ? review.viewed_move() : -1;
  const float row = ImGui::GetTextLineHeight() + ImGui::GetStyle().CellPadding.y * 2;
  if (selected != shown_move_) {
    shown_move_ = selected;
    if (selected > 0) {
      const float visible = height - row * 2;
      const float y = row * float(selected - 1);
      if (y < ImGui::GetScrollY() || y > ImGui::GetScrollY() + visible)
        ImGui::SetScrollY(std::max(0.0f, y - visible / 2));
    }
  }
  ImGuiListClipper clipper;  // a long Chinese Checkers game: only the visible rows
  clipper.Begin(review.num_moves());
  while (clipper.Step())
    for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) {
      const int ply = i + 1;
      const MatchAction& a = review.move(ply);
      const MoveAnalysis* m = review.analysed_move(ply);
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::PushID(ply);
      char number[16];
      std::snprintf(number, sizeof number, "%d.", ply);
      if (ImGui::Selectable(number, ply == selected, ImGuiSelectableFlags_SpanAllColumns))
        review.jump_to_move(ply);
      ImGui::PopID();
      ImGui::TableNextColumn();
      swatch(player_ink(game, a.player));
      // Chinese Checkers' hop chains need the room: its seats go by number (and colour).
      if (star)
        ImGui::Text("%d", a.player + 1);
      else
        ImGui::TextUnformatted(match.seats()[std::size_t(a.player)].name.c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(a.notation.c_str());
      ImGui::TableNextColumn();
      if (m)
        ImGui::TextColored(ink(class_color(m->move_class)), "%s", move_class_name(m->move_class));
      ImGui::TableNextColumn();
      if (m) ImGui::TextUnformatted(score_text(m->eval_after).c_str());
    }
  ImGui::EndTable();
}

// The selected move: its class and loss, its reason in words, and the engine's best line.
void ReviewPanel::draw_selected(ReviewBoard& review) {
  ImGui::Separator();
  const MoveAnalysis* m = review.viewed_analysis();
  if (!m) {
    ImGui::TextColored(kDimInk, review.viewed_move() == 0 ? "The start of the game."
                                                          : "This move has no analysis.");
    return;
  }
  ImGui::Text("%d. %s", m->ply, m->move.c_str());
  ImGui::SameLine();
  ImGui::TextColored(ink(class_color(m->move_class)), "%s", move_class_name(m->move_class));
  ImGui::SameLine();
  ImGui::TextColored(kDimInk, "eval %s -> %s, loss %.0f", score_text(m->eval_before).c_str(),
                     score_text(m->eval_after).c_str(), m->loss);
  if (!m->reason.empty()) {
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted(m->reason.c_str());
    ImGui::PopTextWrapPos();
  }
  one_line((m->best != m->move ? "Best " + m->best + ": " : "The engine's choice: ") + join(m->pv),
           kDimInk);
}

// The engine's best lines at the viewed position, numbered as their ghosts on the board.
void ReviewPanel::draw_lines(GameScreen& screen, ReviewBoard& review, double now_ms) {
  const float em = ImGui::GetFontSize();
  ImGui::Separator();
  ReviewSettings& s = review.settings();
  ImGui::SetNextItemWidth(em * 5);
  ImGui::SliderInt("best lines", &s.lines, 0, kMaxPvLines);
  ImGui::SameLine();
  draw_play_from_here(screen, review, now_ms);
  if (s.lines == 0) return;
  if (review.analysing()) {
    ImGui::TextColored(kDimInk, "Searched once the analysis is done.");
    return;
  }
  if (!review.lines_current()) {
    ImGui::TextColored(kDimInk, "Searching...");
    return;
  }
  if (!review.lines_error().empty()) {
    ImGui::TextColored(kErrorInk, "%s", review.lines_error().c_str());
    return;
  }
  if (review.lines().empty()) {
    ImGui::TextColored(kDimInk, "The game is over here.");
    return;
  }
  for (std::size_t i = 0; i < review.lines().size(); ++i) {
    const PvLine& line = review.lines()[i];
    ImGui::TextColored(i == 0 ? ink(colors::kLegal) : ink(player_color(3)), "%zu.", i + 1);
    ImGui::SameLine();
    ImGui::Text("%-6s %7s", line.notation.c_str(), score_text(line.score).c_str());
    ImGui::SameLine();
    std::vector<std::string> rest(line.line_notation.begin() + (line.line_notation.empty() ? 0 : 1),
                                  line.line_notation.end());
    one_line(join(rest), kDimInk);
  }
}

// A new game from the viewed position, with seats chosen here.
void ReviewPanel::draw_play_from_here(GameScreen& screen, ReviewBoard& review, double now_ms) {
  const AnyGame& position = review.viewed_position();
  ImGui::BeginDisabled(position.is_terminal() || screen.session()->online());
  if (ImGui::Button("Play from here...")) {
    seats_.clear();
    for (const Seat& seat : screen.session()->match().seats())
      seats_.push_back(seat.controller.substr(0, seat.controller.find(' ')));
    ImGui::OpenPopup("play_from_here");
  }
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip("A new game from the position on the board");
  if (!ImGui::BeginPopup("play_from_here")) return;
  const std::string game = position.game_name();
  std::vector<std::string> choices = {"human"};
  for (const std::string& a : agents_for_game(game)) choices.push_back(a);
  seats_.resize(std::size_t(position.num_players()), "human");
  for (int p = 0; p < position.num_players(); ++p) {
    ImGui::PushID(p);
    swatch(player_ink(position, p));
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8);
    std::string& seat = seats_[std::size_t(p)];
    if (ImGui::BeginCombo(side_name(game, p).c_str(), seat.c_str())) {
      for (const std::string& c : choices)
        if (ImGui::Selectable(c.c_str(), c == seat)) seat = c;
      ImGui::EndCombo();
    }
    ImGui::PopID();
  }
  if (ImGui::Button("Start")) {
    const AnyGame from = position;  // the review starts afresh with the new game
    auto started = screen.play_from(from, seats_from_specs(seats_), now_ms);
    message_ = started ? "" : started.error();
    ImGui::CloseCurrentPopup();
  }
  ImGui::SameLine();
  if (ImGui::Button("Cancel")) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
}

}  // namespace bl
