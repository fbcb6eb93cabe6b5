// seed004-patterns: report 004's one-ply Gomoku AI, re-implemented from its description.
//
// Taken from the report:
//  - Candidates: every empty point within the 5x5 square around any stone, scanned top to
//    bottom, left to right (the centre on an empty board).
//  - Per point, per direction (4), per side ("same" = the side to move, "other" = the
//    opponent), scan at most four points each way: stones of that side count (m), an
//    opponent stone or the edge ends the scan and counts as blocked (d), and one single
//    empty point in the whole line may be skipped if a stone of that side follows it (e).
//  - The (m, e, d) score table, "same" column / "other" column:
//      m1e0d0 10/8, m1e1d0 8/5, m2e0d1 25/15, m2e1d1 25/15, m2e0d0 100/50 (three),
//      m2e1d0 80/40 (three), m3e0d1 120/60 (four), m3e1d1 90/45 (four),
//      m3e0d0 5000/2000 (priority 2), m3e1d0 250/150 (four), m>=4 e0 100000/30000
//      (five, priority 3), m>=4 e1 300/200 (four).
//  - The eight direction scores (other side's four first, as in the report) are folded
//    with f(M, m) = M + m * min(sqrt(m), 5), M the larger, m the smaller.
//  - Priorities per side: 3 five, 2 open four, 2 four-four and four-three, 1 three-three.
//    The point with the highest priority of either side is played; on equal priority the
//    side-to-move's own priority decides, then the score.
// Bugs of the original not reproduced: its three-four check wrote the same side's priority
// into the other side's, and saw a three-four only when the three came in an earlier
// direction than the four. The table's split-four value (250/150) is used where the listed
// code had 90/45. Renju: black never plays a forbidden point (the report had no renju).
#include <algorithm>
#include <cmath>
#include <memory>

#include "ai/agent_registry.h"
#include "ai/gomoku/gomoku_agent_support.h"

namespace bl {
namespace {

// The four scan directions, in the report's order.
constexpr int kDirs[4][2] = {{-1, 0}, {-1, 1}, {0, 1}, {1, 1}};

struct DirectionScore {
  double value = 0;
  int priority = 0;  // 3 five, 2 open four
  bool three = false;
  bool four = false;
};

// The (m, e, d) table of the report, for the side to move ("same") or the other side.
DirectionScore score_line(int m, int e, int d, bool same) {
  DirectionScore s;
  auto set = [&](double same_value, double other_value) {
    s.value = same ? same_value : other_value;
  };
  if (m >= 4) {
    if (e == 0) {
      set(100000, 30000);
      s.priority = 3;
    } else {
      set(300, 200);
      s.four = true;
    }
  } else if (m == 3) {
    if (d == 0 && e == 0) {
      set(5000, 2000);
      s.priority = 2;
    } else if (d == 0) {
      set(250, 150);
      s.four = true;
    } else if (d == 1) {
      e == 0 ? set(120, 60) : set(90, 45);
      s.four = true;
    }
  } else if (m == 2) {
    if (d == 0) {
      e == 0 ? set(100, 50) : set(80, 40);
      s.three = true;
    } else if (d == 1) {
      set(25, 15);
    }
  } else if (m == 1 && d == 0) {
    e == 0 ? set(10, 8) : set(8, 5);
  }
  return s;
}

// The report's folding of two scores: close values add almost like a product, far ones
// barely add to the larger.
double fold(double a, double b) {
  const double big = std::max(a, b), small = std::min(a, b);
  return big + small * std::min(std::sqrt(small), 5.0);
}

struct PointValue {
  double value = 0;
  int same_priority = 0;
  int other_priority = 0;
};

class Seed004Evaluator {
 public:
  explicit Seed004Evaluator(const GomokuState& state) : state_(state), size_(state.rules().size) {}

  PointValue evaluate(int x, int y, int mover) const {
    PointValue v;
    SideFlags flags[2];
    for (int view = 0; view < 2; ++view) {  // the other side first, as in the report
      const bool same = view == 1;
      const int side = same ? mover : 1 - mover;
      for (const auto& dir : kDirs) {
        const DirectionScore s = scan(x, y, dir[0], dir[1], side, same);
        int& priority = same ? v.same_priority : v.other_priority;
        flags[view].combine(s, priority);
        v.value = fold(v.value, s.value);
      }
    }
    return v;
  }

 private:
  // Threes and fours seen so far for one side; two of them raise its priority.
  struct SideFlags {
    bool three = false;
    bool four = false;
    void combine(const DirectionScore& s, int& priority) {
      if ((three && s.three)) priority = std::max(priority, 1);
      if ((three && s.four) || (four && s.three) || (four && s.four))
        priority = std::max(priority, 2);
      priority = std::max(priority, s.priority);
      three |= s.three;
      four |= s.four;
    }
  };

  int at(int x, int y) const {
    if (x < 0 || y < 0 || x >= size_ || y >= size_) return -2;  // the edge
    return state_.owner(state_.grid().cell(x, y));
  }

  DirectionScore scan(int x, int y, int dx, int dy, int side, bool same) const {
    int m = 0, e = 0, d = 0;
    for (int sign = 1; sign >= -1; sign -= 2) {  // one empty point for both halves together
      int cx = x, cy = y;
      for (int i = 0; i < 4; ++i) {
        cx += sign * dx;
        cy += sign * dy;
        const int here = at(cx, cy);
        if (here == side) {
          ++m;
        } else if (here == kNoPlayer && e == 0 && at(cx + sign * dx, cy + sign * dy) == side) {
          ++e;
        } else {
          if (here != kNoPlayer) ++d;  // the other side's stone or the edge blocks
          break;
        }
      }
    }
    return score_line(m, e, d, same);
  }

  const GomokuState& state_;
  int size_;
};

bool better(const PointValue& a, const PointValue& b) {
  const int pa = std::max(a.same_priority, a.other_priority);
  const int pb = std::max(b.same_priority, b.other_priority);
  if (pa != pb) return pa > pb;
  if (a.same_priority != b.same_priority) return a.same_priority > b.same_priority;
  return a.value > b.value;
}

class Seed004PatternsAgent : public Agent {
 public:
  std::string spec() const override { return "seed004-patterns"; }

  Decision decide(const AnyGame& game, const PositionHistory&, const SearchLimits& limits,
                  SearchObserver*) override {
    clear_stop();
    gomoku::DecisionControl control(*this, limits);
    const GomokuState* state = gomoku::native_state(game);
    if (!state || state->is_terminal()) return {};
    const GomokuState& s = *state;
    const int n = s.rules().size, mover = s.current_player();
    const Seed004Evaluator eval(s);
    std::vector<gomoku::RootScore> scores;
    int best_cell = -1;
    PointValue best;
    for (int y = 0; y < n; ++y) {
      for (int x = 0; x < n; ++x) {
        const int cell = s.grid().cell(x, y);
        if (!near_a_stone(s, x, y) || !s.is_legal(GomokuMove{std::int16_t(cell)})) continue;
        control.count_node();  // counts the point; one ply always finishes
        const PointValue v = eval.evaluate(x, y, mover);
        scores.push_back({cell, v.value});
        if (best_cell < 0 || better(v, best)) {
          best_cell = cell;
          best = v;
        }
      }
    }
    if (best_cell < 0) best_cell = fallback_cell(s);
    return gomoku::make_decision(s, best_cell, best.value, {best_cell}, scores, 1, control);
  }

 private:
  static bool near_a_stone(const GomokuState& s, int x, int y) {
    if (s.owner(s.grid().cell(x, y)) != kNoPlayer) return false;
    for (int dy = -2; dy <= 2; ++dy)
      for (int dx = -2; dx <= 2; ++dx)
        if (s.grid().on_board(x + dx, y + dy) &&
            s.owner(s.grid().cell(x + dx, y + dy)) != kNoPlayer)
          return true;
    return false;
  }

  // The centre on an empty board; otherwise the first legal point.
  static int fallback_cell(const GomokuState& s) {
    const int mid = s.grid().cell(s.rules().size / 2, s.rules().size / 2);
    if (s.is_legal(GomokuMove{std::int16_t(mid)})) return mid;
    GomokuState::MoveBuffer moves;
    s.legal_moves(moves);
    return moves[0].cell;
  }
};

const AgentRegistration kSeed004Registration{
    AgentInfo{"seed004-patterns",
              "report 004's Gomoku baseline: one-ply per-direction pattern scores folded by "
              "f(M,m) = M + m*min(sqrt(m),5), with its priority rules",
              {"gomoku"},
              {},
              [](const OptionMap& options) -> Result<std::unique_ptr<Agent>> {
                OptionReader reader(options, "agent seed004-patterns");
                if (auto ok = reader.finish(); !ok)
                  return Result<std::unique_ptr<Agent>>::failure(ok.error());
                return std::unique_ptr<Agent>(std::make_unique<Seed004PatternsAgent>());
              }}};

}  // namespace
}  // namespace bl
