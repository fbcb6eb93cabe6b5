#include "core/records/game_record.h"

#include <cctype>
#include <chrono>
#include <cstdio>

#include "core/records/error_text.h"

namespace bl {
namespace {

// Reads `count` digits at `pos` as a number in [min, max]; advances pos on success.
bool read_number(std::string_view text, std::size_t& pos, int count, int min, int max) {
  if (pos + count > text.size()) return false;
  int value = 0;
  for (int i = 0; i < count; ++i) {
    const char c = text[pos + i];
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
    value = value * 10 + (c - '0');
  }
  pos += count;
  return value >= min && value <= max;
}

bool read_char(std::string_view text, std::size_t& pos, char expected) {
  if (pos >= text.size() || text[pos] != expected) return false;
  ++pos;
  return true;
}

bool read_date(std::string_view text, std::size_t& pos) {
  return read_number(text, pos, 4, 0, 9999) && read_char(text, pos, '-') &&
         read_number(text, pos, 2, 1, 12) && read_char(text, pos, '-') &&
         read_number(text, pos, 2, 1, 31);
}

// "hh:mm", "hh:mm:ss" or "hh:mm:ss.fff..." (60 seconds allowed for leap seconds).
bool read_time(std::string_view text, std::size_t& pos) {
  if (!read_number(text, pos, 2, 0, 23) || !read_char(text, pos, ':') ||
      !read_number(text, pos, 2, 0, 59))
    return false;
  if (!read_char(text, pos, ':')) return true;
  if (!read_number(text, pos, 2, 0, 60)) return false;
  if (!read_char(text, pos, '.')) return true;
  const std::size_t digits_start = pos;
  while (pos < text.size() && std::isdigit(static_cast<unsigned char>(text[pos]))) ++pos;
  return pos > digits_start;
}

bool read_zone(std::string_view text, std::size_t& pos) {
  if (pos == text.size()) return true;  // local time
  if (read_char(text, pos, 'Z')) return true;
  if (!read_char(text, pos, '+') && !read_char(text, pos, '-')) return false;
  return read_number(text, pos, 2, 0, 23) && read_char(text, pos, ':') &&
         read_number(text, pos, 2, 0, 59);
}

}  // namespace

Status check_iso8601_date(std::string_view text) {
  std::size_t pos = 0;
  bool ok = read_date(text, pos);
  if (ok && pos < text.size())
    ok = read_char(text, pos, 'T') && read_time(text, pos) && read_zone(text, pos);
  if (ok && pos == text.size()) return {};
  return Status::failure("'" + excerpt(text) +
                         "' is not an ISO-8601 date like 2024-05-01 or "
                         "2024-05-01T14:30:00Z");
}

std::string iso8601_utc_now() {
  using namespace std::chrono;
  const auto now = floor<seconds>(system_clock::now());
  const auto day = floor<days>(now);
  const year_month_day date{day};
  const hh_mm_ss time{now - day};
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%04d-%02u-%02uT%02d:%02d:%02dZ", int(date.year()),
                unsigned(date.month()), unsigned(date.day()), int(time.hours().count()),
                int(time.minutes().count()), int(time.seconds().count()));
  return buffer;
}

}  // namespace bl
