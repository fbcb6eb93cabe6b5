#pragma once
#include "app/board_scene.h"
#include "art/palette.h"

struct ImDrawList;

namespace bl {

class BoardTextures;

// Draws a BoardScene with ImGui's draw list (anti-aliased): the star board with its holes
// and coloured points, or the wooden grid with star points and coordinates, then the pieces
// (textures when loaded, vectors otherwise) and the view's markers on top.
void paint_board(ImDrawList* draw, const BoardScene& scene, const BoardTextures& textures,
                 double now_ms);

// One piece or stone of `player`, centred at `center`: also used for the players' swatches.
void paint_piece(ImDrawList* draw, Vec2 center, float radius, int player, bool star_game,
                 const BoardTextures& textures, float alpha = 1);
// A player's mark (palette.h) in a circle of `radius`.
void paint_mark(ImDrawList* draw, Vec2 center, float radius, PieceMark mark, Rgba color);

}  // namespace bl
