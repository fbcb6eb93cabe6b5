// Tuning against another program: the tuned agent's seat carries its weights, each side of
// an iteration plays the iteration's opening with both colours against the engine, and the
// tune command runs, checkpoints and refuses a broken engine in one line.
#include "tools/tune/engine_opponent.h"

#include <gtest/gtest.h>

#include <filesystem>

#include "ai/agent_registry.h"
#include "ai/agents/weighted_agent.h"
#include "ai/tuning/tuning_checkpoint.h"
#include "core/records/atomic_file.h"
#include "tests/program_path.h"
#include "tests/temp_folder.h"
#include "tests/tools/tune/tune_test_util.h"
#include "tools/tune/tune_command.h"

namespace bl {
namespace {

// Our own Gomocup brain as the other program: a separate process spoken to through the
// protocol, as Rapfi is.
std::string brain(const std::string& agent) {
  return "gomocup[name=Brain]:" + test::bin("pbrain-boardlab") + " --agent '" + agent + "'";
}

// Small solver budgets keep the games short: the root's threat solvers, not the node
// budget, take most of a small search's time.
TuningPlan gomoku_plan(const std::string& opponent, std::uint64_t nodes,
                       std::vector<std::string> weights = {"own_open_three", "opp_open_three",
                                                           "own_four_three"}) {
  TuningSetup setup;
  setup.game = "gomoku";
  setup.agent = "alphabeta solver_nodes=1000";
  setup.opponent = opponent;
  setup.weights = std::move(weights);
  setup.limits.per_move.max_nodes = nodes;
  setup.opening_plies = 2;
  auto plan = plan_tuning(setup, [](const std::string&) { return Status{}; });
  EXPECT_TRUE(plan.ok()) << plan.error();
  return plan.value();
}

TEST(EngineOpponent, TellsProgramsFromAgents) {
  EXPECT_TRUE(is_engine_opponent("gomocup:./pbrain-rapfi"));
  EXPECT_TRUE(is_engine_opponent("gtp[name=GNU Go]:gnugo --mode gtp"));
  EXPECT_TRUE(is_engine_opponent("gomocup[name=x"));  // malformed, but meant as a program
  EXPECT_FALSE(is_engine_opponent("alphabeta nodes=200"));
  EXPECT_FALSE(is_engine_opponent(""));
}

TEST(EngineOpponent, TheTunedSeatCarriesTheNodeBudgetAndTheWeights) {
  const TuningPlan plan = gomoku_plan(brain("random"), 1234);
  const std::string spec = tuned_agent_spec(plan, {123.5, 7.25, 401}, 7);
  EXPECT_NE(spec.find("nodes=1234"), std::string::npos) << spec;
  auto agent = make_agent(spec);
  ASSERT_TRUE(agent.ok()) << agent.error();
  const WeightedAgent* weighted = as_weighted(agent->get());
  ASSERT_NE(weighted, nullptr);
  const WeightSet weights = weighted->weights("gomoku").value();
  EXPECT_EQ(weights[std::size_t(weights.index_of("own_open_three"))], 123.5);
  EXPECT_EQ(weights[std::size_t(weights.index_of("opp_open_three"))], 7.25);
  EXPECT_EQ(weights[std::size_t(weights.index_of("own_four_three"))], 401);
  // The untuned weights stay the agent's own.
  EXPECT_EQ(weights[std::size_t(weights.index_of("own_five"))],
            plan.base[std::size_t(plan.base.index_of("own_five"))]);
}

TEST(EngineOpponent, TheTunedSeatCarriesTheTunedOptions) {
  TuningSetup setup;
  setup.game = "gomoku";
  setup.agent = "alphabeta solver_nodes=1000 unforced_moves=12";
  setup.opponent = brain("random");
  setup.weights = {"own_open_three"};
  setup.options = parse_option_ranges("lmr_divisor=1..3,unforced_moves=6..16").value();
  setup.limits.per_move.max_nodes = 500;
  auto plan = plan_tuning(setup, [](const std::string&) { return Status{}; });
  ASSERT_TRUE(plan.ok()) << plan.error();
  const std::string spec = tuned_agent_spec(plan.value(), {90, 2.5, 10}, 0);
  auto options = parse_options(spec.substr(spec.find(' ')));
  ASSERT_TRUE(options.ok()) << spec;
  EXPECT_EQ(options->at("lmr_divisor"), "2.5");
  EXPECT_EQ(options->at("unforced_moves"), "10");
  EXPECT_EQ(options->at("solver_nodes"), "1000");
  EXPECT_EQ(options->at("nodes"), "500");
  EXPECT_EQ(options->at("weight.own_open_three"), "90");
  EXPECT_TRUE(make_agent(spec).ok()) << spec;
  // A fraction of a whole-number option goes one way or the other with the pair's seed.
  const std::string up_or_down = tuned_agent_spec(plan.value(), {90, 2.5, 10.5}, 99);
  EXPECT_TRUE(up_or_down.find("unforced_moves=10 ") != std::string::npos ||
              up_or_down.find("unforced_moves=11 ") != std::string::npos)
      << up_or_down;
}

TEST(EngineOpponent, EachSideIsScoredOnItsOwnGamesAgainstTheProgram) {
  // Against a searching brain, sensible weights take more points than weights that see no
  // shape at all (every tuned weight, the threes' and fours' of both sides, at its minimum,
  // 0): the runner must tell them apart. (Three weights alone were not enough once the
  // learnt move policy picked good moves without them.)
  const TuningPlan plan =
      gomoku_plan(brain("alphabeta nodes=200 solver_nodes=1000"), 200,
                  {"own_open_three", "opp_open_three", "own_closed_three", "opp_closed_three",
                   "own_open_four", "opp_open_four", "own_closed_four", "opp_closed_four",
                   "own_four_three", "opp_four_three", "own_double_three", "opp_double_three"});
  std::vector<double> sensible, blind;
  for (const TunedWeight& w : plan.tuned) {
    sensible.push_back(w.start);
    blind.push_back(w.min);
  }
  int problems = 0;
  const PairRunner run =
      engine_pair_runner(plan, EngineSettings{}, nullptr, [&](const std::string&) { ++problems; });
  SpsaPair same{sensible, sensible, 5};
  EXPECT_EQ(run(same), 0);  // deterministic on both sides: the same games twice
  double total = 0;
  for (std::uint64_t seed : {2, 3, 4, 5}) total += run(SpsaPair{sensible, blind, seed});
  EXPECT_GT(total, 0);
  EXPECT_EQ(problems, 0);
}

TEST(EngineOpponent, TheTuneCommandRunsAgainstABrainAndKeepsItInTheCheckpoint) {
  test::TempFolder dir("tune_engine");
  std::filesystem::create_directories(dir.path());
  TuneRequest r;
  r.game = "gomoku";
  r.weights = "own_open_three,opp_open_three";
  r.opponent = brain("random seed=3");
  r.time = "move=2s";
  r.nodes = 100;
  r.games = 8;
  r.threads = 2;
  r.verify = 0;
  r.out = (dir / "g.profile").string();
  const tune_test::CommandRun run =
      tune_test::run_command(run_tune_command, r, static_cast<std::atomic<bool>*>(nullptr));
  ASSERT_EQ(run.code, 0) << run.err;
  EXPECT_NE(run.out.find("against 'gomocup[name=Brain]"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("(2s per move)"), std::string::npos) << run.out;
  EXPECT_EQ(run.err, "");  // no game ended early
  auto checkpoint = parse_checkpoint(read_text_file(r.out + ".spsa", 1 << 20).value());
  ASSERT_TRUE(checkpoint.ok()) << checkpoint.error();
  EXPECT_EQ(checkpoint->setup.opponent, r.opponent);
  EXPECT_EQ(checkpoint->setup.clock.per_move_ms, 2000);
  EXPECT_EQ(checkpoint->done, 2);  // 8 games: 4 a pair (each side both colours)
}

TEST(EngineOpponent, TheBrainIsToldTheMemoryLimit) {
  test::TempFolder dir("tune_memory");
  std::filesystem::create_directories(dir.path());
  const std::string transcript = (dir / "transcript.txt").string();
  TuneRequest r;
  r.game = "gomoku";
  r.agent = "alphabeta solver_nodes=1000";
  r.weights = "own_open_three";
  r.opponent = "gomocup:" + test::bin("arena_fake_engine") + " --protocol gomocup --transcript " +
               transcript;
  r.max_memory_mib = 64;
  r.nodes = 50;
  r.games = 4;
  r.verify = 0;
  const tune_test::CommandRun run =
      tune_test::run_command(run_tune_command, r, static_cast<std::atomic<bool>*>(nullptr));
  ASSERT_EQ(run.code, 0) << run.err;
  const std::string told = read_text_file(transcript, 1 << 20).value();
  EXPECT_NE(told.find("INFO max_memory 67108864"), std::string::npos) << told;
  EXPECT_EQ(told.find("INFO max_memory 367001600"), std::string::npos);  // not the default
}

TEST(EngineOpponent, ABrokenProgramOrClockIsRefusedInOneLine) {
  const auto error_of = [](TuneRequest r) {
    r.game = "gomoku";
    r.games = 4;
    r.verify = 0;
    const tune_test::CommandRun run =
        tune_test::run_command(run_tune_command, r, static_cast<std::atomic<bool>*>(nullptr));
    EXPECT_EQ(run.code, kTuneBadInput) << run.out;
    EXPECT_EQ(std::count(run.err.begin(), run.err.end(), '\n'), 1) << run.err;
    return run.err;
  };
  TuneRequest r;
  r.opponent = "gomocup:/nonexistent/pbrain-nothing";
  EXPECT_NE(error_of(r).find("did not start"), std::string::npos);
  r.opponent = "gomocup[colour=red]:x";
  EXPECT_NE(error_of(r).find("colour"), std::string::npos);
  r.opponent = brain("random");
  r.time = "soon";
  EXPECT_NE(error_of(r).find("--time"), std::string::npos);
  r.opponent.clear();
  r.time = "200ms";
  EXPECT_NE(error_of(r).find("another program"), std::string::npos);
}

}  // namespace
}  // namespace bl
