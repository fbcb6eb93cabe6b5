#pragma once
// A headless app (no window) that tests drive through the developer console, as the lab's
// windows and scripts drive it: start it with flags, run commands that must succeed or fail.
#include <gtest/gtest.h>

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "app/app.h"
#include "app/program.h"
#include "tests/temp_folder.h"

namespace bl::test {

class HeadlessAppTest : public ::testing::Test {
 protected:
  explicit HeadlessAppTest(const char* folder) : dir_(folder) {}
  void SetUp() override { std::filesystem::create_directories(dir_.path()); }

  // Makes the app with `args` and its settings in a folder of the test's own.
  void start(std::vector<std::string> args) {
    args.insert(args.end(), {"--config-dir", (dir_ / "config").string()});
    auto options = parse_app_options(args);
    ASSERT_TRUE(options.ok()) << options.error();
    app_ = std::make_unique<App>(std::move(options).value());
    auto ready = app_->prepare();
    ASSERT_TRUE(ready.ok()) << ready.error();
  }

  // Runs a command that must succeed; returns its output.
  std::string ok(const std::string& line) {
    auto out = app_->console().execute(line);
    EXPECT_TRUE(out.ok()) << line << ": " << (out.ok() ? "" : out.error());
    return out.ok() ? out.value() : std::string();
  }
  // Runs a command that must fail with a one-line error; returns it.
  std::string bad(const std::string& line) {
    auto out = app_->console().execute(line);
    EXPECT_FALSE(out.ok()) << line << " should fail";
    if (out.ok()) return {};
    EXPECT_EQ(out.error().find('\n'), std::string::npos) << out.error();
    EXPECT_FALSE(out.error().empty());
    return out.error();
  }

  GameSession& session() { return *app_->game_screen().session(); }
  std::string path(const char* name) const { return (dir_ / name).string(); }

  TempFolder dir_;
  std::unique_ptr<App> app_;
};

}  // namespace bl::test
