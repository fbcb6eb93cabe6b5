// The Gomoku tactical suite (data/vcf_suite.txt): positions where the side to move wins by
// continuous fours. Each winning line is first proven with the rules alone (a plain board and
// a count of stones in a row, none of the engine's code), then the threat solver and the
// alpha-beta agent must find a win in at least 95% of them.
#include <gtest/gtest.h>

#include <array>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "ai/agent_registry.h"
#include "ai/gomoku/gomoku_threat_search.h"
#include "core/common/trim.h"
#include "core/gomoku/gomoku_state.h"

namespace bl {
namespace {

constexpr int kSize = 15;

struct SuitePosition {
  std::string source;
  GomokuState state{GomokuRules{kSize, GomokuRuleSet::kFreestyle}};
  std::vector<int> line;  // attacker, defender, ..., the five
};

std::vector<int> cells_of(const GomokuState& state, const std::string& text) {
  std::vector<int> cells;
  std::istringstream in(text);
  for (std::string name; in >> name;) {
    const auto c = state.grid().parse(name);
    EXPECT_TRUE(c.ok()) << name;
    cells.push_back(c.ok() ? *c : -1);
  }
  return cells;
}

std::vector<SuitePosition> load_suite() {
  std::ifstream in(std::string(BOARDLAB_SOURCE_DIR) + "/tests/ai/gomoku/data/vcf_suite.txt");
  EXPECT_TRUE(in) << "vcf_suite.txt not found";
  std::vector<SuitePosition> suite;
  for (std::string row; std::getline(in, row);) {
    if (row.empty() || row[0] == '#') continue;
    const auto bar1 = row.find('|'), bar2 = row.rfind('|');
    EXPECT_NE(bar1, bar2) << row;
    if (bar1 == bar2) continue;
    SuitePosition p;
    p.source = std::string(trim(row.substr(0, bar1)));
    for (int c : cells_of(p.state, row.substr(bar1 + 1, bar2 - bar1 - 1))) {
      const GomokuMove m{std::int16_t(c)};
      EXPECT_TRUE(c >= 0 && p.state.is_legal(m)) << p.source;
      if (c < 0 || !p.state.is_legal(m)) break;
      p.state.apply(m);
    }
    p.line = cells_of(p.state, row.substr(bar2 + 1));
    suite.push_back(std::move(p));
  }
  return suite;
}

// A plain board, checked by counting stones in a row: freestyle, five or more wins.
class PlainBoard {
 public:
  explicit PlainBoard(const GomokuState& state) {
    for (int c = 0; c < kSize * kSize; ++c) stone_[c] = state.owner(c);
  }
  bool empty(int c) const { return c >= 0 && c < kSize * kSize && stone_[c] == kNoPlayer; }
  void put(int c, int player) { stone_[c] = player; }

  // Whether a stone of `player` at empty point `c` makes five or more in a row.
  bool makes_five(int c, int player) const {
    const int x = c % kSize, y = c / kSize;
    constexpr int kDirections[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
    for (const auto& d : kDirections) {
      int run = 1;
      for (int sign : {-1, 1})
        for (int k = 1; k < 5; ++k) {
          const int nx = x + sign * k * d[0], ny = y + sign * k * d[1];
          if (nx < 0 || ny < 0 || nx >= kSize || ny >= kSize) break;
          if (stone_[ny * kSize + nx] != player) break;
          ++run;
        }
      if (run >= 5) return true;
    }
    return false;
  }

  std::vector<int> five_points(int player) const {
    std::vector<int> points;
    for (int c = 0; c < kSize * kSize; ++c)
      if (empty(c) && makes_five(c, player)) points.push_back(c);
    return points;
  }

 private:
  std::array<int, kSize * kSize> stone_{};
};

// Whether `line` proves a win for the side to move by continuous fours: every attacking
// move makes five, or a four whose only five point the defender must take, or two five
// points at once (one block cannot stop both); when a block made the defender a four, the
// attacker's next four must stand on its five point.
bool proves_vcf(const GomokuState& state, const std::vector<int>& line) {
  const int attacker = state.current_player(), defender = 1 - attacker;
  PlainBoard board(state);
  for (std::size_t i = 0; i < line.size(); i += 2) {
    const int a = line[i];
    if (!board.empty(a)) return false;
    if (board.makes_five(a, attacker)) return i + 1 == line.size();
    // A defender's four (made by its block) must be blocked by the attacker's next four.
    const std::vector<int> threats = board.five_points(defender);
    if (threats.size() > 1 || (threats.size() == 1 && threats[0] != a)) return false;
    board.put(a, attacker);
    const std::vector<int> fours = board.five_points(attacker);
    if (fours.size() >= 2) return true;
    if (fours.empty() || i + 1 >= line.size() || line[i + 1] != fours[0]) return false;
    board.put(line[i + 1], defender);
  }
  return false;
}

// Whether `move` keeps a proven VCF for the side to move: it makes five, or a four after
// whose forced block the solver finds a VCF that proves_vcf accepts.
bool wins_by_vcf(const GomokuState& state, int move) {
  const int attacker = state.current_player();
  PlainBoard board(state);
  if (!board.empty(move)) return false;
  if (board.makes_five(move, attacker)) return true;
  const std::vector<int> threats = board.five_points(1 - attacker);
  if (threats.size() > 1 || (threats.size() == 1 && threats[0] != move)) return false;
  board.put(move, attacker);
  const std::vector<int> fours = board.five_points(attacker);
  if (fours.size() >= 2) return true;
  if (fours.empty()) return false;
  GomokuState after = state;
  after.apply(GomokuMove{std::int16_t(move)});
  after.apply(GomokuMove{std::int16_t(fours[0])});
  forget_threat_failures();
  ThreatSearchLimits limits;
  limits.node_budget = 1000000;
  const ThreatSearchResult r = find_vcf(after, attacker, limits);
  return r.win && proves_vcf(after, r.line);
}

TEST(TacticalSuite, HasOverAHundredPositionsEachWithAProvenWin) {
  const auto suite = load_suite();
  EXPECT_GE(suite.size(), 150u);
  for (const SuitePosition& p : suite) {
    EXPECT_FALSE(p.state.is_terminal()) << p.source;
    EXPECT_GE(p.line.size(), 5u) << p.source << ": at least three fours";
    EXPECT_TRUE(proves_vcf(p.state, p.line)) << p.source;
  }
}

// The checker itself: a line whose defence is not forced, or that stops short of the five,
// proves nothing.
TEST(TacticalSuite, TheCheckerRefusesLinesThatAreNotForced) {
  const auto suite = load_suite();
  ASSERT_FALSE(suite.empty());
  const SuitePosition& p = suite.front();
  EXPECT_FALSE(proves_vcf(p.state, {p.line[0]}));  // a four and no more
  std::vector<int> wrong_block = p.line;
  PlainBoard board(p.state);
  for (int c = 0; c < kSize * kSize; ++c)
    if (board.empty(c) && c != p.line[1] && c != p.line[0]) {
      wrong_block[1] = c;
      break;
    }
  EXPECT_FALSE(proves_vcf(p.state, wrong_block));
  GomokuState other_side = p.state;
  other_side.edit_player_to_move(1 - p.state.current_player());
  EXPECT_FALSE(proves_vcf(other_side, p.line));
}

int solved_share_percent(int solved, std::size_t total) {
  return total == 0 ? 0 : int(100 * solved / int(total));
}

TEST(TacticalSuite, TheThreatSolverFindsTheWins) {
  const auto suite = load_suite();
  int solved = 0;
  for (const SuitePosition& p : suite) {
    forget_threat_failures();
    const ThreatSearchResult r = find_vcf(p.state, p.state.current_player());  // default budget
    const bool ok = r.win && proves_vcf(p.state, r.line);
    solved += ok;
    if (!ok) std::printf("  not solved: %s\n", p.source.c_str());
  }
  std::printf("  threat solver: %d of %zu\n", solved, suite.size());
  EXPECT_GE(solved_share_percent(solved, suite.size()), 95);
}

// The agent as it plays: 100,000 nodes a position (about 0.2 s of a 200 ms move on the
// machine of docs/ai_measurements.md; node-limited so the test means the same everywhere).
TEST(TacticalSuite, AlphaBetaPlaysAWinningMove) {
  const auto suite = load_suite();
  int solved = 0;
  for (const SuitePosition& p : suite) {
    auto agent = make_agent("alphabeta");
    ASSERT_TRUE(agent.ok());
    SearchLimits limits;
    limits.max_nodes = 100000;
    const Decision d = agent.value()->decide(AnyGame(AnyGame::Variant(p.state)), PositionHistory{},
                                             limits, nullptr);
    const bool ok = d.move.cells.size() == 1 && wins_by_vcf(p.state, d.move.cells[0]);
    solved += ok;
    if (!ok) std::printf("  not solved: %s (played %s)\n", p.source.c_str(), d.notation.c_str());
  }
  std::printf("  alphabeta: %d of %zu\n", solved, suite.size());
  EXPECT_GE(solved_share_percent(solved, suite.size()), 95);
}

}  // namespace
}  // namespace bl
