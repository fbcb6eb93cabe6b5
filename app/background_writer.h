#pragma once
#include <condition_variable>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

namespace bl {

// Writes files atomically on its own thread, so the frame loop never waits for a disk
// (the atomic write flushes to disk). Only the newest text per post matters: an autosave
// that is overtaken by a newer one is skipped.
class BackgroundWriter {
 public:
  BackgroundWriter();
  ~BackgroundWriter();  // finishes the pending write
  BackgroundWriter(const BackgroundWriter&) = delete;
  BackgroundWriter& operator=(const BackgroundWriter&) = delete;

  void post(std::string path, std::string text);
  // Blocks until everything posted so far is written (tests, shutdown).
  void flush();
  // Whether a posted text is not yet on disk.
  bool busy();
  // The error of the last failed write, once; empty if none.
  std::string take_error();

 private:
  void run();

  std::mutex mutex_;
  std::condition_variable wake_;
  std::condition_variable idle_;
  std::optional<std::pair<std::string, std::string>> pending_;
  bool writing_ = false;
  bool quit_ = false;
  std::string error_;
  std::thread thread_;
};

}  // namespace bl
