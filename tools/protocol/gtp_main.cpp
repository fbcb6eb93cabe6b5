// boardlab-gtp: a GTP version 2 engine for NoGo (default) or Gomoku on stdin/stdout.
#include <CLI/CLI.hpp>
#include <iostream>

#include "tools/protocol/agent_flag.h"
#include "tools/protocol/gtp_engine.h"
#include "tools/protocol/line_reader.h"

int main(int argc, char** argv) {
  CLI::App app{"BoardLab GTP engine"};
  std::string game = "nogo";
  std::string agent;
  app.add_option("--game", game, "nogo or gomoku")->check(CLI::IsMember({"nogo", "gomoku"}));
  const CLI::Option* agent_flag =
      app.add_option("--agent", agent, "agent spec (default: alphabeta)");
  CLI11_PARSE(app, argc, argv);
  auto spec = bl::agent_from_flag(agent_flag->count() > 0, agent);
  if (!spec) {
    std::cout << "? " << spec.error() << "\n\n" << std::flush;
    return 2;
  }

  auto session = bl::EngineSession::create(game, spec.value());
  if (!session) {
    std::cout << "? " << session.error() << "\n\n" << std::flush;
    return 2;
  }
  // GTP is strictly command then response, so the engine reads and thinks on one thread.
  bl::GtpEngine engine(std::move(session.value()));
  bl::LineReader reader(std::cin);
  for (bl::LineReader::Line line;
       !engine.finished() && (line = reader.next()).status != bl::LineReader::Status::kEnd;) {
    const bool too_long = line.status == bl::LineReader::Status::kTooLong;
    std::cout << (too_long ? engine.handle_too_long() : engine.handle(line.text)) << std::flush;
  }
  return 0;
}
