#include "core/records/atomic_file.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <random>
#if defined(__unix__) || defined(__APPLE__)
#include <unistd.h>
#endif

namespace bl {
namespace {

std::string reason(int error) { return std::strerror(error); }

// Forces the data to disk where the platform lets us, so a crash right after the rename
// cannot leave an empty file behind the new name.
bool sync_to_disk(std::FILE* file) {
#if defined(__unix__) || defined(__APPLE__)
  return ::fsync(fileno(file)) == 0;
#else
  (void)file;
  return true;
#endif
}

// Opens a temporary file next to `path` that did not exist before ("wx": exclusive create).
std::FILE* open_temporary(const std::string& path, std::string& temp_path) {
  std::random_device entropy;
  for (int attempt = 0; attempt < 16; ++attempt) {
    temp_path = path + ".tmp-" + std::to_string(entropy() % 1000000000u);
    if (std::FILE* file = std::fopen(temp_path.c_str(), "wbx")) return file;
    if (errno != EEXIST) return nullptr;
  }
  return nullptr;
}

int last_error() { return errno ? errno : EIO; }

// Writes, flushes, syncs and closes `file`; returns 0 or the errno of the first failure.
int write_and_close(std::FILE* file, std::string_view contents) {
  errno = 0;
  int error = 0;
  if (std::fwrite(contents.data(), 1, contents.size(), file) != contents.size())
    error = last_error();
  if (!error && std::fflush(file) != 0) error = last_error();
  if (!error && !sync_to_disk(file)) error = last_error();
  if (std::fclose(file) != 0 && !error) error = last_error();
  return error;
}

}  // namespace

Status write_file_atomically(const std::string& path, std::string_view contents) {
  const std::string prefix = "cannot save '" + path + "': ";
  std::string temp_path;
  errno = 0;
  std::FILE* file = open_temporary(path, temp_path);
  if (!file) return Status::failure(prefix + reason(last_error()));
  if (const int error = write_and_close(file, contents)) {
    std::remove(temp_path.c_str());
    return Status::failure(prefix + "writing failed: " + reason(error));
  }
  std::error_code error;
  std::filesystem::rename(temp_path, path, error);
  if (error) {
    std::remove(temp_path.c_str());
    return Status::failure(prefix + error.message());
  }
  return {};
}

namespace {

// "16 MiB", "64 KiB", "100 bytes".
std::string size_text(std::size_t bytes) {
  if (bytes >= (1 << 20) && bytes % (1 << 20) == 0) return std::to_string(bytes >> 20) + " MiB";
  if (bytes >= (1 << 10) && bytes % (1 << 10) == 0) return std::to_string(bytes >> 10) + " KiB";
  return std::to_string(bytes) + " bytes";
}

}  // namespace

Result<std::string> read_text_file(const std::string& path, std::size_t max_bytes) {
  using R = Result<std::string>;
  std::error_code error;
  const auto status = std::filesystem::status(path, error);
  if (std::filesystem::is_directory(status))
    return R::failure("cannot read '" + path + "': it is a directory");
  // A FIFO or a device would block the reader or never end: only regular files are read.
  if (std::filesystem::exists(status) && !std::filesystem::is_regular_file(status))
    return R::failure("cannot read '" + path + "': not a regular file");
  errno = 0;
  std::FILE* file = std::fopen(path.c_str(), "rb");
  if (!file) return R::failure("cannot read '" + path + "': " + reason(last_error()));
  std::string text;
  char buffer[1 << 16];
  std::size_t got = 0;
  while ((got = std::fread(buffer, 1, sizeof buffer, file)) > 0) {
    text.append(buffer, got);
    if (text.size() > max_bytes) {
      std::fclose(file);
      return R::failure("cannot read '" + path + "': larger than " + size_text(max_bytes));
    }
  }
  const bool failed = std::ferror(file) != 0;
  std::fclose(file);
  if (failed) return R::failure("cannot read '" + path + "': read error");
  return text;
}

}  // namespace bl
