#include "ai/search/search_types.h"

namespace bl {

const char* bound_name(Bound bound) {
  switch (bound) {
    case Bound::kExact:
      return "exact";
    case Bound::kLower:
      return "lower";
    case Bound::kUpper:
      return "upper";
  }
  return "?";
}

}  // namespace bl
