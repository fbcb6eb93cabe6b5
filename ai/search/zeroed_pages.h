#pragma once
#include <cstddef>

namespace bl {

// A block of zero-filled memory taken straight from the operating system (an anonymous
// mapping on POSIX systems, calloc elsewhere). Its pages are handed out as they are first
// touched, so making a large block costs nothing up front, and clear() hands them back
// instead of writing zeros over them. Why not calloc alone: once a process has freed large
// blocks, glibc raises its mmap threshold and serves the next one from the heap, writing
// zeros over all of it first (16 MB: 5-20 ms during which a search cannot answer a stop).
// A block of 2 MB or more is aligned to 2 MB and asks Linux for transparent huge pages.
class ZeroedPages {
 public:
  ZeroedPages() = default;
  explicit ZeroedPages(std::size_t bytes);  // throws std::bad_alloc when the system refuses
  ~ZeroedPages();
  ZeroedPages(ZeroedPages&& other) noexcept;
  ZeroedPages& operator=(ZeroedPages&& other) noexcept;
  ZeroedPages(const ZeroedPages&) = delete;
  ZeroedPages& operator=(const ZeroedPages&) = delete;

  void* data() const { return data_; }
  std::size_t bytes() const { return bytes_; }
  // Every byte reads zero again.
  void clear();

 private:
  void release();
  void* data_ = nullptr;
  std::size_t bytes_ = 0;
  // The whole mapping (POSIX): data_ may start past its beginning, aligned for huge pages.
  void* mapping_ = nullptr;
  std::size_t mapped_bytes_ = 0;
};

}  // namespace bl
