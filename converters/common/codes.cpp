#include "converters/common/codes.hpp"

#include <algorithm>
#include <array>

#include "rules/common/marked.hpp"

namespace kypho {
namespace {

constexpr std::array CODES{
    CodeInfo{"syntax", N_("The text does not follow the notation's grammar at this point.")},
    CodeInfo{"encoding", N_("The encoding a file was read in when it was not UTF-8 (info), a guess (warning), bytes not valid in it, replaced by U+FFFD, or a record's own encoding line (KIF, CSA) that names another (warning).")},
    CodeInfo{"format", N_("The format a file was read as, told by its content because neither --from nor its name said; a warning "
                       "when the content reads as well in another format.")},
    CodeInfo{"notation", N_("The notation a xiangqi game's moves were read in when its words read as well in another and no [Format] tag "
                         "or --from named one: the one in which more of them are legal (a note), or a warning when as many are.")},
    CodeInfo{"empty-file", N_("The file holds no text, so no record.")},
    CodeInfo{"wrong-game", N_("--game names another game than the file's format is for.")},
    CodeInfo{"first-game-only", N_("diff and show use a file's first game; the others are named as left out.")},
    CodeInfo{"no-such-game", N_("--game N names a game the file does not hold.")},
    CodeInfo{"no-such-ply", N_("show --ply asks for a ply past the end of the record's main line.")},
    CodeInfo{"io-error", N_("A file could not be opened or read.")},
    CodeInfo{"unsupported-format", N_("A file kypho cannot read (an image, an archive format it does not open, an HTML page with no record), or a format name it does not know.")},
    CodeInfo{"damaged-file", N_("A binary record (XQF, CCBridge) damaged or cut short, reported at its byte with what was being read; what was read before is kept.")},
    CodeInfo{"deleted-record", N_("A record that a library's index marks deleted (a CCBridge .cbl keeps its bytes): left out, and said.")},
    CodeInfo{"fen-rank-width", N_("A rank of a FEN board does not cover exactly the board's width (9 points; 11 in cờ tư lệnh).")},
    CodeInfo{"fen-rank-count", N_("A FEN board does not have exactly the board's ranks (10; 9 in shogi, 12 in cờ tư lệnh).")},
    CodeInfo{"assumed-rules", N_("No --rules given: the rule profile used is named.")},
    CodeInfo{"unknown-rules", N_("A rule set the game does not have (a [Rules] tag, or --rules naming another game's): the one used instead is named.")},
    CodeInfo{"unknown-letters", N_("A cờ tư lệnh [Letters] tag kypho does not know: the letters of Luật cờ tư lệnh are used.")},
    CodeInfo{"fen-stack", N_("A cờ tư lệnh stack in a FEN that may not form: two sides, a kind twice, or pieces the rules do not let carry one another.")},
    CodeInfo{"fen-counter", N_("A FEN move counter is not a number kypho can hold.")},
    CodeInfo{"non-canonical", N_("Accepted, but written differently from the canonical form kypho writes."), CodeKind::STYLE, DefaultLevel::AS_FOUND, true},
    CodeInfo{"fen-pool", N_("A cờ tướng úp FEN's pool counts more pieces of a kind than a side has.")},
    CodeInfo{"pool-short", N_("A cờ tướng úp position has more face-down pieces on the board than its side's pool holds.")},
    CodeInfo{"missing-pool", N_("A cờ tướng úp FEN gives no pool of face-down pieces: each side's is taken as its pieces not face up, and said.")},
    CodeInfo{"missing-start", N_("A record that does not give its start position where its format has one: the usual start is read, and said.")},
    CodeInfo{"missing-reveal", N_("A face-down piece's first move does not say what it turned out to be (h2e2=R, P2-5=X).")},
    CodeInfo{"reveal-not-in-pool", N_("A face-down piece turns out to be a piece its side's pool no longer holds.")},
    CodeInfo{"reveal-face-up", N_("A reveal written after the move of a piece already face up.")},
    CodeInfo{"too-many-pieces", N_("A side has more pieces of one kind than the game starts with.")},
    CodeInfo{"missing-general", N_("A side has no general (or king) on the board.")},
    CodeInfo{"piece-off-point", N_("A piece stands on a point its kind can never reach (palace, elephant points, soldiers).")},
    CodeInfo{"generals-face", N_("The two generals face each other on an open file, which no legal move can leave.")},
    CodeInfo{"fen-not-start", N_("A record's [FEN] is where its moves end, not where they start (as @cotulenh/core's PGN writer puts it): read from the standard start, and said.")},
    CodeInfo{"move-symbol", N_("A cờ tư lệnh turn whose symbols do not say what happened: a capture mark where nothing is taken, a hero mark '+' missing or wrong, a check or mate mark without one."), CodeKind::STYLE, DefaultLevel::AS_FOUND, true},
    CodeInfo{"opponent-in-check", N_("The side that just moved has left its own general attacked.")},
    CodeInfo{"no-such-piece", N_("The move names a piece the side to move does not have there (file, place or kind).")},
    CodeInfo{"wrong-direction", N_("No piece of that kind can move in the written direction to the written file or distance.")},
    CodeInfo{"blocked", N_("The move is blocked: a horse's leg, an elephant's eye, a piece in a chariot's path, a cannon's screen.")},
    CodeInfo{"own-piece", N_("The move lands on a piece of the mover's own side.")},
    CodeInfo{"leaves-general-in-check", N_("The move leaves the mover's own general attacked.")},
    CodeInfo{"wrong-side", N_("The move is written for the side that is not to move (Chinese glyphs, ICCS points).")},
    CodeInfo{"ambiguous-move", N_("Several pieces can make the move as written; the note says how to tell them apart.")},
    CodeInfo{"illegal-move", N_("The move breaks the rules of movement (palace, river, soldiers never retreat).")},
    CodeInfo{"result-mismatch", N_("The written result contradicts how the game ends on the board (mate, no legal move) or by the rule set's judgement (perpetual check or chase, repetition, a draw rule)."), CodeKind::STYLE, DefaultLevel::AS_FOUND},
    CodeInfo{"game-over", N_("The rule set ends the game at this ply (perpetual check or chase, repetition, a draw rule), but the record goes on.")},
    CodeInfo{"nifu", N_("A second unpromoted pawn of one side on a file (a drop, or a position).")},
    CodeInfo{"uchifuzume", N_("A pawn drop that gives checkmate.")},
    CodeInfo{"dead-drop", N_("A piece dropped where it could never move (pawn or lance on the last rank, knight on the last two).")},
    CodeInfo{"dead-piece", N_("A position with a piece where it could never move again.")},
    CodeInfo{"must-promote", N_("A move that leaves a pawn, lance or knight where it could never move again without promoting.")},
    CodeInfo{"cannot-promote", N_("A promotion outside the promotion zone, or of a piece that does not promote.")},
    CodeInfo{"king-left-in-check", N_("The move leaves the mover's own king attacked.")},
    CodeInfo{"clock-range", N_("A time too large for kypho to hold (over 596 hours); it is reported and left out.")},
    CodeInfo{"not-checked", N_("A variation or KIF branch that leaves its line after a move that could not be played: the position it starts from is unknown, so its moves are not checked.")},
    CodeInfo{"move-after-end", N_("A move or a second terminal word after the game's end; not replayed.")},
    CodeInfo{"unknown-handicap", N_("A 手合割 name with no standard start position and no board diagram.")},
    CodeInfo{"lossy-conversion", N_("Something the target format cannot hold, reported instead of dropped silently.")},
    CodeInfo{"tag-quote", N_("A tag value with an unescaped '\"' inside, read as part of the value."), CodeKind::STYLE, DefaultLevel::AS_FOUND},
    CodeInfo{"move-number", N_("A move number that skips or repeats: often where a sheet lost or doubled a move."), CodeKind::STYLE, DefaultLevel::AS_FOUND},
    CodeInfo{"stray-text", N_("A line of a record that is not moves (a title, a player's name, prose); kept as a comment."), CodeKind::STYLE, DefaultLevel::AS_FOUND},
    CodeInfo{"missing-turn", N_("A start position written without the side to move; the side assumed is named.")},
    CodeInfo{"dedup-table", N_("lint --dedup-table: how many games of earlier runs the table file holds."), CodeKind::RULE},
    CodeInfo{"duplicate-game", N_("lint --dedup: the same moves from the same start as an earlier game of the run (whatever the headers)."), CodeKind::STYLE, DefaultLevel::AS_FOUND},
    CodeInfo{"superfluous-disambiguation", N_("A move names which piece moves (Vietnamese t/s, WXF +/-, KI2 右 左 直 上 引 寄) where the rest of it already tells."), CodeKind::STYLE, DefaultLevel::AS_FOUND, true},
    CodeInfo{"missing-disambiguation", N_("A KI2 move that only the legal moves tell apart: programs that count pinned pieces (tsshogi) read it as ambiguous."), CodeKind::STYLE, DefaultLevel::AS_FOUND, true},
    CodeInfo{"mixed-notation", N_("A move written in another notation than the rest of its game (a WXF move among Vietnamese ones); read in its own, and rewritten in the game's by lint --fix."), CodeKind::STYLE, DefaultLevel::AS_FOUND, true},
    CodeInfo{"no-moves", N_("No move of a game was read while its text held something not read as moves (an error: nothing was checked); "
                         "as a note, a record that holds a start position alone.")},
    CodeInfo{"empty-game", N_("A game with no move and no set-up position of its own."), CodeKind::STYLE},
    CodeInfo{"duplicate-header", N_("A header given twice with two values in one game: both are kept; other programs keep one."), CodeKind::STYLE},
    CodeInfo{"check-mark", N_("A check mark (+) after a move that gives no check: often where a move was miswritten.")},
    CodeInfo{"moves-after-result", N_("Text after a game's result that reads as moves: they were not played (a result ends the game's moves); kept as its epilogue.")},
    CodeInfo{"untagged-game", N_("A game with no tags after another's result, its moves numbered from 1 again: read as the file's next game, as PGN ends a game at its result."), CodeKind::STYLE, DefaultLevel::AS_FOUND},
    CodeInfo{"trailing-text", N_("Text after a game's result that is not another game; kept as the game's epilogue."), CodeKind::STYLE},
    CodeInfo{"missing-header", N_("A game without a header archives expect (PGN's seven tags, KIF's and CSA's players); off unless asked for."), CodeKind::STYLE, DefaultLevel::ALLOW},
    CodeInfo{"malformed-header", N_("A header whose value does not have its tag's form (a Date that is not YYYY.MM.DD, a Result that is not a result); a date written year first another way is fixable."), CodeKind::STYLE, DefaultLevel::AS_FOUND, true},
    CodeInfo{"config", N_("The lint configuration read (kypho.toml), or a problem in it."), CodeKind::RULE},
    CodeInfo{"not-fixed", N_("lint --fix or --diff left a file as it was, and why (an encoding it cannot write back byte for byte, a backup in the way)."), CodeKind::RULE},
    CodeInfo{"piece-count", N_("The position shorthand's (n con) count differs from the pieces it lists."), CodeKind::STYLE, DefaultLevel::AS_FOUND},
};

}  // namespace

std::span<const CodeInfo> diagnostic_codes() { return CODES; }

const CodeInfo* find_code(std::string_view code) {
  const auto it = std::find_if(CODES.begin(), CODES.end(), [&](const CodeInfo& c) { return c.code == code; });
  return it == CODES.end() ? nullptr : &*it;
}

}  // namespace kypho
