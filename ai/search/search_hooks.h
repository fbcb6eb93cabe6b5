#pragma once
#include <chrono>
#include <cstdint>
#include <optional>

#include "ai/search/root_solving.h"
#include "ai/search/search_control.h"
#include "ai/search/search_rng.h"
#include "ai/search/search_traits.h"

namespace bl::hooks {

// The optional members of SearchTraits<S> (search_traits.h), each with its default, so that
// the generic algorithms call one function whatever a game provides. Every test is at
// compile time: a game pays nothing for a hook it does not have.

template <class S>
using TraitsOf = SearchTraits<S>;

// The hash a move leads to, without playing it, where the game can tell it
// (S::hash_after): search asks the transposition table to fetch that position's entry
// into the cache while it searches the move before (AlphaBetaSearch::prefetch_child).
template <class S>
constexpr bool kHasHashAfter = requires(const S& s, const typename S::Move& m) {
  { s.hash_after(m) } -> std::same_as<std::uint64_t>;
};

// Called as a search starts: SearchTraits::begin_search, where a game keeps memory per
// thread that must not carry over from one search to the next (with a node limit it would
// make a search depend on what the thread searched before).
template <class S>
void begin_search() {
  if constexpr (requires { TraitsOf<S>::begin_search(); }) TraitsOf<S>::begin_search();
}

template <class S>
constexpr bool kHasForcedWin = requires(const S& s, long budget) {
  { TraitsOf<S>::forced_win(s, budget) } -> std::same_as<std::optional<typename S::Move>>;
};

// A move that wins by force for the player to move, within `node_budget` solver nodes.
template <class S>
std::optional<typename S::Move> forced_win(const S& s, long node_budget) {
  if constexpr (kHasForcedWin<S>) {
    if (node_budget > 0) return TraitsOf<S>::forced_win(s, node_budget);
  }
  return std::nullopt;
}

// When a game's root solver gives up (search_control.h): a moment, or a stop request.
using SolverDeadline = bl::SolverDeadline;
// Shares of a move's time limit by which the root's solver calls give up: the forced win
// first, the root moves by the second share; the rest is the search's.
inline constexpr double kRootWinTimeShare = 0.15;
inline constexpr double kRootMovesTimeShare = 0.3;

// A move that wins by force for the player to move at the root of a search, within the
// solver positions and deadline of `solving`: SearchTraits::root_forced_win, where a game
// affords a deeper solver once per decision (Gomoku: VCF, then VCT), else forced_win.
template <class S>
std::optional<typename S::Move> root_forced_win(const S& s, const RootSolving& solving) {
  if constexpr (requires {
                  {
                    TraitsOf<S>::root_forced_win(s, solving)
                    } -> std::same_as<std::optional<typename S::Move>>;
                }) {
    if (solving.node_budget > 0) return TraitsOf<S>::root_forced_win(s, solving);
    return std::nullopt;
  } else {
    return forced_win(s, solving.node_budget);
  }
}

// The moves worth searching with at most `unforced_limit` of them unforced (0: the game's
// own number), in the game's learnt order of unforced moves if `learnt_order` asks and it has
// one, and with `policy_mass` (0 < mass < 1) only the fewest of them that its learnt policy
// gives that share of its probability:
// SearchTraits::search_moves(state, moves, limit, learnt_order, policy_mass),
// (state, moves, limit, learnt_order) or (state, moves, limit) where a game can tell forced
// moves (Gomoku: answers to threats) from the others, else its full list.
template <class S>
int search_moves(const S& s, typename S::MoveBuffer& moves, int unforced_limit,
                 bool learnt_order = false, double policy_mass = 0) {
  if constexpr (requires {
                  {
                    TraitsOf<S>::search_moves(s, moves, unforced_limit, learnt_order, policy_mass)
                    } -> std::convertible_to<int>;
                })
    return TraitsOf<S>::search_moves(s, moves, unforced_limit, learnt_order, policy_mass);
  else if constexpr (requires {
                       {
                         TraitsOf<S>::search_moves(s, moves, unforced_limit, learnt_order)
                         } -> std::convertible_to<int>;
                     })
    return TraitsOf<S>::search_moves(s, moves, unforced_limit, learnt_order);
  else if constexpr (requires {
                       {
                         TraitsOf<S>::search_moves(s, moves, unforced_limit)
                         } -> std::convertible_to<int>;
                     })
    return unforced_limit > 0 ? TraitsOf<S>::search_moves(s, moves, unforced_limit)
                              : TraitsOf<S>::search_moves(s, moves);
  else
    return TraitsOf<S>::search_moves(s, moves);
}

// The moves worth searching at the root: SearchTraits::root_moves, where a game may spend
// what `solving` allows to narrow them (Gomoku: the defences against the opponent's threats,
// and with its reply checks also without the moves the opponent refutes by a reply), else
// search_moves with `solving.unforced_limit` (0: the game's own number); never empty while
// the game goes on.
template <class S>
int root_moves(const S& s, typename S::MoveBuffer& moves, const RootSolving& solving) {
  int n = 0;
  if constexpr (requires {
                  { TraitsOf<S>::root_moves(s, moves, solving) } -> std::convertible_to<int>;
                })
    n = TraitsOf<S>::root_moves(s, moves, solving);
  else
    n = search_moves(s, moves, solving.unforced_limit, solving.learnt_order);
  return n > 0 ? n : s.legal_moves(moves);
}

// Whether late move reductions may search `m`, a move at a node of `s`, shallower first:
// SearchTraits::reducible where a game tells quiet moves from threats and their answers
// (Gomoku), else every move.
template <class S>
bool reducible(const S& s, const typename S::Move& m) {
  if constexpr (requires {
                  { TraitsOf<S>::reducible(s, m) } -> std::convertible_to<bool>;
                })
    return TraitsOf<S>::reducible(s, m);
  return true;
}

// Whether the player to move in `s` faces nothing that must be answered at once, so that a
// static evaluation can stand for the node (futility pruning): SearchTraits::quiet_node
// where a game can tell (Gomoku: no four, open three or double threat on the board), else
// never.
template <class S>
bool quiet_node(const S& s) {
  if constexpr (requires {
                  { TraitsOf<S>::quiet_node(s) } -> std::convertible_to<bool>;
                })
    return TraitsOf<S>::quiet_node(s);
  return false;
}

// How pressing the threat the player to move in `s` must answer is, where a game can tell
// (SearchTraits::threat_level; Gomoku: 1 a four to block, 2 an open three to stop), else 0
// (none): alpha-beta searches the answers to levels up to Options::threat_extension without
// spending depth, as chess engines extend checks.
template <class S>
int threat_level(const S& s) {
  if constexpr (requires {
                  { TraitsOf<S>::threat_level(s) } -> std::convertible_to<int>;
                })
    return TraitsOf<S>::threat_level(s);
  return 0;
}

// Plies until a two-player game's end that the position already decides, where the game can
// tell without searching (SearchTraits::plies_to_result; Gomoku: a five to make, an open four
// to make, two fives to block): positive if the player to move wins, negative if it loses;
// else none, as in every game that cannot tell.
template <class S>
std::optional<int> plies_to_result(const S& s) {
  if constexpr (requires {
                  { TraitsOf<S>::plies_to_result(s) } -> std::same_as<std::optional<int>>;
                })
    return TraitsOf<S>::plies_to_result(s);
  return std::nullopt;
}

// Whether alpha-beta centres its aspiration windows on the score of two iterations before in
// this game unless told otherwise (AlphaBetaSearch::Options::aspiration_same_parity):
// SearchTraits::kSameParityAspiration, else false.
template <class S>
constexpr bool same_parity_aspiration() {
  if constexpr (requires { TraitsOf<S>::kSameParityAspiration; })
    return TraitsOf<S>::kSameParityAspiration;
  return false;
}

// The late move reductions alpha-beta uses in this game unless told otherwise
// (AlphaBetaSearch::Options::lmr): SearchTraits::kLateMoveReductions, else 0 (none).
template <class S>
constexpr int late_move_reductions() {
  if constexpr (requires { TraitsOf<S>::kLateMoveReductions; })
    return TraitsOf<S>::kLateMoveReductions;
  return 0;
}

// The plies of futility pruning alpha-beta uses in this game unless told otherwise
// (AlphaBetaSearch::Options::futility_depth): SearchTraits::kFutilityDepth, else 0 (none).
template <class S>
constexpr int futility_depth() {
  if constexpr (requires { TraitsOf<S>::kFutilityDepth; }) return TraitsOf<S>::kFutilityDepth;
  return 0;
}

// The plies left from which alpha-beta tries ProbCut in this game unless told otherwise
// (AlphaBetaSearch::Options::probcut_depth): SearchTraits::kProbCutDepth, else 0 (none).
template <class S>
constexpr int probcut_depth() {
  if constexpr (requires { TraitsOf<S>::kProbCutDepth; }) return TraitsOf<S>::kProbCutDepth;
  return 0;
}

// The share of a move's time past which alpha-beta starts no new iteration unless told
// otherwise (AlphaBetaSearch::Options::iteration_start_share): SearchTraits::
// kIterationStartShare, else 0.5 (an iteration takes two to three times the one before: one
// started later rarely ends).
template <class S>
constexpr double iteration_start_share() {
  if constexpr (requires { TraitsOf<S>::kIterationStartShare; })
    return TraitsOf<S>::kIterationStartShare;
  return 0.5;
}

// Score, for the player to move, of a position that repeats one seen before (default 0).
template <class S>
double repetition_score(const S& s) {
  if constexpr (requires {
                  { TraitsOf<S>::repetition_score(s) } -> std::convertible_to<double>;
                })
    return TraitsOf<S>::repetition_score(s);
  return 0.0;
}

// The reward of a player who has finished while the game goes on: its place is one more than
// the number of other finished players (at the first position where it has finished, they
// all finished before it), scored like Outcome::score.
template <class S>
double finished_reward(const S& s, int player) {
  const int n = s.num_players();
  int place = 1;
  for (int q = 0; q < n; ++q) place += q != player && s.is_finished(q) ? 1 : 0;
  return n < 2 ? 1.0 : double(n - place) / double(n - 1);
}

// The final reward in [0, 1] of `player` if it is already decided although the game goes on
// (a Chinese Checkers player who has finished). Default: decided only at the end.
template <class S>
std::optional<double> decided_reward(const S& s, int player) {
  if constexpr (requires {
                  { TraitsOf<S>::decided_reward(s, player) } -> std::same_as<std::optional<double>>;
                })
    return TraitsOf<S>::decided_reward(s, player);
  else if constexpr (requires {
                       { s.is_finished(player) } -> std::convertible_to<bool>;
                     }) {
    // A state that can tell finished players (Chinese Checkers) needs no hook: a finished
    // player's place is fixed, so its reward is already that of the final ranking.
    if (!s.is_terminal() && s.is_finished(player)) return finished_reward(s, player);
  }
  return std::nullopt;
}

// Whether Best-Reply Search can let any player move next in this game.
template <class S>
constexpr bool kCanSetPlayerToMove = requires(S& s, int player) {
  TraitsOf<S>::set_player_to_move(s, player);
}
|| requires(S& s, int player) { s.set_player_to_move(player); };

// Makes `player` the one to move (an editing step: search applies it to copies only).
template <class S>
void set_player_to_move(S& s, int player) {
  if constexpr (requires { TraitsOf<S>::set_player_to_move(s, player); })
    TraitsOf<S>::set_player_to_move(s, player);
  else if constexpr (requires { s.set_player_to_move(player); })
    s.set_player_to_move(player);
}

// A small integer naming a move for history tables and RAVE: equal moves (same player)
// get equal keys. -1 means "no key" (the move is left out of those statistics).
template <class S>
int move_key(const S& s, const typename S::Move& m) {
  if constexpr (requires {
                  { TraitsOf<S>::move_key(s, m) } -> std::convertible_to<int>;
                }) {
    return TraitsOf<S>::move_key(s, m);
  } else if constexpr (requires { m.cell; }) {
    return m.cell >= 0 && m.cell < s.num_cells() ? int(m.cell) : -1;
  } else if constexpr (requires {
                         m.from;
                         m.to;
                       }) {
    const int n = s.num_cells();
    return int(m.from) < n && int(m.to) < n ? int(m.from) * n + int(m.to) : -1;
  } else {
    return -1;
  }
}

// One more than the largest key move_key can return in games like `s` (0: no keys).
template <class S>
int move_key_bound(const S& s) {
  using Move = typename S::Move;
  if constexpr (requires {
                  { TraitsOf<S>::move_key_bound(s) } -> std::convertible_to<int>;
                })
    return TraitsOf<S>::move_key_bound(s);
  else if constexpr (requires(Move m) { m.cell; })
    return s.num_cells();
  else if constexpr (requires(Move m) {
                       m.from;
                       m.to;
                     })
    return s.num_cells() * s.num_cells();
  else
    return 0;
}

// One MCTS playout step: the game's policy, or a uniformly random legal move.
template <class S>
typename S::Move playout_move(const S& s, SearchRng& rng, typename S::MoveBuffer& buffer) {
  if constexpr (requires {
                  { TraitsOf<S>::playout_move(s, rng) } -> std::same_as<typename S::Move>;
                }) {
    return TraitsOf<S>::playout_move(s, rng);
  } else {
    const int n = s.legal_moves(buffer);
    return buffer[rng.below(std::uint64_t(n))];
  }
}

// Plies after which an MCTS playout stops and is scored by evaluation (0: play to the end).
template <class S>
int playout_cutoff(const S& s) {
  if constexpr (requires {
                  { TraitsOf<S>::playout_cutoff(s) } -> std::convertible_to<int>;
                })
    return TraitsOf<S>::playout_cutoff(s);
  return 0;
}

}  // namespace bl::hooks
