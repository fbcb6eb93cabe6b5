#include "core/nogo/nogo_move.h"

namespace bl {

std::string_view describe(NoGoIllegalReason reason) {
  switch (reason) {
    case NoGoIllegalReason::kNone:
      return "is legal";
    case NoGoIllegalReason::kOffBoard:
      return "is off the board";
    case NoGoIllegalReason::kOccupied:
      return "is occupied";
    case NoGoIllegalReason::kCapture:
      return "would capture";
    case NoGoIllegalReason::kSuicide:
      return "is suicide";
  }
  return "is illegal";
}

}  // namespace bl
