// A misbehaving engine for the arena's tests: speaks GTP or Gomocup on a square board,
// answering moves with the empty cell nearest the centre, and misbehaves as told:
//   --protocol gtp|gomocup   (required)
//   --transcript FILE        append every line received
//   --tag TEXT               ignored: marks the process so tests can find leftovers
//   --start-delay-ms N       sleep before answering START / boardsize
//   --first-move-delay-ms N  sleep before the first move's answer
//   --move-delay-ms N        sleep before every move's answer
//   --hang                   never answer a move
//   --crash-after N          exit(3) when asked for move N+1
//   --garbage                answer moves with "banana"
//   --illegal                answer moves with an occupied cell
//   --ignore-term            ignore SIGTERM
//   --spawn-child            leave a sleeping child process behind (as wrapper scripts do)
//   --style S                GTP answers: plain ("="), space ("= "), id ("=7 ..."),
//                            multiline (two-line answers), crlf (CR LF line ends)
//   --require-upper          GTP: refuse lower-case vertices
//   --check-order            Gomocup: answer BAD-ORDER unless BOARD stones alternate
//                            colours and end with the opponent's
//   --chatter                Gomocup: MESSAGE, DEBUG, UNKNOWN and ERROR lines before moves
//   --no-about               Gomocup: never answer ABOUT
//   --memory-delay-ms N      Gomocup: sleep on INFO max_memory (a brain sizing its tables)
//   --say-eval               Gomocup: before each move, Rapfi's search summaries: a first one
//                            (Eval -1, best line A1), then the last one, Eval 10 * the stones
//                            on the board, best line the move it answers then A1
//   --lost-at N              with --say-eval: from N stones on, the side to move at N stones
//                            is lost: Eval -M3 at N, N+2, ... stones, +M3 at N+1, N+3, ...
#include <signal.h>
#include <unistd.h>

#include <cctype>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <map>
#include <string>
#include <thread>
#include <vector>

namespace {

std::map<std::string, std::string> flags;
bool flag(const std::string& name) { return flags.count(name) > 0; }
int number(const std::string& name) { return flag(name) ? std::atoi(flags[name].c_str()) : 0; }

int size = 15;
std::vector<int> board;  // 0 empty, 1 black, 2 white
int moves_answered = 0;

void sleep_ms(int ms) { std::this_thread::sleep_for(std::chrono::milliseconds(ms)); }

void record(const std::string& line) {
  if (!flag("--transcript")) return;
  std::ofstream(flags["--transcript"], std::ios::app) << line << "\n";
}

void reset(int n) {
  size = n;
  board.assign(n * n, 0);
}

int centre_most_empty() {
  int best = -1, best_distance = 1 << 30;
  for (int c = 0; c < size * size; ++c) {
    if (board[c]) continue;
    const int dx = c % size - size / 2, dy = c / size - size / 2;
    if (dx * dx + dy * dy < best_distance) best = c, best_distance = dx * dx + dy * dy;
  }
  return best;
}

// The cell to answer, after the misbehaviour that comes first; -1: answer garbage.
int choose_move() {
  if (flag("--hang")) {
    for (;;) sleep_ms(1000);
  }
  if (flag("--crash-after") && moves_answered >= number("--crash-after")) std::exit(3);
  if (moves_answered == 0) sleep_ms(number("--first-move-delay-ms"));
  sleep_ms(number("--move-delay-ms"));
  ++moves_answered;
  if (flag("--garbage")) return -1;
  if (flag("--illegal"))
    for (int c = 0; c < size * size; ++c)
      if (board[c]) return c;
  return centre_most_empty();
}

// GTP vertices: letters without 'i', rows from the bottom.
std::string vertex(int cell) {
  char letter = char('A' + cell % size);
  if (letter >= 'I') ++letter;
  return std::string(1, letter) + std::to_string(size - cell / size);
}

int parse_vertex(const std::string& text) {
  if (text.size() < 2) return -1;
  const char upper = char(std::toupper(static_cast<unsigned char>(text[0])));
  int x = upper - 'A';
  if (upper > 'I') --x;
  const int y = size - std::atoi(text.c_str() + 1);
  if (x < 0 || y < 0 || x >= size || y >= size) return -1;
  return y * size + x;
}

void gtp_answer(const std::string& text) {
  const std::string style = flags.count("--style") ? flags["--style"] : "plain";
  const std::string end = style == "crlf" ? "\r\n" : "\n";
  std::string head = style == "id" ? "=7" : "=";
  if (!text.empty())
    head += " " + text;
  else if (style == "space")
    head += " ";
  std::cout << head << end;
  if (style == "multiline") std::cout << "a second line of the answer" << end;
  std::cout << end << std::flush;
}

void gtp_error(const std::string& text) { std::cout << "? " << text << "\n\n" << std::flush; }

void run_gtp() {
  std::string line;
  while (std::getline(std::cin, line)) {
    record(line);
    std::string command, a, b;
    {
      std::string rest = line;
      std::size_t p = rest.find(' ');
      command = rest.substr(0, p);
      rest = p == std::string::npos ? "" : rest.substr(p + 1);
      p = rest.find(' ');
      a = rest.substr(0, p);
      b = p == std::string::npos ? "" : rest.substr(p + 1);
    }
    if (command == "boardsize") {
      sleep_ms(number("--start-delay-ms"));
      reset(std::atoi(a.c_str()));
      gtp_answer("");
    } else if (command == "clear_board") {
      reset(size);
      gtp_answer("");
    } else if (command == "play") {
      if (flag("--require-upper") && !b.empty() && std::islower(static_cast<unsigned char>(b[0]))) {
        gtp_error("invalid vertex");
        continue;
      }
      const int cell = parse_vertex(b);
      if (cell < 0) {
        gtp_error("invalid vertex");
        continue;
      }
      board[cell] = a == "b" || a == "B" ? 1 : 2;
      gtp_answer("");
    } else if (command == "genmove") {
      const int cell = choose_move();
      if (cell < 0) {
        gtp_answer("banana");
        continue;
      }
      board[cell] = a == "b" || a == "B" ? 1 : 2;
      gtp_answer(vertex(cell));
    } else if (command == "quit") {
      gtp_answer("");
      return;
    } else if (command == "time_settings" || command == "time_left" || command == "komi") {
      gtp_answer("");
    } else {
      gtp_error("unknown command");
    }
  }
}

// Gomocup coordinates as Rapfi says them: the column's letter, the row counted from the top.
std::string gomocup_point(int cell) {
  return std::string(1, char('A' + cell % size)) + std::to_string(cell / size + 1);
}

// --say-eval: what Rapfi says about a search before it answers `cell`.
void say_eval(int cell) {
  int stones = 0;
  for (int c : board) stones += c != 0;
  std::string eval = std::to_string(10 * stones);
  if (flag("--lost-at") && stones >= number("--lost-at"))
    eval = (stones - number("--lost-at")) % 2 ? "+M3" : "-M3";
  std::cout << "MESSAGE Speed 1K | Depth 1-1 | Eval -1 | Node 1 | Time 0ms\n"
            << "MESSAGE Bestline A1\n"
            << "MESSAGE Speed 1K | Depth 3-5 | Eval " << eval << " | Node 1K | Time 1ms\n"
            << "MESSAGE Bestline " << gomocup_point(cell) << " A1\n";
}

void gomocup_move() {
  if (flag("--chatter"))
    std::cout << "MESSAGE thinking hard\nDEBUG depth 3\nUNKNOWN what was that\nERROR not really\n";
  const int cell = choose_move();
  if (cell < 0) {
    std::cout << "banana" << std::endl;
    return;
  }
  if (flag("--say-eval")) say_eval(cell);
  board[cell] = 1;
  std::cout << cell % size << "," << cell / size << std::endl;
}

void run_gomocup() {
  std::string line;
  bool in_board = false, ordered = true;
  int previous_field = 0;
  while (std::getline(std::cin, line)) {
    record(line);
    if (in_board) {
      if (line == "DONE") {
        in_board = false;
        if (flag("--check-order") && (!ordered || previous_field != 2)) {
          std::cout << "BAD-ORDER" << std::endl;
          continue;
        }
        gomocup_move();
        continue;
      }
      int x = 0, y = 0, field = 0;
      std::sscanf(line.c_str(), "%d,%d,%d", &x, &y, &field);
      if (previous_field && field == previous_field) ordered = false;
      previous_field = field;
      board[y * size + x] = field == 1 ? 1 : 2;
      continue;
    }
    if (line.rfind("START", 0) == 0) {
      sleep_ms(number("--start-delay-ms"));
      reset(std::atoi(line.c_str() + 6));
      std::cout << "OK" << std::endl;
    } else if (line == "BEGIN") {
      gomocup_move();
    } else if (line.rfind("TURN", 0) == 0) {
      int x = 0, y = 0;
      std::sscanf(line.c_str() + 5, "%d,%d", &x, &y);
      board[y * size + x] = 2;
      gomocup_move();
    } else if (line == "BOARD") {
      reset(size);
      in_board = true;
      ordered = true;
      previous_field = 0;
    } else if (line == "END") {
      return;
    } else if (line == "ABOUT" && !flag("--no-about")) {
      std::cout << "name=\"fake\", version=\"1\"" << std::endl;
    } else if (line.rfind("INFO max_memory", 0) == 0) {
      sleep_ms(number("--memory-delay-ms"));
    } else if (line.rfind("INFO", 0) != 0 && line != "ABOUT") {
      std::cout << "UNKNOWN " << line << std::endl;
    }
  }
}

}  // namespace

int main(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    const std::string name = argv[i];
    const bool takes_value = i + 1 < argc && argv[i + 1][0] != '-';
    flags[name] = takes_value ? argv[++i] : "";
  }
  if (flag("--ignore-term")) signal(SIGTERM, SIG_IGN);
  if (flag("--spawn-child") && fork() == 0) {
    for (;;) sleep_ms(1000);
  }
  reset(15);
  if (flags["--protocol"] == "gtp")
    run_gtp();
  else
    run_gomocup();
  return 0;
}
