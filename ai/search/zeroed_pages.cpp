#include "ai/search/zeroed_pages.h"

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <new>
#include <utility>

#if defined(__unix__) || defined(__APPLE__)
#include <sys/mman.h>
#define BL_HAVE_MMAP 1
#endif

namespace bl {

namespace {

#ifdef BL_HAVE_MMAP
// Transparent huge pages come in blocks of this size (x86-64 and arm64 with 4 KB pages).
constexpr std::size_t kHugePage = std::size_t(2) << 20;

// Maps `bytes` of zeroed memory; a block of at least one huge page is aligned to one and
// marked for huge pages. Why: a fresh table is faulted in page by page as a search stores
// into it at random, and in a virtual machine each fault is slow. A 16 MB table is 4,096
// faults of 4 KB (about 36 ms of kernel time at the start of a search here, a fifth of a
// 200 ms move) and 8 of 2 MB (docs/ai_measurements.md, session 63: `bench search` on a
// game's positions, each with a fresh table, 300-400 k -> 540-565 k nodes/s; within a game,
// where the table stays touched, no difference measured). `*mapping` and `*mapped`
// receive what munmap must release.
void* map_zeroed(std::size_t bytes, void** mapping, std::size_t* mapped) {
  const bool huge = bytes >= kHugePage;
  const std::size_t length = huge ? bytes + kHugePage : bytes;
  void* p = mmap(nullptr, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED) return nullptr;
  *mapping = p;
  *mapped = length;
  if (!huge) return p;
  const std::uintptr_t start = reinterpret_cast<std::uintptr_t>(p);
  const std::uintptr_t aligned = (start + kHugePage - 1) & ~std::uintptr_t(kHugePage - 1);
  void* data = reinterpret_cast<void*>(aligned);
#ifdef MADV_HUGEPAGE
  madvise(data, bytes, MADV_HUGEPAGE);  // advice only: without huge pages it still works
#endif
  return data;
}
#endif

}  // namespace

ZeroedPages::ZeroedPages(std::size_t bytes) : bytes_(bytes) {
  if (bytes == 0) return;
#ifdef BL_HAVE_MMAP
  data_ = map_zeroed(bytes, &mapping_, &mapped_bytes_);
#else
  data_ = std::calloc(bytes, 1);
#endif
  if (!data_) {
    bytes_ = 0;
    throw std::bad_alloc();
  }
}

ZeroedPages::~ZeroedPages() { release(); }

ZeroedPages::ZeroedPages(ZeroedPages&& other) noexcept { *this = std::move(other); }

ZeroedPages& ZeroedPages::operator=(ZeroedPages&& other) noexcept {
  if (this != &other) {
    release();
    data_ = std::exchange(other.data_, nullptr);
    bytes_ = std::exchange(other.bytes_, 0);
    mapping_ = std::exchange(other.mapping_, nullptr);
    mapped_bytes_ = std::exchange(other.mapped_bytes_, 0);
  }
  return *this;
}

void ZeroedPages::clear() {
  if (!data_) return;
#if defined(BL_HAVE_MMAP) && defined(__linux__)
  // A private anonymous mapping reads zero again after MADV_DONTNEED (Linux); where that is
  // not promised, zero it by hand.
  if (madvise(data_, bytes_, MADV_DONTNEED) == 0) return;
#endif
  std::memset(data_, 0, bytes_);
}

void ZeroedPages::release() {
  if (!data_) return;
#ifdef BL_HAVE_MMAP
  munmap(mapping_, mapped_bytes_);
  mapping_ = nullptr;
  mapped_bytes_ = 0;
#else
  std::free(data_);
#endif
  data_ = nullptr;
  bytes_ = 0;
}

}  // namespace bl
