#include "tools/arena/arena_compare.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <map>

#include "core/records/record_file.h"
#include "tools/arena/record_files.h"

namespace bl {
namespace {

// What one record says for the comparison.
struct ScoredGame {
  std::string game;
  OptionMap rules;
  int seat = 0;  // the measured agent's
  double score = 0;
  std::vector<std::string> moves;  // in notation
};

Result<ScoredGame> scored_game(const std::string& path, const std::string& opponent) {
  using R = Result<ScoredGame>;
  auto record = read_record_file(path);
  if (!record) return R::failure(record.error());
  const Match& match = record->match;
  const std::vector<Seat>& seats = match.seats();
  if (seats.size() != 2)
    return R::failure("'" + path + "': a game of " + std::to_string(seats.size()) +
                      " players; --compare takes two-player games");
  const bool first = seat_named_like(seats[0], opponent),
             second = seat_named_like(seats[1], opponent);
  if (first == second)
    return R::failure("'" + path + "': " + (first ? "both seats are" : "no seat is") +
                      " named like '" + opponent + "'");
  if (!match.outcome().decided()) return R::failure("'" + path + "': the game has no result");
  ScoredGame g;
  g.game = match.initial().game_name();
  g.rules = match.initial().rules();
  g.seat = first ? 1 : 0;
  g.score = match.outcome().score(g.seat);
  for (const MatchAction& a : match.actions())
    if (a.kind == ActionKind::kMove) g.moves.push_back(a.notation);
  return g;
}

// Why two records are not the same game of two runs whose first `opening` moves were the
// arena's, or "" if they are.
std::string difference_of(const ScoredGame& a, const ScoredGame& b, int opening) {
  if (a.game != b.game || a.rules != b.rules) return "different games or rules";
  if (a.seat != b.seat)
    return "the measured agent sits in seat " + std::to_string(a.seat + 1) + " and in seat " +
           std::to_string(b.seat + 1);
  for (std::size_t i = 0; i < std::size_t(opening); ++i) {
    const std::string none = "no move";
    const std::string& x = i < a.moves.size() ? a.moves[i] : none;
    const std::string& y = i < b.moves.size() ? b.moves[i] : none;
    if (x != y)
      return "the openings differ at move " + std::to_string(i + 1) + " (" + x + ", " + y + ")";
  }
  return "";
}

// The folder's records by file name.
Result<std::map<std::string, std::string>> records_by_name(const std::string& folder) {
  using R = Result<std::map<std::string, std::string>>;
  std::error_code ec;
  if (!std::filesystem::is_directory(folder, ec))
    return R::failure("'" + folder + "' is not a folder of records");
  auto files = record_files({folder});
  if (!files) return R::failure(files.error());
  std::map<std::string, std::string> by_name;
  for (const std::string& path : files.value())
    by_name[std::filesystem::path(path).filename().string()] = path;
  return by_name;
}

}  // namespace

Result<ArenaComparison> compare_arena_records(const CompareRequest& r) {
  using R = Result<ArenaComparison>;
  if (r.opponent.empty()) return R::failure("--opponent is empty: name the opponent's seat");
  if (r.baseline.size() != r.candidate.size())
    return R::failure("--compare names " + std::to_string(r.baseline.size()) +
                      " folders and --with " + std::to_string(r.candidate.size()) +
                      ": give one for each, in the same order");
  ArenaComparison c;
  std::vector<std::pair<double, double>> all;
  std::vector<std::vector<std::pair<double, double>>> by_seat(2);
  for (std::size_t f = 0; f < r.baseline.size(); ++f) {
    auto base = records_by_name(r.baseline[f]);
    if (!base) return R::failure(base.error());
    auto cand = records_by_name(r.candidate[f]);
    if (!cand) return R::failure(cand.error());
    for (const auto& [name, base_path] : base.value()) {
      const auto other = cand->find(name);
      if (other == cand->end()) {
        ++c.only_baseline;
        continue;
      }
      auto a = scored_game(base_path, r.opponent);
      if (!a) return R::failure(a.error());
      auto b = scored_game(other->second, r.opponent);
      if (!b) return R::failure(b.error());
      if (const std::string why = difference_of(a.value(), b.value(), r.opening_plies);
          !why.empty())
        return R::failure("'" + base_path + "' and '" + other->second +
                          "' are not the same game: " + why);
      all.push_back({a->score, b->score});
      by_seat[std::size_t(a->seat)].push_back({a->score, b->score});
    }
    for (const auto& entry : cand.value()) c.only_candidate += !base->count(entry.first);
  }
  if (all.empty()) return R::failure("no record of --compare has a namesake in --with");
  c.all = compare_paired(all);
  for (const auto& games : by_seat) c.by_seat.push_back(compare_paired(games));
  return c;
}

std::string comparison_report(const ArenaComparison& c) {
  std::string report;
  char line[256];
  const PairedComparison& a = c.all;
  std::snprintf(line, sizeof line,
                "compare: %d pairs of games\n"
                "  baseline %.1f%%  with %.1f%%  difference %+.1f points, standard error %.1f "
                "paired (%.1f unpaired, correlation %.2f)\n",
                a.games, 100 * a.score_a, 100 * a.score_b, 100 * a.difference, 100 * a.paired_error,
                100 * a.unpaired_error, a.correlation);
  report += line;
  for (std::size_t s = 0; s < c.by_seat.size(); ++s) {
    const PairedComparison& p = c.by_seat[s];
    if (p.games == 0) continue;
    std::snprintf(line, sizeof line,
                  "  seat %zu, %d pairs: baseline %.1f%%  with %.1f%%  difference %+.1f +- %.1f\n",
                  s + 1, p.games, 100 * p.score_a, 100 * p.score_b, 100 * p.difference,
                  100 * p.paired_error);
    report += line;
  }
  if (c.only_baseline || c.only_candidate) {
    std::snprintf(line, sizeof line,
                  "  left out, without a namesake: %d records of --compare, %d of --with\n",
                  c.only_baseline, c.only_candidate);
    report += line;
  }
  std::snprintf(line, sizeof line,
                "result: pairs=%d baseline=%.4f with=%.4f difference=%.4f error=%.4f\n", a.games,
                a.score_a, a.score_b, a.difference, a.paired_error);
  report += line;
  return report;
}

}  // namespace bl
