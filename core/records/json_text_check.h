#pragma once
#include <string_view>

#include "core/common/parse_result.h"
#include "core/common/status.h"

namespace bl {

// Checks that `text` is one JSON value a record reader can build safely, in one linear
// pass that builds nothing (nlohmann's SAX interface):
//   - JSON syntax: "JSON syntax error at line 5, column 9: ..." or, at the end of the text,
//     "unexpected end of the record at line 14, column 47 (is the file cut short?): ...";
//   - at most `max_depth` objects and arrays open at once (deeper is refused before a
//     document that deep is built, and before any recursion over it);
//   - every number representable (a double that is not infinite): the error names the
//     field by its path from the top and where it starts, as the record reader names
//     fields: "field 'actions[3].think_ms' at line 9, column 68: number 99999... is out of
//     range".
// Passing means nlohmann::json::parse on the same text succeeds.
Status check_json_text(std::string_view text, int max_depth);

}  // namespace bl
