#pragma once
#include <cstddef>
#include <istream>
#include <string>

namespace bl {

// Reads input one line at a time without ever holding more than `max_length` bytes of a
// line: a longer line is read through to its end and reported as too long, so a 50 MB line
// costs no memory and gets one answer. Lines keep any '\r' (the engines trim it).
class LineReader {
 public:
  static constexpr std::size_t kMaxLength = 64 * 1024;

  enum class Status { kLine, kTooLong, kEnd };
  struct Line {
    Status status = Status::kEnd;
    std::string text;  // kLine only
  };

  explicit LineReader(std::istream& in, std::size_t max_length = kMaxLength)
      : in_(in), max_length_(max_length) {}

  // The next line; kEnd once the input is exhausted (a last line without '\n' still counts).
  Line next();

 private:
  std::istream& in_;
  std::size_t max_length_;
};

}  // namespace bl
