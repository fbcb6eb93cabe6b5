#include "tools/protocol/gomocup_loop.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <future>
#include <mutex>
#include <sstream>
#include <streambuf>
#include <thread>

namespace bl {
namespace {

using namespace std::chrono_literals;

// An agent that thinks until it is stopped or released (or a minute passes): a search
// that only a stop can end in time.
class SlowAgent : public Agent {
 public:
  std::string spec() const override { return "slow"; }
  Decision decide(const AnyGame& game, const PositionHistory&, const SearchLimits&,
                  SearchObserver*) override {
    clear_stop();
    ++searches_started;
    const auto give_up = std::chrono::steady_clock::now() + 60s;
    while (!stop_requested() && !released && std::chrono::steady_clock::now() < give_up)
      std::this_thread::sleep_for(1ms);
    Decision decision;
    decision.move = game.legal_moves().front();
    return decision;
  }
  std::atomic<int> searches_started{0};
  std::atomic<bool> released{false};
};

// Input that blocks until the test writes more or closes it, like a manager's pipe.
class PipeInput : public std::streambuf {
 public:
  void write(const std::string& text) {
    std::lock_guard lock(mutex_);
    pending_ += text;
    more_.notify_all();
  }
  void close() {
    std::lock_guard lock(mutex_);
    closed_ = true;
    more_.notify_all();
  }

 protected:
  int_type underflow() override {
    std::unique_lock lock(mutex_);
    more_.wait(lock, [&] { return closed_ || !pending_.empty(); });
    if (pending_.empty()) return traits_type::eof();
    current_ = std::move(pending_);
    pending_.clear();
    setg(current_.data(), current_.data(), current_.data() + current_.size());
    return traits_type::to_int_type(current_[0]);
  }

 private:
  std::mutex mutex_;
  std::condition_variable more_;
  std::string pending_, current_;
  bool closed_ = false;
};

// The brain's answers, collected from its worker thread.
class Answers {
 public:
  LineSink sink() {
    return [this](const std::string& line) {
      std::lock_guard lock(mutex_);
      lines_.push_back(line);
    };
  }
  std::vector<std::string> lines() {
    std::lock_guard lock(mutex_);
    return lines_;
  }

 private:
  std::mutex mutex_;
  std::vector<std::string> lines_;
};

struct Harness {
  Harness() {
    auto owned = std::make_unique<SlowAgent>();
    agent = owned.get();
    auto session = EngineSession::create("gomoku", std::move(owned));
    EXPECT_TRUE(session.ok());
    brain = std::make_unique<GomocupBrain>(std::move(session.value()));
  }
  ~Harness() {
    agent->released = true;  // a failed test must not leave the loop thinking for a minute
    input.close();
    if (loop.valid()) loop.wait();
  }
  void run() {
    loop = std::async(std::launch::async, [this] {
      std::istream in(&input);
      run_gomocup_loop(*brain, in, answers.sink());
    });
  }
  // Waits (generously) until the brain is searching.
  bool searching() {
    for (int i = 0; i < 10000 && agent->searches_started == 0; ++i)
      std::this_thread::sleep_for(1ms);
    return agent->searches_started > 0;
  }

  SlowAgent* agent = nullptr;
  std::unique_ptr<GomocupBrain> brain;
  PipeInput input;
  Answers answers;
  std::future<void> loop;
};

bool is_move(const std::string& line) {
  int x = -1, y = -1;
  return std::sscanf(line.c_str(), "%d,%d", &x, &y) == 2 && x >= 0 && y >= 0;
}

// Item 4: without the stop the brain would think for a minute.
TEST(GomocupLoop, EndStopsASearchAtOnce) {
  Harness h;
  h.run();
  h.input.write("START 15\nINFO timeout_turn 60000\nBEGIN\n");
  ASSERT_TRUE(h.searching());
  h.input.write("END\n");
  EXPECT_EQ(h.loop.wait_for(2s), std::future_status::ready);
  const auto lines = h.answers.lines();
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[0], "OK");
  EXPECT_TRUE(is_move(lines[1])) << lines[1];  // the stopped search still answers
}

TEST(GomocupLoop, EndOfInputStopsASearchAtOnce) {
  Harness h;
  h.run();
  h.input.write("START 15\nINFO timeout_turn 60000\nBEGIN\n");
  ASSERT_TRUE(h.searching());
  h.input.close();
  EXPECT_EQ(h.loop.wait_for(2s), std::future_status::ready);
}

TEST(GomocupLoop, EndInsideABoardBlockStopsTheSearch) {
  Harness h;
  h.run();
  h.input.write("START 15\nINFO timeout_turn 60000\nBOARD\n7,7,2\nDONE\n");
  ASSERT_TRUE(h.searching());
  h.input.write("BOARD\n8,8,1\nEND\n");
  EXPECT_EQ(h.loop.wait_for(2s), std::future_status::ready);
}

// Commands read during a search wait for the move, then are answered in order.
TEST(GomocupLoop, CommandsDuringASearchAreAnsweredAfterTheMove) {
  Harness h;
  h.run();
  h.input.write("START 15\nINFO timeout_turn 60000\nBEGIN\n");
  ASSERT_TRUE(h.searching());
  h.input.write("ABOUT\nDANCE\n");
  EXPECT_EQ(h.answers.lines(), std::vector<std::string>{"OK"});  // the worker is still searching
  h.agent->released = true;
  h.input.write("END\n");
  ASSERT_EQ(h.loop.wait_for(10s), std::future_status::ready);
  const auto lines = h.answers.lines();
  ASSERT_EQ(lines.size(), 4u);
  EXPECT_TRUE(is_move(lines[1])) << lines[1];
  EXPECT_EQ(lines[2].rfind("name=\"BoardLab\"", 0), 0u);
  EXPECT_EQ(lines[3], "UNKNOWN command 'DANCE'");
}

// A piped script ends with END (or no more input) right behind its commands: they are all
// answered, each search now returning at once.
TEST(GomocupLoop, APipedScriptGetsAllItsAnswers) {
  auto session = EngineSession::create("gomoku", "random seed=3");
  ASSERT_TRUE(session.ok());
  GomocupBrain brain(std::move(session.value()));
  std::istringstream in("START 15\r\nTURN 7,7\r\nRESTART\r\nTURN 7,7\r\nABOUT\r\nEND\r\nABOUT\r\n");
  Answers answers;
  run_gomocup_loop(brain, in, answers.sink());
  const auto lines = answers.lines();
  ASSERT_EQ(lines.size(), 5u);
  EXPECT_EQ(lines[0], "OK");
  EXPECT_TRUE(is_move(lines[1]));
  EXPECT_EQ(lines[2], "OK");
  EXPECT_TRUE(is_move(lines[3]));
  EXPECT_EQ(lines[4].rfind("name=", 0), 0u);  // once: nothing after END is read
}

// Item 5: a 100 KiB line is discarded with one short ERROR, and reading goes on.
TEST(GomocupLoop, ATooLongLineIsDiscardedWithOneError) {
  auto session = EngineSession::create("gomoku", "random seed=3");
  ASSERT_TRUE(session.ok());
  GomocupBrain brain(std::move(session.value()));
  std::istringstream in("START 15\n" + std::string(100 * 1024, 'Z') + "\nABOUT\n");
  Answers answers;
  run_gomocup_loop(brain, in, answers.sink());
  const auto lines = answers.lines();
  ASSERT_EQ(lines.size(), 3u);
  EXPECT_EQ(lines[1], "ERROR a line longer than 65536 bytes was discarded");
  EXPECT_EQ(lines[2].rfind("name=", 0), 0u);
}

}  // namespace
}  // namespace bl
