#include "ai/gomoku/gomoku_opening_book.h"

#include <algorithm>
#include <cstdio>
#include <sstream>

#include "ai/search/search_types.h"
#include "core/common/options.h"
#include "core/common/trim.h"

namespace bl {

std::string_view gomoku_built_in_book_text();  // gomoku_opening_book_data.cpp (generated)

namespace {

constexpr std::string_view kHeaderTag = "gomoku-book";
constexpr int kSymmetries = 8;

GomokuOpeningBook::Stones stones_of(const GomokuState& state) {
  GomokuOpeningBook::Stones s;
  for (int c = 0; c < state.num_cells(); ++c) {
    if (state.owner(c) == 0) s.black.push_back(c);
    if (state.owner(c) == 1) s.white.push_back(c);
  }
  return s;
}

std::string cell_list(const GomokuState& state, const std::vector<std::int16_t>& cells) {
  std::string out;
  for (std::int16_t c : cells) out += (out.empty() ? "" : ",") + state.cell_name(c);
  return out;
}

Result<std::vector<int>> parse_cells(const GomokuState& board, std::string_view text) {
  std::vector<int> cells;
  while (!text.empty()) {
    const std::size_t comma = text.find(',');
    const std::string_view name = text.substr(0, comma);
    auto cell = board.grid().parse(name);
    if (!cell) return Result<std::vector<int>>::failure(cell.error());
    cells.push_back(*cell);
    if (comma == std::string_view::npos) break;
    text.remove_prefix(comma + 1);
  }
  return cells;
}

std::string format_score(double score) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f", score);
  return text;
}

// The position and entry of one line of the text form, or why it is not one.
struct ParsedEntry {
  GomokuState state;
  GomokuBookEntry entry;
};

Result<ParsedEntry> parse_entry(const GomokuRules& rules, std::string_view line) {
  using R = Result<ParsedEntry>;
  auto words = parse_options(line);
  if (!words) return R::failure(words.error());
  OptionReader reader(*words, "entry");
  const std::string black = reader.get_string("black", "");
  const std::string white = reader.get_string("white", "");
  const std::string move = reader.get_string("move", "");
  GomokuBookEntry entry;
  entry.score = reader.get_double("score", 0, -kWinScore, kWinScore);
  entry.depth = reader.get_int("depth", 0, 0, 1000);
  entry.nodes = std::uint64_t(reader.get_double("nodes", 0, 0, 1e15));
  if (Status s = reader.finish(); !s) return R::failure(s.error());
  if (move.empty()) return R::failure("no move= in the entry");

  ParsedEntry parsed{GomokuState(rules), entry};
  GomokuState& state = parsed.state;
  auto black_cells = parse_cells(state, black);
  if (!black_cells) return R::failure("black=: " + black_cells.error());
  auto white_cells = parse_cells(state, white);
  if (!white_cells) return R::failure("white=: " + white_cells.error());
  const int nb = int(black_cells->size()), nw = int(white_cells->size());
  if (nb != nw && nb != nw + 1)
    return R::failure("black has " + std::to_string(nb) + " stones and white " +
                      std::to_string(nw) + ": not a position of a game");
  for (int player : {0, 1})
    for (int c : player == 0 ? *black_cells : *white_cells) {
      if (state.owner(c) != kNoPlayer) return R::failure("two stones on " + state.cell_name(c));
      state.edit_stone(c, player);
    }
  if (state.is_terminal()) return R::failure("the position is over already");
  state.edit_player_to_move(nb == nw ? 0 : 1);
  auto m = state.parse_move(move);
  if (!m) return R::failure("move=" + move + ": " + m.error());
  parsed.entry.move = *m;
  return parsed;
}

}  // namespace

GomokuOpeningBook::GomokuOpeningBook(const GomokuRules& rules) : rules_(rules) {}

int GomokuOpeningBook::transform(int cell, int symmetry) const {
  const int n = rules_.size;
  int x = cell % n, y = cell / n;
  if (symmetry & 1) x = n - 1 - x;
  if (symmetry & 2) y = n - 1 - y;
  if (symmetry & 4) std::swap(x, y);
  return y * n + x;
}

int GomokuOpeningBook::inverse(int cell, int symmetry) const {
  const int n = rules_.size;
  int x = cell % n, y = cell / n;
  if (symmetry & 4) std::swap(x, y);
  if (symmetry & 2) y = n - 1 - y;
  if (symmetry & 1) x = n - 1 - x;
  return y * n + x;
}

// The smallest image of the position under the eight symmetries, and one symmetry that
// gives it (a symmetric position has several; any maps its entry's move to an equal one).
GomokuOpeningBook::Canonical GomokuOpeningBook::canonical(const std::vector<int>& black,
                                                          const std::vector<int>& white) const {
  Canonical best;
  for (int t = 0; t < kSymmetries; ++t) {
    Key key;
    for (int c : black) key.black.push_back(std::int16_t(transform(c, t)));
    for (int c : white) key.white.push_back(std::int16_t(transform(c, t)));
    std::sort(key.black.begin(), key.black.end());
    std::sort(key.white.begin(), key.white.end());
    if (t == 0 || key < best.key) best = Canonical{std::move(key), t};
  }
  return best;
}

// Whether the book may speak of `state`: its own rules, a game still on, and the side to
// move the one the stones say (black when both have as many).
bool GomokuOpeningBook::answers(const GomokuState& state, const Stones& s) const {
  if (state.rules() != rules_ || state.is_terminal()) return false;
  if (s.black.size() == s.white.size()) return state.current_player() == 0;
  return s.black.size() == s.white.size() + 1 && state.current_player() == 1;
}

std::optional<GomokuBookEntry> GomokuOpeningBook::lookup(const GomokuState& state) const {
  if (entries_.empty()) return std::nullopt;
  const Stones s = stones_of(state);
  if (!answers(state, s)) return std::nullopt;
  const Canonical c = canonical(s.black, s.white);
  const auto it = entries_.find(c.key);
  if (it == entries_.end()) return std::nullopt;
  GomokuBookEntry entry = it->second;
  entry.move.cell = std::int16_t(inverse(entry.move.cell, c.symmetry));
  if (!state.is_legal(entry.move)) return std::nullopt;
  return entry;
}

void GomokuOpeningBook::add(const GomokuState& state, const GomokuBookEntry& entry) {
  const Stones s = stones_of(state);
  const Canonical c = canonical(s.black, s.white);
  GomokuBookEntry stored = entry;
  stored.move.cell = std::int16_t(transform(entry.move.cell, c.symmetry));
  entries_[c.key] = stored;
}

std::string GomokuOpeningBook::position_text(const GomokuState& state) const {
  const Stones s = stones_of(state);
  const Key key = canonical(s.black, s.white).key;
  return "black=" + cell_list(state, key.black) + " white=" + cell_list(state, key.white);
}

std::string GomokuOpeningBook::to_text() const {
  const GomokuState board(rules_);
  std::ostringstream out;
  out << kHeaderTag << " size=" << rules_.size << " rule=" << rule_set_name(rules_.rule) << "\n";
  for (const auto& [key, entry] : entries_) {
    out << "black=" << cell_list(board, key.black) << " white=" << cell_list(board, key.white)
        << " move=" << board.cell_name(entry.move.cell) << " score=" << format_score(entry.score)
        << " depth=" << entry.depth << " nodes=" << entry.nodes << "\n";
  }
  return out.str();
}

Result<GomokuOpeningBook> GomokuOpeningBook::parse(std::string_view text) {
  using R = Result<GomokuOpeningBook>;
  std::optional<GomokuOpeningBook> book;
  int line_number = 0;
  while (!text.empty()) {
    ++line_number;
    const std::size_t end = text.find('\n');
    std::string_view line = text.substr(0, end);
    text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
    line = trim(line.substr(0, line.find('#')));
    if (line.empty()) continue;
    const std::string where = "line " + std::to_string(line_number) + ": ";
    if (!book) {
      if (line.substr(0, kHeaderTag.size()) != kHeaderTag)
        return R::failure(where + "a book starts with '" + std::string(kHeaderTag) +
                          " size=N rule=R'");
      auto options = parse_options(line.substr(kHeaderTag.size()));
      if (!options) return R::failure(where + options.error());
      auto rules = GomokuRules::from_options(*options);
      if (!rules) return R::failure(where + rules.error());
      book.emplace(*rules);
      continue;
    }
    auto parsed = parse_entry(book->rules_, line);
    if (!parsed) return R::failure(where + parsed.error());
    if (book->lookup(parsed->state))
      return R::failure(where + "a second entry for the same position");
    book->add(parsed->state, parsed->entry);
  }
  if (!book) return R::failure("an empty book: no 'gomoku-book' line");
  return std::move(*book);
}

const GomokuOpeningBook& gomoku_built_in_book() {
  static const GomokuOpeningBook book = [] {
    auto parsed = GomokuOpeningBook::parse(gomoku_built_in_book_text());
    // The built-in text is checked by the tests; a broken one would be a build fault.
    return parsed ? std::move(parsed).value() : GomokuOpeningBook();
  }();
  return book;
}

}  // namespace bl
