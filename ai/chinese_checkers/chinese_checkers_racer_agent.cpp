// cc-racer: the strongest Chinese Checkers agent of this folder. It plays like the generic
// searches (alpha-beta with two players, best-reply search with more, both on this
// folder's evaluation and search traits) until the race phase, and from then on plays the
// first move of a plan from the solo-race planner (chinese_checkers_solo_race.h), made
// again at every move. Race phase:
//  - two players: the armies have passed each other (every own piece is nearer to the
//    goal, along the goal's axis, than every opponent piece), so nothing either side does
//    can help or hinder the other any more and the game is two separate races;
//  - three or more: the army's goal distance (chinese_checkers_goal_distance.h) is at most
//    `race_from` steps; the other pieces keep moving, which the next plan takes into account.
// Before the race phase, with `self_players` players or more (default 4: the crowded
// board), it does not search the others' replies but races for itself
// (chinese_checkers_self_race.h), foreseeing their moves as greedy racers, until its goal
// distance is `self_until` (then the planner). Its lag term sums the rows of the three
// rearmost pieces (`self_rear`). With `loop_players` players or more (default 4) the race
// phase plans in a closed loop instead (chinese_checkers_closed_loop_race.h): the others
// answer each planned move on the board it leaves, so the planner sees which of its moves
// let stragglers out of its goal and which ladders stay.
// How strong the defaults are against five seed001-greedy, every variant tried and where the
// racer's time goes: docs/cc_racer_measurements.md.
#include <algorithm>
#include <mutex>

#include "ai/agent_registry.h"
#include "ai/agents/agent_options.h"
#include "ai/agents/weighted_agent.h"
#include "ai/chinese_checkers/chinese_checkers_agent_support.h"
#include "ai/chinese_checkers/chinese_checkers_closed_loop_race.h"
#include "ai/chinese_checkers/chinese_checkers_forecast.h"
#include "ai/chinese_checkers/chinese_checkers_goal_distance.h"
#include "ai/chinese_checkers/chinese_checkers_search_traits.h"
#include "ai/chinese_checkers/chinese_checkers_self_race.h"
#include "ai/chinese_checkers/chinese_checkers_solo_race.h"
#include "ai/search/alpha_beta.h"
#include "ai/search/best_reply.h"

namespace bl {
namespace {

using State = ChineseCheckersState;

struct RacerOptions {
  int race_width = 200;       // beam width of the planner
  int race_from = 30;         // 3+ players: goal distance at which racing starts
  double race_share = 0.5;    // share of the move time the planner may use
  int self_players = 4;       // with this many players or more, race for itself before the race
  double self_now = 0.5;      // self race: weight of the distance after the move now
  double self_lag = 1.0;      // self race: weight of the rearmost pieces' rows to go
  int self_rear = 3;          // self race: how many rearmost pieces the lag counts
  int self_until = 70;        // self race: goal distance at which the planner takes over
  bool self_foresee = true;   // self race: the follow-up meets the others' forecast replies
  int forecast = 20;          // 3+ players: rounds of the others' moves the planner foresees
  int forecast_samples = 11;  // the planner's forecast: where most of n sampled forecasts put
                              // the others (0: one forecast, equal moves: the first)
  int rival_goal_cost = 4;    // self race and planners: cost of each own piece in a rival's goal
  int loop_players = 4;       // with this many players or more, race with the closed-loop planner
  int loop_width = 24;        // closed-loop planner: beam width
  int loop_samples = 4;       // closed-loop planner: draws of the others' equal moves
  int loop_candidates = 4;    // closed-loop planner: first moves compared over all draws
  int loop_moves = 24;        // closed-loop planner: plan horizon in own moves
  AgentLimits limits;         // time/depth/nodes set by the spec
};

constexpr AgentLimits kRacerFallback{1000, 0, 0};
// Share of the move's time after which the racer answers with what it has: the self race and
// the forecasts are not timed by themselves, and on a loaded machine they could overrun.
constexpr double kHardShare = 0.9;

// Whether no piece of `player` can meet an opponent piece any more (two players).
bool armies_have_passed(const State& s, int player) {
  const int opponent = 1 - player;
  int my_last = 0, their_first = 99;
  for (Bitboard121 left = s.pieces(player); left.any();)
    my_last = std::max(my_last, s.rows_to_goal(player, left.pop_lowest()));
  for (Bitboard121 left = s.pieces(opponent); left.any();)
    their_first = std::min(their_first, s.rows_to_goal(player, left.pop_lowest()));
  return my_last < their_first;
}

class ChineseCheckersRacer : public Agent, public WeightedAgent {
 public:
  ChineseCheckersRacer(RacerOptions options, WeightSet weights, std::string spec)
      : options_(options), weights_(std::move(weights)), spec_(std::move(spec)) {}

  std::string spec() const override { return spec_; }
  void new_game() override { alpha_beta_.new_game(); }

  Decision decide(const AnyGame& game, const PositionHistory& history, const SearchLimits& limits,
                  SearchObserver* observer) override {
    clear_stop();
    const auto start = SearchControl::Clock::now();
    const State* state = cc::native_state(game);
    if (!state || state->is_terminal()) return Decision{};
    const SearchLimits merged = merge_limits(limits, options_.limits, kRacerFallback);
    if (in_race(*state)) {
      if (state->num_players() >= options_.loop_players) {
        if (auto planned = closed_loop_move(*state, history, merged)) return *planned;
      } else if (auto planned = race_move(*state, history, merged)) {
        return *planned;
      }
    } else if (state->num_players() >= options_.self_players) {
      if (auto own = self_race_move(*state, history, merged)) return *own;
    }
    return search_move(*state, history, remaining(merged, start), observer);
  }

  std::vector<std::string> weighted_games() const override { return {"chinese-checkers"}; }
  std::optional<WeightSet> weights(std::string_view game) const override {
    if (canonical_game_name(game) != ChineseCheckersState::kGameName) return std::nullopt;
    std::lock_guard<std::mutex> lock(mutex_);
    return weights_;
  }
  Status set_weights(std::string_view game, const WeightSet& weights) override {
    if (canonical_game_name(game) != ChineseCheckersState::kGameName)
      return Status::failure("cc-racer has no weights for game '" + std::string(game) + "'");
    if (&weights.specs() != &ChineseCheckersEvaluation::weight_specs())
      return Status::failure("these weights belong to another evaluator");
    std::lock_guard<std::mutex> lock(mutex_);
    weights_ = weights;
    return {};
  }

 private:
  bool in_race(const State& s) const {
    const int me = s.current_player();
    if (s.num_players() == 2) return armies_have_passed(s, me);
    const int from =
        s.num_players() >= options_.self_players ? options_.self_until : options_.race_from;
    return cc::goal_assignment_distance(s.pieces(me), s.goal_point(me)) <= from;
  }

  std::optional<Decision> race_move(const State& s, const PositionHistory& history,
                                    const SearchLimits& limits) {
    SearchControl control = cc::decision_control(*this, limits, kRacerFallback.time_ms);
    cc::SoloRaceOptions plan_options;
    plan_options.beam_width = options_.race_width;
    plan_options.max_moves = 60;
    if (limits.time_ms > 0) plan_options.time_ms = options_.race_share * double(limits.time_ms);
    plan_options.stop = [this] { return stop_requested(); };
    const int me = s.current_player();
    plan_options.avoid_cells = cc::rival_goal_cells(s, me);
    plan_options.avoid_cost = options_.rival_goal_cost;
    const cc::SoloRaceResult plan = plan_race(s, plan_options, control);
    if (plan.moves.empty() || cc::repeats_history(s, plan.moves.front(), history))
      return std::nullopt;
    SearchStats stats;
    stats.nodes = plan.sets_expanded;
    stats.depth = plan.planned_moves;
    // Score: the evaluation after the planned move (the plan itself is the "search").
    State next = s;
    next.apply(plan.moves.front());
    const double score =
        next.is_terminal() ? kWinScore - 1 : clamp_evaluation(evaluation().evaluate(next, me));
    IterationInfo info;
    info.depth = stats.depth;
    info.best = AnyMove{s.move_cells(plan.moves.front())};
    info.best_notation = s.move_to_string(plan.moves.front());
    info.score = score;
    info.nodes = stats.nodes;
    stats.iterations.push_back(info);
    Decision d = cc::make_decision(s, plan.moves.front(), score, stats, control);
    d.root_moves.push_back(cc::root_move_info(s, plan.moves.front(), score));
    d.stopped = stop_requested();
    return d;
  }

  // The race phase with 4+ players: plans in which the others answer each own move
  // (chinese_checkers_closed_loop_race.h).
  std::optional<Decision> closed_loop_move(const State& s, const PositionHistory& history,
                                           const SearchLimits& limits) {
    SearchControl control = cc::decision_control(*this, limits, kRacerFallback.time_ms);
    cc::ClosedLoopRaceOptions loop_options;
    loop_options.beam_width = options_.loop_width;
    loop_options.samples = options_.loop_samples;
    loop_options.candidates = options_.loop_candidates;
    loop_options.max_moves = options_.loop_moves;
    loop_options.seed = s.hash();  // the same position, the same draws
    set_shared_race_options(loop_options, s, history, control);
    const cc::ClosedLoopRaceChoice choice = cc::choose_closed_loop_race_move(s, loop_options);
    if (!choice.move) return std::nullopt;
    // Score: fewer expected moves is better for the viewer.
    return one_move_decision(s, *choice.move, -choice.expected_moves, choice.sets_expanded,
                             int(choice.expected_moves + 0.5), control);
  }

  // What the self race and the closed loop share: they keep out of rival goals, never repeat
  // a position of the game and answer within the move's time.
  template <class RaceOptions>
  void set_shared_race_options(RaceOptions& o, const State& s, const PositionHistory& history,
                               const SearchControl& control) const {
    o.avoid_cells = cc::rival_goal_cells(s, s.current_player());
    o.avoid_cost = options_.rival_goal_cost;
    o.excluded = [&s, &history](const ChineseCheckersMove& m) {
      return cc::repeats_history(s, m, history);
    };
    o.stop = [&control] { return control.past(kHardShare); };
  }

  // The decision for a move chosen without a search tree (self race, closed loop).
  Decision one_move_decision(const State& s, const ChineseCheckersMove& move, double score,
                             std::uint64_t nodes, int depth, const SearchControl& control) {
    SearchStats stats;
    stats.nodes = nodes;
    stats.depth = depth;
    Decision d = cc::make_decision(s, move, score, stats, control);
    d.root_moves.push_back(cc::root_move_info(s, move, score));
    d.stopped = stop_requested();
    return d;
  }

  // The planner's plan. With `forecast` rounds (3+ players) it plans twice, each time in
  // half the time: first with the others standing still, to know where its own pieces go,
  // then with the others moving as forecast while its pieces go that way.
  cc::SoloRaceResult plan_race(const State& s, cc::SoloRaceOptions plan_options,
                               const SearchControl& control) const {
    const int me = s.current_player();
    const bool foresee = options_.forecast > 0 && s.num_players() > 2;
    if (foresee) plan_options.time_ms /= 2;
    cc::SoloRaceResult plan = cc::solve_solo_race(s, me, plan_options);
    if (!foresee || plan.moves.empty()) return plan;
    plan_options.others_by_move =
        options_.forecast_samples > 0
            ? cc::likely_boards(cc::sample_forecasts(
                  s, me, plan.moves, options_.forecast, options_.forecast_samples, s.hash(),
                  [&control] { return control.past(kHardShare); }))
            : cc::forecast_others(s, me, plan.moves, options_.forecast);
    // The second plan gets its half of the time unless the first one and the forecasts took
    // so long (a loaded machine) that it would overrun the move: then what is left of it.
    if (control.limits().time_ms > 0) {
      const double left = kHardShare * double(control.limits().time_ms) - control.elapsed_ms();
      if (left < 1) return plan;
      plan_options.time_ms = std::min(plan_options.time_ms, left);
    }
    cc::SoloRaceResult foreseen = cc::solve_solo_race(s, me, plan_options);
    return foreseen.moves.empty() ? plan : foreseen;
  }

  std::optional<Decision> self_race_move(const State& s, const PositionHistory& history,
                                         const SearchLimits& limits) {
    SearchControl control = cc::decision_control(*this, limits, kRacerFallback.time_ms);
    cc::SelfRaceOptions self_options;
    self_options.now_weight = options_.self_now;
    self_options.lag_weight = options_.self_lag;
    self_options.lag_pieces = options_.self_rear;
    self_options.foresee_replies = options_.self_foresee;
    set_shared_race_options(self_options, s, history, control);
    const cc::SelfRaceChoice choice = cc::choose_self_race_move(s, self_options);
    if (!choice.move) return std::nullopt;
    // Score: higher is better for the viewer.
    return one_move_decision(s, *choice.move, -choice.score, choice.positions, 2, control);
  }

  Decision search_move(const State& s, const PositionHistory& history, const SearchLimits& limits,
                       SearchObserver* observer) {
    const ChineseCheckersEvaluation eval = evaluation();
    const StopCheck stop = [this] { return stop_requested(); };
    const SearchResult<State> result =
        s.num_players() == 2 ? alpha_beta_.search(s, history, limits, eval, observer, stop)
                             : best_reply_.search(s, history, limits, eval, observer, stop);
    return to_decision(s, result);
  }

  ChineseCheckersEvaluation evaluation() const {
    std::lock_guard<std::mutex> lock(mutex_);
    return ChineseCheckersEvaluation(weights_);
  }

  static SearchLimits remaining(SearchLimits limits, SearchControl::Clock::time_point start) {
    if (limits.time_ms <= 0) return limits;
    const auto spent =
        std::chrono::duration_cast<std::chrono::milliseconds>(SearchControl::Clock::now() - start)
            .count();
    limits.time_ms = std::max<std::int64_t>(1, limits.time_ms - spent);
    return limits;
  }

  RacerOptions options_;
  mutable std::mutex mutex_;
  WeightSet weights_;
  std::string spec_;
  AlphaBetaSearch<State> alpha_beta_;
  BestReplySearch<State> best_reply_;
};

Result<std::unique_ptr<Agent>> make_racer(const OptionMap& options) {
  using R = Result<std::unique_ptr<Agent>>;
  OptionReader reader(options, "agent cc-racer");
  RacerOptions o;
  o.race_width = reader.get_int("race_width", o.race_width, 1, 100000);
  o.race_from = reader.get_int("race_from", o.race_from, 0, 200);
  o.race_share = reader.get_double("race_share", o.race_share, 0.05, 1.0);
  o.self_players = reader.get_int("self_players", o.self_players, 2, 7);
  o.self_now = reader.get_double("self_now", o.self_now, 0.0, 100.0);
  o.self_lag = reader.get_double("self_lag", o.self_lag, 0.0, 100.0);
  o.self_rear = reader.get_int("self_rear", o.self_rear, 0, 10);
  o.self_until = reader.get_int("self_until", o.self_until, 0, 200);
  o.self_foresee = reader.get_int("self_foresee", o.self_foresee, 0, 1) != 0;
  o.forecast = reader.get_int("forecast", o.forecast, 0, 60);
  o.forecast_samples = reader.get_int("forecast_samples", o.forecast_samples, 0, 64);
  o.rival_goal_cost = reader.get_int("rival_goal_cost", o.rival_goal_cost, 0, 100);
  o.loop_players = reader.get_int("loop_players", o.loop_players, 2, 7);
  o.loop_width = reader.get_int("loop_width", o.loop_width, 1, 10000);
  o.loop_samples = reader.get_int("loop_samples", o.loop_samples, 1, 64);
  o.loop_candidates = reader.get_int("loop_candidates", o.loop_candidates, 1, 64);
  o.loop_moves = reader.get_int("loop_moves", o.loop_moves, 1, 100);
  auto limits = read_agent_limits(reader);
  if (!limits) return R::failure(limits.error());
  o.limits = *limits;
  WeightSet weights(&ChineseCheckersEvaluation::weight_specs());
  for (const auto& [key, value] : options) {
    if (key.rfind("weight.", 0) != 0) continue;
    const std::string name = key.substr(7);
    const double v = reader.get_double(key, 0, -1e9, 1e9);
    if (auto ok = weights.set(name, v); !ok) return R::failure("agent cc-racer: " + ok.error());
  }
  if (auto ok = reader.finish(); !ok) return R::failure(ok.error());
  std::string spec = "cc-racer";
  if (!options.empty()) spec += " " + format_options(options);
  return std::unique_ptr<Agent>(std::make_unique<ChineseCheckersRacer>(o, weights, spec));
}

std::vector<OptionSpec> racer_option_specs() {
  std::vector<OptionSpec> specs = {
      {"race_width", "200", "beam width of the race planner"},
      {"race_from", "30", "3+ players: goal distance (hex steps) at which racing starts"},
      {"race_share", "0.5", "share of the move time the race planner may use"},
      {"self_players", "4",
       "with this many players or more (7: never), race for itself "
       "(two own moves, others standing) before the race phase"},
      {"self_now", "0.5", "self race: weight of the goal distance after the move now"},
      {"self_lag", "1.0", "self race: weight of the rearmost pieces' rows to go"},
      {"self_rear", "3", "self race: how many of the rearmost pieces the lag counts (summed)"},
      {"self_until", "70",
       "self race: goal distance at which the race planner takes over "
       "(instead of race_from)"},
      {"self_foresee", "1",
       "self race: 1 = the follow-up move meets the others where their forecast replies take "
       "them (each racing greedily), 0 = where they stand"},
      {"forecast", "20",
       "3+ players: rounds of the others' moves the race planner foresees, each racing "
       "greedily (0: it sees them standing still)"},
      {"forecast_samples", "11",
       "3+ players: the forecast is made this many times with the others' equal moves drawn "
       "at random, and the planner meets the others where most of them put them (0: one "
       "forecast, equal moves resolved to the first)"},
      {"rival_goal_cost", "4",
       "3+ players: cost, in goal-distance steps, of each own piece standing in another "
       "racing player's goal, in the self race and the planners (a piece there helps that "
       "player finish: every piece in a goal fills it)"},
      {"loop_players", "4",
       "with this many players or more (7: never), the race phase plans with the others "
       "answering every own move (closed loop) instead of against one forecast"},
      {"loop_width", "24", "closed-loop planner: sets kept after each own move"},
      {"loop_samples", "4",
       "closed-loop planner: plans made with different draws of the others' equal moves"},
      {"loop_candidates", "4",
       "closed-loop planner: first moves (the most frequent of the samples' plans) compared "
       "against every sample's draws"},
      {"loop_moves", "24", "closed-loop planner: plan horizon in own moves"},
  };
  for (auto& s : limit_option_specs(kRacerFallback)) specs.push_back(s);
  specs.push_back(weight_option_spec());
  return specs;
}

const AgentRegistration kRacerRegistration{
    AgentInfo{"cc-racer",
              "Chinese Checkers: alpha-beta (2 players), best-reply search (3) or, with 4+, a "
              "race for itself foreseeing the others' moves; once the race phase starts, a "
              "solo-race planner against the others' forecast moves (2-3 players) or plans in "
              "which the others answer every own move (4+)",
              {"chinese-checkers"},
              racer_option_specs(),
              make_racer}};

}  // namespace
}  // namespace bl
