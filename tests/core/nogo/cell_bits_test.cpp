#include "core/nogo/cell_bits.h"

#include <gtest/gtest.h>

#include <vector>

namespace bl {
namespace {

CellBits of(std::initializer_list<int> cells) {
  CellBits bits;
  for (int c : cells) bits.insert(c);
  return bits;
}

std::vector<int> members(const CellBits& bits) {
  std::vector<int> out;
  bits.any_of([&](int c) {
    out.push_back(c);
    return false;
  });
  return out;
}

TEST(CellBits, InsertEraseAndAssignAcrossWords) {
  CellBits bits;
  EXPECT_TRUE(bits.empty());
  for (int c : {0, 63, 64, 200, 360, kNoGoEdge}) bits.insert(c);
  EXPECT_EQ(bits.count(), 6);
  EXPECT_TRUE(bits.contains(63));
  EXPECT_FALSE(bits.contains(62));
  bits.erase(63);
  bits.assign(200, false);
  bits.assign(201, true);
  EXPECT_EQ(members(bits), (std::vector<int>{0, 64, 201, 360, kNoGoEdge}));
  EXPECT_TRUE(bits.test_and_insert(0));
  EXPECT_FALSE(bits.test_and_insert(1));
  EXPECT_TRUE(bits.contains(1));
}

TEST(CellBits, NthWalksTheMembersInOrder) {
  const CellBits bits = of({5, 70, 71, 130, 300});
  EXPECT_EQ(bits.nth(0), 5);
  EXPECT_EQ(bits.nth(1), 70);
  EXPECT_EQ(bits.nth(2), 71);
  EXPECT_EQ(bits.nth(3), 130);
  EXPECT_EQ(bits.nth(4), 300);
  EXPECT_EQ(bits.nth(5), -1);
}

TEST(CellBits, AnyOfStopsWhenAsked) {
  const CellBits bits = of({3, 90, 250});
  int visited = 0;
  EXPECT_TRUE(bits.any_of([&](int c) {
    ++visited;
    return c == 90;
  }));
  EXPECT_EQ(visited, 2);
  EXPECT_FALSE(bits.any_of([](int) { return false; }));
}

TEST(CellBits, CombinesSets) {
  const CellBits a = of({1, 2, 100, 300});
  const CellBits b = of({2, 300, 301});
  EXPECT_EQ(a & b, of({2, 300}));
  EXPECT_EQ(a.minus(b), of({1, 100}));
  EXPECT_EQ(b.minus(a), of({301}));
}

}  // namespace
}  // namespace bl
