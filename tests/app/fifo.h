#pragma once
// FIFOs for the tests that every reader of the app refuses anything but a regular file:
// opening a FIFO with no writer to read it blocks until a writer comes, for ever.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <future>

namespace bl::test {

inline bool make_fifo(const std::filesystem::path& path) {
  return ::mkfifo(path.c_str(), 0600) == 0;
}

// Runs `read` on another thread and says whether it came back within a few seconds. If it
// did not (it is stuck opening the FIFO), a writer opens and closes the FIFO, so that the
// reader comes back and the test fails instead of hanging.
template <class Read>
bool returns_at_once(const std::filesystem::path& fifo, Read read) {
  auto done = std::async(std::launch::async, read);
  if (done.wait_for(std::chrono::seconds(5)) == std::future_status::ready) return true;
  const int writer = ::open(fifo.c_str(), O_WRONLY | O_NONBLOCK);
  if (writer >= 0) ::close(writer);
  done.wait();
  return false;
}

}  // namespace bl::test
