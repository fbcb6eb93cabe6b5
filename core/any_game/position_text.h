#pragma once
#include <string>
#include <string_view>

#include "core/any_game/board_setup.h"

namespace bl {

// A position as one line of text, for every game: "1:h8,i9 2:h9 turn:2".
//   - "N:" starts the cells of player N (players are numbered from 1, as people count them),
//     followed by cell names as AnyGame::cell_name writes them (Gomoku "h8", NoGo Go-style
//     "e5" without column i, Chinese Checkers "e5" = row e, fifth hole from the left).
//   - "turn:N" names the player to move (after the end of the game: whose turn it would be).
// Written: players in order, each with its cells in cell order, players without a cell
// left out, turn last. Read: tokens separated by spaces, commas or line breaks, in any
// order and case; a player may appear more than once ("1:a1 2:b2 1:c3"); cells after
// "N:" belong to player N until the next "N:". turn:N is required: a position without it
// would silently depend on a default. Every cell not named is empty.
std::string position_text(const AnyGame& game);

// The setup the text describes on `game`'s board, or a one-line error naming the token:
// "unknown cell 'z99'", "player 3 does not play in a 2-player game", "cell h8 is given
// twice", "missing turn:N (the player to move)". The rules are not consulted.
Result<BoardSetup> parse_position_text(const AnyGame& game, std::string_view text);

// A new game with `game`'s rules in the position of `text`: parse_position_text, then
// set_up (fresh history; refused with check_position()'s reason, e.g. "the group at e5 has
// no liberty"). `game` itself is never changed.
// with_position(g, position_text(g)) has g's hash for every position the rules allow, played
// or edited (refused: only what check_position refuses, such as the end of a classroom NoGo
// game lost by a capture).
Result<AnyGame> with_position(const AnyGame& game, std::string_view text);

}  // namespace bl
