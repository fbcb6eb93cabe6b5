#include "ai/chinese_checkers/chinese_checkers_evaluation.h"

namespace bl {

namespace {

using Terms = std::array<double, ChineseCheckersEvaluation::kLeaderFocus>;

// Names of the breakdown lines, in Weight order.
constexpr std::array<const char*, ChineseCheckersEvaluation::kLeaderFocus> kTermNames = {
    "distance", "lag", "jump", "mobility", "blocking", "tempo", "initiative"};

// Sign of each term in f(q): distance and lag are costs.
constexpr std::array<double, ChineseCheckersEvaluation::kLeaderFocus> kTermSigns = {
    -1, -1, 1, 1, 1, 1, 1};

}  // namespace

const std::vector<WeightSpec>& ChineseCheckersEvaluation::weight_specs() {
  static const std::vector<WeightSpec> specs = {
      {"distance", 100, 0, 1000,
       "per hex step the pieces still have to walk, each to its own free goal hole"},
      {"lag", 150, 0, 1000,
       "per row a straggler trails its army's average by more than two rows"},
      {"jump", 8, 0, 200, "per row the best hop chain of each piece would gain now (summed)"},
      {"mobility", 2, 0, 100, "per forward move available (steps and row-gaining hop chains)"},
      {"blocking", 10, 0, 200,
       "per opponent forward hop whose landing hole one of our pieces occupies"},
      {"tempo", 150, 0, 1000, "for being the player to move (its next move is worth a hop)"},
      {"initiative", 50, 0, 200,
       "player to move: per row its best move gains now (the static eval cannot see it)"},
      {"leader_focus", 0.5, 0, 1,
       "3+ players: weight of the best opponent versus the opponents' average"},
      {"rivalry", 1, 0, 1, "weight of the opponents' progress against our own (1 = zero-sum)"},
  };
  return specs;
}

ChineseCheckersEvaluation::ChineseCheckersEvaluation(const WeightSet& weights) {
  for (int i = 0; i < kNumWeights; ++i) {
    const int index = weights.size() == weight_specs().size()
                          ? weights.index_of(weight_specs()[i].name)
                          : -1;
    w_[i] = index >= 0 ? weights[index] : weight_specs()[i].default_value;
  }
  selection_.hops = w_[kJump] != 0 || w_[kMobility] != 0 || w_[kInitiative] != 0;
  selection_.blocking = w_[kBlocking] != 0;
}

const ChineseCheckersEvaluation::AllTerms& ChineseCheckersEvaluation::all_terms(
    const ChineseCheckersState& state) const {
  struct Memo {
    std::uint64_t hash = 0;
    Bitboard121 occupied;
    unsigned done = ~0u;  // finished and eliminated players, and the feature selection
    AllTerms terms;
  };
  thread_local Memo memo;
  unsigned done = (selection_.hops ? 1u : 0u) | (selection_.blocking ? 2u : 0u);
  for (int p = 0; p < state.num_players(); ++p)
    done |= (state.is_finished(p) ? 4u : 0u) << (2 * p) | (state.is_eliminated(p) ? 8u : 0u) << (2 * p);
  if (memo.done == done && memo.hash == state.hash() && memo.occupied == state.occupied())
    return memo.terms;
  cc::AllPlayerFeatures features;
  cc::all_player_features(state, selection_, features);
  for (int p = 0; p < state.num_players(); ++p) {
    const cc::PlayerFeatures& f = features[p];
    memo.terms[p] = state.is_finished(p)
                        ? Terms{}  // nothing left to do: the best score
                        : Terms{f.distance, f.lag, f.jump, f.mobility, f.blocking,
                                state.current_player() == p ? 1.0 : 0.0,
                                state.current_player() == p ? f.best_move : 0.0};
  }
  memo.hash = state.hash();
  memo.occupied = state.occupied();
  memo.done = done;
  return memo.terms;
}

double ChineseCheckersEvaluation::score_of(const Terms& terms) const {
  double score = 0;
  for (int i = 0; i < kLeaderFocus; ++i) score += kTermSigns[i] * w_[i] * terms[i];
  return score;
}

Terms ChineseCheckersEvaluation::relative_terms(const ChineseCheckersState& state,
                                                int player) const {
  const AllTerms& all = all_terms(state);
  Terms result = all[player];
  Terms sum{}, leader{};
  double leader_score = 0;
  int opponents = 0;
  for (int q = 0; q < state.num_players(); ++q) {
    if (q == player || state.is_eliminated(q)) continue;
    const Terms& terms = all[q];
    const double score = score_of(terms);
    if (opponents == 0 || score > leader_score) {
      leader = terms;
      leader_score = score;
    }
    for (int i = 0; i < kLeaderFocus; ++i) sum[i] += terms[i];
    ++opponents;
  }
  if (opponents == 0) return result;
  const double focus = w_[kLeaderFocus], rivalry = w_[kRivalry];
  for (int i = 0; i < kLeaderFocus; ++i)
    result[i] -= rivalry * (focus * leader[i] + (1 - focus) * sum[i] / opponents);
  return result;
}

double ChineseCheckersEvaluation::evaluate(const ChineseCheckersState& state, int player) const {
  return score_of(relative_terms(state, player));
}

std::vector<EvalTerm> ChineseCheckersEvaluation::breakdown(const ChineseCheckersState& state,
                                                           int player) const {
  const Terms terms = relative_terms(state, player);
  std::vector<EvalTerm> lines;
  for (int i = 0; i < kLeaderFocus; ++i)
    lines.push_back({kTermNames[i], terms[i], kTermSigns[i] * w_[i] * terms[i]});
  return lines;
}

}  // namespace bl
