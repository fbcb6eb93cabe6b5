#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tools/protocol/engine_session.h"

namespace bl {

// The lines "x,y,field" of one BOARD ... DONE block, checked as they arrive. Field 1 is
// the brain's own stone, 2 the opponent's; 3 (a continuous game's winning-line marker) is
// refused, as is any other value. The first bad line spoils the whole block: it gets the
// block's one ERROR, later lines are not looked at, and DONE refuses the block, so the
// brain never answers from part of a board.
class GomocupBoardBlock {
 public:
  explicit GomocupBoardBlock(int board_size) : size_(board_size) {}

  // The error for the first bad line; nothing for a good line or once spoiled.
  std::optional<std::string> add(std::string_view line);
  // Spoils the block for a reason found outside it (a line too long to read, no START).
  std::optional<std::string> spoil(const std::string& reason);
  bool spoiled() const { return !failure_.empty(); }
  const std::string& failure() const { return failure_; }

  // The stones in the order listed, which is the order they were played. The first is
  // black's, which gives the brain its colour (`brain_player`: black when the block is empty
  // or starts with an own stone). Every stone keeps its owner's colour, so a list out of
  // alternation (the protocol allows any order outside renju) still gives the right board.
  std::vector<Placement> placements(int& brain_player) const;

 private:
  struct Listed {
    int cell;
    bool own;
  };
  int size_;
  std::vector<Listed> stones_;
  std::string failure_;
};

}  // namespace bl
