#include "core/common/split_fields.h"

#include <gtest/gtest.h>

namespace bl {
namespace {

using Fields = std::vector<std::string_view>;

TEST(SplitFields, CutsAtEverySeparatorKeepingEmptyFields) {
  EXPECT_EQ(split_fields("a,b,,c"), (Fields{"a", "b", "", "c"}));
  EXPECT_EQ(split_fields(""), (Fields{""}));
  EXPECT_EQ(split_fields(","), (Fields{"", ""}));
  EXPECT_EQ(split_fields("7,7,1"), (Fields{"7", "7", "1"}));
  EXPECT_EQ(split_fields("x;y", ';'), (Fields{"x", "y"}));
  EXPECT_EQ(split_fields("no separator"), (Fields{"no separator"}));
}

}  // namespace
}  // namespace bl
