#include "core/records/record_file.h"

#include <cctype>
#include <filesystem>

#include "core/records/atomic_file.h"
#include "core/records/error_text.h"
#include "core/records/json_record.h"
#include "core/records/sgf_record.h"

namespace bl {
namespace {

std::string lowercase_extension(const std::string& path) {
  std::string ext = std::filesystem::path(path).extension().string();
  for (char& c : ext) c = char(std::tolower(static_cast<unsigned char>(c)));
  return ext;
}

// For a file name that says nothing: the first character that is not whitespace.
Result<RecordFormat> format_from_content(std::string_view text) {
  const auto first = text.find_first_not_of(" \t\r\n");
  if (first != std::string_view::npos && text[first] == '{') return RecordFormat::kJson;
  if (first != std::string_view::npos && text[first] == '(') return RecordFormat::kSgf;
  return Result<RecordFormat>::failure(
      "neither a BoardLab JSON record ('{') nor an SGF file ('(')");
}

}  // namespace

Result<RecordFormat> record_format_for_path(const std::string& path) {
  const std::string ext = lowercase_extension(path);
  if (ext == ".json") return RecordFormat::kJson;
  if (ext == ".sgf") return RecordFormat::kSgf;
  return Result<RecordFormat>::failure("'" + path + "': unknown record extension '" + ext +
                                       "' (use .json or .sgf)");
}

Status save_record_file(const Match& match, const std::string& path, const RecordInfo& info,
                        const std::optional<RecordAnalysis>& analysis) {
  auto format = record_format_for_path(path);
  if (!format) return Status::failure("cannot save " + format.error());
  if (format.value() == RecordFormat::kJson)
    return write_file_atomically(path, save_record_json(match, info, analysis));
  if (analysis)
    return Status::failure("cannot save '" + path +
                           "': SGF has no place for the analysis; save it as .json");
  auto sgf = save_record_sgf(match, info);
  if (!sgf) return Status::failure("cannot save '" + path + "': " + sgf.error());
  return write_file_atomically(path, sgf.value());
}

Result<GameRecord> read_record_file(const std::string& path, std::string_view expected_game) {
  using R = Result<GameRecord>;
  auto text = read_text_file(path, kMaxRecordBytes);
  if (!text) return R::failure(text.error());
  auto format = record_format_for_path(path);
  if (!format) format = format_from_content(text.value());
  if (!format) return R::failure(path + ": " + format.error());
  auto record = format.value() == RecordFormat::kJson
                    ? parse_record_json(text.value(), expected_game)
                    : parse_record_sgf(text.value(), expected_game);
  if (!record) return R::failure(one_line(path + ": " + record.error()));
  return record;
}

Result<Match> load_record_file(const std::string& path, std::string_view expected_game) {
  auto record = read_record_file(path, expected_game);
  if (!record) return Result<Match>::failure(record.error());
  return std::move(record.value().match);
}

}  // namespace bl
