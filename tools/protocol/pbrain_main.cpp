// pbrain-boardlab: a Gomoku brain for the Gomocup (piskvork) protocol on stdin/stdout.
#include <CLI/CLI.hpp>
#include <csignal>
#include <iostream>

#include "tools/protocol/agent_flag.h"
#include "tools/protocol/gomocup_loop.h"

int main(int argc, char** argv) {
  CLI::App app{"BoardLab Gomoku brain (Gomocup protocol on stdin/stdout)"};
  std::string agent;
  const CLI::Option* agent_flag =
      app.add_option("--agent", agent, "agent spec, e.g. \"alphabeta\" (default: alphabeta)");
  CLI11_PARSE(app, argc, argv);
  auto spec = bl::agent_from_flag(agent_flag->count() > 0, agent);
  if (!spec) {
    std::cout << "ERROR " << spec.error() << std::endl;
    return 2;
  }

  auto session = bl::EngineSession::create("gomoku", spec.value());
  if (!session) {
    std::cout << "ERROR " << session.error() << std::endl;
    return 2;
  }
  // A manager that has gone away must not kill the brain with SIGPIPE mid-answer: the
  // write fails and the loop ends at the end of input.
  std::signal(SIGPIPE, SIG_IGN);
  bl::GomocupBrain brain(std::move(session.value()));
  bl::run_gomocup_loop(brain, std::cin, [](const std::string& line) {
    std::cout << line << '\n' << std::flush;
  });
  return 0;
}
