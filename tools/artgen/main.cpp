// artgen: renders BoardLab's textures procedurally and writes them as PNGs.
//
//   artgen [OUT_DIR]          (default: the source tree's assets/)
//
// piece_0.png .. piece_5.png  glossy Chinese Checkers marbles in the six player colours,
//                             each with its player's mark (app/palette.h)
// stone_black.png, stone_white.png   Go/Gomoku stones (slate and shell)
// wood.png                    the square board's wood
// hole.png                    a hole of the star board
// Everything is drawn from formulas with fixed seeds, so a run always gives the same files.
#include <stb_image_write.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <numbers>
#include <string>
#include <vector>

#include "art/palette.h"

namespace {

using bl::PieceMark;
using bl::Rgba;

constexpr int kPieceSize = 128;
constexpr int kWoodSize = 256;
constexpr int kSamples = 4;  // per axis: 16 samples a pixel for smooth edges

struct Color {
  double r = 0, g = 0, b = 0;  // linear-ish 0..1
  Color operator*(double k) const { return {r * k, g * k, b * k}; }
  Color operator+(const Color& o) const { return {r + o.r, g + o.g, b + o.b}; }
};
Color from(Rgba c) { return {c.r / 255.0, c.g / 255.0, c.b / 255.0}; }
Color mix(const Color& a, const Color& b, double t) { return a * (1 - t) + b * t; }

struct Image {
  int width, height;
  std::vector<std::uint8_t> rgba;
  Image(int w, int h) : width(w), height(h), rgba(std::size_t(w) * h * 4, 0) {}
  void set(int x, int y, const Color& c, double alpha) {
    std::uint8_t* p = &rgba[(std::size_t(y) * width + x) * 4];
    auto byte = [](double v) { return std::uint8_t(std::clamp(v, 0.0, 1.0) * 255 + 0.5); };
    p[0] = byte(c.r), p[1] = byte(c.g), p[2] = byte(c.b), p[3] = byte(alpha);
  }
};

// ---- marks: point-in-shape tests in units of the piece radius, centred at 0 -----------

bool in_polygon(double x, double y, const std::vector<std::array<double, 2>>& v) {
  bool inside = false;
  for (std::size_t i = 0, j = v.size() - 1; i < v.size(); j = i++) {
    if ((v[i][1] > y) != (v[j][1] > y) &&
        x < (v[j][0] - v[i][0]) * (y - v[i][1]) / (v[j][1] - v[i][1]) + v[i][0])
      inside = !inside;
  }
  return inside;
}

std::vector<std::array<double, 2>> regular(int corners, double rotate, double size) {
  std::vector<std::array<double, 2>> v;
  for (int i = 0; i < corners; ++i) {
    const double a = rotate + i * 2 * std::numbers::pi / corners;
    v.push_back({size * std::sin(a), -size * std::cos(a)});
  }
  return v;
}

// The same shapes and sizes as paint_mark() in app/board_painter.cpp.
bool in_mark(PieceMark mark, double x, double y) {
  const double s = 0.42, w = 0.13;
  switch (mark) {
    case PieceMark::kRing: {
      const double r = std::hypot(x, y);
      return std::abs(r - s * 0.8) <= w * 0.6;
    }
    case PieceMark::kTriangle:
      return in_polygon(x, y, regular(3, 0, s * 1.05));
    case PieceMark::kSquare:
      return in_polygon(x, y, regular(4, std::numbers::pi / 4, s));
    case PieceMark::kDiamond:
      return in_polygon(x, y, regular(4, 0, s * 1.1));
    case PieceMark::kCross:
      return (std::abs(y) <= w * 0.7 && std::abs(x) <= s) ||
             (std::abs(x) <= w * 0.7 && std::abs(y) <= s);
    case PieceMark::kStar: {
      std::vector<std::array<double, 2>> v;
      for (int i = 0; i < 10; ++i) {
        const double a = i * std::numbers::pi / 5, r = i % 2 == 0 ? s * 1.1 : s * 0.45;
        v.push_back({r * std::sin(a), -r * std::cos(a)});
      }
      return in_polygon(x, y, v);
    }
  }
  return false;
}

// ---- shading --------------------------------------------------------------------------

// A lit dome: `base` with diffuse light from the upper left, a soft rim and a specular spot.
// x, y in units of the radius; `flat` > 1 squashes the dome (stones are flatter than marbles).
Color shade(const Color& base, double x, double y, double flat, double gloss,
            double spec_strength) {
  const double r2 = x * x + y * y;
  const double nz0 = std::sqrt(std::max(0.0, 1 - r2));
  double nx = x, ny = y, nz = nz0 * flat;
  const double len = std::sqrt(nx * nx + ny * ny + nz * nz);
  nx /= len, ny /= len, nz /= len;
  double lx = -0.45, ly = -0.6, lz = 0.66;
  const double ll = std::sqrt(lx * lx + ly * ly + lz * lz);
  lx /= ll, ly /= ll, lz /= ll;
  const double diffuse = std::max(0.0, nx * lx + ny * ly + nz * lz);
  // Blinn-Phong with the viewer straight above.
  double hx = lx, hy = ly, hz = lz + 1;
  const double hl = std::sqrt(hx * hx + hy * hy + hz * hz);
  const double spec = std::pow(std::max(0.0, (nx * hx + ny * hy + nz * hz) / hl), gloss);
  Color c = base * (0.42 + 0.68 * diffuse);
  c = mix(c, base * 0.55, std::pow(std::sqrt(r2), 6) * 0.6);  // darker rim
  return c + Color{1, 1, 1} * (spec * spec_strength);
}

template <class PixelFn>
Image render(int size, PixelFn pixel) {
  Image img(size, size);
  for (int py = 0; py < size; ++py)
    for (int px = 0; px < size; ++px) {
      Color sum;
      double coverage = 0;
      for (int sy = 0; sy < kSamples; ++sy)
        for (int sx = 0; sx < kSamples; ++sx) {
          // -1..1 across the image, with half a pixel of room for the anti-aliased edge.
          const double u = ((px + (sx + 0.5) / kSamples) / size * 2 - 1) * (size / (size - 1.0));
          const double v = ((py + (sy + 0.5) / kSamples) / size * 2 - 1) * (size / (size - 1.0));
          if (u * u + v * v > 1) continue;
          sum = sum + pixel(u, v);
          coverage += 1;
        }
      const double n = kSamples * kSamples;
      img.set(px, py, coverage > 0 ? sum * (1 / coverage) : Color{}, coverage / n);
    }
  return img;
}

Image piece(int player) {
  const Color base = from(bl::player_color(player));
  const Color ink = from(bl::mark_color(player));
  const PieceMark mark = bl::player_mark(player);
  return render(kPieceSize, [&](double x, double y) {
    Color surface = base;
    if (in_mark(mark, x, y)) surface = mix(base, ink, 0.9);  // inlaid under the glaze
    return shade(surface, x, y, 1.0, 60, 0.55);
  });
}

// Small deterministic value noise for the shell stripes and the wood.
double hash(int x, int y, int seed) {
  std::uint32_t h = std::uint32_t(x) * 374761393u + std::uint32_t(y) * 668265263u +
                    std::uint32_t(seed) * 2246822519u;
  h = (h ^ (h >> 13)) * 1274126177u;
  return double((h ^ (h >> 16)) & 0xFFFFFF) / double(0xFFFFFF);
}

double value_noise(double x, double y, int seed) {
  const int x0 = int(std::floor(x)), y0 = int(std::floor(y));
  const double fx = x - x0, fy = y - y0;
  auto smooth = [](double t) { return t * t * (3 - 2 * t); };
  const double a = hash(x0, y0, seed), b = hash(x0 + 1, y0, seed);
  const double c = hash(x0, y0 + 1, seed), d = hash(x0 + 1, y0 + 1, seed);
  const double sx = smooth(fx), sy = smooth(fy);
  return (a * (1 - sx) + b * sx) * (1 - sy) + (c * (1 - sx) + d * sx) * sy;
}

double fbm(double x, double y, int seed, int octaves) {
  double sum = 0, amp = 0.5, norm = 0;
  for (int o = 0; o < octaves; ++o) {
    sum += amp * value_noise(x, y, seed + o * 17);
    norm += amp;
    x *= 2.03, y *= 2.03, amp *= 0.5;
  }
  return sum / norm;
}

Image stone(bool black) {
  return render(kPieceSize, [&](double x, double y) {
    if (black) return shade(Color{0.10, 0.10, 0.11}, x, y, 2.2, 20, 0.25);
    // Clam-shell white: faint curved bands.
    const double band = 0.5 + 0.5 * std::sin((y + 0.15 * x * x) * 26 + fbm(x * 3, y * 3, 5, 2) * 2);
    const Color shell = mix(Color{0.95, 0.94, 0.90}, Color{0.86, 0.85, 0.80}, band * 0.35);
    return shade(shell, x, y, 2.2, 16, 0.15);
  });
}

// A hole drilled in the star board: dark and shaded inside, with a light lip below where
// the light from the upper left catches its far edge. Transparent outside the lip.
Image hole() {
  constexpr double kInner = 0.82;  // the hole's radius inside the lip, as a share of the image
  return render(64, [&](double x, double y) {
    const double r = std::hypot(x, y);
    if (r > kInner) {
      // The lip: lit on the lower right, darker on the upper left.
      const double lit = 0.5 + 0.5 * ((x * 0.45 + y * 0.6) / std::max(r, 1e-9));
      return mix(Color{0.72, 0.62, 0.50}, Color{1.0, 0.98, 0.93}, lit);
    }
    // Inside: the wall on the upper left is in shadow, the bottom is flat and dark.
    const double depth = 1 - std::pow(r / kInner, 3);
    const double shadow = 0.5 + 0.5 * ((-x * 0.45 - y * 0.6) / kInner);
    const Color bottom = from(bl::colors::kHole);
    return mix(bottom * (1.0 - 0.35 * shadow * (1 - depth)), bottom * 0.75, 0.3 * (1 - depth));
  });
}

Image wood() {
  Image img(kWoodSize, kWoodSize);
  const Color light{0.87, 0.72, 0.50}, dark{0.76, 0.58, 0.36};
  for (int y = 0; y < kWoodSize; ++y)
    for (int x = 0; x < kWoodSize; ++x) {
      const double u = double(x) / kWoodSize, v = double(y) / kWoodSize;
      // Straight grain along x, bent gently by low-frequency noise.
      const double warp = fbm(u * 1.2, v * 2.5, 11, 3) * 1.6 + 0.08 * std::sin(u * 5 + v * 2);
      const double rings = 0.5 + 0.5 * std::sin((v * 34 + warp) * 2 * std::numbers::pi);
      const double grain = std::pow(rings, 6);
      const double tone = fbm(u * 2, v * 4, 23, 3);
      Color c = mix(light, dark, grain * 0.32 + tone * 0.3);
      img.set(x, y, c, 1);
    }
  return img;
}

bool write(const std::filesystem::path& path, const Image& img, int channels) {
  std::vector<std::uint8_t> data;
  if (channels == 3) {
    for (std::size_t i = 0; i < img.rgba.size(); i += 4)
      data.insert(data.end(), img.rgba.begin() + i, img.rgba.begin() + i + 3);
  } else {
    data = img.rgba;
  }
  const bool ok = stbi_write_png(path.string().c_str(), img.width, img.height, channels,
                                 data.data(), img.width * channels) != 0;
  std::printf("%s %s (%ju bytes)\n", ok ? "wrote" : "FAILED", path.string().c_str(),
              ok ? std::uintmax_t(std::filesystem::file_size(path)) : std::uintmax_t(0));
  return ok;
}

}  // namespace

int main(int argc, char** argv) {
  const std::filesystem::path out = argc > 1 ? argv[1] : BOARDLAB_ASSETS_DIR;
  std::error_code ec;
  std::filesystem::create_directories(out, ec);
  stbi_write_png_compression_level = 9;
  bool ok = true;
  for (int p = 0; p < bl::kMaxPlayers; ++p)
    ok &= write(out / ("piece_" + std::to_string(p) + ".png"), piece(p), 4);
  ok &= write(out / "stone_black.png", stone(true), 4);
  ok &= write(out / "stone_white.png", stone(false), 4);
  ok &= write(out / "wood.png", wood(), 3);
  ok &= write(out / "hole.png", hole(), 4);
  return ok ? 0 : 1;
}
