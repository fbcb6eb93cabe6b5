#include "ai/weights/weight_set.h"

#include <charconv>
#include <sstream>

namespace bl {
namespace {

// Text from a profile or the console as an error quotes it: control and non-ASCII bytes as
// '?', cut at 40 characters, so that a hostile file cannot break the message's one line or
// flood it (found by fuzz/fuzz_weight_profile).
std::string quoted(std::string_view text) {
  constexpr std::size_t kMaxChars = 40;
  std::string out = "'";
  for (std::size_t i = 0; i < text.size() && i < kMaxChars; ++i) {
    const auto byte = static_cast<unsigned char>(text[i]);
    out += byte >= 32 && byte < 127 ? char(byte) : '?';
  }
  return out + (text.size() > kMaxChars ? "...'" : "'");
}

}  // namespace

WeightSet::WeightSet(const std::vector<WeightSpec>* specs) : specs_(specs) { reset(); }

void WeightSet::reset() {
  values_.clear();
  if (!specs_) return;
  for (const auto& s : *specs_) values_.push_back(s.default_value);
}

int WeightSet::index_of(std::string_view name) const {
  if (!specs_) return -1;
  for (std::size_t i = 0; i < specs_->size(); ++i)
    if ((*specs_)[i].name == name) return int(i);
  return -1;
}

double WeightSet::get(std::string_view name) const {
  const int i = index_of(name);
  return i < 0 ? 0.0 : values_[i];
}

Result<bool> WeightSet::set(std::string_view name, double value) {
  const int i = index_of(name);
  if (i < 0) return Result<bool>::failure("unknown weight " + quoted(name));
  const WeightSpec& s = (*specs_)[i];
  if (!(value >= s.min && value <= s.max)) {
    std::ostringstream msg;
    msg << "weight '" << name << "' must be between " << s.min << " and " << s.max << ", got "
        << value;
    return Result<bool>::failure(msg.str());
  }
  values_[i] = value;
  return true;
}

std::string WeightSet::to_profile_text() const {
  std::ostringstream out;
  out.precision(17);
  for (std::size_t i = 0; i < values_.size(); ++i)
    out << (*specs_)[i].name << " = " << values_[i] << "\n";
  return out.str();
}

namespace {
std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r'))
    s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
    s.remove_suffix(1);
  return s;
}
}  // namespace

Result<bool> WeightSet::load_profile_text(std::string_view text) {
  WeightSet copy = *this;  // all or nothing
  int line_number = 0;
  while (!text.empty()) {
    const auto end = text.find('\n');
    std::string_view line = text.substr(0, end);
    text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
    ++line_number;
    line = trim(line.substr(0, line.find('#')));
    if (line.empty()) continue;
    const std::string where = "profile line " + std::to_string(line_number) + ": ";
    const auto eq = line.find('=');
    if (eq == std::string_view::npos)
      return Result<bool>::failure(where + "expected 'name = value'");
    const std::string_view name = trim(line.substr(0, eq));
    const std::string_view number = trim(line.substr(eq + 1));
    double value = 0;
    auto [p, ec] = std::from_chars(number.data(), number.data() + number.size(), value);
    if (ec != std::errc() || p != number.data() + number.size())
      return Result<bool>::failure(where + quoted(number) + " is not a number");
    if (auto ok = copy.set(name, value); !ok) return Result<bool>::failure(where + ok.error());
  }
  *this = copy;
  return true;
}

}  // namespace bl
