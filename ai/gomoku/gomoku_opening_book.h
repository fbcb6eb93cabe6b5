#pragma once
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/common/parse_result.h"
#include "core/gomoku/gomoku_state.h"

namespace bl {

// What the book says of a position: the move to play and what the search that chose it saw.
struct GomokuBookEntry {
  GomokuMove move{};
  double score = 0;         // for the side to move, in evaluation units
  int depth = 0;            // the search's last completed depth
  std::uint64_t nodes = 0;  // the positions it searched
};

// An opening book of Gomoku: moves chosen offline by long searches, for positions met early
// in the game, where a move at the usual time is weakest and the same positions come back
// game after game (docs/ai_measurements.md#gomoku-an-opening-book-session-56).
//
// A position is a set of stones, whatever order they came in; the eight symmetries of the
// square board map a position to one key, so an entry answers all its mirror images and
// rotations. A book belongs to one board size and rule set and answers only positions of
// those, with the side to move the one the stone counts say (black when the counts are
// equal), and only with a legal move.
//
// Text form, one entry a line ('#' starts a comment):
//   gomoku-book size=15 rule=freestyle
//   black=h8,j9 white=i9 move=g10 score=35 depth=11 nodes=1000000
class GomokuOpeningBook {
 public:
  explicit GomokuOpeningBook(const GomokuRules& rules = {});

  // Errors name the line and what is wrong with it.
  static Result<GomokuOpeningBook> parse(std::string_view text);
  std::string to_text() const;

  // A position's stones by colour.
  struct Stones {
    std::vector<int> black, white;
  };

  const GomokuRules& rules() const { return rules_; }
  std::size_t size() const { return entries_.size(); }

  // The entry for `state`, its move in the state's own orientation; none if the book does
  // not hold the position, belongs to other rules, or its move is not legal here.
  std::optional<GomokuBookEntry> lookup(const GomokuState& state) const;
  // The position as the book writes it, the same for all its mirror images:
  // "black=h8,j9 white=i9".
  std::string position_text(const GomokuState& state) const;
  // Adds or replaces the entry of `state` (its move in the state's orientation, legal).
  void add(const GomokuState& state, const GomokuBookEntry& entry);

 private:
  struct Key {
    std::vector<std::int16_t> black, white;
    auto operator<=>(const Key&) const = default;
  };
  struct Canonical {
    Key key;
    int symmetry = 0;  // maps the position's cells onto the key's
  };
  Canonical canonical(const std::vector<int>& black, const std::vector<int>& white) const;
  int transform(int cell, int symmetry) const;
  int inverse(int cell, int symmetry) const;
  bool answers(const GomokuState& state, const Stones& stones) const;

  GomokuRules rules_;
  std::map<Key, GomokuBookEntry> entries_;  // moves in the key's orientation
};

// The book built into the program (assets/books/gomoku_freestyle_15.txt, made by
// `book build`), parsed on first use.
const GomokuOpeningBook& gomoku_built_in_book();

}  // namespace bl
