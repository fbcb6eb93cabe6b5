#include "core/records/sgf_parser.h"

#include <cctype>
#include <unordered_set>

#include "core/records/error_text.h"
#include "core/records/text_position.h"

namespace bl {

const SgfProperty* SgfNode::find(std::string_view id) const {
  for (const SgfProperty& property : properties)
    if (property.id == id) return &property;
  return nullptr;
}

const std::string* SgfNode::value(std::string_view id) const {
  const SgfProperty* property = find(id);
  return property && !property->values.empty() ? &property->values.front() : nullptr;
}

std::string sgf_escape(std::string_view text) {
  std::string out;
  for (char c : text) {
    if (c == ']' || c == '\\') out += '\\';
    out += c;
  }
  return out;
}

namespace {

// A recursive-descent parser would follow the file's nesting on the call stack; this one
// keeps an explicit stack of open game trees, so a deeply nested file cannot crash it.
class SgfParser {
 public:
  explicit SgfParser(std::string_view text) : text_(text) {}

  Result<SgfCollection> run() {
    skip_byte_order_mark();
    while (error_.empty() && skip_space()) step();
    if (error_.empty()) check_end();
    if (!error_.empty()) return Result<SgfCollection>::failure(error_);
    return SgfCollection{std::move(main_line_), trees_};
  }

 private:
  // An open game tree "(": whether it is on the main line, and what it has held so far.
  struct Tree {
    bool main = false;
    int nodes = 0;
    int variations = 0;
  };

  void fail_at(std::size_t offset, const std::string& problem) {
    if (error_.empty())
      error_ = one_line("SGF " + text_position(text_, offset).to_string() + ": " + problem);
  }

  static std::string shown(char c) {
    if (std::isprint(static_cast<unsigned char>(c))) return std::string("'") + c + "'";
    return "byte " + std::to_string(static_cast<unsigned char>(c));
  }

  void skip_byte_order_mark() {
    if (text_.substr(0, 3) == "\xEF\xBB\xBF") pos_ = 3;
  }

  // Skips whitespace; false at the end of the text.
  bool skip_space() {
    while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) ++pos_;
    return pos_ < text_.size();
  }

  void step() {
    switch (text_[pos_]) {
      case '(':
        return open_tree();
      case ')':
        return close_tree();
      case ';':
        return read_node();
      default:
        return fail_at(
            pos_, "unexpected character " + shown(text_[pos_]) + " (expected '(', ';' or ')')");
    }
  }

  void open_tree() {
    bool main = trees_ == 0;
    if (!open_.empty()) {
      Tree& parent = open_.back();
      if (parent.nodes == 0) return fail_at(pos_, "a game tree must start with a node ';'");
      main = parent.main && parent.variations == 0;
      ++parent.variations;
    } else {
      ++trees_;
    }
    open_.push_back({main, 0, 0});
    ++pos_;
  }

  void close_tree() {
    if (open_.empty()) return fail_at(pos_, "')' closes no game tree");
    if (open_.back().nodes == 0) return fail_at(pos_, "empty game tree '()'");
    open_.pop_back();
    ++pos_;
  }

  void read_node() {
    if (open_.empty()) return fail_at(pos_, "node ';' outside a game tree (missing '(')");
    Tree& tree = open_.back();
    if (tree.variations > 0)
      return fail_at(pos_, "a node ';' may not follow a variation in the same game tree");
    ++tree.nodes;
    ++pos_;
    SgfNode node;
    ids_.clear();
    while (error_.empty() && skip_space() && std::isupper(static_cast<unsigned char>(text_[pos_])))
      read_property(node);
    if (error_.empty() && tree.main) main_line_.push_back(std::move(node));
  }

  void read_property(SgfNode& node) {
    const std::size_t start = pos_;
    SgfProperty property;
    while (pos_ < text_.size() && std::isupper(static_cast<unsigned char>(text_[pos_])))
      property.id += text_[pos_++];
    // A set, not node.find(): a node of many distinct properties would be quadratic.
    if (!ids_.insert(property.id).second)
      return fail_at(start, "property " + excerpt(property.id) + " appears twice in one node");
    while (error_.empty() && skip_space() && text_[pos_] == '[')
      property.values.push_back(read_value(property.id));
    if (error_.empty() && property.values.empty()) {
      const std::string found = pos_ < text_.size() ? shown(text_[pos_]) : "the end of the file";
      return fail_at(pos_, "property " + excerpt(property.id) +
                               " has no value (expected '[', found " + found + ")");
    }
    node.properties.push_back(std::move(property));
  }

  std::string read_value(const std::string& id) {
    const std::size_t open = pos_++;
    std::string value;
    while (pos_ < text_.size()) {
      const char c = text_[pos_++];
      if (c == ']') return value;
      if (c != '\\') {
        value += c;
        continue;
      }
      if (pos_ == text_.size()) break;
      const char escaped = text_[pos_++];
      if (escaped == '\n' || escaped == '\r') {  // a soft line break: drop it
        const char other = escaped == '\n' ? '\r' : '\n';
        if (pos_ < text_.size() && text_[pos_] == other) ++pos_;
        continue;
      }
      value += escaped;
    }
    fail_at(open,
            "missing ']': the value of property " + excerpt(id) + " opened here is never closed");
    return value;
  }

  void check_end() {
    if (!open_.empty())
      return fail_at(text_.size(), "unexpected end of file: " + std::to_string(open_.size()) +
                                       " game tree(s) still open (missing ')')");
    if (trees_ == 0) fail_at(pos_, "no game tree found (an SGF file starts with '(;')");
  }

  std::string_view text_;
  std::size_t pos_ = 0;
  std::vector<Tree> open_;
  int trees_ = 0;
  std::vector<SgfNode> main_line_;
  std::unordered_set<std::string> ids_;  // of the node being read
  std::string error_;
};

}  // namespace

Result<SgfCollection> parse_sgf(std::string_view text) { return SgfParser(text).run(); }

Result<std::vector<SgfNode>> parse_sgf_main_line(std::string_view text) {
  auto collection = parse_sgf(text);
  if (!collection) return Result<std::vector<SgfNode>>::failure(collection.error());
  return std::move(collection.value().main_line);
}

}  // namespace bl
