#include "app/lab/plot_widget.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

#include "app/lab/panel_widgets.h"

namespace bl {

// ---- axis arithmetic ----------------------------------------------------------------------

double nice_step_at_least(double x) {
  if (!(x > 0) || !std::isfinite(x)) return 1;
  const double power = std::pow(10.0, std::floor(std::log10(x)));
  for (const double f : {1.0, 2.0, 5.0, 10.0})
    if (f * power >= x * (1 - 1e-9)) return f * power;
  return 10 * power;
}

namespace {

struct TickSpan {
  double first = 0, last = 0;
  int count = 0;
};

// The multiples of `step` that cover [lo, hi] (expand: from the one at or below lo to the
// one at or above hi) or lie inside it.
TickSpan span_of(double lo, double hi, double step, bool expand) {
  constexpr double kSlack = 1e-9;
  TickSpan s;
  s.first = (expand ? std::floor(lo / step + kSlack) : std::ceil(lo / step - kSlack)) * step;
  s.last = (expand ? std::ceil(hi / step - kSlack) : std::floor(hi / step + kSlack)) * step;
  s.count = s.last < s.first ? 0 : int(std::lround((s.last - s.first) / step)) + 1;
  return s;
}

}  // namespace

AxisTicks nice_ticks(double lo, double hi, int max_ticks, bool expand) {
  if (!std::isfinite(lo) || !std::isfinite(hi)) lo = 0, hi = 1;
  if (lo > hi) std::swap(lo, hi);
  if (hi - lo <= 1e-12 * std::max(1.0, std::abs(lo))) {
    const double d = lo != 0 ? std::abs(lo) * 0.1 : 1;
    lo -= d, hi += d;
  }
  // Expanded, a range around 0 always takes 3 ticks (-s, 0, s): 3 is the least maximum.
  max_ticks = std::clamp(max_ticks, expand ? 3 : 2, 20);
  // From a step small enough for too many ticks, up the 1-2-5 ladder until they fit.
  double step = nice_step_at_least((hi - lo) / (4.0 * max_ticks));
  TickSpan span = span_of(lo, hi, step, expand);
  for (int guard = 0; span.count > max_ticks && guard < 64; ++guard) {
    step = nice_step_at_least(step * 1.5);
    span = span_of(lo, hi, step, expand);
  }
  AxisTicks t;
  t.step = step;
  t.lo = expand ? span.first : lo;
  t.hi = expand ? span.last : hi;
  for (int i = 0; i < span.count; ++i) {
    double v = span.first + step * i;
    if (std::abs(v) < step * 1e-9) v = 0;  // no "-0" or 1e-17 for zero
    t.values.push_back(v);
  }
  return t;
}

std::string tick_label(double value, double step, double axis_max) {
  double scale = 1;
  const char* suffix = "";
  if (axis_max >= 1e6) {
    scale = 1e6, suffix = "M";
  } else if (axis_max >= 1e4) {
    scale = 1e3, suffix = "k";
  }
  const double v = value / scale, s = std::abs(step) / scale;
  if (!(s > 0) || std::abs(v) < s * 1e-6) return "0";
  const int decimals = s >= 1 ? 0 : std::clamp(int(std::ceil(-std::log10(s) - 1e-9)), 0, 9);
  char text[64];
  std::snprintf(text, sizeof text, "%.*f%s", decimals, v, suffix);
  return text;
}

// ---- the widget ---------------------------------------------------------------------------

ImU32 plot_color(int i) {
  // Okabe-Ito (as the art palette), light enough for the dark panels, then more hues.
  static const ImU32 colors[] = {
      IM_COL32(86, 180, 233, 255),  IM_COL32(230, 159, 0, 255),   IM_COL32(0, 158, 115, 255),
      IM_COL32(240, 228, 66, 255),  IM_COL32(204, 121, 167, 255), IM_COL32(213, 94, 0, 255),
      IM_COL32(120, 150, 255, 255), IM_COL32(220, 220, 220, 255),
  };
  constexpr int kFixed = int(sizeof colors / sizeof colors[0]);
  if (i >= 0 && i < kFixed) return colors[i];
  float r = 0, g = 0, b = 0;
  ImGui::ColorConvertHSVtoRGB(std::fmod(0.13f + 0.618034f * float(i), 1.0f), 0.55f, 0.95f, r, g, b);
  return ImGui::GetColorU32(ImVec4(r, g, b, 1));
}

namespace {

ImU32 with_alpha(ImU32 color, int alpha) {
  return (color & ~IM_COL32_A_MASK) | (ImU32(std::clamp(alpha, 0, 255)) << IM_COL32_A_SHIFT);
}

// A value as `format` prints it; without a format, 4 significant digits below 10,000 and
// 3 with "k" or "M" above ("6.07k", "1.2M").
std::string format_value(const char* format, double v, const std::string& unit) {
  char text[64];
  if (format)
    std::snprintf(text, sizeof text, format, v);
  else if (std::abs(v) >= 1e6)
    std::snprintf(text, sizeof text, "%.3gM", v / 1e6);
  else if (std::abs(v) >= 1e4)
    std::snprintf(text, sizeof text, "%.3gk", v / 1e3);
  else
    std::snprintf(text, sizeof text, "%.4g", v);
  return text + unit;
}

struct DataRange {
  double x_lo = std::numeric_limits<double>::infinity(), x_hi = -x_lo;
  double y_lo = x_lo, y_hi = -x_lo;
  bool any = false;
};

DataRange data_range(const std::vector<PlotSeries>& series, double y_limit) {
  DataRange r;
  auto take_y = [&](double y) {
    if (!std::isfinite(y)) return;
    if (y_limit > 0) y = std::clamp(y, -y_limit, y_limit);
    r.y_lo = std::min(r.y_lo, y), r.y_hi = std::max(r.y_hi, y);
  };
  for (const PlotSeries& s : series) {
    const std::size_t n = std::min(s.x.size(), s.y.size());
    const bool band = s.band_lo.size() == n && s.band_hi.size() == n;
    for (std::size_t i = 0; i < n; ++i) {
      if (!std::isfinite(s.x[i]) || !std::isfinite(s.y[i])) continue;
      r.any = true;
      r.x_lo = std::min(r.x_lo, s.x[i]), r.x_hi = std::max(r.x_hi, s.x[i]);
      take_y(s.y[i]);
      if (band) take_y(s.band_lo[i]), take_y(s.band_hi[i]);
    }
  }
  return r;
}

// The index of the point of `s` nearest to x (x rising), or -1 for an empty series.
int nearest_point(const PlotSeries& s, double x) {
  const std::size_t n = std::min(s.x.size(), s.y.size());
  if (n == 0) return -1;
  const auto end = s.x.begin() + std::ptrdiff_t(n);
  const std::size_t i = std::size_t(std::lower_bound(s.x.begin(), end, x) - s.x.begin());
  if (i == 0) return 0;
  if (i >= n) return int(n) - 1;
  return x - s.x[i - 1] <= s.x[i] - x ? int(i) - 1 : int(i);
}

}  // namespace

bool draw_plot(const char* id, const std::vector<PlotSeries>& series, const PlotOptions& o) {
  const float em = ImGui::GetFontSize();
  const float line = ImGui::GetTextLineHeight();
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const float width = std::max(em * 10, ImGui::GetContentRegionAvail().x);
  const float height = std::max(line * 5, o.height > 0 ? o.height : line * 8);
  ImGui::InvisibleButton(id, {width, height});
  const bool hovered = ImGui::IsItemHovered();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImU32 dim = ImGui::GetColorU32(kDimInk);

  // The ranges: the data's (within +-y_limit), or the fixed ends.
  DataRange r = data_range(series, o.y_limit);
  if (o.x_min) r.x_lo = std::min(*o.x_min, r.any ? r.x_lo : *o.x_min);
  if (!r.any) r.x_lo = o.x_min.value_or(0), r.x_hi = r.x_lo + 1, r.y_lo = 0, r.y_hi = 1;
  if (r.x_hi <= r.x_lo) r.x_hi = r.x_lo + 1;
  if (o.y_min) r.y_lo = *o.y_min;
  if (o.y_max) r.y_hi = *o.y_max;
  if (o.zero_line) r.y_lo = std::min(r.y_lo, 0.0), r.y_hi = std::max(r.y_hi, 0.0);
  const bool fixed_y = o.y_min && o.y_max;
  const AxisTicks yt = nice_ticks(r.y_lo, r.y_hi, o.max_y_ticks, !fixed_y);
  const double y_axis_max = std::max(std::abs(yt.lo), std::abs(yt.hi));
  std::vector<std::string> y_labels;
  float label_w = 0;
  for (const double v : yt.values) {
    y_labels.push_back(tick_label(v, yt.step, y_axis_max) + o.y_unit);
    label_w = std::max(label_w, ImGui::CalcTextSize(y_labels.back().c_str()).x);
  }

  // Layout: the y axis's name and the legend on top, the tick labels left of the frame,
  // the x ticks and the x axis's name under it.
  const float left = at.x + label_w + em * 0.5f, right = at.x + width - em * 0.4f;
  const float top = at.y + line + em * 0.25f, bottom = at.y + height - line - em * 0.3f;
  const int max_x_ticks = std::clamp(int((right - left) / (em * 4.5f)), 2, 8);
  const AxisTicks xt = nice_ticks(r.x_lo, r.x_hi, max_x_ticks, false);
  auto x_of = [&](double x) {
    return float(left + (right - left) * (x - xt.lo) / (xt.hi - xt.lo));
  };
  auto y_of = [&](double y) {
    return float(bottom - (bottom - top) * (y - yt.lo) / (yt.hi - yt.lo));
  };

  // The y axis's name, then the latest values from the right, as many as fit.
  const std::string y_name =
      o.y_label + (o.y_unit.empty() || o.y_unit == "%" ? "" : " (" + o.y_unit + ")");
  draw->AddText({at.x, at.y}, dim, y_name.c_str());
  if (o.legend && r.any) {
    float x = at.x + width;
    const float name_end = at.x + ImGui::CalcTextSize(y_name.c_str()).x + em;
    for (int i = int(series.size()) - 1; i >= 0; --i) {
      const PlotSeries& s = series[std::size_t(i)];
      const std::size_t n = std::min(s.x.size(), s.y.size());
      if (n == 0) continue;
      std::string text = format_value(o.value_format, s.y[n - 1], o.y_unit);
      text = (s.name.empty() ? std::string("now ") : s.name + " ") + text;
      const float w = ImGui::CalcTextSize(text.c_str()).x;
      if (x - w < name_end) break;
      x -= w;
      draw->AddText({x, at.y}, s.color, text.c_str());
      x -= em * 0.8f;
    }
  }

  // The frame and the value grid.
  draw->AddRectFilled({left, top}, {right, bottom}, IM_COL32(22, 24, 28, 255), 3);
  for (std::size_t i = 0; i < yt.values.size(); ++i) {
    const float y = y_of(yt.values[i]);
    const bool zero = o.zero_line && yt.values[i] == 0;
    draw->AddLine({left, y}, {right, y},
                  zero ? IM_COL32(255, 255, 255, 80) : IM_COL32(255, 255, 255, 26));
    const ImVec2 size = ImGui::CalcTextSize(y_labels[i].c_str());
    const float ty = std::clamp(y - size.y / 2, top - size.y / 2, bottom - size.y / 2);
    draw->AddText({left - size.x - em * 0.3f, ty}, dim, y_labels[i].c_str());
  }
  if (o.zero_line && yt.lo < 0 && yt.hi > 0 &&
      std::find(yt.values.begin(), yt.values.end(), 0.0) == yt.values.end())
    draw->AddLine({left, y_of(0)}, {right, y_of(0)}, IM_COL32(255, 255, 255, 80));

  // The x axis: ticks with labels (none over the axis's name) and the name at the right.
  const ImVec2 name_size = ImGui::CalcTextSize(o.x_label.c_str());
  const float label_y = bottom + em * 0.25f;
  const float name_x = right - name_size.x;
  draw->AddText({name_x, label_y}, dim, o.x_label.c_str());
  const double x_axis_max = std::max(std::abs(xt.lo), std::abs(xt.hi));
  float free_from = at.x;
  for (const double v : xt.values) {
    const float x = x_of(v);
    draw->AddLine({x, bottom}, {x, bottom + em * 0.2f}, dim);
    draw->AddLine({x, top}, {x, bottom}, IM_COL32(255, 255, 255, 14));
    const std::string text = tick_label(v, xt.step, x_axis_max);
    const float w = ImGui::CalcTextSize(text.c_str()).x;
    const float tx = std::max(x - w / 2, left - em * 0.3f);
    if (tx < free_from || tx + w > name_x - em * 0.5f) continue;
    draw->AddText({tx, label_y}, dim, text.c_str());
    free_from = tx + w + em * 0.5f;
  }
  draw->AddRect({left, top}, {right, bottom}, IM_COL32(255, 255, 255, 50), 3);

  if (!r.any) {
    const ImVec2 size = ImGui::CalcTextSize(o.empty_text);
    draw->AddText({(left + right - size.x) / 2, (top + bottom - size.y) / 2}, dim, o.empty_text);
    return hovered;
  }

  // The series: bands under the lines, the highlighted line last.
  draw->PushClipRect({left, top}, {right, bottom}, true);
  for (const PlotSeries& s : series) {
    const std::size_t n = std::min(s.x.size(), s.y.size());
    if (s.band_lo.size() != n || s.band_hi.size() != n) continue;
    const ImU32 fill = with_alpha(s.color, 48);
    for (std::size_t i = 1; i < n; ++i) {
      const float x0 = x_of(s.x[i - 1]), x1 = x_of(s.x[i]);
      draw->AddQuadFilled({x0, y_of(s.band_hi[i - 1])}, {x1, y_of(s.band_hi[i])},
                          {x1, y_of(s.band_lo[i])}, {x0, y_of(s.band_lo[i - 1])}, fill);
    }
    if (n == 1)
      draw->AddRectFilled({x_of(s.x[0]) - 2, y_of(s.band_hi[0])},
                          {x_of(s.x[0]) + 2, y_of(s.band_lo[0])}, fill);
  }
  std::vector<ImVec2> points;
  auto draw_series = [&](std::size_t k) {
    const PlotSeries& s = series[k];
    const std::size_t n = std::min(s.x.size(), s.y.size());
    const bool strong = o.highlight < 0 || int(k) == o.highlight;
    const ImU32 color = strong ? s.color : with_alpha(s.color, 90);
    const float thickness = int(k) == o.highlight ? 2.5f : 1.5f;
    points.clear();
    for (std::size_t i = 0; i < n; ++i)
      if (std::isfinite(s.x[i]) && std::isfinite(s.y[i]))
        points.push_back({x_of(s.x[i]), y_of(s.y[i])});
    if (points.size() == 1) draw->AddCircleFilled(points[0], thickness + 1.5f, color);
    if (points.size() > 1)
      draw->AddPolyline(points.data(), int(points.size()), color, 0, thickness);
  };
  for (std::size_t k = 0; k < series.size(); ++k)
    if (int(k) != o.highlight) draw_series(k);
  if (o.highlight >= 0 && std::size_t(o.highlight) < series.size())
    draw_series(std::size_t(o.highlight));

  // The values under the mouse: a line across, a dot on each series, and a tooltip.
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  if (hovered && mouse.x >= left && mouse.x <= right) {
    const double x = xt.lo + (xt.hi - xt.lo) * (mouse.x - left) / (right - left);
    draw->AddLine({mouse.x, top}, {mouse.x, bottom}, IM_COL32(255, 255, 255, 60));
    ImGui::BeginTooltip();
    bool first = true;
    for (std::size_t k = 0; k < series.size(); ++k) {
      const PlotSeries& s = series[k];
      const int i = nearest_point(s, x);
      if (i < 0) continue;
      const double px = s.x[std::size_t(i)], py = s.y[std::size_t(i)];
      draw->AddCircleFilled({x_of(px), y_of(py)}, 3.5f, s.color);
      if (first)
        ImGui::TextColored(kDimInk, "%s %s", o.x_label.c_str(),
                           format_value(nullptr, px, "").c_str());
      first = false;
      std::string text =
          (s.name.empty() ? o.y_label : s.name) + ": " + format_value(o.value_format, py, o.y_unit);
      if (s.band_lo.size() == s.y.size() && s.band_hi.size() == s.y.size()) {
        const double margin = (s.band_hi[std::size_t(i)] - s.band_lo[std::size_t(i)]) / 2;
        text += " +- " + format_value(nullptr, margin, o.y_unit);
      }
      ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(s.color), "%s", text.c_str());
    }
    ImGui::EndTooltip();
  }
  draw->PopClipRect();
  return hovered;
}

}  // namespace bl
