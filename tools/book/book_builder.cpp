#include "tools/book/book_builder.h"

#include <algorithm>
#include <atomic>
#include <mutex>
#include <set>
#include <thread>
#include <utility>

#include "ai/agent_registry.h"
#include "ai/gomoku/gomoku_move_picker.h"
#include "ai/play/random_opening.h"
#include "core/common/position_history.h"

namespace bl {
namespace {

// The nodes of `nodes` once each: the same position for the same side (mirror images too).
std::vector<BookNode> distinct(const GomokuOpeningBook& book, std::vector<BookNode> nodes) {
  std::set<std::pair<std::string, int>> seen;
  std::vector<BookNode> out;
  for (BookNode& n : nodes)
    if (seen.insert({book.position_text(n.state), n.side}).second) out.push_back(std::move(n));
  return out;
}

GomokuState played(GomokuState state, GomokuMove move) {
  state.apply(move);
  return state;
}

// What random_opening may play in `state`, as Gomoku moves.
std::vector<GomokuMove> opening_moves(const GomokuState& state) {
  std::vector<GomokuMove> moves;
  for (const AnyMove& m : opening_choices(AnyGame(AnyGame::Variant(state))))
    moves.push_back(GomokuMove{std::int16_t(m.cells[0])});
  return moves;
}

// The other side's likely moves: the move picker's list with the learnt policy, at most
// `replies` of them (all of a forced node's answers come first in its list).
std::vector<GomokuMove> likely_replies(const GomokuState& state, int replies) {
  GomokuState::MoveBuffer buffer;
  const int n = gomoku_search_moves(state, buffer, replies, GomokuQuietOrder::kLearnt);
  std::vector<GomokuMove> moves;
  for (int i = 0; i < std::min(n, replies); ++i) moves.push_back(buffer[i]);
  return moves;
}

}  // namespace

std::vector<BookNode> book_roots(const GomokuRules& rules) {
  const GomokuOpeningBook book(rules);
  const GomokuState empty(rules);
  std::vector<BookNode> roots;
  for (GomokuMove first : opening_moves(empty)) {
    const GomokuState one = played(empty, first);
    roots.push_back({one, 1});  // white's book from a game begun without an opening
    for (GomokuMove second : opening_moves(one))
      for (int side : {0, 1}) roots.push_back({played(one, second), side});
  }
  return distinct(book, std::move(roots));
}

std::vector<GomokuState> positions_to_search(const GomokuOpeningBook& book,
                                             const std::vector<BookNode>& level) {
  std::set<std::string> seen;
  std::vector<GomokuState> out;
  for (const BookNode& n : level) {
    if (n.state.is_terminal() || n.state.current_player() != n.side) continue;
    if (book.lookup(n.state) || !seen.insert(book.position_text(n.state)).second) continue;
    out.push_back(n.state);
  }
  return out;
}

std::vector<BookNode> book_children(const GomokuOpeningBook& book,
                                    const std::vector<BookNode>& level, int replies) {
  std::vector<BookNode> children;
  for (const BookNode& n : level) {
    if (n.state.is_terminal()) continue;
    if (n.state.current_player() == n.side) {
      if (auto entry = book.lookup(n.state))
        children.push_back({played(n.state, entry->move), n.side});
      continue;
    }
    for (GomokuMove reply : likely_replies(n.state, replies))
      children.push_back({played(n.state, reply), n.side});
  }
  return distinct(book, std::move(children));
}

Result<std::vector<GomokuBookEntry>> search_positions(const std::vector<GomokuState>& positions,
                                                      const BookPlan& plan,
                                                      const std::function<void(int)>& on_done) {
  using R = Result<std::vector<GomokuBookEntry>>;
  if (auto probe = make_agent(plan.agent); !probe) return R::failure(probe.error());
  std::vector<GomokuBookEntry> entries(positions.size());
  std::atomic<std::size_t> next{0};
  std::atomic<int> done{0};
  std::mutex report;
  std::string error;
  auto worker = [&] {
    auto agent = make_agent(plan.agent);
    for (std::size_t i = next++; i < positions.size(); i = next++) {
      // A fresh table for every position: an entry does not depend on which came before.
      (*agent)->new_game();
      const AnyGame game{AnyGame::Variant(positions[i])};
      SearchLimits limits;
      limits.max_nodes = plan.nodes;
      const Decision d = (*agent)->decide(game, PositionHistory{}, limits, nullptr);
      std::lock_guard lock(report);
      if (d.move.cells.size() != 1) {
        error = "the agent gave no move in " + positions[i].to_string();
        continue;
      }
      entries[i] = GomokuBookEntry{GomokuMove{std::int16_t(d.move.cells[0])}, d.score,
                                   d.stats.depth, d.stats.nodes};
      if (on_done) on_done(++done);
    }
  };
  std::vector<std::thread> threads;
  for (int t = 0; t < std::max(1, plan.threads); ++t) threads.emplace_back(worker);
  for (auto& t : threads) t.join();
  if (!error.empty()) return R::failure(error);
  return entries;
}

Status build_book(GomokuOpeningBook& book, const BookPlan& plan, const BookProgress& progress,
                  const std::function<Status(const GomokuOpeningBook&)>& save) {
  std::vector<BookNode> level = book_roots(book.rules());
  // The roots hold one and two stones: the one-stone level first, then the rest together.
  for (int stones = 1; stones <= plan.max_stones && !level.empty(); ++stones) {
    std::vector<BookNode> here, later;
    for (BookNode& n : level)
      (n.state.stone_count() == stones ? here : later).push_back(std::move(n));
    const std::vector<GomokuState> positions = positions_to_search(book, here);
    auto entries = search_positions(positions, plan, [&](int done) {
      if (progress) progress(stones, done, int(positions.size()));
    });
    if (!entries) return Status::failure(entries.error());
    for (std::size_t i = 0; i < positions.size(); ++i) book.add(positions[i], (*entries)[i]);
    if (Status s = save(book); !s) return s;
    level = book_children(book, here, plan.replies);
    for (BookNode& n : later) level.push_back(std::move(n));
  }
  return Status();
}

}  // namespace bl
