// --bench-frames' line of the AI's searches: the tally's arithmetic, and that an app whose
// seats are agents counts every search behind the moves on the board.
#include "app/search_tally.h"

#include <gtest/gtest.h>

#include <chrono>
#include <thread>

#include "tests/app/headless_app.h"

namespace bl {
namespace {

SearchStats searched(int depth, std::uint64_t nodes, std::int64_t time_ms) {
  SearchStats s;
  s.depth = depth;
  s.nodes = nodes;
  s.time_ms = time_ms;
  return s;
}

TEST(SearchTally, SummarisesDepthAndTheRateOverAllSearches) {
  SearchTally tally;
  EXPECT_EQ(tally.summary(),
            "searches: n=0 depth_mean=0.0 depth_min=0 nodes_per_s=0 think_ms_mean=0.0");
  tally.add(searched(6, 30000, 300));
  tally.add(searched(3, 1000, 100));
  tally.add(searched(9, 89000, 600));
  EXPECT_EQ(tally.count(), 3);
  // 120,000 nodes in 1,000 ms: 120,000 a second, not the mean of the three rates.
  EXPECT_EQ(tally.summary(),
            "searches: n=3 depth_mean=6.0 depth_min=3 nodes_per_s=120000 think_ms_mean=333.3");
}

class SearchTallyApp : public test::HeadlessAppTest {
 protected:
  SearchTallyApp() : HeadlessAppTest("search_tally_test") {}
};

TEST_F(SearchTallyApp, CountsTheSearchBehindEveryAiMove) {
  start({"--game", "gomoku", "--seats", "alphabeta depth=2,alphabeta depth=3"});
  EXPECT_EQ(app_->search_tally().count(), 0);
  std::int64_t now = 0;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
  while (session().match().actions().size() < 4 && std::chrono::steady_clock::now() < deadline) {
    session().update(now += 16, false);
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  ASSERT_GE(session().match().actions().size(), 4u);
  const SearchTally tally = app_->search_tally();
  EXPECT_EQ(std::size_t(tally.count()), session().match().actions().size());
  EXPECT_NE(tally.summary().find("depth_min=2"), std::string::npos) << tally.summary();
}

}  // namespace
}  // namespace bl
