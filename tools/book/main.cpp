// book: builds the Gomoku opening book (GomokuOpeningBook) by long searches of the positions
// met early in games from balanced openings.
//   book build --out ai/gomoku/books/gomoku_freestyle_15.txt [--from BOOK] [--nodes N]
//              [--max-stones S] [--replies K] [--threads T] [--agent SPEC]
//   book check BOOK          reads a book and says how many entries it holds
#include <CLI/CLI.hpp>
#include <algorithm>
#include <cstdio>
#include <iostream>

#include "core/records/atomic_file.h"
#include "tools/book/book_builder.h"

namespace {

constexpr std::size_t kMaxBookBytes = 64u << 20;

bl::Result<bl::GomokuOpeningBook> read_book(const std::string& path) {
  auto text = bl::read_text_file(path, kMaxBookBytes);
  if (!text) return bl::Result<bl::GomokuOpeningBook>::failure(text.error());
  auto book = bl::GomokuOpeningBook::parse(*text);
  if (!book) return bl::Result<bl::GomokuOpeningBook>::failure(path + ": " + book.error());
  return book;
}

int build(const bl::BookPlan& plan, const std::string& from, const std::string& out) {
  bl::GomokuOpeningBook book;
  if (!from.empty()) {
    auto read = read_book(from);
    if (!read) {
      std::cerr << "book: " << read.error() << "\n";
      return 2;
    }
    book = std::move(*read);
  }
  const auto progress = [](int stones, int done, int total) {
    // About ten lines a level.
    if (done % std::max(1, total / 10) == 0 || done == total)
      std::fprintf(stderr, "%d stones: %d/%d positions searched\n", stones, done, total);
  };
  const auto save = [&](const bl::GomokuOpeningBook& b) {
    return bl::write_file_atomically(out, b.to_text());
  };
  if (bl::Status s = bl::build_book(book, plan, progress, save); !s) {
    std::cerr << "book: " << s.error() << "\n";
    return 1;
  }
  std::printf("book: %zu positions in %s\n", book.size(), out.c_str());
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"BoardLab book: builds the Gomoku opening book"};
  app.require_subcommand(1);
  bl::BookPlan plan;
  std::string from, out, checked;
  CLI::App* build_cmd = app.add_subcommand("build", "search the early positions and write a book");
  build_cmd->add_option("--out,-o", out, "the book to write (written again after each level)")
      ->required();
  build_cmd->add_option("--from", from,
                        "a book to go on from: its positions are not searched again");
  build_cmd->add_option("--agent,-a", plan.agent, "the search that chooses the moves")
      ->capture_default_str();
  build_cmd->add_option("--nodes", plan.nodes, "node budget of each search")
      ->check(CLI::Range(std::uint64_t(1000), std::uint64_t(1) << 36))
      ->capture_default_str();
  build_cmd
      ->add_option("--max-stones", plan.max_stones, "book positions hold at most this many stones")
      ->check(CLI::Range(1, 30))
      ->capture_default_str();
  build_cmd->add_option("--replies", plan.replies, "the other side's moves followed at each turn")
      ->check(CLI::Range(1, 50))
      ->capture_default_str();
  build_cmd->add_option("--threads,-j", plan.threads, "positions searched at once")
      ->check(CLI::Range(1, 64))
      ->capture_default_str();
  CLI::App* check_cmd = app.add_subcommand("check", "read a book and count its positions");
  check_cmd->add_option("book", checked, "the book file")->required();
  CLI11_PARSE(app, argc, argv);

  if (*build_cmd) return build(plan, from, out);
  auto book = read_book(checked);
  if (!book) {
    std::cerr << "book: " << book.error() << "\n";
    return 2;
  }
  std::printf("%s: %zu positions, size=%d rule=%s\n", checked.c_str(), book->size(),
              book->rules().size, std::string(bl::rule_set_name(book->rules().rule)).c_str());
  return 0;
}
