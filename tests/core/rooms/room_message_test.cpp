#include "core/rooms/room_message.h"

#include <gtest/gtest.h>

namespace bl::rooms {
namespace {

TEST(RoomMessage, FormatsAndParsesTheProtocolsLines) {
  const Message m = make_message(Op::kMove, "A", "-4 5 -4 4");
  const std::string text = format_message(m);
  EXPECT_EQ(text, R"({"op":200007,"data1":"A","data2":"-4 5 -4 4"})");
  auto back = parse_message(text);
  ASSERT_TRUE(back.ok()) << back.error();
  EXPECT_EQ(back.value(), m);
  // Key order and spaces do not matter.
  auto spaced = parse_message(R"( { "data2" : "" , "data1" : "r1" , "op" : 200000 } )");
  ASSERT_TRUE(spaced.ok());
  EXPECT_EQ(spaced.value(), make_message(Op::kJoinRoom, "r1", ""));
}

TEST(RoomMessage, RefusesWhatIsNotAMessageWithTheReason) {
  EXPECT_EQ(parse_message("{").error(), "not JSON");
  EXPECT_EQ(parse_message("7").error(), "not a JSON object");
  EXPECT_EQ(parse_message(R"({"op":1,"data1":""})").error(),
            "a message has exactly the keys op, data1 and data2");
  EXPECT_EQ(parse_message(R"({"op":1.5,"data1":"","data2":""})").error(), "op is not an integer");
  EXPECT_EQ(parse_message(R"({"op":1,"data1":2,"data2":""})").error(),
            "data1 and data2 must be strings");
  EXPECT_FALSE(parse_message(R"({"op":99999999999,"data1":"","data2":""})").ok());
}

TEST(RoomMessage, ErrorCodesAreReadAsNumbersOrNames) {
  EXPECT_EQ(make_error(ErrorCode::kOutturnMove, "wait").data1, "400004");
  EXPECT_EQ(parse_error_code("400004"), ErrorCode::kOutturnMove);
  EXPECT_EQ(parse_error_code("OUTTURN_MOVE"), ErrorCode::kOutturnMove);
  EXPECT_EQ(std::string(error_name(ErrorCode::kInvalidReq)), "INVALID_REQ");
  EXPECT_FALSE(parse_error_code("400099"));
}

TEST(RoomMessage, InvalidUtf8IsNotFatalWhenFormatting) {
  const std::string text = format_message(make_message(Op::kChat, "bob", "\xff\xfe"));
  EXPECT_TRUE(parse_message(text).ok()) << text;
}

}  // namespace
}  // namespace bl::rooms
