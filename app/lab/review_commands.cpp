// The console's `review` command: the Review window's analysis board from the command line
// (and from --console, for scripts, tests and screenshots).
#include <cctype>
#include <charconv>
#include <cstdio>
#include <sstream>

#include "ai/agent_registry.h"
#include "app/lab/command_words.h"
#include "app/lab/console.h"
#include "app/match_setup.h"
#include "app/review_board.h"
#include "core/common/quote_text.h"
#include "core/match/time_control.h"

namespace bl {
namespace {

using namespace command_words;

struct Target {
  GameSession* session = nullptr;
  ReviewBoard* review = nullptr;
};

Result<Target> need_review(ConsoleHost& host) {
  using R = Result<Target>;
  GameSession* session = host.session();
  if (!session) return R::failure("no game: start one with 'new <game>'");
  ReviewBoard* review = host.review_board();
  if (!review) return R::failure("no analysis board here");
  review->follow(session->match());
  return Target{session, review};
}

std::string budget_text(const ReviewSettings& s) {
  return s.nodes > 0 ? std::to_string(s.nodes) + " nodes" : format_duration(s.time_ms);
}

std::string plural(int n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

// The analysis in a few lines: who searched, and each player's inaccuracies, mistakes and
// blunders with the average loss.
std::string summary(const ReviewBoard& review, const Match& match) {
  if (review.analysing())
    return "reviewing: " + std::to_string(review.positions_done()) + " of " +
           std::to_string(review.positions_total()) + " positions searched";
  if (!review.error().empty()) return "the review failed: " + review.error();
  const auto& analysis = review.analysis();
  if (!analysis) return "no analysis yet: 'review [time]' starts one";
  std::string out = analysis->agent + ": " + plural(int(analysis->moves.size()), "move", "moves") +
                    " analysed" + (review.stopped() ? " (stopped early)" : "");
  if (review.elapsed_ms() > 0) out += " in " + format_duration(review.elapsed_ms());
  const int players = match.game().num_players();
  for (int p = 0; p < players; ++p) {
    int counts[kNumMoveClasses] = {};
    int moves = 0;
    double loss = 0;
    for (const MoveAnalysis& m : analysis->moves)
      if (m.player == p) ++counts[int(m.move_class)], ++moves, loss += m.loss;
    char line[200];
    std::snprintf(line, sizeof line, "\n%s: %s, %s, %s; average loss %.1f",
                  match.seats()[std::size_t(p)].name.c_str(),
                  plural(counts[int(MoveClass::kInaccuracy)], "inaccuracy", "inaccuracies").c_str(),
                  plural(counts[int(MoveClass::kMistake)], "mistake", "mistakes").c_str(),
                  plural(counts[int(MoveClass::kBlunder)], "blunder", "blunders").c_str(),
                  moves ? loss / moves : 0.0);
    out += line;
  }
  return out;
}

// The viewed position in one line, with the analysis of the move that led there.
std::string viewed_text(const ReviewBoard& review) {
  const int move = review.viewed_move();
  std::string out = move == 0 ? "the start" : "after move " + std::to_string(move);
  if (review.following()) out += " (the game as it stands)";
  if (const MoveAnalysis* m = review.viewed_analysis()) {
    out += ": " + m->move + " " + move_class_name(m->move_class) + ", " +
           std::to_string(int(m->eval_before)) + " -> " + std::to_string(int(m->eval_after)) +
           ", best " + m->best;
    if (!m->reason.empty()) out += "; " + m->reason;
  }
  return out;
}

std::string lines_text(const ReviewBoard& review) {
  if (!review.lines_error().empty() && review.lines_current())
    return "no lines: " + review.lines_error();
  if (!review.lines_current()) return "searching the lines";
  if (review.lines().empty()) return "no lines: the game is over here";
  std::string out;
  for (std::size_t i = 0; i < review.lines().size(); ++i) {
    const PvLine& l = review.lines()[i];
    std::string line;
    for (const auto& n : l.line_notation) line += (line.empty() ? "" : " ") + n;
    out += (i ? "\n" : "") + std::to_string(i + 1) + ". " + l.notation + " " + score_text(l.score) +
           ": " + line;
  }
  return out;
}

Out cmd_start(ConsoleHost& host, const Target& t, const Args& a) {
  ReviewSettings settings = t.review->settings();
  bool wait = false;
  Args agent;
  for (const std::string& word : a) {
    if (word == "wait") {
      wait = true;
    } else if (word.rfind("nodes=", 0) == 0) {
      auto n = parse_int(word.substr(6), "nodes", 1, 1 << 30);
      if (!n) return fail(n.error());
      settings.nodes = std::uint64_t(*n);
    } else if (auto ms = parse_duration_ms(word.rfind("time=", 0) == 0 ? word.substr(5) : word);
               ms && !word.empty() && (std::isdigit((unsigned char)word[0]) || word[0] == 't')) {
      if (*ms < 1 || *ms > 600000) return fail("time: from 1ms to 10m a position");
      settings.time_ms = *ms;
      settings.nodes = 0;
    } else {
      agent.push_back(word);
    }
  }
  if (!agent.empty()) settings.agent = join(agent, 0);
  const ReviewSettings old = t.review->settings();
  t.review->settings() = settings;
  if (auto started = t.review->start(t.session->match()); !started) {
    t.review->settings() = old;
    return fail(started.error());
  }
  (void)host.show_panel("review");
  if (wait) {
    t.review->wait(t.session->match());
    return summary(*t.review, t.session->match());
  }
  const Match& m = t.session->match();
  return "reviewing " + plural(t.review->num_moves(), "move", "moves") + " with " +
         (settings.agent.empty() ? default_review_agent(m.initial()) : settings.agent) + ", " +
         budget_text(settings) + " a position";
}

Out cmd_goto(const Target& t, const Args& a) {
  if (a.size() != 2) return fail("usage: review goto <move | start | end>");
  if (a[1] == "start") {
    t.review->jump(0);
  } else if (a[1] == "end") {
    t.review->jump(t.review->num_actions());
  } else {
    auto n = parse_int(a[1], "the move", 0, t.review->num_moves());
    if (!n) return fail(n.error());
    t.review->jump_to_move(*n);
  }
  return viewed_text(*t.review);
}

Out cmd_step(const Target& t, const Args& a) {
  if (a.size() != 2) return fail("usage: review step <+n | -n>");
  auto n = parse_int(a[1], "the steps", -100000, 100000);
  if (!n) return fail(n.error());
  t.review->step(*n);
  return viewed_text(*t.review);
}

Out cmd_lines(const Target& t, const Args& a) {
  if (a.size() == 1) return lines_text(*t.review);
  auto n = parse_int(a[1], "the lines", 0, kMaxPvLines);
  if (!n) return fail(n.error());
  t.review->settings().lines = *n;
  if (a.size() == 3 && a[2] == "wait" && *n > 0) {
    t.review->wait_for_lines(*t.session);
    return lines_text(*t.review);
  }
  if (a.size() > 2) return fail("usage: review lines [0-5 [wait]]");
  return *n == 0 ? "no best lines" : plural(*n, "line", "lines") + " at the viewed position";
}

Out cmd_play(ConsoleHost& host, const Target& t, const Args& a) {
  if (a.size() < 2) return fail("usage: review play <seat,seat,...> (human or an agent each)");
  std::vector<std::string> controllers;
  std::istringstream words(join(a, 1));
  for (std::string w; std::getline(words, w, ',');) controllers.push_back(w);
  const AnyGame position = t.review->viewed_position();
  if (int(controllers.size()) != position.num_players())
    return fail(std::to_string(controllers.size()) + " seats given but the game has " +
                std::to_string(position.num_players()) + " players");
  for (const std::string& c : controllers)
    if (c != "human")
      if (auto agent = make_agent(c); !agent) return fail(agent.error());
  if (auto started = host.play_from(position, seats_from_specs(controllers)); !started)
    return fail(started.error());
  return std::string("a new game from this position");
}

Out cmd_review(ConsoleHost& host, const Args& a) {
  auto t = need_review(host);
  if (!t) return fail(t.error());
  const std::string sub = a.empty() ? "" : a[0];
  if (sub == "status") return summary(*t->review, t->session->match());
  if (sub == "stop") {
    if (!t->review->analysing()) return fail("no review is running");
    t->review->cancel();
    return std::string("stopping: the moves searched so far stay");
  }
  if (sub == "goto") return cmd_goto(*t, a);
  if (sub == "step") return cmd_step(*t, a);
  if (sub == "lines") return cmd_lines(*t, a);
  if (sub == "play") return cmd_play(host, *t, a);
  if (sub == "show") {
    if (auto shown = host.show_panel("review"); !shown) return fail(shown.error());
    return summary(*t->review, t->session->match());
  }
  return cmd_start(host, *t, a);
}

}  // namespace

std::vector<ConsoleCommand> review_commands() {
  return {{"review",
           "review [time | nodes=N] [agent spec] [wait] | review status|stop|show | review goto "
           "<move|start|end> | review step <n> | review lines [0-5 [wait]] | review play "
           "<seat,...>",
           "analyse the game (the Review window): every move's evaluation, class and reason; "
           "browse it, its best lines, and play on from any position",
           cmd_review, [](ConsoleHost&, int i) {
             return i == 0 ? std::vector<std::string>{"status", "stop", "show", "goto",  "step",
                                                      "lines",  "play", "wait", "nodes="}
                           : std::vector<std::string>{};
           }}};
}

}  // namespace bl
