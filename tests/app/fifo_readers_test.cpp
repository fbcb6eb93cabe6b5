// Every file the app reads is refused at once unless it is a regular file: a FIFO (or a
// device) given as a script, a weight profile, a record, the autosave, settings.conf, the
// lab's layout or a texture would block the program for ever on open().
#include <gtest/gtest.h>

#include <optional>

#include "app/app.h"
#include "app/settings.h"
#include "app/textures.h"
#include "tests/app/fifo.h"
#include "tests/temp_folder.h"

namespace bl {
namespace {

class FifoReaders : public ::testing::Test {
 protected:
  void SetUp() override {
    std::filesystem::create_directories(config_);
    ASSERT_TRUE(test::make_fifo(fifo_));
  }

  std::unique_ptr<App> app(std::vector<std::string> args) {
    args.insert(args.end(), {"--config-dir", config_.string()});
    auto options = parse_app_options(args);
    EXPECT_TRUE(options.ok()) << (options.ok() ? "" : options.error());
    return std::make_unique<App>(std::move(options).value());
  }

  // prepare() with `args` must fail at once with an error starting with `prefix` and
  // saying the FIFO is not a regular file.
  void expect_prepare_refuses(std::vector<std::string> args, const std::string& prefix) {
    auto started = app(std::move(args));
    std::optional<Status> prepared;
    EXPECT_TRUE(test::returns_at_once(fifo_, [&] { prepared = started->prepare(); }));
    ASSERT_TRUE(prepared.has_value());
    ASSERT_FALSE(prepared->ok());
    EXPECT_EQ(prepared->error().rfind(prefix, 0), 0u) << prepared->error();
    EXPECT_NE(prepared->error().find("not a regular file"), std::string::npos) << prepared->error();
  }

  test::TempFolder dir_{"fifo_test"};
  std::filesystem::path config_ = dir_ / "config";
  std::filesystem::path fifo_ = dir_ / "fifo";
};

TEST_F(FifoReaders, ScriptFlag) {
  expect_prepare_refuses({"--script", fifo_.string()}, "--script: ");
}

TEST_F(FifoReaders, SourceCommand) {
  auto started = app({});
  ASSERT_TRUE(started->prepare().ok());
  std::optional<Result<std::string>> out;
  EXPECT_TRUE(test::returns_at_once(
      fifo_, [&] { out = started->console().execute("source " + fifo_.string()); }));
  ASSERT_FALSE(out->ok());
  EXPECT_NE(out->error().find("not a regular file"), std::string::npos) << out->error();
}

TEST_F(FifoReaders, WeightProfile) {
  auto started = app({"--game", "gomoku", "--seats", "human,alphabeta"});
  ASSERT_TRUE(started->prepare().ok());
  std::optional<Result<std::string>> out;
  EXPECT_TRUE(test::returns_at_once(
      fifo_, [&] { out = started->console().execute("profile load 2 " + fifo_.string()); }));
  ASSERT_FALSE(out->ok());
  EXPECT_EQ(out->error(), "profile: cannot read '" + fifo_.string() + "': not a regular file");
}

TEST_F(FifoReaders, RecordAndAutosave) {
  expect_prepare_refuses({"--load", fifo_.string()}, "--load: ");
  std::filesystem::rename(fifo_, config_ / "autosave.json");
  fifo_ = config_ / "autosave.json";
  expect_prepare_refuses({"--continue"}, "--continue: ");
}

TEST_F(FifoReaders, SettingsFile) {
  std::filesystem::rename(fifo_, config_ / "settings.conf");
  fifo_ = config_ / "settings.conf";
  std::vector<std::string> warnings;
  std::optional<Settings> settings;
  EXPECT_TRUE(test::returns_at_once(fifo_, [&] { settings = load_settings(config_, &warnings); }));
  EXPECT_EQ(settings->to_text(), Settings{}.to_text());
  ASSERT_EQ(warnings.size(), 1u);
  EXPECT_NE(warnings[0].find("not a regular file"), std::string::npos) << warnings[0];
}

TEST_F(FifoReaders, LabLayoutAndTextures) {
  // Both return before any ImGui or OpenGL call when the file cannot be read.
  auto started = app({});
  ASSERT_TRUE(started->prepare().ok());
  EXPECT_TRUE(test::returns_at_once(fifo_, [&] { started->lab().load_layout(fifo_); }));
  std::optional<Texture> texture;
  EXPECT_TRUE(test::returns_at_once(fifo_, [&] { texture = load_texture(fifo_, false); }));
  EXPECT_FALSE(texture->valid());
}

}  // namespace
}  // namespace bl
