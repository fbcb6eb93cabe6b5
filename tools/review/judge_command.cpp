#include "tools/review/judge_command.h"

#include <cctype>
#include <optional>
#include <ostream>

#include "core/common/quote_text.h"
#include "core/match/time_control.h"
#include "tools/arena/external_agent.h"
#include "tools/review/game_judge.h"
#include "tools/review/judge_records.h"
#include "tools/review/judge_report.h"
#include "tools/review/review_command.h"

namespace bl {
namespace {

constexpr std::int64_t kMaxJudgeTimeMs = 3600 * 1000;

// Only a Gomocup brain: its search summaries are what the judgement is read from.
Result<EngineSpec> judge_spec(const std::string& text) {
  using R = Result<EngineSpec>;
  auto spec = parse_engine_spec(text);
  if (!spec) return R::failure("--judge: " + spec.error());
  if (!spec.value())
    return R::failure("--judge: " + quote_input(text) +
                      " is not an engine spec; write gomocup[name=NAME;init=LINE]:COMMAND");
  if (spec.value()->protocol != EngineSpec::Protocol::kGomocup)
    return R::failure("--judge: " + quote_input(text) +
                      " is a GTP engine; only a Gomocup brain can judge (gomocup:COMMAND)");
  return *spec.value();
}

// A line sent as it is must stay one line, and say something.
Status check_each_lines(const std::vector<std::string>& lines) {
  for (const std::string& line : lines) {
    if (line.find_first_not_of(" \t") == std::string::npos)
      return Status::failure("--judge-each: an empty line");
    for (char c : line)
      if (std::iscntrl(static_cast<unsigned char>(c)))
        return Status::failure("--judge-each: " + quote_input(line) +
                               " holds a control character (a line break?)");
  }
  return {};
}

Status check_request(const JudgeRequest& r) {
  if (r.losses && r.side.empty()) return Status::failure("--losses needs --side: whose losses?");
  if (r.openings < 0) return Status::failure("--openings must be at least 0");
  return check_each_lines(r.each_lines);
}

JudgeRun empty_run(const JudgeRequest& r, const EngineSpec& spec, std::int64_t turn_ms) {
  JudgeRun run;
  run.judge = spec.name;
  run.spec = spec.text;
  run.turn_ms = turn_ms;
  run.each_lines = r.each_lines;
  run.side = r.side;
  run.losses = r.losses;
  run.to_end = r.to_end;
  run.openings = r.openings;
  return run;
}

// Judges every task with one brain, started for the first game and started again only
// for a game of other rules (the board size and the rule are told at the start).
void judge_all(const JudgeRequest& request, const EngineSpec& spec, const JudgeSettings& settings,
               const std::vector<JudgeTask>& tasks, JudgeRun& run, std::ostream& out,
               ReviewStopper* stopper) {
  ExternalAgent judge(spec, EngineSettings());
  std::optional<OptionMap> started_for;
  for (const JudgeTask& task : tasks) {
    if (stopper && stopper->stop_requested()) {
      run.stopped = true;
      break;
    }
    const OptionMap rules = task.match.initial().rules();
    if (started_for != rules) {
      if (auto ok = judge.begin_game(task.match.initial(), judge_clock(settings)); !ok) {
        run.error = ok.error();
        break;
      }
      started_for = rules;
    }
    JudgedGame& game = run.games.emplace_back(unjudged_game(task.file, task.match, task.side));
    const Status judged = judge_game(judge, task.match, settings, game, stopper);
    if (!request.json) out << judge_game_text(game) << std::flush;
    if (!judged) run.error = judged.error();
    if (!judged || game.stopped) {
      run.stopped = run.error.empty();
      break;
    }
  }
  judge.shut_down();
}

}  // namespace

Result<std::int64_t> judge_time_ms(const std::string& text) {
  using R = Result<std::int64_t>;
  // A bare number would be seconds to parse_duration_ms but milliseconds to the brain's
  // INFO timeout_turn: ask for the unit rather than guess.
  if (text.empty()) return R::failure("--judge-time is empty; give a duration, e.g. 30s");
  if (std::isdigit(static_cast<unsigned char>(text.back())))
    return R::failure("--judge-time needs a unit, e.g. --judge-time " + text + "s");
  auto ms = parse_duration_ms(text);
  if (!ms) return R::failure("--judge-time: " + ms.error());
  if (ms.value() < 1) return R::failure("--judge-time must be at least 1ms");
  if (ms.value() > kMaxJudgeTimeMs) return R::failure("--judge-time must be at most 1h");
  return ms.value();
}

int run_judge_command(const JudgeRequest& request, std::ostream& out, std::ostream& err,
                      ReviewStopper* stopper) {
  auto spec = judge_spec(request.judge);
  if (!spec) return review_bad_input(err, spec.error());
  auto turn_ms = judge_time_ms(request.judge_time);
  if (!turn_ms) return review_bad_input(err, turn_ms.error());
  if (auto ok = check_request(request); !ok) return review_bad_input(err, ok.error());
  auto tasks = judge_tasks(request.records, spec.value(), request.side, request.losses);
  if (!tasks) return review_bad_input(err, tasks.error());

  const JudgeSettings settings{turn_ms.value(), request.each_lines, request.openings,
                               request.to_end};
  JudgeRun run = empty_run(request, spec.value(), turn_ms.value());
  run.skipped = tasks->skipped;
  judge_all(request, spec.value(), settings, tasks.value().tasks, run, out, stopper);
  out << (request.json ? judge_json(run) : judge_summary_text(run)) << std::flush;
  if (run.error.empty()) return 0;
  err << "review: judge '" << run.judge << "': " << run.error << "\n";
  return kJudgeFailed;
}

}  // namespace bl
