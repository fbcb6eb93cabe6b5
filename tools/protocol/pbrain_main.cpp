// pbrain-boardlab: a Gomoku brain for the Gomocup (piskvork) protocol on stdin/stdout.
#include <CLI/CLI.hpp>
#include <iostream>

#include "tools/protocol/default_agent.h"
#include "tools/protocol/gomocup_brain.h"

int main(int argc, char** argv) {
  CLI::App app{"BoardLab Gomoku brain (Gomocup protocol on stdin/stdout)"};
  std::string agent = bl::default_protocol_agent("gomoku");
  app.add_option("--agent", agent, "agent spec, e.g. \"alphabeta\"");
  CLI11_PARSE(app, argc, argv);

  auto session = bl::EngineSession::create("gomoku", agent);
  if (!session) {
    std::cout << "ERROR " << session.error() << std::endl;
    return 2;
  }
  bl::GomocupBrain brain(std::move(session.value()));
  std::string line;
  while (!brain.finished() && std::getline(std::cin, line)) {
    for (const auto& out : brain.handle(line)) std::cout << out << "\n";
    std::cout << std::flush;
  }
  return 0;
}
