#pragma once
#include <filesystem>
#include <string>
#include <vector>

namespace bl {

// A small file chooser drawn with ImGui (the app has no native dialogs): a folder listing
// filtered by extension, a name field, and Open/Save and Cancel. Call draw() every frame;
// it returns true once when the user has chosen a file.
class FileDialog {
 public:
  enum class Mode { kOpen, kSave };
  void open(Mode mode, std::filesystem::path folder, std::string file_name,
            std::vector<std::string> extensions);
  bool is_open() const { return open_; }
  Mode mode() const { return mode_; }
  bool draw(std::filesystem::path* chosen);
  const std::filesystem::path& folder() const { return folder_; }

 private:
  void list_folder();
  bool accept(std::filesystem::path* chosen);

  struct Entry {
    std::string name;
    bool is_folder = false;
  };
  Mode mode_ = Mode::kOpen;
  bool open_ = false;
  bool just_opened_ = false;
  std::filesystem::path folder_;
  std::vector<std::string> extensions_;
  std::vector<Entry> entries_;
  char name_[256] = {};
  std::string error_;
  std::filesystem::path confirmed_overwrite_;  // an existing file the user was warned about
};

}  // namespace bl
