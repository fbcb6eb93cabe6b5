// alphabeta and paranoid: the generic alpha-beta engine (ai/search/alpha_beta.h) on any
// game. With 3+ players the same engine is the paranoid search, hence two names.
#include <type_traits>

#include "ai/agents/alpha_beta_config.h"
#include "ai/agents/generic_agent.h"
#include "ai/gomoku/gomoku_opening_book.h"

namespace bl {
namespace {

// A move from the opening book, told to the lab as what it is: no search ran now.
SearchResult<GomokuState> book_result(const GomokuState& state, const GomokuBookEntry& entry) {
  SearchResult<GomokuState> result;
  result.best = entry.move;
  result.score = entry.score;
  result.pv = {entry.move};
  result.root_moves = {NativeRootMove<GomokuState>{entry.move, entry.score}};
  result.stats.depth = entry.depth;
  result.stats.selective_depth = entry.depth;
  result.tree.note = "opening book: " + state.move_to_string(entry.move) +
                     ", searched offline to depth " + std::to_string(entry.depth) + " (" +
                     std::to_string(entry.nodes) + " positions)";
  return result;
}

class AlphaBetaAgent : public GenericAgent<AlphaBetaAgent> {
 public:
  AlphaBetaAgent(AgentCommon common, AlphaBetaConfig config)
      : GenericAgent(std::move(common)), config_(config) {}

  template <GameState S, class E>
  SearchResult<S> run(const S& state, const PositionHistory& history, const SearchLimits& limits,
                      const E& evaluation, SearchObserver* observer, const StopCheck& stop) {
    if constexpr (std::is_same_v<S, GomokuState>) {
      if (config_.book)
        if (auto entry = gomoku_built_in_book().lookup(state)) return book_result(state, *entry);
    }
    auto& engine = engines_.get<S>();
    engine.set_options(config_.options<S>());
    return engine.search(state, history, remaining(limits), evaluation, observer, stop);
  }

  void new_game() override {
    engines_.for_each([](auto& engine) { engine.new_game(); });
  }

 private:
  AlphaBetaConfig config_;
  PerGame<AlphaBetaFor> engines_;
};

constexpr AgentLimits kAlphaBetaFallback{1000, 0, 0};

std::vector<OptionSpec> alphabeta_option_specs() {
  auto specs = limit_option_specs(kAlphaBetaFallback);
  for (auto& s : AlphaBetaConfig::specs()) specs.push_back(s);
  specs.push_back(weight_option_spec());
  return specs;
}

AgentInfo info(std::string name, std::string summary) {
  return AgentInfo{
      name,
      std::move(summary),
      {},
      alphabeta_option_specs(),
      generic_agent_factory<AlphaBetaAgent>(name, kAlphaBetaFallback, &AlphaBetaConfig::read)};
}

// alphabeta-v1: the Gomoku engine as it stood when the work towards first-rank strength
// began (issue 22), kept as the yardstick every later step is measured against
// (`arena --sprt`). Every search option and evaluation weight it reads is pinned here, so
// new defaults leave it alone; a change to shared code that would alter its play must come
// behind an option that this list keeps off (tests/ai/gomoku/alphabeta_v1_test.cpp pins its
// decisions).
OptionMap v1_preset() {
  OptionMap preset = {
      {"tt_mb", "16"},
      {"pvs", "1"},
      {"aspiration", "1"},
      {"window", "50"},
      {"window_parity", "0"},
      {"killers", "1"},
      {"history", "1"},
      {"counter_moves", "0"},
      {"history_malus", "0"},
      {"lmr", "0"},
      {"lmr_divisor", "1.5"},
      {"lmr_first_move", "3"},
      {"lmr_min_depth", "3"},
      {"lmr_history", "0"},
      {"lmr_cut_node", "0"},
      {"lmr_answers", "0"},
      {"lmr_pv", "0"},
      {"futility_depth", "0"},
      {"futility_margin", "200"},
      {"iir_depth", "0"},
      {"probcut_depth", "0"},
      {"probcut_margin", "200"},
      {"probcut_moves", "3"},
      {"probcut_reduction", "3"},
      {"probcut_quiet", "0"},
      {"solver_nodes", "30000"},
      {"win_nodes", "0"},
      {"win_share", "0.15"},
      {"moves_share", "0.3"},
      {"moves_after_win", "0"},
      {"inner_solver_nodes", "0"},
      {"inner_solver_depth", "2"},
      {"leaf_solver_nodes", "0"},
      {"forced_replies", "0"},
      {"threat_extension", "0"},
      {"horizon_threats", "0"},
      {"known_results", "0"},
      {"frontier_moves", "0"},
      {"unforced_moves", "0"},
      {"root_unforced_moves", "0"},
      {"reply_checks", "0"},
      {"proof_numbers", "0"},
      {"pn_double_threats", "0"},
      {"unproven_defences", "0"},
      {"defence_cost_ratio", "0"},
      {"policy", "0"},
      {"policy_mass", "0"},
      {"start_share", "0.5"},
      {"fail_low_keeps_order", "0"},
      {"book", "0"},
      {"correction", "0"},
  };
  const std::pair<const char*, const char*> weights[] = {
      {"own_five", "600"},
      {"own_open_four", "280"},
      {"own_closed_four", "60"},
      {"own_open_three", "40"},
      {"own_closed_three", "8"},
      {"own_open_two", "6"},
      {"own_closed_two", "2"},
      {"own_four_three", "500"},
      {"own_double_three", "250"},
      {"opp_five", "450"},
      {"opp_open_four", "300"},
      {"opp_closed_four", "50"},
      {"opp_open_three", "35"},
      {"opp_closed_three", "7"},
      {"opp_open_two", "5"},
      {"opp_closed_two", "2"},
      {"opp_four_three", "500"},
      {"opp_double_three", "300"},
      {"side_to_move", "50"},
      {"decisive_threat", "5000"},
      {"winning_double_threat", "0"},
      {"side_to_move_per_stone", "0"},
  };
  for (const auto& [name, value] : weights) preset[std::string("weight.") + name] = value;
  return preset;
}

AgentInfo v1_info() {
  const OptionMap preset = v1_preset();
  std::vector<OptionSpec> specs = alphabeta_option_specs();
  for (OptionSpec& spec : specs)
    if (auto pinned = preset.find(spec.name); pinned != preset.end())
      spec.default_value = pinned->second;
  return AgentInfo{"alphabeta-v1",
                   "Gomoku alpha-beta frozen as of the first strength step: the yardstick for "
                   "later versions (its options and weights are pinned)",
                   {"gomoku"},
                   std::move(specs),
                   generic_agent_factory<AlphaBetaAgent>("alphabeta-v1", kAlphaBetaFallback,
                                                         &AlphaBetaConfig::read, preset)};
}

const AgentRegistration kAlphaBeta{
    info("alphabeta",
         "alpha-beta negamax: iterative deepening, transposition table, TT/killer/history "
         "ordering, PVS, aspiration; paranoid with 3+ players")};
const AgentRegistration kParanoid{
    info("paranoid",
         "paranoid alpha-beta for 3+ players (all opponents minimise the root player); "
         "with 2 players the same as alphabeta")};
const AgentRegistration kAlphaBetaV1{v1_info()};

}  // namespace
}  // namespace bl
