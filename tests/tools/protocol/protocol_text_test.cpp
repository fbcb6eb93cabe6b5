// The protocol engines' input handling: numbers, line reading, the --agent flag.
#include <gtest/gtest.h>

#include <limits>
#include <sstream>

#include "tools/protocol/agent_flag.h"
#include "tools/protocol/bounded_number.h"
#include "tools/protocol/default_agent.h"
#include "tools/protocol/line_reader.h"

namespace bl {
namespace {

TEST(ParseBounded, RefusesWhatIsNotAWholeNumberInRange) {
  EXPECT_EQ(parse_bounded(" 15\r", 1, 100).value(), 15);
  EXPECT_EQ(parse_bounded("-7", -10, 10).value(), -7);
  EXPECT_EQ(parse_bounded("4294967311", 1, 2147483647).error(),
            "'4294967311' is out of range (1 to 2147483647)");
  EXPECT_EQ(parse_bounded("-4294967281", 1, 2147483647).error(),
            "'-4294967281' is out of range (1 to 2147483647)");
  EXPECT_EQ(parse_bounded("99999999999999999999999", 0, 5).error(),
            "'99999999999999999999999' is out of range (0 to 5)");
  EXPECT_EQ(parse_bounded("1.5", 0, 5).error(), "'1.5' is not a whole number");
  EXPECT_EQ(parse_bounded("", 0, 5).error(), "'' is not a whole number");
  EXPECT_EQ(parse_bounded("+3", 0, 5).error(), "'+3' is not a whole number");
  EXPECT_EQ(parse_bounded("12 3", 0, 500).error(), "'12 3' is not a whole number");
}

TEST(LineReader, ReadsLinesAndDiscardsOverlongOnesWithoutKeepingThem) {
  std::istringstream in("one\r\n" + std::string(100, 'x') + "\n\nlast");
  LineReader reader(in, 10);
  auto line = reader.next();
  EXPECT_EQ(line.status, LineReader::Status::kLine);
  EXPECT_EQ(line.text, "one\r");
  line = reader.next();
  EXPECT_EQ(line.status, LineReader::Status::kTooLong);
  EXPECT_TRUE(line.text.empty());
  line = reader.next();
  EXPECT_EQ(line.status, LineReader::Status::kLine);
  EXPECT_EQ(line.text, "");
  line = reader.next();
  EXPECT_EQ(line.status, LineReader::Status::kLine);  // no '\n' at the end: still a line
  EXPECT_EQ(line.text, "last");
  EXPECT_EQ(reader.next().status, LineReader::Status::kEnd);
  EXPECT_EQ(reader.next().status, LineReader::Status::kEnd);
}

TEST(LineReader, ALineOfExactlyTheLimitIsKept) {
  std::istringstream in(std::string(10, 'a') + "\n" + std::string(11, 'b') + "\n");
  LineReader reader(in, 10);
  EXPECT_EQ(reader.next().text, std::string(10, 'a'));
  EXPECT_EQ(reader.next().status, LineReader::Status::kTooLong);
}

// Item 6: both engines take the flag through this.
TEST(AgentFlag, AnEmptySpecGivenExplicitlyIsRefused) {
  EXPECT_EQ(agent_from_flag(false, "").value(), default_protocol_agent());
  EXPECT_EQ(agent_from_flag(true, "mcts").value(), "mcts");
  for (const char* empty : {"", "  ", "\t"}) {
    auto spec = agent_from_flag(true, empty);
    ASSERT_FALSE(spec.ok()) << "'" << empty << "'";
    EXPECT_NE(spec.error().find("--agent"), std::string::npos);
    EXPECT_EQ(spec.error().find('\n'), std::string::npos);
  }
}

}  // namespace
}  // namespace bl
