#include "ai/search/zeroed_pages.h"

#include <cstdlib>
#include <cstring>
#include <new>
#include <utility>

#if defined(__unix__) || defined(__APPLE__)
#include <sys/mman.h>
#define BL_HAVE_MMAP 1
#endif

namespace bl {

ZeroedPages::ZeroedPages(std::size_t bytes) : bytes_(bytes) {
  if (bytes == 0) return;
#ifdef BL_HAVE_MMAP
  void* p = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  data_ = p == MAP_FAILED ? nullptr : p;
#else
  data_ = std::calloc(bytes, 1);
#endif
  if (!data_) {
    bytes_ = 0;
    throw std::bad_alloc();
  }
}

ZeroedPages::~ZeroedPages() { release(); }

ZeroedPages::ZeroedPages(ZeroedPages&& other) noexcept
    : data_(std::exchange(other.data_, nullptr)), bytes_(std::exchange(other.bytes_, 0)) {}

ZeroedPages& ZeroedPages::operator=(ZeroedPages&& other) noexcept {
  if (this != &other) {
    release();
    data_ = std::exchange(other.data_, nullptr);
    bytes_ = std::exchange(other.bytes_, 0);
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
  munmap(data_, bytes_);
#else
  std::free(data_);
#endif
  data_ = nullptr;
  bytes_ = 0;
}

}  // namespace bl
