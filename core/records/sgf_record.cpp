#include "core/records/sgf_record.h"

#include <algorithm>
#include <cctype>
#include <charconv>

#include "core/any_game/board_setup.h"
#include "core/records/error_text.h"
#include "core/records/record_replay.h"
#include "core/records/sgf_parser.h"

namespace bl {
namespace {

// Loading reports its first problem by throwing this; parse_record_sgf turns it into a
// Result, so no half-built Match ever escapes.
struct SgfError {
  std::string message;
};
[[noreturn]] void fail(std::string message) { throw SgfError{std::move(message)}; }

const char* color_letter(int player) { return player == 0 ? "B" : "W"; }
const char* color_name(int player) { return player == 0 ? "Black" : "White"; }

std::string lowercase(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = char(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::string trimmed(std::string_view text) {
  const auto first = text.find_first_not_of(" \t\r\n");
  if (first == std::string_view::npos) return "";
  const auto last = text.find_last_not_of(" \t\r\n");
  return std::string(text.substr(first, last - first + 1));
}

// "593.8": milliseconds as SGF's real-valued seconds, without trailing zeros.
std::string seconds_text(std::int64_t ms) {
  std::string out = std::to_string(ms / 1000);
  if (ms % 1000 == 0) return out;
  std::string fraction = std::to_string(1000 + ms % 1000).substr(1);
  while (fraction.back() == '0') fraction.pop_back();
  return out + "." + fraction;
}

bool is_sgf_game(const std::string& name) {
  return name == GomokuState::kGameName || name == NoGoState::kGameName;
}

// ---------------------------------------------------------------------------- writing

std::string game_properties(const AnyGame& game) {
  const OptionMap rules = game.rules();
  const std::string size = "SZ[" + rules.at("size") + "]";
  if (game.game_name() == GomokuState::kGameName)
    return "GM[4]" + size + "RU[" + rules.at("rule") + "]";
  return "GM[1]" + size + (rules.at("classroom") == "true" ? "RU[NoGo classroom]" : "RU[NoGo]");
}

std::string info_properties(const Match& match, const RecordInfo& info) {
  std::string out =
      "PB[" + sgf_escape(match.seats()[0].name) + "]PW[" + sgf_escape(match.seats()[1].name) + "]";
  if (!info.date.empty()) out += "DT[" + sgf_escape(info.date.substr(0, 10)) + "]";
  if (!info.event.empty()) out += "EV[" + sgf_escape(info.event) + "]";
  if (!info.comment.empty()) out += "GC[" + sgf_escape(info.comment) + "]";
  const TimeControl& time = match.time_control();
  if (time.per_game_ms) out += "TM[" + seconds_text(time.per_game_ms) + "]";
  if (!time.unlimited())
    out += "OT[" + sgf_escape(time.describe()) + "]XTC[" +
           sgf_escape(format_options(time.to_options())) + "]";
  return out;
}

std::string result_property(const Match& match) {
  if (!match.is_over()) return "";
  const Outcome outcome = match.outcome();
  if (outcome.is_draw()) return "RE[Draw]";
  std::string result = outcome.winner() == 0 ? "B+" : "W+";
  const ActionKind last = match.actions().empty() ? ActionKind::kMove : match.actions().back().kind;
  if (last == ActionKind::kResign) result += "R";
  if (last == ActionKind::kTimeout) result += "T";
  return "RE[" + result + "]";
}

std::string point_text(const AnyGame& game, int cell) {
  const CellPoint point = game.cell_point(cell);
  return {char('a' + int(point.x)), char('a' + int(point.y))};
}

// One line per move: ;B[hh]XT[1200], plus BL/WL when the players have game clocks.
std::string move_nodes(const Match& match) {
  const TimeControl& time = match.time_control();
  std::int64_t clocks[2] = {time.per_game_ms, time.per_game_ms};
  std::string out;
  for (const MatchAction& action : match.actions()) {
    if (action.kind != ActionKind::kMove) continue;
    const int p = action.player;
    out += std::string(";") + color_letter(p) + "[" +
           point_text(match.initial(), action.move.cells.front()) + "]";
    out += "XT[" + std::to_string(action.think_ms) + "]";
    if (time.per_game_ms) {
      clocks[p] += time.increment_ms - action.think_ms;
      out += std::string(p == 0 ? "BL[" : "WL[") + seconds_text(clocks[p]) + "]";
    }
    out += "\n";
  }
  return out;
}

// The start position when it is not the standard one (the empty board with Black to move):
// AB[..]AW[..] for the stones and PL for the player to move, as SGF sets up a position.
std::string setup_properties(const AnyGame& start) {
  if (is_initial_position(start)) return "";
  const BoardSetup setup = setup_of(start);
  std::string out;
  for (int player : {0, 1}) {
    std::string points;
    for (int cell = 0; cell < start.num_cells(); ++cell)
      if (setup.owners[cell] == player) points += "[" + point_text(start, cell) + "]";
    if (!points.empty()) out += std::string(player == 0 ? "AB" : "AW") + points;
  }
  return out + "PL[" + color_letter(setup.to_move) + "]\n";
}

// SGF has no place for a resignation or timeout before the last action.
bool sgf_can_hold(const Match& match) {
  const auto& actions = match.actions();
  for (std::size_t i = 0; i + 1 < actions.size(); ++i)
    if (actions[i].kind != ActionKind::kMove) return false;
  return true;
}

// ---------------------------------------------------------------------------- reading

int read_int(const std::string& text, const std::string& property) {
  int value = 0;
  const char* end = text.data() + text.size();
  auto [p, ec] = std::from_chars(text.data(), end, value);
  if (ec != std::errc() || p != end || text.empty())
    fail(property + "[" + excerpt(text) + "] is not a whole number");
  return value;
}

// The properties BoardLab reads as one value (SgfNode::value takes the first): a second
// value would be dropped without a word, so it is refused.
constexpr const char* kRootValues[] = {"FF", "GM", "SZ",  "RU", "PB", "PW", "DT", "EV",
                                       "GC", "TM", "XTC", "RE", "PL", "B",  "W",  "XT"};
constexpr const char* kMoveValues[] = {"B", "W", "XT"};

// `where` starts the message ("root node: "; move nodes get theirs from replay_move_node).
template <std::size_t N>
void check_single_values(const SgfNode& node, const char* const (&ids)[N], const char* where) {
  for (const char* id : ids) {
    const SgfProperty* property = node.find(id);
    if (!property || property->values.size() < 2) continue;
    const bool move = std::string_view(id) == "B" || std::string_view(id) == "W";
    fail(where + std::string("property ") + id + " has " + std::to_string(property->values.size()) +
         " values; " + (move ? "a move has one" : "BoardLab reads one"));
  }
}

void check_file_format(const SgfNode& root) {
  const std::string* ff = root.value("FF");
  if (!ff) return;
  const int version = read_int(trimmed(*ff), "FF");
  if (version < 1 || version > 4)
    fail("unsupported SGF version FF[" + excerpt(*ff) + "] (BoardLab reads FF[1] to FF[4])");
}

std::string board_size(const SgfNode& root, const char* fallback) {
  const std::string* sz = root.value("SZ");
  if (!sz) return fallback;
  const std::string text = trimmed(*sz);
  const auto colon = text.find(':');
  const int side = read_int(text.substr(0, colon), "SZ");
  if (colon != std::string::npos && read_int(text.substr(colon + 1), "SZ") != side)
    fail("SZ[" + excerpt(text) + "]: rectangular boards are not supported");
  return std::to_string(side);
}

bool is_gomoku_rule(const std::string& rule) {
  return rule == "freestyle" || rule == "standard" || rule == "renju";
}

// GM, or what a file without it means. SGF's default is Go (GM[1]), and that is what BoardLab
// assumes, except that a Gomoku rule in RU says Gomoku plainly enough.
int game_number(const SgfNode& root, const std::string& rule) {
  if (const std::string* gm = root.value("GM")) return read_int(trimmed(*gm), "GM");
  return is_gomoku_rule(rule) ? 4 : 1;
}

// The game and its rules, from GM, RU and SZ.
AnyGame read_game(const SgfNode& root) {
  const std::string* ru = root.value("RU");
  const std::string rule = ru ? lowercase(trimmed(*ru)) : "";
  const int number = game_number(root, rule);
  std::string name;
  OptionMap rules;
  if (number == 4) {
    name = std::string(GomokuState::kGameName);
    rules = {{"size", board_size(root, "15")}, {"rule", rule.empty() ? "freestyle" : rule}};
    if (!rule.empty() && !is_gomoku_rule(rule))
      fail("RU[" + excerpt(*ru) +
           "]: unsupported Gomoku rule (expected freestyle, standard or renju)");
  } else if (number == 1) {
    if (rule != "nogo" && rule != "nogo classroom")
      fail(std::string(root.find("GM") ? "GM[1] is Go"
                                       : "no GM property, so the game is Go (SGF's default)") +
           "; BoardLab reads Go-board files only as NoGo, marked RU[NoGo] or RU[NoGo classroom] "
           "(a Gomoku file is GM[4])");
    name = std::string(NoGoState::kGameName);
    rules = {{"size", board_size(root, "19")},
             {"classroom", rule == "nogo classroom" ? "true" : "false"}};
  } else {
    fail("unsupported game GM[" + std::to_string(number) +
         "] (BoardLab reads Gomoku GM[4] and NoGo GM[1] with RU[NoGo])");
  }
  auto game = AnyGame::create(name, rules);
  if (!game) fail("root properties: " + game.error());
  return game.value();
}

void check_expected_game(const AnyGame& game, std::string_view expected_game) {
  if (expected_game.empty()) return;
  auto wanted = AnyGame::create(expected_game, {});
  if (!wanted) fail(wanted.error());
  if (wanted->game_name() != game.game_name())
    fail("this is a " + game.game_name() + " record, not a " + wanted->game_name() + " one");
}

TimeControl read_time_control(const SgfNode& root) {
  if (const std::string* xtc = root.value("XTC")) {
    auto options = parse_options(*xtc);
    if (!options) fail("XTC[" + excerpt(*xtc) + "]: " + options.error());
    auto time = TimeControl::from_options(options.value());
    if (!time) fail("XTC[" + excerpt(*xtc) + "]: " + time.error());
    return time.value();
  }
  TimeControl time;
  if (const std::string* tm = root.value("TM")) {
    auto ms = parse_duration_ms(trimmed(*tm));
    if (!ms) fail("TM[" + excerpt(*tm) + "] is not a time in seconds");
    time.per_game_ms = ms.value();
  }
  return time;
}

RecordInfo read_info(const SgfNode& root) {
  RecordInfo info;
  // SGF dates may be partial or lists ("2024-05-01,02"); only a plain ISO date is kept.
  if (const std::string* dt = root.value("DT"))
    if (check_iso8601_date(trimmed(*dt))) info.date = trimmed(*dt);
  if (const std::string* ev = root.value("EV")) info.event = *ev;
  if (const std::string* gc = root.value("GC")) info.comment = *gc;
  return info;
}

std::vector<Seat> read_seats(const SgfNode& root) {
  const std::string* black = root.value("PB");
  const std::string* white = root.value("PW");
  return {{black ? *black : "", "human"}, {white ? *white : "", "human"}};
}

int board_side(const AnyGame& game) { return std::stoi(game.rules().at("size")); }

// The cell at SGF point `text` ("hh"), or a one-line error.
int read_point(const AnyGame& game, const std::string& text) {
  const int size = board_side(game);
  if (text.size() != 2 || !std::islower(static_cast<unsigned char>(text[0])) ||
      !std::islower(static_cast<unsigned char>(text[1])))
    fail("'" + excerpt(text) + "' is not a point (expected two letters a-z like [hh])");
  const int x = text[0] - 'a', y = text[1] - 'a';
  if (x >= size || y >= size)
    fail("point " + text + " is off the " + std::to_string(size) + "x" + std::to_string(size) +
         " board");
  for (int cell = 0; cell < game.num_cells(); ++cell) {
    const CellPoint point = game.cell_point(cell);
    if (int(point.x) == x && int(point.y) == y) return cell;
  }
  fail("point " + text + " is not on the board");
}

std::int64_t read_think_ms(const SgfNode& node) {
  const std::string* xt = node.value("XT");
  if (!xt) return 0;
  std::int64_t ms = -1;
  const std::string text = trimmed(*xt);
  auto [p, ec] = std::from_chars(text.data(), text.data() + text.size(), ms);
  if (ec != std::errc() || p != text.data() + text.size() || ms < 0)
    fail("XT[" + excerpt(*xt) + "] is not a think time in milliseconds");
  return ms;
}

// The cells of one setup value: a point "cd", or FF[4]'s rectangle "aa:cc" (corners included).
std::vector<int> read_point_list(const AnyGame& game, const std::string& value) {
  const auto colon = value.find(':');
  if (colon == std::string::npos) return {read_point(game, value)};
  const CellPoint a = game.cell_point(read_point(game, value.substr(0, colon)));
  const CellPoint b = game.cell_point(read_point(game, value.substr(colon + 1)));
  std::vector<int> cells;
  for (int y = int(std::min(a.y, b.y)); y <= int(std::max(a.y, b.y)); ++y)
    for (int x = int(std::min(a.x, b.x)); x <= int(std::max(a.x, b.x)); ++x)
      cells.push_back(read_point(game, {char('a' + x), char('a' + y)}));
  return cells;
}

// The colour of the first move, if there is one: the player to move when PL is absent.
int first_mover(const std::vector<SgfNode>& nodes) {
  for (const SgfNode& node : nodes) {
    if (node.find("B")) return 0;
    if (node.find("W")) return 1;
  }
  return 0;
}

int read_player_to_move(const SgfNode& root, const std::vector<SgfNode>& nodes) {
  const std::string* pl = root.value("PL");
  if (!pl) return first_mover(nodes);
  const std::string colour = lowercase(trimmed(*pl));
  if (colour == "b" || colour == "black" || colour == "1") return 0;
  if (colour == "w" || colour == "white" || colour == "2") return 1;
  fail("PL[" + excerpt(*pl) + "] is not a colour (expected PL[B] or PL[W])");
}

bool has_setup(const SgfNode& node) {
  for (const char* id : {"AB", "AW", "AE", "PL"})
    if (node.find(id)) return true;
  return false;
}

// The game from the root node's setup (AB black, AW white, AE empty, PL to move) on the
// empty board, or `game` itself when there is none.
AnyGame read_setup(const AnyGame& game, const std::vector<SgfNode>& nodes) {
  const SgfNode& root = nodes.front();
  if (!has_setup(root)) return game;
  BoardSetup setup{std::vector<int>(game.num_cells(), kNoPlayer), 0};
  std::vector<bool> given(game.num_cells(), false);
  for (const auto& [id, owner] :
       {std::pair{"AB", 0}, std::pair{"AW", 1}, std::pair{"AE", kNoPlayer}}) {
    const SgfProperty* property = root.find(id);
    if (!property) continue;
    for (const std::string& value : property->values) {
      try {
        for (int cell : read_point_list(game, value)) {
          if (given[cell]) fail("point " + point_text(game, cell) + " is set up twice");
          given[cell] = true;
          setup.owners[cell] = owner;
        }
      } catch (const SgfError& error) {
        fail(std::string(id) + "[" + excerpt(value) + "]: " + error.message);
      }
    }
  }
  setup.to_move = read_player_to_move(root, nodes);
  auto set_up_game = set_up(game, setup);
  if (!set_up_game) fail("setup: " + set_up_game.error());
  return set_up_game.value();
}

// A Match has one start position: setup properties after the root would be edits mid-game.
void check_no_setup(const SgfNode& node, int number) {
  for (const char* id : {"AB", "AW", "AE", "PL"})
    if (node.find(id))
      fail("node " + std::to_string(number) + ": setup property " + id +
           " after the root node is not supported (BoardLab sets up a position only at the "
           "start)");
}

void replay_move_node(Match& match, const SgfNode& node, int number) {
  const int player = node.find("B") ? 0 : 1;
  const std::string& point = node.find(color_letter(player))->values.front();
  const std::string where = "move " + std::to_string(number) + " (" + color_letter(player) + "[" +
                            excerpt(point) + "]): ";
  try {
    const AnyGame& game = match.game();
    if (node.find("B") && node.find("W")) fail("a node holds both B and W");
    check_single_values(node, kMoveValues, "");
    if (point.empty() || (point == "tt" && board_side(game) <= 19))
      fail("a pass, but " + game.game_name() + " has no passes");
    const int cell = read_point(game, point);
    if (!game.is_terminal() && game.current_player() != player)
      fail(std::string(color_name(player)) + " plays, but it is " +
           color_name(game.current_player()) + "'s turn");
    const RecordedAction action{ActionKind::kMove, player, game.cell_name(cell),
                                read_think_ms(node)};
    if (auto played = replay_action(match, action); !played) fail(played.error());
  } catch (const SgfError& error) {
    fail(where + error.message);
  }
}

void replay_moves(Match& match, const std::vector<SgfNode>& nodes) {
  int number = 0;
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    if (i > 0) check_no_setup(nodes[i], int(i) + 1);
    if (nodes[i].find("B") || nodes[i].find("W")) replay_move_node(match, nodes[i], ++number);
  }
}

// What RE claims, and the resignation or timeout it implies.
struct ClaimedResult {
  int winner = kNoPlayer;  // kNoPlayer with `draw` false: no claim ("?", "Void", absent)
  bool draw = false;
  ActionKind ending = ActionKind::kMove;  // kResign / kTimeout: the loser dropped out
};

ClaimedResult read_claim(const std::string& re) {
  const std::string text = lowercase(trimmed(re));
  ClaimedResult claim;
  if (text.empty() || text == "?" || text == "void") return claim;
  if (text == "draw" || text == "0" || text == "jigo") {
    claim.draw = true;
    return claim;
  }
  if (text.size() < 2 || (text[0] != 'b' && text[0] != 'w') || text[1] != '+')
    fail("RE[" + excerpt(re) + "] is not a result like B+, W+R, B+T or Draw");
  claim.winner = text[0] == 'b' ? 0 : 1;
  const std::string how = text.substr(2);
  // A forfeit is replayed as a resignation: the match has no other way to drop a player.
  if (how == "r" || how == "resign" || how == "f" || how == "forfeit")
    claim.ending = ActionKind::kResign;
  if (how == "t" || how == "time") claim.ending = ActionKind::kTimeout;
  return claim;
}

std::string claim_text(const ClaimedResult& claim) {
  if (claim.draw) return "a draw";
  return std::string(color_name(claim.winner)) + " won";
}

void apply_result(Match& match, const SgfNode& root) {
  const std::string* re = root.value("RE");
  if (!re) return;
  const ClaimedResult claim = read_claim(*re);
  const std::string where = "RE[" + excerpt(*re) + "]: ";
  if (claim.ending != ActionKind::kMove) {
    if (match.is_over())
      fail(where + "the game was already over after the moves (" + match.outcome().to_string() +
           ")");
    const RecordedAction drop{claim.ending, 1 - claim.winner, "", 0};
    if (auto done = replay_action(match, drop); !done) fail(where + done.error());
  }
  if (!claim.draw && claim.winner == kNoPlayer) return;
  const Outcome outcome = match.outcome();
  const bool same =
      claim.draw ? outcome.is_draw() : outcome.decided() && outcome.winner() == claim.winner;
  if (!same)
    fail(where + "the record says " + claim_text(claim) + ", but replaying its moves gives " +
         outcome.to_string());
}

// A collection may hold several games; a file is loaded as one match, so picking the first
// would drop the others without a word.
const std::vector<SgfNode>& one_game(const Result<SgfCollection>& collection) {
  if (!collection) fail(collection.error());
  if (collection->game_trees > 1)
    fail("the file holds " + std::to_string(collection->game_trees) +
         " game trees; BoardLab reads one");
  return collection->main_line;
}

GameRecord read_record(std::string_view text, std::string_view expected_game) {
  const auto collection = parse_sgf(text);
  const std::vector<SgfNode>& nodes = one_game(collection);
  const SgfNode& root = nodes.front();
  check_single_values(root, kRootValues, "root node: ");
  check_file_format(root);
  AnyGame game = read_game(root);
  check_expected_game(game, expected_game);
  Match match(read_setup(game, nodes), read_seats(root), read_time_control(root));
  RecordInfo info = read_info(root);
  replay_moves(match, nodes);
  apply_result(match, root);
  return GameRecord{std::move(match), std::move(info), std::nullopt};  // SGF keeps no analysis
}

}  // namespace

Result<std::string> save_record_sgf(const Match& match, const RecordInfo& info) {
  const std::string name = match.initial().game_name();
  if (!is_sgf_game(name))
    return Result<std::string>::failure(
        name + " has no SGF form (SGF covers gomoku and nogo); save it as .json");
  if (!sgf_can_hold(match))
    return Result<std::string>::failure(
        "SGF cannot hold a resignation or timeout before the last action; save it as .json");
  std::string out = "(;FF[4]CA[UTF-8]AP[BoardLab]" + game_properties(match.initial()) +
                    info_properties(match, info) + result_property(match) + "\n" +
                    setup_properties(match.initial());
  return out + move_nodes(match) + ")\n";
}

Result<GameRecord> parse_record_sgf(std::string_view text, std::string_view expected_game) {
  try {
    return read_record(text, expected_game);
  } catch (const SgfError& error) {
    return Result<GameRecord>::failure(one_line(error.message));
  }
}

Result<Match> load_record_sgf(std::string_view text, std::string_view expected_game) {
  auto record = parse_record_sgf(text, expected_game);
  if (!record) return Result<Match>::failure(record.error());
  return std::move(record.value().match);
}

}  // namespace bl
