// The lab's developer console: command lines as typed in the panel, read from --script files
// and passed with --console, run against a headless host that plays every seat by hand.
// Commands that start searches, touch files or wait are left out (agent, hint, bench, perft,
// profile, source, speed): the fuzzer explores the parsing and the game commands, quickly.
// Invariants beyond "no crash": every command succeeds or fails with one short line; the
// position after each command writes as position text that reads back to the same position;
// completion never fails on any line.
#include <algorithm>
#include <array>
#include <memory>
#include <string>

#include "app/board_rotation.h"
#include "app/lab/console.h"
#include "core/any_game/position_text.h"
#include "fuzz_check.h"
#include "fuzz_lines.h"

namespace bl::fuzz {
namespace {

constexpr std::array<std::string_view, 7> kLeftOut = {"agent",   "hint",   "bench", "perft",
                                                      "profile", "source", "speed"};

// The app's side of the console without a window: seats are all human, no file is read or
// written, and the view's requests (rotation, replay) are only checked.
class FuzzHost : public ConsoleHost {
 public:
  GameSession* session() override { return session_.get(); }
  GodMode& god_mode() override { return god_mode_; }
  double now_ms() const override { return now_ms_; }
  Status new_game(const MatchSetup& setup) override {
    auto built = setup.build();
    if (!built) return Status::failure(built.error());
    Match match = std::move(built).value();
    for (int p = 0; p < int(match.seats().size()); ++p)
      match.set_seat(p, Seat{"Player " + std::to_string(p + 1), "human"});
    auto created = GameSession::create(std::move(match));
    if (!created) return Status::failure(created.error());
    session_ = std::move(created).value();
    return {};
  }
  Status load_game(const std::string&) override { return no_files(); }
  Status save_game(const std::string&) override { return no_files(); }
  Status rotate(int) override { return need_game(); }
  Status set_rotation(const std::string& mode, int) override {
    RotationMode parsed;
    if (!parse_rotation_mode(mode, &parsed)) return Status::failure("unknown rotation");
    return need_game();
  }
  Status replay(int) override { return need_game(); }
  void match_replaced() override {}
  void tick() { now_ms_ += 100; }

 private:
  static Status no_files() { return Status::failure("no files while fuzzing"); }
  Status need_game() const { return session_ ? Status() : Status::failure("no game"); }

  std::unique_ptr<GameSession> session_;
  GodMode god_mode_;
  double now_ms_ = 1000;
};

bool left_out(std::string_view line) {
  auto words = split_command_line(line);
  return words.ok() && !words->empty() &&
         std::find(kLeftOut.begin(), kLeftOut.end(), words->front()) != kLeftOut.end();
}

// The game and rules a position text is read in, and the text: "turn:1" is every empty board.
std::string position_key(const AnyGame& game, const std::string& text) {
  std::string key = game.game_name();
  for (const auto& [name, value] : game.rules()) key += " " + name + "=" + value;
  return key + " " + text;
}

// Checks the round trip of a position not checked before: most lines leave the position as it
// was, and reading the same text again proves nothing new (it costs most of the time otherwise).
void require_position_round_trip(const AnyGame& game, std::string* last_checked) {
  const std::string text = position_text(game);
  std::string key = position_key(game, text);
  if (key == *last_checked) return;
  auto again = with_position(game, text);
  require(again.ok(), "the position text reads back", again.ok() ? text : again.error());
  require(position_text(again.value()) == text, "to the same position", text);
  *last_checked = std::move(key);
}

}  // namespace
}  // namespace bl::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace bl::fuzz;
  FuzzHost host;
  bl::Console console(host);
  int lines = 0;
  std::string last_checked;
  for_each_line(as_text(data, size), [&](std::string_view line) {
    if (++lines > 64 || left_out(line)) return lines <= 64;
    (void)console.candidates(line);
    (void)console.complete(line);
    auto out = console.execute(line);
    if (!out) require_error_line(out.error());
    host.tick();
    if (host.session()) host.session()->update(std::int64_t(host.now_ms()), false);
    if (host.session()) require_position_round_trip(host.session()->game(), &last_checked);
    return true;
  });
  return 0;
}
