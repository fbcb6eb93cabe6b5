#include "tools/review/review_command.h"

#include <cctype>
#include <ostream>

#include "ai/review/game_review.h"
#include "core/match/time_control.h"
#include "core/records/record_file.h"
#include "tools/review/review_report.h"

namespace bl {

int review_bad_input(std::ostream& err, const std::string& problem) {
  err << "review: " << problem << "\n";
  return kReviewBadInput;
}

namespace {

std::string progress_bar(int done, int total) {
  const int width = 30;
  const int filled = total ? done * width / total : width;
  return "[" + std::string(std::size_t(filled), '#') +
         std::string(std::size_t(width - filled), '.') + "] " + std::to_string(done) + "/" +
         std::to_string(total) + " positions";
}

// A --save name must be JSON: only the JSON record keeps an analysis. Checked before the
// analysis, so that minutes of searching are not lost to a typo.
Status check_save_path(const std::string& path) {
  if (path.empty()) return {};
  auto format = record_format_for_path(path);
  if (!format) return Status::failure("--save: " + format.error());
  if (format.value() != RecordFormat::kJson)
    return Status::failure("--save: '" + path +
                           "' is SGF, which has no place for the analysis; use .json");
  return {};
}

}  // namespace

Result<ReviewBudget> review_budget(const std::string& time, std::uint64_t nodes) {
  using R = Result<ReviewBudget>;
  ReviewBudget budget;
  if (!time.empty() && nodes) return R::failure("give --time or --nodes, not both");
  if (nodes) {
    budget.nodes = nodes;
    return budget;
  }
  if (time.empty()) {
    budget.time_ms = kDefaultReviewTimeMs;
    return budget;
  }
  // A bare number would be seconds to parse_duration_ms but milliseconds to an agent's
  // time= option: ask for the unit rather than guess.
  if (std::isdigit(static_cast<unsigned char>(time.back())))
    return R::failure("--time needs a unit, e.g. --time " + time + "ms or --time " + time + "s");
  auto ms = parse_duration_ms(time);
  if (!ms) return R::failure("--time: " + ms.error());
  if (ms.value() < 1) return R::failure("--time must be at least 1ms");
  budget.time_ms = ms.value();
  return budget;
}

int run_review_command(const ReviewRequest& request, std::ostream& out, std::ostream& err,
                       ReviewStopper* stopper) {
  auto budget = review_budget(request.time, request.nodes);
  if (!budget) return review_bad_input(err, budget.error());
  if (auto ok = check_save_path(request.save_path); !ok) return review_bad_input(err, ok.error());
  auto record = read_record_file(request.record_path);
  if (!record) return review_bad_input(err, record.error());

  ReviewOptions options;
  options.agent = request.agent;
  options.limits.time_ms = budget->time_ms;
  options.limits.max_nodes = budget->nodes;
  options.threads = request.threads;
  options.explain = request.explain || !request.save_path.empty();
  ReviewProgress progress;
  bool progress_shown = false;
  if (request.progress)
    progress = [&](int done, int total) {
      err << "\r" << progress_bar(done, total) << std::flush;
      progress_shown = true;
    };
  auto review = review_game(record->match, options, progress, stopper);
  if (progress_shown) err << "\n";
  if (!review) return review_bad_input(err, review.error());

  out << (request.json ? review_json(*record, *review, request.explain)
                       : review_text(*record, *review, request.explain));
  if (request.save_path.empty()) return 0;
  auto saved =
      save_record_file(record->match, request.save_path, record->info, to_record_analysis(*review));
  if (!saved) {
    err << "review: " << saved.error() << "\n";
    return kReviewSaveFailed;
  }
  return 0;
}

}  // namespace bl
