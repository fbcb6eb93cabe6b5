#pragma once
#include <array>
#include <cstdint>
#include <vector>

#include "ai/gomoku/gomoku_move_order.h"
#include "ai/gomoku/gomoku_pattern_board.h"
#include "ai/search/search_control.h"
#include "core/gomoku/gomoku_state.h"

namespace bl {

// Threat-space search: can `attacker` win by a sequence of threats the defender must answer?
//  - VCF (victory by continuous fours): every attacking move makes a four, so each defence
//    is forced (the five point), unless the defender can make five first.
//  - VCT (victory by continuous threats): attacking moves make fours or open threes; after
//    a three the defender may play any point that stops it (on its lines) or a four of its
//    own, and every such defence must lose.
// Renju: black never plays a forbidden point, and a black defender who can only block a
// five at a forbidden point has lost. Positions proven lost for the attacker are remembered
// by the calling thread until forget_threat_failures(): without a node budget a search is a
// pure function of the position; with one, what earlier calls proved may let it see further.
struct ThreatSearchLimits {
  // Attacker and defender moves together; searched by iterative deepening (3, 5, 7, ...
  // plies), so the shortest win is found first.
  int max_plies = 30;
  std::uint64_t node_budget = 100000;  // positions visited before giving up
  // Also give up at the deadline's moment (a time-limited move must answer in time) or on
  // its stop request from another thread; both asked every 64 positions.
  SolverDeadline deadline = {};
  // The proof-number solver only (prove_threats): an attacking move that makes a double
  // threat may come anywhere, not only on the lines of the attacker's earlier stones (its
  // follow-up rule), so fewer of its "no VCT" miss a win. Off by default: it scored no better
  // (docs/ai_measurements.md#gomoku-double-threats-anywhere-in-the-proof-numbers-session-47).
  bool double_threats_anywhere = false;
};

struct ThreatSearchResult {
  bool win = false;
  // The winning line from the position, attacker's and defender's points alternating, ending
  // with the five (or, under renju, with a four black may not block); for VCT the line
  // follows the first defence tried.
  std::vector<int> line;
  std::uint64_t nodes = 0;
  bool budget_exhausted = false;  // no win found, but the search was cut short
};

// `attacker` moves first, whoever is to move in `state` (asked for the side not to move, it
// tells whether the opponent threatens a win if left alone).
ThreatSearchResult find_vcf(const GomokuState& state, int attacker,
                            const ThreatSearchLimits& limits = {});
ThreatSearchResult find_vct(const GomokuState& state, int attacker,
                            const ThreatSearchLimits& limits = {});

// The same on a pattern board holding the position (restored before returning).
ThreatSearchResult search_threats(GomokuPatternBoard& board, int attacker, bool vct,
                                  const ThreatSearchLimits& limits);

// Forgets the failures this thread has proven (each search starts with this, so that a
// node-limited search depends on its position only, not on what the thread searched before).
void forget_threat_failures();

// How many points complete five for `player`; the first `max` of them go to `out`.
int gomoku_five_points(const GomokuPatternBoard& board, int player, int* out, int max);

// Adds the points where the defender can stop `attacker`'s open threes (and double-four
// points): the threat points themselves and every point on their lines whose stone takes the
// threat below an open four.
void gomoku_three_defences(const GomokuPatternBoard& board, int attacker, GomokuCellSet& out);
// The same for every point where `attacker`'s threat class is between `weakest` and
// `strongest`: the point, and the points on its lines whose stone lowers its class.
void gomoku_threat_defences(const GomokuPatternBoard& board, int attacker, CellThreat weakest,
                            CellThreat strongest, GomokuCellSet& out);

// The attacker's threat moves, strongest first: its fours, and for VCT its open threes
// (fours before threes: they leave the defender no choice). Forbidden points are not removed.
int gomoku_attacking_moves(const GomokuPatternBoard& board, int attacker, bool vct,
                           std::array<std::int16_t, StoneBoard::kMaxCells>& moves);
// The defender's answers to the attacker's open threes: the points that stop them and the
// defender's own fours, likeliest refutation first. Forbidden points are not removed.
int gomoku_defences_to_three(const GomokuPatternBoard& board, int attacker,
                             std::array<std::int16_t, StoneBoard::kMaxCells>& order);

}  // namespace bl
