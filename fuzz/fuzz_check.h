#pragma once
#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace bl::fuzz {

// Stops the run when an invariant is broken. libFuzzer treats the abort like a crash: it
// saves the input (crash-*) and prints it, so a broken promise is found as surely as a
// segfault.
inline void require(bool ok, std::string_view promise, std::string_view detail = {}) {
  if (ok) return;
  std::fprintf(stderr, "\nbroken invariant: %.*s\n%.*s\n", int(promise.size()), promise.data(),
               int(detail.size()), detail.data());
  std::abort();
}

// What every error message of a reader promises: one line, not empty, and short however long
// the input (records cut them at about 400 bytes; 1000 leaves room for a prefix).
inline void require_error_line(std::string_view error, std::size_t max_bytes = 1000) {
  require(!error.empty(), "an error says something");
  require(error.find('\n') == std::string_view::npos && error.find('\r') == std::string_view::npos,
          "an error is one line", error);
  require(error.size() <= max_bytes, "an error is short", error.substr(0, 2000));
}

}  // namespace bl::fuzz
