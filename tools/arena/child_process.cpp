#include "tools/arena/child_process.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <mutex>

namespace bl {
namespace {

// A child that dies must not kill the arena with SIGPIPE when we write to it.
void ignore_sigpipe_once() {
  static std::once_flag once;
  std::call_once(once, [] { signal(SIGPIPE, SIG_IGN); });
}

}  // namespace

Result<std::unique_ptr<ChildProcess>> ChildProcess::start(const std::string& command) {
  using R = Result<std::unique_ptr<ChildProcess>>;
  ignore_sigpipe_once();
  int in[2], out[2];
  // Close-on-exec, so that engines started by other arena threads do not inherit them.
  if (pipe2(in, O_CLOEXEC) != 0) return R::failure(std::string("pipe: ") + strerror(errno));
  if (pipe2(out, O_CLOEXEC) != 0) {
    close(in[0]);
    close(in[1]);
    return R::failure(std::string("pipe: ") + strerror(errno));
  }
  const pid_t pid = fork();
  if (pid < 0) {
    for (int fd : {in[0], in[1], out[0], out[1]}) close(fd);
    return R::failure(std::string("fork: ") + strerror(errno));
  }
  if (pid == 0) {  // the child: only async-signal-safe calls until exec
    dup2(in[0], STDIN_FILENO);
    dup2(out[1], STDOUT_FILENO);
    const int null = open("/dev/null", O_WRONLY);
    if (null >= 0) dup2(null, STDERR_FILENO);
    execl("/bin/sh", "sh", "-c", command.c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  close(in[0]);
  close(out[1]);
  return std::unique_ptr<ChildProcess>(new ChildProcess(pid, in[1], out[0]));
}

ChildProcess::ChildProcess(pid_t pid, int to_child, int from_child)
    : pid_(pid), to_child_(to_child), from_child_(from_child) {}

ChildProcess::~ChildProcess() {
  close(to_child_);
  close(from_child_);
  kill(pid_, SIGKILL);
  waitpid(pid_, nullptr, 0);
}

bool ChildProcess::write_line(const std::string& line) {
  const std::string data = line + "\n";
  std::size_t sent = 0;
  while (sent < data.size()) {
    const ssize_t n = write(to_child_, data.data() + sent, data.size() - sent);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    sent += std::size_t(n);
  }
  return true;
}

ChildProcess::ReadStatus ChildProcess::read_line(std::string& line, std::int64_t timeout_ms,
                                                 const std::function<bool()>& cancel) {
  using Clock = std::chrono::steady_clock;
  const auto deadline = Clock::now() + std::chrono::milliseconds(timeout_ms);
  for (;;) {
    const auto newline = buffer_.find('\n');
    if (newline != std::string::npos) {
      line = buffer_.substr(0, newline);
      buffer_.erase(0, newline + 1);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      return ReadStatus::kLine;
    }
    if (cancel && cancel()) return ReadStatus::kCancelled;
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
    if (left <= 0) return ReadStatus::kTimeout;
    pollfd p{from_child_, POLLIN, 0};
    const int ready = poll(&p, 1, int(std::min<std::int64_t>(left, 10)));
    if (ready < 0 && errno != EINTR) return ReadStatus::kClosed;
    if (ready <= 0) continue;
    char chunk[4096];
    const ssize_t n = read(from_child_, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return ReadStatus::kClosed;
    buffer_.append(chunk, std::size_t(n));
  }
}

}  // namespace bl
