// bench threats: the Gomoku threat solvers over a suite file, with the verdict of each
// position and a summary; bad input is refused with a one-line error.
#include "tools/bench/threats_command.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "tests/temp_folder.h"
#include "tests/tools/bench/bench_run.h"

namespace bl {
namespace {

using bench_test::BenchRun;

BenchRun run(const ThreatsBenchRequest& request) {
  return bench_test::run_bench(run_threats_bench, request);
}

// Black's h8 makes two fours (e8-g8 + h8 blocked at d8, h5-h7 + h8 blocked at h4); the
// second position is the same with white to move, who has nothing.
std::string write_suite(const test::TempFolder& folder) {
  std::filesystem::create_directories(folder.path());
  const std::string path = (folder / "suite.txt").string();
  std::ofstream(path) << "# two fours at h8\n"
                         "double-four | e8 d8 f8 h4 g8 a1 h5 a2 h6 a3 h7 a15 | 3 h8\n"
                         "white-to-move | e8 d8 f8 h4 g8 a1 h5 a2 h6 a3 h7 | none\n";
  return path;
}

TEST(BenchThreats, BothSolversProveTheWinAndSearchOutTheRest) {
  const test::TempFolder folder("bench_threats");
  ThreatsBenchRequest request;
  request.suite = write_suite(folder);
  request.details = true;
  for (bool proof_numbers : {false, true}) {
    request.proof_numbers = proof_numbers;
    for (bool vcf : {false, true}) {
      request.vcf = vcf;
      const BenchRun r = run(request);
      ASSERT_EQ(r.code, 0) << r.err;
      EXPECT_NE(r.out.find("double-four"), std::string::npos) << r.out;
      EXPECT_NE(r.out.find("proven          3 plies"), std::string::npos) << r.out;
      EXPECT_NE(r.out.find("searched out"), std::string::npos) << r.out;
      EXPECT_NE(r.out.find(std::string(vcf ? "VCF" : "VCT") +
                           " proven 1 of 2 (50.0%), searched out 1, out of budget 0"),
                std::string::npos)
          << r.out;
    }
  }
}

TEST(BenchThreats, ATinyBudgetRunsOut) {
  const test::TempFolder folder("bench_threats_budget");
  ThreatsBenchRequest request;
  request.suite = write_suite(folder);
  request.nodes = 1;
  const BenchRun r = run(request);
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("proven 0 of 2 (0.0%), searched out 0, out of budget 2"), std::string::npos)
      << r.out;
}

// The position of GomokuRootProofNumbers.ADoubleThreatMayComeAwayFromTheLastStone after white's
// h8: black's VCT plays f6, a double three away from its previous threat, which the proof
// numbers find only when double threats may come anywhere.
TEST(BenchThreats, DoubleThreatsAnywhereProveAWinTheFollowUpRuleMisses) {
  const test::TempFolder folder("bench_threats_doubles");
  std::filesystem::create_directories(folder.path());
  ThreatsBenchRequest request;
  request.suite = (folder / "suite.txt").string();
  std::ofstream(request.suite) << "away | f7 e8 e6 g8 d7 g7 f5 g4 c8 b9 g6 h8 | i8 h7 f6\n";
  request.proof_numbers = true;
  for (bool anywhere : {false, true}) {
    request.double_threats_anywhere = anywhere;
    const BenchRun r = run(request);
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_NE(
        r.out.find(anywhere ? "VCT proven 1 of 1" : "VCT proven 0 of 1 (0.0%), searched out 1"),
        std::string::npos)
        << r.out;
  }
  request.proof_numbers = false;
  const BenchRun r = run(request);
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("--double-threats-anywhere needs --proof-numbers"), std::string::npos)
      << r.err;
  EXPECT_EQ(r.err.find('\n'), r.err.size() - 1) << "one line: " << r.err;
}

TEST(BenchThreats, BadInputIsRefusedOnOneLine) {
  const test::TempFolder folder("bench_threats_bad");
  std::filesystem::create_directories(folder.path());
  const std::string bad = (folder / "bad.txt").string();
  std::ofstream(bad) << "a | h8 h8 | x\n";
  struct Case {
    std::string suite;
    std::vector<std::string> rules;
    std::string expected;
  };
  const Case cases[] = {
      {(folder / "missing.txt").string(), {}, "cannot read"},
      {bad, {}, "bad.txt: line 1: move 2: "},
      {bad, {"size=99"}, "size"},
  };
  for (const Case& c : cases) {
    ThreatsBenchRequest request;
    request.suite = c.suite;
    request.rule_options = c.rules;
    const BenchRun r = run(request);
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.out.empty()) << r.out;
    EXPECT_EQ(r.err.rfind("bench threats: ", 0), 0u) << r.err;
    EXPECT_NE(r.err.find(c.expected), std::string::npos) << r.err;
    EXPECT_EQ(r.err.find('\n'), r.err.size() - 1) << "one line: " << r.err;
  }
}

}  // namespace
}  // namespace bl
