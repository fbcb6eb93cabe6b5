#pragma once
#include <string>

namespace bl {

// One GTP version 2 response: "=[id] result" or "?[id] message", on one line or more,
// ended by an empty line. The text is the result without the id, with its lines joined
// by '\n' and the spaces around it trimmed ("= " gives an empty result).
struct GtpResponse {
  bool success = false;
  std::string text;
};

// Reads a response line by line, as an engine writes it.
class GtpResponseReader {
 public:
  enum class Step {
    kNoise,     // a line outside any response (chatter before it): not part of it
    kMore,      // part of the response; more lines follow
    kComplete,  // the empty line that ends the response: response() is ready
  };
  // `line` without its '\n' (and without '\r').
  Step feed(const std::string& line);
  const GtpResponse& response() const { return response_; }

 private:
  bool started_ = false;
  GtpResponse response_;
};

}  // namespace bl
