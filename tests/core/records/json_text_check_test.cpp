#include "core/records/json_text_check.h"

#include <gtest/gtest.h>

#include "record_test_util.h"

namespace bl {
namespace {

using testing::contains;

std::string text_check_error_of(std::string_view text, int max_depth = 32) {
  auto checked = check_json_text(text, max_depth);
  EXPECT_FALSE(checked.ok()) << "should have been refused: " << text;
  return checked.ok() ? "" : checked.error();
}

TEST(JsonTextCheck, AcceptsWhatNlohmannReads) {
  for (const char* text : {"{}", "[]", "0", "\"x\"", "{\"a\": [1, 2.5e300, -3, true, null]}",
                           " \n{\"a\": {\"b\": [[], {}]}}\n "})
    EXPECT_TRUE(check_json_text(text, 32).ok()) << text;
}

TEST(JsonTextCheck, ATooLargeNumberIsNamedByItsPathAndPlace) {
  EXPECT_EQ(text_check_error_of("{\"a\": [0, [1, 2, 1e400]]}"),
            "field 'a[1][2]' at line 1, column 18: number 1e400 is out of range");
  EXPECT_EQ(text_check_error_of("{\"a\": 1,\n \"b.c\": {\"d\": -9e999}}"),
            "field 'b.c.d' at line 2, column 15: number -9e999 is out of range");
  // The index counts nested containers as one element each.
  EXPECT_EQ(text_check_error_of("[{}, [], {\"x\": [1]}, 1e999]"),
            "field '[3]' at line 1, column 22: number 1e999 is out of range");
  EXPECT_EQ(text_check_error_of(std::string(50, ' ') + "1e999"),
            "at line 1, column 51: number 1e999 is out of range");
}

TEST(JsonTextCheck, SyntaxErrorsGiveLineAndColumn) {
  EXPECT_EQ(text_check_error_of("{\"a\": 1\n \"b\": 2}"),
            "JSON syntax error at line 2, column 4: parsing object - unexpected string literal; "
            "expected '}'");
  EXPECT_TRUE(
      contains(text_check_error_of("{\"a\": [1, 2"), "unexpected end of the record at line 1"));
  EXPECT_TRUE(contains(text_check_error_of("{} {}"), "JSON syntax error at line 1, column 4"));
}

TEST(JsonTextCheck, OpenContainersAreLimitedToTheDepth) {
  EXPECT_TRUE(check_json_text("[[[1]]]", 3).ok());
  EXPECT_TRUE(check_json_text("[[],[{}]]", 3).ok());
  EXPECT_EQ(text_check_error_of("[[[[1]]]]", 3),
            "the record nests objects and arrays more than 3 deep; it is not a BoardLab record");
  EXPECT_TRUE(contains(text_check_error_of(std::string(1000000, '[')), "more than 32 deep"));
}

}  // namespace
}  // namespace bl
