#pragma once
#include <array>
#include <filesystem>

#include "core/common/player.h"

namespace bl {

// An OpenGL texture loaded from a PNG with stb_image (straight alpha, RGBA8).
struct Texture {
  unsigned id = 0;
  int width = 0;
  int height = 0;
  bool valid() const { return id != 0; }
  // The handle ImGui's OpenGL backend expects.
  void* imgui_id() const { return reinterpret_cast<void*>(static_cast<std::uintptr_t>(id)); }
};

// Loads a PNG into a linearly filtered (and, if asked, mipmapped) texture; an invalid Texture
// if the file is missing or unreadable (callers draw a vector fallback). Needs a current GL
// context.
Texture load_texture(const std::filesystem::path& path, bool mipmaps = true);
void free_texture(Texture& texture);

// The images of the pieces and the board, from the assets folder:
//   piece_0.png .. piece_5.png   Chinese Checkers pieces in the six player colours
//   stone_black.png, stone_white.png
//   wood.png                     the Gomoku/NoGo board
//   hole.png                     a hole of the star board
class BoardTextures {
 public:
  ~BoardTextures() { release(); }
  // Returns how many of the images were found.
  int load(const std::filesystem::path& assets_dir);
  void release();
  const Texture& piece(int player) const { return pieces_[player % kMaxPlayers]; }
  const Texture& stone(int player) const { return stones_[player == 0 ? 0 : 1]; }
  const Texture& wood() const { return wood_; }
  const Texture& hole() const { return hole_; }
  // Turns textures off (draw the vector fallback), e.g. to compare the two.
  void set_enabled(bool enabled) { enabled_ = enabled; }
  bool enabled() const { return enabled_; }

 private:
  std::array<Texture, kMaxPlayers> pieces_{};
  std::array<Texture, 2> stones_{};
  Texture wood_;
  Texture hole_;
  bool enabled_ = true;
};

// Where the assets are: $BOARDLAB_ASSETS, else next to the executable (../assets or
// ./assets), else the source tree's assets/.
std::filesystem::path find_assets_dir();

}  // namespace bl
