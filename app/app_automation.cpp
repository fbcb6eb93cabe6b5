// The App's automation harness: the flags that play moves and click cells at the start
// (--moves, --clicks, --hover, --dialog, --angle), run console commands (--script,
// --console), ask for a hint, end the run (--frames, --until-end), print the moves
// (--print-moves) and report what the run did (--screenshot, --bench-frames).
#include <cstdio>

#include "app/app.h"
#include "app/move_input.h"
#include "core/common/quote_text.h"

namespace bl {
namespace {

// "h8", or what ended the game instead of a move.
std::string action_text(const Match& match, const MatchAction& action) {
  const std::string& seat = match.seats()[action.player].name;
  switch (action.kind) {
    case ActionKind::kMove:
      return action.notation;
    case ActionKind::kTimeout:
      return "timeout (" + seat + ")";
    case ActionKind::kResign:
      return "resigns (" + seat + ")";
  }
  return "";
}

}  // namespace

// --moves, --clicks, --hover, --dialog and --angle, on the game the flags started.
Status App::apply_game_flags() {
  using R = Status;
  GameSession& session = *game_->session();
  for (std::size_t i = 0; i < options_.moves.size(); ++i) {
    auto played = session.play_scripted(options_.moves[i]);
    if (!played)
      return R::failure("--moves: move " + std::to_string(i + 1) + " '" + options_.moves[i] +
                        "': " + played.error());
  }
  game_->view().reset(session, now_ms());
  for (const auto& name : options_.clicks)
    if (cell_by_name(session.game(), name) < 0)
      return R::failure("--clicks: no cell " + quote_input(name) + " on this board");
  if (!options_.hover.empty()) {
    const int cell = cell_by_name(session.game(), options_.hover);
    if (cell < 0)
      return R::failure("--hover: no cell " + quote_input(options_.hover) + " on this board");
    game_->force_hover(cell);
  }
  if (!options_.dialog.empty())
    game_->open_file_dialog(options_.dialog == "save" ? FileDialog::Mode::kSave
                                                      : FileDialog::Mode::kOpen);
  if (options_.angle) game_->view().lock_at(*options_.angle);
  return {};
}

Status App::run_start_commands() {
  using R = Status;
  // Each command's output is printed as it runs, so an error does not hide what ran before.
  console_->set_echo([](const std::string& output) {
    std::fputs(output.c_str(), stdout);
    std::fflush(stdout);
  });
  auto ran = [&]() -> R {
    for (const auto& file : options_.scripts)
      if (auto out = console_->run_script_file(file); !out)
        return R::failure("--script: " + out.error());
    for (const auto& commands : options_.console_commands)
      if (auto out = console_->submit(commands); !out)  // shown in the console panel too
        return R::failure("--console: " + out.error());
    return {};
  }();
  console_->set_echo({});
  return ran;
}

// --print-moves: each move once it is played (and its autosave posted), flushed at once so
// that a reader sees it even if the program is killed next.
void App::print_new_moves() {
  const GameSession* session = game_->active() ? game_->session() : nullptr;
  if (!session) return;
  const auto& actions = session->match().actions();
  if (game_->games_started() != printed_game_ || session->epoch() != printed_epoch_ ||
      actions.size() < printed_moves_) {
    // A new game, a loaded one or an undo: only what is played from now on is printed.
    printed_game_ = game_->games_started();
    printed_epoch_ = session->epoch();
    printed_moves_ = actions.size();
    return;
  }
  for (; printed_moves_ < actions.size(); ++printed_moves_) {
    const MatchAction& action = actions[printed_moves_];
    std::printf("move %zu: %s\n", printed_moves_ + 1,
                action_text(session->match(), action).c_str());
  }
  std::fflush(stdout);
}

void App::automate(double now_ms) {
  if (!game_->active() || frames_ < 2) return;
  GameSession& session = *game_->session();
  if (options_.hint && !hint_asked_ && session.human_to_move() && !game_->view().busy(now_ms)) {
    session.request_hint();
    hint_asked_ = true;
  }
  if (next_click_ < options_.clicks.size() && !game_->view().busy(now_ms)) {
    const int cell = cell_by_name(session.game(), options_.clicks[next_click_++]);
    game_->click_cell(cell, now_ms);
  }
}

bool App::final_frame(double now_ms) {
  if (quit_) return true;
  if (options_.frames > 0 && frames_ + 1 >= options_.frames) return true;
  if (options_.until_end && game_->active()) {
    const GameSession& s = *game_->session();
    const bool settled = s.match().is_over() && !game_->view().animating(now_ms);
    frames_since_end_ = settled ? frames_since_end_ + 1 : 0;
    if (frames_since_end_ >= 30) return true;  // the end screen has been up for a moment
  }
  return false;
}

// The searches behind the moves of the game on screen (the last one of the run).
SearchTally App::search_tally() const {
  SearchTally tally;
  if (!game_->active()) return tally;
  const GameSession& session = *game_->session();
  for (std::size_t i = 0; i < session.match().actions().size(); ++i)
    if (auto decision = session.decision_at(i)) tally.add(decision->stats);
  return tally;
}

// What an automated run leaves behind: the --screenshot, the --until-end result and the
// --bench-frames summary. 1 if the screenshot could not be written.
int App::report_automated_run() {
  int status = 0;
  if (!options_.screenshot.empty()) {
    if (auto written = write_capture_png(options_.screenshot); !written) {
      std::fprintf(stderr, "boardlab: --screenshot: %s\n", written.error().c_str());
      status = 1;
    }
  }
  if (options_.until_end && game_->active()) {
    const Match& m = game_->session()->match();
    std::printf("result: %s after %zu moves\n",
                m.is_over() ? m.outcome().to_string().c_str() : "unfinished", m.actions().size());
  }
  if (options_.bench_frames) {
    std::printf("%s\n", stats_.summary().c_str());
    std::printf("%s\n", search_tally().summary().c_str());
  }
  return status;
}

}  // namespace bl
