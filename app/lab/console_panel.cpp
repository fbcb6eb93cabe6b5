#include "app/lab/console_panel.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>

#include "app/lab/panel_widgets.h"

namespace bl {

void ConsolePanel::run(const std::string& command) {
  console_.submit(command);
  scroll_to_end_ = true;
}

void ConsolePanel::draw() {
  draw_log();
  draw_command_line();
}

void ConsolePanel::draw_log() {
  const float input_height = ImGui::GetFrameHeightWithSpacing();
  ImGui::BeginChild("log", {0, -input_height}, false, ImGuiWindowFlags_HorizontalScrollbar);
  for (const auto& line : console_.log()) {
    using K = Console::LogLine::Kind;
    if (line.kind == K::kCommand)
      ImGui::TextColored(kCommandInk, "> %s", line.text.c_str());
    else if (line.kind == K::kError)
      ImGui::TextColored(kErrorInk, "%s", line.text.c_str());
    else
      ImGui::TextUnformatted(line.text.c_str());
  }
  if (scroll_to_end_) ImGui::SetScrollHereY(1.0f);
  scroll_to_end_ = false;
  ImGui::EndChild();
}

void ConsolePanel::draw_command_line() {
  const ImGuiInputTextFlags flags = ImGuiInputTextFlags_EnterReturnsTrue |
                                    ImGuiInputTextFlags_CallbackHistory |
                                    ImGuiInputTextFlags_CallbackCompletion;
  auto callback = [](ImGuiInputTextCallbackData* data) -> int {
    auto* self = static_cast<ConsolePanel*>(data->UserData);
    const std::string_view line(data->Buf, data->BufTextLen);
    std::string replacement;
    if (data->EventFlag == ImGuiInputTextFlags_CallbackCompletion)
      replacement = self->complete(line);
    else if (!self->console_.history().empty())
      replacement = self->browse_history(data->EventKey == ImGuiKey_UpArrow);
    else
      return 0;
    data->DeleteChars(0, data->BufTextLen);
    data->InsertChars(0, replacement.c_str());
    return 0;
  };
  ImGui::SetNextItemWidth(-1);
  if (focus_input_) ImGui::SetKeyboardFocusHere();
  focus_input_ = false;
  if (ImGui::InputText("##command", &input_, flags, callback, this)) {
    run(input_);
    input_.clear();
    history_pos_ = -1;
    ImGui::SetKeyboardFocusHere(-1);
  }
}

std::string ConsolePanel::complete(std::string_view line) {
  std::string completed = console_.complete(line);
  const auto found = console_.candidates(line);
  if (found.size() > 1) {
    std::string list;
    for (const auto& f : found) list += f + "  ";
    console_.note(list);
    scroll_to_end_ = true;
  }
  return completed;
}

std::string ConsolePanel::browse_history(bool up) {
  const auto& history = console_.history();
  int& pos = history_pos_;
  if (up)
    pos = pos < 0 ? int(history.size()) - 1 : std::max(0, pos - 1);
  else if (pos >= 0 && ++pos >= int(history.size()))
    pos = -1;
  return pos >= 0 ? history[pos] : std::string();
}

}  // namespace bl
