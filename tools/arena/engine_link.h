#pragma once
#include <chrono>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/common/parse_result.h"
#include "core/common/status.h"
#include "tools/arena/child_process.h"

namespace bl {

// The line connection to a running engine, shared by the protocol clients: lines out,
// lines in before a deadline, and a bounded log of what the engine said besides its
// answers (kept in the game's record).
class EngineLink {
 public:
  using Clock = std::chrono::steady_clock;
  // `cancel` is polled while waiting (the agent's stop request).
  EngineLink(std::unique_ptr<ChildProcess> process, std::function<bool()> cancel);

  // False (with the reason in error()) once the engine has gone.
  Status send(const std::string& line);
  // The next line before `deadline`; failures say why ("engine did not answer in time").
  Result<std::string> receive(Clock::time_point deadline);

  // Keeps `line` (quoted, cut to a readable length) in the log; the first 200 only.
  void note(const std::string& line);
  const std::vector<std::string>& notes() const { return notes_; }
  const std::string& last_note() const;

  // Ends the engine: `goodbye` (e.g. "END", "quit") if given, then its process group.
  void close(const std::string& goodbye, std::int64_t grace_ms);

 private:
  std::unique_ptr<ChildProcess> process_;
  std::function<bool()> cancel_;
  std::vector<std::string> notes_;
  std::size_t dropped_notes_ = 0;
};

// How much of an engine's wrong answer an error quotes.
inline constexpr std::size_t kQuotedAnswerChars = 120;

}  // namespace bl
