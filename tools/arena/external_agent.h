#pragma once
#include <memory>
#include <string>
#include <vector>

#include "ai/agent.h"
#include "tools/arena/child_process.h"

namespace bl {

// Another program playing through an engine protocol, as an arena seat:
//   "gtp:<command line>"      a GTP engine (NoGo or Gomoku)
//   "gomocup:<command line>"  a Gomocup (piskvork) brain (Gomoku)
// The arena stays the referee: this agent relays moves and returns what the engine
// answers; a crash, a hang, a resignation or garbage comes back as no move, with the
// reason in Decision::notation.
class ExternalAgent : public Agent {
 public:
  enum class Protocol { kGtp, kGomocup };
  ExternalAgent(Protocol protocol, std::string command);
  std::string spec() const override;
  Decision decide(const AnyGame& game, const PositionHistory& history, const SearchLimits& limits,
                  SearchObserver* observer) override;
  void new_game() override;

 private:
  Result<bool> ensure_started(const AnyGame& game, std::int64_t time_ms);
  Result<std::string> request(const std::string& line, std::int64_t timeout_ms);
  Result<std::string> read_reply(std::int64_t timeout_ms);
  Result<int> ask_gtp(const AnyGame& game, const std::vector<int>& new_stones,
                      std::int64_t timeout_ms);
  Result<int> ask_gomocup(const AnyGame& game, const std::vector<int>& new_stones,
                          std::int64_t timeout_ms);

  Protocol protocol_;
  std::string command_;
  std::unique_ptr<ChildProcess> process_;
  std::vector<int> known_owner_;  // the board as the engine knows it
  int size_ = 0;
};

// Makes an external agent from "gtp:..." / "gomocup:...", or nullptr if `spec` names
// neither protocol.
std::unique_ptr<Agent> make_external_agent(const std::string& spec);

}  // namespace bl
