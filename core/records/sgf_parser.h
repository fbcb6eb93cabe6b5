#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "core/common/parse_result.h"

namespace bl {

// One SGF property: an identifier ("B", "SZ") and its values, unescaped.
struct SgfProperty {
  std::string id;
  std::vector<std::string> values;
};

// One SGF node (";B[hh]XT[1200]"): its properties in file order.
struct SgfNode {
  std::vector<SgfProperty> properties;
  // The property with this identifier, or nullptr.
  const SgfProperty* find(std::string_view id) const;
  // The first value of the property, or nullptr if it is absent.
  const std::string* value(std::string_view id) const;
};

// An SGF collection as BoardLab reads it: the main line of its first game tree (the root
// node first, then at every branch the first variation) and how many game trees it holds.
struct SgfCollection {
  std::vector<SgfNode> main_line;
  int game_trees = 0;
};

// Reads an SGF (FF[4]) collection. Side variations and later game trees are checked for
// syntax and dropped (game_trees counts them, so that a reader can refuse them). Syntax errors give
// the line and column: an unexpected character, a property without a value, a value with no closing
// ']', an unclosed '(' or a stray ')'. Values are unescaped ("\]" -> "]", "\\" -> "\", a backslash
// before a line break removes both). Nesting depth is not limited by the stack.
Result<SgfCollection> parse_sgf(std::string_view text);
// parse_sgf's main line alone.
Result<std::vector<SgfNode>> parse_sgf_main_line(std::string_view text);

// A property value as SGF writes it: ']' and '\' escaped.
std::string sgf_escape(std::string_view text);

}  // namespace bl
