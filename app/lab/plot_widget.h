#pragma once
#include <imgui.h>

#include <optional>
#include <string>
#include <vector>

namespace bl {

// A line plot with axes for the lab panels, drawn with ImDrawList (ImGui 1.86 has no
// plotting beyond PlotLines): a frame, a y axis with 2 to 4 round tick labels and its name
// and unit, an x axis with ticks and its name, the latest value of each series, one or more
// series in their colours, an optional band around a series (a margin of error), and a
// tooltip with the values under the mouse.

// ---- axis arithmetic (no window: tested on its own) ---------------------------------------

struct AxisTicks {
  double lo = 0, hi = 1;       // the axis's range
  double step = 1;             // between two ticks: 1, 2 or 5 times a power of ten
  std::vector<double> values;  // the ticks, lo to hi
};

// The smallest of 1, 2, 5, 10, 20, 50, ... times a power of ten that is >= x (x > 0).
double nice_step_at_least(double x);

// Ticks at multiples of a round step (1, 2 or 5 times a power of ten) over [lo, hi], as many
// as fit in `max_ticks` (2 to 20). With `expand` the range grows to the nearest ticks
// outside it, so both ends are labelled (a value axis): then there are 2 to max_ticks ticks
// (max_ticks at least 3 then: a range around 0 needs -s, 0 and s).
// Without, the range stays and the ticks are the multiples inside it (a time axis). An empty
// or reversed range is widened around its value; non-finite ends give the range 0..1.
AxisTicks nice_ticks(double lo, double hi, int max_ticks, bool expand);

// A tick's label with as many decimals as `step` needs, thousands as "k" and millions as "M"
// when the axis reaches 10,000 (`axis_max` is the largest |value| on it): "0", "0.5",
// "250", "12k", "1.5M", "-20".
std::string tick_label(double value, double step, double axis_max);

// ---- the widget ---------------------------------------------------------------------------

struct PlotSeries {
  std::string name;  // in the tooltip and the legend
  ImU32 color = IM_COL32(86, 180, 233, 255);
  std::vector<double> x, y;  // the same length, x rising
  // Empty, or y's length: a shaded band from band_lo to band_hi (y's margin of error).
  std::vector<double> band_lo, band_hi;
};

struct PlotOptions {
  std::string x_label;  // the x axis's name and unit: "games", "iteration", "s"
  std::string y_label;  // the y axis's name: "Elo", "score", "nodes/s"
  std::string y_unit;   // appended to the y values: "%", "" for none
  float height = 0;     // the whole widget; 0: 8 lines of text
  int max_y_ticks = 4;
  std::optional<double> y_min, y_max;  // fixed ends instead of the data's
  // The data's range never goes beyond +-y_limit (0: no limit), so that a wide early band
  // does not flatten the rest; what lies beyond is cut at the frame.
  double y_limit = 0;
  std::optional<double> x_min;  // where the x axis starts (else the first point)
  bool zero_line = false;       // a brighter line at y = 0
  bool legend = true;           // the last value of each series, top right, in its colour
  int highlight = -1;           // this series drawn thicker, the others dimmer
  // The latest values and the tooltip's: a printf format for one double, or null for 4
  // significant digits, thousands as "k" and millions as "M".
  const char* value_format = nullptr;
  const char* empty_text = "no data yet";
};

// Draws the plot across the available width and returns whether the mouse is over it.
bool draw_plot(const char* id, const std::vector<PlotSeries>& series, const PlotOptions& options);

// A colour for series `i` of `count` (Okabe-Ito first, then evenly spaced hues).
ImU32 plot_color(int i);

}  // namespace bl
