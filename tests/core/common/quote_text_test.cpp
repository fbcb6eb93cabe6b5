// Outside text quoted in one-line messages: every reader's errors and the engines' answers.
#include "core/common/quote_text.h"

#include <gtest/gtest.h>

namespace bl {
namespace {

TEST(QuoteInput, ReplacesControlBytesAndCutsLongText) {
  EXPECT_EQ(quote_input("h8"), "'h8'");
  EXPECT_EQ(quote_input(std::string("a\0b\r\n\x1b\x7f\xc3\xa9", 9)),
            "'a?b" + std::string(6, '?') + "'");
  const std::string quoted = quote_input(std::string(50 * 1024 * 1024, 'x'));
  EXPECT_EQ(quoted, "'" + std::string(80, 'x') + "...'");
  EXPECT_EQ(quote_input(std::string(80, 'x')), "'" + std::string(80, 'x') + "'");  // not cut
  EXPECT_EQ(quote_input("abcdef", 3), "'abc...'");
}

TEST(PrintableExcerpt, IsTheQuotedTextWithoutQuotes) {
  EXPECT_EQ(printable_excerpt("engine says\thi", 120), "engine says?hi");
  EXPECT_EQ(printable_excerpt("abcdef", 4), "abcd...");
  EXPECT_EQ(printable_excerpt("", 4), "");
}

}  // namespace
}  // namespace bl
