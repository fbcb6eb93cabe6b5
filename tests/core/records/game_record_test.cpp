#include "core/records/game_record.h"

#include <gtest/gtest.h>

#include "core/records/error_text.h"
#include "core/records/text_position.h"

namespace bl {
namespace {

TEST(Iso8601, AcceptsDatesAndDateTimes) {
  for (const char* date : {"2024-05-01", "2024-05-01T14:30", "2024-05-01T14:30:59Z",
                           "2024-12-31T23:59:60.250+05:30", "1999-01-01T00:00:00-08:00"})
    EXPECT_TRUE(check_iso8601_date(date).ok()) << date;
}

TEST(Iso8601, RefusesOtherText) {
  for (const char* date :
       {"", "2024-5-1", "2024-13-01", "2024-05-32", "01/05/2024", "2024-05-01 14:30",
        "2024-05-01T25:00", "2024-05-01T14:30Zulu", "2024-05-01T14:30:00.", "2024-05-01T14:30+5"})
    EXPECT_FALSE(check_iso8601_date(date).ok()) << date;
  EXPECT_EQ(check_iso8601_date("May 1st").error(),
            "'May 1st' is not an ISO-8601 date like 2024-05-01 or 2024-05-01T14:30:00Z");
}

TEST(Iso8601, NowIsAValidUtcDateTime) {
  const std::string now = iso8601_utc_now();
  EXPECT_TRUE(check_iso8601_date(now).ok()) << now;
  EXPECT_EQ(now.size(), 20u);
  EXPECT_EQ(now.back(), 'Z');
}

TEST(TextPosition, CountsLinesAndCharacters) {
  const std::string text =
      "ab\ncd\xC3\xA9"
      "f\n";  // "cdéf": é is two bytes, one column
  EXPECT_EQ(text_position(text, 0).to_string(), "line 1, column 1");
  EXPECT_EQ(text_position(text, 3).to_string(), "line 2, column 1");
  EXPECT_EQ(text_position(text, 7).to_string(), "line 2, column 4");   // the 'f'
  EXPECT_EQ(text_position(text, 99).to_string(), "line 3, column 1");  // past the end
}

TEST(ErrorText, ExcerptsAreOneShortLine) {
  EXPECT_EQ(excerpt("h8"), "h8");
  EXPECT_EQ(excerpt("a\nb\tc\x01"), "a\\nb\\tc\\x01");
  EXPECT_EQ(excerpt(std::string(100, 'x'), 10), std::string(10, 'x') + "...");
  // A cut never splits a UTF-8 character: "é" (2 bytes) stays whole.
  EXPECT_EQ(excerpt("abc\xC3\xA9"
                    "def",
                    4),
            "abc\xC3\xA9...");
  const std::string message = one_line("line one\n" + std::string(5000, 'y'));
  EXPECT_EQ(message.find('\n'), std::string::npos);
  EXPECT_LE(message.size(), kMaxMessageChars + 3);
}

}  // namespace
}  // namespace bl
