#include "ai/search/zeroed_pages.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <utility>

namespace bl {
namespace {

bool all_zero(const ZeroedPages& pages) {
  const auto* p = static_cast<const unsigned char*>(pages.data());
  for (std::size_t i = 0; i < pages.bytes(); ++i)
    if (p[i] != 0) return false;
  return true;
}

// A block spanning many pages reads zero, keeps what is written, and reads zero again after
// clear() (which hands the pages back rather than writing over them).
TEST(ZeroedPages, StartsZeroKeepsWritesAndClearsToZero) {
  const std::size_t bytes = (1u << 20) + 123;  // not a whole number of pages
  ZeroedPages pages(bytes);
  ASSERT_NE(pages.data(), nullptr);
  EXPECT_EQ(pages.bytes(), bytes);
  EXPECT_TRUE(all_zero(pages));
  auto* p = static_cast<unsigned char*>(pages.data());
  p[0] = 1;
  p[bytes / 2] = 2;
  p[bytes - 1] = 3;
  EXPECT_EQ(p[bytes / 2], 2);
  EXPECT_FALSE(all_zero(pages));
  pages.clear();
  EXPECT_TRUE(all_zero(pages));
  p[7] = 9;  // still writable after the clear
  EXPECT_EQ(p[7], 9);
}

// Moving hands the block over (the source is left empty); an empty block has no memory.
TEST(ZeroedPages, MovesHandTheBlockOver) {
  ZeroedPages empty;
  EXPECT_EQ(empty.data(), nullptr);
  EXPECT_EQ(ZeroedPages(0).data(), nullptr);

  ZeroedPages a(4096);
  static_cast<unsigned char*>(a.data())[10] = 5;
  void* const block = a.data();
  ZeroedPages b(std::move(a));
  EXPECT_EQ(a.data(), nullptr);
  EXPECT_EQ(a.bytes(), 0u);
  EXPECT_EQ(b.data(), block);
  EXPECT_EQ(static_cast<unsigned char*>(b.data())[10], 5);
  ZeroedPages c(64);
  c = std::move(b);
  EXPECT_EQ(c.data(), block);
  EXPECT_EQ(c.bytes(), 4096u);
  EXPECT_EQ(b.data(), nullptr);
}

#if defined(__linux__)
// A block of 2 MB or more starts on a 2 MB boundary (where a huge page can map it), holds
// all its bytes, clears to zero, and survives a move: the mapping released is the one made.
TEST(ZeroedPages, LargeBlocksAreAlignedForHugePages) {
  constexpr std::size_t kHuge = std::size_t(2) << 20;
  const std::size_t bytes = 3 * kHuge + 4096;
  ZeroedPages pages(bytes);
  ASSERT_NE(pages.data(), nullptr);
  EXPECT_EQ(reinterpret_cast<std::uintptr_t>(pages.data()) % kHuge, 0u);
  auto* p = static_cast<unsigned char*>(pages.data());
  p[0] = 1;
  p[bytes - 1] = 2;
  EXPECT_EQ(p[bytes - 1], 2);
  ZeroedPages moved(std::move(pages));
  EXPECT_EQ(moved.data(), p);
  moved.clear();
  EXPECT_TRUE(all_zero(moved));
  moved = ZeroedPages(kHuge);  // the old mapping is released, a new aligned one made
  EXPECT_EQ(reinterpret_cast<std::uintptr_t>(moved.data()) % kHuge, 0u);
  EXPECT_TRUE(all_zero(moved));
}
#endif

}  // namespace
}  // namespace bl
