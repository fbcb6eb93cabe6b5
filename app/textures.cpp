#include "app/textures.h"

#include <SDL.h>
#include <SDL_opengl.h>
#include <stb_image.h>

#include <cstdint>
#include <cstdlib>
#include <string>

#include "core/records/atomic_file.h"

namespace bl {
namespace {

constexpr std::size_t kMaxTextureBytes = 64 << 20;

}  // namespace

Texture load_texture(const std::filesystem::path& path, bool mipmaps) {
  // Read through read_text_file (binary-safe), which opens regular files only: a FIFO in
  // the assets folder would block stb's fopen() for ever.
  auto file = read_text_file(path.string(), kMaxTextureBytes);
  if (!file) return {};
  const auto* bytes = reinterpret_cast<const stbi_uc*>(file->data());
  Texture texture;
  int channels = 0;
  unsigned char* pixels = stbi_load_from_memory(bytes, int(file->size()), &texture.width,
                                                &texture.height, &channels, 4);
  if (!pixels) return {};
  GLuint id = 0;
  glGenTextures(1, &id);
  glBindTexture(GL_TEXTURE_2D, id);
  // Bilinear within the nearest mipmap level: software renderers (llvmpipe) sample half as
  // many texels as with trilinear filtering, and at a piece's size the two look the same.
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER,
                  mipmaps ? GL_LINEAR_MIPMAP_NEAREST : GL_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
  // Mipmaps keep small pieces smooth; GL 1.4's automatic generation needs no loader.
  glTexParameteri(GL_TEXTURE_2D, GL_GENERATE_MIPMAP, mipmaps ? GL_TRUE : GL_FALSE);
  glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, texture.width, texture.height, 0, GL_RGBA,
               GL_UNSIGNED_BYTE, pixels);
  stbi_image_free(pixels);
  texture.id = id;
  return texture;
}

void free_texture(Texture& texture) {
  if (texture.id) {
    GLuint id = texture.id;
    glDeleteTextures(1, &id);
  }
  texture = {};
}

int BoardTextures::load(const std::filesystem::path& dir) {
  release();
  int found = 0;
  auto load_one = [&](Texture& t, const std::string& name, bool mipmaps = true) {
    t = load_texture(dir / name, mipmaps);
    found += t.valid();
  };
  for (int p = 0; p < kMaxPlayers; ++p) load_one(pieces_[p], "piece_" + std::to_string(p) + ".png");
  load_one(stones_[0], "stone_black.png");
  load_one(stones_[1], "stone_white.png");
  // The wood is only ever magnified; plain linear filtering is much cheaper to sample for
  // software renderers than trilinear.
  load_one(wood_, "wood.png", false);
  load_one(hole_, "hole.png");
  return found;
}

void BoardTextures::release() {
  for (auto& t : pieces_) free_texture(t);
  for (auto& t : stones_) free_texture(t);
  free_texture(wood_);
  free_texture(hole_);
}

std::filesystem::path find_assets_dir() {
  namespace fs = std::filesystem;
  if (const char* env = std::getenv("BOARDLAB_ASSETS"); env && *env) return env;
  if (char* base = SDL_GetBasePath()) {
    const fs::path exe_dir = base;
    SDL_free(base);
    for (const fs::path& candidate : {exe_dir / ".." / "assets", exe_dir / "assets"})
      if (fs::exists(candidate / "stone_black.png")) return candidate;
  }
#ifdef BOARDLAB_SOURCE_ASSETS
  return BOARDLAB_SOURCE_ASSETS;
#else
  return "assets";
#endif
}

}  // namespace bl
