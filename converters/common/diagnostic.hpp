// A problem found in a record, located in its source, in the shape the CLI contract fixes.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "grammar/text/source.hpp"
#include "grammar/common/syntax_error.hpp"
#include "grammar/text/messages.hpp"  // bounded_text: what a diagnostic quotes of a record

namespace kypho {

// INFO says what kypho assumed (an encoding, a format); NOTE explains something found.
enum class Severity : std::uint8_t { ERROR, WARNING, NOTE, INFO };
std::string_view severity_name(Severity s);

// A rewrite lint --fix may make: `length` bytes at `offset` of the decoded text the diagnostic was found
// in become `replacement`. It never crosses a line end, so a line and two columns (code points) place it.
struct Edit {
  std::uint32_t offset = 0;
  std::uint32_t length = 0;
  std::uint32_t line = 0, col = 0, end_col = 0;
  std::string replacement;
};

struct Diagnostic {
  std::string file;
  std::uint32_t line = 0;  // 0 when the problem has no place in a text (a missing file)
  std::uint32_t col = 0;
  // In a binary file (XQF): the byte the problem is at, which the reports name instead of the line and
  // column; those then place the caret in the record as kypho read it (source_line).
  std::optional<std::uint64_t> byte;
  // The line as written, for the caret display: whole, or for a long line a window of it around the column,
  // `…` marking what is left out (show_line). `caret`: the column's code point in it (1-based).
  std::string source_line;
  std::uint32_t caret = 0;
  Severity severity = Severity::ERROR;
  std::string code;
  std::string message;
  std::string game_kind;    // "xiangqi", "shogi", "cotulenh" or empty
  std::uint32_t game = 0;   // 1-based within the file, 0 = not about one game
  std::uint32_t ply = 0;    // 1-based from the record's start, 0 = not about one move
  std::string move;         // the move as written
  std::vector<std::string> notes;
  std::vector<Edit> fixes;  // with a fixable code: what --fix rewrites
  // Later diagnostics of the same game, severity and code that this one stands for, counted and not kept
  // (GameDiagnostics::keep_whole): each is one more in every count, and one more left out where shown.
  std::uint64_t repeats = 0;
};

Diagnostic located(const grammar::SourceText& src, std::size_t offset, Severity severity, std::string code,
                   std::string message);
// Sets the line `d` is shown with, and the caret in it, from `line` and d.col. A long line keeps only a window
// of 60 code points on either side of the column, as ripgrep's --max-columns shows one: a line of megabytes
// is neither printed nor kept again with each of its diagnostics.
void show_line(Diagnostic& d, std::string_view line);
// The same, the caret at byte `caret` of `line` (the column's), found without a walk along the line.
void show_line(Diagnostic& d, std::string_view line, std::size_t caret);
// At byte `byte` of a binary file, reading `what` (its header, a move): no line and column.
Diagnostic at_byte(std::string file, std::uint64_t byte, Severity severity, std::string code, std::string message);
// About a file, or the command, as a whole: no line and column.
Diagnostic unlocated(std::string file, Severity severity, std::string code, std::string message);
Diagnostic located(const grammar::SourceText& src, const grammar::SyntaxError& e,
                   Severity severity = Severity::ERROR);

// A position of `length` bytes at `offset` written without the side to move: said just after its last
// character, where the side would be written, naming the side assumed.
Diagnostic missing_turn(const grammar::SourceText& src, std::size_t offset, std::size_t length, std::string_view assumed);

using Diagnostics = std::vector<Diagnostic>;

// Offers, as a fix of `d`, the edit of `length` bytes at `offset` of `src`, placed by line and column. A text
// kypho made of a file (an XQF or CCBridge record, a DhtmlXQ block) is not the file's: no edit of it is one
// of the file, and none is offered.
void add_fix(Diagnostic& d, const grammar::SourceText& src, std::size_t offset, std::size_t length, std::string replacement);

// The diagnostics of one game of a file: located in its source, tagged with the game, and any error
// marks the game invalid. Every record reader reports through one of these.
struct GameDiagnostics {
  GameDiagnostics(const grammar::SourceText& src, std::string_view kind, std::uint32_t game, Diagnostics& list, bool& valid)
      : src(src), kind(kind), game(game), list(list), valid(valid) {}

  const grammar::SourceText& src;
  std::string_view kind;  // "xiangqi", "shogi"
  std::uint32_t game;
  Diagnostics& list;
  bool& valid;
  // How many diagnostics of one severity and code the game keeps whole (ReadChecks::keep_whole); 0: all.
  std::size_t keep_whole = 0;

  Diagnostic at(std::size_t offset, Severity severity, std::string code, std::string message) const;
  // Adds `d`, tagging it with this game when it came from elsewhere (a position reader), and returns the index
  // of the diagnostic in `list` that holds it: its own, or past keep_whole the last kept of its severity and
  // code, whose repeats it adds to.
  std::size_t report(Diagnostic d);

 private:
  struct Kept {
    Severity severity;
    std::string code;
    std::size_t count, last;  // how many were kept, and where the last one is in `list`
  };
  std::vector<Kept> kept_;  // a few: the codes one game meets
};

bool has_errors(const Diagnostics& ds);
// `more` after what `to` holds, in their order.
void append(Diagnostics& to, const Diagnostics& more);

// What a record reader checks beyond the rules and the notation.
struct ReadChecks {
  // The diagnostics of one severity and code a game keeps whole; the later ones are only counted
  // (Diagnostic::repeats). A junk text read as one game has a diagnostic for every word, each a copy of its
  // line and message: ten times the text. A front end that shows at most this many of a game (kypho's
  // --max-errors) loses nothing it would show: the first ones of each code are whole, whatever its filter
  // keeps. 0 keeps all (--fix, which applies every fix; kypho serve).
  std::size_t keep_whole = 0;
  bool off_by_default = false;  // also the checks no one sees unless asked for (missing-header): lint filters by its configuration
  std::string_view rules;       // the rule profile --rules names, for a game that has several; empty for its default
  // For diff: the other record's move at a main-line ply (1-based), as the game's key names it, or empty.
  // A written move that cannot be played is then replaced by it where it is legal (Replay::stood_in).
  std::function<std::string(std::uint32_t ply)> stand_in;
  // Each game's fingerprint, which only lint --dedup compares: hashing every move of a game byte by byte
  // was a twentieth of validating USI records.
  bool fingerprints = false;
  // A text cut from a file before a game with no tags (service/units.hpp): the line of the file's result that
  // its first game follows, which that game's untagged-game note names; 0 otherwise.
  std::uint32_t follows_result_line = 0;
};

}  // namespace kypho
