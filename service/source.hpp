// Reading one source of bytes (a file, standard input, an upload): its encoding, its format and its game.
// Every front end opens its inputs here, so that each assumption (an encoding, a format) is said once, the
// same way, and every input problem has one diagnostic. Where the bytes come from is the caller's: a
// function that reads them.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "service/formats.hpp"
#include "converters/common/diagnostic.hpp"
#include "service/units.hpp"
#include "grammar/text/source.hpp"

namespace kypho::service {

struct Input {
  grammar::SourceText src;
  std::string format;  // a name from formats_of(game); "pgn" also for a xiangqi record of unnamed notation
  Game game;
  bool empty = false;  // no text at all: reported as a warning, no game to read
  std::uint32_t game_number = 1;  // the game of the file a verb of one game (diff, show) works on: --game N
};

// What the caller says of a source, each empty when it does not: the format (`--from`), the encoding, the game
// and the rule set.
struct SourceOptions {
  std::string from, encoding, game, rules;
};

// USAGE: what the caller asked cannot be (a format that does not exist, another game than the file's);
// UNREADABLE: the bytes are no record (a binary file, JSON that is not JKF).
enum class OpenFailure { NONE, USAGE, UNREADABLE };

// An input read a game-sized unit at a time (split → decode → parse), so that memory follows the largest
// game, not the file. The encoding and format are decided on the first 64 KiB; a file whose first 64 KiB
// are plain ASCII has its encoding decided by the first unit that is not.
class InputStream {
 public:
  struct State;
  explicit InputStream(std::unique_ptr<State> state);
  InputStream(InputStream&&) noexcept;
  InputStream& operator=(InputStream&&) noexcept;
  ~InputStream();

  const std::string& name() const;
  const std::string& format() const;
  Game game() const;

  // The next unit and the encoding to decode it with; what was decided on the way goes to `out`.
  bool next(Unit& unit, std::string& encoding, Diagnostics& out);
  std::uint64_t bytes_read() const;
  // The byte-order mark the source begins with, left out of its units; empty when none.
  const std::string& byte_order_mark() const;
  // At the end: an empty file, a failed read, bytes UTF-16 could not carry.
  void finish(Diagnostics& out);

 private:
  std::unique_ptr<State> state_;
};

// Whether the options can open anything; said in `out` when not.
bool options_usable(const std::string& name, const SourceOptions& options, Diagnostics& out);

// The source `name` (as diagnostics name it), whose bytes `read` gives; `path` tells the format by its
// extension (empty: none). `unit_size`: a unit ends at the first place a game may end after this many bytes.
std::optional<InputStream> open_stream(const std::string& name, std::string_view path, ReadBytes read, const SourceOptions& options,
                                       Diagnostics& out, OpenFailure& why, std::size_t unit_size = 256 * 1024);

// Bytes held in memory as a source.
ReadBytes read_from(std::string bytes);

// The encoding a unit's bytes are in, for a file read in `encoding`: a BOM is left out and UTF-16 is made
// UTF-8 before the units are cut, so both give UTF-8 units.
std::string_view unit_encoding(std::string_view encoding);

// A unit as text, its undecodable bytes reported at their places; its bytes are taken (UTF-8 that needs
// no change becomes the text as it is).
// A unit of a binary format (XQF) is made text by its reader, `encoding` then naming its header's text.
grammar::SourceText decode_unit(const std::string& name, Unit&& unit, const std::string& encoding, const FormatInfo& format,
                                Diagnostics& out);

// The whole input at once, for verbs that use all of it (convert, diff, show): the units of open_stream,
// decoded and joined. The format is decided by `options.from`, else the extension, else the content.
// Problems go to `out`; on failure `why` says whether it is the caller's fault (another game than the
// file's) or the bytes' (a binary or HTML file).
std::optional<Input> open_input(const std::string& name, std::string_view path, ReadBytes read, const SourceOptions& options,
                                Diagnostics& out, OpenFailure& why);

// A verb that uses one game of a file says so when the file holds more: an info line, games 2–N left out.
// Says which one of a file's `games` a verb of one game used (`wanted`), and that the others were left
// out; an error when the file has no such game.
void note_game_used(const grammar::SourceText& src, std::uint32_t games, std::uint32_t wanted, std::string_view use, Diagnostics& out);

}  // namespace kypho::service
