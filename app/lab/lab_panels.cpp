#include "app/lab/lab_panels.h"

#include <SDL_scancode.h>
#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <sstream>

#include "ai/agents/evaluation_breakdown.h"
#include "ai/agents/weighted_agent.h"
#include "app/game_screen.h"
#include "app/lab/lab_overlays.h"
#include "core/records/atomic_file.h"

namespace bl {
namespace {

const ImVec4 kErrorInk{0.95f, 0.45f, 0.40f, 1};
const ImVec4 kCommandInk{0.55f, 0.75f, 0.95f, 1};
const ImVec4 kDimInk{0.65f, 0.67f, 0.70f, 1};
constexpr int kTreeDepth = 3;

constexpr std::array<SDL_Scancode, LabPanels::kPanelCount> kKeys{SDL_SCANCODE_F1, SDL_SCANCODE_F2,
                                                                 SDL_SCANCODE_F3, SDL_SCANCODE_F4,
                                                                 SDL_SCANCODE_F5, SDL_SCANCODE_F6};
constexpr std::array<const char*, LabPanels::kPanelCount> kKeyNames{"F1", "F2", "F3",
                                                                    "F4", "F5", "F6"};

// Where a lab window of `width` sits by default: just left of the game's side panel.
float right_column_x(float width) {
  const float em = ImGui::GetFontSize();
  const float display = ImGui::GetIO().DisplaySize.x;
  const float panel = std::clamp(em * 22, display * 0.28f, display * 0.5f);
  return std::max(0.0f, display - panel - width - em * 0.5f);
}

std::string format_score(double score) {
  char text[48];
  if (std::abs(score) >= kWinScore - 1000)
    std::snprintf(text, sizeof text, "%s in %d", score > 0 ? "win" : "loss",
                  int(kWinScore - std::abs(score)));
  else
    std::snprintf(text, sizeof text, "%.1f", score);
  return text;
}

std::string format_count(double n) {
  char text[32];
  if (n >= 1e6)
    std::snprintf(text, sizeof text, "%.2fM", n / 1e6);
  else if (n >= 1e4)
    std::snprintf(text, sizeof text, "%.1fk", n / 1e3);
  else
    std::snprintf(text, sizeof text, "%.0f", n);
  return text;
}

void stats_table(const SearchStats& s, double tt_rate) {
  if (!ImGui::BeginTable("stats", 4, ImGuiTableFlags_SizingStretchSame)) return;
  auto cell = [](const char* name, const std::string& value) {
    ImGui::TableNextColumn();
    ImGui::TextColored(kDimInk, "%s", name);
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(value.c_str());
  };
  cell("nodes", format_count(double(s.nodes)));
  cell("nodes/s", format_count(s.nodes_per_second));
  cell("depth", std::to_string(s.depth) + "/" + std::to_string(s.selective_depth));
  cell("time", std::to_string(s.time_ms) + " ms");
  char text[32];
  std::snprintf(text, sizeof text, "%.0f%%", tt_rate * 100);
  cell("TT hits", text);
  cell("cutoffs", format_count(double(s.cutoffs)));
  std::snprintf(text, sizeof text, "%.2f", s.branching_factor);
  cell("branching", text);
  cell("iterations", std::to_string(s.iterations.size()));
  ImGui::EndTable();
}

// A sortable table of root moves: move, score (with bound), visits, share of visits.
void root_table(const std::vector<RootMoveInfo>& root, const char* id) {
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
    ImGui::Text("%s%s", bound, format_score(r->score).c_str());
    ImGui::TableNextColumn();
    if (r->visits > 0) ImGui::Text("%lld", (long long)r->visits);
    ImGui::TableNextColumn();
    if (total > 0) ImGui::Text("%.1f%%", 100.0 * double(r->visits) / double(total));
  }
  ImGui::EndTable();
}

std::string join_words(const std::vector<std::string>& words) {
  std::string s;
  for (const auto& w : words) s += (s.empty() ? "" : " ") + w;
  return s;
}

// The position before action `index` of the match: its start and the actions before it.
AnyGame position_before(const Match& match, std::size_t index) {
  AnyGame game = match.initial();
  const auto& actions = match.actions();
  for (std::size_t i = 0; i < index && i < actions.size(); ++i) {
    if (actions[i].kind == ActionKind::kMove)
      (void)game.play(actions[i].move);
    else
      game.eliminate(actions[i].player);
  }
  return game;
}

}  // namespace

const char* LabPanels::panel_name(Panel panel) {
  static const char* const names[] = {"console", "god", "weights", "search", "inspector", "tree"};
  return names[panel];
}

const char* LabPanels::panel_title(Panel panel) {
  static const char* const titles[] = {"Console", "God mode",  "Weights",
                                       "Search",  "Inspector", "Search tree"};
  return titles[panel];
}

LabPanels::LabPanels(Console& console, ConsoleHost& host) : console_(console), host_(host) {}

void LabPanels::restore(const std::string& open_panels) {
  open_.fill(false);
  std::istringstream words(open_panels);
  for (std::string w; std::getline(words, w, ',');)
    for (int p = 0; p < kPanelCount; ++p)
      if (w == panel_name(Panel(p))) open_[p] = true;
}

std::string LabPanels::open_panels() const {
  std::string s;
  for (int p = 0; p < kPanelCount; ++p)
    if (open_[p]) s += (s.empty() ? "" : ",") + std::string(panel_name(Panel(p)));
  return s;
}

void LabPanels::load_layout(const std::filesystem::path& file) {
  layout_loaded_ = true;
  auto text = read_text_file(file.string(), 1 << 20);
  if (text) ImGui::LoadIniSettingsFromMemory(text->c_str(), text->size());
}

void LabPanels::save_layout_if_changed(const std::filesystem::path& file) {
  ImGuiIO& io = ImGui::GetIO();
  if (!layout_loaded_ || !io.WantSaveIniSettings) return;
  io.WantSaveIniSettings = false;
  std::size_t size = 0;
  const char* text = ImGui::SaveIniSettingsToMemory(&size);
  std::error_code ec;
  std::filesystem::create_directories(file.parent_path(), ec);
  (void)write_file_atomically(file.string(), std::string_view(text, size));
}

void LabPanels::handle_shortcuts() {
  const ImGuiIO& io = ImGui::GetIO();
  if (ImGui::IsKeyPressed(SDL_SCANCODE_GRAVE, false) && !io.WantTextInput) {
    open_[kConsole] = !open_[kConsole];
    focus_input_ = open_[kConsole];
  }
  for (int p = 0; p < kPanelCount; ++p)
    if (ImGui::IsKeyPressed(kKeys[p], false)) open_[p] = !open_[p];
}

float LabPanels::draw_menu_bar(GameScreen* screen) {
  if (!ImGui::BeginMainMenuBar()) return 0;
  if (ImGui::BeginMenu("Lab")) {
    for (int p = 0; p < kPanelCount; ++p)
      ImGui::MenuItem(panel_title(Panel(p)), kKeyNames[p], &open_[p]);
    ImGui::EndMenu();
  }
  if (screen && screen->active() && ImGui::BeginMenu("Board")) {
    LabOverlayOptions& o = screen->overlay_options();
    ImGui::MenuItem("Principal variation ghosts", nullptr, &o.pv_ghosts);
    ImGui::MenuItem("MCTS visit heat map", nullptr, &o.heat);
    ImGui::EndMenu();
  }
  if (screen && screen->active()) {
    GameSession& s = *screen->session();
    ImGui::Separator();
    ImGui::TextColored(kDimInk, "%s%s%s", screen->god_mode().active() ? "god mode  " : "",
                       s.step_mode() ? "step mode  " : "", s.paused() ? "paused" : "");
  }
  const float height = ImGui::GetWindowSize().y;
  ImGui::EndMainMenuBar();
  return height;
}

void LabPanels::prepare(GameScreen* screen) {
  if (screen && screen->active())
    screen->session()->set_tree_depth(open_[kTree] || open_[kInspector] ? kTreeDepth : 0);
}

void LabPanels::run(const std::string& command) {
  console_.submit(command);
  scroll_to_end_ = true;
}

void LabPanels::draw(GameScreen* screen, double now_ms) {
  GameScreen* game = screen && screen->active() ? screen : nullptr;
  if (game) {
    if (const int asked = game->take_inspect_request(); asked >= 0) {
      inspected_action_ = asked;
      open_[kInspector] = true;
    }
  }
  if (open_[kConsole]) draw_console();
  if (!game) return;
  if (open_[kGod]) draw_god(*game, now_ms);
  if (open_[kWeights]) draw_weights(*game);
  if (open_[kSearch]) draw_search(*game);
  if (open_[kInspector]) draw_inspector(*game, now_ms);
  if (open_[kTree]) draw_tree(*game);
}

// ---- console ----------------------------------------------------------------------------

void LabPanels::draw_console() {
  const float em = ImGui::GetFontSize();
  const ImVec2 screen = ImGui::GetIO().DisplaySize;
  ImGui::SetNextWindowSize({em * 36, em * 14}, ImGuiCond_FirstUseEver);
  ImGui::SetNextWindowPos({em, screen.y - em * 15}, ImGuiCond_FirstUseEver);
  if (!ImGui::Begin(panel_title(kConsole), &open_[kConsole])) return ImGui::End();
  const float input_height = ImGui::GetFrameHeightWithSpacing();
  ImGui::BeginChild("log", {0, -input_height}, false, ImGuiWindowFlags_HorizontalScrollbar);
  for (const auto& line : console_.log()) {
    using K = Console::LogLine::Kind;
    if (line.kind == K::kCommand)
      ImGui::TextColored(kCommandInk, "> %s", line.text.c_str());
    else if (line.kind == K::kError)
      ImGui::TextColored(kErrorInk, "%s", line.text.c_str());
    else
      ImGui::TextUnformatted(line.text.c_str());
  }
  if (scroll_to_end_) ImGui::SetScrollHereY(1.0f);
  scroll_to_end_ = false;
  ImGui::EndChild();
  const ImGuiInputTextFlags flags = ImGuiInputTextFlags_EnterReturnsTrue |
                                    ImGuiInputTextFlags_CallbackHistory |
                                    ImGuiInputTextFlags_CallbackCompletion;
  auto callback = [](ImGuiInputTextCallbackData* data) -> int {
    auto* self = static_cast<LabPanels*>(data->UserData);
    std::string replacement;
    if (data->EventFlag == ImGuiInputTextFlags_CallbackCompletion) {
      replacement = self->console_.complete(std::string_view(data->Buf, data->BufTextLen));
      const auto found = self->console_.candidates(std::string_view(data->Buf, data->BufTextLen));
      if (found.size() > 1) {
        std::string list;
        for (const auto& f : found) list += f + "  ";
        self->console_.note(list);
        self->scroll_to_end_ = true;
      }
    } else {
      const auto& history = self->console_.history();
      if (history.empty()) return 0;
      int& pos = self->history_pos_;
      if (data->EventKey == ImGuiKey_UpArrow)
        pos = pos < 0 ? int(history.size()) - 1 : std::max(0, pos - 1);
      else if (pos >= 0 && ++pos >= int(history.size()))
        pos = -1;
      replacement = pos >= 0 ? history[pos] : std::string();
    }
    data->DeleteChars(0, data->BufTextLen);
    data->InsertChars(0, replacement.c_str());
    return 0;
  };
  ImGui::SetNextItemWidth(-1);
  if (focus_input_) ImGui::SetKeyboardFocusHere();
  focus_input_ = false;
  if (ImGui::InputText("##command", &input_, flags, callback, this)) {
    run(input_);
    input_.clear();
    history_pos_ = -1;
    ImGui::SetKeyboardFocusHere(-1);
  }
  ImGui::End();
}

// ---- god mode ---------------------------------------------------------------------------

void LabPanels::draw_god(GameScreen& screen, double now_ms) {
  const float em = ImGui::GetFontSize();
  ImGui::SetNextWindowPos({em, ImGui::GetIO().DisplaySize.y * 0.45f}, ImGuiCond_FirstUseEver);
  if (!ImGui::Begin(panel_title(kGod), &open_[kGod], ImGuiWindowFlags_AlwaysAutoResize))
    return ImGui::End();
  GodMode& god = screen.god_mode();
  GameSession& session = *screen.session();
  if (!god.active()) {
    ImGui::TextWrapped("Edit the board freely: place, remove and drag pieces, set who moves.");
    if (ImGui::Button("Enter god mode")) run("god on");
    return ImGui::End();
  }
  const AnyGame& board = god.board();
  ImGui::Text("Brush (click an empty cell):");
  int brush = god.brush();
  for (int p = 0; p < board.num_players(); ++p) {
    ImGui::SameLine();
    ImGui::RadioButton(session.match().seats()[p].name.c_str(), &brush, p);
  }
  god.set_brush(brush);
  ImGui::TextColored(kDimInk, "Click a piece, then a cell: it moves there (or drag it).");
  ImGui::TextColored(kDimInk, "Click a picked piece again or right-click: it is removed.");
  int to_move = board.current_player();
  ImGui::Text("To move:");
  for (int p = 0; p < board.num_players(); ++p) {
    ImGui::SameLine();
    ImGui::PushID(p + 100);
    if (ImGui::RadioButton(std::to_string(p + 1).c_str(), &to_move, p) &&
        to_move != board.current_player())
      (void)god.set_to_move(p);
    ImGui::PopID();
  }
  ImGui::Text("%d edit(s)", god.edits());
  if (ImGui::Button("Check and leave")) run("god off");
  ImGui::SameLine();
  if (ImGui::Button("Discard edits")) run("god discard");
  (void)now_ms;
  ImGui::End();
}

// ---- weights ----------------------------------------------------------------------------

void LabPanels::draw_weights(GameScreen& screen) {
  const float em = ImGui::GetFontSize();
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  ImGui::SetNextWindowSize({em * 26, display.y - em * 4}, ImGuiCond_FirstUseEver);
  ImGui::SetNextWindowPos({right_column_x(em * 26), em * 2.5f}, ImGuiCond_FirstUseEver);
  if (!ImGui::Begin(panel_title(kWeights), &open_[kWeights])) return ImGui::End();
  GameSession& session = *screen.session();
  const AnyGame& game = session.game();
  const std::string game_name = game.game_name();
  // The seat whose weights the sliders show: the chosen one if it has weights, else the first.
  std::vector<int> weighted;
  for (int p = 0; p < game.num_players(); ++p)
    if (as_weighted(session.agent(p).get())) weighted.push_back(p);
  if (std::find(weighted.begin(), weighted.end(), weight_seat_) == weighted.end())
    weight_seat_ = weighted.empty() ? -1 : weighted.front();
  if (weight_seat_ < 0) {
    ImGui::TextWrapped(
        "No seat has an agent with evaluation weights. Put one in a seat (for example "
        "alphabeta, mcts or greedy) to tune it here.");
    return ImGui::End();
  }
  const std::string seat = std::to_string(weight_seat_ + 1);
  if (ImGui::BeginCombo("seat", session.match().seats()[weight_seat_].name.c_str())) {
    for (int p : weighted)
      if (ImGui::Selectable(session.match().seats()[p].name.c_str(), p == weight_seat_))
        weight_seat_ = p;
    ImGui::EndCombo();
  }
  WeightedAgent* agent = as_weighted(session.agent(weight_seat_).get());
  WeightSet set = *agent->weights(game_name);
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
  if (changed) (void)agent->set_weights(game_name, set);
  if (ImGui::Button("Reset all")) run("reset-weights " + seat);
  ImGui::Separator();
  ImGui::SetNextItemWidth(em * 16);
  ImGui::InputText("##profile", &profile_path_);
  ImGui::SameLine();
  if (ImGui::Button("Save")) run("profile save " + seat + " \"" + profile_path_ + "\"");
  ImGui::SameLine();
  if (ImGui::Button("Load")) run("profile load " + seat + " \"" + profile_path_ + "\"");
  // Compare with a second profile.
  ImGui::SetNextItemWidth(em * 16);
  ImGui::InputTextWithHint("##compare", "profile to compare", &compare_path_);
  ImGui::SameLine();
  if (ImGui::Button("Compare")) {
    compare_.reset();
    compare_error_.clear();
    WeightSet other = *default_weights(game_name);
    auto text = read_text_file(compare_path_, 1 << 20);
    auto loaded = text ? other.load_profile_text(*text) : Result<bool>::failure(text.error());
    if (loaded)
      compare_ = other;
    else
      compare_error_ = loaded.error();
  }
  if (!compare_error_.empty()) ImGui::TextColored(kErrorInk, "%s", compare_error_.c_str());
  if (compare_ && compare_->size() == set.size() &&
      ImGui::BeginTable("compare", 4, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV)) {
    for (const char* h : {"weight", "now", "profile", "difference"}) ImGui::TableSetupColumn(h);
    ImGui::TableHeadersRow();
    for (std::size_t i = 0; i < set.size(); ++i) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(set.specs()[i].name.c_str());
      ImGui::TableNextColumn();
      ImGui::Text("%g", set[i]);
      ImGui::TableNextColumn();
      ImGui::Text("%g", (*compare_)[i]);
      ImGui::TableNextColumn();
      const double d = set[i] - (*compare_)[i];
      if (d != 0) ImGui::TextColored(kCommandInk, "%+g", d);
    }
    ImGui::EndTable();
  }
  // The evaluation of the position on the board, term by term, under these weights.
  ImGui::Separator();
  ImGui::Text("Evaluation for player");
  for (int p = 0; p < game.num_players(); ++p) {
    ImGui::SameLine();
    ImGui::PushID(p + 200);
    ImGui::RadioButton(std::to_string(p + 1).c_str(), &eval_player_, p);
    ImGui::PopID();
  }
  eval_player_ = std::clamp(eval_player_, 0, game.num_players() - 1);
  const AnyGame& shown = screen.god_mode().active() ? screen.god_mode().board() : game;
  auto terms = evaluation_breakdown(shown, set, eval_player_);
  if (terms && ImGui::BeginTable("breakdown", 3, ImGuiTableFlags_RowBg)) {
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
  ImGui::End();
}

// ---- live search ------------------------------------------------------------------------

void LabPanels::draw_search(GameScreen& screen) {
  const float em = ImGui::GetFontSize();
  ImGui::SetNextWindowSize({em * 24, em * 26}, ImGuiCond_FirstUseEver);
  ImGui::SetNextWindowPos({em, em * 2.5f}, ImGuiCond_FirstUseEver);
  if (!ImGui::Begin(panel_title(kSearch), &open_[kSearch])) return ImGui::End();
  const LiveSearch live = screen.session()->live();
  if (live.job == 0) {
    ImGui::TextWrapped("No search yet: the statistics appear as soon as an agent thinks.");
    return ImGui::End();
  }
  ImGui::Text("%s  best %s  score %s", live.thinking ? "thinking" : "last search",
              live.best.c_str(), format_score(live.score).c_str());
  SearchStats s;
  s.nodes = live.nodes;
  s.nodes_per_second = live.nodes_per_second;
  s.depth = live.depth;
  s.selective_depth = live.selective_depth;
  s.time_ms = live.time_ms;
  s.cutoffs = live.cutoffs;
  s.branching_factor = live.branching_factor;
  s.iterations = live.iterations;
  stats_table(s, live.tt_hit_rate);
  if (!live.iterations.empty())
    ImGui::TextWrapped("PV of iteration %zu: %s", live.iterations.size(),
                       join_words(live.iterations.back().pv_notation).c_str());
  std::vector<float> scores, speeds;
  for (const auto& it : live.iterations)
    scores.push_back(float(std::clamp(it.score, -5000.0, 5000.0)));
  for (const auto& sample : live.speed) speeds.push_back(sample.nodes_per_second);
  const ImVec2 plot{ImGui::GetContentRegionAvail().x, em * 4};
  if (!scores.empty())
    ImGui::PlotLines("##scores", scores.data(), int(scores.size()), 0, "score per iteration",
                     FLT_MAX, FLT_MAX, plot);
  if (!speeds.empty())
    ImGui::PlotLines("##speed", speeds.data(), int(speeds.size()), 0, "nodes/s over time", 0,
                     FLT_MAX, plot);
  LabOverlayOptions& o = screen.overlay_options();
  ImGui::Checkbox("PV ghosts", &o.pv_ghosts);
  ImGui::SameLine();
  ImGui::Checkbox("visit heat map", &o.heat);
  root_table(live.root, "root");
  ImGui::End();
}

// ---- decision inspector -----------------------------------------------------------------

void LabPanels::draw_inspector(GameScreen& screen, double now_ms) {
  const float em = ImGui::GetFontSize();
  ImGui::SetNextWindowSize({em * 26, em * 32}, ImGuiCond_FirstUseEver);
  ImGui::SetNextWindowPos({right_column_x(em * 26), em * 2.5f}, ImGuiCond_FirstUseEver);
  if (!ImGui::Begin(panel_title(kInspector), &open_[kInspector])) return ImGui::End();
  GameSession& session = *screen.session();
  // Play controls: step mode, pause/step/play and the speed of AI moves.
  bool step = session.step_mode();
  if (ImGui::Checkbox("Step mode (hold each AI move)", &step)) run(step ? "step on" : "step off");
  if (ImGui::Button(session.paused() ? "Play" : "Pause"))
    run(session.paused() ? "resume" : "pause");
  ImGui::SameLine();
  if (ImGui::Button("Step")) run("step");
  ImGui::SameLine();
  int delay = int(session.ai_move_delay_ms());
  ImGui::SetNextItemWidth(em * 10);
  if (ImGui::SliderInt("ms per AI move", &delay, 0, 3000)) session.set_ai_move_delay_ms(delay);
  if (const auto& held = session.held()) {
    ImGui::Separator();
    ImGui::TextColored(kCommandInk, "The AI wants to play %s (%s)",
                       held->decision->notation.c_str(),
                       format_score(held->decision->score).c_str());
    if (ImGui::Button("Play it")) run("play");
    std::vector<const RootMoveInfo*> best;
    for (const auto& r : held->decision->root_moves) best.push_back(&r);
    std::stable_sort(best.begin(), best.end(), [](auto* a, auto* b) {
      return a->visits != b->visits ? a->visits > b->visits : a->score > b->score;
    });
    for (std::size_t i = 0; i < best.size() && i < 8; ++i) {
      ImGui::PushID(int(i));
      if (ImGui::SmallButton("play this instead")) run("play " + best[i]->notation);
      ImGui::SameLine();
      ImGui::Text("%s  %s", best[i]->notation.c_str(), root_move_label(*best[i]).c_str());
      ImGui::PopID();
    }
  }
  ImGui::Separator();
  // Every AI move of the game, with its decision.
  const auto& actions = session.match().actions();
  ImGui::BeginChild("moves", {0, em * 8}, true);
  int latest = -1;
  for (std::size_t i = 0; i < actions.size(); ++i) {
    auto d = session.decision_at(i);
    if (!d) continue;
    latest = int(i);
    char label[160];
    std::snprintf(label, sizeof label, "%zu. %s  %s  (%s, depth %d)", i + 1,
                  session.match().seats()[actions[i].player].name.c_str(), d->notation.c_str(),
                  format_score(d->score).c_str(), d->stats.depth);
    if (ImGui::Selectable(label, int(i) == inspected_action_)) inspected_action_ = int(i);
  }
  ImGui::EndChild();
  if (inspected_action_ < 0 || !session.decision_at(std::size_t(inspected_action_)))
    inspected_action_ = -1;
  const int shown = inspected_action_ >= 0 ? inspected_action_ : latest;
  if (shown < 0) {
    ImGui::TextColored(kDimInk, "No AI move yet.");
    return ImGui::End();
  }
  auto d = session.decision_at(std::size_t(shown));
  ImGui::Text("Move %d: %s, score %s%s", shown + 1, d->notation.c_str(),
              format_score(d->score).c_str(), d->stopped ? " (stopped early)" : "");
  ImGui::TextWrapped("PV: %s", join_words(d->pv_notation).c_str());
  stats_table(d->stats,
              d->stats.tt_probes ? double(d->stats.tt_hits) / double(d->stats.tt_probes) : 0);
  root_table(d->root_moves, "decision_root");
  (void)now_ms;
  ImGui::End();
}

// ---- search tree ------------------------------------------------------------------------

namespace {

struct TreeBrowser {
  GameScreen& screen;
  const AnyGame& root;
  std::vector<AnyMove> path;

  void node(const TreeNode& n, int id) {
    char label[200];
    std::string value =
        n.visits > 0
            ? std::to_string(n.visits) + " visits, value " + std::to_string(n.value).substr(0, 5)
            : std::string(bound_name(n.bound)) + " " + format_score(n.score);
    std::snprintf(label, sizeof label, "%s  %s%s%s",
                  n.notation.empty() ? "(root)" : n.notation.c_str(), value.c_str(),
                  n.note.empty() ? "" : "  - ", n.note.c_str());
    ImGui::PushID(id);
    const ImGuiTreeNodeFlags flags =
        n.children.empty() ? ImGuiTreeNodeFlags_Leaf | ImGuiTreeNodeFlags_NoTreePushOnOpen : 0;
    if (path.empty()) ImGui::SetNextItemOpen(true, ImGuiCond_Appearing);
    const bool open = ImGui::TreeNodeEx(label, flags);
    if (ImGui::IsItemHovered()) preview(n);
    if (open && !n.children.empty()) {
      for (std::size_t i = 0; i < n.children.size(); ++i) {
        path.push_back(n.children[i].move);
        node(n.children[i], int(i));
        path.pop_back();
      }
      ImGui::TreePop();
    }
    ImGui::PopID();
  }

  // Shows the node's position on the board while the mouse is over it.
  void preview(const TreeNode& n) {
    AnyGame g = root;
    for (const auto& m : path)
      if (!g.play(m)) return;
    (void)n;
    screen.preview(g);
  }
};

}  // namespace

void LabPanels::draw_tree(GameScreen& screen) {
  const float em = ImGui::GetFontSize();
  ImGui::SetNextWindowSize({em * 26, em * 22}, ImGuiCond_FirstUseEver);
  ImGui::SetNextWindowPos({right_column_x(em * 26), ImGui::GetIO().DisplaySize.y - em * 23},
                          ImGuiCond_FirstUseEver);
  if (!ImGui::Begin(panel_title(kTree), &open_[kTree])) return ImGui::End();
  GameSession& session = *screen.session();
  const auto& actions = session.match().actions();
  int shown = inspected_action_;
  if (shown < 0)
    for (int i = int(actions.size()) - 1; i >= 0 && shown < 0; --i)
      if (session.decision_at(std::size_t(i))) shown = i;
  std::shared_ptr<const Decision> d;
  AnyGame root = session.game();
  if (const auto& held = session.held()) {
    d = held->decision;  // step mode: the decision about to be played
  } else if (shown >= 0) {
    d = session.decision_at(std::size_t(shown));
    root = position_before(session.match(), std::size_t(shown));
  }
  if (!d || d->tree.children.empty()) {
    ImGui::TextWrapped(
        "The top %d levels of each AI search are recorded while this panel or the inspector "
        "is open; the next AI move will have its tree here. Hover a node to see its position.",
        kTreeDepth);
    return ImGui::End();
  }
  ImGui::TextColored(kDimInk, "Hover a node to preview its position on the board.");
  TreeBrowser browser{screen, root, {}};
  browser.node(d->tree, 0);
  ImGui::End();
}

}  // namespace bl
