// The developer console's commands. Each is a short function over ConsoleHost; the table at
// the end gives its usage, help and completion.
#include <chrono>
#include <cstdio>
#include <sstream>

#include "ai/agent_registry.h"
#include "ai/agents/evaluation_breakdown.h"
#include "ai/agents/weighted_agent.h"
#include "app/lab/command_words.h"
#include "app/lab/console.h"
#include "app/move_input.h"
#include "app/ui_format.h"
#include "core/any_game/position_text.h"
#include "core/common/finite_number.h"
#include "core/common/perft.h"
#include "core/common/quote_text.h"
#include "core/match/time_control.h"
#include "core/records/atomic_file.h"

namespace bl {
namespace {

using namespace command_words;

constexpr std::size_t kMaxProfileBytes = 1 << 20;

Out done(std::string text = {}) { return text; }

// `r` is a Status or any Result: its error, or `text` when it succeeded.
template <class R>
Out pass_on(const R& r, std::string text = {}) {
  if (!r) return fail(r.error());
  return text;
}

Result<GameSession*> need_session(ConsoleHost& host) {
  if (GameSession* s = host.session()) return s;
  return Result<GameSession*>::failure("no game: start one with 'new <game>'");
}

Result<double> parse_number(const std::string& text, const char* what) {
  const std::optional<double> v = parse_finite_number(text);
  if (!v)
    return Result<double>::failure(std::string(what) + " must be a number, not " +
                                   quote_input(text));
  return *v;
}

// A seat or player named from 1, as the app shows them.
Result<int> parse_player(const AnyGame& game, const std::string& text) {
  auto n = parse_int(text, "the player", 1, game.num_players());
  if (!n) return n;
  return *n - 1;
}

Result<int> parse_cell(const AnyGame& game, const std::string& text) {
  if (const int cell = cell_by_name(game, text); cell >= 0) return cell;
  return Result<int>::failure("no cell " + quote_input(text) + " on this board");
}

// The game the console acts on: god mode's board while it is on.
const AnyGame& shown_game(ConsoleHost& host, GameSession& s) {
  return host.god_mode().active() ? host.god_mode().board() : s.game();
}

Out no_god_mode(ConsoleHost& host) {
  if (host.god_mode().active()) return fail("not in god mode: leave it first ('god off')");
  return done();
}

// ---- game -------------------------------------------------------------------------------

Out cmd_new(ConsoleHost& host, const Args& a) {
  if (a.empty()) return fail("usage: new <game> [rule=value ...]");
  auto rules = parse_options(join(a, 1));
  if (!rules) return fail(rules.error());
  MatchSetup setup;
  setup.game = a[0];
  setup.rules = *rules;
  if (GameSession* s = host.session()) {
    auto game = AnyGame::create(a[0], *rules);
    if (!game) return fail(game.error());
    if (game->num_players() == int(s->match().seats().size())) setup.seats = s->match().seats();
  }
  if (host.god_mode().active() && host.session()) host.god_mode().discard(*host.session(), 0);
  return pass_on(host.new_game(setup), "new " + std::string(a[0]) + " game");
}

Out cmd_move(ConsoleHost& host, const Args& a) {
  if (a.size() != 1) return fail("usage: move <notation>");
  auto s = need_session(host);
  if (!s) return fail(s.error());
  if (auto g = no_god_mode(host); !g) return g;
  auto move = (*s)->game().parse_move(a[0]);
  if (!move) return fail(move.error());
  if (auto ok = (*s)->play_now(*move); !ok) return fail(ok.error());
  const auto& last = (*s)->match().actions().back();
  return done("played " + last.notation);
}

Out cmd_undo_redo(ConsoleHost& host, bool undo) {
  auto s = need_session(host);
  if (!s) return fail(s.error());
  if (auto g = no_god_mode(host); !g) return g;
  if (undo ? !(*s)->can_undo() : !(*s)->can_redo())
    return fail(undo ? "nothing to undo" : "nothing to redo");
  undo ? (*s)->undo() : (*s)->redo();
  return done("move " + std::to_string((*s)->match().actions().size() + 1) + " to play");
}

Out cmd_agent(ConsoleHost& host, const Args& a) {
  auto s = need_session(host);
  if (!s) return fail(s.error());
  if (a.empty()) {
    std::string out;
    const auto& seats = (*s)->match().seats();
    for (std::size_t p = 0; p < seats.size(); ++p)
      out += "seat " + std::to_string(p + 1) + ": " + seats[p].controller + "\n";
    return out;
  }
  if (a.size() < 2) return fail("usage: agent <seat> <human | agent spec>");
  auto p = parse_player((*s)->game(), a[0]);
  if (!p) return fail(p.error());
  const std::string spec = join(a, 1);
  if (auto ok = (*s)->set_controller(*p, spec); !ok) return fail(ok.error());
  return done("seat " + a[0] + ": " + spec);
}

Out cmd_save_load(ConsoleHost& host, const Args& a, bool save) {
  if (a.size() != 1) return fail(save ? "usage: save <file>" : "usage: load <file>");
  if (save && !host.session()) return fail("no game to save");
  if (auto g = no_god_mode(host); !g) return g;
  auto ok = save ? host.save_game(a[0]) : host.load_game(a[0]);
  return pass_on(ok, (save ? "saved " : "loaded ") + a[0]);
}

Out cmd_time(ConsoleHost& host, const Args& a) {
  auto s = need_session(host);
  if (!s) return fail(s.error());
  if (a.empty()) return done((*s)->match().time_control().describe());
  OptionMap options;
  if (!(a.size() == 1 && a[0] == "none")) {
    auto parsed = parse_options(join(a, 0));
    if (!parsed) return fail(parsed.error());
    options = *parsed;
  }
  auto tc = TimeControl::from_options(options);
  if (!tc) return fail(tc.error());
  if (auto ok = (*s)->set_time_control(*tc); !ok) return fail(ok.error());
  host.match_replaced();
  return done("time control: " + tc->describe());
}

Out cmd_board(ConsoleHost& host, const Args&) {
  auto s = need_session(host);
  if (!s) return fail(s.error());
  return done(shown_game(host, **s).to_string());
}

Out cmd_status(ConsoleHost& host, const Args&) {
  auto s = need_session(host);
  if (!s) return fail(s.error());
  const Match& m = (*s)->match();
  std::string out = m.game().game_name() + ", move " + std::to_string(m.actions().size() + 1);
  if (m.is_over()) {
    out += ", game over:";
    const Outcome o = m.outcome();
    for (int p = 0; p < o.num_players; ++p)
      out += " " + m.seats()[p].name + " place " + std::to_string(o.place[p]);
  } else {
    out += ", " + m.seats()[m.game().current_player()].name + " to play";
  }
  if (host.god_mode().active()) out += " (god mode)";
  if ((*s)->paused()) out += " (paused)";
  if ((*s)->step_mode()) out += " (step mode)";
  return out;
}

// ---- view -------------------------------------------------------------------------------

Out cmd_rotate(ConsoleHost& host, const Args& a) {
  if (a.empty())
    return fail("usage: rotate <cw|ccw|steps> | rotate <human|turn|locked> | rotate seat <n>");
  if (a[0] == "cw" || a[0] == "ccw") return pass_on(host.rotate(a[0] == "cw" ? 1 : -1), "rotated");
  if (a[0] == "human" || a[0] == "turn" || a[0] == "locked")
    return pass_on(host.set_rotation(a[0], 0), "rotation: " + a[0]);
  if (a[0] == "seat") {
    auto s = need_session(host);
    if (!s) return fail(s.error());
    if (a.size() != 2) return fail("usage: rotate seat <n>");
    auto p = parse_player((*s)->game(), a[1]);
    if (!p) return fail(p.error());
    return pass_on(host.set_rotation("seat", *p), "rotation: seat " + a[1] + " at the bottom");
  }
  auto steps = parse_int(a[0], "the steps", -12, 12);
  if (!steps) return fail(steps.error());
  return pass_on(host.rotate(*steps), "rotated");
}

Out cmd_replay(ConsoleHost& host, const Args& a) {
  auto s = need_session(host);
  if (!s) return fail(s.error());
  if (a.size() != 1) return fail("usage: replay <player>");
  auto p = parse_player((*s)->game(), a[0]);
  if (!p) return fail(p.error());
  return pass_on(host.replay(*p), "replaying the last move of " + (*s)->match().seats()[*p].name);
}

Out cmd_hint(ConsoleHost& host, const Args&) {
  auto s = need_session(host);
  if (!s) return fail(s.error());
  if (!(*s)->human_to_move()) return fail("hints are for a human to move");
  (*s)->request_hint();
  return done("thinking about a hint");
}

// ---- god mode ---------------------------------------------------------------------------

Out cmd_god(ConsoleHost& host, const Args& a) {
  auto s = need_session(host);
  if (!s) return fail(s.error());
  GodMode& god = host.god_mode();
  const std::int64_t now = std::int64_t(host.now_ms());
  if (a.empty()) return done(god.active() ? "god mode is on" : "god mode is off");
  if (a[0] == "on") {
    god.enter(**s, now);
    return done("god mode on: any piece anywhere; 'god off' checks the position");
  }
  if (a[0] == "off") {
    if (!god.active()) return done("god mode is off");
    if (auto ok = god.leave(**s, now); !ok) return fail(ok.error());
    host.match_replaced();
    return done("god mode off: the game goes on from this position");
  }
  if (a[0] == "discard") {
    god.discard(**s, now);
    return done("god mode off: the edits are dropped");
  }
  return fail("usage: god on|off|discard");
}

Out cmd_place(ConsoleHost& host, const Args& a) {
  if (a.size() != 2) return fail("usage: place <cell> <player | none>");
  GodMode& god = host.god_mode();
  if (!god.active()) return fail("only in god mode ('god on')");
  auto cell = parse_cell(god.board(), a[0]);
  if (!cell) return fail(cell.error());
  int owner = kNoPlayer;
  if (a[1] != "none") {
    auto p = parse_player(god.board(), a[1]);
    if (!p) return fail(p.error());
    owner = *p;
  }
  return pass_on(god.place(*cell, owner), a[0] + (owner == kNoPlayer ? " emptied" : " set"));
}

Out cmd_drag(ConsoleHost& host, const Args& a) {
  if (a.size() != 2) return fail("usage: drag <from> <to>");
  GodMode& god = host.god_mode();
  if (!god.active()) return fail("only in god mode ('god on')");
  auto from = parse_cell(god.board(), a[0]);
  if (!from) return fail(from.error());
  auto to = parse_cell(god.board(), a[1]);
  if (!to) return fail(to.error());
  return pass_on(god.drag(*from, *to), a[0] + " -> " + a[1]);
}

Out cmd_tomove(ConsoleHost& host, const Args& a) {
  if (a.size() != 1) return fail("usage: tomove <player>");
  GodMode& god = host.god_mode();
  if (!god.active()) return fail("only in god mode ('god on')");
  auto p = parse_player(god.board(), a[0]);
  if (!p) return fail(p.error());
  return pass_on(god.set_to_move(*p), "player " + a[0] + " to move");
}

Out cmd_position(ConsoleHost& host, const Args& a) {
  auto s = need_session(host);
  if (!s) return fail(s.error());
  if (a.empty()) return done(position_text(shown_game(host, **s)));
  if (auto g = no_god_mode(host); !g) return g;
  auto game = with_position((*s)->game(), join(a, 0));
  if (!game) return fail(game.error());
  if (auto ok = (*s)->restart_at(*game); !ok) return fail(ok.error());
  host.match_replaced();
  return done("position set: " + position_text((*s)->game()));
}

// ---- weights ----------------------------------------------------------------------------

struct SeatWeights {
  WeightedAgent* agent = nullptr;
  std::string game;
};

Result<SeatWeights> seat_weights(ConsoleHost& host, const std::string& seat) {
  using R = Result<SeatWeights>;
  auto s = need_session(host);
  if (!s) return R::failure(s.error());
  auto p = parse_player((*s)->game(), seat);
  if (!p) return R::failure(p.error());
  auto agent = (*s)->agent(*p);
  WeightedAgent* w = as_weighted(agent.get());
  if (!w)
    return R::failure("seat " + seat + " (" + (*s)->match().seats()[*p].controller +
                      ") has no evaluation weights");
  return SeatWeights{w, (*s)->game().game_name()};
}

std::string describe_weights(const WeightSet& set) {
  std::string out;
  for (std::size_t i = 0; i < set.size(); ++i) {
    const WeightSpec& w = set.specs()[i];
    char line[320];
    std::snprintf(line, sizeof line, "%-18s = %-8g (default %g, %g..%g)  %s\n", w.name.c_str(),
                  set[i], w.default_value, w.min, w.max, w.meaning.c_str());
    out += line;
  }
  return out;
}

Out cmd_weights(ConsoleHost& host, const Args& a) {
  if (a.size() != 1) return fail("usage: weights <seat>");
  auto w = seat_weights(host, a[0]);
  if (!w) return fail(w.error());
  return describe_weights(*w->agent->weights(w->game));
}

Out cmd_get(ConsoleHost& host, const Args& a) {
  if (a.size() != 2) return fail("usage: get <seat> <weight>");
  auto w = seat_weights(host, a[0]);
  if (!w) return fail(w.error());
  const WeightSet set = *w->agent->weights(w->game);
  if (set.index_of(a[1]) < 0) return fail("no weight " + quote_input(a[1]) + " in " + w->game);
  char text[64];
  std::snprintf(text, sizeof text, "%g", set.get(a[1]));
  return done(a[1] + " = " + text);
}

Out cmd_set(ConsoleHost& host, const Args& a) {
  if (a.size() != 3) return fail("usage: set <seat> <weight> <value>");
  auto w = seat_weights(host, a[0]);
  if (!w) return fail(w.error());
  auto v = parse_number(a[2], "the value");
  if (!v) return fail(v.error());
  return pass_on(w->agent->set_weight(w->game, a[1], *v), a[1] + " = " + a[2]);
}

Out cmd_reset_weights(ConsoleHost& host, const Args& a) {
  if (a.size() != 1) return fail("usage: reset-weights <seat>");
  auto w = seat_weights(host, a[0]);
  if (!w) return fail(w.error());
  WeightSet set = *w->agent->weights(w->game);
  set.reset();
  return pass_on(w->agent->set_weights(w->game, set), "weights of seat " + a[0] + " reset");
}

Out cmd_profile(ConsoleHost& host, const Args& a) {
  if (a.size() != 3 || (a[0] != "save" && a[0] != "load"))
    return fail("usage: profile save|load <seat> <file>");
  auto w = seat_weights(host, a[1]);
  if (!w) return fail(w.error());
  WeightSet set = *w->agent->weights(w->game);
  if (a[0] == "save")
    return pass_on(write_file_atomically(a[2], set.to_profile_text()), "saved " + a[2]);
  auto text = read_text_file(a[2], kMaxProfileBytes);  // a FIFO or a device is not opened
  if (!text) return fail(text.error());
  if (auto ok = set.load_profile_text(*text); !ok) return fail(a[2] + ": " + ok.error());
  return pass_on(w->agent->set_weights(w->game, set), "loaded " + a[2]);
}

Out cmd_eval(ConsoleHost& host, const Args& a) {
  auto s = need_session(host);
  if (!s) return fail(s.error());
  const AnyGame& game = shown_game(host, **s);
  int player = std::max(0, game.current_player());
  if (!a.empty()) {
    auto p = parse_player(game, a[0]);
    if (!p) return fail(p.error());
    player = *p;
  }
  // The weights of that player's seat if it is a weighted agent, else the defaults.
  std::optional<WeightSet> weights;
  if (WeightedAgent* w = as_weighted((*s)->agent(player).get()))
    weights = w->weights(game.game_name());
  if (!weights) weights = default_weights(game.game_name());
  if (!weights) return fail("no evaluation for " + game.game_name());
  auto terms = evaluation_breakdown(game, *weights, player);
  if (!terms) return fail(terms.error());
  std::string out;
  double total = 0;
  for (const auto& t : *terms) {
    char line[160];
    std::snprintf(line, sizeof line, "%-18s raw %10.3f  weighted %10.2f\n", t.name.c_str(), t.raw,
                  t.weighted);
    out += line;
    total += t.weighted;
  }
  char line[96];
  std::snprintf(line, sizeof line, "%-18s %26.2f  (player %d)\n", "total", total, player + 1);
  return out + line;
}

// ---- engine -----------------------------------------------------------------------------

Out cmd_perft(ConsoleHost& host, const Args& a) {
  auto s = need_session(host);
  if (!s) return fail(s.error());
  if (a.size() != 1) return fail("usage: perft <depth>");
  auto depth = parse_int(a[0], "the depth", 1, 5);
  if (!depth) return fail(depth.error());
  std::string out;
  const auto start = std::chrono::steady_clock::now();
  std::uint64_t leaves = 0;
  for (int d = 1; d <= *depth; ++d) {
    leaves = shown_game(host, **s).visit([&](const auto& state) {
      auto copy = state;
      return perft(copy, d);
    });
    out += "perft " + std::to_string(d) + " " + std::to_string(leaves) + "\n";
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  char line[96];
  std::snprintf(line, sizeof line, "%.3f s, %.0f leaves/s", seconds,
                seconds > 0 ? double(leaves) / seconds : 0.0);
  return out + line;
}

Out cmd_bench(ConsoleHost& host, const Args& a) {
  auto s = need_session(host);
  if (!s) return fail(s.error());
  const AnyGame& game = shown_game(host, **s);
  if (game.is_terminal()) return fail("the game is over");
  std::uint64_t nodes = 20000;
  std::string spec = "alphabeta";
  if (auto seat = (*s)->agent(game.current_player())) spec = seat->spec();
  if (!a.empty()) {
    auto n = parse_int(a[0], "the nodes", 1, 2000000);
    if (!n) return fail(n.error());
    nodes = std::uint64_t(*n);
  }
  if (a.size() > 1) spec = join(a, 1);
  auto agent = make_agent(spec);
  if (!agent) return fail(agent.error());
  SearchLimits limits;
  limits.max_nodes = nodes;
  const auto start = std::chrono::steady_clock::now();
  const Decision d = (*agent)->decide(game, (*s)->match().positions(), limits, nullptr);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  char line[200];
  std::snprintf(line, sizeof line, "%s: %llu nodes, depth %d, %.3f s, %.0f nodes/s, best %s",
                spec.c_str(), (unsigned long long)d.stats.nodes, d.stats.depth, seconds,
                seconds > 0 ? double(d.stats.nodes) / seconds : 0.0, d.notation.c_str());
  return done(line);
}

// Sets seed=N on every AI seat whose agent takes a seed.
Out cmd_seed(ConsoleHost& host, const Args& a) {
  auto s = need_session(host);
  if (!s) return fail(s.error());
  if (a.size() != 1) return fail("usage: seed <n>");
  auto seed = parse_int(a[0], "the seed", 0, 1 << 30);
  if (!seed) return fail(seed.error());
  int changed = 0;
  const auto seats = (*s)->match().seats();
  for (std::size_t p = 0; p < seats.size(); ++p) {
    const std::string& spec = seats[p].controller;
    const AgentInfo* info = AgentRegistry::instance().find(spec.substr(0, spec.find(' ')));
    if (!info) continue;
    const bool seeded = std::any_of(info->options.begin(), info->options.end(),
                                    [](const OptionSpec& o) { return o.name == "seed"; });
    if (!seeded) continue;
    std::string kept;
    std::istringstream words(spec);
    for (std::string w; words >> w;)
      if (w.rfind("seed=", 0) != 0) kept += (kept.empty() ? "" : " ") + w;
    if (auto ok = (*s)->set_controller(int(p), kept + " seed=" + a[0]); !ok)
      return fail(ok.error());
    ++changed;
  }
  return done("seed " + a[0] + " for " + std::to_string(changed) + " seat(s)");
}

// ---- AI play ----------------------------------------------------------------------------

Out cmd_step(ConsoleHost& host, const Args& a) {
  auto s = need_session(host);
  if (!s) return fail(s.error());
  if (a.empty()) {
    (*s)->step(std::int64_t(host.now_ms()));
    return done((*s)->paused() ? "one more move" : "playing");
  }
  if (a[0] != "on" && a[0] != "off") return fail("usage: step [on|off]");
  (*s)->set_step_mode(a[0] == "on");
  return done(std::string("step mode ") + a[0]);
}

Out cmd_play(ConsoleHost& host, const Args& a) {
  auto s = need_session(host);
  if (!s) return fail(s.error());
  if (!(*s)->held()) return fail("no AI move is waiting (step mode holds them)");
  std::optional<AnyMove> instead;
  if (!a.empty()) {
    auto move = (*s)->game().parse_move(a[0]);
    if (!move) return fail(move.error());
    instead = *move;
  }
  return pass_on((*s)->play_held(std::int64_t(host.now_ms()), instead), "played");
}

Out cmd_pause(ConsoleHost& host, bool paused) {
  auto s = need_session(host);
  if (!s) return fail(s.error());
  (*s)->set_paused(paused, std::int64_t(host.now_ms()));
  return done(paused ? "paused" : "playing");
}

Out cmd_speed(ConsoleHost& host, const Args& a) {
  auto s = need_session(host);
  if (!s) return fail(s.error());
  if (a.size() != 1) return fail("usage: speed <ms per AI move>");
  auto ms = parse_duration_ms(a[0]);
  if (!ms || *ms > 600000)
    return fail("speed: a duration such as 500ms or 2s, not " + quote_input(a[0]));
  (*s)->set_ai_move_delay_ms(*ms);
  return done("AI moves at most every " + format_duration(*ms));
}

Out cmd_movenow(ConsoleHost& host, const Args&) {
  auto s = need_session(host);
  if (!s) return fail(s.error());
  if (!(*s)->thinking()) return fail("no AI is thinking");
  (*s)->move_now();
  return done("moving now");
}

// ---- completion -------------------------------------------------------------------------

std::vector<std::string> seat_numbers(ConsoleHost& host) {
  std::vector<std::string> out;
  if (GameSession* s = host.session())
    for (int p = 0; p < s->game().num_players(); ++p) out.push_back(std::to_string(p + 1));
  return out;
}

std::vector<std::string> weight_names(ConsoleHost& host) {
  std::vector<std::string> out;
  if (GameSession* s = host.session())
    if (auto set = default_weights(s->game().game_name()))
      for (const auto& w : set->specs()) out.push_back(w.name);
  return out;
}

std::vector<std::string> agent_names() {
  std::vector<std::string> out{"human"};
  for (const auto& a : AgentRegistry::instance().agents()) out.push_back(a.name);
  return out;
}

using Completer = std::function<std::vector<std::string>(ConsoleHost&, int)>;

Completer words_at(std::vector<std::vector<std::string>> words) {
  return [words](ConsoleHost&, int i) {
    return i < int(words.size()) ? words[i] : std::vector<std::string>{};
  };
}

Completer seat_then(std::function<std::vector<std::string>(ConsoleHost&)> next) {
  return [next](ConsoleHost& host, int i) {
    if (i == 0) return seat_numbers(host);
    return i == 1 && next ? next(host) : std::vector<std::string>{};
  };
}

}  // namespace

std::vector<ConsoleCommand> lab_commands() {
  const auto none = Completer{};
  std::vector<ConsoleCommand> commands = {
      {"new", "new <game> [rule=value ...]", "start a new game (seats kept when they fit)", cmd_new,
       words_at({AnyGame::game_names()})},
      {"move", "move <notation>", "play a move for whoever is to move", cmd_move, none},
      {"undo", "undo", "take back a move (against the AI: back to the human's turn)",
       [](ConsoleHost& h, const Args&) { return cmd_undo_redo(h, true); }, none},
      {"redo", "redo", "play again what undo took back",
       [](ConsoleHost& h, const Args&) { return cmd_undo_redo(h, false); }, none},
      {"agent", "agent [<seat> <human | spec>]",
       "list the seats, or put a human or an agent in one", cmd_agent,
       seat_then([](ConsoleHost&) { return agent_names(); })},
      {"save", "save <file>", "save the game (.json record, or .sgf for Gomoku and NoGo)",
       [](ConsoleHost& h, const Args& a) { return cmd_save_load(h, a, true); }, none},
      {"load", "load <file>", "load a saved game and play on from its end",
       [](ConsoleHost& h, const Args& a) { return cmd_save_load(h, a, false); }, none},
      {"time", "time [none | move=5s game=10m inc=2s]", "show or set the time control", cmd_time,
       words_at({{"none", "move=", "game=", "inc="}})},
      {"board", "board", "the position as text", cmd_board, none},
      {"status", "status", "whose turn it is, or the result", cmd_status, none},
      {"rotate", "rotate <cw|ccw|steps|human|turn|locked|seat n>", "turn the board", cmd_rotate,
       words_at({{"cw", "ccw", "human", "turn", "locked", "seat"}})},
      {"replay", "replay <player>", "animate a player's last move again", cmd_replay,
       [](ConsoleHost& h, int i) { return i == 0 ? seat_numbers(h) : std::vector<std::string>{}; }},
      {"hint", "hint", "ask the hint agent for a move for the human to move", cmd_hint, none},
      {"god", "god [on|off|discard]", "god mode: edit the board freely; off checks the position",
       cmd_god, words_at({{"on", "off", "discard"}})},
      {"place", "place <cell> <player|none>",
       "god mode: put a piece or stone on a cell (or empty it)", cmd_place, none},
      {"drag", "drag <from> <to>", "god mode: move a piece or stone to an empty cell", cmd_drag,
       none},
      {"tomove", "tomove <player>", "god mode: set the player to move", cmd_tomove,
       [](ConsoleHost& h, int i) { return i == 0 ? seat_numbers(h) : std::vector<std::string>{}; }},
      {"position", "position [text]",
       "show the position as text (1:h8,i9 2:h9 turn:1), or start again from one", cmd_position,
       none},
      {"weights", "weights <seat>", "list the evaluation weights of a seat's agent", cmd_weights,
       seat_then({})},
      {"get", "get <seat> <weight>", "one weight of a seat's agent", cmd_get,
       seat_then(weight_names)},
      {"set", "set <seat> <weight> <value>", "change a weight (the next search uses it)", cmd_set,
       seat_then(weight_names)},
      {"reset-weights", "reset-weights <seat>", "every weight of a seat back to its default",
       cmd_reset_weights, seat_then({})},
      {"profile", "profile save|load <seat> <file>", "save or load a seat's weights as a profile",
       cmd_profile, words_at({{"save", "load"}})},
      {"eval", "eval [player]", "the evaluation of the position, term by term", cmd_eval,
       [](ConsoleHost& h, int i) { return i == 0 ? seat_numbers(h) : std::vector<std::string>{}; }},
      {"perft", "perft <depth>", "count the move sequences from this position (depth 1-5)",
       cmd_perft, none},
      {"bench", "bench [nodes] [agent spec]", "search this position to a node budget: speed",
       cmd_bench, none},
      {"seed", "seed <n>", "the random seed of every AI seat that has one", cmd_seed, none},
      {"step", "step [on|off]", "step mode on/off; alone: let one move be played while paused",
       cmd_step, words_at({{"on", "off"}})},
      {"play", "play [move]", "play the AI move step mode holds, or another move instead", cmd_play,
       none},
      {"pause", "pause", "pause the game (AI against AI stops)",
       [](ConsoleHost& h, const Args&) { return cmd_pause(h, true); }, none},
      {"resume", "resume", "go on after a pause",
       [](ConsoleHost& h, const Args&) { return cmd_pause(h, false); }, none},
      {"speed", "speed <duration>", "AI moves no faster than this (watching AI games)", cmd_speed,
       none},
      {"movenow", "movenow", "the thinking AI plays its best move so far", cmd_movenow, none},
  };
  for (ConsoleCommand& c : review_commands()) commands.push_back(std::move(c));
  for (ConsoleCommand& c : tune_commands()) commands.push_back(std::move(c));
  return commands;
}

}  // namespace bl
