#include "ai/chinese_checkers/chinese_checkers_solo_race.h"

#include <algorithm>
#include <chrono>
#include <optional>
#include <unordered_map>

#include "ai/chinese_checkers/chinese_checkers_goal_distance.h"
#include "ai/chinese_checkers/chinese_checkers_race_ranking.h"
#include "ai/search/key_set.h"

namespace bl::cc {

namespace {

using star::kStar;
using Path = std::vector<std::pair<int, int>>;  // (from, to) of each move

// The hole opposite `cell` through the centre: (q, r) -> (-q, -r).
inline constexpr auto kMirror = [] {
  std::array<std::uint8_t, star::kNumCells> mirror{};
  for (int c = 0; c < star::kNumCells; ++c)
    mirror[c] = std::uint8_t(star::cell_at(-kStar.q[c], -kStar.r[c]));
  return mirror;
}();

Bitboard121 mirrored(const Bitboard121& set) {
  Bitboard121 m;
  for (Bitboard121 left = set; left.any();) m.set(kMirror[left.pop_lowest()]);
  return m;
}

constexpr int kUnscored = -1;

struct Node {
  Bitboard121 pieces;
  int parent = -1;  // index in the previous layer
  std::uint8_t from = 0, to = 0;
  int rows = 0;      // rows still to go, summed over the pieces
  int score = 0;     // the beam's ranking: lower is more advanced (kUnscored: not yet)
  int path_sum = 0;  // scores summed along the way here: lower got there sooner
};

// The race's world: the racing player's goal, the pieces that stand still and the rules'
// restrictions on where a move may end.
class Race {
 public:
  Race(const ChineseCheckersState& state, int player, std::vector<Bitboard121> others_by_move)
      : others_(std::move(others_by_move)),
        goal_cells_(state.goal_cells(player)),
        goal_point_(state.goal_point(player)),
        rows_(kStar.rows_to_tip[state.goal_point(player)].data()),
        leave_goal_(state.rules().leave_goal) {
    if (others_.empty()) others_.push_back(state.occupied().without(state.pieces(player)));
    allowed_ = kStar.all_cells;
    if (!state.rules().stop_in_other_points) {
      allowed_ = state.home_cells(player) | state.goal_cells(player);
      for (int c = 0; c < star::kNumCells; ++c)
        if (star::point_of(c) == star::kNoPoint) allowed_.set(c);
    }
  }

  int rows_of(const Bitboard121& pieces) const { return rows_to_tip(pieces, goal_point_); }
  int rows(int cell) const { return rows_[cell]; }
  bool alone() const { return others_.size() == 1 && others_[0].empty(); }
  // The other pieces that the player's move `move` (1, 2, ...) meets.
  const Bitboard121& others(int move) const {
    return others_[std::min<std::size_t>(std::max(move - 1, 0), others_.size() - 1)];
  }
  const Bitboard121& goal() const { return goal_cells_; }

  // The finishing rule right after the player's move `move`.
  bool finished(const Bitboard121& pieces, int move) const {
    return (pieces | others(move)).contains(goal_cells_) && (pieces & goal_cells_).any();
  }
  // The others' pieces in the goal (they fill their holes) as the player's move `move` finds
  // them.
  Bitboard121 blockers(int move) const { return others(move) & goal_cells_; }
  int goal_point() const { return goal_point_; }

  // Calls f(from, to) for every move of the racing pieces as their move `move` finds them.
  template <class F>
  void for_each_move(const Bitboard121& pieces, int move, F&& f) const {
    const Bitboard121 occupied = pieces | others(move);
    for (Bitboard121 left = pieces; left.any();) {
      const int from = left.pop_lowest();
      const Bitboard121 allowed =
          !leave_goal_ && goal_cells_.test(from) ? allowed_ & goal_cells_ : allowed_;
      Bitboard121 blocked = occupied | Bitboard121::bit(star::kOffBoard);
      blocked.reset(from);
      for (int next : kStar.links[from].neighbour)
        if (!blocked.test(next) && allowed.test(next)) f(from, next);
      Bitboard121 closed = blocked | Bitboard121::bit(from);
      std::array<std::uint8_t, star::kNumCells> queue;
      int head = 0, tail = 0;
      queue[tail++] = std::uint8_t(from);
      while (head < tail) {
        const star::CellLinks& links = kStar.links[queue[head++]];
        for (int d = 0; d < star::kNumDirections; ++d) {
          const int landing = links.landing[d];
          if (!blocked.test(links.neighbour[d]) || closed.test(landing)) continue;
          closed.set(landing);
          queue[tail++] = std::uint8_t(landing);
          if (allowed.test(landing)) f(from, landing);
        }
      }
    }
  }

 private:
  std::vector<Bitboard121> others_;  // others_[t]: what the player's move t + 1 meets
  Bitboard121 goal_cells_;
  int goal_point_;
  Bitboard121 allowed_;
  const std::uint8_t* rows_;
  bool leave_goal_;
};

using Layer = std::vector<Node>;

// The path to T mirrored and played backwards: from mirror(T) to the goal.
void append_mirrored_reverse(Path& path, const Path& to_t) {
  for (auto it = to_t.rbegin(); it != to_t.rend(); ++it)
    path.push_back({kMirror[it->second], kMirror[it->first]});
}

class BeamSearch {
 public:
  // `mirror`: meet in the middle (see the header), and rank by rows alone.
  BeamSearch(const Race& race, const SoloRaceOptions& options, bool mirror)
      : race_(race),
        options_(options),
        ranking_{race.goal_point(), options.avoid_cells, options.avoid_cost},
        mirror_(mirror),
        start_(Clock::now()) {}

  // A solution, or the way to the most advanced set of the last complete layer.
  std::pair<Path, bool> run(const Bitboard121& start) {
    layers_.push_back({Node{start, -1, 0, 0, race_.rows_of(start), 0, 0}});
    seen_.insert(start.key());
    if (race_.finished(start, 1)) return {{}, true};
    for (int depth = 1; depth <= options_.max_moves; ++depth) {
      std::optional<Path> done = expand(depth);
      if (done) return {*done, true};
      if (out_of_time) break;
      if (layers_.back().empty()) {
        layers_.pop_back();
        break;
      }
      if (mirror_)
        if (auto met = met_mirror(depth)) return {*met, true};
    }
    const int depth = int(layers_.size()) - 1;
    return {path_to(depth, 0), false};  // layers are sorted: index 0 is the best
  }

  std::uint64_t expanded() const { return expanded_; }
  bool out_of_time = false;

 private:
  using Clock = std::chrono::steady_clock;

  bool time_is_up() {
    if (options_.stop && options_.stop()) return true;
    if (options_.time_ms <= 0) return false;
    return std::chrono::duration<double, std::milli>(Clock::now() - start_).count() >=
           options_.time_ms;
  }

  // `next_move`: the move that the set would make next.
  int score(const Bitboard121& pieces, int rows, int next_move) const {
    return mirror_ ? rows : ranking_.exact(pieces, rows, race_.blockers(next_move));
  }

  // Builds layer `depth`; returns a solution if a child finishes. Among the finishing
  // children of the layer (plans of equal length) the one whose way there was most
  // advanced all along is taken: others move in between, so progress made early is surer
  // than progress planned for later (tempo). An interrupted layer is dropped (out_of_time),
  // so the last layer is always complete.
  std::optional<Path> expand(int depth) {
    const Layer& current = layers_.back();
    Layer next;
    int solved_parent = -1, solved_from = 0, solved_to = 0;
    for (int i = 0; i < int(current.size()); ++i) {
      if ((++expanded_ & 31) == 0 && time_is_up()) {
        if (solved_parent >= 0) break;  // a solution in hand is kept
        out_of_time = true;
        return std::nullopt;
      }
      const Node& node = current[i];
      if (solved_parent >= 0 && node.path_sum >= current[solved_parent].path_sum) continue;
      race_.for_each_move(node.pieces, depth, [&](int from, int to) {
        if (solved_parent == i) return;
        Bitboard121 pieces = node.pieces;
        pieces.reset(from);
        pieces.set(to);
        if (race_.finished(pieces, depth)) {
          solved_parent = i;
          solved_from = from;
          solved_to = to;
          return;
        }
        if (solved_parent >= 0) return;
        if (!seen_.insert(pieces.key())) return;
        const int rows = node.rows - race_.rows(from) + race_.rows(to);
        next.push_back({pieces, i, std::uint8_t(from), std::uint8_t(to), rows, kUnscored, 0});
      });
    }
    if (solved_parent >= 0) {
      Path solution = path_to(depth - 1, solved_parent);
      solution.push_back({solved_from, solved_to});
      return solution;
    }
    score_children(next, current, depth + 1);
    // Most advanced first; among equals the one that got there sooner, then the order of
    // generation (deterministic).
    std::stable_sort(next.begin(), next.end(), [](const Node& a, const Node& b) {
      return a.score != b.score ? a.score < b.score : a.path_sum < b.path_sum;
    });
    if (int(next.size()) > options_.beam_width) next.resize(options_.beam_width);
    layers_.push_back(std::move(next));
    return std::nullopt;
  }

  // Scores the children whose next move is `next_move`, dropping children that cannot
  // be among the beam_width most advanced (rank_within_beam: the beam is the same).
  void score_children(Layer& next, const Layer& current, int next_move) const {
    auto score_one = [&](Node& n) {
      n.score = score(n.pieces, n.rows, next_move);
      n.path_sum = current[n.parent].path_sum + n.score;
    };
    if (mirror_ || !options_.sieve || int(next.size()) <= options_.beam_width) {
      for (Node& n : next) score_one(n);
      return;
    }
    const Bitboard121 blockers = race_.blockers(next_move);
    rank_within_beam(
        int(next.size()), options_.beam_width,
        [&](int i) { return ranking_.lower_bound(next[i].pieces, next[i].rows, blockers); },
        [&](int i) {
          score_one(next[i]);
          return next[i].score;
        });
    next.erase(std::remove_if(next.begin(), next.end(),
                              [](const Node& n) { return n.score == kUnscored; }),
               next.end());
  }

  // (from, to) of the moves leading to layers_[depth][index], first move first.
  Path path_to(int depth, int index) const {
    Path path;
    for (; depth > 0; --depth) {
      const Node& n = layers_[depth][index];
      path.push_back({n.from, n.to});
      index = n.parent;
    }
    std::reverse(path.begin(), path.end());
    return path;
  }

  // Sets S, T of this layer with mirror(T) == S (2 * depth moves) or one move from S
  // (2 * depth + 1 moves).
  std::optional<Path> met_mirror(int depth) const {
    const Layer& layer = layers_[depth];
    std::unordered_map<std::uint64_t, int> index;
    for (int i = 0; i < int(layer.size()); ++i) index.emplace(layer[i].pieces.key(), i);
    auto find = [&](const Bitboard121& set) -> int {
      auto it = index.find(set.key());
      return it != index.end() && layer[it->second].pieces == set ? it->second : -1;
    };
    for (int s = 0; s < int(layer.size()); ++s) {
      const int t = find(mirrored(layer[s].pieces));
      if (t < 0) continue;
      Path path = path_to(depth, s);
      append_mirrored_reverse(path, path_to(depth, t));
      return path;
    }
    for (int s = 0; s < int(layer.size()); ++s) {
      int t = -1, move_from = 0, move_to = 0;
      race_.for_each_move(layer[s].pieces, depth + 1, [&](int from, int to) {
        if (t >= 0) return;
        Bitboard121 next = layer[s].pieces;
        next.reset(from);
        next.set(to);
        t = find(mirrored(next));
        move_from = from;
        move_to = to;
      });
      if (t < 0) continue;
      Path path = path_to(depth, s);
      path.push_back({move_from, move_to});
      append_mirrored_reverse(path, path_to(depth, t));
      return path;
    }
    return std::nullopt;
  }

  const Race& race_;
  SoloRaceOptions options_;
  RaceRanking ranking_;
  bool mirror_;
  Clock::time_point start_;
  std::vector<Layer> layers_;
  KeySet seen_{1 << 14};
  std::uint64_t expanded_ = 0;
};

}  // namespace

SoloRaceResult solve_solo_race(const ChineseCheckersState& state, int player,
                               const SoloRaceOptions& options) {
  SoloRaceResult result;
  const Race race(state, player, options.others_by_move);
  const Bitboard121 start = state.pieces(player);
  // The mirror argument needs an empty board around the racer and a start that mirrors
  // onto the goal, i.e. the full home.
  const bool mirror = race.alone() && start == state.home_cells(player) &&
                      state.rules().stop_in_other_points && state.rules().leave_goal;
  BeamSearch search(race, options, mirror);
  const auto [plan, solved] = search.run(start);
  result.sets_expanded = search.expanded();
  result.planned_moves = int(plan.size());
  // Replay on a copy in which the racer always moves, to pick up the hop paths.
  ChineseCheckersState walk = state;
  ChineseCheckersState::MoveBuffer moves;
  for (const auto& [from, to] : plan) {
    walk.set_player_to_move(player);
    const int n = walk.legal_moves(moves);
    const auto* found =
        std::find_if(moves.begin(), moves.begin() + n,
                     [&](const ChineseCheckersMove& m) { return m.from == from && m.to == to; });
    if (found == moves.begin() + n) break;  // only with others moving, see the header
    result.moves.push_back(*found);
    walk.apply(*found);
  }
  result.solved = solved;
  return result;
}

ChineseCheckersState solo_race_start(int players, int player) {
  ChineseCheckersRules rules;
  rules.players = players;
  ChineseCheckersState state(rules);
  state.clear_board();
  for (Bitboard121 home = state.home_cells(player); home.any();)
    state.place_piece(home.pop_lowest(), player);
  state.set_player_to_move(player);
  return state;
}

}  // namespace bl::cc
