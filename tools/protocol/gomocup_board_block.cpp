#include "tools/protocol/gomocup_board_block.h"

#include <algorithm>

#include "core/common/quote_text.h"
#include "core/common/split_fields.h"
#include "tools/protocol/bounded_number.h"

namespace bl {

std::optional<std::string> GomocupBoardBlock::spoil(const std::string& reason) {
  if (spoiled()) return std::nullopt;
  failure_ = reason;
  return "ERROR " + reason + "; the BOARD block will be refused";
}

std::optional<std::string> GomocupBoardBlock::add(std::string_view line) {
  if (spoiled()) return std::nullopt;
  const std::string where = "BOARD line " + quote_input(line);
  const auto parts = split_fields(line);
  if (parts.size() != 3) return spoil(where + " is not x,y,field");
  auto x = parse_bounded(parts[0], 0, size_ - 1);
  auto y = parse_bounded(parts[1], 0, size_ - 1);
  auto field = parse_bounded(parts[2], 1, 3);
  for (const auto* number : {&x, &y, &field})
    if (!*number) return spoil(where + ": " + number->error());
  if (field.value() == 3)
    return spoil(where + ": winning-line markers (field 3) of continuous games are not supported");
  const int cell = int(y.value() * size_ + x.value());
  const bool listed = std::any_of(stones_.begin(), stones_.end(),
                                  [&](const Listed& stone) { return stone.cell == cell; });
  if (listed) return spoil(where + ": the point is listed twice");
  stones_.push_back({cell, field.value() == 1});
  return std::nullopt;
}

std::vector<Placement> GomocupBoardBlock::placements(int& brain_player) const {
  brain_player = stones_.empty() || stones_.front().own ? 0 : 1;
  std::vector<Placement> out;
  for (const Listed& stone : stones_)
    out.push_back({stone.own ? brain_player : 1 - brain_player, stone.cell});
  return out;
}

}  // namespace bl
