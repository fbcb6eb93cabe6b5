// The App's frame pacing: 60 frames a second while something moves, 30 while only the
// search's numbers change, and a wait for input (or a quarter second) while nothing does.
#include <SDL.h>

#include <chrono>
#include <thread>

#include "app/app.h"

namespace bl {
namespace {

constexpr double kFramePeriodMs = 1000.0 / 60;

}  // namespace

bool App::lively(double now_ms) const {
  if (now_ms - last_input_ms_ < 400) return true;  // ImGui needs a few frames to settle
  if (!game_->active()) return false;
  const GameSession& s = *game_->session();
  return game_->view().animating(now_ms) || s.thinking() || s.hint_pending() ||
         game_->review().busy() ||
         (s.match().time_control().unlimited() ? false : s.turn_started() && !s.paused());
}

void App::pace(double work_ms, double now_ms) {
  const bool automated = options_.frames > 0 || options_.until_end || options_.bench_frames;
  if (options_.no_vsync && automated) return;
  double period = kFramePeriodMs;
  if (!automated && !lively(now_ms)) {
    // Nothing moves: draw a few times a second (the turn timer), or at once on input, and
    // leave the processor to the AI.
    SDL_WaitEventTimeout(nullptr, 250);
    return;
  }
  if (!automated && game_->active() && (game_->session()->thinking() || game_->review().busy()) &&
      !game_->view().animating(now_ms) && now_ms - last_input_ms_ > 400)
    period = 1000.0 / 30;  // only the live search numbers change: half rate for the search
  // Without a real vsync (offscreen, some drivers) keep to the frame period.
  if (work_ms < period * 0.9)
    std::this_thread::sleep_for(std::chrono::duration<double, std::milli>(period - work_ms));
}

}  // namespace bl
