// Reading one input (a file or `-` for standard input): its bytes, its encoding, its format and its game.
// Every verb opens its inputs here, so that each assumption (an encoding, a format) is said once, the same
// way, and every input problem has one diagnostic.
#pragma once

#include <optional>
#include <span>
#include <string>

#include "cli/options.hpp"
#include "converters/diagnostic.hpp"
#include "grammar/shogi_parse.hpp"
#include "grammar/source.hpp"
#include "grammar/xiangqi_record_parse.hpp"

namespace kypho::cli {

enum class Game { XIANGQI, SHOGI };
std::string_view game_name(Game g);

// Every format kypho reads or writes, by game: the names --from and --to take.
std::span<const std::string_view> formats_of(Game g);
std::optional<Game> game_of_format(std::string_view format);
// "vn, wxf, … (xiangqi); kif, ki2, … (shogi)", for messages that list the choices.
std::string all_format_names();

struct Input {
  grammar::SourceText src;
  std::string format;  // a name from formats_of(game); "pgn" also for a xiangqi record of unnamed notation
  Game game;
  bool empty = false;  // no text at all: reported as a warning, no game to read
};

enum class OpenFailure { NONE, USAGE, UNREADABLE };

// Reads, decodes and decides the format (--from, else the extension, else the content) and the game.
// Problems go to `out`; on failure `why` says whether it is the command line's fault (a missing file, a
// directory, --game naming another game) or the file's (a binary or HTML file).
std::optional<Input> open_input(const std::string& path, const GlobalOptions& g, Diagnostics& out, OpenFailure& why);

// A verb that uses one game of a file says so when the file holds more: an info line, games 2–N left out.
void note_first_game_only(const grammar::SourceText& src, std::uint32_t games, std::string_view use, Diagnostics& out);

// The notation of a xiangqi record format name (pgn: decided per game), or nothing.
std::optional<grammar::xiangqi::MoveNotation> record_notation(std::string_view format);

// The shogi record format a format name stands for, or nothing.
std::optional<grammar::shogi::Format> shogi_record_format(std::string_view format);

}  // namespace kypho::cli
