#include "app/lab/tree_panel.h"

#include <imgui.h>

#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "app/game_screen.h"
#include "app/lab/panel_widgets.h"

namespace bl {
namespace {

// The position before action `index` of the match: its start and the actions before it.
AnyGame position_before(const Match& match, std::size_t index) {
  AnyGame game = match.initial();
  const auto& actions = match.actions();
  for (std::size_t i = 0; i < index && i < actions.size(); ++i) {
    if (actions[i].kind == ActionKind::kMove)
      (void)game.play(actions[i].move);
    else
      game.eliminate(actions[i].player);
  }
  return game;
}

// Draws a recorded tree as ImGui tree nodes, keeping the moves from the root to the node
// being drawn so that hovering a node can show its position.
struct TreeBrowser {
  GameScreen& screen;
  const AnyGame& root;
  std::vector<AnyMove> path;

  void node(const TreeNode& n, int id) {
    char label[200];
    std::string value =
        n.visits > 0
            ? std::to_string(n.visits) + " visits, value " + std::to_string(n.value).substr(0, 5)
            : std::string(bound_name(n.bound)) + " " + score_text(n.score, 1);
    std::snprintf(label, sizeof label, "%s  %s%s%s",
                  n.notation.empty() ? "(root)" : n.notation.c_str(), value.c_str(),
                  n.note.empty() ? "" : "  - ", n.note.c_str());
    ImGui::PushID(id);
    const ImGuiTreeNodeFlags flags =
        n.children.empty() ? ImGuiTreeNodeFlags_Leaf | ImGuiTreeNodeFlags_NoTreePushOnOpen : 0;
    if (path.empty()) ImGui::SetNextItemOpen(true, ImGuiCond_Appearing);
    const bool open = ImGui::TreeNodeEx(label, flags);
    if (ImGui::IsItemHovered()) preview();
    if (open && !n.children.empty()) {
      for (std::size_t i = 0; i < n.children.size(); ++i) {
        path.push_back(n.children[i].move);
        node(n.children[i], int(i));
        path.pop_back();
      }
      ImGui::TreePop();
    }
    ImGui::PopID();
  }

  // Shows the position at the end of `path` on the board while the mouse is over its node.
  void preview() {
    AnyGame g = root;
    for (const auto& m : path)
      if (!g.play(m)) return;
    screen.preview(g);
  }
};

}  // namespace

void TreePanel::draw(GameScreen& screen, int inspected_action) {
  GameSession& session = *screen.session();
  const auto& actions = session.match().actions();
  int shown = inspected_action;
  if (shown < 0)
    for (int i = int(actions.size()) - 1; i >= 0 && shown < 0; --i)
      if (session.decision_at(std::size_t(i))) shown = i;
  std::shared_ptr<const Decision> d;
  AnyGame root = session.game();
  if (const auto& held = session.held()) {
    d = held->decision;  // step mode: the decision about to be played
  } else if (shown >= 0) {
    d = session.decision_at(std::size_t(shown));
    root = position_before(session.match(), std::size_t(shown));
  }
  if (!d || d->tree.children.empty()) {
    ImGui::TextWrapped(
        "The top %d levels of each AI search are recorded while this panel or the inspector "
        "is open; the next AI move will have its tree here. Hover a node to see its position.",
        kRecordedDepth);
    return;
  }
  ImGui::TextColored(kDimInk, "Hover a node to preview its position on the board.");
  TreeBrowser browser{screen, root, {}};
  browser.node(d->tree, 0);
}

}  // namespace bl
