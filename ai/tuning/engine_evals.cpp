#include "ai/tuning/engine_evals.h"

#include <cctype>
#include <cmath>
#include <cstdlib>
#include <optional>
#include <string>

#include "ai/tuning/result_fit.h"
#include "core/common/finite_number.h"

namespace bl {
namespace {

// One search summary of one seat, with the best line that followed it.
struct SaidEval {
  int seat = 0;
  double value = 0;
  int mate = 0;
  std::vector<std::string> line;  // Gomocup coordinates as said ("G6"); empty until a best line
};

std::string_view next_line(std::string_view& text) {
  const std::size_t end = text.find('\n');
  const std::string_view line = text.substr(0, end);
  text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
  return line;
}

// "seat 2 (Rapfi 60) said: MESSAGE ...": the seat (1-based) and the message, if a note.
std::optional<std::pair<int, std::string_view>> seat_message(std::string_view line) {
  constexpr std::string_view kSeat = "seat ", kSaid = ") said: MESSAGE ";
  if (line.substr(0, kSeat.size()) != kSeat) return std::nullopt;
  const std::size_t said = line.find(kSaid);
  if (said == std::string_view::npos) return std::nullopt;
  const int seat = std::atoi(std::string(line.substr(kSeat.size(), 3)).c_str());
  if (seat < 1) return std::nullopt;
  return std::make_pair(seat, line.substr(said + kSaid.size()));
}

// The text after `key` up to the next "|" or the end, or empty.
std::string_view field_after(std::string_view text, std::string_view key) {
  const std::size_t at = text.find(key);
  if (at == std::string_view::npos) return {};
  std::string_view rest = text.substr(at + key.size());
  return rest.substr(0, rest.find('|'));
}

// The word after `key` ("Eval " -> "91", "+M9"), or empty.
std::string_view word_after(std::string_view text, std::string_view key) {
  const std::string_view field = field_after(text, key);
  return field.substr(0, field.find(' '));
}

// The words of a best line ("G6 J6 H8" -> G6, J6, H8).
std::vector<std::string> line_words(std::string_view field) {
  std::vector<std::string> words;
  while (!field.empty()) {
    const std::size_t end = field.find(' ');
    if (end != 0) words.emplace_back(field.substr(0, end));
    field = end == std::string_view::npos ? std::string_view() : field.substr(end + 1);
  }
  return words;
}

// "91", "-35", "+M9", "-M4" into `said`; false for anything else (and for no word).
bool read_eval(std::string_view word, EngineMessage& said) {
  if (word.empty()) return false;
  if (word.size() >= 3 && (word[0] == '+' || word[0] == '-') && word[1] == 'M') {
    said.mate = word[0] == '+' ? 1 : -1;
    said.mate_in = std::atoi(std::string(word.substr(2)).c_str());
    return true;
  }
  const std::optional<double> value = parse_finite_number(word);
  if (!value) return false;
  said.value = *value;
  return true;
}

std::vector<SaidEval> said_evals(std::string_view comment) {
  std::vector<SaidEval> out;
  while (!comment.empty()) {
    const auto note = seat_message(next_line(comment));
    if (!note) continue;
    const auto [seat, message] = *note;
    EngineMessage said = read_engine_message(message);
    if (said.has_eval) out.push_back({seat, said.value, said.mate, {}});
    // The best line (in this note or the next) belongs to the seat's last summary.
    if (said.line.empty()) continue;
    for (auto it = out.rbegin(); it != out.rend(); ++it)
      if (it->seat == seat) {
        if (it->line.empty()) it->line = std::move(said.line);
        break;
      }
  }
  return out;
}

int board_size(const AnyGame& game) {
  const OptionMap rules = game.rules();
  const auto it = rules.find("size");
  return it == rules.end() ? 0 : std::atoi(it->second.c_str());
}

struct PlayedMove {
  int ply, player;
  std::string name;
};

std::vector<PlayedMove> played_moves(const Match& match) {
  std::vector<PlayedMove> out;
  AnyGame game = match.initial();
  for (const MatchAction& action : match.actions()) {
    if (action.kind != ActionKind::kMove) continue;
    if (game.is_terminal()) break;
    out.push_back({game.ply(), game.current_player(), game.move_to_string(action.move)});
    if (!game.play(action.move)) break;
  }
  return out;
}

// Each summary that can be placed, with the index in `moves` of the move its best line
// starts with: the seat's next move of that name, never an earlier one.
std::vector<std::pair<SaidEval, std::size_t>> placed_summaries(
    const Match& match, std::string_view comment, const std::vector<PlayedMove>& moves) {
  const int size = board_size(match.initial());
  std::vector<std::pair<SaidEval, std::size_t>> out;
  // Per seat, the next of the game's moves its evaluations may belong to.
  std::vector<std::size_t> cursor(match.initial().num_players(), 0);
  for (SaidEval& said : said_evals(comment)) {
    const int player = said.seat - 1;
    if (player >= int(cursor.size()) || said.line.empty()) continue;
    const std::string name = gomocup_point_name(said.line.front(), size);
    if (name.empty()) continue;
    std::size_t& i = cursor[player];
    std::size_t j = i;
    while (j < moves.size() && (moves[j].player != player || moves[j].name != name)) ++j;
    if (j == moves.size()) continue;  // no such move: the summary is not placed
    out.emplace_back(std::move(said), j);
    i = j + 1;
  }
  return out;
}

}  // namespace

EngineMessage read_engine_message(std::string_view message) {
  EngineMessage said;
  said.has_eval = read_eval(word_after(message, "Eval "), said);
  said.line = line_words(field_after(message, "Bestline "));
  return said;
}

std::string gomocup_point_name(std::string_view point, int size) {
  if (point.size() < 2 || !std::isalpha(static_cast<unsigned char>(point[0]))) return {};
  const char column = char(std::tolower(static_cast<unsigned char>(point[0])));
  const std::string_view row = point.substr(1);
  // Digits only: a note cut to length ends in "K1...", which is not K1.
  if (row.find_first_not_of("0123456789") != std::string_view::npos) return {};
  const int row_from_top = std::atoi(std::string(row).c_str());
  if (column - 'a' >= size || row_from_top < 1 || row_from_top > size) return {};
  return std::string(1, column) + std::to_string(size + 1 - row_from_top);
}

std::vector<EngineEval> read_engine_evals(const Match& match, std::string_view comment) {
  const std::vector<PlayedMove> moves = played_moves(match);
  std::vector<EngineEval> out;
  for (const auto& [said, j] : placed_summaries(match, comment, moves))
    out.push_back({moves[j].ply, moves[j].player, said.value, said.mate});
  return out;
}

std::vector<EngineLine> read_engine_lines(const Match& match, std::string_view comment) {
  const int size = board_size(match.initial());
  const std::vector<PlayedMove> moves = played_moves(match);
  std::vector<EngineLine> out;
  for (const auto& [said, j] : placed_summaries(match, comment, moves)) {
    EngineLine line{moves[j].ply, moves[j].player, {}};
    for (const std::string& word : said.line) {
      std::string name = gomocup_point_name(word, size);
      if (name.empty()) break;  // the line goes on past what can be read: cut it there
      line.moves.push_back(std::move(name));
    }
    out.push_back(std::move(line));
  }
  return out;
}

double engine_eval_scale(const std::vector<EngineEval>& evals, const std::vector<double>& results) {
  std::vector<FitPosition> positions;
  for (std::size_t i = 0; i < evals.size() && i < results.size(); ++i)
    if (evals[i].mate == 0) positions.push_back({{evals[i].value}, results[i], 0});
  if (positions.empty()) return 0;
  return fit_result_scale(positions, {1.0});
}

double engine_win_probability(const EngineEval& eval, double scale) {
  if (eval.mate != 0) return eval.mate > 0 ? 1.0 : 0.0;
  return 1 / (1 + std::exp(-eval.value / scale));
}

}  // namespace bl
