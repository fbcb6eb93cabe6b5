#include "tools/arena/gtp_response.h"

#include <gtest/gtest.h>

#include <vector>

namespace bl {
namespace {

// Feeds lines until the response is complete; the response, or nothing if it never was.
std::optional<GtpResponse> read(const std::vector<std::string>& lines, int* noise = nullptr) {
  GtpResponseReader reader;
  for (const std::string& line : lines) {
    const auto step = reader.feed(line);
    if (step == GtpResponseReader::Step::kNoise && noise) ++*noise;
    if (step == GtpResponseReader::Step::kComplete) return reader.response();
  }
  return std::nullopt;
}

TEST(GtpResponse, AnEmptyResultWithATrailingSpaceIsASuccess) {
  for (const std::string first : {"=", "= ", "=  \t"}) {
    auto r = read({first, ""});
    ASSERT_TRUE(r) << "'" << first << "'";
    EXPECT_TRUE(r->success);
    EXPECT_EQ(r->text, "");
  }
}

TEST(GtpResponse, IdsAreNotPartOfTheResult) {
  auto r = read({"=12 H8", ""});
  ASSERT_TRUE(r);
  EXPECT_EQ(r->text, "H8");
  auto e = read({"?3 unknown command", ""});
  ASSERT_TRUE(e);
  EXPECT_FALSE(e->success);
  EXPECT_EQ(e->text, "unknown command");
  auto bare = read({"=7", ""});
  ASSERT_TRUE(bare);
  EXPECT_EQ(bare->text, "");
}

TEST(GtpResponse, MultiLineResultsEndAtTheBlankLine) {
  auto r = read({"= first", "second", "third", "", "= not this one"});
  ASSERT_TRUE(r);
  EXPECT_EQ(r->text, "first\nsecond\nthird");
  auto white = read({"= a", "   ", "b"});  // a line of spaces ends it too
  ASSERT_TRUE(white);
  EXPECT_EQ(white->text, "a");
}

TEST(GtpResponse, ChatterBeforeTheResponseIsNoise) {
  int noise = 0;
  auto r = read({"", "GNU Go is thinking", "= pass", ""}, &noise);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->text, "pass");
  EXPECT_EQ(noise, 2);
}

TEST(GtpResponse, AnUnfinishedResponseIsNotComplete) {
  EXPECT_FALSE(read({"= H8"}));
  EXPECT_FALSE(read({"noise only"}));
}

}  // namespace
}  // namespace bl
