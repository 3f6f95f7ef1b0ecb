// The games `kypho bench` measures: random legal games from each game's start, the same on every run (a
// fixed seed), each cut where the rules end it, written in every format kypho writes, with what reading them
// back must give.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "converters/common/record.hpp"
#include "grammar/text/source.hpp"
#include "rules/cotulenh/position.hpp"
#include "rules/shogi/position.hpp"
#include "rules/xiangqi/position.hpp"

namespace kypho::cli::bench {

// How one file of a set read: per game, its checksum, whether it replayed whole, and its first problem.
struct ReadBack {
  std::vector<std::uint64_t> checksums;
  std::vector<std::string> problems;  // empty where the game reads back valid, with no warning
  std::size_t moves = 0;
};

// The games of one game written in one format, as files, and what each game must read back as.
struct RecordSet {
  std::string game;    // xiangqi, shogi, cotulenh
  std::string format;  // a format name of kypho's table: iccs, csa, ctl-pgn …
  std::string extension;
  std::vector<std::string> files;
  std::vector<std::uint64_t> checksums;  // per game, in file order: the keys of its positions, the start's first
  std::size_t moves = 0;
  // Reads one of `files` as kypho reads the format, its lines judged by `rules` (--rules; empty: the game's
  // default).
  std::function<void(const grammar::SourceText& file, std::string_view rules, ReadBack& out)> read;
  std::size_t bytes() const;
};

// A fingerprint of a game's positions: any move read wrong or not replayed changes it.
class PositionChecksum {
 public:
  void add(std::uint64_t key) { value_ = (value_ ^ key) * 0x100000001B3ull + 0x9E3779B97F4A7C15ull; }
  std::uint64_t value() const { return value_; }

 private:
  std::uint64_t value_ = 0xCBF29CE484222325ull;
};

template <typename Position, typename Move>
struct Game {
  Position start;
  std::vector<Move> moves;
  Result result = Result::UNKNOWN;  // as the board or the rules end it; * when it was cut off
};
using XiangqiGames = std::vector<Game<xiangqi::Position, xiangqi::Move>>;
using ShogiGames = std::vector<Game<shogi::Position, shogi::Move>>;

// Random legal games from the start, at most `max_plies` long, cut where the rules end them.
XiangqiGames xiangqi_games(int count, int max_plies);
ShogiGames shogi_games(int count, int max_plies);

std::vector<RecordSet> xiangqi_record_sets(const XiangqiGames& games);
std::vector<RecordSet> shogi_record_sets(const ShogiGames& games);
std::vector<RecordSet> cotulenh_record_sets(int games, int max_turns);

}  // namespace kypho::cli::bench
