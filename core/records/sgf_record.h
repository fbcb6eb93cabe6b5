#pragma once
#include <string>
#include <string_view>

#include "core/common/parse_result.h"
#include "core/match/match.h"
#include "core/records/game_record.h"

namespace bl {

// SGF (FF[4]) for the square-board games, as their communities exchange them:
//   Gomoku: GM[4], RU[freestyle|standard|renju].
//   NoGo:   GM[1] (Go's number; NoGo is played on a Go board) with RU[NoGo], or
//           RU[NoGo classroom] for the classroom variant. A GM[1] file without it is Go and
//           is refused.
// Root: SZ, PB/PW (seat names), DT/EV/GC (RecordInfo), RE (B+, W+, Draw; B+R / B+T when
// White resigned or ran out of time), TM/OT (main time, described time control) and the
// private XTC[move=5s game=10m inc=2s] (the exact TimeControl). Moves: ;B[hh] ;W[ii] in SGF
// coordinates ('a' = left column / top row), each with its think time in the private
// property XT[ms], and BL/WL (seconds left) when there is a game clock.
// A match that does not start from the empty board with Black to move has its start set up
// in the root node: AB[..] black stones, AW[..] white stones, PL[B|W] the player to move.
// Reading takes AB/AW/AE (points or aa:cc rectangles) and PL from the root node only (no PL:
// the colour of the first move); the position must pass the rules' check_position.
// docs/record_format.md has the details. Seat controllers and actions after the end are
// not kept: JSON is the lossless format.

// Chinese Checkers has no SGF form: asking for it is an error.
Result<std::string> save_record_sgf(const Match& match, const RecordInfo& info = {});

// Reads the main line of the file's one game tree (a collection of several is refused),
// replays it through the rules and checks RE. A property read as one value (B, W, XT, SZ,
// RE, ...) with several is refused; a file without GM is Go (SGF's default) unless RU names
// a Gomoku rule.
// A resignation or timeout in RE is replayed as the match's own resign / timeout.
Result<GameRecord> parse_record_sgf(std::string_view text, std::string_view expected_game = {});
Result<Match> load_record_sgf(std::string_view text, std::string_view expected_game = {});

}  // namespace bl
