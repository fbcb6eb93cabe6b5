#include "core/records/record_analysis.h"

namespace bl {
namespace {

constexpr std::array<const char*, kNumMoveClasses> kClassNames = {"best", "good", "inaccuracy",
                                                                  "mistake", "blunder"};

}  // namespace

const char* move_class_name(MoveClass move_class) { return kClassNames[int(move_class)]; }

std::optional<MoveClass> parse_move_class(std::string_view name) {
  for (int i = 0; i < kNumMoveClasses; ++i)
    if (name == kClassNames[i]) return MoveClass(i);
  return std::nullopt;
}

}  // namespace bl
