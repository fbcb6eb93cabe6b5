#include "ai/chinese_checkers/chinese_checkers_solo_race.h"

#include <algorithm>
#include <optional>
#include <unordered_map>
#include <unordered_set>

namespace bl::cc {

namespace {

using star::kStar;

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

std::uint64_t key_of(const Bitboard121& set) {
  std::uint64_t h = set.lo * 0x9E3779B97F4A7C15ULL ^ (set.hi + 0x632BE59BD9B4E019ULL) * 0xC2B2AE3D27D4EB4FULL;
  return h ^ (h >> 31);
}

struct Node {
  Bitboard121 pieces;
  int parent = -1;  // index in the previous layer
  std::uint8_t from = 0, to = 0;
  int rows = 0;  // rows still to go, summed over the pieces
};

// The race's world: the racing player's goal, the pieces that stand still and the rules'
// restrictions on where a move may end.
class Race {
 public:
  Race(const ChineseCheckersState& state, int player)
      : others_(state.occupied().without(state.pieces(player))),
        goal_cells_(state.goal_cells(player)),
        rows_(kStar.rows_to_tip[state.goal_point(player)].data()),
        leave_goal_(state.rules().leave_goal) {
    allowed_ = kStar.all_cells;
    if (!state.rules().stop_in_other_points) {
      allowed_ = state.home_cells(player) | state.goal_cells(player);
      for (int c = 0; c < star::kNumCells; ++c)
        if (star::point_of(c) == star::kNoPoint) allowed_.set(c);
    }
  }

  int rows_of(const Bitboard121& pieces) const {
    int total = 0;
    for (Bitboard121 left = pieces; left.any();) total += rows_[left.pop_lowest()];
    return total;
  }
  int rows(int cell) const { return rows_[cell]; }
  const Bitboard121& goal() const { return goal_cells_; }
  bool alone() const { return others_.empty(); }

  // Calls f(from, to) for every move of the racing pieces.
  template <class F>
  void for_each_move(const Bitboard121& pieces, F&& f) const {
    const Bitboard121 occupied = pieces | others_;
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
  Bitboard121 others_;
  Bitboard121 goal_cells_;
  Bitboard121 allowed_;
  const std::uint8_t* rows_;
  bool leave_goal_;
};

using Layer = std::vector<Node>;

// (from, to) of the moves leading to layers[depth][index], first move first.
std::vector<std::pair<int, int>> path_to(const std::vector<Layer>& layers, int depth, int index) {
  std::vector<std::pair<int, int>> path;
  for (; depth > 0; --depth) {
    const Node& n = layers[depth][index];
    path.push_back({n.from, n.to});
    index = n.parent;
  }
  std::reverse(path.begin(), path.end());
  return path;
}

// The path to T mirrored and played backwards: from mirror(T) to the goal.
void append_mirrored_reverse(std::vector<std::pair<int, int>>& path,
                             const std::vector<std::pair<int, int>>& to_t) {
  for (auto it = to_t.rbegin(); it != to_t.rend(); ++it)
    path.push_back({kMirror[it->second], kMirror[it->first]});
}

class BeamSearch {
 public:
  BeamSearch(const Race& race, const SoloRaceOptions& options) : race_(race), options_(options) {}

  // The (from, to) moves of a solution, or nothing.
  std::optional<std::vector<std::pair<int, int>>> run(const Bitboard121& start, bool mirror) {
    layers_.push_back({Node{start, -1, 0, 0, race_.rows_of(start)}});
    seen_.insert(key_of(start));
    if (start == race_.goal()) return std::vector<std::pair<int, int>>{};
    for (int depth = 1; depth <= options_.max_moves; ++depth) {
      expand();
      if (layers_.back().empty()) return std::nullopt;
      if (auto done = reached_goal(depth)) return done;
      if (mirror)
        if (auto done = met_mirror(depth)) return done;
    }
    return std::nullopt;
  }

  std::uint64_t expanded() const { return expanded_; }

 private:
  void expand() {
    const Layer& current = layers_.back();
    Layer next;
    for (int i = 0; i < int(current.size()); ++i) {
      const Node& node = current[i];
      ++expanded_;
      race_.for_each_move(node.pieces, [&](int from, int to) {
        Bitboard121 pieces = node.pieces;
        pieces.reset(from);
        pieces.set(to);
        if (!seen_.insert(key_of(pieces)).second) return;
        next.push_back({pieces, i, std::uint8_t(from), std::uint8_t(to),
                        node.rows - race_.rows(from) + race_.rows(to)});
      });
    }
    // Fewest rows to go first; among equals the order of generation (deterministic).
    std::stable_sort(next.begin(), next.end(),
                     [](const Node& a, const Node& b) { return a.rows < b.rows; });
    if (int(next.size()) > options_.beam_width) next.resize(options_.beam_width);
    layers_.push_back(std::move(next));
  }

  std::optional<std::vector<std::pair<int, int>>> reached_goal(int depth) const {
    const Layer& layer = layers_[depth];
    for (int i = 0; i < int(layer.size()); ++i)
      if (layer[i].pieces == race_.goal()) return path_to(layers_, depth, i);
    return std::nullopt;
  }

  // Sets S, T of this layer with mirror(T) == S (2 * depth moves) or one move from S
  // (2 * depth + 1 moves).
  std::optional<std::vector<std::pair<int, int>>> met_mirror(int depth) const {
    const Layer& layer = layers_[depth];
    std::unordered_map<std::uint64_t, int> index;
    for (int i = 0; i < int(layer.size()); ++i) index.emplace(key_of(layer[i].pieces), i);
    auto find = [&](const Bitboard121& set) -> int {
      auto it = index.find(key_of(set));
      return it != index.end() && layer[it->second].pieces == set ? it->second : -1;
    };
    for (int s = 0; s < int(layer.size()); ++s) {
      const int t = find(mirrored(layer[s].pieces));
      if (t < 0) continue;
      auto path = path_to(layers_, depth, s);
      append_mirrored_reverse(path, path_to(layers_, depth, t));
      return path;
    }
    for (int s = 0; s < int(layer.size()); ++s) {
      int t = -1, move_from = 0, move_to = 0;
      race_.for_each_move(layer[s].pieces, [&](int from, int to) {
        if (t >= 0) return;
        Bitboard121 next = layer[s].pieces;
        next.reset(from);
        next.set(to);
        t = find(mirrored(next));
        move_from = from;
        move_to = to;
      });
      if (t < 0) continue;
      auto path = path_to(layers_, depth, s);
      path.push_back({move_from, move_to});
      append_mirrored_reverse(path, path_to(layers_, depth, t));
      return path;
    }
    return std::nullopt;
  }

  const Race& race_;
  SoloRaceOptions options_;
  std::vector<Layer> layers_;
  std::unordered_set<std::uint64_t> seen_;
  std::uint64_t expanded_ = 0;
};

}  // namespace

SoloRaceResult solve_solo_race(const ChineseCheckersState& state, int player,
                               const SoloRaceOptions& options) {
  SoloRaceResult result;
  const Race race(state, player);
  const Bitboard121 start = state.pieces(player);
  // The mirror argument needs an empty board around the racer and a start that mirrors
  // onto the goal, i.e. the full home.
  const bool mirror = race.alone() && start == state.home_cells(player) &&
                      state.rules().stop_in_other_points && state.rules().leave_goal;
  BeamSearch search(race, options);
  const auto plan = search.run(start, mirror);
  result.sets_expanded = search.expanded();
  if (!plan) return result;
  // Replay on a copy in which the racer always moves, to pick up the hop paths.
  ChineseCheckersState walk = state;
  for (const auto& [from, to] : *plan) {
    walk.set_player_to_move(player);
    ChineseCheckersState::MoveBuffer moves;
    const int n = walk.legal_moves(moves);
    const auto* found =
        std::find_if(moves.begin(), moves.begin() + n,
                     [&](const ChineseCheckersMove& m) { return m.from == from && m.to == to; });
    if (found == moves.begin() + n) return result;  // cannot happen: every move was generated legal
    result.moves.push_back(*found);
    walk.apply(*found);
  }
  result.solved = true;
  return result;
}

ChineseCheckersState solo_race_start(int players, int player) {
  ChineseCheckersRules rules;
  rules.players = players;
  ChineseCheckersState state(rules);
  state.clear_board();
  for (Bitboard121 home = state.home_cells(player); home.any();) state.place_piece(home.pop_lowest(), player);
  state.set_player_to_move(player);
  return state;
}

}  // namespace bl::cc
