// The App's frame capture: the drawn frame's pixels read back from OpenGL, for the tests'
// pixel checks and the --screenshot PNG.
#include <SDL.h>
#include <SDL_opengl.h>
#include <stb_image_write.h>

#include <algorithm>

#include "app/app.h"

namespace bl {

void App::capture() {
  int w = 0, h = 0;
  SDL_GL_GetDrawableSize(window_, &w, &h);
  std::vector<std::uint8_t> pixels(std::size_t(w) * h * 4);
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadBuffer(GL_BACK);
  glReadPixels(0, 0, w, h, GL_RGBA, GL_UNSIGNED_BYTE, pixels.data());
  captured_.resize(pixels.size());
  const std::size_t row = std::size_t(w) * 4;
  for (int y = 0; y < h; ++y)  // GL's rows run bottom-up
    std::copy_n(pixels.data() + std::size_t(h - 1 - y) * row, row,
                captured_.data() + std::size_t(y) * row);
  captured_w_ = w;
  captured_h_ = h;
  capture_ = false;
}

Rgba App::captured_pixel(float x, float y) const {
  const int px = int(x * framebuffer_scale_), py = int(y * framebuffer_scale_);
  if (px < 0 || py < 0 || px >= captured_w_ || py >= captured_h_) return {};
  const std::uint8_t* p = captured_.data() + (std::size_t(py) * captured_w_ + px) * 4;
  return {p[0], p[1], p[2], p[3]};
}

Status App::write_capture_png(const std::string& path) const {
  if (captured_.empty()) return Status::failure("no frame was captured");
  if (!stbi_write_png(path.c_str(), captured_w_, captured_h_, 4, captured_.data(), captured_w_ * 4))
    return Status::failure("cannot write " + path);
  return {};
}

}  // namespace bl
