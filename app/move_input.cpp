#include "app/move_input.h"

#include <cctype>

namespace bl {
namespace {

ClickOutcome refused(std::string reason) {
  ClickOutcome out;
  out.kind = ClickOutcome::Kind::kRefused;
  out.reason = std::move(reason);
  return out;
}

ClickOutcome of_kind(ClickOutcome::Kind kind) {
  ClickOutcome out;
  out.kind = kind;
  return out;
}

}  // namespace

void MoveInput::clear() {
  selected_ = -1;
  destinations_.clear();
}

const AnyMove* MoveInput::move_to(int cell) const {
  for (const auto& m : destinations_)
    if (m.cells.back() == cell) return &m;
  return nullptr;
}

std::string MoveInput::placement_refusal(const AnyGame& game, int cell) {
  if (game.is_terminal()) return "the game is over";
  if (cell < 0 || cell >= game.num_cells()) return "that is not a point of the board";
  if (game.is_legal(AnyMove{{cell}})) return {};
  if (std::string native = game.refusal_note(cell); !native.empty()) return native;
  if (game.owner(cell) != kNoPlayer) return game.cell_name(cell) + " is occupied";
  return game.cell_name(cell) + " is not a legal move here";
}

ClickOutcome MoveInput::click(const AnyGame& game, int cell) {
  if (game.is_terminal()) {
    clear();
    return refused("the game is over");
  }
  if (game.move_style() == MoveStyle::kPieceMove) return click_piece_game(game, cell);
  return click_placement(game, cell);
}

ClickOutcome MoveInput::click_placement(const AnyGame& game, int cell) {
  if (cell < 0) return of_kind(ClickOutcome::Kind::kNothing);
  if (std::string why = placement_refusal(game, cell); !why.empty()) return refused(why);
  ClickOutcome out = of_kind(ClickOutcome::Kind::kMove);
  out.move = AnyMove{{cell}};
  return out;
}

ClickOutcome MoveInput::select(const AnyGame& game, int cell) {
  std::vector<AnyMove> moves;
  for (auto& m : game.legal_moves())
    if (m.cells.size() >= 2 && m.cells.front() == cell) moves.push_back(std::move(m));
  if (moves.empty()) {
    clear();
    return refused("the piece on " + game.cell_name(cell) + " has no legal move");
  }
  selected_ = cell;
  destinations_ = std::move(moves);
  return of_kind(ClickOutcome::Kind::kSelected);
}

ClickOutcome MoveInput::click_piece_game(const AnyGame& game, int cell) {
  const bool had_selection = selected_ >= 0;
  if (cell < 0) {
    clear();
    return of_kind(had_selection ? ClickOutcome::Kind::kCleared : ClickOutcome::Kind::kNothing);
  }
  if (cell == selected_) {
    clear();
    return of_kind(ClickOutcome::Kind::kCleared);
  }
  const int mover = game.current_player();
  if (game.owner(cell) == mover) return select(game, cell);
  if (!had_selection) {
    if (game.owner(cell) != kNoPlayer)
      return refused("the piece on " + game.cell_name(cell) + " is not yours");
    return refused("pick up one of your pieces first");
  }
  if (const AnyMove* move = move_to(cell)) {
    ClickOutcome out = of_kind(ClickOutcome::Kind::kMove);
    out.move = *move;
    clear();
    return out;
  }
  const std::string from = game.cell_name(selected_);
  if (game.owner(cell) != kNoPlayer) return refused(game.cell_name(cell) + " is occupied");
  return refused("the piece on " + from + " cannot reach " + game.cell_name(cell));
}

int cell_by_name(const AnyGame& game, std::string_view name) {
  auto lower = [](std::string_view text) {
    std::string s(text);
    for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
    return s;
  };
  const std::string wanted = lower(name);
  for (int c = 0; c < game.num_cells(); ++c)
    if (lower(game.cell_name(c)) == wanted) return c;
  return -1;
}

}  // namespace bl
