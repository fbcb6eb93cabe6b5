#include "tools/protocol/line_reader.h"

namespace bl {

LineReader::Line LineReader::next() {
  using Traits = std::istream::traits_type;
  std::streambuf* buffer = in_.rdbuf();
  Line line;
  bool read_any = false, too_long = false;
  for (;;) {
    const Traits::int_type c = buffer ? buffer->sbumpc() : Traits::eof();
    if (Traits::eq_int_type(c, Traits::eof())) break;
    read_any = true;
    if (Traits::to_char_type(c) == '\n') break;
    if (line.text.size() < max_length_) {
      line.text += Traits::to_char_type(c);
    } else {
      too_long = true;
    }
  }
  if (!read_any) return {};
  if (too_long) return {Status::kTooLong, {}};
  line.status = Status::kLine;
  return line;
}

}  // namespace bl
