#include "tools/arena/engine_link.h"

#include "core/common/quote_text.h"

namespace bl {
namespace {

constexpr std::size_t kMaxNotes = 200;
// How much of an engine's line a note keeps.
constexpr std::size_t kNoteChars = 120;

}  // namespace

EngineLink::EngineLink(std::unique_ptr<ChildProcess> process, std::function<bool()> cancel)
    : process_(std::move(process)), cancel_(std::move(cancel)) {}

Status EngineLink::send(const std::string& line) {
  if (!process_ || !process_->write_line(line)) return Status::failure("engine exited (crashed?)");
  return {};
}

Result<std::string> EngineLink::receive(Clock::time_point deadline) {
  using R = Result<std::string>;
  if (!process_) return R::failure("engine exited (crashed?)");
  const auto left =
      std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
  std::string line;
  switch (process_->read_line(line, std::max<std::int64_t>(left, 0), cancel_)) {
    case ChildProcess::ReadStatus::kLine:
      return line;
    case ChildProcess::ReadStatus::kTimeout:
      return R::failure("engine did not answer in time");
    case ChildProcess::ReadStatus::kCancelled:
      return R::failure("stopped");
    case ChildProcess::ReadStatus::kClosed:
      break;
  }
  return R::failure("engine exited (crashed?)");
}

void EngineLink::note(const std::string& line) {
  if (notes_.size() < kMaxNotes)
    notes_.push_back(printable_excerpt(line, kNoteChars));
  else
    ++dropped_notes_;
}

const std::string& EngineLink::last_note() const {
  static const std::string none;
  return notes_.empty() ? none : notes_.back();
}

void EngineLink::close(const std::string& goodbye, std::int64_t grace_ms) {
  if (!process_) return;
  if (!goodbye.empty()) process_->write_line(goodbye);
  process_->terminate(grace_ms);
  process_.reset();
  if (dropped_notes_)
    notes_.push_back("(" + std::to_string(dropped_notes_) + " more lines not kept)");
  dropped_notes_ = 0;
}

}  // namespace bl
