#include "app/background_writer.h"

#include "core/records/atomic_file.h"

namespace bl {

BackgroundWriter::BackgroundWriter() : thread_([this] { run(); }) {}

BackgroundWriter::~BackgroundWriter() {
  {
    std::lock_guard lock(mutex_);
    quit_ = true;
  }
  wake_.notify_all();
  thread_.join();
}

void BackgroundWriter::post(std::string path, std::string text) {
  {
    std::lock_guard lock(mutex_);
    pending_.emplace(std::move(path), std::move(text));
  }
  wake_.notify_all();
}

void BackgroundWriter::flush() {
  std::unique_lock lock(mutex_);
  idle_.wait(lock, [this] { return !pending_ && !writing_; });
}

bool BackgroundWriter::busy() {
  std::lock_guard lock(mutex_);
  return pending_ || writing_;
}

std::string BackgroundWriter::take_error() {
  std::lock_guard lock(mutex_);
  return std::exchange(error_, {});
}

void BackgroundWriter::run() {
  std::unique_lock lock(mutex_);
  for (;;) {
    wake_.wait(lock, [this] { return quit_ || pending_; });
    if (!pending_) return;  // quitting with nothing left to write
    auto [path, text] = std::move(*pending_);
    pending_.reset();
    writing_ = true;
    lock.unlock();
    auto written = write_file_atomically(path, text);
    lock.lock();
    writing_ = false;
    if (!written) error_ = written.error();
    idle_.notify_all();
  }
}

}  // namespace bl
