#pragma once

namespace bl {

// A stone as engine protocols give it: who placed it where (cell = y * size + x, y = 0
// the top row). Both sides of the protocols use it: our engines (tools/protocol) and the
// arena speaking to other people's (tools/arena).
struct Placement {
  int player = 0;
  int cell = 0;
  bool operator==(const Placement&) const = default;
};

}  // namespace bl
