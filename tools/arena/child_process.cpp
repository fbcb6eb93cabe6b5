#include "tools/arena/child_process.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <mutex>
#include <set>
#include <thread>

namespace bl {
namespace {

// The process groups of every running child, for terminate_all_child_processes().
std::mutex& registry_lock() {
  static std::mutex lock;
  return lock;
}
std::set<pid_t>& registry() {
  static std::set<pid_t> groups;
  return groups;
}

// A child that dies must not kill the arena with SIGPIPE when we write to it. And the
// arena adopts the orphans of its engines' groups (a wrapper's children whose parent was
// killed), so that it can wait until every process of a group is gone.
void prepare_arena_once() {
  static std::once_flag once;
  std::call_once(once, [] {
    signal(SIGPIPE, SIG_IGN);
    prctl(PR_SET_CHILD_SUBREAPER, 1);
  });
}

// Reaps the members of `group` (ours once orphaned) until none is left; bounded, as a
// process in uninterruptible sleep may take a moment to die.
void reap_group(pid_t group) {
  using Clock = std::chrono::steady_clock;
  const auto give_up = Clock::now() + std::chrono::seconds(2);
  while (Clock::now() < give_up) {
    while (waitpid(-group, nullptr, WNOHANG) > 0) {
    }
    if (kill(-group, 0) != 0 && errno == ESRCH) return;
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
}

// Everything below runs in forked children: only async-signal-safe calls until exec.

void kill_own_group(int) { kill(0, SIGKILL); }

void close_fds_from(int first) {
  if (syscall(SYS_close_range, first, ~0U, 0) == 0) return;
  for (int fd = first; fd < 65536; ++fd) close(fd);
}

void restore_signals() {
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, nullptr);  // the arena blocks SIGINT/SIGTERM in its threads
  // Ignored signals stay ignored across exec: give the engine the defaults.
  for (int s : {SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGUSR2}) signal(s, SIG_DFL);
}

// The guardian: leads the engine's process group, runs the engine and waits for it. If
// the thread that started it dies (the arena crashed or was killed), the kernel sends it
// SIGUSR2 and it kills the whole group. It ignores SIGTERM, so that a SIGTERM to the
// group reaches the engine and the guardian exits when the engine does.
[[noreturn]] void run_guardian(pid_t arena, int to_engine, int from_engine, int log,
                               const char* command) {
  setpgid(0, 0);
  dup2(to_engine, STDIN_FILENO);
  dup2(from_engine, STDOUT_FILENO);
  dup2(log, STDERR_FILENO);
  // Other engines' pipe ends are inherited too: keeping them open would hide their EOF.
  close_fds_from(3);
  restore_signals();
  struct sigaction on_orphaned {};
  on_orphaned.sa_handler = kill_own_group;
  sigaction(SIGUSR2, &on_orphaned, nullptr);
  prctl(PR_SET_PDEATHSIG, SIGUSR2);
  if (getppid() != arena) kill_own_group(0);  // the arena died before prctl
  const pid_t engine = fork();
  if (engine == 0) {
    signal(SIGUSR2, SIG_DFL);
    execl("/bin/sh", "sh", "-c", command, static_cast<char*>(nullptr));
    _exit(127);
  }
  signal(SIGTERM, SIG_IGN);
  for (int fd : {STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO}) close(fd);
  if (engine < 0) _exit(127);
  for (;;) {
    int status = 0;
    const pid_t done = waitpid(engine, &status, 0);
    if (done == engine) _exit(WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status));
    if (done < 0 && errno != EINTR) _exit(127);
  }
}

Result<int> open_log(const std::string& path) {
  const int fd = path.empty() ? open("/dev/null", O_WRONLY | O_CLOEXEC)
                              : open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0)
    return Result<int>::failure("cannot open engine log '" + path + "': " + strerror(errno));
  return fd;
}

}  // namespace

Result<std::unique_ptr<ChildProcess>> ChildProcess::start(const std::string& command,
                                                          const std::string& stderr_path) {
  using R = Result<std::unique_ptr<ChildProcess>>;
  prepare_arena_once();
  auto log = open_log(stderr_path);
  if (!log) return R::failure(log.error());
  int in[2], out[2];
  // Close-on-exec, so that engines started by other arena threads do not inherit them.
  if (pipe2(in, O_CLOEXEC) != 0) {
    close(log.value());
    return R::failure(std::string("pipe: ") + strerror(errno));
  }
  if (pipe2(out, O_CLOEXEC) != 0) {
    for (int fd : {in[0], in[1], log.value()}) close(fd);
    return R::failure(std::string("pipe: ") + strerror(errno));
  }
  const pid_t arena = getpid();
  // Registered under the lock, so that an interrupt cannot miss a group being born.
  std::lock_guard<std::mutex> guard(registry_lock());
  const pid_t pid = fork();
  if (pid == 0) run_guardian(arena, in[0], out[1], log.value(), command.c_str());
  for (int fd : {in[0], out[1], log.value()}) close(fd);
  if (pid < 0) {
    for (int fd : {in[1], out[0]}) close(fd);
    return R::failure(std::string("fork: ") + strerror(errno));
  }
  setpgid(pid, pid);  // also here, so the group exists before the first kill(-pid)
  registry().insert(pid);
  return std::unique_ptr<ChildProcess>(new ChildProcess(pid, in[1], out[0]));
}

ChildProcess::ChildProcess(pid_t pid, int to_child, int from_child)
    : pid_(pid), to_child_(to_child), from_child_(from_child) {}

ChildProcess::~ChildProcess() { terminate(0); }

bool ChildProcess::wait_exit(std::int64_t timeout_ms) {
  using Clock = std::chrono::steady_clock;
  const auto deadline = Clock::now() + std::chrono::milliseconds(timeout_ms);
  for (;;) {
    siginfo_t info{};
    // WNOWAIT: the guardian stays a zombie, so its pid (the group's id) is not reused
    // before the group's stragglers are killed.
    if (waitid(P_PID, id_t(pid_), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_pid == pid_)
      return true;
    if (Clock::now() >= deadline) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
}

void ChildProcess::terminate(std::int64_t grace_ms) {
  if (!pid_) return;
  if (to_child_ >= 0) close(to_child_);
  to_child_ = -1;
  if (!wait_exit(grace_ms)) {
    kill(-pid_, SIGTERM);
    if (!wait_exit(grace_ms)) {
      kill(-pid_, SIGKILL);
      wait_exit(INT32_MAX);
    }
  }
  kill(-pid_, SIGKILL);  // whatever else the command started in its group
  reap_group(pid_);
  waitpid(pid_, nullptr, WNOHANG);
  {
    std::lock_guard<std::mutex> guard(registry_lock());
    registry().erase(pid_);
  }
  close(from_child_);
  from_child_ = -1;
  pid_ = 0;
}

bool ChildProcess::write_line(const std::string& line) {
  if (to_child_ < 0) return false;
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
      const bool dropped = dropping_rest_of_line_;
      dropping_rest_of_line_ = false;
      line = buffer_.substr(0, newline);
      buffer_.erase(0, newline + 1);
      if (dropped) continue;  // the tail of a line already returned cut
      line.erase(std::remove(line.begin(), line.end(), '\r'), line.end());
      return ReadStatus::kLine;
    }
    if (buffer_.size() >= kMaxLineBytes && !dropping_rest_of_line_) {
      line = buffer_.substr(0, kMaxLineBytes);
      buffer_.clear();
      dropping_rest_of_line_ = true;
      return ReadStatus::kLine;
    }
    if (dropping_rest_of_line_) buffer_.clear();
    if (cancel && cancel()) return ReadStatus::kCancelled;
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
    if (left <= 0) return ReadStatus::kTimeout;
    if (from_child_ < 0) return ReadStatus::kClosed;
    pollfd p{from_child_, POLLIN, 0};
    const int ready = poll(&p, 1, int(std::min<std::int64_t>(left, 10)));
    if (ready < 0 && errno != EINTR) return ReadStatus::kClosed;
    // The engine has gone though a process it left holds its output open: no more lines.
    if (ready == 0 && wait_exit(0)) return ReadStatus::kClosed;
    if (ready <= 0) continue;
    char chunk[4096];
    const ssize_t n = read(from_child_, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return ReadStatus::kClosed;
    buffer_.append(chunk, std::size_t(n));
  }
}

void terminate_all_child_processes(std::int64_t grace_ms) {
  std::lock_guard<std::mutex> guard(registry_lock());
  for (pid_t group : registry()) kill(-group, SIGTERM);
  if (!registry().empty()) std::this_thread::sleep_for(std::chrono::milliseconds(grace_ms));
  for (pid_t group : registry()) kill(-group, SIGKILL);
}

}  // namespace bl
