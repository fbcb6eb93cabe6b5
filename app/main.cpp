// boardlab: the desktop program. Everything but the command line lives in boardlab_app.
#include <cstdio>
#include <string>
#include <vector>

#include "app/app.h"

int main(int argc, char** argv) {
  const std::vector<std::string> args(argv + 1, argv + argc);
  auto options = bl::parse_app_options(args);
  if (!options) {
    std::fprintf(stderr, "boardlab: %s\n", options.error().c_str());
    return 2;
  }
  if (options.value().help) {
    std::fputs(bl::app_usage().c_str(), stdout);
    return 0;
  }
  bl::App app(std::move(options).value());
  return app.run();
}
