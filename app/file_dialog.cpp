#include "app/file_dialog.h"

#include <imgui.h>

#include <algorithm>
#include <cstring>

namespace bl {

namespace fs = std::filesystem;

void FileDialog::open(Mode mode, fs::path folder, std::string file_name,
                      std::vector<std::string> extensions) {
  mode_ = mode;
  std::error_code ec;
  if (folder.empty() || !fs::is_directory(folder, ec)) folder = fs::current_path(ec);
  folder_ = fs::absolute(folder, ec);
  extensions_ = std::move(extensions);
  std::snprintf(name_, sizeof name_, "%s", file_name.c_str());
  error_.clear();
  confirmed_overwrite_.clear();
  open_ = just_opened_ = true;
  list_folder();
}

void FileDialog::list_folder() {
  entries_.clear();
  std::error_code ec;
  for (fs::directory_iterator it(folder_, ec), end; !ec && it != end; it.increment(ec)) {
    const std::string name = it->path().filename().string();
    if (name.empty() || name[0] == '.') continue;
    const bool is_folder = it->is_directory(ec);
    std::string ext = it->path().extension().string();
    std::transform(ext.begin(), ext.end(), ext.begin(),
                   [](unsigned char c) { return std::tolower(c); });
    const bool wanted = extensions_.empty() ||
                        std::find(extensions_.begin(), extensions_.end(), ext) != extensions_.end();
    if (is_folder || wanted) entries_.push_back({name, is_folder});
  }
  std::sort(entries_.begin(), entries_.end(), [](const Entry& a, const Entry& b) {
    return a.is_folder != b.is_folder ? a.is_folder : a.name < b.name;
  });
  if (ec) error_ = "cannot list " + folder_.string() + ": " + ec.message();
}

bool FileDialog::accept(fs::path* chosen) {
  const std::string name = name_;
  if (name.empty()) {
    error_ = "type a file name";
    return false;
  }
  fs::path path = fs::path(name).is_absolute() ? fs::path(name) : folder_ / name;
  std::error_code ec;
  if (mode_ == Mode::kOpen && !fs::is_regular_file(path, ec)) {
    error_ = "no file " + path.filename().string() + " here";
    return false;
  }
  if (mode_ == Mode::kSave && path.extension().empty() && !extensions_.empty())
    path += extensions_.front();
  // Replacing a file takes a second Save: nothing is lost by a slip.
  if (mode_ == Mode::kSave && fs::exists(path, ec) && path != confirmed_overwrite_) {
    confirmed_overwrite_ = path;
    error_ = path.filename().string() + " exists: press Save again to replace it";
    return false;
  }
  confirmed_overwrite_.clear();
  *chosen = path;
  open_ = false;
  ImGui::CloseCurrentPopup();
  return true;
}

bool FileDialog::draw(fs::path* chosen) {
  if (!open_) return false;
  const char* title = mode_ == Mode::kOpen ? "Open game###filedialog" : "Save game###filedialog";
  if (just_opened_) {
    ImGui::OpenPopup(title);
    just_opened_ = false;
  }
  const ImVec2 screen = ImGui::GetIO().DisplaySize;
  ImGui::SetNextWindowSize({std::min(screen.x * 0.9f, ImGui::GetFontSize() * 40),
                            std::min(screen.y * 0.85f, ImGui::GetFontSize() * 30)},
                           ImGuiCond_Appearing);
  ImGui::SetNextWindowPos({screen.x / 2, screen.y / 2}, ImGuiCond_Appearing, {0.5f, 0.5f});
  bool chosen_now = false;
  if (!ImGui::BeginPopupModal(title, &open_)) return false;
  if (ImGui::Button("Up")) {
    folder_ = folder_.parent_path();
    list_folder();
  }
  ImGui::SameLine();
  ImGui::TextWrapped("%s", folder_.string().c_str());
  const float footer = ImGui::GetFrameHeightWithSpacing() * (error_.empty() ? 1.2f : 2.2f);
  if (ImGui::BeginChild("files", {0, -footer}, true)) {
    fs::path enter;
    for (const auto& e : entries_) {
      const std::string label = e.is_folder ? "[" + e.name + "]" : e.name;
      if (ImGui::Selectable(label.c_str(), !e.is_folder && e.name == name_,
                            ImGuiSelectableFlags_AllowDoubleClick)) {
        if (e.is_folder) {
          enter = folder_ / e.name;
        } else {
          std::snprintf(name_, sizeof name_, "%s", e.name.c_str());
          if (ImGui::IsMouseDoubleClicked(0)) chosen_now = accept(chosen);
        }
      }
    }
    if (!enter.empty()) {
      folder_ = enter;
      list_folder();
    }
  }
  ImGui::EndChild();
  ImGui::SetNextItemWidth(-ImGui::GetFontSize() * 12);
  const bool entered =
      ImGui::InputText("##name", name_, sizeof name_, ImGuiInputTextFlags_EnterReturnsTrue);
  ImGui::SameLine();
  if ((ImGui::Button(mode_ == Mode::kOpen ? "Open" : "Save") || entered) && !chosen_now)
    chosen_now = accept(chosen);
  ImGui::SameLine();
  if (ImGui::Button("Cancel")) {
    open_ = false;
    ImGui::CloseCurrentPopup();
  }
  if (!error_.empty()) ImGui::TextColored({0.95f, 0.45f, 0.3f, 1}, "%s", error_.c_str());
  ImGui::EndPopup();
  return chosen_now;
}

}  // namespace bl
