// mcts: the generic Monte-Carlo tree search (ai/search/mcts.h) on any game and any number
// of players: UCT with RAVE, MCTS-solver, tree reuse, the game's playout policy.
#include "ai/agents/config_fields.h"
#include "ai/agents/generic_agent.h"
#include "ai/search/mcts.h"

namespace bl {
namespace {

struct MctsConfig {
  double c = 0.7;
  double rave = 0;
  bool reuse = true;
  bool solver = true;
  int seed = 1;
  int cutoff = -1;
  double eval_scale = 200;
  int tree_mb = 256;
  int playouts = 0;
  int solver_nodes = 30000;

  static MctsConfig read(OptionReader& reader);

  template <GameState S>
  typename MctsSearch<S>::Options options() const {
    typename MctsSearch<S>::Options o;
    o.exploration = c;
    o.rave_k = rave;
    o.reuse = reuse;
    o.solver = solver;
    o.seed = std::uint64_t(seed);
    o.playout_cutoff = cutoff;
    o.eval_scale = eval_scale;
    o.tree_mb = std::size_t(tree_mb);
    o.forced_win_nodes = solver_nodes;
    return o;
  }
};

template <class S>
using MctsFor = MctsSearch<S>;

class MctsAgent : public GenericAgent<MctsAgent> {
 public:
  MctsAgent(AgentCommon common, MctsConfig config)
      : GenericAgent(std::move(common)), config_(config) {}

  template <GameState S, class E>
  SearchResult<S> run(const S& state, const PositionHistory& history, SearchLimits limits,
                      const E& evaluation, SearchObserver* observer, const StopCheck& stop) {
    if (config_.playouts > 0)
      limits.max_nodes = limits.max_nodes
                             ? std::min<std::uint64_t>(limits.max_nodes, config_.playouts)
                             : std::uint64_t(config_.playouts);
    auto& engine = engines_.get<S>();
    engine.set_options(config_.options<S>());
    return engine.search(state, history, remaining(limits), evaluation, observer, stop);
  }

  void new_game() override {
    engines_.for_each([](auto& engine) { engine.new_game(); });
  }

 private:
  MctsConfig config_;
  PerGame<MctsFor> engines_;
};

constexpr AgentLimits kMctsFallback{0, 0, 10000};

using MctsField = ConfigField<MctsConfig>;

// The options but playouts, which has an alias (iterations), in the order the lists show them.
const std::vector<MctsField>& mcts_fields() {
  static const std::vector<MctsField> kFields = {
      {"c", &MctsConfig::c, 0, 100, "UCT exploration constant (rewards are in [0, 1])"},
      {"rave", &MctsConfig::rave, 0, 1e9,
       "RAVE equivalence parameter k (beta = sqrt(k / (3n + k))), e.g. 300; 0 = off"},
      {"reuse", &MctsConfig::reuse, 0, 0, "keep the subtree of the next position between moves"},
      {"solver", &MctsConfig::solver, 0, 0, "MCTS-solver: prove wins and losses (2 players)"},
      {"seed", &MctsConfig::seed, 0, 1 << 30,
       "random seed (a node limit and a seed make the search deterministic)"},
      {"cutoff", &MctsConfig::cutoff, -1, 100000,
       "playout plies before scoring by evaluation; -1 = the game's default, 0 = to the end"},
      {"eval_scale", &MctsConfig::eval_scale, 1e-3, 1e9,
       "evaluation units per logit when scoring cut playouts"},
      {"tree_mb", &MctsConfig::tree_mb, 1, 65536,
       "tree memory cap in MB; a full tree stops growing"},
      {"solver_nodes", &MctsConfig::solver_nodes, 0, 100000000, kSolverNodesMeaning},
  };
  return kFields;
}

MctsConfig MctsConfig::read(OptionReader& reader) {
  MctsConfig m;
  read_fields(reader, mcts_fields(), m);
  m.playouts = reader.get_int("playouts", reader.get_int("iterations", 0, 0, 1 << 30), 0, 1 << 30);
  return m;
}

std::vector<OptionSpec> mcts_option_specs() {
  auto specs = limit_option_specs(kMctsFallback);
  specs.push_back({"playouts", format_default(MctsConfig{}.playouts),
                   "playouts per move (alias iterations; like nodes); 0 = none"});
  for (OptionSpec& s : field_specs(mcts_fields(), MctsConfig{})) specs.push_back(std::move(s));
  specs.push_back(weight_option_spec());
  return specs;
}

const AgentRegistration kMctsRegistration{AgentInfo{
    "mcts",
    "Monte-Carlo tree search: UCT with RAVE, MCTS-solver, tree reuse, game playout policy; "
    "any number of players",
    {},
    mcts_option_specs(),
    generic_agent_factory<MctsAgent>("mcts", kMctsFallback, &MctsConfig::read)}};

}  // namespace
}  // namespace bl
