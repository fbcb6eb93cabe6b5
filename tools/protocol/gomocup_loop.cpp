#include "tools/protocol/gomocup_loop.h"

#include <cctype>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <future>
#include <mutex>
#include <optional>

#include "core/common/trim.h"
#include "tools/protocol/line_reader.h"

namespace bl {
namespace {

// Lines from the reading thread to the worker, until the input is closed.
class LineQueue {
 public:
  void push(LineReader::Line line) {
    {
      std::lock_guard lock(mutex_);
      lines_.push_back(std::move(line));
    }
    ready_.notify_one();
  }
  void close() {
    {
      std::lock_guard lock(mutex_);
      closed_ = true;
    }
    ready_.notify_one();
  }
  // The next line, or nothing once closed and empty.
  std::optional<LineReader::Line> pop() {
    std::unique_lock lock(mutex_);
    ready_.wait(lock, [&] { return closed_ || !lines_.empty(); });
    if (lines_.empty()) return std::nullopt;
    LineReader::Line line = std::move(lines_.front());
    lines_.pop_front();
    return line;
  }

 private:
  std::mutex mutex_;
  std::condition_variable ready_;
  std::deque<LineReader::Line> lines_;
  bool closed_ = false;
};

bool is_end(const LineReader::Line& line) {
  if (line.status != LineReader::Status::kLine) return false;
  std::string word(trim(line.text));
  for (char& c : word) c = char(std::toupper(static_cast<unsigned char>(c)));
  return word == "END";
}

void work(GomocupBrain& brain, LineQueue& queue, const LineSink& out) {
  while (auto line = queue.pop()) {
    const bool too_long = line->status == LineReader::Status::kTooLong;
    for (const std::string& answer : too_long ? brain.handle_too_long() : brain.handle(line->text))
      out(answer);
  }
}

}  // namespace

void run_gomocup_loop(GomocupBrain& brain, std::istream& in, const LineSink& out) {
  LineQueue queue;
  std::future<void> worker = std::async(std::launch::async, [&] { work(brain, queue, out); });
  LineReader reader(in);
  for (LineReader::Line line; (line = reader.next()).status != LineReader::Status::kEnd;) {
    if (is_end(line)) break;
    queue.push(std::move(line));
  }
  queue.close();
  // Stop again and again until the worker is done: Agent::decide clears the stop request as
  // it starts, so one made just before a search begins would be lost.
  do {
    brain.stop_searching();
  } while (worker.wait_for(std::chrono::milliseconds(10)) != std::future_status::ready);
  worker.get();
}

}  // namespace bl
