#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "core/any_game/any_game.h"

namespace bl {

// The words of the reasons (move_reason.h), per game. The sentence is built generically from
// the evaluation's terms; a game supplies the phrasing its terms need and the facts of its
// rules that say more than any term (a five made, a capture in classroom NoGo).

enum class ReasonSide {
  kPlayed,  // what is wrong with the move played
  kBest,    // what the best move does better
};

// One side of the comparison: a move, the position before it and the one it leads to.
struct ReasonMove {
  const AnyGame& before;
  const AnyGame& after;
  const AnyMove& move;
  int mover = 0;
};

// One evaluation term in the two positions (after the move played, after the best move),
// from the mover's point of view: the raw feature and its weighted contribution.
struct TermChange {
  std::string name;     // the weight's registered name ("open_four", "distance")
  std::string meaning;  // the weight's registered one-line description
  double played_raw = 0, best_raw = 0;
  double played_value = 0, best_value = 0;
  // How much more the best move's position gets from this term.
  double gain() const { return best_value - played_value; }
  // |best_raw - played_raw| rounded, at least 1 (for "two rows", "an eye").
  int raw_count() const;
};

// A part of a sentence ("allows the opponent's open four") and what it cites: a weight's
// name, or a fact of the rules as "rule:<fact>" ("rule:five", "rule:capture").
struct Phrase {
  std::string text;
  std::string cites;
};

class ReasonPhrases {
 public:
  virtual ~ReasonPhrases() = default;
  // A fact of the rules about `move` that explains its side alone, or nothing.
  virtual std::optional<Phrase> rule_fact(const ReasonMove& move, ReasonSide side) const;
  // Words for a term in which the best move's position is the better one, from `side`'s
  // point of view. The default builds them from the weight's name.
  virtual std::string term_words(const TermChange& change, ReasonSide side,
                                 const ReasonMove& played, const ReasonMove& best) const;
  // Terms that sum up or repeat others (a decisive-threat flag, the side to move): cited
  // only when no other term explains the difference.
  virtual bool restates_others(std::string_view term) const;
  // Terms that suit one side of the sentence better than the others (Gomoku: the
  // opponent's threats for the move played, the mover's own for the best move), chosen over
  // a larger gain when they gain at least half as much. None by default.
  virtual bool prefers(std::string_view term, ReasonSide side) const;
};

// The phrasing of `game`'s game.
const ReasonPhrases& reason_phrases(const AnyGame& game);

// Each game's phrasing (gomoku_reason_phrases.cpp, nogo_..., chinese_checkers_...).
const ReasonPhrases& gomoku_reason_phrases();
const ReasonPhrases& nogo_reason_phrases();
const ReasonPhrases& chinese_checkers_reason_phrases();

}  // namespace bl
