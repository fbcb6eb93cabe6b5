#pragma once
#include <string>

#include "ai/search/search_types.h"

namespace bl {

// Builds the bounded record of the top levels of a search tree (Decision::tree) for the
// inspector: at most `levels` plies below the root and `node_limit` nodes in all. A node
// searched again (a re-search after a null window, a new aspiration window) keeps one
// record, refreshed, so the record shows the final word on each move.
class TreeRecorder {
 public:
  void reset(int levels, int node_limit) {
    levels_ = levels;
    node_limit_ = node_limit;
    count_ = 0;
    root_ = TreeNode{};
  }
  bool active() const { return levels_ > 0; }
  TreeNode& root() { return root_; }
  TreeNode take() { return std::move(root_); }

  // The record of the node at `ply` (>= 1) reached from `parent` by `move`, or nullptr when
  // it is too deep, the budget is spent or the parent is not recorded.
  TreeNode* child(TreeNode* parent, int ply, const AnyMove& move, const std::string& notation) {
    if (!parent || ply > levels_) return nullptr;
    for (auto& c : parent->children) {
      if (c.move == move) {
        c.children.clear();  // searched again: the new search replaces the old subtree
        c.note.clear();
        return &c;
      }
    }
    if (count_ >= node_limit_) return nullptr;
    ++count_;
    TreeNode node;
    node.move = move;
    node.notation = notation;
    parent->children.push_back(std::move(node));
    return &parent->children.back();
  }

 private:
  int levels_ = 0;
  int node_limit_ = 0;
  int count_ = 0;
  TreeNode root_;
};

}  // namespace bl
