#include "app/lobby_screen.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <sstream>

#include "ai/agent_registry.h"
#include "app/board_painter.h"
#include "app/game_session.h"
#include "app/ui_format.h"

namespace bl {
namespace {

std::vector<std::string> split_list(const std::string& text, char separator) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string item; std::getline(in, item, separator);) out.push_back(item);
  return out;
}

void help_marker(const std::string& text) {
  ImGui::SameLine();
  ImGui::TextDisabled("(?)");
  if (ImGui::IsItemHovered()) {
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 30);
    ImGui::TextUnformatted(text.c_str());
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
  }
}

// A heading over a group of fields (ImGui 1.86 has no SeparatorText).
void section(const char* title) {
  ImGui::Spacing();
  ImGui::TextColored({0.9f, 0.75f, 0.45f, 1}, "%s", title);
  ImGui::Separator();
}

}  // namespace

void LobbyScreen::select_game(const std::string& game) {
  auto specs = AnyGame::rule_specs(game);
  if (!specs) return;
  game_ = game;
  specs_ = specs.value();
  widgets_.clear();
  values_.clear();
  for (const auto& s : specs_) {
    widgets_.push_back(widget_for(s));
    values_.push_back(s.default_value);
  }
  dirty_ = true;
}

void LobbyScreen::restore(const Settings& s) {
  select_game(s.game);
  if (specs_.empty()) select_game("gomoku");
  if (auto rules = parse_options(s.rules); rules && s.game == game_)
    for (std::size_t i = 0; i < specs_.size(); ++i)
      if (auto it = rules.value().find(specs_[i].name); it != rules.value().end())
        values_[i] = it->second;
  const auto controllers = split_list(s.seats, ',');
  const auto names = split_list(s.seat_names, '|');
  seats_.clear();
  for (std::size_t p = 0; p < controllers.size(); ++p) {
    SeatRow row;
    const std::string& c = controllers[p];
    row.agent = c.substr(0, c.find(' '));
    row.options = c.find(' ') == std::string::npos ? "" : c.substr(c.find(' ') + 1);
    if (row.agent != "human" && !AgentRegistry::instance().find(row.agent)) row.agent = "random";
    row.name = p < names.size() && !names[p].empty() ? names[p]
                                                     : GameSession::default_seat_name(int(p), c);
    seats_.push_back(row);
  }
  if (auto tc = parse_options(s.time_control)) {
    auto get = [&](const char* k) {
      auto it = tc.value().find(k);
      return it == tc.value().end() ? std::string() : it->second;
    };
    move_time_ = get("move");
    game_time_ = get("game");
    increment_ = get("inc");
  }
  dirty_ = true;
}

void LobbyScreen::remember(Settings& s) const {
  const MatchSetup m = setup();
  s.game = m.game;
  s.rules = format_options(m.rules);
  s.seats = seat_specs(m.seats);
  s.seat_names.clear();
  for (std::size_t p = 0; p < m.seats.size(); ++p) s.seat_names += (p ? "|" : "") + m.seats[p].name;
  s.time_control = m.time_control;
}

std::string LobbyScreen::controller(const SeatRow& row) const {
  if (row.agent == "human") return "human";
  std::string options = row.options;
  options.erase(0, options.find_first_not_of(' '));
  return options.empty() ? row.agent : row.agent + " " + options;
}

MatchSetup LobbyScreen::setup() const {
  MatchSetup m;
  m.game = game_;
  for (std::size_t i = 0; i < specs_.size(); ++i)
    if (values_[i] != specs_[i].default_value) m.rules[specs_[i].name] = values_[i];
  for (int p = 0; p < std::min<int>(players_, int(seats_.size())); ++p)
    m.seats.push_back({seats_[p].name, controller(seats_[p])});
  std::string tc;
  if (!move_time_.empty()) tc += "move=" + move_time_;
  if (!game_time_.empty()) tc += std::string(tc.empty() ? "" : " ") + "game=" + game_time_;
  if (!increment_.empty()) tc += std::string(tc.empty() ? "" : " ") + "inc=" + increment_;
  m.time_control = tc;
  return m;
}

void LobbyScreen::validate() {
  if (!dirty_) return;
  dirty_ = false;
  MatchSetup m = setup();
  auto game = AnyGame::create(m.game, m.rules);
  if (game) players_ = game.value().num_players();
  while (int(seats_.size()) < players_) {
    const int p = int(seats_.size());
    const std::string c = p == 0 ? "human" : "random";
    seats_.push_back({GameSession::default_seat_name(p, c), c, ""});
  }
  auto match = setup().build();
  error_ = match ? "" : match.error();
}

void LobbyScreen::draw_rules() {
  for (std::size_t i = 0; i < specs_.size(); ++i) {
    const OptionSpec& spec = specs_[i];
    const OptionWidget& w = widgets_[i];
    std::string& value = values_[i];
    ImGui::PushID(int(i));
    const std::string label = spec.name;
    bool changed = false;
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 12);
    switch (w.kind) {
      case OptionWidget::Kind::kBool: {
        bool on = value == "true";
        if (ImGui::Checkbox(label.c_str(), &on)) value = on ? "true" : "false", changed = true;
        break;
      }
      case OptionWidget::Kind::kChoice:
        if (ImGui::BeginCombo(label.c_str(), value.c_str())) {
          for (const auto& c : w.choices)
            if (ImGui::Selectable(c.c_str(), c == value)) value = c, changed = true;
          ImGui::EndCombo();
        }
        break;
      case OptionWidget::Kind::kInt: {
        int n = std::atoi(value.c_str());
        if (ImGui::InputInt(label.c_str(), &n)) {
          value = std::to_string(std::clamp(n, w.min, w.max));
          changed = true;
        }
        break;
      }
      case OptionWidget::Kind::kText:
        changed = ImGui::InputText(label.c_str(), &value);
        break;
    }
    help_marker(spec.meaning + " (default " + spec.default_value + ")");
    if (changed) dirty_ = true;
    ImGui::PopID();
  }
}

void LobbyScreen::draw_seats(const BoardTextures& textures) {
  const auto game = AnyGame::create(game_, {});
  const auto agents = agents_for_game(game.ok() ? game_ : "gomoku");
  const bool star = game.ok() && game->board_shape() == BoardShape::kStar;
  const float swatch = ImGui::GetFrameHeight();
  if (!ImGui::BeginTable("seats", 4, ImGuiTableFlags_SizingStretchProp)) return;
  ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthFixed, swatch);
  ImGui::TableSetupColumn("Name", ImGuiTableColumnFlags_WidthStretch, 1.0f);
  ImGui::TableSetupColumn("Player", ImGuiTableColumnFlags_WidthStretch, 0.8f);
  ImGui::TableSetupColumn("Options", ImGuiTableColumnFlags_WidthStretch, 1.2f);
  ImGui::TableHeadersRow();
  for (int p = 0; p < players_ && p < int(seats_.size()); ++p) {
    SeatRow& row = seats_[p];
    ImGui::PushID(p);
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    const ImVec2 at = ImGui::GetCursorScreenPos();
    paint_piece(ImGui::GetWindowDrawList(), {at.x + swatch / 2, at.y + swatch / 2}, swatch * 0.45f,
                p, star, textures);
    ImGui::Dummy({swatch, swatch});
    ImGui::TableNextColumn();
    ImGui::SetNextItemWidth(-1);
    if (ImGui::InputText("##name", &row.name)) dirty_ = true;
    ImGui::TableNextColumn();
    ImGui::SetNextItemWidth(-1);
    if (ImGui::BeginCombo("##agent", row.agent.c_str())) {
      for (const std::string& a : [&] {
             std::vector<std::string> all = {"human"};
             all.insert(all.end(), agents.begin(), agents.end());
             return all;
           }()) {
        if (ImGui::Selectable(a.c_str(), a == row.agent)) {
          if (row.name == GameSession::default_seat_name(p, controller(row)))
            row.name = GameSession::default_seat_name(p, a);
          row.agent = a;
          row.options.clear();
          dirty_ = true;
        }
        if (const AgentInfo* info = AgentRegistry::instance().find(a);
            info && ImGui::IsItemHovered())
          ImGui::SetTooltip("%s", info->summary.c_str());
      }
      ImGui::EndCombo();
    }
    ImGui::TableNextColumn();
    if (const AgentInfo* info = AgentRegistry::instance().find(row.agent)) {
      std::string hint;
      for (const auto& o : info->options)
        hint += (hint.empty() ? "" : " ") + o.name + "=" + o.default_value;
      ImGui::SetNextItemWidth(-1);
      if (ImGui::InputTextWithHint("##options", hint.c_str(), &row.options)) dirty_ = true;
      if (ImGui::IsItemHovered() && !info->options.empty()) {
        std::string doc;
        for (const auto& o : info->options)
          doc += o.name + " (default " + o.default_value + "): " + o.meaning + "\n";
        ImGui::SetTooltip("%s", doc.c_str());
      }
    } else {
      ImGui::TextDisabled("plays with mouse");
    }
    ImGui::PopID();
  }
  ImGui::EndTable();
}

void LobbyScreen::draw_time_control() {
  const float w = ImGui::GetFontSize() * 6;
  auto field = [&](const char* label, std::string* value, const char* hint) {
    ImGui::SetNextItemWidth(w);
    if (ImGui::InputTextWithHint(label, hint, value)) dirty_ = true;
  };
  field("per move", &move_time_, "none");
  ImGui::SameLine();
  field("per game", &game_time_, "none");
  ImGui::SameLine();
  field("increment", &increment_, "0");
  help_marker(
      "Durations like 5s, 1500ms or 10m; empty means no limit. A player who runs out of "
      "time loses (with more than two players, drops out).");
}

LobbyScreen::Action LobbyScreen::draw(bool can_continue, const std::string& continue_label,
                                      const BoardTextures& textures,
                                      const std::function<void()>& online_tab, bool select_online) {
  validate();
  Action action = Action::kNone;
  const ImVec2 screen = ImGui::GetIO().DisplaySize;
  const float width = std::min(screen.x * 0.94f, ImGui::GetFontSize() * 46);
  ImGui::SetNextWindowPos({screen.x / 2, screen.y / 2}, ImGuiCond_Always, {0.5f, 0.5f});
  ImGui::SetNextWindowSize({width, 0}, ImGuiCond_Always);
  ImGui::SetNextWindowSizeConstraints({width, 0}, {width, screen.y * 0.96f});
  ImGui::Begin("BoardLab", nullptr,
               ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize);
  ImGui::TextDisabled("Board games and an AI laboratory");
  ImGui::Spacing();
  if (!online_tab) {
    action = draw_local(can_continue, continue_label, textures);
  } else if (ImGui::BeginTabBar("##mode")) {
    if (ImGui::BeginTabItem("Local game")) {
      action = draw_local(can_continue, continue_label, textures);
      ImGui::EndTabItem();
    }
    if (ImGui::BeginTabItem("Online", nullptr, select_online ? ImGuiTabItemFlags_SetSelected : 0)) {
      online_tab();
      ImGui::EndTabItem();
    }
    ImGui::EndTabBar();
  }
  ImGui::End();
  return action;
}

LobbyScreen::Action LobbyScreen::draw_local(bool can_continue, const std::string& continue_label,
                                            const BoardTextures& textures) {
  Action action = Action::kNone;
  section("Game");
  for (const auto& g : AnyGame::game_names()) {
    if (ImGui::RadioButton(game_title(g).c_str(), g == game_)) select_game(g);
    ImGui::SameLine();
  }
  ImGui::NewLine();
  section("Rules");
  draw_rules();
  section("Seats");
  draw_seats(textures);
  section("Time control");
  draw_time_control();
  ImGui::Spacing();
  ImGui::Separator();
  validate();
  if (!error_.empty()) ImGui::TextColored({0.95f, 0.45f, 0.3f, 1}, "%s", error_.c_str());
  ImGui::BeginDisabled(!error_.empty());
  if (ImGui::Button("Start", {ImGui::GetFontSize() * 7, 0})) action = Action::kStart;
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(!can_continue);
  if (ImGui::Button(continue_label.c_str())) action = Action::kContinue;
  ImGui::EndDisabled();
  ImGui::SameLine();
  if (ImGui::Button("Load...")) action = Action::kLoad;
  ImGui::SameLine(ImGui::GetWindowContentRegionMax().x - ImGui::CalcTextSize("Quit").x -
                  ImGui::GetStyle().FramePadding.x * 2);
  if (ImGui::Button("Quit")) action = Action::kQuit;
  return action;
}

}  // namespace bl
