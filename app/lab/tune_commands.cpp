// The console's `tune` command: the Tune window's tuning run from the command line (and from
// --console, for scripts, tests and screenshots).
#include <charconv>
#include <chrono>
#include <cstdio>
#include <thread>

#include "app/lab/command_words.h"
#include "app/lab/console.h"
#include "app/tune_session.h"
#include "core/common/finite_number.h"
#include "core/common/quote_text.h"
#include "core/common/split_fields.h"
#include "core/match/time_control.h"

namespace bl {
namespace {

using namespace command_words;

constexpr const char* kStartUsage =
    "tune start [seat=N | agent=SPEC] [nodes=N | time=MS] [games=N] [threads=N] "
    "[weights=a,b,...|all] [opponent=SPEC|self] [perturbation=X] [rate=X] [seed=N]";

Result<long long> parse_whole(const std::string& text, const char* what, long long min,
                              long long max) {
  long long v = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (text.empty() || ec != std::errc() || end != text.data() + text.size() || v < min || v > max)
    return Result<long long>::failure(std::string(what) + " must be a whole number from " +
                                      std::to_string(min) + " to " + std::to_string(max) +
                                      ", not " + quote_input(text));
  return v;
}

Result<double> parse_fraction(const std::string& text, const char* what, double max) {
  const std::optional<double> v = parse_finite_number(text);
  if (!v || *v <= 0 || *v > max) {
    char range[64];
    std::snprintf(range, sizeof range, " must be a number above 0 and at most %g, not ", max);
    return Result<double>::failure(std::string(what) + range + quote_input(text));
  }
  return *v;
}

// "a,b,c" -> {"a", "b", "c"}; "all" -> {} (every weight).
Result<std::vector<std::string>> parse_weight_names(const std::string& text) {
  using R = Result<std::vector<std::string>>;
  if (text == "all") return std::vector<std::string>{};
  std::vector<std::string> names;
  for (std::string_view name : split_fields(text)) {
    if (name.empty()) return R::failure("weights: an empty name in " + quote_input(text));
    names.emplace_back(name);
  }
  return names;
}

// The settings of `tune start`'s words over the ones the run had before (the Tune window's).
Result<TuneSettings> parse_start(const TuneSettings& before, const Args& a, int players) {
  using R = Result<TuneSettings>;
  TuneSettings s = before;
  bool nodes_given = false, time_given = false, seat_given = false, agent_given = false;
  for (std::size_t i = 1; i < a.size(); ++i) {
    const std::string& word = a[i];
    const std::size_t eq = word.find('=');
    if (eq == std::string::npos || eq == 0)
      return R::failure("unknown setting " + quote_input(word) + "; usage: " + kStartUsage);
    const std::string key = word.substr(0, eq), value = word.substr(eq + 1);
    if (key == "seat") {
      auto n = parse_whole(value, "the seat", 1, players);
      if (!n) return R::failure(n.error());
      s.seat = int(*n) - 1;
      s.agent.clear();
      seat_given = true;
    } else if (key == "agent") {
      if (value.empty()) return R::failure("agent: an agent spec such as agent=alphabeta");
      s.agent = value;
      s.seat = -1;
      agent_given = true;
    } else if (key == "nodes") {
      auto n = parse_whole(value, "the nodes a move", 1, (long long)kMaxTuneNodes);
      if (!n) return R::failure(n.error());
      s.nodes = std::uint64_t(*n);
      nodes_given = true;
    } else if (key == "time") {
      // A bare number is milliseconds here ("time=50"); units as elsewhere ("50ms", "1s").
      const bool bare =
          !value.empty() && value.find_first_not_of("0123456789") == std::string::npos;
      auto ms = parse_duration_ms(bare ? value + "ms" : value);
      if (!ms) return R::failure("time: " + ms.error());
      if (*ms < 1 || *ms > kMaxTuneTimeMs)
        return R::failure("time: from 1ms to " + format_duration(kMaxTuneTimeMs) + " a move, not " +
                          quote_input(value));
      s.time_ms = *ms;
      s.nodes = 0;
      time_given = true;
    } else if (key == "games") {
      auto n = parse_whole(value, "the games", 1, kMaxTuneGames);
      if (!n) return R::failure(n.error());
      s.games = int(*n);
    } else if (key == "threads") {
      auto n = parse_whole(value, "the threads", 1, max_tune_threads());
      if (!n) return R::failure(n.error());
      s.threads = int(*n);
    } else if (key == "weights") {
      auto names = parse_weight_names(value);
      if (!names) return R::failure(names.error());
      s.weights = *names;
    } else if (key == "opponent") {
      if (value.empty()) return R::failure("opponent: an agent spec, or 'self' for self-play");
      s.opponent = value == "self" ? "" : value;
    } else if (key == "perturbation") {
      auto v = parse_fraction(value, "the perturbation", 0.5);
      if (!v) return R::failure(v.error());
      s.perturbation = *v;
    } else if (key == "rate") {
      auto v = parse_fraction(value, "the learning rate", 10);
      if (!v) return R::failure(v.error());
      s.learning_rate = *v;
    } else if (key == "seed") {
      auto n = parse_whole(value, "the seed", 0, (1LL << 62));
      if (!n) return R::failure(n.error());
      s.seed = std::uint64_t(*n);
    } else {
      return R::failure("unknown setting " + quote_input(key) + "; usage: " + kStartUsage);
    }
  }
  if (nodes_given && time_given) return R::failure("nodes= and time= are two budgets: give one");
  if (seat_given && agent_given)
    return R::failure("seat= and agent= both name what to tune: give one");
  return s;
}

Out cmd_start(ConsoleHost& host, TuneSession& tune, const Args& a) {
  GameSession* session = host.session();
  if (!session) return fail("no game: start one with 'new <game>' (the run tunes its weights)");
  auto settings = parse_start(tune.settings(), a, session->game().num_players());
  if (!settings) return fail(settings.error());
  const TuneSettings before = tune.settings();
  tune.settings() = *settings;
  if (auto started = tune.start(*session); !started) {
    tune.settings() = before;
    return fail(started.error());
  }
  (void)host.show_panel("tune");
  return "tuning " + tune.description();
}

Out cmd_use(ConsoleHost& host, TuneSession& tune, const Args& a) {
  if (a.size() > 2) return fail("usage: tune use [seat]");
  GameSession* session = host.session();
  if (!session) return fail("no game: start one with 'new <game>'");
  if (!tune.has_run()) return fail("no tuning run yet: start one with 'tune start'");
  int seat = tune.tuned_seat();
  if (a.size() == 2) {
    auto n = parse_whole(a[1], "the seat", 1, session->game().num_players());
    if (!n) return fail(n.error());
    seat = int(*n) - 1;
  }
  if (seat < 0) return fail("the run tuned no seat's agent: name one ('tune use <seat>')");
  if (auto ok = tune.use(*session, seat); !ok) return fail(ok.error());
  return "seat " + std::to_string(seat + 1) + " plays with the tuned weights";
}

Out cmd_wait(TuneSession& tune) {
  if (!tune.has_run()) return fail("no tuning run yet: start one with 'tune start'");
  if (tune.fresh().state == TuningJob::State::kPaused)
    return fail("the run is paused: 'tune resume' it first");
  while (tune.going()) std::this_thread::sleep_for(std::chrono::milliseconds(20));
  return tune.status_text();
}

Out cmd_tune(ConsoleHost& host, const Args& a) {
  TuneSession* tune = host.tune_session();
  if (!tune) return fail("no tuner here");
  const std::string sub = a.empty() ? "status" : a[0];
  auto no_more = [&](const char* usage) -> Status {
    if (a.size() > 1) return Status::failure(std::string("usage: ") + usage);
    return {};
  };
  if (sub == "start") return cmd_start(host, *tune, a);
  if (sub == "status" || sub == "pause" || sub == "resume" || sub == "stop" || sub == "show" ||
      sub == "wait")
    if (auto ok = no_more(("tune " + sub).c_str()); !ok) return fail(ok.error());
  if (sub == "status") return tune->status_text();
  if (sub == "pause") {
    if (auto ok = tune->pause(); !ok) return fail(ok.error());
    return std::string("paused: the games in flight finish first");
  }
  if (sub == "resume") {
    if (auto ok = tune->resume(); !ok) return fail(ok.error());
    return std::string("tuning again");
  }
  if (sub == "stop") {
    if (auto ok = tune->stop(); !ok) return fail(ok.error());
    return std::string("stopped: the weights keep what the finished games taught");
  }
  if (sub == "wait") return cmd_wait(*tune);
  if (sub == "use") return cmd_use(host, *tune, a);
  if (sub == "save") {
    if (a.size() != 2) return fail("usage: tune save <file>");
    if (auto ok = tune->save_profile(a[1]); !ok) return fail(ok.error());
    return "saved the tuned weights to " + a[1];
  }
  if (sub == "show") {
    if (auto shown = host.show_panel("tune"); !shown) return fail(shown.error());
    return tune->status_text();
  }
  return fail("unknown " + quote_input(sub) +
              ": tune start|pause|resume|stop|status|wait|use|save|show");
}

}  // namespace

std::vector<ConsoleCommand> tune_commands() {
  return {{"tune",
           std::string(kStartUsage) +
               " | tune pause|resume|stop|status|wait|show | tune use [seat] | tune save <file>",
           "tune a seat's evaluation weights by SPSA self-play games on threads (the Tune "
           "window): its progress, the running Elo, and the weights into a seat or a profile",
           cmd_tune, [](ConsoleHost&, int i) {
             if (i == 0)
               return std::vector<std::string>{"start", "pause", "resume", "stop", "status",
                                               "wait",  "use",   "save",   "show"};
             return std::vector<std::string>{
                 "seat=",    "agent=",    "nodes=",        "time=", "games=", "threads=",
                 "weights=", "opponent=", "perturbation=", "rate=", "seed="};
           }}};
}

}  // namespace bl
