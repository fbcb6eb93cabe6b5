// seed003-vcf-ab: report 003's Gomoku AI ("Gobang 2023"), re-implemented from its report
// and the score tables of its published code.
//
// Taken from the report:
//  - First a kill search ("算杀"): the side to move tries its kill points, the points whose
//    own single-point score exceeds 500000 (a five, an open four, or a double threat: two
//    fours, four-three, three-three), and the opponent answers; depth 12 plies, or 8 when
//    there are more than eight kill points. A kill found is played at once.
//  - Otherwise negamax alpha-beta to depth 4 over every empty point with a stone within two
//    points along a line (at the game's second and third stones: next to a black stone),
//    ordered by the mover's single-point score; leaves are scored by the whole board: the
//    sum over the mover's stones of the own table minus the sum over the opponent's stones
//    of the opponent table ("人机分离": the opponent table raises sleepy threes, threes and
//    twos, so that defence is not neglected).
//  - Shapes per line: the row through the point and the four points beyond each end,
//    classified as five / overline, alive/sleepy/dead four, three, two and one, with split
//    shapes (X X . X) counted as the report's code does.
//  - Own table (before move 25 / from move 25): alive4 300000/500000, sleepy4 10000/30000,
//    dead4 100, alive3 50000, sleepy3 100, dead3 50, alive2 500, sleepy2 50, dead2 5,
//    alive1 10, sleepy1 5, dead1 1; opponent table: alive4 300000, sleepy4 3000, dead4 100,
//    alive3 20000, sleepy3 1000, dead3 50, alive2 500, sleepy2 50, dead2 5, alive1 10,
//    sleepy1 5, dead1 1. Both add 20000000 for a five and 1000000 for a sure win (alive4,
//    two sleepy4, sleepy4 + alive3, two alive3).
// Bugs of the original not reproduced: in its kill search the defender only ever tried
// counter-attacks (never a block) and a defender without counter-attacks counted as a
// failed kill; here the defender also blocks the attacker's key points (points worth more
// than 50000 to the attacker). Its alpha-beta scored a five by the static evaluation; here
// a five is a win (a loss for the side to move) and a full board a draw. Under a time limit
// the depth-4 search deepens iteratively and keeps the last completed depth; the rules'
// five (exact five under standard and renju) and renju's forbidden points are respected.
#include <algorithm>
#include <array>
#include <limits>
#include <memory>
#include <vector>

#include "ai/agent_registry.h"
#include "ai/gomoku/gomoku_agent_support.h"
#include "core/gomoku/renju.h"

namespace bl {
namespace {

constexpr double kWin = 1e9;  // a five; decisive over any evaluation

// Counts of the shapes through one stone (or one empty point, taken as the side's stone).
struct ShapeCounts {
  int more = 0, five = 0;
  int alive4 = 0, sleepy4 = 0, dead4 = 0;
  int alive3 = 0, sleepy3 = 0, dead3 = 0;
  int alive2 = 0, sleepy2 = 0, dead2 = 0;
  int alive1 = 0, sleepy1 = 0, dead1 = 0;

  void add(const ShapeCounts& o) {
    more += o.more, five += o.five;
    alive4 += o.alive4, sleepy4 += o.sleepy4, dead4 += o.dead4;
    alive3 += o.alive3, sleepy3 += o.sleepy3, dead3 += o.dead3;
    alive2 += o.alive2, sleepy2 += o.sleepy2, dead2 += o.dead2;
    alive1 += o.alive1, sleepy1 += o.sleepy1, dead1 += o.dead1;
  }
};

struct ScoreTable {
  double alive4, sleepy4, dead4, alive3, sleepy3, dead3, alive2, sleepy2, dead2, alive1, sleepy1,
      dead1;
};
constexpr ScoreTable kOwnEarly = {300000, 10000, 100, 50000, 100, 50, 500, 50, 5, 10, 5, 1};
constexpr ScoreTable kOwnLate = {500000, 30000, 100, 50000, 100, 50, 500, 50, 5, 10, 5, 1};
constexpr ScoreTable kOpponent = {300000, 3000, 100, 20000, 1000, 50, 500, 50, 5, 10, 5, 1};
constexpr int kLateGameStones = 25;
constexpr double kKillThreshold = 500000;
constexpr double kThreatThreshold = 50000;

double table_score(const ShapeCounts& t, const ScoreTable& s) {
  double score = t.alive4 * s.alive4 + t.sleepy4 * s.sleepy4 + t.dead4 * s.dead4 +
                 t.alive3 * s.alive3 + t.sleepy3 * s.sleepy3 + t.dead3 * s.dead3 +
                 t.alive2 * s.alive2 + t.sleepy2 * s.sleepy2 + t.dead2 * s.dead2 +
                 t.alive1 * s.alive1 + t.sleepy1 * s.sleepy1 + t.dead1 * s.dead1;
  if (t.more >= 1 || t.five >= 1) score += 20000000;
  if (t.alive4 >= 1 || t.sleepy4 >= 2 || (t.sleepy4 >= 1 && t.alive3 >= 1) || t.alive3 >= 2)
    score += 1000000;
  return score;
}

// The line beyond one end of a row: the first four points, 'E' empty, 'S' the side's stone,
// 'B' blocked (the other side's stone or the edge, as the original reads the edge).
struct Beyond {
  std::array<char, 4> p;
  bool is(int i, char c) const { return p[i] == c; }
};

// The report's shape classification of a row of `length` stones with `l` and `r` beyond.
ShapeCounts classify(int length, const Beyond& l, const Beyond& r) {
  ShapeCounts t;
  auto E = [](const Beyond& b, int i) { return b.is(i, 'E'); };
  auto S = [](const Beyond& b, int i) { return b.is(i, 'S'); };
  if (length > 5) {
    t.more = 1;
  } else if (length == 5) {
    t.five = 1;
  } else if (length == 4) {
    if (E(l, 0) && E(r, 0))
      t.alive4 = 1;
    else if (E(l, 0) || E(r, 0))
      t.sleepy4 = 1;
    else
      t.dead4 = 1;
  } else if (length == 3) {
    const bool left4 = E(l, 0) && S(l, 1), right4 = E(r, 0) && S(r, 1);
    if (left4 && right4)
      t.sleepy4 = 2;
    else if (left4 || right4)
      t.sleepy4 = 1;
    else if (E(l, 0) && E(r, 0) && (E(l, 1) || E(r, 1)))
      t.alive3 = 1;
    else if ((E(l, 0) && E(l, 1)) || (E(r, 0) && E(r, 1)))
      t.sleepy3 = 1;
    else
      t.dead3 = 1;
  } else if (length == 2) {
    const bool left4 = E(l, 0) && S(l, 1) && S(l, 2), right4 = E(r, 0) && S(r, 1) && S(r, 2);
    if (left4 && right4)
      t.sleepy4 = 2;
    else if (left4 || right4)
      t.sleepy4 = 1;
    else if (E(l, 0) && E(r, 0) && ((S(l, 1) && E(l, 2)) || (S(r, 1) && E(r, 2))))
      t.alive3 = 1;
    else if ((E(l, 0) && E(l, 2) && S(l, 1)) || (E(r, 0) && E(r, 2) && S(r, 1)))
      t.sleepy3 = 1;
    else if (E(l, 0) && E(r, 0) && (S(l, 1) || S(r, 1)))
      t.sleepy3 = 1;
    else if ((E(l, 0) && E(l, 1) && S(l, 2)) || (E(r, 0) && E(r, 1) && S(r, 2)))
      t.sleepy3 = 1;
    else if ((E(l, 0) && E(r, 0) && E(r, 1) && E(r, 2)) ||
             (E(l, 0) && E(l, 1) && E(r, 0) && E(r, 1)) ||
             (E(l, 0) && E(l, 1) && E(l, 2) && E(r, 0)))
      t.alive2 = 1;
    else if ((E(l, 0) && E(l, 1) && E(l, 2)) || (E(r, 0) && E(r, 1) && E(r, 2)))
      t.sleepy2 = 1;
  } else if (length == 1) {
    const bool left4 = E(l, 0) && S(l, 1) && S(l, 2) && S(l, 3);
    const bool right4 = E(r, 0) && S(r, 1) && S(r, 2) && S(r, 3);
    const bool both_open = E(l, 0) && E(r, 0);
    if (left4 && right4)
      t.sleepy4 = 2;
    else if (left4 || right4)
      t.sleepy4 = 1;
    else if (both_open && ((S(l, 1) && S(l, 2) && E(l, 3)) || (S(r, 1) && S(r, 2) && E(r, 3))))
      t.alive3 = 1;
    else if (both_open && ((S(l, 1) && S(l, 2)) || (S(r, 1) && S(r, 2))))
      t.sleepy3 = 1;
    else if ((E(l, 0) && E(l, 3) && S(l, 1) && S(l, 2)) ||
             (E(r, 0) && E(r, 3) && S(r, 1) && S(r, 2)))
      t.sleepy3 = 1;
    else if ((E(l, 0) && E(l, 1) && S(l, 2) && S(l, 3)) ||
             (E(r, 0) && E(r, 1) && S(r, 2) && S(r, 3)))
      t.sleepy3 = 1;
    else if ((E(l, 0) && E(l, 2) && S(l, 1) && S(l, 3)) ||
             (E(r, 0) && E(r, 2) && S(r, 1) && S(r, 3)))
      t.sleepy3 = 1;
    else if (both_open && E(r, 2) && S(r, 1) && (E(l, 1) || E(r, 3)))
      t.alive2 = 1;
    else if (both_open && E(l, 2) && S(l, 1) && (E(r, 1) || E(l, 3)))
      t.alive2 = 1;
    else if ((both_open && E(r, 1) && E(r, 3) && S(r, 2)) ||
             (both_open && E(l, 1) && E(l, 3) && S(l, 2)))
      t.alive2 = 1;
    else if ((E(l, 0) && E(l, 2) && E(l, 3) && S(l, 1)) ||
             (E(r, 0) && E(r, 2) && E(r, 3) && S(r, 1)))
      t.sleepy2 = 1;
    else if ((both_open && E(r, 1) && S(l, 1)) || (both_open && E(l, 1) && S(r, 1)))
      t.sleepy2 = 1;
    else if ((E(l, 0) && E(l, 1) && E(l, 3) && S(l, 2)) ||
             (E(r, 0) && E(r, 1) && E(r, 3) && S(r, 2)))
      t.sleepy2 = 1;
    else if ((E(l, 0) && E(l, 1) && E(r, 0) && S(l, 2)) ||
             (E(r, 0) && E(r, 1) && E(l, 0) && S(r, 2)))
      t.sleepy2 = 1;
    else if ((E(l, 0) && E(l, 1) && E(l, 2) && S(l, 3)) ||
             (E(r, 0) && E(r, 1) && E(r, 2) && S(r, 3)))
      t.sleepy2 = 1;
    else if (both_open)
      t.alive1 = 1;
    else if (E(l, 0) || E(r, 0))
      t.sleepy1 = 1;
    else
      t.dead1 = 1;
  }
  return t;
}

constexpr int kLineDirs[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

// The board as the original kept it: stones by point, placed and lifted during search.
class Seed003Board {
 public:
  explicit Seed003Board(const GomokuState& s)
      : rules_(s.rules()), n_(s.rules().size), stones_(s.rules().size) {
    cells_.assign(std::size_t(n_ * n_), kNoPlayer);
    for (int c = 0; c < n_ * n_; ++c)
      if (s.owner(c) != kNoPlayer) put(c, s.owner(c));
  }

  int size() const { return n_; }
  int count() const { return count_; }
  int at(int x, int y) const { return on_board(x, y) ? cells_[y * n_ + x] : -2; }
  int at(int cell) const { return cells_[cell]; }
  bool on_board(int x, int y) const { return x >= 0 && y >= 0 && x < n_ && y < n_; }
  bool full() const { return count_ == n_ * n_; }

  void put(int cell, int player) {
    cells_[cell] = player;
    stones_.set(cell, stone_of(player));
    ++count_;
  }
  void lift(int cell) {
    cells_[cell] = kNoPlayer;
    stones_.set(cell, kEmpty);
    --count_;
  }

  // The shapes through `cell` for `player`, the cell counting as the player's stone.
  ShapeCounts shapes(int cell, int player) const {
    ShapeCounts total;
    const int x = cell % n_, y = cell / n_;
    for (const auto& d : kLineDirs) {
      int length = 1;
      Beyond ends[2];
      for (int side = 0; side < 2; ++side) {
        const int dx = side == 0 ? -d[0] : d[0], dy = side == 0 ? -d[1] : d[1];
        int i = 1;
        while (at(x + i * dx, y + i * dy) == player) ++length, ++i;
        for (int k = 0; k < 4; ++k) {
          const int v = at(x + (i + k) * dx, y + (i + k) * dy);
          ends[side].p[k] = v == kNoPlayer ? 'E' : v == player ? 'S' : 'B';
        }
      }
      total.add(classify(length, ends[0], ends[1]));
    }
    return total;
  }

  double own_score(int cell, int player) const {
    return table_score(shapes(cell, player), count_ < kLateGameStones ? kOwnEarly : kOwnLate);
  }
  double opponent_score(int cell, int player) const {
    return table_score(shapes(cell, player), kOpponent);
  }

  // The whole-board score for `player` (to move): own stones minus the opponent's.
  double whole_score(int player) const {
    double own = 0, other = 0;
    for (int c = 0; c < n_ * n_; ++c) {
      if (cells_[c] == player)
        own += own_score(c, player);
      else if (cells_[c] == 1 - player)
        other += opponent_score(c, 1 - player);
    }
    return own - other;
  }

  // Did the stone just placed at `cell` make a winning row under the rules?
  bool made_five(int cell) const {
    const int player = cells_[cell];
    const int x = cell % n_, y = cell / n_;
    for (const auto& d : kLineDirs) {
      int length = 1;
      for (int s = -1; s <= 1; s += 2)
        for (int i = 1; at(x + s * i * d[0], y + s * i * d[1]) == player; ++i) ++length;
      const bool exact = rules_.rule == GomokuRuleSet::kStandard ||
                         (rules_.rule == GomokuRuleSet::kRenju && player == 0);
      if (exact ? length == 5 : length >= 5) return true;
    }
    return false;
  }

  bool may_play(int cell, int player) const {
    if (cells_[cell] != kNoPlayer) return false;
    if (player != 0 || rules_.rule != GomokuRuleSet::kRenju) return true;
    return renju_forbidden_reason(stones_, cell) == ForbiddenReason::kNone;
  }

  // The original's neighbourhood test: a stone within two points along a line, except at
  // the second and third stones of the game, which go next to a black stone.
  bool has_neighbour(int cell) const {
    const int x = cell % n_, y = cell / n_;
    const bool opening = count_ == 1 || count_ == 2;
    const int reach = opening ? 1 : 2;
    for (const auto& d : kLineDirs) {
      for (int j = -reach; j <= reach; ++j) {
        if (j == 0) continue;
        const int v = at(x + j * d[0], y + j * d[1]);
        if (opening ? v == 0 : v >= 0) return true;
      }
    }
    return false;
  }

 private:
  GomokuRules rules_;
  int n_;
  StoneBoard stones_;
  std::vector<int> cells_;
  int count_ = 0;
};

struct ScoredPoint {
  int cell;
  double score;
};

class Seed003Search {
 public:
  Seed003Search(Seed003Board& board, gomoku::DecisionControl& control)
      : b_(board), control_(control) {}

  // Points with a neighbour that `player` may play, scored by `score`, best first.
  template <class Score>
  std::vector<ScoredPoint> points(int player, Score&& score) const {
    std::vector<ScoredPoint> out;
    for (int x = 0; x < b_.size(); ++x) {  // the original scanned column by column
      for (int y = 0; y < b_.size(); ++y) {
        const int c = y * b_.size() + x;
        if (b_.at(c) != kNoPlayer || !b_.has_neighbour(c) || !b_.may_play(c, player)) continue;
        const double s = score(c);
        if (s >= 0) out.push_back({c, s});
      }
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const ScoredPoint& a, const ScoredPoint& b) { return a.score > b.score; });
    return out;
  }

  // ---- Kill search ----

  std::vector<ScoredPoint> kill_points(int attacker) const {
    return points(attacker, [&](int c) {
      const double s = b_.own_score(c, attacker);
      return s > kKillThreshold ? s : -1.0;
    });
  }

  // The defender's answers: its own counter-attacks and blocks of the attacker's key points.
  std::vector<ScoredPoint> defences(int defender) const {
    return points(defender, [&](int c) {
      const double s = std::max(b_.own_score(c, defender), b_.own_score(c, 1 - defender));
      return s > kThreatThreshold ? s : -1.0;
    });
  }

  // Returns the killing point, or -1.
  int kill_search(int attacker, int depth) {
    const auto kills = kill_points(attacker);
    if (kills.empty()) return -1;
    if (kills.size() > 8) depth = 8;
    for (const auto& k : kills) {
      b_.put(k.cell, attacker);
      const bool killed = defender_fails(attacker, depth - 1, k.cell);
      b_.lift(k.cell);
      if (killed) return k.cell;
      if (control_.count_node()) return -1;
    }
    return -1;
  }

  // ---- Alpha-beta ----

  double alpha_beta(int depth, double alpha, double beta, int player, int last, int ply) {
    if (control_.count_node()) return 0;
    if (last >= 0 && b_.made_five(last)) return -(kWin - ply);
    if (b_.full()) return 0;
    if (depth == 0) return b_.whole_score(player);
    const auto moves = ordered_moves(player);
    if (moves.empty()) return 0;
    for (const auto& m : moves) {
      b_.put(m.cell, player);
      const double v = -alpha_beta(depth - 1, -beta, -alpha, 1 - player, m.cell, ply + 1);
      b_.lift(m.cell);
      if (control_.stopped()) return 0;
      if (v >= beta) return beta;
      alpha = std::max(alpha, v);
    }
    return alpha;
  }

  std::vector<ScoredPoint> ordered_moves(int player) const {
    return points(player, [&](int c) { return b_.own_score(c, player); });
  }

  bool stopped() const { return control_.stopped(); }

 private:
  // After the attacker's stone at `last`: true if every defence fails.
  bool defender_fails(int attacker, int depth, int last) {
    if (b_.made_five(last)) return true;
    if (depth <= 0 || control_.count_node()) return false;
    const auto answers = defences(1 - attacker);
    if (answers.empty()) return false;  // nothing left to answer: the attack has run out
    for (const auto& a : answers) {
      b_.put(a.cell, 1 - attacker);
      const bool killed = attacker_kills(attacker, depth - 1, a.cell);
      b_.lift(a.cell);
      if (!killed) return false;
    }
    return true;
  }

  // After the defender's stone at `last`: true if some kill point still wins.
  bool attacker_kills(int attacker, int depth, int last) {
    if (b_.made_five(last)) return false;
    if (depth <= 0 || control_.count_node()) return false;
    for (const auto& k : kill_points(attacker)) {
      b_.put(k.cell, attacker);
      const bool killed = defender_fails(attacker, depth - 1, k.cell);
      b_.lift(k.cell);
      if (killed) return true;
      if (control_.stopped()) return false;
    }
    return false;
  }

  Seed003Board& b_;
  gomoku::DecisionControl& control_;
};

class Seed003VcfAbAgent : public Agent {
 public:
  Seed003VcfAbAgent(int depth, int kill_depth) : depth_(depth), kill_depth_(kill_depth) {}
  std::string spec() const override {
    return "seed003-vcf-ab depth=" + std::to_string(depth_) +
           " kill_depth=" + std::to_string(kill_depth_);
  }

  Decision decide(const AnyGame& game, const PositionHistory&, const SearchLimits& limits,
                  SearchObserver*) override {
    clear_stop();
    gomoku::DecisionControl control(*this, limits);
    const GomokuState* state = gomoku::native_state(game);
    if (!state || state->is_terminal()) return {};
    const GomokuState& s = *state;
    const int me = s.current_player();
    if (s.stone_count() == 0) {
      const int mid = s.grid().cell(s.rules().size / 2, s.rules().size / 2);
      return gomoku::make_decision(s, mid, 0, {mid}, {}, 0, control);
    }
    Seed003Board board(s);
    Seed003Search search(board, control);
    const int kill = search.kill_search(me, kill_depth_);
    if (kill >= 0)
      return gomoku::make_decision(s, kill, kWinScore - kill_depth_, {kill}, {}, kill_depth_,
                                   control);
    return alpha_beta_root(s, board, search, control, limits);
  }

 private:
  Decision alpha_beta_root(const GomokuState& s, Seed003Board& board, Seed003Search& search,
                           gomoku::DecisionControl& control, const SearchLimits& limits) {
    const int me = s.current_player();
    const auto moves = search.ordered_moves(me);
    if (moves.empty()) return gomoku::make_decision(s, first_legal(s), 0, {}, {}, 0, control);
    const int max_depth = limits.max_depth > 0 ? std::min(limits.max_depth, depth_) : depth_;
    int best = moves.front().cell, completed = 0;
    double best_score = 0;
    std::vector<gomoku::RootScore> scores;
    for (int depth = 1; depth <= max_depth; ++depth) {
      double alpha = -std::numeric_limits<double>::infinity();
      int iteration_best = moves.front().cell;
      std::vector<gomoku::RootScore> iteration_scores;
      for (const auto& m : moves) {
        board.put(m.cell, me);
        const double v = -search.alpha_beta(depth - 1, -kWin * 2, -alpha, 1 - me, m.cell, 1);
        board.lift(m.cell);
        if (search.stopped()) break;
        iteration_scores.push_back({m.cell, v});
        if (v > alpha) alpha = v, iteration_best = m.cell;
      }
      if (search.stopped()) break;  // keep the last completed depth
      best = iteration_best, best_score = alpha, completed = depth, scores = iteration_scores;
    }
    return gomoku::make_decision(s, best, to_agent_score(best_score), {best}, scores, completed,
                                 control);
  }

  // Wins stay wins in the agent's units; evaluations are scaled down to stone-ish units.
  static double to_agent_score(double v) {
    if (v >= kWin - 1000) return kWinScore - (kWin - v);
    if (v <= -kWin + 1000) return -kWinScore + (kWin + v);
    return v / 1000.0;
  }

  static int first_legal(const GomokuState& s) {
    GomokuState::MoveBuffer moves;
    s.legal_moves(moves);
    return moves[0].cell;
  }

  int depth_;
  int kill_depth_;
};

const AgentRegistration kSeed003Registration{AgentInfo{
    "seed003-vcf-ab",
    "report 003's Gomoku baseline: a kill search to 12 plies, then depth-4 alpha-beta with "
    "separate own/opponent pattern scores",
    {"gomoku"},
    {{"depth", "4", "alpha-beta depth (the report's 4)"},
     {"kill_depth", "12", "kill-search depth in plies (the report's 12; 8 with many kill points)"}},
    [](const OptionMap& options) -> Result<std::unique_ptr<Agent>> {
      OptionReader reader(options, "agent seed003-vcf-ab");
      const int depth = reader.get_int("depth", 4, 1, 8);
      const int kill_depth = reader.get_int("kill_depth", 12, 2, 20);
      if (auto ok = reader.finish(); !ok)
        return Result<std::unique_ptr<Agent>>::failure(ok.error());
      return std::unique_ptr<Agent>(std::make_unique<Seed003VcfAbAgent>(depth, kill_depth));
    }}};

}  // namespace
}  // namespace bl
