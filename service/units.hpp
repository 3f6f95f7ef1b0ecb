// Cutting a stream of bytes into game-sized units, before any decoding, so that a file of any size is read
// through a bounded buffer: memory follows the largest game, not the file. The cut is a byte scan for the
// places where a format's games start (the grammar is asked only where a byte scan cannot tell: before a game
// with no tags, OpensGame), and it only cuts where the format's reader would end a game anyway: a unit may hold
// several games, never part of one game.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace kypho::service {

// Where a format lets a unit end.
enum class Splitting : std::uint8_t {
  WHOLE,           // one game per file (KIF, KI2, JKF, a position diagram): never
  LINES,           // one game or position per line (FEN, SFEN, USI): at any line end
  COMMANDS,        // engine commands (UCCI): before a `position` line, so that the commands after a game go with it
  CSA,             // after a `/` separator line
  // before a `[` tag line that follows movetext, outside a `{…}` comment; and, for a game whose grammar says
  // where (OpensGame), before a game with no tags that follows a result (below)
  PGN_LAYOUT,
};

// Where the record grammar, reading `text` from a game's start, begins a game with no tags at `at` (move 1
// numbered again after a result, `1. h2e2` after `… 1-0`): the offset in `text` of the result that game
// follows; nothing where it begins none there. The grammar's own answer, so that a cut there is where its
// reader starts the game anyway: what a game is inside of (a comment, a variation, a move number's `21)`)
// is more than a byte scan can tell.
using OpensGame = std::function<std::optional<std::size_t>(std::string_view text, std::size_t at)>;

struct Unit {
  std::string bytes;             // still in the file's encoding
  std::uint64_t byte_offset = 0; // of bytes[0] in the file
  std::uint32_t first_line = 1;  // the file's line number of bytes[0]
  // A unit cut before a game with no tags: the line of the result that game follows, which its reader says
  // (untagged-game) though the result is in the unit before; 0 otherwise.
  std::uint32_t follows_result_line = 0;
};

// Fills `into` with up to `size` more bytes of the stream: how many, 0 at its end, -1 when reading failed.
using ReadBytes = std::function<std::ptrdiff_t(char* into, std::size_t size)>;

// Reads a stream from where `head` ends: `head` holds the bytes already read from it (for sniffing).
// UTF-16 text must come transcoded to UTF-8; every other encoding kypho reads keeps 0x0A a line feed,
// never part of a wider character, so lines are cut on bytes.
class UnitReader {
 public:
  UnitReader(ReadBytes read, std::string head, Splitting splitting, std::size_t target_size = 256 * 1024, OpensGame opens_game = {});
  // The next unit; false at the end of the file. `read_error` is the errno of a read that failed, else 0.
  bool next(Unit& unit);
  int read_error() const { return read_error_; }
  // Whether anything but white space was seen: a file of none holds no record.
  bool saw_text() const { return saw_text_; }
  std::uint64_t bytes_read() const { return consumed_; }

 private:
  bool fill();
  // Scans complete lines from scan_ on; returns where the unit may end (an offset in buffer_), or npos.
  std::size_t scan(bool at_end);
  // Counts, without reading them, the lines from scan_ that neither a cut nor the splitter's state can
  // follow (see units.cpp).
  void skip_quiet_lines();
  // Whether a line that opens another scoresheet stands between the line scanned and the moves before it.
  bool follows_sheet_opening() const;
  // The line whose break ends just before `end` (a CRLF is one break), without the break; it starts no earlier
  // than the unit.
  std::string_view line_ending_at(std::size_t end) const;
  // Reads a line into the splitter's state; true when a new game starts at it (a unit may end before it).
  bool starts_game(std::string_view line);
  // Reads the rest of a tag line, `text`, from a tag's `[`, or inside a value (`in_value`) that the line before
  // left open: whether a value goes on past the line (tag_open_), and whether it opened on it (value_opened_).
  void read_tag_line(std::string_view text, bool in_value);
  // The open value met a line it cannot go on into: scanned again from the line after the one that opened it.
  void unclose_tag_value();
  // Whether the line at scan_ (`line`) opens a game with no tags, after a result, as the grammar reads the
  // text from the current game's start: the line of that result, else 0.
  std::uint32_t untagged_after_result(std::string_view line);

  ReadBytes read_;
  std::unique_ptr<char[]> scratch_;
  std::string buffer_;
  Splitting splitting_;
  std::size_t target_;
  // The next unit starts at buffer_[head_]: the units cut before it are dropped from the buffer when it is
  // next filled, not as each is cut (which moved the rest of a read, up to a megabyte, for every unit).
  std::size_t head_ = 0;
  std::size_t scan_ = 0;         // the first byte of buffer_ not yet scanned
  std::size_t last_cut_ = 0;     // the latest place in buffer_ where a unit may end
  std::uint64_t consumed_ = 0;   // file bytes before buffer_[head_]
  std::uint32_t line_ = 1;       // the line buffer_[head_] starts
  std::uint32_t scan_line_ = 1;  // the line buffer_[scan_] starts
  std::uint32_t cut_line_ = 1;   // the line buffer_[last_cut_] starts
  int read_error_ = 0;
  bool eof_ = false, saw_text_ = false;
  // PGN_LAYOUT's state; COMMANDS keeps in in_movetext_ whether a `position` line has begun a game yet.
  enum class Comment : std::uint8_t { NONE, BRACE, BLOCK } comment_ = Comment::NONE;  // open at the line scanned
  bool in_movetext_ = false;
  bool tag_open_ = false;  // a tag's value goes on past the line scanned
  // Where the lines of the open value begin (the line after the one that opened it), read again if it never
  // closes; value_opened_: the line scanned opened it.
  bool value_opened_ = false;
  std::size_t value_from_ = 0;
  std::uint32_t value_line_ = 1;
  // Games with no tags: looked for only once a unit has reached its target size and no tag line has ended it
  // (an archive of them would otherwise be one unit), at a line that numbers move 1 after one whose last word
  // is a result; the grammar reads from game_start_ (the latest place the splitter knows a game starts) to
  // tell.
  OpensGame opens_game_;
  std::size_t game_start_ = 0;
  std::uint32_t line_follows_result_ = 0;  // of the line scanned: the result's line when it opens a game with no tags
  std::uint32_t cut_follows_result_ = 0;   // of the unit that would start at last_cut_
  std::uint32_t head_follows_result_ = 0;  // Unit::follows_result_line of the unit at head_
};

}  // namespace kypho::service
