// The app's settings file (settings.conf: "key = value" lines, '#' comments), read at every
// start: a hand-edited or damaged file must never stop the app.
// Invariants beyond "no crash": each refused value gets one short warning line that quotes
// it safely; the settings read save to text that reads back without a warning to the same
// settings (the file the app writes at exit is one it reads without complaint).
#include <string>
#include <vector>

#include "app/settings.h"
#include "fuzz_check.h"
#include "fuzz_lines.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace bl::fuzz;
  std::vector<std::string> warnings;
  const bl::Settings settings =
      bl::Settings::from_text(std::string(as_text(data, size)), &warnings);
  for (const std::string& warning : warnings) require_error_line(warning, 300);
  const std::string saved = settings.to_text();
  std::vector<std::string> again_warnings;
  const bl::Settings again = bl::Settings::from_text(saved, &again_warnings);
  require(again_warnings.empty(), "saved settings read without a warning",
          again_warnings.empty() ? "" : again_warnings[0]);
  require(again.to_text() == saved, "saved settings read back to the same", saved);
  return 0;
}
