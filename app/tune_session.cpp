#include "app/tune_session.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <thread>

#include "ai/agent_registry.h"
#include "ai/agents/weighted_agent.h"
#include "app/game_session.h"
#include "app/match_setup.h"
#include "core/match/time_control.h"
#include "core/records/atomic_file.h"

namespace bl {
namespace {

constexpr double kViewEverySeconds = 0.25;

int games_per_iteration(const std::string& opponent) { return opponent.empty() ? 2 : 4; }

std::string seat_text(int seat) { return "seat " + std::to_string(seat + 1); }

// The weighted agent of a seat, or an error naming the seat and what sits there.
Result<WeightedAgent*> seat_agent(GameSession& session, int seat) {
  using R = Result<WeightedAgent*>;
  const int players = session.game().num_players();
  if (seat < 0 || seat >= players)
    return R::failure("no " + seat_text(seat) + ": the game has " + std::to_string(players) +
                      " seats");
  WeightedAgent* w = as_weighted(session.agent(seat).get());
  if (!w)
    return R::failure(seat_text(seat) + " (" +
                      session.match().seats()[std::size_t(seat)].controller +
                      ") has no evaluation weights");
  return w;
}

std::string budget_text(const TuneSettings& s) {
  return s.nodes > 0 ? std::to_string(s.nodes) + " nodes" : format_duration(s.time_ms);
}

}  // namespace

std::string default_tune_agent(const std::string& game) {
  const std::string strongest = strongest_agent(game);
  auto agent = make_agent(strongest);
  if (agent && as_weighted(agent->get()) && as_weighted(agent->get())->weights(game))
    return strongest;
  return "alphabeta";
}

int max_tune_threads() { return std::max(1, int(std::thread::hardware_concurrency())); }

Status check_tune_settings(const TuneSettings& s) {
  auto outside = [](const char* what, const std::string& range) {
    return Status::failure(std::string(what) + " must be " + range);
  };
  if (s.nodes == 0 && (s.time_ms < 1 || s.time_ms > kMaxTuneTimeMs))
    return outside("the time a move", "from 1ms to " + format_duration(kMaxTuneTimeMs));
  if (s.nodes > kMaxTuneNodes)
    return outside("the nodes a move", "from 1 to " + std::to_string(kMaxTuneNodes));
  if (s.games < 1 || s.games > kMaxTuneGames)
    return outside("the games", "from 1 to " + std::to_string(kMaxTuneGames));
  if (s.threads < 1 || s.threads > max_tune_threads())
    return outside("the threads", "from 1 to " + std::to_string(max_tune_threads()));
  if (!(s.perturbation > 0 && s.perturbation <= 0.5))
    return outside("the perturbation", "above 0 and at most 0.5 (of each weight's range)");
  if (!(s.learning_rate > 0 && s.learning_rate <= 10))
    return outside("the learning rate", "above 0 and at most 10");
  return {};
}

Result<TuneTarget> resolve_tune_target(GameSession& session, const TuneSettings& settings) {
  using R = Result<TuneTarget>;
  const std::string game = session.game().game_name();
  int seat = settings.seat;
  if (seat < 0 && settings.agent.empty())
    for (int p = 0; p < session.game().num_players() && seat < 0; ++p)
      if (as_weighted(session.agent(p).get())) seat = p;
  if (seat >= 0) {
    auto w = seat_agent(session, seat);
    if (!w) return R::failure(w.error());
    std::optional<WeightSet> weights = (*w)->weights(game);
    if (!weights) return R::failure(seat_text(seat) + "'s agent has no weights for " + game);
    return TuneTarget{seat, session.agent(seat)->spec(), weights};
  }
  return TuneTarget{-1, settings.agent.empty() ? default_tune_agent(game) : settings.agent, {}};
}

const char* tune_state_name(TuningJob::State state) {
  switch (state) {
    case TuningJob::State::kRunning:
      return "running";
    case TuningJob::State::kPaused:
      return "paused";
    case TuningJob::State::kStopped:
      return "stopped";
    case TuningJob::State::kFinished:
      return "finished";
  }
  return "?";
}

TuneSession::~TuneSession() = default;  // the job's destructor stops and joins

Status TuneSession::start(GameSession& session) {
  sample();
  if (going()) return Status::failure("a tuning run is going: stop it first");
  if (auto ok = check_tune_settings(settings_); !ok) return ok;
  auto target = resolve_tune_target(session, settings_);
  if (!target) return Status::failure(target.error());
  TuningSetup setup;
  setup.game = session.game().game_name();
  setup.rules = session.game().rules();
  setup.agent = target->agent;
  setup.opponent = settings_.opponent;
  setup.weights = settings_.weights;
  setup.limits.per_move = SearchLimits{};
  if (settings_.nodes > 0)
    setup.limits.per_move.max_nodes = settings_.nodes;
  else
    setup.limits.per_move.time_ms = settings_.time_ms;
  auto planned = plan_tuning(setup);
  if (!planned) return Status::failure(planned.error());
  TuningPlan plan = std::move(planned).value();
  // A seat's run starts from the weights the seat plays with now (sliders, profiles).
  if (target->weights) {
    plan.base = *target->weights;
    for (TunedWeight& w : plan.tuned) w.start = std::clamp(plan.base.get(w.name), w.min, w.max);
  }

  SpsaSettings spsa;
  spsa.iterations = std::max(1, settings_.games / games_per_iteration(settings_.opponent));
  spsa.perturbation = settings_.perturbation;
  spsa.learning_rate = settings_.learning_rate;
  spsa.batch = settings_.threads;
  spsa.seed = settings_.seed;
  TuningJobOptions options;
  // About 200 points of theta's history, and a check pair (10% more games at most) often
  // enough for about 100 points of the running Elo.
  options.record_every = std::max(1, spsa.iterations / 200);
  options.check_every = std::max(10, spsa.iterations / 100);

  job_.reset();  // a stopped or finished run: its thread has ended or ends at its next move
  job_ = std::make_unique<TuningJob>(std::move(plan), spsa, options);
  used_ = settings_;
  tuned_seat_ = target->seat;
  running_seconds_ = 0;
  job_->start();
  sampled_at_ = Clock::now();
  shown_ = job_->snapshot();
  return {};
}

Status TuneSession::pause() {
  sample();
  if (!going()) return Status::failure("no tuning run is going");
  if (shown_.state == TuningJob::State::kPaused)
    return Status::failure("the run is paused already");
  job_->pause();
  sample();
  return {};
}

Status TuneSession::resume() {
  sample();
  if (!going()) return Status::failure("no tuning run is going");
  if (shown_.state != TuningJob::State::kPaused) return Status::failure("the run is not paused");
  job_->resume();
  sample();
  return {};
}

Status TuneSession::stop() {
  sample();
  if (!going()) return Status::failure("no tuning run is going");
  job_->stop();
  sample();
  return {};
}

bool TuneSession::going() {
  if (!job_) return false;
  const TuningJob::State s = view().state;
  return s == TuningJob::State::kRunning || s == TuningJob::State::kPaused;
}

void TuneSession::sample() {
  if (!job_) return;
  const Clock::time_point now = Clock::now();
  const bool was_running = shown_.state == TuningJob::State::kRunning;
  if (was_running) running_seconds_ += std::chrono::duration<double>(now - sampled_at_).count();
  sampled_at_ = now;
  shown_ = job_->snapshot();
}

const TuningJob::Snapshot& TuneSession::view() {
  if (job_ &&
      std::chrono::duration<double>(Clock::now() - sampled_at_).count() >= kViewEverySeconds)
    sample();
  return shown_;
}

const TuningJob::Snapshot& TuneSession::fresh() {
  sample();
  return shown_;
}

TuneProgress TuneSession::progress() {
  const TuningJob::Snapshot& s = view();
  TuneProgress p;
  p.games = s.done * s.games_per_iteration;
  p.total = s.iterations * s.games_per_iteration;
  if (running_seconds_ > 0.5 && p.games > 0) {
    p.games_per_second = p.games / running_seconds_;
    p.eta_seconds = (p.total - p.games) / p.games_per_second;
  }
  if (s.state == TuningJob::State::kFinished) p.eta_seconds = 0;
  return p;
}

std::string TuneSession::description() const {
  const TuningPlan* p = plan();
  if (!p) return "no tuning run yet";
  std::string rules = format_options(p->start.rules());
  std::string out = p->setup.game + (rules.empty() ? "" : " " + rules) + ", " + p->setup.agent;
  if (tuned_seat_ >= 0) out += " (" + seat_text(tuned_seat_) + ")";
  out +=
      ", " + std::to_string(p->tuned.size()) + (p->tuned.size() == 1 ? " weight, " : " weights, ");
  out += std::to_string(shown_.iterations * shown_.games_per_iteration) + " games at " +
         budget_text(used_) + " a move, ";
  out += p->setup.opponent.empty() ? "self-play" : "against " + p->setup.opponent;
  return out;
}

Status TuneSession::use(GameSession& session, int seat) {
  if (!job_) return Status::failure("no tuning run yet: start one with 'tune start'");
  const TuningPlan& plan = job_->plan();
  const std::string game = session.game().game_name();
  if (game != plan.setup.game)
    return Status::failure("the run tuned " + plan.setup.game + " weights, not " + game + " ones");
  auto w = seat_agent(session, seat);
  if (!w) return Status::failure(w.error());
  std::optional<WeightSet> set = (*w)->weights(game);
  if (!set) return Status::failure(seat_text(seat) + "'s agent has no weights for " + game);
  const std::vector<double> theta = fresh().theta;
  for (std::size_t i = 0; i < plan.tuned.size() && i < theta.size(); ++i)
    if (auto ok = set->set(plan.tuned[i].name, theta[i]); !ok) return ok;
  return (*w)->set_weights(game, *set);
}

Status TuneSession::save_profile(const std::string& path) {
  if (!job_) return Status::failure("no tuning run yet: start one with 'tune start'");
  if (path.empty()) return Status::failure("no file name");
  const TuningJob::Snapshot& s = fresh();
  const TuningPlan& plan = job_->plan();
  const std::string header =
      "# tuned by SPSA in BoardLab: " + std::to_string(s.done * s.games_per_iteration) + " of " +
      std::to_string(s.iterations * s.games_per_iteration) + " games, " + plan.setup.game + " " +
      format_options(plan.start.rules()) + ", " + plan.setup.agent + "\n";
  return write_file_atomically(path, header + weights_with(plan, s.theta).to_profile_text());
}

std::string TuneSession::status_text() {
  if (!job_) return "no tuning run yet: 'tune start' begins one";
  const TuningJob::Snapshot s = fresh();
  const TuneProgress p = progress();
  char line[240];
  std::string out = description() + "\n";
  std::snprintf(line, sizeof line, "%s: %d of %d games", tune_state_name(s.state), p.games,
                p.total);
  out += line;
  if (p.games_per_second > 0) {
    std::snprintf(line, sizeof line, ", %.2f games/s", p.games_per_second);
    out += line;
    if (s.state == TuningJob::State::kRunning && p.eta_seconds > 0) {
      std::snprintf(line, sizeof line, ", %.0f s to go", std::ceil(p.eta_seconds));
      out += line;
    }
  }
  if (!s.elo_history.empty()) {
    const EloPoint& e = s.elo_history.back();
    std::snprintf(line, sizeof line, "; Elo against the start %+.0f +- %.0f (%d games)", e.elo,
                  e.margin, s.recent.games());
    out += line;
  }
  for (std::size_t i = 0; i < s.weights.size() && i < s.theta.size(); ++i) {
    const TunedWeight& w = s.weights[i];
    std::snprintf(line, sizeof line, "\n%-18s %10.4g (start %g, %g..%g)", w.name.c_str(),
                  s.theta[i], w.start, w.min, w.max);
    out += line;
  }
  return out;
}

}  // namespace bl
