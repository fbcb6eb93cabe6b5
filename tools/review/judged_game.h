#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/match/match.h"

namespace bl {

// What `review --judge` learns about one recorded Gomoku game: the judge's opinion of each
// position judged, and what follows from it (where the game was lost, the forced wins).

// The judge's evaluation of a position, for the side to move there: the mover.
struct JudgeEval {
  bool said = false;  // false: the judge gave none (a book move, a brain that says nothing)
  double value = 0;   // in the judge's units (0 with a mate)
  int mate = 0;       // +1: the mover wins by force, -1: the mover loses by force
  int mate_in = 0;    // the moves to the forced end, as the judge said them
};
// "91", "-35", "+M9", "-M4", or "?" when the judge said none.
std::string eval_text(const JudgeEval& eval);

// One judged position: the one before move number `ply` (1 = the game's first move).
struct JudgedPosition {
  int ply = 0;
  int player = 0;                 // the mover: 0 black, 1 white
  std::string played;             // the move played there, in the game's cell names ("h8")
  std::string best;               // the judge's move there
  std::vector<std::string> line;  // the judge's best line, in the game's cell names
  JudgeEval eval;
};

struct PlayedMove {
  int player = 0;
  std::string name;
};

struct JudgedGame {
  std::string file;
  std::vector<std::string> seats;  // the seats' names, black's first
  int side = -1;                   // the player judged; -1: both
  std::string result;              // "1-0", "0-1", "draw" or "unfinished"
  std::vector<PlayedMove> moves;   // every move of the game: moves[ply - 1]
  std::vector<JudgedPosition> positions;
  bool stopped = false;  // interrupted, or the judge failed: judging ended early
};

// The game as read from its record, nothing judged yet.
JudgedGame unjudged_game(const std::string& file, const Match& match, int side);

// "black", "white".
const char* colour_name(int player);

// The first position the judge called lost (-M) for its mover, and the move that lost it:
// that player's last move before it. Everything after follows by force, so this is where
// the game was lost in the judge's eyes.
struct ForcedLoss {
  int player = 0;
  int ply = 0;                           // the position before this move was judged -M
  int losing_ply = 0;                    // 0: the player had not moved yet
  std::string losing_move;               // "" when losing_ply is 0
  std::optional<JudgedPosition> before;  // the position of the losing move, if judged
  // Whether the losing move is the one the judge would have played there.
  bool judge_choice() const { return before && before->best == before->played; }
};
std::optional<ForcedLoss> forced_loss(const JudgedGame& game);

// How many judged positions the judge called a forced win (+M) for their mover.
int forced_win_positions(const JudgedGame& game);

}  // namespace bl
