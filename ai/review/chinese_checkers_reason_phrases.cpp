// Chinese Checkers' words for the reasons. The evaluation (chinese_checkers_evaluation.h)
// weighs each army's distance to its goal, its stragglers (lag), its hops; a reason about
// distance says it as players see it, in rows the moved piece went forward or back.
#include "ai/review/reason_phrases.h"
#include "ai/review/reason_words.h"

namespace bl {
namespace {

const ChineseCheckersState& cc(const AnyGame& game) { return *game.get_if<ChineseCheckersState>(); }

// Rows the move brings its piece nearer its goal (negative: back).
int rows_gained(const ReasonMove& move) {
  if (move.move.cells.size() < 2) return 0;  // a pass
  const ChineseCheckersState& state = cc(move.before);
  return state.rows_to_goal(move.mover, move.move.cells.front()) -
         state.rows_to_goal(move.mover, move.move.cells.back());
}

bool is_hop(const ReasonMove& move) {
  const std::vector<int>& cells = move.move.cells;
  if (cells.size() != 2) return cells.size() > 2;  // a chain with landings is hops
  for (int neighbour : star::kStar.links[cells.front()].neighbour)
    if (neighbour == cells.back()) return false;  // a step goes to a neighbour
  return true;
}

std::string rows(int n) { return count_words(n, "row", "rows"); }
std::string steps(int n) { return count_words(n, "step", "steps"); }

std::string distance_words(const TermChange& change, ReasonSide side, const ReasonMove& played,
                           const ReasonMove& best) {
  if (side == ReasonSide::kPlayed) {
    const int gained = rows_gained(played);
    if (gained < 0) return "moves a piece " + rows(-gained) + " back";
    return "leaves the pieces " + steps(change.raw_count()) + " further from the goal";
  }
  const int gained = rows_gained(best);
  if (gained > 1 || (gained > 0 && is_hop(best))) return "hops " + rows(gained) + " forward";
  if (gained == 1) return "steps a piece forward";
  return "brings the pieces " + steps(change.raw_count()) + " nearer the goal";
}

class ChineseCheckersReasonPhrases : public ReasonPhrases {
 public:
  std::optional<Phrase> rule_fact(const ReasonMove& move, ReasonSide side) const override {
    if (side == ReasonSide::kBest && cc(move.after).is_finished(move.mover))
      return Phrase{"brings the last piece into the goal", "rule:goal"};
    return std::nullopt;
  }

  std::string term_words(const TermChange& change, ReasonSide side, const ReasonMove& played,
                         const ReasonMove& best) const override {
    const bool on_played = side == ReasonSide::kPlayed;
    const int n = change.raw_count();
    if (change.name == "distance") return distance_words(change, side, played, best);
    if (change.name == "lag")
      return on_played ? "leaves a piece " + rows(n) + " behind" : "keeps the army together";
    if (change.name == "jump")
      return on_played ? "leaves hops of " + rows(n) + " fewer ahead"
                       : "sets up hops of " + rows(n) + " more";
    if (change.name == "mobility")
      return on_played ? "leaves fewer forward moves" : "opens more forward moves";
    if (change.name == "blocking")
      return on_played ? "stops blocking the opponent's hops" : "blocks the opponent's hops";
    // After a move the mover is not to move: the term is the opponents' best move now.
    if (change.name == "initiative")
      return on_played ? "opens a hop of " + rows(n) + " for the opponent"
                       : "denies the opponent a long hop";
    return ReasonPhrases::term_words(change, side, played, best);
  }

  bool restates_others(std::string_view term) const override { return term == "tempo"; }
};

}  // namespace

const ReasonPhrases& chinese_checkers_reason_phrases() {
  static const ChineseCheckersReasonPhrases phrases;
  return phrases;
}

}  // namespace bl
