// A record whose moves a file does not write as moves — XQF's move records, DhtmlXQ's strings of digits —
// read into a tree, then written out as the ICCS record in PGN's layout that kypho's reader replays: its tags,
// its start, every line with its variations in order and its comments, the result. Each run of that text
// remembers where in the file it came from, so that a diagnostic names the place in the file
// (grammar::SourceText origins).
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "converters/common/diagnostic.hpp"
#include "grammar/text/source.hpp"
#include "converters/xiangqi/record_reader.hpp"
#include "rules/xiangqi/position.hpp"

namespace kypho::xiangqi {

constexpr std::uint32_t NO_TREE_NODE = 0xFFFFFFFF;

// The 32 pieces of XQF's and DhtmlXQ's piece tables, in their order: Red's chariot, horse, elephant, advisor,
// general, advisor, elephant, horse, chariot, two cannons, five soldiers; then Black's.
constexpr std::string_view PIECE_ORDER = "RNBAKABNRCCPPPPP";
// Where Red's 16 stand at the standard start (file*10 + rank); Black's mirror them.
constexpr std::array<std::uint8_t, 16> RED_START = {0, 10, 20, 30, 40, 50, 60, 70, 80, 12, 72, 3, 23, 43, 63, 83};
// The board (file*10 + rank: a FEN letter, or 0) a piece table's squares make (over 89: absent).
std::array<char, 90> board_of(const std::array<std::uint8_t, 32>& squares);
// What a record holds beyond tags, moves, comments and its result, which XQF and DhtmlXQ have no place for,
// named in `lost`: annotations, clock times, its epilogue, a start that could not be read, and
// (`unreplayed`, with --keep-broken) the main line's text from its first move that could not be played.
// (How a xiangqi game ended is the board's or the rules' to say, read again from the moves: no loss.)
void beyond_tree(const XiangqiRecord& record, std::string_view unreplayed, std::vector<std::string>& lost);

// The standard start's table.
std::array<std::uint8_t, 32> standard_squares();
// A position's table: each side's pieces of a kind in the kind's slots, by square (file*10 + rank), as
// XQStudio lists the start; an empty slot is 0xFF.
std::array<std::uint8_t, 32> table_of(const Position& pos);

struct TreeMove {
  std::uint8_t from = 0, to = 0;  // file*10 + rank: files a..i from Red's left, ranks 0..9 from Red's back rank
  std::uint64_t at = 0;           // where the move is written in the file
  std::string comment;            // UTF-8, after the move (the start's: before the first move)
  std::uint64_t comment_at = 0;
  std::uint32_t first_child = NO_TREE_NODE, next_sibling = NO_TREE_NODE;
  bool readable = true;           // false: it and the rest of its line are left out (the reader said why)
};

// What a reader reports at a place in its file.
using TreeProblem = std::function<void(std::uint64_t at, Severity severity, std::string code, std::string message)>;

// One record of a move stream written depth-first (XQF's, CCBridge's): the move, and what its flags say follows.
struct StreamRecord {
  TreeMove move;
  bool next = false;         // its continuation follows it
  bool alternative = false;  // an alternative to it follows, once the lines after it end
};

// Who moves first and the first move's number, for a format that stores them (CCBridge's do, XQF does not).
struct StoredTurn {
  bool black = false;
  int move_number = 1;
};

struct MoveTree {
  std::vector<TreeMove> nodes{TreeMove{}};  // nodes[0] is the start

  // Adds `move` after `parent`, as its continuation or, when it has one, as the last alternative to it.
  std::uint32_t add(std::uint32_t parent, TreeMove move);
  // The tree of a depth-first stream: `read(0)` is the start's record, then `read(1)`, `read(2)`, … each move's;
  // after a record comes its continuation, if it has one; once that line ends, the alternative to it. The
  // alternatives still to come wait on a stack, the latest first. `read` giving nothing ends the stream
  // there (a damaged file: what was read is kept), and grow says false.
  bool grow(const std::function<std::optional<StreamRecord>(std::uint32_t count)>& read);
  // `board` (by file*10 + rank: a FEN letter, or 0) as a FEN, empty when it is the standard start with Red to
  // move. Who moves is `stored`'s; a format that does not store it (XQF, DhtmlXQ) has it told by the colour
  // of the piece the first move moves: Black told so is said at `at`, and so is Red assumed where no move tells.
  std::string start_fen(const std::array<char, 90>& board, std::uint64_t at, const TreeProblem& problem,
                        std::optional<StoredTurn> stored = std::nullopt) const;
};

// A text format's reader reports by byte (TreeProblem); its problems, `found`, are placed in `file` by line and
// column and given to `out`.
void place_in(const grammar::SourceText& file, Diagnostics& found, Diagnostics& out);

struct TreeTag {
  std::string name, value;
  std::uint64_t at;  // where the file says it
};

// Records written one after another (a page of DhtmlXQ blocks is a file of games): the text and its origins.
struct TreeText {
  std::string text;
  std::vector<grammar::SourceText::Origin> origins;
  // Appends a record: its tags (the first opens it), its start's comment, its lines, its result.
  void add(const std::vector<TreeTag>& tags, const MoveTree& tree, std::string_view result, const TreeProblem& problem);
  // The records as ICCS text named `name` in `encoding`, placed in `original` (the file's text) when it has
  // one, else by byte (grammar::SourceText::set_origins).
  grammar::SourceText source(const std::string& name, const std::string& encoding, std::shared_ptr<const grammar::SourceText> original = nullptr);
};

}  // namespace kypho::xiangqi
