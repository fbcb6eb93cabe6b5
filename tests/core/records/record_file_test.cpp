#include "core/records/record_file.h"

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/records/atomic_file.h"
#include "core/records/json_record.h"
#include "record_test_util.h"

namespace bl {
namespace {

namespace fs = std::filesystem;
using testing::contains;
using testing::random_match;

// A fresh directory per test, removed afterwards.
class RecordFile : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    dir_ = fs::temp_directory_path() /
           ("boardlab_records_" + std::string(info->name()) + "_" + std::to_string(::getpid()));
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  std::string path(const std::string& name) const { return (dir_ / name).string(); }
  static std::string read(const std::string& file) {
    std::ifstream in(file, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
  }
  static void write(const std::string& file, const std::string& text) {
    std::ofstream(file, std::ios::binary) << text;
  }
  // Every name in the directory: a leftover temporary file would show up here.
  std::vector<std::string> listing() const {
    std::vector<std::string> names;
    for (const auto& entry : fs::directory_iterator(dir_))
      names.push_back(entry.path().filename().string());
    std::sort(names.begin(), names.end());
    return names;
  }

  fs::path dir_;
};

TEST_F(RecordFile, SavesAndLoadsByExtension) {
  const Match match = random_match("gomoku", {{"rule", "standard"}}, 11);
  const RecordInfo info{"2024-05-01", "", ""};
  ASSERT_TRUE(save_record_file(match, path("game.json"), info).ok());
  ASSERT_TRUE(save_record_file(match, path("game.SGF"), info).ok());
  EXPECT_EQ(read(path("game.json")).front(), '{');
  EXPECT_EQ(read(path("game.SGF")).front(), '(');
  for (const char* name : {"game.json", "game.SGF"}) {
    auto loaded = read_record_file(path(name));
    ASSERT_TRUE(loaded.ok()) << loaded.error();
    EXPECT_EQ(loaded->match.game().hash(), match.game().hash()) << name;
    EXPECT_EQ(loaded->info.date, "2024-05-01") << name;
  }
  EXPECT_EQ(listing(), (std::vector<std::string>{"game.SGF", "game.json"}));
}

TEST_F(RecordFile, AnUnknownExtensionIsRefusedOnSaveAndSniffedOnLoad) {
  const Match match = random_match("nogo", {}, 12, 10);
  auto saved = save_record_file(match, path("game.txt"));
  ASSERT_FALSE(saved.ok());
  EXPECT_TRUE(contains(saved.error(), "unknown record extension '.txt' (use .json or .sgf)"));
  write(path("game.txt"), save_record_json(match));
  auto loaded = load_record_file(path("game.txt"));
  ASSERT_TRUE(loaded.ok()) << loaded.error();
  EXPECT_EQ(loaded->actions(), match.actions());
  write(path("notes.txt"), "hello");
  EXPECT_TRUE(contains(load_record_file(path("notes.txt")).error(), "neither a BoardLab JSON"));
}

TEST_F(RecordFile, LoadErrorsNameTheFile) {
  const std::string missing = path("missing.json");
  EXPECT_EQ(load_record_file(missing).error(),
            "cannot read '" + missing + "': No such file or directory");
  EXPECT_TRUE(contains(load_record_file(dir_.string()).error(), "it is a directory"));
  write(path("bad.json"), "{\n  \"format\": ");
  EXPECT_TRUE(contains(load_record_file(path("bad.json")).error(),
                       path("bad.json") + ": unexpected end of the record at line 2"));
  write(path("bad.sgf"), "(;GM[4]SZ[15];B[hh];W[hh])");
  EXPECT_TRUE(contains(load_record_file(path("bad.sgf"), "gomoku").error(),
                       path("bad.sgf") + ": move 2 (W[hh])"));
}

TEST_F(RecordFile, SavingIntoAMissingDirectoryFailsCleanly) {
  const Match match = random_match("gomoku", {}, 13, 10);
  const std::string target = path("no/such/dir/game.json");
  auto saved = save_record_file(match, target);
  ASSERT_FALSE(saved.ok());
  EXPECT_EQ(saved.error(), "cannot save '" + target + "': No such file or directory");
  EXPECT_TRUE(listing().empty());
}

TEST_F(RecordFile, AFailedSaveLeavesTheOldFileIntactAndNoTemporaryFile) {
  const std::string target = path("game.sgf");
  write(target, "old contents");
  // Chinese Checkers cannot be written as SGF: refused before anything is written.
  Match cc(testing::make_game("chinese-checkers"), {});
  auto saved = save_record_file(cc, target);
  ASSERT_FALSE(saved.ok());
  EXPECT_TRUE(contains(saved.error(), "chinese-checkers has no SGF form"));
  EXPECT_EQ(read(target), "old contents");

  // A directory in the way: the temporary file is written, the rename fails, and the
  // temporary file must be cleaned up.
  fs::create_directories(path("taken.json/inside"));
  auto blocked = write_file_atomically(path("taken.json"), "new contents");
  ASSERT_FALSE(blocked.ok());
  EXPECT_TRUE(contains(blocked.error(), "cannot save '" + path("taken.json") + "'"));
  EXPECT_TRUE(fs::is_directory(path("taken.json/inside")));
  EXPECT_EQ(listing(), (std::vector<std::string>{"game.sgf", "taken.json"}));
}

TEST_F(RecordFile, SavingReplacesAnExistingFileWhole) {
  const std::string target = path("game.json");
  write(target, std::string(100000, 'x'));  // longer than the new record
  const Match match = random_match("nogo", {}, 14, 12);
  ASSERT_TRUE(save_record_file(match, target).ok());
  EXPECT_EQ(read(target), save_record_json(match));
  EXPECT_EQ(listing(), std::vector<std::string>{"game.json"});
}

}  // namespace
}  // namespace bl

namespace bl {
namespace {

// Regression: a FIFO named as a record made the reader wait forever for a writer.
TEST(ReadTextFile, RefusesAnythingButARegularFile) {
  const std::string fifo = (std::filesystem::temp_directory_path() /
                            ("boardlab_fifo_" + std::to_string(::getpid()) + ".json"))
                               .string();
  std::filesystem::remove(fifo);
  ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
  auto text = read_text_file(fifo, 1 << 20);
  std::filesystem::remove(fifo);
  ASSERT_FALSE(text.ok());
  EXPECT_EQ(text.error(), "cannot read '" + fifo + "': not a regular file");
  auto device = read_text_file("/dev/zero", 1 << 20);
  ASSERT_FALSE(device.ok());
  EXPECT_EQ(device.error(), "cannot read '/dev/zero': not a regular file");
}

TEST(ReadTextFile, TheSizeLimitIsSaidInUnitsThatFit) {
  const std::string file = (std::filesystem::temp_directory_path() /
                            ("boardlab_big_" + std::to_string(::getpid()) + ".txt"))
                               .string();
  std::ofstream(file) << std::string(3000, 'x');
  auto kib = read_text_file(file, 2048);
  auto bytes = read_text_file(file, 100);
  std::filesystem::remove(file);
  ASSERT_FALSE(kib.ok());
  EXPECT_EQ(kib.error(), "cannot read '" + file + "': larger than 2 KiB");
  ASSERT_FALSE(bytes.ok());
  EXPECT_EQ(bytes.error(), "cannot read '" + file + "': larger than 100 bytes");
}

}  // namespace
}  // namespace bl
