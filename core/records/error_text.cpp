#include "core/records/error_text.h"

#include <cstdio>

namespace bl {
namespace {

void append_escaped(std::string& out, char c) {
  switch (c) {
    case '\n':
      out += "\\n";
      return;
    case '\r':
      out += "\\r";
      return;
    case '\t':
      out += "\\t";
      return;
    default:
      break;
  }
  const auto byte = static_cast<unsigned char>(c);
  if (byte < 0x20 || byte == 0x7F) {
    char hex[8];
    std::snprintf(hex, sizeof hex, "\\x%02X", byte);
    out += hex;
    return;
  }
  out += c;
}

}  // namespace

std::string excerpt(std::string_view text, std::size_t max_chars) {
  std::string out;
  std::size_t i = 0;
  for (; i < text.size() && out.size() < max_chars; ++i) append_escaped(out, text[i]);
  // Do not stop inside a UTF-8 sequence.
  while (i < text.size() && (static_cast<unsigned char>(text[i]) & 0xC0) == 0x80) out += text[i++];
  if (i < text.size()) out += "...";
  return out;
}

std::string one_line(std::string_view message) { return excerpt(message, kMaxMessageChars); }

}  // namespace bl
