// Move notation: "pass", "from-to", or a full hop path "from-landing-...-to", with cell
// names from star_geometry.h ("e5", case-insensitive).
#include <cctype>

#include "core/chinese_checkers/chinese_checkers_state.h"
#include "core/common/trim.h"

namespace bl {

namespace {

std::vector<std::string_view> split_on_dashes(std::string_view text) {
  std::vector<std::string_view> parts;
  for (std::size_t start = 0;;) {
    const std::size_t dash = text.find('-', start);
    parts.push_back(text.substr(start, dash == std::string_view::npos ? dash : dash - start));
    if (dash == std::string_view::npos) return parts;
    start = dash + 1;
  }
}

}  // namespace

std::string ChineseCheckersState::move_to_string(const Move& m) const {
  if (m.is_pass()) return "pass";
  std::string text;
  for (int cell : move_cells(m)) text += (text.empty() ? "" : "-") + cell_name(cell);
  return text;
}

std::vector<int> ChineseCheckersState::move_cells(const Move& m) const {
  if (m.is_pass()) return {};
  std::vector<int> cells{m.from};
  for (int i = 0; i < m.num_landings; ++i) cells.push_back(m.landings[i]);
  cells.push_back(m.to);
  return cells;
}

Result<ChineseCheckersMove> ChineseCheckersState::parse_move(std::string_view text) const {
  using R = Result<Move>;
  text = trim(text);
  if (terminal_) return R::failure("the game is over");
  if (text == "pass" || text == "PASS") {
    if (count_moves_but_pass() != 0)
      return R::failure("you cannot pass while you have a legal move");
    return Move::pass();
  }
  const std::vector<std::string_view> parts = split_on_dashes(text);
  if (parts.size() < 2)
    return R::failure("move '" + std::string(text) +
                      "' is not of the form from-to (e.g. m5-l5) or pass");
  std::vector<int> cells;
  for (std::string_view part : parts) {
    auto cell = star::parse_cell(part);
    if (!cell) return R::failure(cell.error());
    cells.push_back(*cell);
  }
  const int from = cells.front(), to = cells.back();
  if (!pieces_[to_move_].test(from)) return R::failure("no piece of yours on " + cell_name(from));
  if (count_moves_but_pass() == 0) return R::failure("you have no legal move and must pass");
  if (cells.size() > 2) return parse_path(cells);
  if (!reachable(from).test(to))
    return R::failure(cell_name(to) + " is not reachable from " + cell_name(from));
  if (auto blocked = rule_forbidding(from, to); !blocked.empty()) return R::failure(blocked);
  MoveBuffer moves;
  legal_moves(moves);
  for (const Move& m : moves)
    if (m.from == from && m.to == to) return m;
  return R::failure(cell_name(to) + " is not reachable from " + cell_name(from));
}

// Validates a full hop path hop by hop so the error names the first bad hop.
Result<ChineseCheckersMove> ChineseCheckersState::parse_path(const std::vector<int>& cells) const {
  using R = Result<Move>;
  const int from = cells.front(), to = cells.back();
  if (int(cells.size()) - 2 > Move::kMaxLandings) return R::failure("hop path is too long");
  Bitboard121 visited = Bitboard121::bit(from);
  const Bitboard121 pieces = occupied_.without(visited);
  for (std::size_t i = 1; i < cells.size(); ++i) {
    const int at = cells[i - 1], next = cells[i];
    const std::string hop = cell_name(at) + "-" + cell_name(next);
    const int middle = star::hop_middle(at, next);
    if (middle < 0)
      return R::failure(hop + " is not a hop (landings must be two holes apart in a line)");
    if (!pieces.test(middle)) return R::failure(hop + " does not hop over a piece");
    if (visited.test(next)) return R::failure("hop path revisits " + cell_name(next));
    if (pieces.test(next)) return R::failure(hop + " lands on an occupied hole");
    visited.set(next);
  }
  if (auto blocked = rule_forbidding(from, to); !blocked.empty()) return R::failure(blocked);
  Move m = Move::step(from, to);
  m.num_landings = std::uint8_t(cells.size() - 2);
  for (int i = 0; i < m.num_landings; ++i) m.landings[i] = std::uint8_t(cells[i + 1]);
  return m;
}

// Which rule option forbids ending a move from `from` on `to`, or "" if none does.
std::string ChineseCheckersState::rule_forbidding(int from, int to) const {
  const Bitboard121& goal = goal_cells(to_move_);
  if (!rules_.leave_goal && goal.test(from) && !goal.test(to))
    return cell_name(to) + ": a piece may not leave its goal (leave_goal=false)";
  if (!allowed_targets(to_move_).test(to))
    return cell_name(to) +
           ": a piece may not stop in a point that is neither its home nor its goal "
           "(stop_in_other_points=false)";
  return "";
}

}  // namespace bl
