#pragma once
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "ai/gomoku/gomoku_opening_book.h"
#include "core/common/parse_result.h"
#include "core/gomoku/gomoku_state.h"

namespace bl {

// How `book build` grows a Gomoku opening book.
struct BookPlan {
  std::string agent = "alphabeta";  // the search that chooses each move
  std::uint64_t nodes = 1000000;    // its budget a position (a node limit: the book repeats)
  int max_stones = 6;               // positions with at most this many stones get entries
  int replies = 5;                  // the opponent's moves followed, best first by the policy
  int threads = 1;                  // positions searched at once
};

// Progress of a build: a level's positions are searched (`done` of `total`).
using BookProgress = std::function<void(int stones, int done, int total)>;

// The positions a book is built for, from every balanced two-stone opening (random_opening's
// choices, and the one-stone positions before them), seen from each side in turn: where that
// side is to move, its own move from the book; where the other is, the other's `replies`
// best moves by the learnt policy (or its forced answers). Positions already in the book
// are not searched again.
//
// One level (stone count) at a time: `positions_to_search` lists the level's positions where
// the side is to move that the book lacks, each once (mirror images count as one);
// `book_children` the next level's nodes, once each.
struct BookNode {
  GomokuState state;
  int side = 0;  // the side whose book this line is: its moves come from the book
};
std::vector<BookNode> book_roots(const GomokuRules& rules);
std::vector<GomokuState> positions_to_search(const GomokuOpeningBook& book,
                                             const std::vector<BookNode>& level);
std::vector<BookNode> book_children(const GomokuOpeningBook& book,
                                    const std::vector<BookNode>& level, int replies);

// Searches each position with the plan's agent and node budget; entries in the order given.
Result<std::vector<GomokuBookEntry>> search_positions(const std::vector<GomokuState>& positions,
                                                      const BookPlan& plan,
                                                      const std::function<void(int)>& on_done);

// Grows `book` by the plan, level after level up to plan.max_stones; `save` is called
// after each level (so a long build loses at most one level).
Status build_book(GomokuOpeningBook& book, const BookPlan& plan, const BookProgress& progress,
                  const std::function<Status(const GomokuOpeningBook&)>& save);

}  // namespace bl
