#include "core/records/json_text_check.h"

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/records/error_text.h"
#include "core/records/text_position.h"

namespace bl {
namespace {

using json = nlohmann::json;

// nlohmann's message minus its prefix and its "last read" echo, which can be long.
std::string syntax_detail(const std::string& what) {
  std::string detail = what;
  const auto start = detail.find("syntax error while ");
  if (start != std::string::npos) detail = detail.substr(start + 19);
  const auto echo = detail.find("; last read: '");
  if (echo != std::string::npos) {
    const auto close = detail.find("'; ", echo + 14);
    detail.erase(echo, close == std::string::npos ? std::string::npos : close + 1 - echo);
  }
  return detail;
}

// `byte` counts from 1 and points at the character that could not be read.
std::string syntax_error(std::string_view text, std::size_t byte, const std::string& what) {
  const std::size_t offset = byte == 0 ? 0 : byte - 1;
  const TextPosition where = text_position(text, offset);
  if (offset >= text.size())
    return "unexpected end of the record at " + where.to_string() +
           " (is the file cut short?): " + syntax_detail(what);
  return "JSON syntax error at " + where.to_string() + ": " + syntax_detail(what);
}

// Follows the parse to know which field each value belongs to. Builds nothing: the
// callback form of nlohmann::json::parse, which could limit the depth too, rescans the
// whole enclosing array after each element (quadratic: 200k actions took seconds).
class CheckingSax : public json::json_sax_t {
 public:
  CheckingSax(std::string_view text, int max_depth) : text_(text), max_depth_(max_depth) {}

  const std::string& error() const { return error_; }

  bool null() override { return scalar(); }
  bool boolean(bool) override { return scalar(); }
  bool number_integer(number_integer_t) override { return scalar(); }
  bool number_unsigned(number_unsigned_t) override { return scalar(); }
  bool number_float(number_float_t, const string_t&) override { return scalar(); }
  bool string(string_t&) override { return scalar(); }
  bool binary(binary_t&) override { return scalar(); }
  bool start_object(std::size_t) override { return open(false); }
  bool start_array(std::size_t) override { return open(true); }
  bool key(string_t& name) override {
    open_.back().key = name;
    return true;
  }
  bool end_object() override { return close(); }
  bool end_array() override { return close(); }

  bool parse_error(std::size_t position, const std::string& token,
                   const json::exception& error) override {
    // 406: a number too large for a double. nlohmann's own message would name neither the
    // field nor the place, and quote all of a 100,000-digit number.
    if (error.id == 406) {
      const std::size_t start = position >= token.size() ? position - token.size() : 0;
      const std::string field = path();
      error_ = (field.empty() ? std::string() : "field '" + excerpt(field) + "' ") + "at " +
               text_position(text_, start).to_string() + ": number " + excerpt(token) +
               " is out of range";
    } else {
      error_ = syntax_error(text_, position, error.what());
    }
    return false;
  }

 private:
  struct Open {
    bool array = false;
    std::size_t index = 0;  // arrays: the element being read
    std::string key;        // objects: the member being read
  };

  // Always false, for the SAX parser to stop.
  bool fail_too_deep() {
    error_ = "the record nests objects and arrays more than " + std::to_string(max_depth_) +
             " deep; it is not a BoardLab record";
    return false;
  }
  bool scalar() {
    next_element();
    return true;
  }
  bool open(bool array) {
    if (int(open_.size()) >= max_depth_) return fail_too_deep();
    open_.push_back({array, 0, {}});
    return true;
  }
  bool close() {
    open_.pop_back();
    next_element();
    return true;
  }
  void next_element() {
    if (!open_.empty() && open_.back().array) ++open_.back().index;
  }

  // "actions[3].think_ms", as ObjectReader names fields.
  std::string path() const {
    std::string out;
    for (const Open& level : open_) {
      if (level.array)
        out += "[" + std::to_string(level.index) + "]";
      else
        out += (out.empty() ? "" : ".") + level.key;
    }
    return out;
  }

  std::string_view text_;
  int max_depth_;
  std::vector<Open> open_;
  std::string error_;
};

}  // namespace

Status check_json_text(std::string_view text, int max_depth) {
  CheckingSax sax(text, max_depth);
  if (json::sax_parse(text.begin(), text.end(), &sax)) return {};
  return Status::failure(sax.error());
}

}  // namespace bl
