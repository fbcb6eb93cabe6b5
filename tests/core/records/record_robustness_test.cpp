// Damaged records of every kind are refused with one line, or load; nothing crashes.
// (Most useful under -DBOARDLAB_SANITIZE=ON.)
#include <gtest/gtest.h>

#include <random>

#include "core/any_game/position_text.h"
#include "core/records/json_record.h"
#include "core/records/sgf_record.h"
#include "record_test_util.h"

namespace bl {
namespace {

// Deletes, duplicates or overwrites a few bytes, favouring characters that matter to
// the syntax.
std::string damaged(std::string text, std::mt19937& rng) {
  static const std::string kInteresting = "{}[]()\":,;\\ \n0123456789-+.eETtBW";
  const int edits = 1 + rng() % 3;
  for (int e = 0; e < edits && !text.empty(); ++e) {
    const std::size_t at = rng() % text.size();
    switch (rng() % 3) {
      case 0:
        text.erase(at, 1 + rng() % 4);
        break;
      case 1:
        text.insert(at, text.substr(at, 1 + rng() % 8));
        break;
      default:
        text[at] = kInteresting[rng() % kInteresting.size()];
        break;
    }
  }
  return text;
}

template <class Load>
void expect_no_crash(const std::string& good, Load load, std::uint32_t seed) {
  std::mt19937 rng(seed);
  int refused = 0;
  for (int i = 0; i < 3000; ++i) {
    const std::string text = damaged(good, rng);
    auto loaded = load(text);
    if (loaded.ok()) continue;
    ++refused;
    ASSERT_FALSE(loaded.error().empty()) << text;
    ASSERT_EQ(loaded.error().find('\n'), std::string::npos)
        << "errors are one line: " << loaded.error();
  }
  EXPECT_GT(refused, 1500) << "most damage should be noticed";
}

TEST(RecordRobustness, DamagedJsonRecordsNeverCrash) {
  const Match match =
      testing::random_match("chinese-checkers", {{"players", "3"}, {"move_limit", "8"}}, 31);
  expect_no_crash(
      save_record_json(match, {"2024-05-01", "cup", "a \"quoted\" note"}),
      [](const std::string& t) { return load_record_json(t); }, 1);
}

TEST(RecordRobustness, DamagedSgfRecordsNeverCrash) {
  const Match match = testing::random_match("gomoku", {{"rule", "renju"}}, 32);
  expect_no_crash(
      save_record_sgf(match).value(), [](const std::string& t) { return load_record_sgf(t); }, 2);
}

TEST(RecordRobustness, DamagedRecordsOfSetUpPositionsNeverCrash) {
  auto start =
      with_position(testing::make_game("nogo", {{"size", "7"}}), "1:c3,e5,g7 2:b2,d4,f6 turn:2");
  ASSERT_TRUE(start.ok()) << start.error();
  Match match(start.value(), {});
  std::mt19937 rng(33);
  testing::play_random_moves(match, rng, 8);
  expect_no_crash(
      save_record_json(match), [](const std::string& t) { return load_record_json(t); }, 3);
  expect_no_crash(
      save_record_sgf(match).value(), [](const std::string& t) { return load_record_sgf(t); }, 4);
}

}  // namespace
}  // namespace bl
