#include "core/rooms/room_message.h"

#include <nlohmann/json.hpp>

namespace bl::rooms {
namespace {

constexpr std::pair<ErrorCode, const char*> kErrorNames[] = {
    {ErrorCode::kNotInRoom, "NOT_IN_ROOM"},
    {ErrorCode::kRoomIsRunning, "ROOM_IS_RUNNING"},
    {ErrorCode::kRoomNotRunning, "ROOM_NOT_RUNNING"},
    {ErrorCode::kInvalidJoin, "INVALID_JOIN"},
    {ErrorCode::kOutturnMove, "OUTTURN_MOVE"},
    {ErrorCode::kInvalidMove, "INVALID_MOVE"},
    {ErrorCode::kInvalidReq, "INVALID_REQ"},
    {ErrorCode::kOtherError, "OTHER_ERROR"},
};

}  // namespace

const char* error_name(ErrorCode code) {
  for (const auto& [c, name] : kErrorNames)
    if (c == code) return name;
  return "OTHER_ERROR";
}

std::optional<ErrorCode> parse_error_code(std::string_view text) {
  for (const auto& [code, name] : kErrorNames)
    if (text == name || text == std::to_string(int(code))) return code;
  return std::nullopt;
}

Message make_message(Op op, std::string data1, std::string data2) {
  return {int(op), std::move(data1), std::move(data2)};
}

Message make_error(ErrorCode code, std::string text) {
  return make_message(Op::kError, std::to_string(int(code)), std::move(text));
}

Result<Message> parse_message(std::string_view line) {
  using R = Result<Message>;
  const nlohmann::json json = nlohmann::json::parse(line, nullptr, false);
  if (json.is_discarded()) return R::failure("not JSON");
  if (!json.is_object()) return R::failure("not a JSON object");
  if (json.size() != 3 || !json.contains("op") || !json.contains("data1") ||
      !json.contains("data2"))
    return R::failure("a message has exactly the keys op, data1 and data2");
  const auto& op = json["op"];
  if (!op.is_number_integer()) return R::failure("op is not an integer");
  if (!json["data1"].is_string() || !json["data2"].is_string())
    return R::failure("data1 and data2 must be strings");
  const auto value = op.get<std::int64_t>();
  if (value < 0 || value > 999999) return R::failure("op " + std::to_string(value) + " is unknown");
  return Message{int(value), json["data1"].get<std::string>(), json["data2"].get<std::string>()};
}

std::string format_message(const Message& message) {
  nlohmann::ordered_json json;
  json["op"] = message.op;
  json["data1"] = message.data1;
  json["data2"] = message.data2;
  return json.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace bl::rooms
