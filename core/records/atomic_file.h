#pragma once
#include <cstddef>
#include <string>
#include <string_view>

#include "core/common/parse_result.h"
#include "core/common/status.h"

namespace bl {

// Writes `contents` to `path` so that the file is either the old one or the complete new
// one, never half written: the text goes to a new temporary file in the same directory,
// is flushed to disk, and then renamed over `path`. On any failure (missing directory,
// disk full, path is a directory) the temporary file is removed, an existing file at
// `path` is left as it was, and the error names the path and the reason.
Status write_file_atomically(const std::string& path, std::string_view contents);

// The whole file as text; refuses files larger than `max_bytes`.
Result<std::string> read_text_file(const std::string& path, std::size_t max_bytes);

}  // namespace bl
