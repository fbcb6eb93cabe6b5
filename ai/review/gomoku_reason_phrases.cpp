// Gomoku's words for the reasons. The evaluation (gomoku_evaluation.h) counts, for each side,
// the empty points where a stone would make a shape: "own_<shape>" for the side to move and
// "opp_<shape>" for the side that just moved. After a move the side to move is the
// opponent, so in the positions a reason compares "own_" terms are the opponent's threats
// and "opp_" terms the mover's. A point where a stone makes an open four is an open three on
// the board, so the words name the threat the point stands for.
#include <array>
#include <utility>

#include "ai/review/reason_phrases.h"
#include "ai/review/reason_words.h"

namespace bl {
namespace {

// The shape a term's points make, as players call it (the weight name's suffix).
constexpr std::array<std::pair<std::string_view, std::string_view>, 9> kShapeNouns = {{
    {"five", "five"},
    {"open_four", "open four"},
    {"closed_four", "four"},
    {"open_three", "open three"},
    {"closed_three", "closed three"},
    {"open_two", "open two"},
    {"closed_two", "closed two"},
    {"four_three", "four-three"},
    {"double_three", "double three"},
}};

std::optional<std::string_view> shape_noun(std::string_view suffix) {
  for (const auto& [name, noun] : kShapeNouns)
    if (name == suffix) return noun;
  return std::nullopt;
}

bool starts_with(std::string_view text, std::string_view prefix) {
  return text.substr(0, prefix.size()) == prefix;
}

// The opponent's threats ("own_" after the move): the move played allows them, the best
// move stops them.
std::string opponent_threat(std::string_view noun, ReasonSide side) {
  return side == ReasonSide::kPlayed ? "allows the opponent's " + std::string(noun)
                                     : "stops the opponent's " + std::string(noun);
}

// The mover's threats ("opp_" after the move): the move played misses them, the best move
// makes them.
std::string own_threat(std::string_view noun, ReasonSide side) {
  return side == ReasonSide::kPlayed ? "misses " + with_article(noun)
                                     : "threatens " + with_article(noun);
}

class GomokuReasonPhrases : public ReasonPhrases {
 public:
  std::optional<Phrase> rule_fact(const ReasonMove& move, ReasonSide side) const override {
    // A five ends the game: no term of the evaluation sees it (a finished game has none).
    if (side == ReasonSide::kBest && move.after.is_terminal() &&
        move.after.outcome().winner() == move.mover)
      return Phrase{"makes five", "rule:five"};
    return std::nullopt;
  }

  std::string term_words(const TermChange& change, ReasonSide side, const ReasonMove& played,
                         const ReasonMove& best) const override {
    const std::string_view name = change.name;
    if (name == "decisive_threat" || name == "winning_double_threat")
      return decisive_words(change, side);
    if (starts_with(name, "own_"))
      if (auto noun = shape_noun(name.substr(4))) return opponent_threat(*noun, side);
    if (starts_with(name, "opp_"))
      if (auto noun = shape_noun(name.substr(4))) return own_threat(*noun, side);
    return ReasonPhrases::term_words(change, side, played, best);
  }

  bool restates_others(std::string_view term) const override {
    return term == "decisive_threat" || term == "winning_double_threat" || term == "side_to_move" ||
           term == "side_to_move_per_stone";
  }

  // What the move played allowed the opponent; what the best move threatens itself.
  bool prefers(std::string_view term, ReasonSide side) const override {
    return starts_with(term, side == ReasonSide::kPlayed ? "own_" : "opp_");
  }

 private:
  // The raw value is +1 when the side to move (the opponent) has a threat the mover cannot
  // meet, -1 when the mover has one (winning_double_threat: only the former, 0 or 1).
  static std::string decisive_words(const TermChange& change, ReasonSide side) {
    if (side == ReasonSide::kPlayed)
      return change.played_raw > 0 ? "leaves the opponent a threat that cannot be met"
                                   : "misses a threat that cannot be met";
    return change.best_raw < 0 ? "makes a threat that cannot be met"
                               : "leaves the opponent no threat that wins";
  }
};

}  // namespace

const ReasonPhrases& gomoku_reason_phrases() {
  static const GomokuReasonPhrases phrases;
  return phrases;
}

}  // namespace bl
