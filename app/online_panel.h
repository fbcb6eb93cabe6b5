#pragma once
#include <string>

#include "app/online_room.h"

namespace bl {

// The online parts of the screens: the lobby's Online tab (the server and room to join,
// then the room's members with Ready and Leave) and the game panel's section (the room,
// whose turn the server says it is, "AI plays for me", and problems in words).
class OnlinePanel {
 public:
  enum class Action { kNone, kConnect, kLeave };

  struct Form {
    std::string host = "127.0.0.1";
    int port = 8000;
    std::string room = "r1";
    std::string nickname;
  };
  Form& form() { return form_; }
  // The agent "AI plays for me" uses (an agent spec).
  std::string& ai_agent() { return ai_agent_; }

  // `room` is null before the first Connect.
  Action draw_lobby_tab(OnlineRoom* room);
  void draw_game_section(OnlineRoom& room);

 private:
  Action draw_form(const OnlineRoom* room);
  Action draw_room(OnlineRoom& room);
  void draw_ai_plays(OnlineRoom& room);
  static void draw_notices(const OnlineRoom& room);

  Form form_;
  std::string ai_agent_ = "cc-racer";
};

// Whether the lobby shows the form (no room yet, or the last one is over) or the room.
bool shows_room(const OnlineRoom* room);

}  // namespace bl
