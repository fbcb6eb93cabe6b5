// NoGo's words for the reasons. The evaluation (nogo_evaluation.h) counts from the mover's
// side: points only it may play (own_only), points only the opponent may play (opp_only),
// and eyes and half eyes as "ours minus theirs". Whether an eye was filled or taken from the
// opponent the difference alone does not say, so the words count each side's eyes.
#include "ai/nogo/nogo_features.h"
#include "ai/review/reason_phrases.h"
#include "ai/review/reason_words.h"

namespace bl {
namespace {

const NoGoState& nogo(const AnyGame& game) { return *game.get_if<NoGoState>(); }

// The mover's eyes (or half eyes) in `game`.
int own_shapes(const AnyGame& game, int mover, bool half) {
  const nogo::ShapeCounts counts = nogo::count_shapes(nogo(game).board());
  return half ? counts.half_eyes[mover] : counts.eyes[mover];
}

// Eyes or half eyes: the move played fills the mover's own, or lets the opponent make one;
// the best move makes one, or spoils the opponent's.
std::string eye_words(const ReasonMove& move, ReasonSide side, bool half) {
  const std::string noun = half ? "half eye" : "eye";
  const int before = own_shapes(move.before, move.mover, half);
  const int after = own_shapes(move.after, move.mover, half);
  if (side == ReasonSide::kPlayed)
    return after < before ? "fills an own " + noun : "lets the opponent make " + with_article(noun);
  return after > before ? "makes " + with_article(noun) : "spoils an opponent's " + noun;
}

class NoGoReasonPhrases : public ReasonPhrases {
 public:
  std::optional<Phrase> rule_fact(const ReasonMove& move, ReasonSide side) const override {
    const NoGoState& after = nogo(move.after);
    if (!after.is_terminal() || after.end() == NoGoEnd::kEliminated) return std::nullopt;
    const bool mover_lost = after.loser() == move.mover;
    if (side == ReasonSide::kPlayed && mover_lost && after.end() == NoGoEnd::kCapture)
      return Phrase{"captures and loses at once", "rule:capture"};
    if (side == ReasonSide::kPlayed && mover_lost && after.end() == NoGoEnd::kSuicide)
      return Phrase{"is suicide and loses at once", "rule:suicide"};
    if (side == ReasonSide::kBest && !mover_lost)
      return Phrase{"leaves the opponent no legal move", "rule:no_move"};
    return std::nullopt;
  }

  std::string term_words(const TermChange& change, ReasonSide side, const ReasonMove& played,
                         const ReasonMove& best) const override {
    const int n = change.raw_count();
    const bool on_played = side == ReasonSide::kPlayed;
    if (change.name == "own_only")
      return on_played ? "gives up " + article_count(n, "point", "points") + " only you may play"
                       : "makes " + article_count(n, "point", "points") + " only you may play";
    if (change.name == "opp_only")
      return on_played
                 ? "leaves the opponent " + article_count(n, "point", "points") +
                       " only it may play"
                 : "takes " + article_count(n, "point", "points") + " only the opponent could play";
    if (change.name == "eyes") return eye_words(on_played ? played : best, side, false);
    if (change.name == "half_eyes") return eye_words(on_played ? played : best, side, true);
    if (change.name == "diagonal_links")
      return on_played ? "breaks a diagonal link" : "links stones diagonally";
    return ReasonPhrases::term_words(change, side, played, best);
  }

  bool restates_others(std::string_view term) const override {
    return term == "mobility" || term == "side_to_move";
  }
};

}  // namespace

const ReasonPhrases& nogo_reason_phrases() {
  static const NoGoReasonPhrases phrases;
  return phrases;
}

}  // namespace bl
