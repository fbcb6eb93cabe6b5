#include "tools/protocol/input_quote.h"

namespace bl {

std::string quote_input(std::string_view text, std::size_t limit) {
  std::string out = "'";
  for (std::size_t i = 0; i < text.size() && i < limit; ++i) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    out += (c >= 32 && c < 127) ? char(c) : '?';
  }
  if (text.size() > limit) out += "...";
  return out + "'";
}

}  // namespace bl
