#include "app/program.h"

#include <cstdio>

#include "app/app.h"

namespace bl {

int run_boardlab(const std::vector<std::string>& args) {
  auto options = parse_app_options(args);
  if (!options) {
    std::fprintf(stderr, "boardlab: %s\n", options.error().c_str());
    return 2;
  }
  if (options.value().help) {
    std::fputs(app_usage().c_str(), stdout);
    return 0;
  }
  App app(std::move(options).value());
  return app.run();
}

}  // namespace bl
