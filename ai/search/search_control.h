#pragma once
#include <chrono>
#include <cstdint>
#include <functional>
#include <limits>

#include "ai/search/search_types.h"

namespace bl {

// Polled by a search to learn whether another thread asked it to stop (Agent::stop()).
using StopCheck = std::function<bool()>;

// When a game's root solver (search_hooks.h) gives up: at `at` (max(): never, as without a
// time limit, where node budgets alone keep a search repeatable), or once `stop` says that
// another thread asked the search to stop (empty: never asked).
struct SolverDeadline {
  using Clock = std::chrono::steady_clock;
  Clock::time_point at = Clock::time_point::max();
  StopCheck stop = nullptr;

  // Whether the solver must give up now (reads the clock and the stop request).
  bool passed() const {
    return (at != Clock::time_point::max() && Clock::now() >= at) || (stop && stop());
  }
};

// How often SearchControl::poll() reads the clock and the stop request, and the share of the
// time limit a search may use: the rest pays for unwinding the search, building the decision
// and the caller's own work, so the move stays within its limit. The seeds' ports keep the
// rhythm they were measured with (ai/gomoku and ai/chinese_checkers agent support).
struct SearchPolling {
  std::uint32_t interval = 4;
  double time_share = 0.97;
};

// The limits of one search and the clock: time, depth and nodes in any combination, plus a
// stop request from another thread. poll() is called once per node (or playout); it reads
// the clock and the stop request only every `interval` calls so that it stays cheap, which
// keeps a stop within about a millisecond and a time limit within its 10% margin.
class SearchControl {
 public:
  // The solver's clock: deadline() gives the moments that SolverDeadline::at holds.
  using Clock = SolverDeadline::Clock;
  static constexpr std::uint32_t kPollInterval = SearchPolling{}.interval;

  SearchControl(const SearchLimits& limits, StopCheck stop_check, SearchPolling polling = {})
      : limits_(limits),
        stop_check_(std::move(stop_check)),
        polling_(polling),
        start_(Clock::now()) {}

  const SearchLimits& limits() const { return limits_; }

  // True once the search must end; `nodes` is the count so far.
  bool poll(std::uint64_t nodes) {
    if (stopped_) return true;
    if (limits_.max_nodes > 0 && nodes >= limits_.max_nodes) return stop(false);
    if (++calls_ % polling_.interval != 0) return false;
    return check_now();
  }

  // Reads the clock and the stop request now.
  bool check_now() {
    if (stopped_) return true;
    if (stop_check_ && stop_check_()) return stop(true);
    if (limits_.time_ms > 0 && elapsed_ms() >= polling_.time_share * double(limits_.time_ms))
      return stop(false);
    return false;
  }

  bool stopped() const { return stopped_; }
  // Stopped by another thread rather than by a limit.
  bool stopped_by_request() const { return by_request_; }

  // Whether starting another iteration is worth it: an iteration usually takes several
  // times longer than the one before, so past half the time (`share`) it would rarely
  // finish. A search that keeps a cut-short iteration's best move may start later.
  bool may_start_iteration(double share = 0.5) const {
    if (stopped_) return false;
    return limits_.time_ms <= 0 || elapsed_ms() < share * double(limits_.time_ms);
  }

  // The moment when `share` of the time limit will have passed (max() without a limit).
  Clock::time_point deadline(double share) const {
    if (limits_.time_ms <= 0) return Clock::time_point::max();
    return start_ + std::chrono::duration_cast<Clock::duration>(
                        std::chrono::duration<double, std::milli>(share * double(limits_.time_ms)));
  }

  // The root solver's deadline: `share` of the time limit, or a stop request.
  SolverDeadline solver_deadline(double share) const { return {deadline(share), stop_check_}; }

  double elapsed_ms() const {
    return std::chrono::duration<double, std::milli>(Clock::now() - start_).count();
  }
  // Milliseconds left of the time limit (infinite without one).
  double remaining_ms() const {
    if (limits_.time_ms <= 0) return std::numeric_limits<double>::infinity();
    return double(limits_.time_ms) - elapsed_ms();
  }
  // Whether a stop was requested or `share` of the time limit is gone (reads the clock and
  // the request now; never by time without a time limit).
  bool past(double share) const {
    return (stop_check_ && stop_check_()) ||
           (limits_.time_ms > 0 && elapsed_ms() >= share * double(limits_.time_ms));
  }

 private:
  bool stop(bool by_request) {
    stopped_ = true;
    by_request_ = by_request;
    return true;
  }

  SearchLimits limits_;
  StopCheck stop_check_;
  SearchPolling polling_;
  Clock::time_point start_;
  std::uint32_t calls_ = 0;
  bool stopped_ = false;
  bool by_request_ = false;
};

}  // namespace bl
