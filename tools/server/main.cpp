// boardlab-server: rooms of online Chinese Checkers over the predecessors' protocol.
//   boardlab-server --port 8000 --move-time 15s --records games/
// The console (stdin) takes: rooms, info ROOM, kick ROOM NICK, start ROOM, bot ROOM SPEC, quit.
#include <signal.h>

#include <CLI/CLI.hpp>
#include <asio.hpp>
#include <iostream>
#include <thread>

#include "core/match/time_control.h"
#include "net/room_server.h"

namespace {

std::string timestamp() {
  const std::time_t now = std::time(nullptr);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%d %H:%M:%S", std::localtime(&now));
  return text;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"BoardLab server: online Chinese Checkers rooms (the predecessors' room protocol)"};
  bl::RoomServerConfig config;
  std::string move_time = "15s", rules_text;
  app.add_option("--host", config.host, "address to listen on (0.0.0.0: every interface)")
      ->capture_default_str();
  app.add_option("--port,-p", config.port, "TCP port")->capture_default_str();
  app.add_option("--move-time", move_time, "time per move before a player is eliminated")
      ->capture_default_str();
  app.add_option("--rules", rules_text, "Chinese Checkers rule options, e.g. \"move_limit=300\"");
  app.add_option("--records", config.records_dir, "folder for a record of every finished game");
  CLI11_PARSE(app, argc, argv);

  auto move_ms = bl::parse_duration_ms(move_time);
  if (!move_ms || move_ms.value() < 100) {
    std::cerr << "boardlab-server: --move-time: "
              << (move_ms ? "must be at least 100ms" : move_ms.error()) << "\n";
    return 2;
  }
  config.rooms.move_time_ms = move_ms.value();
  auto parsed = bl::parse_options(rules_text);
  if (!parsed) {
    std::cerr << "boardlab-server: --rules: " << parsed.error() << "\n";
    return 2;
  }
  bl::OptionMap rules = parsed.value();
  if (rules.count("players")) {
    std::cerr << "boardlab-server: --rules: the players are who joins a room, not a rule\n";
    return 2;
  }
  rules["players"] = "2";
  if (auto game = bl::AnyGame::create("chinese-checkers", rules); !game) {
    std::cerr << "boardlab-server: --rules: " << game.error() << "\n";
    return 2;
  }
  rules.erase("players");
  config.rooms.game_rules = rules;

  asio::io_context io;
  bl::RoomServer server(io, config, [](const std::string& line) {
    std::cout << timestamp() << " " << line << std::endl;
  });
  auto port = server.start();
  if (!port) {
    std::cerr << "boardlab-server: " << port.error() << "\n";
    return 1;
  }
  std::cout << timestamp() << " listening on " << config.host << ":" << port.value()
            << " (type 'help' for the console)" << std::endl;
  asio::signal_set signals(io, SIGINT, SIGTERM);
  signals.async_wait([&](std::error_code, int) {
    server.stop();
    io.stop();
  });
  // The console reads stdin on its own thread and hands each line to the server's.
  std::thread console([&] {
    for (std::string line; std::getline(std::cin, line);) {
      asio::post(io, [&, line] {
        std::cout << server.console(line) << std::flush;
        if (server.quit_requested()) {
          server.stop();
          io.stop();
        }
      });
    }
  });
  console.detach();  // a blocked read of stdin must not keep the server from exiting
  io.run();
  std::cout << timestamp() << " server stopped" << std::endl;
  return 0;
}
