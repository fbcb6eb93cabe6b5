#pragma once
// What the game screen's side panel and end popup both show: the text colours, and the
// one-line result of a finished match.
#include <imgui.h>

#include <string>

#include "core/match/match.h"

namespace bl::game_text {

inline const ImVec4 kWarn{0.95f, 0.55f, 0.35f, 1};
inline const ImVec4 kDim{0.65f, 0.67f, 0.70f, 1};
inline const ImVec4 kGood{0.45f, 0.85f, 0.65f, 1};

inline std::string result_text(const Match& match) {
  const Outcome outcome = match.outcome();
  if (outcome.is_draw()) return "Draw";
  const int winner = outcome.winner();
  if (winner >= 0 && outcome.num_players == 2) return match.seats()[winner].name + " wins";
  if (winner >= 0) return match.seats()[winner].name + " finishes first";
  return "Game over";
}

}  // namespace bl::game_text
