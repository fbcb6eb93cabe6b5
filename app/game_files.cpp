// The game screen's files: the save and load dialog, saving and loading a game, and the
// autosave after every change of the match.
#include <filesystem>

#include "app/game_screen.h"
#include "app/match_setup.h"
#include "core/records/json_record.h"
#include "core/records/record_file.h"

namespace bl {

void GameScreen::autosave_if_changed() {
  if (session_->version() != saved_version_) autosave();
}

void GameScreen::autosave() {
  // An online game is not autosaved: "Continue" could not play its remote seats.
  if (!session_ || !autosave_enabled_ || session_->online()) return;
  std::error_code ec;
  std::filesystem::create_directories(config_dir_, ec);
  RecordInfo info;
  info.date = iso8601_utc_now();
  // With the Review window's analysis, so that "Continue" brings it back too.
  writer_.post(autosave_path().string(),
               save_record_json(session_->match(), info, review_.analysis_for(session_->match())));
  saved_version_ = session_->version();
  if (std::string error = writer_.take_error(); !error.empty())
    say("autosave failed: " + error, now_ms_);
}

void GameScreen::open_file_dialog(FileDialog::Mode mode) {
  if (!session_) return;
  const AnyGame& game = session_->game();
  const std::string name = mode == FileDialog::Mode::kSave
                               ? game.game_name() + "-move" + std::to_string(game.ply()) + ".json"
                               : "";
  file_dialog_.open(mode, settings_.last_folder, name, {".json", ".sgf"});
}

void GameScreen::handle_file_dialog(double now_ms) {
  std::filesystem::path chosen;
  if (!file_dialog_.draw(&chosen)) return;
  settings_.last_folder = file_dialog_.folder().string();
  if (file_dialog_.mode() == FileDialog::Mode::kSave) {
    auto saved = save_game(chosen);
    say(saved ? "Saved " + chosen.filename().string() : saved.error(), now_ms);
    return;
  }
  auto loaded = load_game(chosen, now_ms);
  if (!loaded) say(loaded.error(), now_ms);
}

Status GameScreen::load_game(const std::filesystem::path& path, double now_ms) {
  auto record = read_record_file(path.string());
  if (!record) return Status::failure(record.error());
  std::optional<RecordAnalysis> analysis = std::move(record.value().analysis);
  Result<Match> match = std::move(record.value().match);
  // A saved online game plays on offline: its remote seats become people at this screen.
  for (int p = 0; p < int(match.value().seats().size()); ++p)
    if (Seat seat = match.value().seats()[p]; seat.controller == GameSession::kRemote) {
      seat.controller = "human";
      match.value().set_seat(p, seat);
    }
  SessionOptions options;
  const std::string game = match.value().game().game_name();
  options.hint_agent =
      settings_.hint_agent.empty() ? default_hint_agent(game) : settings_.hint_agent;
  auto session = GameSession::create(std::move(match).value(), options);
  // The whole path, as every other load error gives it (the folder may be what is wrong).
  if (!session) return Status::failure(path.string() + ": " + session.error());
  start(std::move(session).value(), now_ms);
  // The record's analysis shows in the Review window at once, without searching again.
  if (analysis) review_.set_analysis(std::move(*analysis), session_->match());
  say("Loaded " + path.filename().string(), now_ms);
  return {};
}

Status GameScreen::save_game(const std::filesystem::path& path) const {
  if (!session_) return Status::failure("no game to save");
  RecordInfo info;
  info.date = iso8601_utc_now();
  // The Review window's analysis goes with the game into JSON records; SGF has no place for
  // it, so an .sgf file gets the game alone.
  std::optional<RecordAnalysis> analysis = review_.analysis_for(session_->match());
  if (auto format = record_format_for_path(path.string());
      !format || format.value() != RecordFormat::kJson)
    analysis.reset();
  return save_record_file(session_->match(), path.string(), info, analysis);
}

}  // namespace bl
