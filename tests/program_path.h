#pragma once
#include <string>

namespace bl::test {

// The path of one of BoardLab's programs in the build (bin/NAME), for tests that run it.
inline std::string bin(const std::string& name) {
  return std::string(BOARDLAB_BIN_DIR) + "/" + name;
}

}  // namespace bl::test
