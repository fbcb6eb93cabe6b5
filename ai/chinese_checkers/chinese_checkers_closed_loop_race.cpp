#include "ai/chinese_checkers/chinese_checkers_closed_loop_race.h"

#include <algorithm>
#include <optional>
#include <random>
#include <vector>

#include "ai/chinese_checkers/chinese_checkers_forecast.h"
#include "ai/chinese_checkers/chinese_checkers_goal_distance.h"
#include "ai/chinese_checkers/chinese_checkers_race_ranking.h"
#include "ai/search/key_set.h"

namespace bl::cc {
namespace {

using State = ChineseCheckersState;
using Move = ChineseCheckersMove;

// An unfinished plan's rest is estimated from its ranking at about 6 units per move (from
// goal distance 40, a ranking near 80, the racer needs about 13 moves).
constexpr double kRankingPerMove = 6.0;

// A kept set: its whole board (the others have replied), the index of its plan's first move
// among the root moves, its ranking and the rankings summed along its way.
struct Node {
  State board;
  int first = -1;
  int score = 0;
  int path_sum = 0;
};

// A child of a kept set, before it is kept and its board is made.
struct Child {
  int parent;
  int first;  // index of its plan's first move among the root moves
  Move move;
  Bitboard121 pieces;
  int rows;
  int score = -1;  // -1: not scored (its lower bound could not make the beam)
};

struct Plan {
  double moves;  // its length, or the estimate for an unfinished one
  int first;     // index of its first move among the root moves
};

class ClosedLoopPlanner {
 public:
  ClosedLoopPlanner(const State& root, const ClosedLoopRaceOptions& options)
      : root_(root),
        options_(options),
        me_(root.current_player()),
        goal_(root.goal_cells(me_)),
        goal_point_(root.goal_point(me_)),
        ranking_{goal_point_, options.avoid_cells, options.avoid_cost} {
    State::MoveBuffer moves;
    const int n = root.legal_moves(moves);
    for (int i = 0; i < n; ++i)
      if (!moves[i].is_pass() && !(options.excluded && options.excluded(moves[i])))
        root_moves_.push_back(moves[i]);
  }

  const std::vector<Move>& root_moves() const { return root_moves_; }
  std::uint64_t sets_expanded() const { return expanded_; }

  // The root move ranked best after one move, the others standing still (what is left
  // when time is up before any plan is complete).
  int best_ranked_first_move() const {
    const Bitboard121 blockers = root_.occupied().without(root_.pieces(me_)) & goal_;
    int best = 0, best_score = 0;
    for (int r = 0; r < int(root_moves_.size()); ++r) {
      const Bitboard121 pieces = moved(root_.pieces(me_), root_moves_[r]);
      const int score = ranking_.exact(pieces, rows_to_tip(pieces, goal_point_), blockers);
      if (r == 0 || score < best_score) best = r, best_score = score;
    }
    return best;
  }

  // The plan for the draws of `sample`, starting with root move `forced` (-1: any);
  // nullopt if stopped.
  std::optional<Plan> plan(int sample, int forced) {
    std::vector<Node> layer{{root_, -1, 0, 0}};
    KeySet seen(1024);
    seen.insert(root_.pieces(me_).key());
    for (int depth = 1; depth <= options_.max_moves; ++depth) {
      std::vector<Child> children;
      std::vector<Bitboard121> blockers(layer.size());
      int finished_first = -1, finished_sum = 0;
      for (int i = 0; i < int(layer.size()); ++i) {
        if (options_.stop && options_.stop()) return std::nullopt;
        ++expanded_;
        const Node& node = layer[i];
        const Bitboard121 others = node.board.occupied().without(node.board.pieces(me_));
        blockers[i] = others & goal_;
        auto consider = [&](const Move& m, int first) {
          const Bitboard121 pieces = moved(node.board.pieces(me_), m);
          if ((pieces | others).contains(goal_) && (pieces & goal_).any()) {
            // Among plans finishing with this move, the one that got there sooner.
            if (finished_first < 0 || node.path_sum < finished_sum)
              finished_first = first, finished_sum = node.path_sum;
            return;
          }
          if (seen.insert(pieces.key()))
            children.push_back({i, first, m, pieces, rows_to_tip(pieces, goal_point_)});
        };
        if (depth == 1) {
          for (int r = 0; r < int(root_moves_.size()); ++r)
            if (forced < 0 || forced == r) consider(root_moves_[r], r);
        } else {
          State::MoveBuffer moves;
          const int n = node.board.legal_moves(moves);
          for (int k = 0; k < n; ++k)
            if (!moves[k].is_pass()) consider(moves[k], node.first);
        }
      }
      if (finished_first >= 0) return Plan{double(depth), finished_first};
      keep_best(children, blockers, layer);
      Replies next = replies(children, layer, sample, depth);
      if (next.finished_first) return Plan{double(depth), *next.finished_first};
      if (next.layer.empty()) break;
      layer = std::move(next.layer);
    }
    const Node& best = layer.front();
    if (best.first < 0) return Plan{double(options_.max_moves), 0};  // no move at all
    return Plan{double(options_.max_moves) + best.score / kRankingPerMove, best.first};
  }

 private:
  static Bitboard121 moved(Bitboard121 pieces, const Move& m) {
    pieces.reset(m.from);
    pieces.set(m.to);
    return pieces;
  }

  // Keeps the beam_width best children, best first (equal rankings: the one whose way was
  // more advanced, then generation order); children that cannot make the beam are not
  // ranked exactly (rank_within_beam).
  void keep_best(std::vector<Child>& children, const std::vector<Bitboard121>& blockers,
                 const std::vector<Node>& layer) const {
    rank_within_beam(
        int(children.size()), options_.beam_width,
        [&](int i) {
          const Child& c = children[i];
          return ranking_.lower_bound(c.pieces, c.rows, blockers[c.parent]);
        },
        [&](int i) {
          Child& c = children[i];
          return c.score = ranking_.exact(c.pieces, c.rows, blockers[c.parent]);
        });
    std::erase_if(children, [](const Child& c) { return c.score < 0; });
    std::stable_sort(children.begin(), children.end(), [&](const Child& a, const Child& b) {
      if (a.score != b.score) return a.score < b.score;
      return layer[a.parent].path_sum < layer[b.parent].path_sum;
    });
    if (int(children.size()) > options_.beam_width) children.resize(options_.beam_width);
  }

  struct Replies {
    std::vector<Node> layer;
    std::optional<int> finished_first;  // a reply completed the player's goal on this plan
  };

  // The kept children's boards after the others' replies. Every set of the layer meets the
  // same draws (one seed per sample and move), so they differ by what the player did.
  Replies replies(const std::vector<Child>& children, const std::vector<Node>& layer, int sample,
                  int depth) const {
    Replies next;
    next.layer.reserve(children.size());
    std::mt19937_64 draws;
    for (const Child& c : children) {
      const Node& parent = layer[c.parent];
      draws.seed(options_.seed ^ (std::uint64_t(sample + 1) * 0x9E3779B97F4A7C15ULL) ^
                 (std::uint64_t(depth) * 0xC2B2AE3D27D4EB4FULL));
      State board = parent.board;
      board.apply(c.move);
      if (!board.is_terminal()) play_others_greedily(board, me_, &draws);
      if (board.is_finished(me_)) {
        next.finished_first = c.first;
        return next;
      }
      if (board.is_terminal() || board.current_player() != me_) continue;
      next.layer.push_back({std::move(board), c.first, c.score, parent.path_sum + c.score});
    }
    return next;
  }

  const State& root_;
  const ClosedLoopRaceOptions& options_;
  const int me_;
  const Bitboard121 goal_;
  const int goal_point_;
  const RaceRanking ranking_;
  std::vector<Move> root_moves_;
  std::uint64_t expanded_ = 0;
};

// The first moves of the samples' plans, most frequent first (equal counts: the sample
// order), at most `limit`.
std::vector<int> frequent_first_moves(const std::vector<Plan>& plans, int limit) {
  std::vector<std::pair<int, int>> counts;  // (count, first move)
  for (const Plan& p : plans) {
    auto it = std::find_if(counts.begin(), counts.end(),
                           [&](const auto& c) { return c.second == p.first; });
    if (it == counts.end())
      counts.push_back({1, p.first});
    else
      ++it->first;
  }
  std::stable_sort(counts.begin(), counts.end(),
                   [](const auto& a, const auto& b) { return a.first > b.first; });
  std::vector<int> firsts;
  for (int i = 0; i < int(counts.size()) && i < limit; ++i) firsts.push_back(counts[i].second);
  return firsts;
}

}  // namespace

ClosedLoopRaceChoice choose_closed_loop_race_move(const State& state,
                                                  const ClosedLoopRaceOptions& options) {
  ClosedLoopRaceChoice choice;
  if (state.is_terminal()) return choice;
  ClosedLoopPlanner planner(state, options);
  const std::vector<Move>& moves = planner.root_moves();
  if (moves.empty()) return choice;
  if (moves.size() == 1) {
    choice.move = moves.front();
    return choice;
  }
  std::vector<Plan> free_plans;  // one per sample, any first move
  for (int k = 0; k < options.samples; ++k) {
    const std::optional<Plan> p = planner.plan(k, -1);
    ++choice.plans;
    if (!p) break;
    free_plans.push_back(*p);
  }
  choice.sets_expanded = planner.sets_expanded();
  if (free_plans.empty()) {
    choice.move = moves[planner.best_ranked_first_move()];
    return choice;
  }
  // Every candidate against every sample's draws; samples not complete for all candidates
  // when time is up are left out of the comparison.
  const std::vector<int> candidates = frequent_first_moves(free_plans, options.candidates);
  std::vector<double> total(candidates.size(), 0.0);
  for (int k = 0; k < int(free_plans.size()); ++k) {
    std::vector<double> length(candidates.size());
    bool complete = true;
    for (int c = 0; c < int(candidates.size()) && complete; ++c) {
      if (free_plans[k].first == candidates[c]) {
        length[c] = free_plans[k].moves;
        continue;
      }
      const std::optional<Plan> p = planner.plan(k, candidates[c]);
      ++choice.plans;
      complete = p.has_value();
      if (p) length[c] = p->moves;
    }
    if (!complete) break;
    for (int c = 0; c < int(candidates.size()); ++c) total[c] += length[c];
    ++choice.samples_compared;
  }
  choice.sets_expanded = planner.sets_expanded();
  int best = 0;
  for (int c = 1; c < int(candidates.size()); ++c)
    if (total[c] < total[best]) best = c;
  choice.move = moves[candidates[best]];
  choice.expected_moves =
      choice.samples_compared > 0 ? total[best] / choice.samples_compared : free_plans[0].moves;
  return choice;
}

}  // namespace bl::cc
