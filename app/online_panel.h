#pragma once
#include <string>

#include "app/online_room.h"

namespace bl {

// The online parts of the screens: the lobby's Online tab (the server and room to join or
// watch, then the room's members with Ready, Leave, the chat and the way back to the game)
// and the game panel's section (the room, whose turn the server says it is, "AI plays for
// me", each player's last move as the server has it, the chat, and problems in words).
class OnlinePanel {
 public:
  enum class Action { kNone, kConnect, kWatch, kReconnect, kLeave, kBackToGame };

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
  Action draw_game_section(OnlineRoom& room);

 private:
  Action draw_form(const OnlineRoom* room);
  Action draw_room(OnlineRoom& room);
  void draw_ai_plays(OnlineRoom& room);
  static void draw_last_moves(OnlineRoom& room);
  static Action draw_lost(const OnlineRoom& room);
  void draw_chat(OnlineRoom& room, float lines);
  static void draw_notices(const OnlineRoom& room);

  Form form_;
  std::string ai_agent_ = "cc-racer";
  std::string chat_input_;
  std::size_t chat_seen_ = 0;  // chat lines shown: a new one scrolls to the bottom
};

// Whether the lobby shows the form (no room yet, or the last one is over) or the room.
bool shows_room(const OnlineRoom* room);

}  // namespace bl
