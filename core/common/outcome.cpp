#include "core/common/outcome.h"

namespace bl {

Outcome Outcome::undecided(int num_players) {
  Outcome o;
  o.num_players = num_players;
  return o;
}

Outcome Outcome::win(int num_players, int winner) {
  Outcome o = undecided(num_players);
  for (int p = 0; p < num_players; ++p) o.place[p] = (p == winner) ? 1 : 2;
  return o;
}

Outcome Outcome::draw(int num_players) {
  Outcome o = undecided(num_players);
  for (int p = 0; p < num_players; ++p) o.place[p] = 1;
  return o;
}

bool Outcome::decided() const {
  for (int p = 0; p < num_players; ++p)
    if (place[p] == 0) return false;
  return num_players > 0;
}

int Outcome::winner() const {
  int found = kNoPlayer;
  for (int p = 0; p < num_players; ++p) {
    if (place[p] != 1) continue;
    if (found != kNoPlayer) return kNoPlayer;  // shared first place
    found = p;
  }
  return found;
}

bool Outcome::is_draw() const { return decided() && winner() == kNoPlayer; }

double Outcome::score(int player) const {
  if (num_players <= 1) return 1.0;
  const int mine = place[player];
  // Average the reward over the block of places this tie occupies.
  int tied = 0;
  for (int p = 0; p < num_players; ++p) tied += place[p] == mine ? 1 : 0;
  double total = 0;
  for (int k = 0; k < tied; ++k) total += double(num_players - (mine + k)) / (num_players - 1);
  return total / tied;
}

std::string Outcome::to_string() const {
  if (!decided()) return "undecided";
  if (num_players == 2) {
    if (is_draw()) return "draw";
    return winner() == 0 ? "1-0" : "0-1";
  }
  std::string s = "places";
  for (int p = 0; p < num_players; ++p) s += (p ? "," : " ") + std::to_string(place[p]);
  return s;
}

}  // namespace bl
