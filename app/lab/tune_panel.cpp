#include "app/lab/tune_panel.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "ai/agent_registry.h"
#include "ai/agents/evaluation_breakdown.h"
#include "ai/agents/weighted_agent.h"
#include "app/game_screen.h"
#include "app/lab/panel_widgets.h"
#include "app/lab/plot_widget.h"
#include "app/match_setup.h"
#include "app/tune_session.h"
#include "app/ui_format.h"

namespace bl {
namespace {

std::string seat_label(const GameSession& session, int p) {
  const Seat& seat = session.match().seats()[std::size_t(p)];
  return "seat " + std::to_string(p + 1) + ": " + seat.name + " (" + seat.controller + ")";
}

// Games on the x axis for the run's iterations.
double games_at(const TuningJob::Snapshot& s, int iterations) {
  return double(iterations) * s.games_per_iteration;
}

double share_of_range(const TunedWeight& w, double v) {
  return w.max > w.min ? (v - w.min) / (w.max - w.min) : 0;
}

void help_marker(const char* text) {
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", text);
}

}  // namespace

void TunePanel::draw(GameScreen& screen) {
  GameSession& session = *screen.session();
  TuneSession& tune = screen.tune();
  const TuningJob::Snapshot& s = tune.view();  // taken again at most 4 times a second
  const bool going = tune.going();
  draw_setup(session, tune, going);
  draw_controls(session, tune, s);
  if (!tune.has_run()) return;
  ImGui::Separator();
  draw_weight_bars(s);
  draw_weight_plot(s);
  draw_elo_plot(s);
  ImGui::Separator();
  draw_results(session, tune);
}

const std::vector<std::string>& TunePanel::weighted_agents(const std::string& game) {
  if (agents_game_ == game) return weighted_agents_;
  agents_game_ = game;
  weighted_agents_.clear();
  for (const std::string& name : agents_for_game(game)) {
    auto agent = make_agent(name);
    if (agent && as_weighted(agent->get()) && as_weighted(agent->get())->weights(game))
      weighted_agents_.push_back(name);
  }
  return weighted_agents_;
}

// ---- before a run -------------------------------------------------------------------------

void TunePanel::draw_setup(GameSession& session, TuneSession& tune, bool going) {
  const std::string game = session.game().game_name();
  // The settings fold away when a run starts (here or from the console), for the live view.
  if (going && !was_going_) ImGui::SetNextItemOpen(false);
  was_going_ = going;
  if (!ImGui::CollapsingHeader("Setup", ImGuiTreeNodeFlags_DefaultOpen)) return;
  ImGui::BeginDisabled(going);
  draw_target(session, tune);
  draw_weight_choice(tune, game);
  draw_budget(tune, game);
  ImGui::EndDisabled();
}

// Whose weights: a seat's agent (from its weights now), or a fresh agent of the game.
void TunePanel::draw_target(GameSession& session, TuneSession& tune) {
  TuneSettings& st = tune.settings();
  const std::string game = session.game().game_name();
  const int players = session.game().num_players();
  if (st.seat >= players || (st.seat >= 0 && !as_weighted(session.agent(st.seat).get())))
    st.seat = -1;  // that seat left (another game) or has no weights now: pick again
  // Without a seat to tune, the game's default agent, found once per game.
  TuneSettings shown_settings = st;
  bool weighted_seat = false;
  for (int p = 0; p < session.game().num_players(); ++p)
    weighted_seat = weighted_seat || as_weighted(session.agent(p).get()) != nullptr;
  if (st.seat < 0 && st.agent.empty() && !weighted_seat) {
    if (default_agent_game_ != game) default_agent_ = default_tune_agent(game);
    default_agent_game_ = game;
    shown_settings.agent = default_agent_;
  }
  const auto target = resolve_tune_target(session, shown_settings);
  std::string shown = "?";
  if (target)
    shown = target->seat >= 0 ? seat_label(session, target->seat) : "a new " + target->agent;
  ImGui::SetNextItemWidth(-ImGui::GetFontSize() * 4);
  if (ImGui::BeginCombo("tune", shown.c_str())) {
    for (int p = 0; p < session.game().num_players(); ++p) {
      if (!as_weighted(session.agent(p).get())) continue;
      if (ImGui::Selectable(seat_label(session, p).c_str(), target && target->seat == p))
        st.seat = p, st.agent.clear();
    }
    for (const std::string& a : weighted_agents(game))
      if (ImGui::Selectable(("a new " + a).c_str(),
                            target && target->seat < 0 && target->agent == a))
        st.seat = -1, st.agent = a;
    ImGui::EndCombo();
  }
  help_marker(
      "Whose evaluation weights to tune: a seat's agent starts from the weights it plays with "
      "now; a new agent from its defaults");
  if (!target) ImGui::TextColored(kErrorInk, "%s", target.error().c_str());
}

// The weights to tune: a checkbox each, read from and written to the settings (which the
// console's `tune start weights=...` changes too); no names means every weight.
void TunePanel::draw_weight_choice(TuneSession& tune, const std::string& game) {
  TuneSettings& st = tune.settings();
  if (weights_game_ != game) {
    weights_game_ = game;
    weight_names_.clear();
    if (auto set = default_weights(game))
      for (const WeightSpec& w : set->specs()) weight_names_.push_back(w.name);
  }
  if (weight_names_.empty()) return;
  std::vector<char> on(weight_names_.size(), st.weights.empty() ? 1 : 0);
  for (std::size_t i = 0; i < weight_names_.size(); ++i)
    if (std::find(st.weights.begin(), st.weights.end(), weight_names_[i]) != st.weights.end())
      on[i] = 1;
  int count = int(std::count(on.begin(), on.end(), 1));
  if (count == 0) {  // names of another game's evaluator: every weight of this one
    std::fill(on.begin(), on.end(), 1);
    count = int(on.size());
  }
  char header[96];
  std::snprintf(header, sizeof header, "Weights: %d of %zu###weights", count, weight_names_.size());
  bool changed = false;
  if (ImGui::TreeNodeEx(header, ImGuiTreeNodeFlags_DefaultOpen)) {
    float column = 0;
    for (const std::string& name : weight_names_)
      column = std::max(column, ImGui::CalcTextSize(name.c_str()).x);
    column += ImGui::GetFrameHeight() + ImGui::GetFontSize() * 1.2f;
    const int columns = std::max(1, int(ImGui::GetContentRegionAvail().x / column));
    const float left = ImGui::GetCursorPosX();  // SameLine's x leaves the indent out
    for (std::size_t i = 0; i < weight_names_.size(); ++i) {
      if (i % std::size_t(columns) != 0)
        ImGui::SameLine(left + float(i % std::size_t(columns)) * column);
      bool checked = on[i] != 0;
      // The last ticked weight stays ticked: a run tunes at least one.
      if (ImGui::Checkbox(weight_names_[i].c_str(), &checked) && (checked || count > 1))
        on[i] = checked, changed = true;
    }
    if (ImGui::SmallButton("all")) std::fill(on.begin(), on.end(), 1), changed = true;
    help_marker("Tick every weight (at least one stays ticked)");
    ImGui::TreePop();
  }
  if (!changed) return;
  st.weights.clear();
  if (std::count(on.begin(), on.end(), 1) != std::ptrdiff_t(on.size()))
    for (std::size_t i = 0; i < weight_names_.size(); ++i)
      if (on[i]) st.weights.push_back(weight_names_[i]);
}

// The budget of a move, the games, the threads, the opponent and SPSA's gains.
void TunePanel::draw_budget(TuneSession& tune, const std::string& game) {
  const float em = ImGui::GetFontSize();
  TuneSettings& st = tune.settings();
  bool by_nodes = st.nodes > 0;
  if (ImGui::RadioButton("nodes", by_nodes)) st.nodes = 500;
  ImGui::SameLine();
  if (ImGui::RadioButton("time", !by_nodes)) st.nodes = 0;
  ImGui::SameLine();
  ImGui::SetNextItemWidth(em * 6);
  if (st.nodes > 0) {
    int nodes = int(std::min<std::uint64_t>(st.nodes, kMaxTuneNodes));
    if (ImGui::DragInt("a move##nodes", &nodes, 10, 10, int(kMaxTuneNodes), "%d nodes"))
      st.nodes = std::uint64_t(std::max(10, nodes));
  } else {
    int ms = int(st.time_ms);
    if (ImGui::DragInt("a move##ms", &ms, 1, 1, int(kMaxTuneTimeMs), "%d ms"))
      st.time_ms = std::clamp(ms, 1, int(kMaxTuneTimeMs));
  }
  help_marker(
      "Each move's budget in the tuning games: nodes make the games the same on any "
      "machine, time makes them like play under a clock");
  ImGui::SetNextItemWidth(em * 6);
  if (ImGui::DragInt("games", &st.games, 10, 2, kMaxTuneGames))
    st.games = std::clamp(st.games, 2, kMaxTuneGames);
  help_marker("Tuning games in the whole run (2 an iteration in self-play, 4 against an opponent)");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(em * 5);
  ImGui::SliderInt("threads", &st.threads, 1, max_tune_threads());
  st.threads = std::clamp(st.threads, 1, max_tune_threads());
  help_marker("Iterations played at once from the same weights, each on a thread");

  const std::string opponent = st.opponent.empty() ? "itself (self-play)" : st.opponent;
  ImGui::SetNextItemWidth(-em * 4);
  if (ImGui::BeginCombo("against", opponent.c_str())) {
    if (ImGui::Selectable("itself (self-play)", st.opponent.empty())) st.opponent.clear();
    for (const std::string& a : agents_for_game(game))
      if (ImGui::Selectable(a.c_str(), st.opponent == a)) st.opponent = a;
    ImGui::EndCombo();
  }
  help_marker(
      "Itself: each iteration plays theta+delta against theta-delta (SPSA self-play). An "
      "agent: both sides play it, and the better one pulls theta");
  if (ImGui::TreeNode("SPSA")) {
    float c = float(st.perturbation), a = float(st.learning_rate);
    ImGui::SetNextItemWidth(em * 8);
    if (ImGui::SliderFloat("perturbation", &c, 0.005f, 0.5f, "%.3f", ImGuiSliderFlags_Logarithmic))
      st.perturbation = std::clamp(double(c), 0.005, 0.5);
    help_marker("How far each game pair moves the weights apart, as a share of each range");
    ImGui::SetNextItemWidth(em * 8);
    if (ImGui::SliderFloat("learning rate", &a, 0.001f, 1.0f, "%.3f", ImGuiSliderFlags_Logarithmic))
      st.learning_rate = std::clamp(double(a), 0.001, 10.0);
    help_marker("How far a won pair moves theta, in units of the perturbation");
    int seed = int(st.seed % 1000000000);
    ImGui::SetNextItemWidth(em * 8);
    if (ImGui::InputInt("seed", &seed)) st.seed = std::uint64_t(std::max(0, seed));
    ImGui::TreePop();
  }
}

// ---- the run ------------------------------------------------------------------------------

void TunePanel::draw_controls(GameSession& session, TuneSession& tune,
                              const TuningJob::Snapshot& s) {
  const bool going = tune.going();
  if (!going) {
    if (ImGui::Button(tune.has_run() ? "Start again" : "Start")) {
      auto started = tune.start(session);
      message_ = started ? "" : started.error();
      message_is_error_ = !started;
      if (started) use_seat_ = tune.tuned_seat();
    }
  } else {
    if (s.state == TuningJob::State::kPaused) {
      if (ImGui::Button("Resume")) (void)tune.resume();
    } else if (ImGui::Button("Pause")) {
      (void)tune.pause();
    }
    ImGui::SameLine();
    if (ImGui::Button("Stop")) (void)tune.stop();
    help_marker("The games in flight stop at their next move; theta keeps what it learnt");
  }
  auto show_message = [&] {
    if (!message_.empty())
      ImGui::TextColored(message_is_error_ ? kErrorInk : kDimInk, "%s", message_.c_str());
  };
  if (!tune.has_run()) return show_message();
  ImGui::SameLine();
  const TuneProgress p = tune.progress();
  char text[96];
  std::snprintf(text, sizeof text, "%d / %d games", p.games, p.total);
  ImGui::ProgressBar(p.total > 0 ? float(p.games) / float(p.total) : 0, {-1, 0}, text);
  show_message();
  std::string line = tune_state_name(s.state);
  if (p.games_per_second > 0) {
    std::snprintf(text, sizeof text, ", %.2f games/s", p.games_per_second);
    line += text;
  }
  if (s.state == TuningJob::State::kRunning && p.eta_seconds > 0)
    line += ", " + format_clock(std::int64_t(p.eta_seconds * 1000)) + " to go";
  ImGui::TextColored(kDimInk, "%s", line.c_str());
  ImGui::PushTextWrapPos(0);
  ImGui::TextColored(kDimInk, "%s", tune.description().c_str());
  ImGui::PopTextWrapPos();
}

// Each tuned weight as a bar over its range (its ends written in it): the start marked in
// white, theta's value and how far it moved from the start in the weight's colour.
void TunePanel::draw_weight_bars(const TuningJob::Snapshot& s) {
  const float em = ImGui::GetFontSize();
  hovered_weight_ = -1;
  const ImGuiTableFlags flags = ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg;
  if (!ImGui::BeginTable("theta", 3, flags)) return;
  ImGui::TableSetupColumn("weight");
  ImGui::TableSetupColumn("range", ImGuiTableColumnFlags_WidthStretch);
  ImGui::TableSetupColumn("value");
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImU32 dim = ImGui::GetColorU32(kDimInk);
  for (std::size_t i = 0; i < s.weights.size() && i < s.theta.size(); ++i) {
    const TunedWeight& w = s.weights[i];
    const ImU32 color = plot_color(int(i));
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(color), "%s", w.name.c_str());
    ImGui::TableNextColumn();
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float width = std::max(em * 4, ImGui::GetContentRegionAvail().x);
    const float h = ImGui::GetTextLineHeight();
    ImGui::PushID(int(i));
    ImGui::InvisibleButton("bar", {width, h});
    ImGui::PopID();
    const bool hovered = ImGui::IsItemHovered();
    if (hovered) hovered_weight_ = int(i);
    auto x_of = [&](double v) {
      return at.x + width * float(std::clamp(share_of_range(w, v), 0.0, 1.0));
    };
    draw->AddRectFilled(at, {at.x + width, at.y + h}, IM_COL32(34, 37, 42, 255), 2);
    char end[32];
    std::snprintf(end, sizeof end, "%g", w.min);
    draw->AddText({at.x + em * 0.2f, at.y}, dim, end);
    std::snprintf(end, sizeof end, "%g", w.max);
    draw->AddText({at.x + width - ImGui::CalcTextSize(end).x - em * 0.2f, at.y}, dim, end);
    const float x0 = x_of(w.start), x1 = x_of(s.theta[i]);
    draw->AddRectFilled({std::min(x0, x1), at.y + h * 0.25f},
                        {std::max(x0, x1) + 1, at.y + h * 0.75f},
                        (color & ~IM_COL32_A_MASK) | IM_COL32(0, 0, 0, 150));
    draw->AddLine({x0, at.y}, {x0, at.y + h}, IM_COL32(255, 255, 255, 160), 1.5f);
    draw->AddRectFilled({x1 - 2, at.y + 1}, {x1 + 2, at.y + h - 1}, color, 1);
    if (hovered)
      ImGui::SetTooltip("%s: %.4g (start %.4g, change %+.4g)\nrange %g .. %g; white: the start",
                        w.name.c_str(), s.theta[i], w.start, s.theta[i] - w.start, w.min, w.max);
    ImGui::TableNextColumn();
    ImGui::Text("%8.4g", s.theta[i]);
  }
  ImGui::EndTable();
}

// Theta over the games: every weight as a share of its range, or one weight in its units.
void TunePanel::draw_weight_plot(const TuningJob::Snapshot& s) {
  const float em = ImGui::GetFontSize();
  if (plotted_weight_ >= int(s.weights.size())) plotted_weight_ = -1;
  const char* shown = plotted_weight_ < 0 ? "every weight, share of its range"
                                          : s.weights[plotted_weight_].name.c_str();
  ImGui::SetNextItemWidth(-em * 4);
  if (ImGui::BeginCombo("plot", shown)) {
    if (ImGui::Selectable("every weight, share of its range", plotted_weight_ < 0))
      plotted_weight_ = -1;
    for (std::size_t i = 0; i < s.weights.size(); ++i)
      if (ImGui::Selectable(s.weights[i].name.c_str(), plotted_weight_ == int(i)))
        plotted_weight_ = int(i);
    ImGui::EndCombo();
  }
  // The recorded points, and theta now if it moved on since the last one.
  std::vector<double> xs;
  std::vector<const std::vector<double>*> thetas;
  for (std::size_t k = 0; k < s.history_iterations.size() && k < s.theta_history.size(); ++k) {
    xs.push_back(games_at(s, s.history_iterations[k]));
    thetas.push_back(&s.theta_history[k]);
  }
  if (xs.empty() || games_at(s, s.done) > xs.back()) {
    xs.push_back(games_at(s, s.done));
    thetas.push_back(&s.theta);
  }
  std::vector<PlotSeries> series;
  PlotOptions o;
  o.x_label = "games";
  o.x_min = 0;
  o.height = em * 9;
  if (plotted_weight_ < 0) {
    for (std::size_t i = 0; i < s.weights.size(); ++i) {
      PlotSeries line{s.weights[i].name, plot_color(int(i)), xs, {}, {}, {}};
      for (const auto* theta : thetas)
        line.y.push_back(100 * share_of_range(s.weights[i], i < theta->size() ? (*theta)[i] : 0));
      series.push_back(std::move(line));
    }
    o.y_label = "weights, share of range";
    o.y_unit = "%";
    o.y_min = 0;
    o.y_max = 100;
    o.legend = false;
    o.value_format = "%.1f";
    o.highlight = hovered_weight_;
  } else {
    const std::size_t i = std::size_t(plotted_weight_);
    const TunedWeight& w = s.weights[i];
    PlotSeries line{w.name, plot_color(int(i)), xs, {}, {}, {}};
    for (const auto* theta : thetas) line.y.push_back(i < theta->size() ? (*theta)[i] : 0);
    PlotSeries start{
        "start", IM_COL32(200, 200, 200, 160), {xs.front(), xs.back()}, {w.start, w.start}, {}, {}};
    series = {start, line};
    o.y_label = w.name;
  }
  draw_plot("##theta", series, o);
}

// The running Elo of theta against the start weights, with its 95% band.
void TunePanel::draw_elo_plot(const TuningJob::Snapshot& s) {
  PlotSeries elo{"Elo", plot_color(2), {}, {}, {}, {}};
  for (const EloPoint& e : s.elo_history) {
    elo.x.push_back(e.games);
    elo.y.push_back(e.elo);
    elo.band_lo.push_back(e.elo - e.margin);
    elo.band_hi.push_back(e.elo + e.margin);
  }
  PlotOptions o;
  o.x_label = "games";
  o.x_min = 0;
  o.y_label = "Elo against the start (95%)";
  o.height = ImGui::GetFontSize() * 8;
  o.zero_line = true;
  o.y_limit = 800;
  o.value_format = "%+.0f";
  o.empty_text = "the first check pair (theta against the start) comes soon";
  draw_plot("##elo", {elo}, o);
  if (s.recent.games() > 0)
    ImGui::TextColored(kDimInk, "last %d check games: +%d =%d -%d", s.recent.games(), s.recent.wins,
                       s.recent.draws, s.recent.losses);
}

// ---- the result ---------------------------------------------------------------------------

void TunePanel::draw_results(GameSession& session, TuneSession& tune) {
  const float em = ImGui::GetFontSize();
  const std::string game = session.game().game_name();
  const bool same_game = tune.plan() && tune.plan()->setup.game == game;
  std::vector<int> seats;
  for (int p = 0; p < session.game().num_players(); ++p)
    if (as_weighted(session.agent(p).get())) seats.push_back(p);
  if (std::find(seats.begin(), seats.end(), use_seat_) == seats.end())
    use_seat_ = std::find(seats.begin(), seats.end(), tune.tuned_seat()) != seats.end()
                    ? tune.tuned_seat()
                    : (seats.empty() ? -1 : seats.front());
  ImGui::BeginDisabled(!same_game || use_seat_ < 0);
  if (ImGui::Button("Use these weights")) {
    auto used = tune.use(session, use_seat_);
    message_ = used ? "seat " + std::to_string(use_seat_ + 1) + " plays with the tuned weights"
                    : used.error();
    message_is_error_ = !used;
  }
  ImGui::EndDisabled();
  if (!same_game)
    help_marker("The run tuned another game's weights");
  else
    help_marker("Theta into the seat's agent (its other weights stay); its next search uses it");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(-em * 0.5f);
  const std::string into = use_seat_ >= 0 ? seat_label(session, use_seat_) : "no seat with weights";
  if (ImGui::BeginCombo("##into", into.c_str())) {
    for (int p : seats)
      if (ImGui::Selectable(seat_label(session, p).c_str(), p == use_seat_)) use_seat_ = p;
    ImGui::EndCombo();
  }
  if (ImGui::Button("Save profile")) {
    auto saved = tune.save_profile(profile_path_);
    message_ = saved ? "saved " + profile_path_ : saved.error();
    message_is_error_ = !saved;
  }
  help_marker(
      "Every weight of the agent, the tuned ones at theta, as a profile (the Weights "
      "window and 'profile load' read it)");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(-em * 0.5f);
  ImGui::InputText("##profile", &profile_path_);
}

}  // namespace bl
