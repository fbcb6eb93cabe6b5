// bench: fixed measurements of BoardLab's engine.
//   bench perft --game chinese-checkers --depth 6 [players=3 ...]
#include <CLI/CLI.hpp>
#include <iostream>

#include "tools/bench/perft_command.h"

int main(int argc, char** argv) {
  CLI::App app{"BoardLab bench: perft move-generation counts and search speed"};
  app.require_subcommand(1);

  bl::PerftRequest perft;
  auto* perft_cmd = app.add_subcommand("perft", "count legal move sequences to a depth");
  perft_cmd->add_option("--game,-g", perft.game, "chinese-checkers (cc), gomoku or nogo")
      ->required();
  perft_cmd->add_option("--depth,-d", perft.depth, "plies to count")
      ->check(CLI::Range(1, 12))
      ->required();
  perft_cmd->add_option("rules", perft.rule_options, "rule options as key=value");

  CLI11_PARSE(app, argc, argv);
  if (perft_cmd->parsed()) return bl::run_perft(perft, std::cout, std::cerr);
  return 0;
}
