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
// rearmost pieces (`self_rear`).
// Against five seed001-greedy (6 players, 100 ms per move, --openings 2, first places):
//   self_rear=3 (default): 59.7% over 960 games (seeds 3 5 7 11 13 17 19 23, 120 each),
//     53.5% over 480 games on fresh seeds (101, and 202 with --openings 1: 60 each; 303,
//     404, 505: 120 each); the default seeds without openings (6 distinct games): 66.7%;
//   self_rear=1 (only the rearmost, as before): 55.0% and 52.3% on the same games.
// Analysis of lost games: the racer needs ~34 turns (median) and the best of five greedy
// players ~35, but in ~15% of the games a greedy player finishes in 16-27 turns because
// the opposite army's stragglers still fill its goal; the racer reaches goal distance 40
// after ~18 turns and then needs ~15 more, where a plan with everyone standing still says
// 8 (13 with the stragglers in its goal removed): the stragglers leave and the shape at
// distance 40 is poor. Tried and measured no better: a beam over 3-4 own moves (44% and
// 38% at seed 7), counting others' pieces in the goal as leaving (38-51%), keeping the
// last plan while no longer, handing over at 30/50/80/200, planner width 400.
// Second analysis (records of 480 games at 50 ms, seeds 3..23): of 196 lost games, 54 went
// to a greedy player finishing in <= 28 turns with stragglers in its goal, and in 102 the
// racer was <= 8 steps from its goal; the racer's own stragglers rarely help the opposite
// player (3 of its 48 wins had a racer piece in its goal). The racer finishes after ~33
// turns (mean); it reaches goal distance 40 after ~18 (the lone-army optimum: 17 of 27
// moves) and then needs ~15 where the first plan says ~10: per game, re-plans grow by ~4
// moves in total when a straggler in the goal leaves (two thirds of those present at
// distance 40 leave before the racer finishes) and by ~3.5 when other pieces move (the
// beam is consistent: with nobody else moving, 2 of 853 plans grew). Tried and measured
// no better (first places, 480 games each, vs 59.6-60.0% with the defaults on the same
// seeds, 57.9% on seeds 31..61): planner ranking with the goal distance as if stragglers
// left added (weight 0.5/1/2/3: 59.4-60.4%); a cost for every straggler that could leave
// by its next move, i.e. walling them in (2: 58.8%, 6: 61.7% but 55.4% on fresh seeds,
// 20: 44.8%); plans longer than 3/6 moves replaced by one that does not rely on
// stragglers (55.8%, 59.4%); plan moves after the first ignoring the others outside the
// goal (48.8%: their ladders matter); starting the planner once the holes left free by
// stragglers are within 20/30 steps (58.1%, 49.0%: rear pieces get stranded);
// self_lag=1.5 (54.0%), self_now=1 (63.3%, but 57.9% = default on fresh seeds),
// self_now=2 (56.5%). The defaults at 100 ms, re-measured then: 57.1% over 240 games
// (seeds 3 5 7 11: 50.0 61.7 53.3 63.3%), slowest move 85 ms.
// Foresight (session 5): the others are no longer frozen in the look-ahead. A forecast
// (chinese_checkers_forecast.h: each other player races greedily) moves them: in the self
// race the follow-up move meets them after their replies (`self_foresee`), and the
// planner plans twice, the second time against their forecast positions along its first
// plan (`forecast` rounds). First places, 480 games each at 50 ms (seeds 3..23 / 31..61):
// defaults before 59.6-60.0% / 57.9%; planner forecast 6/12/20/30 rounds 60.6/62.3/63.5/
// 60.4%; self-race foresight alone 64.8%; both (forecast=20, the defaults now) 68.8% /
// 66.5%; with self_now 0.25 or 1: 70.0%, 69.4%; self_until=30: 69.2%. Not kept: modelling
// the goal's owner move by move inside the planner (its stragglers leave by hopping over
// the racer's arriving pieces: 448 of 756 departures from turn 15 on), 60.4% / 58.1%.
// Session 6 (planner 1.7x faster, same plans; defaults at 100 ms: 328/480 = 68.3% on seeds
// 3..23, 332/480 = 69.2% on 31..61): of 480 recorded games, the racer reaches goal distance
// 60/40/20 after 13.1/17.3/23.6 turns (greedy players: 14.6/20.5/28.8; the lone optimum's
// 17 moves to 40 is beaten by ladders), then needs 14.2 turns from 40 where its forecast
// plan says 10.1 (standing others: 9.1; alone, without the others' ladders: 19); from 10 to
// the end slow games (>= 35 turns) need 6.5 turns, fast ones 2.8. The forecast says right
// whether a straggler leaves its goal in the next round 85% of the time (it leaves in 734
// of 1129 predicted departures, stays in 2730 of 2943 predicted stays): the greedy players
// draw among equal moves. Against greedy players that take the first equal move, as the
// forecast does, the racer wins 80.4% (but they are slower: 51.8 turns on average instead
// of 42). Measured no better (first places, 480 games; at 50 ms vs 70.2%: the forecast
// breaking ties towards the rear piece / the front piece, 63.5% / 64.2%; a third plan
// against the forecast along the second, 70.4%; at 100 ms vs 68.3%:) beam 300 or 400 with
// 80% of the time (67.3%, 67.5%); choosing among the plan's move and the 4 nearest moves by
// plans after one round of replies, 2 samples with random ties (64.4%, and over time); the
// self race averaged over 1 or 2 more samples of the replies with random ties (67.9%, 71.7%
// / 67.3% on 31..61: 69.5% over 960 games vs 68.8%); forecast=30 (70.0%); self_until=50 (64.6%);
// taking the plan with the others standing still when the forecast plan is longer than the leader's
// (each other player's own plan, beam 50) and that one is not (66.7% over 960 games). The self
// race's moves take at most ~60 ms of 100 ms (best-reply search: 100-230 ms). A static evaluation
// judges the endgame badly (packing the goal takes planning many moves ahead), which is where the
// planner gains most. Plans never repeat a position of the game; when the planner finds nothing (or
// only a repetition) the search decides.
// Session 7: the planner's forecast is made 11 times with the greedy players' equal moves drawn at
// random (as they draw them) and the planner meets the others where most samples put them
// (`forecast_samples`; 0 = the one forecast with the first equal move). First places at 100 ms
// (seeds 3..23 / 31..61, 480 games each): one forecast 68.3% / 69.2%; 5 samples 69.0% / -;
// 11 samples 71.3% / 70.6% (681/960 = 70.9%); 21 samples 72.1% / 67.7% (69.9%). Measured no
// better (not kept): stricter or looser shares for the others' pieces in the goal (a straggler
// counts as staying when it stays in more than 30% / 70% of the samples: 70.6%, 68.3% vs 71.3%);
// keeping pieces out of rival goals nearly full (a rival's goal with at most 3 holes left without
// the racer's pieces costs 4 per racer piece in it: in 17 of 151 lost games a racer piece that had
// waited there filled the winner's last hole; 71.9% vs 72.1% with 21 samples); the planner seeing,
// for each first move, which stragglers the replies to it let out of the goal (5 samples; 302 of
// 1356 departures from the racer's goal after its 10th turn are made possible by its move just
// before): 70.7% vs 70.9% over 960 games; 30 rounds of forecast instead of 20: 69.8% vs 71.3%.
// Session 8: with 3+ players the self race and the planner keep the army out of the other racing
// players' goals (`rival_goal_cost` per piece standing in one, in goal-distance steps): every
// piece in a goal fills it, so a racer piece waiting in a side point helped its owner finish (24
// of 124 lost games of 480 had one in the winner's goal when it finished; with the cost, 12 of
// 258 lost games of 960). First places at 100 ms (seeds 3..23 / 31..61, 480 games each): cost 0
// 342 / 339 (70.9%); cost 2: 360 / 342 (73.1%); 4 (default): 370 / 342 (74.2%); 8: 366 / 344
// (74.0%); 4 with the own home counted too (it holds the rear of the army): 314 / 339 (68.0%).
// Cost 4 on fresh seeds 67..101 / 103..139: 362 / 358 (75.4%, 74.6%; cost 0 on 67..101: 356).
// Measured no better (960 games, seeds 3..61, vs 712 with cost 4): cells next to rival goals
// costing 1 too (703); self_rear=2 (671); self_until=45 (684); the self race breaking ties
// between equal scores towards the larger row gain now (666) or the smaller (695); the self race
// charging the rows the others' forecast replies gain, 0.5 per row (702). The self race and the
// forecasts now answer a stop request and end at 90% of the move's time: untimed, they let a
// move take up to 148 ms of 100 while the machine was busy compiling.
// Session 9 (measured no better, 960 games on seeds 3..61 vs 712 and 698 for the defaults): the
// self race's lag counting the rearmost pieces' hex steps to the tip instead of rows, so pieces
// stranded at the board's side weigh more (687); self_rear=4 (676); self_now=0.25 (689). 200 ms
// per move instead of 100: 357/480 vs 370/480 on seeds 3..23 (the planner's beam is done well
// within 100 ms; the slowest move at 200 ms took 122 ms). Without --openings the games barely
// vary (greedy players rarely meet equal moves from the symmetric start): one game per seat.
// Session 10 (defaults: 704/960 = 73.3% on seeds 3..61, racer finishing after 30.5 turns on
// average, the best of the five greedy players after 34.6). Of 951 finished games, those in which
// the racer's goal still held others' pieces when it finished were much faster and mostly won (0
// such pieces: 511 games, 33.1 turns, 63% won; 1: 217, 29.3, 85%; 2: 144, 26.5, 92%); at goal
// distance 40 nearly every game has 1-3 there (two thirds the opposite army's), and from then on
// 62% of their departures hop over a racer piece. Measured no better (960 games each, same seeds):
// the planner charging 3 per ladder its pieces give a foreign piece in its goal (665: fewer games
// end with none, 454 instead of 511, but the racer is no faster); a three-own-move self race (the
// 8 best moves by two, each followed by the 5 best next moves, the others' forecast replies in
// between: 627); not handing over to the planner while a piece is 13+ rows from the goal, unless
// within 25 steps (691); planning on two boards from the 11 sampled forecasts, ladders where more
// than 70% of the samples put a piece and walls where more than 30% (665), or 30% / 70% (637);
// the planner's ranking leaving out the rows of as many rearmost pieces as others' pieces fill
// goal holes (they need not arrive while those stay: 682).
// Losses by the racer's seat 0..5: 39 37 37 33 35 58 of 160 (`--openings 2` gives seats 0 and 1
// a random first move, and their opposite players win more often).
// Session 11 (first places, 480 games per seed set: 3..23 / 31..61 / 67..101 / 103..139, where
// the defaults score 362 / 342 / 362 / 358, the last two measured in session 8). Measured no
// better: the self race's follow-up averaged over 8 sets of the others' replies with equal moves
// drawn at random (as the greedy players draw them) instead of the one forecast: 350 / 368 / 353 /
// 364 (1435/1920 = 74.7% vs 74.2%); 16 sets: 361 / 355; 8 sets with self_until=45: 365 / 368 /
// 354 / 360 (75.4%: the fresh seeds undo the first 960 games' gain); the planner's move chosen by
// a vote of plans (beam 50) against 6 single sampled forecasts: 355 (and moves up to 99 ms); the
// self race's lag weight 2 from goal distance 70 on: 357; the planner's ranking plus 2 per row
// its rearmost piece has to go: 344; that term (3 per row) only breaking ties between equal
// rankings: 342; the planner trusting, from forecast round 3 (or 6) on, only the others' pieces
// foreseen in the same hole since then (arrivals dropped, except in its goal): 354 (351); the
// planner's fill distance averaged over the samples' own patterns of others' pieces in its goal
// instead of the majority's (a straggler leaving in 4 of 11 samples fills its hole 7/11): 348 /
// 334. From goal distance 40 on the racer makes about 13 moves: 6.2 hops (4.4 rows each), 5.5
// single steps of pieces outside the goal (4.9 in won games, 7.0 in lost ones) and 1.3 moves
// inside it; neither its plan with the others standing still (8-9 moves) nor a lone race from
// the same pieces (15-25) predicts much of how long it takes.
// Session 12 (first places, 480 games per seed set 3..23 / 31..61, where the defaults score
// 362 / 342). Measured no better: one random opening move for every player (`--openings 6`) instead
// of for seats 0 and 1 only: 350 / 348; the planner ranking a set 3 steps better per foreign piece
// in its goal that has no move left (trapped, it stays and fills its hole): 353 / 333 (games ending
// with no foreign piece in its goal: 50.4%, defaults 53.7%; the racer no faster); the self race
// adding 0.5 per row of jump potential (each own piece's best advance after the move, summed):
// 304 / 296, and subtracting 0.3 per row: 329 / 329; handing over to the planner earlier by 5 (3)
// goal-distance steps per foreign piece in its goal, to use them before they leave: 350 / 344
// (351 / 340). Where the time goes (the defaults' 960 recorded games): the mean goal distance turn
// by turn follows the lone optimum's until distance 40 (turn 17 in both); from there the racer
// needs 13.0 turns, standard deviation 4.0 (to reach 40: 17.5, 1.9), where the lone optimum's shape
// needs 10. Each foreign piece still in its goal when it finishes saves about 3 of those turns
// (from 40 to the end with 0 / 1 / 2 / 3+ left: 15.5 / 11.9 / 9.4 / 6.7 turns, in
// 511 / 217 / 144 / 79 games): after its 8th turn 4.6 foreign pieces per game leave its goal, 93%
// by hops, 60% over a racer piece (74% while its distance is 21-40), 46% as a draw among the greedy
// player's equal best moves. It wins 89% of the games it finishes within 28 turns, 86% at 29-31,
// 68% at 32-33, 60% at 34-35 and 40% later; 26% of its games take 34 or more. Own-piece features
// (distance, rows of the rearmost pieces, pieces in the goal, spread, adjacency, best and summed
// advances, foreign pieces in the goal) explain little of the turns still to go (R^2 0.23 with
// distance and the three rearmost rows, 0.27 with all, at distance 40-80): the others' moves decide
// most of it.
// Session 13 (first places, 480 games on seeds 3..23, where the defaults score 362). Measured no
// better: choosing the self race's move among its 6 best by rollouts to the end (the others as
// greedy racers drawing equal moves at random, the racer by the self race's score one move deep,
// all candidates meeting the same draws; 10-44 rollouts each in the time left): 321; the self race
// counting each foreign piece still in its goal after the forecast replies as 4 steps better (to
// keep the stragglers in): 308, and as 2 (4) steps worse: 358 (318). Where the stragglers'
// fate matters (the defaults' 960 games, from the racer's first turn at goal distance 40 to its
// finish): with two foreign pieces in its goal then, 8.8 turns if both are still there at the end,
// 15.7 if both leave within 4 turns and 16.3 if both leave later; with one, 11.4 / 14.6 / 15.5.
// A straggler leaving early or late costs about the same; one that stays saves 3-4 turns, but
// making the racer keep them in costs more tempo than it saves.
#include <algorithm>
#include <mutex>

#include "ai/agent_registry.h"
#include "ai/agents/agent_options.h"
#include "ai/agents/weighted_agent.h"
#include "ai/chinese_checkers/chinese_checkers_agent_support.h"
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
  int self_until = 40;        // self race: goal distance at which the planner takes over
  bool self_foresee = true;   // self race: the follow-up meets the others' forecast replies
  int forecast = 20;          // 3+ players: rounds of the others' moves the planner foresees
  int forecast_samples = 11;  // the planner's forecast: where most of n sampled forecasts put
                              // the others (0: one forecast, equal moves: the first)
  int rival_goal_cost = 4;    // self race and planner: cost of each own piece in a rival's goal
  AgentLimits limits;         // time/depth/nodes set by the spec
};

constexpr AgentLimits kFallback{1000, 0, 0};
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
    const SearchLimits merged = merge_limits(limits, options_.limits, kFallback);
    if (in_race(*state)) {
      if (auto planned = race_move(*state, history, merged)) return *planned;
    } else if (state->num_players() >= options_.self_players) {
      if (auto own = self_race_move(*state, history, merged)) return *own;
    }
    return search_move(*state, history, remaining(merged, start), observer);
  }

  std::vector<std::string> weighted_games() const override { return {"chinese-checkers"}; }
  std::optional<WeightSet> weights(std::string_view game) const override {
    if (game != "chinese-checkers" && game != "cc") return std::nullopt;
    std::lock_guard<std::mutex> lock(mutex_);
    return weights_;
  }
  Result<bool> set_weights(std::string_view game, const WeightSet& weights) override {
    if (game != "chinese-checkers" && game != "cc")
      return Result<bool>::failure("cc-racer has no weights for game '" + std::string(game) + "'");
    if (&weights.specs() != &ChineseCheckersEvaluation::weight_specs())
      return Result<bool>::failure("these weights belong to another evaluator");
    std::lock_guard<std::mutex> lock(mutex_);
    weights_ = weights;
    return true;
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
    cc::DecisionBudget budget(*this, limits, kFallback.time_ms);
    cc::SoloRaceOptions plan_options;
    plan_options.beam_width = options_.race_width;
    plan_options.max_moves = 60;
    if (limits.time_ms > 0) plan_options.time_ms = options_.race_share * double(limits.time_ms);
    plan_options.stop = [this] { return stop_requested(); };
    const int me = s.current_player();
    plan_options.avoid_cells = cc::rival_goal_cells(s, me);
    plan_options.avoid_cost = options_.rival_goal_cost;
    const cc::SoloRaceResult plan = plan_race(s, plan_options, budget);
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
    Decision d = cc::make_decision(s, plan.moves.front(), score, stats, budget);
    d.root_moves.push_back(cc::root_move_info(s, plan.moves.front(), score));
    d.stopped = stop_requested();
    return d;
  }

  // The planner's plan. With `forecast` rounds (3+ players) it plans twice, each time in
  // half the time: first with the others standing still, to know where its own pieces go,
  // then with the others moving as forecast while its pieces go that way.
  cc::SoloRaceResult plan_race(const State& s, cc::SoloRaceOptions plan_options,
                               const cc::DecisionBudget& budget) const {
    const int me = s.current_player();
    const bool foresee = options_.forecast > 0 && s.num_players() > 2;
    if (foresee) plan_options.time_ms /= 2;
    cc::SoloRaceResult plan = cc::solve_solo_race(s, me, plan_options);
    if (!foresee || plan.moves.empty()) return plan;
    plan_options.others_by_move =
        options_.forecast_samples > 0
            ? cc::likely_boards(cc::sample_forecasts(s, me, plan.moves, options_.forecast,
                                                     options_.forecast_samples, s.hash(),
                                                     [&budget] { return budget.past(kHardShare); }))
            : cc::forecast_others(s, me, plan.moves, options_.forecast);
    // The second plan gets its half of the time unless the first one and the forecasts took
    // so long (a loaded machine) that it would overrun the move: then what is left of it.
    if (budget.time_ms() > 0) {
      const double left = kHardShare * double(budget.time_ms()) - budget.elapsed_ms();
      if (left < 1) return plan;
      plan_options.time_ms = std::min(plan_options.time_ms, left);
    }
    cc::SoloRaceResult foreseen = cc::solve_solo_race(s, me, plan_options);
    return foreseen.moves.empty() ? plan : foreseen;
  }

  std::optional<Decision> self_race_move(const State& s, const PositionHistory& history,
                                         const SearchLimits& limits) {
    cc::DecisionBudget budget(*this, limits, kFallback.time_ms);
    cc::SelfRaceOptions self_options;
    self_options.now_weight = options_.self_now;
    self_options.lag_weight = options_.self_lag;
    self_options.lag_pieces = options_.self_rear;
    self_options.foresee_replies = options_.self_foresee;
    self_options.avoid_cells = cc::rival_goal_cells(s, s.current_player());
    self_options.avoid_cost = options_.rival_goal_cost;
    self_options.excluded = [&](const ChineseCheckersMove& m) {
      return cc::repeats_history(s, m, history);
    };
    self_options.stop = [&budget] { return budget.past(kHardShare); };
    const cc::SelfRaceChoice choice = cc::choose_self_race_move(s, self_options);
    if (!choice.move) return std::nullopt;
    SearchStats stats;
    stats.nodes = choice.positions;
    stats.depth = 2;
    const double score = -choice.score;  // higher is better for the viewer
    Decision d = cc::make_decision(s, *choice.move, score, stats, budget);
    d.root_moves.push_back(cc::root_move_info(s, *choice.move, score));
    d.stopped = stop_requested();
    return d;
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
      {"self_until", "40",
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
       "racing player's goal, in the self race and the planner (a piece there helps that "
       "player finish: every piece in a goal fills it)"},
  };
  for (auto& s : limit_option_specs(kFallback)) specs.push_back(s);
  specs.push_back(weight_option_spec());
  return specs;
}

const AgentRegistration kRegistration{
    AgentInfo{"cc-racer",
              "Chinese Checkers: alpha-beta (2 players), best-reply search (3) or, with 4+, a "
              "race for itself foreseeing the others' moves; a solo-race planner (against the "
              "others' forecast moves) once the race phase starts",
              {"chinese-checkers"},
              racer_option_specs(),
              make_racer}};

}  // namespace
}  // namespace bl
