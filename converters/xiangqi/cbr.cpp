#include "converters/xiangqi/cbr.hpp"

#include <fmt/format.h>

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "converters/xiangqi/binary_record.hpp"
#include "converters/xiangqi/ccbridge.hpp"
#include "converters/xiangqi/move_tree.hpp"
#include "grammar/text/encoding.hpp"
#include "grammar/text/messages.hpp"

namespace kypho::xiangqi {
namespace {

constexpr std::string_view RECORD_MAGIC{"CCBridge Record\0", 16};
constexpr std::string_view LIBRARY_MAGIC{"CCBridgeLibrary\0", 16};
// A record's header: the game kind, the result, who moves first, the first move's number, the board.
constexpr std::size_t KIND = 2040, RESULT = 2076, FIRST_SIDE = 2112, MOVE_NUMBER = 2116, BOARD = 2120, HEADER = 2214;
// A library: its header, the index (one entry a slot: flags, number, blocks, size), the records' blocks.
constexpr std::size_t SLOT_COUNT = 60, INDEX = 66624, INDEX_ENTRY = 276, BLOCK = 4096;
constexpr std::uint32_t IN_USE = 0x02;  // an index entry's flag; without it the entry is deleted

struct LibraryField {
  std::size_t at, size;
  std::string_view tag;
};
constexpr LibraryField LIBRARY_FIELDS[] = {
    {64, 512, "Library"},           {576, 256, "LibrarySource"},  {832, 64, "LibraryCreator"},      {896, 64, "LibraryCreatorURL"},
    {960, 64, "LibraryCreated"},    {1024, 64, "LibraryModified"}, {1088, 65536, "LibraryRemarks"},
};

// A UTF-16LE text at byte `at` of `bytes`, `size` bytes at most, to its first NUL (CCBridge leaves what was in
// memory after it), in UTF-8; what is no UTF-16 is said.
std::string utf16_text(std::string_view bytes, std::size_t at, std::size_t size, const TreeProblem& problem) {
  const std::string_view field = bytes.substr(at, size);
  std::size_t n = 0;
  while (n + 1 < field.size() && (field[n] != 0 || field[n + 1] != 0)) n += 2;
  return decoded_text(field.substr(0, n), "utf-16le", at, problem);
}

// A board index (0 Black's left corner, row by row, 89 Red's right corner) as file*10 + rank.
std::uint8_t square_of(std::uint8_t index) { return std::uint8_t(index % 9 * 10 + (9 - index / 9)); }

// One record: the bytes [base, end) of the file; its diagnostics are the game `game`'s.
class RecordReader {
 public:
  RecordReader(const std::string& name, std::string_view file, std::size_t base, std::size_t end, int game, Diagnostics& out)
      : name_(name), file_(file), base_(base), end_(end), game_(game), out_(out) {}

  // Adds the record to `text`, after `extra` tags; where its move stream ends, or nothing when it is cut short.
  std::optional<std::size_t> read(TreeText& text, const std::vector<TreeTag>& extra) {
    if (end_ - base_ < HEADER) {
      problem(end_, Severity::ERROR, "damaged-file", tr("header: the file ends inside it"));
      return std::nullopt;
    }
    std::vector<TreeTag> tags;
    for (const CcbridgeField& f : CCBRIDGE_FIELDS)
      if (f.size > 0)
        if (std::string value = utf16_text(file_, base_ + f.at, f.size, report()); !value.empty())
          tags.push_back({std::string(f.tag), std::move(value), base_ + f.at});
    tags.push_back({"RecordType", std::to_string(byte_at(file_, base_ + KIND)), base_ + KIND});
    tags.insert(tags.end(), extra.begin(), extra.end());
    const std::string_view result = ccbridge_result(std::to_string(byte_at(file_, base_ + RESULT)), base_ + RESULT, "damaged-file", report());
    tags.push_back({"Result", std::string(result), base_ + RESULT});
    const std::array<char, 90> board = read_board();
    const StoredTurn turn = read_turn();
    const std::optional<std::size_t> stream_end = read_tree();
    // A library has records that are headings of the ones after them: a title, a comment, no board, no move
    // (read as a game of no moves, which lint's empty-game names).
    const bool heading = board == std::array<char, 90>{} && tree_.nodes[0].first_child == NO_TREE_NODE;
    if (!heading)
      if (std::string fen = tree_.start_fen(board, base_ + BOARD, report(), turn); !fen.empty())
        tags.push_back({"FEN", std::move(fen), base_ + BOARD});
    text.add(tags, tree_, result, report());
    return stream_end;
  }

  void problem(std::uint64_t at, Severity severity, std::string code, std::string message) const {
    Diagnostic d = at_byte(name_, at, severity, std::move(code), std::move(message));
    d.game = game_;
    d.game_kind = "xiangqi";
    out_.push_back(std::move(d));
  }

 private:
  TreeProblem report() const {
    return [this](std::uint64_t at, Severity severity, std::string code, std::string message) { problem(at, severity, std::move(code), std::move(message)); };
  }

  std::array<char, 90> read_board() const {
    std::array<char, 90> board{};
    constexpr std::string_view LETTERS = "RNBAKCP";  // the low nibble 1..7; the high one is the side, 1 Red, 2 Black
    for (std::uint8_t i = 0; i < 90; ++i) {
      const std::uint8_t v = byte_at(file_, base_ + BOARD + i);
      if (v == 0) continue;
      const unsigned side = v >> 4, kind = v & 0x0F;
      if ((side != 1 && side != 2) || kind < 1 || kind > LETTERS.size()) {
        problem(base_ + BOARD + i, Severity::ERROR, "damaged-file",
                msg("header: the board's square {index} holds {value:#04x}, no piece of CCBridge's; it is left empty", arg("index", i), arg("value", v)));
        continue;
      }
      const char letter = LETTERS[kind - 1];
      board[square_of(i)] = side == 1 ? letter : char(letter - 'A' + 'a');
    }
    return board;
  }

  StoredTurn read_turn() const {
    StoredTurn turn;
    const std::uint8_t side = byte_at(file_, base_ + FIRST_SIDE);
    if (side != 1 && side != 2)
      problem(base_ + FIRST_SIDE, Severity::WARNING, "missing-turn",
              msg("header: who moves first is {value}, neither of CCBridge's (1 Red, 2 Black): Red is assumed", arg("value", side)));
    turn.black = side == 2;
    const unsigned number = u16_at(file_, base_ + MOVE_NUMBER);
    if (number == 0) problem(base_ + MOVE_NUMBER, Severity::NOTE, "damaged-file", tr("header: the first move's number is 0, which counts no move: read as 1"));
    turn.move_number = number == 0 ? 1 : int(number);
    return turn;
  }

  // The move stream (MoveTree::grow); where it ends, or nothing when the record is cut short.
  std::optional<std::size_t> read_tree() {
    std::size_t at = base_ + HEADER;
    const bool whole = tree_.grow([&](std::uint32_t count) -> std::optional<StreamRecord> {
      const std::string what = count == 0 ? tr("the start's record") : msg("move record {n}", arg("n", count));
      if (end_ - at < 4) {
        problem(at, Severity::ERROR, "damaged-file", msg("{what}: the record ends inside it; the moves read before are kept", arg("what", what)));
        return std::nullopt;
      }
      StreamRecord r;
      const std::uint8_t flags = byte_at(file_, at);
      r.move.at = at;
      r.next = (flags & 0x01) == 0;
      r.alternative = (flags & 0x02) != 0;
      const std::uint8_t from = byte_at(file_, at + 2), to = byte_at(file_, at + 3);
      if (flags & 0xF8)
        problem(at, Severity::WARNING, "damaged-file",
                msg("{what}: its flags {flags:#04x} have bits CCBridge does not write (0x01 the line ends, 0x02 an alternative follows, 0x04 a comment follows); "
                    "they are passed over",
                    arg("what", what), arg("flags", flags)));
      at += 4;
      if (flags & 0x04) {
        if (end_ - at < 4) {
          problem(at, Severity::ERROR, "damaged-file", msg("{what}: the record ends inside its comment's length; the moves read before are kept", arg("what", what)));
          return std::nullopt;
        }
        const std::uint32_t length = u32_at(file_, at);
        at += 4;
        if (length > end_ - at) {
          problem(at - 4, Severity::ERROR, "damaged-file",
                  msg("{what}: its comment's length ({length}) runs past the end of the record; the moves read before are kept", arg("what", what),
                      arg("length", length)));
          return std::nullopt;
        }
        r.move.comment_at = at;
        r.move.comment = utf16_text(file_, at, length, report());
        at += length;
      }
      if (count > 0) {
        r.move.readable = from < 90 && to < 90;
        if (r.move.readable) {
          r.move.from = square_of(from);
          r.move.to = square_of(to);
        } else {
          problem(r.move.at, Severity::ERROR, "damaged-file",
                  msg("{what}: its squares ({from}, {to}) are off the board; the moves after it in its line are left out", arg("what", what),
                      arg("from", from), arg("to", to)));
        }
      }
      return r;
    });
    if (!whole) return std::nullopt;
    return at;
  }

  const std::string& name_;
  std::string_view file_;
  std::size_t base_, end_;
  int game_;
  Diagnostics& out_;
  MoveTree tree_;
};

void say_encoding(const std::string& name, std::string_view encoding, Diagnostics& out) {
  if (grammar::encoding_key(encoding) != "utf-16le") encoding_not_used(name, encoding, N_("CCBridge writes its text in UTF-16LE"), out);
}

}  // namespace

bool looks_like_cbr(std::string_view bytes) { return bytes.starts_with(RECORD_MAGIC); }
bool looks_like_cbl(std::string_view bytes) { return bytes.starts_with(LIBRARY_MAGIC); }

grammar::SourceText read_cbr(const std::string& name, std::string_view bytes, std::string_view encoding, Diagnostics& out) {
  say_encoding(name, encoding, out);
  TreeText text;
  RecordReader reader(name, bytes, 0, bytes.size(), 1, out);
  if (const auto end = reader.read(text, {}); end && *end < bytes.size())
    reader.problem(*end, Severity::WARNING, "damaged-file",
                   msgn("{n} byte after the last move record is no part of the record, and is left out",
                        "{n} bytes after the last move record are no part of the record, and are left out", bytes.size() - *end,
                        arg("n", bytes.size() - *end)));
  return text.source(name, "utf-16le");
}

grammar::SourceText read_cbl(const std::string& name, std::string_view bytes, std::string_view encoding, Diagnostics& out) {
  say_encoding(name, encoding, out);
  TreeText text;
  // What the library's own header and index say, the file's, not a game's.
  const TreeProblem library_problem = [&](std::uint64_t at, Severity severity, std::string code, std::string message) {
    out.push_back(at_byte(name, at, severity, std::move(code), std::move(message)));
  };
  if (bytes.size() < INDEX) {
    library_problem(bytes.size(), Severity::ERROR, "damaged-file", tr("the library's header: the file ends inside it"));
    return text.source(name, "utf-16le");
  }
  const std::uint64_t slots = u32_at(bytes, SLOT_COUNT);
  const std::uint64_t first = INDEX + slots * INDEX_ENTRY;
  if (first > bytes.size()) {
    library_problem(SLOT_COUNT, Severity::ERROR, "damaged-file", msg("the library's index of {slots} slots runs past the end of the file", arg("slots", slots)));
    return text.source(name, "utf-16le");
  }
  std::vector<TreeTag> library;
  for (const LibraryField& f : LIBRARY_FIELDS)
    if (std::string value = utf16_text(bytes, f.at, f.size, library_problem); !value.empty()) library.push_back({std::string(f.tag), std::move(value), f.at});

  // The index's entries in use or deleted, and the records the blocks hold: a record spans as many blocks as
  // it needs, so the records are the blocks that begin with one, paired in order with the index's entries.
  struct Entry {
    std::uint32_t flags, size;
    std::size_t at;
  };
  std::vector<Entry> entries;
  for (std::uint64_t k = 0; k < slots; ++k) {
    const std::size_t at = std::size_t(INDEX + k * INDEX_ENTRY);
    if (const std::uint32_t flags = u32_at(bytes, at); flags != 0) entries.push_back({flags, u32_at(bytes, at + 12), at});
  }
  std::vector<std::size_t> records;
  for (std::size_t at = std::size_t(first); at < bytes.size() && bytes.size() - at >= RECORD_MAGIC.size(); at += BLOCK)
    if (looks_like_cbr(bytes.substr(at))) records.push_back(at);
  const bool paired = entries.size() == records.size();
  if (!paired)
    library_problem(INDEX, Severity::WARNING, "damaged-file",
                          msg("the library's index lists {entries} records and its blocks hold {records}: every record is read, none taken as deleted",
                              arg("entries", entries.size()), arg("records", records.size())));
  int game = 0;
  for (std::size_t i = 0; i < records.size(); ++i) {
    const std::size_t at = records[i], end = i + 1 < records.size() ? records[i + 1] : bytes.size();
    if (paired && !(entries[i].flags & IN_USE)) {
      library_problem(at, Severity::INFO, "deleted-record",
                      msg("record {n} ('{title}') is marked deleted in the library's index: left out", arg("n", i + 1),
                          arg("title", utf16_text(bytes, at + CCBRIDGE_FIELDS[0].at, CCBRIDGE_FIELDS[0].size, library_problem))));
      continue;
    }
    RecordReader reader(name, bytes, at, end, ++game, out);
    const auto stream_end = reader.read(text, library);
    if (stream_end && paired && *stream_end - at != entries[i].size)
      reader.problem(entries[i].at + 12, Severity::WARNING, "damaged-file",
                     msg("the library's index gives record {n} {size} bytes, and its moves end after {read}", arg("n", i + 1),
                         arg("size", entries[i].size), arg("read", *stream_end - at)));
  }
  return text.source(name, "utf-16le");
}

}  // namespace kypho::xiangqi
