#pragma once
#include <optional>
#include <string>
#include <utility>

namespace bl {

// Success, or a one-line error message naming the problem: what Result<T> is for actions
// that produce no value (a move played, a file saved, an option set). `return {};` succeeds.
class Status {
 public:
  Status() = default;
  static Status failure(std::string message) { return Status(Error{std::move(message)}); }

  bool ok() const { return !error_.has_value(); }
  explicit operator bool() const { return ok(); }
  const std::string& error() const { return *error_; }

 private:
  struct Error {
    std::string message;
  };
  explicit Status(Error e) : error_(std::move(e.message)) {}
  std::optional<std::string> error_;
};

}  // namespace bl
