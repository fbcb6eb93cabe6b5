#include "ai/nogo/nogo_playout.h"

namespace bl::nogo {

int balance_after(NoGoBoard& scratch, int player, int cell) {
  scratch.place(player, cell);
  const int balance = scratch.safe_cells(player).count() - scratch.safe_cells(1 - player).count();
  scratch.remove(cell);
  return balance;
}

}  // namespace bl::nogo
