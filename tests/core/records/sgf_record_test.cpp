#include "core/records/sgf_record.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "core/records/json_record.h"
#include "record_test_util.h"

namespace bl {
namespace {

using testing::contains;
using testing::make_game;
using testing::random_match;

void expect_sgf_round_trip(const Match& match, const RecordInfo& info = {}) {
  auto first = save_record_sgf(match, info);
  ASSERT_TRUE(first.ok()) << first.error();
  auto loaded = parse_record_sgf(first.value());
  ASSERT_TRUE(loaded.ok()) << loaded.error() << "\n" << first.value();
  auto second = save_record_sgf(loaded->match, loaded->info);
  ASSERT_TRUE(second.ok());
  EXPECT_EQ(second.value(), first.value());
  EXPECT_EQ(loaded->match.game().rules(), match.game().rules());
  EXPECT_EQ(loaded->match.time_control(), match.time_control());
  EXPECT_EQ(loaded->match.outcome(), match.outcome());
  EXPECT_EQ(loaded->match.game().hash(), match.game().hash());
  ASSERT_EQ(loaded->match.actions().size(), match.actions().size());
  for (std::size_t i = 0; i < match.actions().size(); ++i) {
    const MatchAction& a = match.actions()[i];
    const MatchAction& b = loaded->match.actions()[i];
    EXPECT_EQ(b.kind, a.kind);
    EXPECT_EQ(b.player, a.player);
    EXPECT_EQ(b.move, a.move);
    if (a.kind == ActionKind::kMove) {
      EXPECT_EQ(b.think_ms, a.think_ms) << "XT keeps think times";
    }
  }
}

TEST(SgfRecord, GomokuGamesOfEveryRuleSetRoundTrip) {
  std::uint32_t seed = 1;
  for (const char* rule : {"freestyle", "standard", "renju"})
    for (const char* size : {"15", "9", "25"}) {
      Match match = random_match("gomoku", {{"rule", rule}, {"size", size}}, seed++, 100000,
                                 TimeControl{0, 900000, 1500});
      expect_sgf_round_trip(match, {"2024-05-01", "club night", "seed " + std::to_string(seed)});
    }
}

TEST(SgfRecord, NoGoGamesOfBothVariantsRoundTrip) {
  for (std::uint32_t seed = 1; seed <= 6; ++seed) {
    expect_sgf_round_trip(random_match("nogo", {{"size", "9"}}, seed));
    expect_sgf_round_trip(random_match("nogo", {{"size", "5"}, {"classroom", "true"}}, seed));
  }
}

TEST(SgfRecord, ResignationsTimeoutsAndUnfinishedGamesRoundTrip) {
  Match resigned = random_match("gomoku", {}, 5, 8);
  resigned.resign(0);
  expect_sgf_round_trip(resigned);
  EXPECT_TRUE(contains(save_record_sgf(resigned).value(), "RE[W+R]"));

  Match timed_out = random_match("nogo", {}, 6, 7, TimeControl{2000, 0, 0});
  timed_out.timeout(timed_out.game().current_player(), 2500);
  expect_sgf_round_trip(timed_out);
  EXPECT_TRUE(contains(save_record_sgf(timed_out).value(), "RE[B+T]"));

  Match unfinished = random_match("gomoku", {}, 7, 5);
  expect_sgf_round_trip(unfinished);
  EXPECT_FALSE(contains(save_record_sgf(unfinished).value(), "RE["));
}

TEST(SgfRecord, SavedTextUsesSgfCoordinatesAndProperties) {
  Match match(make_game("gomoku", {{"size", "9"}, {"rule", "renju"}}),
              {{"Ann]", "human"}, {"Bob", "human"}}, TimeControl{0, 60000, 1000});
  ASSERT_TRUE(match.play("a9", 1500).ok());  // top-left corner: SGF aa
  ASSERT_TRUE(match.play("i1", 250).ok());   // bottom-right corner: SGF ii
  EXPECT_EQ(save_record_sgf(match, {"2024-05-01T10:00:00Z", "", ""}).value(),
            "(;FF[4]CA[UTF-8]AP[BoardLab]GM[4]SZ[9]RU[renju]PB[Ann\\]]PW[Bob]DT[2024-05-01]"
            "TM[60]OT[1m per game + 1s]XTC[game=1m inc=1s]\n"
            ";B[aa]XT[1500]BL[59.5]\n"
            ";W[ii]XT[250]WL[60.75]\n"
            ")\n");
  Match nogo(make_game("nogo", {{"classroom", "true"}}), {});
  EXPECT_TRUE(contains(save_record_sgf(nogo).value(), "GM[1]SZ[9]RU[NoGo classroom]"));
}

TEST(SgfRecord, ReadsAHandWrittenFileWithVariationsAndEscapes) {
  // Black h8 i8 j8 k8 l8 makes five on row 8 while white plays in row 9.
  const char* text = R"(
    (;FF[4]GM[4]SZ[15]RU[Freestyle]PB[Ann \] "the \\ great"]PW[Bob]
      DT[2023-11-02]EV[Club]GC[first game]RE[B+]
      ;B[hh]XT[1200];W[hg]
      (;B[ih];W[ig];B[jh];W[jg]
         (;B[kh];W[kg];B[lh])
         (;B[aa]))
      (;B[oo]))
  )";
  auto loaded = parse_record_sgf(text);
  ASSERT_TRUE(loaded.ok()) << loaded.error();
  const Match& match = loaded->match;
  EXPECT_EQ(match.seats()[0].name, "Ann ] \"the \\ great\"");
  EXPECT_EQ(match.actions().size(), 9u);
  EXPECT_EQ(match.actions()[0].notation, "h8");
  EXPECT_EQ(match.actions()[0].think_ms, 1200);
  EXPECT_EQ(match.actions()[1].notation, "h9");
  EXPECT_EQ(match.outcome().to_string(), "1-0");
  EXPECT_EQ(loaded->info, (RecordInfo{"2023-11-02", "Club", "first game"}));
  // The same game as a BoardLab JSON record loads to the same position.
  auto json = load_record_json(save_record_json(match, loaded->info));
  ASSERT_TRUE(json.ok()) << json.error();
  EXPECT_EQ(json->game().hash(), match.game().hash());
}

TEST(SgfRecord, TheExampleInTheFormatDocumentLoads) {
  std::ifstream file(std::string(BOARDLAB_SOURCE_DIR) + "/docs/record_format.md");
  ASSERT_TRUE(file) << "docs/record_format.md is missing";
  std::stringstream text;
  text << file.rdbuf();
  const std::string doc = text.str();
  const auto start = doc.find("```sgf\n");
  ASSERT_NE(start, std::string::npos);
  const auto end = doc.find("```", start + 7);
  const std::string example = doc.substr(start + 7, end - start - 7);
  auto loaded = parse_record_sgf(example);
  ASSERT_TRUE(loaded.ok()) << loaded.error();
  EXPECT_EQ(loaded->match.outcome().to_string(), "1-0");
  EXPECT_EQ(save_record_sgf(loaded->match, loaded->info).value(), example);
}

// ---------------------------------------------------------------------- errors

std::string sgf_error_of(std::string_view text, std::string_view expected_game = {}) {
  auto loaded = load_record_sgf(text, expected_game);
  EXPECT_FALSE(loaded.ok()) << "should have been refused: " << text;
  return loaded.ok() ? "" : loaded.error();
}

TEST(SgfRecordErrors, SyntaxErrorsComeFromTheParser) {
  EXPECT_TRUE(contains(sgf_error_of("(;GM[4]SZ[15];B[hh"), "SGF line 1, column 16: missing ']'"));
}

TEST(SgfRecordErrors, GameAndSizeAreChecked) {
  EXPECT_EQ(sgf_error_of("(;GM[2]SZ[8];B[aa])"),
            "unsupported game GM[2] (BoardLab reads Gomoku GM[4] and NoGo GM[1] with RU[NoGo])");
  EXPECT_TRUE(contains(sgf_error_of("(;GM[1]SZ[19];B[pd])"), "GM[1] is Go"));
  EXPECT_TRUE(
      contains(sgf_error_of("(;GM[4]SZ[15]RU[caro];B[hh])"), "RU[caro]: unsupported Gomoku"));
  EXPECT_TRUE(contains(sgf_error_of("(;GM[4]SZ[40])"),
                       "gomoku: option 'size' must be between 5 and 25, got 40"));
  EXPECT_EQ(sgf_error_of("(;GM[4]SZ[15:13])"), "SZ[15:13]: rectangular boards are not supported");
  EXPECT_EQ(sgf_error_of("(;GM[4]SZ[big])"), "SZ[big] is not a whole number");
  EXPECT_EQ(sgf_error_of("(;FF[5]GM[4])"),
            "unsupported SGF version FF[5] (BoardLab reads FF[1] to FF[4])");
  EXPECT_EQ(sgf_error_of("(;GM[4]SZ[15];B[hh])", "nogo"),
            "this is a gomoku record, not a nogo one");
}

TEST(SgfRecordErrors, BadCoordinatesAndIllegalMovesNameTheMove) {
  EXPECT_EQ(sgf_error_of("(;GM[4]SZ[9];B[ee];W[ff];B[zz])"),
            "move 3 (B[zz]): point zz is off the 9x9 board");
  EXPECT_EQ(sgf_error_of("(;GM[4]SZ[15];B[h])"),
            "move 1 (B[h]): 'h' is not a point (expected two letters a-z like [hh])");
  EXPECT_EQ(sgf_error_of("(;GM[1]RU[NoGo]SZ[9];B[])"),
            "move 1 (B[]): a pass, but nogo has no passes");
  EXPECT_TRUE(contains(sgf_error_of("(;GM[4]SZ[15];B[hh];W[hh])"),
                       "move 2 (W[hh]): move h8 is not legal: "));
  EXPECT_EQ(sgf_error_of("(;GM[4]SZ[15];B[hh];B[ii])"),
            "move 2 (B[ii]): Black plays, but it is White's turn");
  EXPECT_EQ(sgf_error_of("(;GM[4]SZ[15];B[hh]XT[soon])"),
            "move 1 (B[hh]): XT[soon] is not a think time in milliseconds");
  EXPECT_EQ(sgf_error_of("(;GM[4]SZ[15];B[hh];AB[ii];W[aa])"),
            "node 3: setup property AB after the root node is not supported (BoardLab sets up a "
            "position only at the start)");
  // NoGo: black d5 f5 e6 e4 surround e5, so white e5 would be suicide.
  EXPECT_TRUE(contains(
      sgf_error_of("(;GM[1]RU[NoGo]SZ[9];B[de];W[aa];B[fe];W[ab];B[ed];W[ac];B[ef];W[ee])"),
      "move 8 (W[ee]): move e5 is not legal"));
}

TEST(SgfRecordErrors, ResultMustMatchTheReplay) {
  EXPECT_EQ(sgf_error_of("(;GM[4]SZ[15]RE[W+];B[hh];W[ii])"),
            "RE[W+]: the record says White won, but replaying its moves gives undecided");
  EXPECT_EQ(sgf_error_of("(;GM[4]SZ[15]RE[won];B[hh])"),
            "RE[won] is not a result like B+, W+R, B+T or Draw");
  const char* five = "(;GM[4]SZ[9]RE[W+R];B[ee];W[aa];B[ed];W[ba];B[ec];W[ca];B[eb];W[da];B[ea])";
  EXPECT_EQ(sgf_error_of(five), "RE[W+R]: the game was already over after the moves (1-0)");
  auto resigned = load_record_sgf("(;GM[4]SZ[15]RE[B+Resign];B[hh];W[ii])");
  ASSERT_TRUE(resigned.ok()) << resigned.error();
  EXPECT_EQ(resigned->actions().back().kind, ActionKind::kResign);
  EXPECT_EQ(resigned->actions().back().player, 1);
  auto unknown = load_record_sgf("(;GM[4]SZ[15]RE[?];B[hh])");
  EXPECT_TRUE(unknown.ok());
}

// SgfNode::value reads the first value; a second one used to vanish without a word.
TEST(SgfRecordErrors, APropertyReadAsOneValueMustHaveOne) {
  EXPECT_EQ(sgf_error_of("(;GM[4]SZ[15];B[hh];W[aa];B[ii][jj])"),
            "move 3 (B[ii]): property B has 2 values; a move has one");
  EXPECT_EQ(sgf_error_of("(;GM[4]SZ[15];B[hh];W[aa][bb][cc])"),
            "move 2 (W[aa]): property W has 3 values; a move has one");
  EXPECT_EQ(sgf_error_of("(;GM[4]SZ[15];B[hh]XT[5][6])"),
            "move 1 (B[hh]): property XT has 2 values; BoardLab reads one");
  EXPECT_EQ(sgf_error_of("(;GM[4]SZ[15][19];B[hh])"),
            "root node: property SZ has 2 values; BoardLab reads one");
  EXPECT_EQ(sgf_error_of("(;GM[4]SZ[15]RE[B+][W+];B[hh])"),
            "root node: property RE has 2 values; BoardLab reads one");
  // Properties that are lists stay lists, and unknown ones are not looked at.
  auto listed = load_record_sgf("(;GM[4]SZ[15]AB[aa][bb]LB[cc:1][dd:2];W[hh]C[a][b])");
  ASSERT_TRUE(listed.ok()) << listed.error();
  EXPECT_EQ(listed->actions().size(), 1u);
}

TEST(SgfRecordErrors, ACollectionOfSeveralGamesIsRefused) {
  EXPECT_EQ(sgf_error_of("(;GM[4]SZ[15];B[hh])\n(;GM[4]SZ[15];B[ii])"),
            "the file holds 2 game trees; BoardLab reads one");
  EXPECT_EQ(sgf_error_of("(;GM[4];B[hh])(;GM[4])(;GM[1]RU[NoGo])"),
            "the file holds 3 game trees; BoardLab reads one");
  // Variations inside the one game are still read: the main line is the first of each.
  auto varied = load_record_sgf("(;GM[4]SZ[15];B[hh](;W[ii];B[jj])(;W[aa]))");
  ASSERT_TRUE(varied.ok()) << varied.error();
  EXPECT_EQ(varied->actions().size(), 3u);
}

// SGF's default game is Go (GM[1]); the refusal used to blame a GM[1] that was not there.
TEST(SgfRecordErrors, AFileWithoutGmIsGoUnlessItsRulesSayOtherwise) {
  EXPECT_EQ(sgf_error_of("(;SZ[15];B[hh])"),
            "no GM property, so the game is Go (SGF's default); BoardLab reads Go-board files "
            "only as NoGo, marked RU[NoGo] or RU[NoGo classroom] (a Gomoku file is GM[4])");
  EXPECT_EQ(sgf_error_of("(;GM[1]SZ[19];B[dd])"),
            "GM[1] is Go; BoardLab reads Go-board files only as NoGo, marked RU[NoGo] or "
            "RU[NoGo classroom] (a Gomoku file is GM[4])");
  auto nogo = load_record_sgf("(;RU[NoGo]SZ[9];B[ee])");
  ASSERT_TRUE(nogo.ok()) << nogo.error();
  EXPECT_EQ(nogo->game().game_name(), "nogo");
  auto renju = load_record_sgf("(;RU[Renju]SZ[15];B[hh])");
  ASSERT_TRUE(renju.ok()) << renju.error();
  EXPECT_EQ(renju->game().game_name(), "gomoku");
  EXPECT_EQ(renju->game().rules().at("rule"), "renju");
}

// Found by fuzz/fuzz_json_record, reached from SGF through XTC and TM as well.
TEST(SgfRecordErrors, TimeOfNotANumberIsRefused) {
  EXPECT_EQ(sgf_error_of("(;GM[4]SZ[9]XTC[move=nan];B[ee])"),
            "XTC[move=nan]: time control 'move': 'nan' is not a duration like 1500ms, 5s or 2m");
  EXPECT_EQ(sgf_error_of("(;GM[4]SZ[9]TM[nan];B[ee])"), "TM[nan] is not a time in seconds");
}

TEST(SgfRecordErrors, ChineseCheckersHasNoSgf) {
  Match match(make_game("chinese-checkers"), {});
  auto sgf = save_record_sgf(match);
  ASSERT_FALSE(sgf.ok());
  EXPECT_EQ(sgf.error(),
            "chinese-checkers has no SGF form (SGF covers gomoku and nogo); save it "
            "as .json");
}

}  // namespace
}  // namespace bl
