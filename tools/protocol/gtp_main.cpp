// boardlab-gtp: a GTP version 2 engine for NoGo (default) or Gomoku on stdin/stdout.
#include <CLI/CLI.hpp>
#include <iostream>

#include "tools/protocol/default_agent.h"
#include "tools/protocol/gtp_engine.h"

int main(int argc, char** argv) {
  CLI::App app{"BoardLab GTP engine"};
  std::string game = "nogo";
  std::string agent;
  app.add_option("--game", game, "nogo or gomoku")->check(CLI::IsMember({"nogo", "gomoku"}));
  app.add_option("--agent", agent, "agent spec (default: the strongest for the game)");
  CLI11_PARSE(app, argc, argv);
  if (agent.empty()) agent = bl::default_protocol_agent(game);

  auto session = bl::EngineSession::create(game, agent);
  if (!session) {
    std::cout << "? " << session.error() << "\n\n" << std::flush;
    return 2;
  }
  bl::GtpEngine engine(std::move(session.value()));
  std::string line;
  while (!engine.finished() && std::getline(std::cin, line))
    std::cout << engine.handle(line) << std::flush;
  return 0;
}
