#include "ai/weights/weight_set.h"

#include <charconv>
#include <sstream>

#include "core/common/key_value_text.h"
#include "core/common/quote_text.h"

namespace bl {
namespace {

// How much of a hostile profile's text an error quotes (found by fuzz/fuzz_weight_profile).
constexpr std::size_t kQuotedChars = 40;

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

Status WeightSet::set(std::string_view name, double value) {
  const int i = index_of(name);
  if (i < 0) return Status::failure("unknown weight " + quote_input(name, kQuotedChars));
  const WeightSpec& s = (*specs_)[i];
  if (!(value >= s.min && value <= s.max)) {
    std::ostringstream msg;
    msg << "weight '" << name << "' must be between " << s.min << " and " << s.max << ", got "
        << value;
    return Status::failure(msg.str());
  }
  values_[i] = value;
  return {};
}

std::string WeightSet::to_profile_text() const {
  std::ostringstream out;
  out.precision(17);
  for (std::size_t i = 0; i < values_.size(); ++i)
    out << (*specs_)[i].name << " = " << values_[i] << "\n";
  return out.str();
}

Status WeightSet::load_profile_text(std::string_view text) {
  WeightSet copy = *this;  // all or nothing
  for (const KeyValueLine& line : key_value_lines(text, true)) {
    const std::string where = "profile line " + std::to_string(line.number) + ": ";
    if (!line.has_equals) return Status::failure(where + "expected 'name = value'");
    double value = 0;
    const std::string_view number = line.value;
    auto [p, ec] = std::from_chars(number.data(), number.data() + number.size(), value);
    if (ec != std::errc() || p != number.data() + number.size())
      return Status::failure(where + quote_input(number, kQuotedChars) + " is not a number");
    if (auto ok = copy.set(line.key, value); !ok) return Status::failure(where + ok.error());
  }
  *this = copy;
  return {};
}

}  // namespace bl
