#include "tools/arena/record_files.h"

#include <algorithm>
#include <filesystem>

#include "core/records/record_file.h"

namespace bl {

Result<std::vector<std::string>> record_files(const std::vector<std::string>& paths) {
  using R = Result<std::vector<std::string>>;
  std::vector<std::string> files;
  for (const std::string& path : paths) {
    std::error_code ec;
    if (!std::filesystem::is_directory(path, ec)) {
      files.push_back(path);  // reading it says what is wrong, if anything
      continue;
    }
    std::vector<std::string> found;
    for (const auto& entry : std::filesystem::directory_iterator(path, ec))
      if (entry.is_regular_file() && record_format_for_path(entry.path().string()).ok())
        found.push_back(entry.path().string());
    if (ec) return R::failure("cannot list '" + path + "': " + ec.message());
    if (found.empty()) return R::failure("no .json or .sgf record in '" + path + "'");
    std::sort(found.begin(), found.end());
    files.insert(files.end(), found.begin(), found.end());
  }
  if (files.empty()) return R::failure("no record named");
  return files;
}

Result<OptionMap> requested_rules(const std::string& game, const std::string& text) {
  using R = Result<OptionMap>;
  auto requested = parse_options(text);
  if (!requested) return R::failure("--rules: " + requested.error());
  auto created = AnyGame::create(game, requested.value());
  if (!created) return R::failure("--rules: " + created.error());
  OptionMap rules;
  for (const auto& [key, value] : created->rules())
    if (requested->count(key)) rules[key] = value;
  return rules;
}

bool same_rules(const AnyGame& recorded, const OptionMap& requested) {
  const OptionMap rules = recorded.rules();
  for (const auto& [key, value] : requested) {
    const auto it = rules.find(key);
    if (it == rules.end() || it->second != value) return false;
  }
  return true;
}

}  // namespace bl
