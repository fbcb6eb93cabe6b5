// The generic agents through the registry, on the three real games: every agent takes a win
// in one and every searching agent blocks a loss in one (greedy looks one ply ahead only,
// so it is held to wins). The good moves of each position are found by brute force here,
// so the positions can be built simply. Also: the registry lists the agents with their
// options, specs round-trip, bad options are refused, weights reach the evaluation, stop()
// is prompt and node-limited decisions repeat.
#include <gtest/gtest.h>

#include <atomic>
#include <thread>

#include "ai/agent_registry.h"
#include "ai/agents/all_search_traits.h"
#include "ai/agents/alpha_beta_config.h"
#include "ai/agents/weighted_agent.h"
#include "core/any_game/any_game.h"

namespace bl {
namespace {

// ---- Brute force ------------------------------------------------------------------------

template <GameState S>
bool mover_won(const S& after, int mover) {
  if (after.is_terminal()) return after.outcome().winner() == mover;
  if constexpr (requires { after.is_finished(mover); }) return after.is_finished(mover);
  return false;
}

// The moves after which the mover has won.
template <GameState S>
std::vector<AnyMove> winning_moves(const S& s) {
  std::vector<AnyMove> out;
  typename S::MoveBuffer buf;
  const int n = s.legal_moves(buf);
  const int mover = s.current_player();
  for (int i = 0; i < n; ++i) {
    S after = s;
    after.apply(buf[i]);
    if (mover_won(after, mover)) out.push_back(AnyMove{s.move_cells(buf[i])});
  }
  return out;
}

// The moves after which the next player has no win in one.
template <GameState S>
std::vector<AnyMove> safe_moves(const S& s) {
  std::vector<AnyMove> out;
  typename S::MoveBuffer buf;
  const int n = s.legal_moves(buf);
  for (int i = 0; i < n; ++i) {
    S after = s;
    after.apply(buf[i]);
    if (after.is_terminal() || winning_moves(after).empty())
      out.push_back(AnyMove{s.move_cells(buf[i])});
  }
  return out;
}

int count_legal(const AnyGame& g) { return int(g.legal_moves().size()); }

bool contains(const std::vector<AnyMove>& moves, const AnyMove& m) {
  return std::find(moves.begin(), moves.end(), m) != moves.end();
}

// ---- Positions --------------------------------------------------------------------------

// Player 0 has nine pieces in its goal and the tenth next to the empty goal hole.
ChineseCheckersState cc_win_in_one(int players) {
  ChineseCheckersRules rules;
  rules.players = players;
  ChineseCheckersState s(rules);
  s.clear_board();
  for (int p = 1; p < players; ++p) {
    // An opponent whose home is player 0's goal stands in its own goal instead.
    const bool home_is_our_goal = s.home_point(p) == s.goal_point(0);
    for (Bitboard121 cells = home_is_our_goal ? s.goal_cells(p) : s.home_cells(p); cells.any();)
      s.place_piece(cells.pop_lowest(), p);
  }
  const Bitboard121 goal = s.goal_cells(0);
  int hole = -1, outside = -1;
  for (Bitboard121 cells = goal; cells.any() && hole < 0;) {
    const int c = cells.pop_lowest();
    if (s.steps_to_goal(0, c) != 3) continue;
    for (int d = 0; d < star::kNumDirections && hole < 0; ++d) {
      const int n = star::kStar.links[c].neighbour[d];
      if (n != star::kOffBoard && !goal.test(n) && s.owner(n) == kNoPlayer) {
        hole = c;
        outside = n;
      }
    }
  }
  for (Bitboard121 cells = goal; cells.any();) {
    const int c = cells.pop_lowest();
    if (c != hole) s.place_piece(c, 0);
  }
  s.place_piece(outside, 0);
  s.set_player_to_move(0);
  return s;
}

// Two players, player 0 to move. Player 1 has nine pieces in its goal; its tenth can hop
// over a piece of player 0 into the empty goal hole. Player 0 must move that piece away.
ChineseCheckersState cc_block_loss_in_one() {
  ChineseCheckersState s;
  s.clear_board();
  const Bitboard121 goal = s.goal_cells(1);
  int hole = -1, bridge = -1, hopper = -1;
  for (Bitboard121 cells = goal; cells.any() && hole < 0;) {
    const int c = cells.pop_lowest();
    if (s.steps_to_goal(1, c) != 3) continue;
    for (int d = 0; d < star::kNumDirections && hole < 0; ++d) {
      const int b = star::kStar.links[c].neighbour[d];
      const int h = star::kStar.links[c].landing[d];
      if (b == star::kOffBoard || h == star::kOffBoard || goal.test(b) || goal.test(h)) continue;
      hole = c;
      bridge = b;
      hopper = h;
    }
  }
  for (Bitboard121 cells = goal; cells.any();) {
    const int c = cells.pop_lowest();
    if (c != hole) s.place_piece(c, 1);
  }
  s.place_piece(hopper, 1);
  s.place_piece(bridge, 0);
  // Player 0's other pieces wait in its goal, one hole left empty, far from the action.
  int placed = 0;
  for (Bitboard121 cells = s.goal_cells(0); cells.any() && placed < 9; ++placed)
    s.place_piece(cells.pop_lowest(), 0);
  s.set_player_to_move(0);
  return s;
}

GomokuState gomoku_with(const std::vector<std::pair<int, int>>& black,
                        const std::vector<std::pair<int, int>>& white) {
  GomokuState s;
  for (auto [x, y] : black) s.edit_stone(s.grid().cell(x, y), 0);
  for (auto [x, y] : white) s.edit_stone(s.grid().cell(x, y), 1);
  s.edit_player_to_move(0);
  return s;
}

// Black to move has four in a row, open at both ends.
GomokuState gomoku_win_in_one() {
  return gomoku_with({{5, 7}, {6, 7}, {7, 7}, {8, 7}}, {{1, 1}, {13, 1}, {1, 13}, {13, 13}});
}

// White has four in a row with one end blocked; black must take the other end.
GomokuState gomoku_block_loss_in_one() {
  return gomoku_with({{5, 9}, {1, 1}, {13, 1}, {1, 13}}, {{6, 9}, {7, 9}, {8, 9}, {9, 9}});
}

// NoGo positions are found along seeded random games on a 5x5 board: the first position
// where some moves win at once and others do not, and the first where the mover cannot win
// at once but some of its moves let the opponent win at once and others do not.
std::pair<NoGoState, NoGoState> nogo_positions() {
  std::optional<NoGoState> win, block;
  std::uint64_t seed = 12345;
  while (!win || !block) {
    NoGoRules rules;
    rules.size = 5;
    NoGoState s(rules);
    NoGoState::MoveBuffer buf;
    while (!s.is_terminal()) {
      const int n = s.legal_moves(buf);
      const int wins = int(winning_moves(s).size());
      if (!win && wins > 0 && wins < n) win = s;
      if (!block && wins == 0) {
        const int safe = int(safe_moves(s).size());
        if (safe > 0 && safe < n) block = s;
      }
      seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
      s.apply(buf[(seed >> 33) % std::uint64_t(n)]);
    }
  }
  return {*win, *block};
}

// ---- The agents -------------------------------------------------------------------------

struct AgentCase {
  std::string spec;
  SearchLimits limits;
  bool blocks = true;  // greedy only looks one ply ahead
};

SearchLimits depth(int d) {
  SearchLimits l;
  l.max_depth = d;
  return l;
}
SearchLimits nodes(std::uint64_t n) {
  SearchLimits l;
  l.max_nodes = n;
  return l;
}

std::vector<AgentCase> agent_cases() {
  return {{"greedy", {}, false}, {"alphabeta", depth(3)}, {"paranoid", depth(3)},
          {"maxn", depth(3)},    {"brs", depth(3)},       {"mcts seed=3", nodes(4000)}};
}

AnyGame any(const auto& state) { return AnyGame(AnyGame::Variant(state)); }

void expect_wins(const AnyGame& game, const std::vector<AnyMove>& good, const std::string& what) {
  ASSERT_FALSE(good.empty()) << what;
  ASSERT_LT(int(good.size()), count_legal(game)) << what << ": every move wins";
  for (const auto& c : agent_cases()) {
    auto agent = make_agent(c.spec);
    ASSERT_TRUE(agent.ok()) << agent.error();
    const Decision d = agent.value()->decide(game, {}, c.limits, nullptr);
    EXPECT_TRUE(contains(good, d.move))
        << c.spec << " misses the win in " << what << ": played " << d.notation;
    EXPECT_GT(d.score, 0.0) << c.spec << " in " << what;
  }
}

void expect_blocks(const AnyGame& game, const std::vector<AnyMove>& safe, const std::string& what) {
  ASSERT_FALSE(safe.empty()) << what;
  ASSERT_LT(int(safe.size()), count_legal(game)) << what << ": no move loses";
  for (const auto& c : agent_cases()) {
    if (!c.blocks) continue;
    auto agent = make_agent(c.spec);
    ASSERT_TRUE(agent.ok()) << agent.error();
    const Decision d = agent.value()->decide(game, {}, c.limits, nullptr);
    EXPECT_TRUE(contains(safe, d.move))
        << c.spec << " does not block in " << what << ": played " << d.notation;
  }
}

TEST(Agents, TakeAWinInOneInEveryGame) {
  for (int players : {2, 3, 6}) {
    const auto s = cc_win_in_one(players);
    expect_wins(any(s), winning_moves(s),
                "chinese checkers, " + std::to_string(players) + " players");
  }
  expect_wins(any(gomoku_win_in_one()), winning_moves(gomoku_win_in_one()), "gomoku");
  const auto nogo = nogo_positions().first;
  expect_wins(any(nogo), winning_moves(nogo), "nogo");
}

TEST(Agents, BlockALossInOneInEveryGame) {
  const auto cc = cc_block_loss_in_one();
  expect_blocks(any(cc), safe_moves(cc), "chinese checkers");
  expect_blocks(any(gomoku_block_loss_in_one()), safe_moves(gomoku_block_loss_in_one()), "gomoku");
  const auto nogo = nogo_positions().second;
  expect_blocks(any(nogo), safe_moves(nogo), "nogo");
}

// ---- Registry, options, weights, limits ----------------------------------------------------

TEST(Agents, AreRegisteredWithDocumentedOptions) {
  for (const char* name : {"greedy", "alphabeta", "mcts", "paranoid", "maxn", "brs"}) {
    const AgentInfo* info = AgentRegistry::instance().find(name);
    ASSERT_NE(info, nullptr) << name;
    EXPECT_TRUE(info->games.empty()) << name << " plays every game";
    EXPECT_FALSE(info->summary.empty());
    for (const auto& o : info->options) EXPECT_FALSE(o.meaning.empty()) << name << " " << o.name;
    auto has = [&](const std::string& option) {
      return std::any_of(info->options.begin(), info->options.end(),
                         [&](const OptionSpec& o) { return o.name == option; });
    };
    EXPECT_TRUE(has("time") && has("depth") && has("nodes") && has("weight.<name>")) << name;
  }
  const std::string help = AgentRegistry::instance().describe();
  EXPECT_NE(help.find("tt_mb"), std::string::npos);
  EXPECT_NE(help.find("rave"), std::string::npos);
}

TEST(Agents, SpecsRoundTripAndBadOptionsAreRefused) {
  auto a = make_agent("alphabeta depth=5 tt_mb=8 time=100ms");
  ASSERT_TRUE(a.ok()) << a.error();
  EXPECT_EQ(a.value()->spec(), "alphabeta depth=5 time=100ms tt_mb=8");
  EXPECT_TRUE(make_agent(a.value()->spec()).ok());
  EXPECT_TRUE(make_agent("mcts playouts=200 c=1.2 rave=0 time=2s").ok());

  const auto error = [](const char* spec) {
    auto r = make_agent(spec);
    return r.ok() ? std::string("accepted") : r.error();
  };
  EXPECT_NE(error("alphabeta depth=x").find("depth"), std::string::npos);
  EXPECT_NE(error("alphabeta time=soon").find("time"), std::string::npos);
  EXPECT_NE(error("alphabeta colour=red").find("colour"), std::string::npos);
  EXPECT_NE(error("mcts c=-1").find("'c'"), std::string::npos);
  EXPECT_NE(error("alphabeta start_share=-0.5").find("start_share"), std::string::npos);
  EXPECT_NE(error("alphabeta start_share=1.5").find("start_share"), std::string::npos);
  EXPECT_TRUE(make_agent("alphabeta start_share=0.9").ok());
  EXPECT_NE(error("greedy weight.no_such_weight=1").find("no_such_weight"), std::string::npos);
  EXPECT_NE(error("greedy weight.x=abc").find("weight.x"), std::string::npos);
}

TEST(Agents, WeightsAreReadWhenASearchStartsAndChangeTheEvaluation) {
  auto made = make_agent("greedy");
  ASSERT_TRUE(made.ok());
  Agent& agent = *made.value();
  WeightedAgent* weighted = as_weighted(&agent);
  ASSERT_NE(weighted, nullptr);
  EXPECT_EQ(weighted->weighted_games().size(), 3u);
  EXPECT_FALSE(weighted->weights("chess").has_value());

  // Greedy's score is the evaluation after its move: scaling every weight of the
  // Chinese Checkers evaluation by 0 makes it 0.
  const AnyGame game = AnyGame::create("chinese-checkers", {}).value();
  const Decision before = agent.decide(game, {}, {}, nullptr);
  ASSERT_NE(before.score, 0.0);
  WeightSet zero = *weighted->weights("cc");
  for (const auto& spec : zero.specs())
    ASSERT_TRUE(zero.set(spec.name, std::clamp(0.0, spec.min, spec.max)).ok());
  ASSERT_TRUE(weighted->set_weights("chinese-checkers", zero).ok());
  EXPECT_EQ(*weighted->weights("chinese-checkers"), zero);
  const Decision after = agent.decide(game, {}, {}, nullptr);
  EXPECT_NE(after.score, before.score);

  // A set of another evaluator is refused.
  EXPECT_FALSE(weighted->set_weights("gomoku", zero).ok());
  // And the options form reaches the same weights.
  const std::string name = zero.specs().front().name;
  auto with_option =
      make_agent("alphabeta weight." + name + "=" + std::to_string(zero.specs().front().max));
  ASSERT_TRUE(with_option.ok()) << with_option.error();
  EXPECT_DOUBLE_EQ(as_weighted(with_option.value().get())->weights("cc")->get(name),
                   zero.specs().front().max);
}

// The alpha-beta options `options` spell, which must be valid.
AlphaBetaConfig config(const OptionMap& options) {
  OptionReader reader(options, "alphabeta");
  const AlphaBetaConfig c = AlphaBetaConfig::read(reader);
  EXPECT_TRUE(reader.finish().ok());
  return c;
}

bool config_is_valid(const OptionMap& options) {
  OptionReader reader(options, "alphabeta");  // it keeps a reference to the map
  AlphaBetaConfig::read(reader);
  return reader.finish().ok();
}

// lmr=game (the default) takes each game's own reductions: Gomoku's measured ones, none
// elsewhere; a number applies to every game.
TEST(Agents, LateMoveReductionsDefaultToTheGamesOwn) {
  const AlphaBetaConfig by_game = config({});
  EXPECT_EQ(by_game.options<GomokuState>().lmr, 2);
  EXPECT_EQ(by_game.options<NoGoState>().lmr, 0);
  EXPECT_EQ(by_game.options<ChineseCheckersState>().lmr, 0);
  const AlphaBetaConfig one = config({{"lmr", "1"}});
  EXPECT_EQ(one.options<GomokuState>().lmr, 1);
  EXPECT_EQ(one.options<NoGoState>().lmr, 1);
  EXPECT_EQ(config({{"lmr", "0"}}).options<GomokuState>().lmr, 0);
  EXPECT_FALSE(config_is_valid({{"lmr", "3"}}));
}

// futility_depth=game (the default) takes each game's own futility pruning: Gomoku's
// measured three plies, none elsewhere; a number applies to every game, up to 6 plies.
TEST(Agents, FutilityPruningDefaultsToTheGamesOwn) {
  const AlphaBetaConfig by_game = config({});
  EXPECT_EQ(by_game.options<GomokuState>().futility_depth, 3);
  EXPECT_EQ(by_game.options<NoGoState>().futility_depth, 0);
  EXPECT_EQ(by_game.options<ChineseCheckersState>().futility_depth, 0);
  EXPECT_DOUBLE_EQ(by_game.options<GomokuState>().futility_margin, 100);
  const AlphaBetaConfig two = config({{"futility_depth", "2"}, {"futility_margin", "150"}});
  EXPECT_EQ(two.options<GomokuState>().futility_depth, 2);
  EXPECT_EQ(two.options<NoGoState>().futility_depth, 2);
  EXPECT_DOUBLE_EQ(two.options<NoGoState>().futility_margin, 150);
  EXPECT_EQ(config({{"futility_depth", "game"}}).options<ChineseCheckersState>().futility_depth, 0);
  EXPECT_FALSE(config_is_valid({{"futility_depth", "7"}}));
  EXPECT_FALSE(config_is_valid({{"futility_depth", "-1"}}));
}

// Internal iterative reductions are off unless asked for; ProbCut is each game's own
// (Gomoku's measured five plies, none elsewhere) unless told.
TEST(Agents, ProbCutDefaultsToTheGamesOwnAndIterativeReductionsToOff) {
  const AlphaBetaConfig by_default = config({});
  EXPECT_EQ(by_default.options<GomokuState>().iir_depth, 0);
  EXPECT_EQ(by_default.options<GomokuState>().probcut_depth, 5);
  EXPECT_DOUBLE_EQ(by_default.options<GomokuState>().probcut_margin, 100);
  EXPECT_EQ(by_default.options<NoGoState>().probcut_depth, 0);
  EXPECT_EQ(by_default.options<ChineseCheckersState>().probcut_depth, 0);
  EXPECT_EQ(config({{"probcut_depth", "0"}}).options<GomokuState>().probcut_depth, 0);
  EXPECT_FALSE(config_is_valid({{"probcut_depth", "13"}}));
  const AlphaBetaConfig on = config({{"iir_depth", "4"},
                                     {"probcut_depth", "5"},
                                     {"probcut_margin", "150"},
                                     {"probcut_moves", "2"},
                                     {"probcut_reduction", "4"},
                                     {"probcut_quiet", "1"}});
  const auto o = on.options<NoGoState>();
  EXPECT_EQ(o.iir_depth, 4);
  EXPECT_EQ(o.probcut_depth, 5);
  EXPECT_DOUBLE_EQ(o.probcut_margin, 150);
  EXPECT_EQ(o.probcut_moves, 2);
  EXPECT_EQ(o.probcut_reduction, 4);
  EXPECT_EQ(by_default.options<GomokuState>().probcut_reduction, 3);
  EXPECT_FALSE(config_is_valid({{"probcut_reduction", "0"}}));
  EXPECT_TRUE(o.probcut_quiet_only);
  EXPECT_FALSE(by_default.options<GomokuState>().probcut_quiet_only);
  EXPECT_FALSE(config_is_valid({{"probcut_moves", "0"}}));
  EXPECT_FALSE(config_is_valid({{"probcut_margin", "-1"}}));
}

// window_parity=game (the default) centres Gomoku's aspiration windows two iterations back,
// and no other game's; 0 and 1 apply to every game.
TEST(Agents, SameParityWindowsDefaultToTheGamesOwn) {
  const AlphaBetaConfig by_game = config({});
  EXPECT_TRUE(by_game.options<GomokuState>().aspiration_same_parity);
  EXPECT_FALSE(by_game.options<NoGoState>().aspiration_same_parity);
  EXPECT_FALSE(by_game.options<ChineseCheckersState>().aspiration_same_parity);
  EXPECT_TRUE(config({{"window_parity", "1"}}).options<NoGoState>().aspiration_same_parity);
  EXPECT_FALSE(config({{"window_parity", "0"}}).options<GomokuState>().aspiration_same_parity);
  EXPECT_FALSE(config_is_valid({{"window_parity", "2"}}));
}

// start_share=0 (the default) takes each game's own share of the move's time past which no
// iteration starts: Gomoku iterates to the end of its time, the others stop at half; any
// other share applies to every game.
TEST(Agents, IterationStartShareDefaultsToTheGamesOwn) {
  const AlphaBetaConfig by_game = config({});
  EXPECT_DOUBLE_EQ(by_game.options<GomokuState>().iteration_start_share, 1.0);
  EXPECT_DOUBLE_EQ(by_game.options<NoGoState>().iteration_start_share, 0.5);
  EXPECT_DOUBLE_EQ(by_game.options<ChineseCheckersState>().iteration_start_share, 0.5);
  EXPECT_DOUBLE_EQ(config({{"start_share", "0"}}).options<GomokuState>().iteration_start_share,
                   1.0);
  const AlphaBetaConfig set = config({{"start_share", "0.7"}});
  EXPECT_DOUBLE_EQ(set.options<GomokuState>().iteration_start_share, 0.7);
  EXPECT_DOUBLE_EQ(set.options<NoGoState>().iteration_start_share, 0.7);
  EXPECT_FALSE(config_is_valid({{"start_share", "1.5"}}));
}

TEST(Agents, NodeLimitedDecisionsRepeat) {
  const AnyGame game = AnyGame::create("gomoku", {}).value();
  for (const char* spec : {"alphabeta", "mcts seed=9", "maxn", "brs"}) {
    const auto a = make_agent(spec).value()->decide(game, {}, nodes(3000), nullptr);
    const auto b = make_agent(spec).value()->decide(game, {}, nodes(3000), nullptr);
    EXPECT_EQ(a.move, b.move) << spec;
    EXPECT_EQ(a.stats.nodes, b.stats.nodes) << spec;
    EXPECT_EQ(a.score, b.score) << spec;
  }
}

// A few moves into each game, so that no search has a single move to consider.
AnyGame opening(const char* game_name) {
  AnyGame game = AnyGame::create(game_name, {}).value();
  for (int i = 0; i < 4; ++i) EXPECT_TRUE(game.play(game.legal_moves()[7 * i + 3]).ok());
  return game;
}

TEST(Agents, StopFromAnotherThreadEndsEverySearchWithALegalMove) {
  // How fast the answer comes is measured by `bench stop`, not here.
  for (const char* game_name : {"chinese-checkers", "gomoku", "nogo"}) {
    std::vector<std::string> specs{"alphabeta", "mcts", "maxn", "brs"};
    if (std::string(game_name) == "chinese-checkers") specs.push_back("cc-racer");
    for (const auto& spec : specs) {
      const AnyGame game = opening(game_name);
      auto agent = make_agent(spec).value();
      SearchLimits l;
      l.time_ms = 60000;
      Decision d;
      std::atomic<bool> done{false};
      std::thread worker([&] {
        d = agent->decide(game, {}, l, nullptr);
        done = true;
      });
      // Asked again until it answers: a request made before decide() starts is forgotten.
      while (!done) {
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
        agent->stop();
      }
      worker.join();
      EXPECT_TRUE(d.stopped) << spec << " " << game_name;
      EXPECT_TRUE(game.is_legal(d.move)) << spec << " " << game_name;
    }
  }
}

}  // namespace
}  // namespace bl
