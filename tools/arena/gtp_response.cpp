#include "tools/arena/gtp_response.h"

#include <cctype>

#include "core/common/trim.h"

namespace bl {

GtpResponseReader::Step GtpResponseReader::feed(const std::string& line) {
  if (!started_) {
    if (line.empty() || (line[0] != '=' && line[0] != '?')) return Step::kNoise;
    started_ = true;
    response_.success = line[0] == '=';
    std::size_t i = 1;
    while (i < line.size() && std::isdigit(static_cast<unsigned char>(line[i]))) ++i;  // the id
    response_.text = std::string(trim(std::string_view(line).substr(i)));
    return Step::kMore;
  }
  if (trim(line).empty()) {
    response_.text = std::string(trim(response_.text));
    return Step::kComplete;
  }
  response_.text += "\n" + line;
  return Step::kMore;
}

}  // namespace bl
