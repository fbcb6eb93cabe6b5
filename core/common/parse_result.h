#pragma once
#include <string>
#include <utility>
#include <variant>

#include "core/common/status.h"  // Result's sibling for actions with no value

namespace bl {

// A value or a one-line error message naming the problem (std::expected is C++23).
template <class T>
class Result {
 public:
  Result(T value) : v_(std::move(value)) {}
  static Result failure(std::string message) { return Result(Error{std::move(message)}); }

  bool ok() const { return v_.index() == 0; }
  explicit operator bool() const { return ok(); }
  const T& value() const& { return std::get<0>(v_); }
  T& value() & { return std::get<0>(v_); }
  T&& value() && { return std::get<0>(std::move(v_)); }
  const T& operator*() const& { return value(); }
  const T* operator->() const { return &value(); }
  const std::string& error() const { return std::get<1>(v_).message; }

 private:
  struct Error {
    std::string message;
  };
  explicit Result(Error e) : v_(std::move(e)) {}
  std::variant<T, Error> v_;
};

}  // namespace bl
