// Small helpers shared by the test files.
#pragma once

#include <unistd.h>

#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "converters/xiangqi/fen.hpp"
#include "converters/xiangqi/names.hpp"
#include "rules/xiangqi/movegen.hpp"

namespace kypho::test {

// A repeatable stream of numbers for the tests that play random games: `next()` gives the next one (Knuth's
// MMIX linear congruential generator, its high bits), the same on every machine and run.
class Random {
 public:
  explicit Random(std::uint64_t seed) : state_(seed) {}
  std::uint64_t operator()() {
    state_ = state_ * 6364136223846793005ULL + 1442695040888963407ULL;
    return state_ >> 33;
  }

 private:
  std::uint64_t state_;
};

// Every string of up to `length` pieces drawn from `pieces`: the inputs on which a hand-written rule is
// compared with the rules it stands for.
inline std::vector<std::string> strings_of(const std::vector<std::string>& pieces, int length) {
  std::vector<std::string> all{""}, last{""};
  for (int i = 0; i < length; ++i) {
    std::vector<std::string> next;
    for (const auto& s : last)
      for (const auto& p : pieces) next.push_back(s + p);
    all.insert(all.end(), next.begin(), next.end());
    last = std::move(next);
  }
  return all;
}

inline xiangqi::Position fen_position(std::string_view fen) {
  const grammar::SourceText src("test", std::string(fen));
  Diagnostics ds;
  auto pos = xiangqi::read_fen(src, ds);
  INFO(fen);
  REQUIRE(pos.has_value());
  return *pos;
}

// Legal moves in ICCS, sorted, for comparing with hand-made lists.
inline std::vector<std::string> legal_moves(xiangqi::Position& pos) {
  std::vector<std::string> names;
  for (auto m : xiangqi::MoveList(pos)) names.push_back(xiangqi::move_name(m));
  std::sort(names.begin(), names.end());
  return names;
}

inline std::vector<std::string> legal_moves_from(xiangqi::Position& pos, std::string_view square) {
  std::vector<std::string> names;
  for (const auto& m : legal_moves(pos))
    if (m.substr(0, 2) == square) names.push_back(m);
  return names;
}

inline std::string read_file(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  std::ostringstream s;
  s << f.rdbuf();
  return s.str();
}

struct CommandResult {
  int status;
  std::string out;
};

// Runs a shell command and captures its standard output (standard error is left alone unless redirected).
inline CommandResult run(const std::string& command) {
  CommandResult r{0, {}};
  FILE* p = popen(command.c_str(), "r");
  REQUIRE(p != nullptr);
  char buffer[4096];
  std::size_t n;
  while ((n = fread(buffer, 1, sizeof buffer, p)) > 0) r.out.append(buffer, n);
  const int raw = pclose(p);
  r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  return r;
}

// The last line of a command's output, without its line end.
inline bool contains(const std::string& haystack, const std::string& needle) { return haystack.find(needle) != std::string::npos; }
// How many times `needle` occurs in `haystack`, not overlapping.
inline std::size_t count(const std::string& haystack, const std::string& needle) {
  std::size_t n = 0;
  for (std::size_t at = haystack.find(needle); at != std::string::npos; at = haystack.find(needle, at + needle.size())) ++n;
  return n;
}

inline std::string last_line(const std::string& out) {
  const auto end = out.find_last_not_of('\n');
  const auto begin = out.rfind('\n', end);
  return out.substr(begin == std::string::npos ? 0 : begin + 1, end - (begin == std::string::npos ? 0 : begin + 1) + 1);
}

inline std::string kypho_command(const std::string& args) { return std::string(KYPHO_BINARY) + " " + args; }

// A path in the temporary folder, and a file there holding `content`.
// Per process: ctest runs test cases side by side, and two of them must never share a file.
inline std::string temp_path(const std::string& name) {
  return std::string(std::getenv("TMPDIR") ? std::getenv("TMPDIR") : "/tmp") + "/kypho-test-" + std::to_string(::getpid()) + "-" + name;
}
inline std::string temp_file(const std::string& name, const std::string& content) {
  const std::string path = temp_path(name);
  std::ofstream(path, std::ios::binary) << content;
  return path;
}

// A replayed game's start and main line (every move of it replayed), for the tests of rules that judge lines.
template <typename Position, typename Move>
struct MainLine {
  Position start;
  std::vector<Move> moves;
  template <typename ReadGame>
  void take(const ReadGame& g) {
    start = g.record.start;
    for (const auto& w : g.written) moves.push_back(*w.move);
  }
};

}  // namespace kypho::test
