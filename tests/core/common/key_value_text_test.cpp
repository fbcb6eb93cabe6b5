// The "key = value" lines that settings and weight profiles share.
#include "core/common/key_value_text.h"

#include <gtest/gtest.h>

namespace bl {
namespace {

TEST(KeyValueLines, TrimsBothSidesAndNumbersTheLines) {
  const auto lines = key_value_lines("# heading\n\n  hop_ms =  300 \r\nname=a b\n", false);
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[0].number, 3);
  EXPECT_EQ(lines[0].key, "hop_ms");
  EXPECT_EQ(lines[0].value, "300");
  EXPECT_EQ(lines[1].number, 4);
  EXPECT_EQ(lines[1].key, "name");
  EXPECT_EQ(lines[1].value, "a b");
}

TEST(KeyValueLines, InlineCommentsOnlyWhenAsked) {
  const std::string text = "folder = /tmp/#1  # where\n  # a comment\n";
  const auto kept = key_value_lines(text, false);
  ASSERT_EQ(kept.size(), 1u);
  EXPECT_EQ(kept[0].value, "/tmp/#1  # where");
  const auto cut = key_value_lines(text, true);
  ASSERT_EQ(cut.size(), 1u);
  EXPECT_EQ(cut[0].value, "/tmp/");
}

TEST(KeyValueLines, ALineWithoutEqualsIsReportedNotDropped) {
  const auto lines = key_value_lines("a = 1\nnot a setting\n=\n", false);
  ASSERT_EQ(lines.size(), 3u);
  EXPECT_FALSE(lines[1].has_equals);
  EXPECT_EQ(lines[1].key, "not a setting");
  EXPECT_TRUE(lines[2].has_equals);
  EXPECT_EQ(lines[2].key, "");
  EXPECT_EQ(lines[2].value, "");
}

TEST(KeyValueLines, TheLastLineNeedsNoNewline) {
  const auto lines = key_value_lines("a = 1\nb = 2", true);
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[1].value, "2");
}

}  // namespace
}  // namespace bl
