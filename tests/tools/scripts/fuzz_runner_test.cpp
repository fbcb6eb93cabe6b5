// scripts/fuzz_runner.sh's run_fuzzer, with a fake fuzzer in place of a libFuzzer target: the
// long runs' workers share the executions, their sum and the best coverage are reported,
// each worker keeps its log, and a crash in one worker stops the others.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>

#include "tests/temp_folder.h"

namespace bl {
namespace {

namespace fs = std::filesystem;

// Acts as a libFuzzer target would for the runner: reads -runs and -artifact_prefix, prints
// its arguments, how many units its corpus folder holds (and adds one), a coverage line and
// the final stats. The first worker to start gets
// coverage 120, the others 150. With FAKE_CRASH the first worker writes a crash and fails
// after half a second; the others run FAKE_SLEEP tenths of a second, printing their stats if
// stopped (SIGTERM). With FAKE_SLOW it reports a slow unit, as libFuzzer does for an input
// that took over 10 s (a loaded machine, a stopped process), and goes on.
constexpr const char* kFakeFuzzer = R"SH(#!/usr/bin/env bash
runs=0
for a in "$@"; do
  case "$a" in -runs=*) runs=${a#-runs=} ;; -artifact_prefix=*) prefix=${a#-artifact_prefix=} ;; esac
done
echo "args: $*"
echo "corpus units: $(ls "$1" | wc -l)"
touch "$1/unit-$$"
first=0
mkdir "$FAKE_STATE/first" 2>/dev/null && first=1
if [ -n "${FAKE_CRASH:-}" ] && [ "$first" = 1 ]; then
  sleep 0.5  # the others are under way
  echo "artifact_prefix='$prefix'; Test unit written to ${prefix}crash-1"
  echo "==1==ERROR: fake crash"
  exit 1
fi
if [ -n "${FAKE_SLOW:-}" ]; then
  echo "Slowest unit: 20 s:"
  echo "artifact_prefix='$prefix'; Test unit written to ${prefix}slow-unit-1"
fi
trap 'echo "==TERM== stopped"; echo "stat::number_of_executed_units: 5"; exit 72' TERM
echo "#$runs NEW cov: $([ "$first" = 1 ] && echo 120 || echo 150) ft: 1"
for ((i = 0; i < ${FAKE_SLEEP:-0}; i++)); do sleep 0.1; done
echo "stat::number_of_executed_units: $runs"
)SH";

struct Outcome {
  int status = -1;
  std::string output;
};

class FuzzRunner : public ::testing::Test {
 protected:
  void SetUp() override {
    fs::create_directories(tmp_ / "bin");
    fs::create_directories(tmp_ / "root/fuzz/corpus/fake");
    fs::create_directories(tmp_ / "root/fuzz/dict");
    fs::create_directories(tmp_ / "state");
    std::ofstream(tmp_ / "root/fuzz/corpus/fake/seed") << "seed\n";
    std::ofstream(tmp_ / "root/fuzz/dict/fake.dict") << "\"kw\"\n";
    const fs::path fake = tmp_ / "bin/fuzz_fake";
    std::ofstream(fake) << kFakeFuzzer;
    fs::permissions(fake, fs::perms::owner_all);
  }

  // run_fuzzer DIR fake LIMIT 60 WORKERS, with the fake's environment.
  Outcome run(const std::string& limit, int workers, const std::string& env = "") {
    const std::string script = "set -euo pipefail; ROOT='" + (tmp_ / "root").string() +
                               "'; source '" BOARDLAB_SOURCE_DIR "/scripts/fuzz_runner.sh'; " +
                               "run_fuzzer '" + tmp_.path().string() + "' fake " + limit + " 60 " +
                               std::to_string(workers);
    const std::string command = "FAKE_STATE='" + (tmp_ / "state").string() + "' " + env +
                                " bash -c \"" + script + "\" 2>&1 </dev/null";
    Outcome r;
    FILE* pipe = popen(command.c_str(), "r");
    if (!pipe) return r;
    char buf[512];
    while (std::fgets(buf, sizeof buf, pipe)) r.output += buf;
    const int status = pclose(pipe);
    r.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return r;
  }

  std::string file(const std::string& relative) const {
    std::ifstream in(tmp_ / relative);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
  }

  test::TempFolder tmp_{"fuzz_runner"};
};

TEST_F(FuzzRunner, WorkersShareTheExecutionsAndTheLineReportsTheirSum) {
  const Outcome r = run("-runs=1001", 2);
  EXPECT_EQ(r.status, 0) << r.output;
  EXPECT_NE(r.output.find("fuzz fake"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find(" 1002 executions"), std::string::npos) << r.output;  // 501 each
  EXPECT_NE(r.output.find("cov    150"), std::string::npos) << r.output;        // the best
  EXPECT_NE(r.output.find("crashes 0"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("(2 workers)"), std::string::npos) << r.output;
  EXPECT_NE(file("logs/fake.log").find("-runs=501"), std::string::npos);
  EXPECT_NE(file("logs/fake.w2.log").find("-runs=501"), std::string::npos);
}

TEST_F(FuzzRunner, ATimeLimitGoesToTheOneWorkerAsItIs) {
  const Outcome r = run("-max_total_time=3", 1);
  EXPECT_EQ(r.status, 0) << r.output;
  EXPECT_EQ(r.output.find("workers"), std::string::npos) << r.output;
  EXPECT_NE(file("logs/fake.log").find("-max_total_time=3 "), std::string::npos);
  EXPECT_FALSE(fs::exists(tmp_ / "logs/fake.w2.log"));
}

// FUZZ_CORPUS_DIR keeps the corpus: a second run starts with what the first one added.
TEST_F(FuzzRunner, AKeptCorpusGoesOnFromTheLastRun) {
  const std::string keep = "FUZZ_CORPUS_DIR='" + (tmp_ / "kept").string() + "'";
  ASSERT_EQ(run("-runs=10", 1, keep).status, 0);
  EXPECT_NE(file("logs/fake.log").find("corpus units: 1\n"), std::string::npos);  // the seed
  ASSERT_EQ(run("-runs=10", 1, keep).status, 0);
  EXPECT_NE(file("logs/fake.log").find("corpus units: 2\n"), std::string::npos);
  EXPECT_NE(file("logs/fake.log").find((tmp_ / "kept/fake").string()), std::string::npos);
  EXPECT_EQ(std::distance(fs::directory_iterator(tmp_ / "root/fuzz/corpus/fake"),
                          fs::directory_iterator()),
            1);  // the tree's seeds are left alone
}

// Without the stop, the other worker would sleep for ten minutes and the test time out.
TEST_F(FuzzRunner, ACrashFailsTheRunAndStopsTheOtherWorkers) {
  const Outcome r = run("-runs=1000000", 2, "FAKE_CRASH=1 FAKE_SLEEP=6000");
  EXPECT_NE(r.status, 0) << r.output;
  EXPECT_NE(r.output.find("crashes 1"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("fake crash"), std::string::npos) << r.output;
  const std::string logs = file("crashes/fake.log") + file("crashes/fake.w2.log");
  EXPECT_NE(logs.find("fake crash"), std::string::npos);
  EXPECT_NE(logs.find("==TERM== stopped"), std::string::npos);
}

// Regression (session 33): a long run stopped for 20 s by its user reported "crashes 2": the
// slow units libFuzzer had kept were counted with the crashes.
TEST_F(FuzzRunner, ASlowUnitIsNotACrash) {
  const Outcome r = run("-runs=10", 1, "FAKE_SLOW=1");
  EXPECT_EQ(r.status, 0) << r.output;
  EXPECT_NE(r.output.find("crashes 0"), std::string::npos) << r.output;
}

TEST(FuzzRunnerCommand, RefusesABadWorkerCount) {
  for (const char* workers : {"0", "two", "-1"}) {
    const std::string command = std::string("cd '" BOARDLAB_SOURCE_DIR "' && FUZZ_WORKERS='") +
                                workers + "' bash scripts/boardlab.sh fuzz-runs 10 2>&1";
    FILE* pipe = popen(command.c_str(), "r");
    ASSERT_NE(pipe, nullptr);
    std::string output;
    char buf[512];
    while (std::fgets(buf, sizeof buf, pipe)) output += buf;
    const int status = pclose(pipe);
    EXPECT_EQ(WEXITSTATUS(status), 2) << workers << ": " << output;
    EXPECT_NE(output.find("FUZZ_WORKERS: needs a whole number above 0"), std::string::npos)
        << output;
  }
}

}  // namespace
}  // namespace bl
