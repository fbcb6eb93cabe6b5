#pragma once
#include <atomic>
#include <cstdint>
#include <ostream>
#include <string>

namespace bl {

// `tune`: SPSA tuning of an agent's evaluation weights by self-play or against a fixed
// opponent (one of our agents, or another program through the arena), with checkpoints,
// resume and a verification match (issue 26).
struct TuneRequest {
  std::string game = "nogo";
  std::string rules;  // "size=9"
  std::string agent = "alphabeta";
  std::string opponent;  // empty: self-play; "gomocup:..." / "gtp:...": another program
  std::string time;      // the clock of games against another program; empty: none
  std::int64_t max_memory_mib = 350;  // told to Gomocup brains, as arena's (not checkpointed)
  std::string weights;                // names, comma or space separated; empty: all; "none"
  std::string options;         // the agent's search options to tune too: "lmr_divisor=0.5..3,..."
  std::uint64_t nodes = 2000;  // per move
  int games = 2000;            // games of the tuning run
  int threads = 1;
  std::uint64_t seed = 1;
  double perturbation = 0.05;
  double learning_rate = 0.02;
  int opening_plies = 4;
  std::string out;             // profile path; the checkpoint is <out>.spsa
  int checkpoint_every = 200;  // games
  std::string resume;          // a checkpoint to go on from (its settings win)
  int verify = 400;            // games of tuned against the start; 0: none
  bool progress = false;       // a progress line on stderr
};

inline constexpr int kTuneBadInput = 2;

// 0 when the run (and verification) finished, 1 if stopped, 2 for bad input (one line on
// `err`). `stop` may be set from another thread (Ctrl-C).
int run_tune_command(const TuneRequest& request, std::ostream& out, std::ostream& err,
                     const std::atomic<bool>* stop);

}  // namespace bl
