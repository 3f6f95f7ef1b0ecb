#include "converters/xiangqi_record_reader.hpp"

#include <fmt/format.h>

#include <cctype>
#include <map>
#include <set>

#include "converters/header_checks.hpp"
#include "converters/xiangqi_fen.hpp"
#include "converters/xiangqi_names.hpp"
#include "grammar/header_values.hpp"

namespace kypho::xiangqi {
namespace {

using grammar::xiangqi::Event;
using grammar::xiangqi::GameSyntax;
using grammar::xiangqi::MoveNotation;

std::string_view notation_word(MoveNotation n) {
  switch (n) {
    case MoveNotation::WXF: return "WXF";
    case MoveNotation::ICCS: return "ICCS";
    case MoveNotation::CHINESE: return "Chinese";
    case MoveNotation::SAN: return "SAN";
    default: return "Vietnamese";
  }
}

// Beside the parser's spellings: a place written where the position makes it superfluous.
constexpr std::uint16_t PLACE_NOT_NEEDED = 1 << 15;

// The spelling a note names for a move written with `flags` (the first that applies), and what it says.
std::pair<std::uint16_t, std::string_view> spelling_note(std::uint16_t flags, Notation n) {
  using namespace grammar::xiangqi;
  if (flags & EN_DASH) return {EN_DASH, "the en dash '–' is read as bình '-'"};
  if (flags & SPACE_INSIDE) return {SPACE_INSIDE, "a space inside the move is ignored"};
  if (flags & LETTER_SYNONYM)
    return {LETTER_SYNONYM, is_vietnamese(n) ? "'C' (chốt) is read as the soldier, written 'B'" : "a letter synonym is read as the official WXF letter"};
  if (flags & LOWER_CASE)
    return {LOWER_CASE, is_vietnamese(n) ? "lower-case piece letters are read as upper case" : "lower-case WXF letters are read as upper case"};
  if (flags & FULL_WIDTH) return {FULL_WIDTH, "full-width letters, digits and signs are read as ASCII"};
  if (flags & NO_TRAVERSE_SIGN) return {NO_TRAVERSE_SIGN, "a move without a sign is read as sideways"};
  if (flags & TRAVERSE_DOT) return {TRAVERSE_DOT, "'=' is read as sideways, written '.'"};
  if (flags & SIGN_FIRST) return {SIGN_FIRST, "the place sign before the letter is read as after it"};
  if (flags & ASCII_DIGITS) return {ASCII_DIGITS, "ASCII digits are read as Chinese numbers; Red is written 一…九, Black １…９"};
  if (flags & TRADITIONAL) return {TRADITIONAL, "traditional glyphs are read; kypho writes simplified ones"};
  if (flags & FILE_AND_PLACE) return {FILE_AND_PLACE, "the piece is named by its place on the file and by the file: its place alone tells"};
  return {0, {}};
}

struct Replayer {
  const grammar::SourceText& src;
  const GameSyntax& syntax;
  ReadGame& out;
  bool one_based;
  ReadChecks checks;
  Replay<XiangqiGame> replay{src, out};
  GameDiagnostics& log = replay.log;
  // One note per spelling and game, at its first move; it carries the fixes of every move spelt so.
  std::map<std::uint16_t, std::size_t> spelling_notes;

  // A move read although not written the canonical way: noted, with the canonical text as its fix.
  void check_spelling(const Event& e, const Position& before, Move m, Notation notation) {
    auto [spelling, message] = spelling_note(e.move.vertical.spelling, notation);
    std::string_view code = spelling == grammar::xiangqi::FILE_AND_PLACE ? "superfluous-disambiguation" : "non-canonical";
    if (spelling == 0) {
      // A place (t/s, +/-, 前/后) where the file alone tells which piece moves.
      if (describe(before, m).place != grammar::xiangqi::Place::NONE) return;
      spelling = PLACE_NOT_NEEDED;
      code = "superfluous-disambiguation";
      message = "the piece is named by its place on the file where the file alone tells";
    }
    auto [note, first] = spelling_notes.try_emplace(spelling, out.diagnostics.size());
    if (first) log.report(log.at(e.offset, Severity::NOTE, std::string(code), std::string(message)));
    std::string canonical = write_move(before, m, notation);
    if (canonical != text(e)) out.diagnostics[note->second].fixes.push_back(edit_at(src, e.offset, e.length, std::move(canonical)));
  }

  std::string_view text(const Event& e) const { return src.text().substr(e.offset, e.length); }

  // The [FEN] start, played on even when it breaks a set-up rule; nothing when it cannot be played on at all
  // (then no move is checked: replaying from the initial position instead would invent errors).
  std::optional<Position> start_position() {
    const auto* fen = syntax.tag("FEN");
    if (!fen) return Position::start();
    Diagnostics ds;
    auto pos = read_fen(src, fen->value_offset, fen->value.size(), ds, true);
    for (auto& d : ds) log.report(std::move(d));
    return pos;
  }

  void check_headers() {
    std::vector<HeaderView> tags;
    std::vector<HeaderView> pgn_tags;  // written as [Name "value"]: other dialects (clubxiangqi's DATE lines) have their own forms
    for (const auto& t : syntax.tags) {
      tags.push_back({t.name, t.value, t.value_offset});
      if (src.text()[t.offset] == '[') pgn_tags.push_back(tags.back());
    }
    if (checks.off_by_default) check_required_headers(tags, XIANGQI_PGN_ROSTER, syntax.begin, log);
    check_pgn_tag_values(pgn_tags, log);
  }

  // Lines with no move of the game's notation, with words it does not read (two or more, or one without a
  // digit, which a slip in a move would have) and no more words of other notations than not: prose, a title,
  // "Bên trắng: Nguyễn Văn A". Each line number maps to whether it is yet to be reported.
  std::map<std::uint32_t, bool> stray_lines;
  // The words the game's notation does not read that another does, by offset: read once, here.
  std::map<std::uint32_t, grammar::xiangqi::ForeignMove> foreign_moves;
  void classify_unknown_words() {
    struct Words {
      int unknown = 0, foreign = 0;
      bool digit = false;
    };
    std::map<std::uint32_t, Words> lines;
    for (const Event& e : syntax.events) {
      if (e.type != Event::UNKNOWN) continue;
      Words& w = lines[src.line_number(e.offset)];
      if (auto foreign = grammar::xiangqi::read_foreign_move(src.text(), e.offset, e.length, syntax.notation)) {
        foreign_moves.emplace(e.offset, *foreign);
        ++w.foreign;
      } else {
        ++w.unknown;
      }
      for (char c : text(e)) w.digit |= c >= '0' && c <= '9';
    }
    if (lines.empty()) return;  // the usual game: no line to look at
    std::set<std::uint32_t> with_moves;
    for (const Event& e : syntax.events)
      if (e.type == Event::MOVE) with_moves.insert(src.line_number(e.offset));
    for (const auto& [line, w] : lines)
      if (!with_moves.contains(line) && (w.foreign == 0 || w.foreign < w.unknown) && (w.unknown + w.foreign >= 2 || !w.digit))
        stray_lines[line] = true;
  }

  // `written_in` is the game's notation, or another one a move of it is written in.
  void play_move(const Event& e, MoveNotation written_in) {
    const bool foreign = written_in != syntax.notation;
    if (replay.begin_move({e.offset, e.length}) == Replay<XiangqiGame>::Step::SKIP) {
      // Not checked, as the moves around it; its notation is still said, without the rewrite no position gives.
      if (foreign) report_mixed(e, written_in);
      return;
    }
    Position& pos = replay.position();
    const Notation notation = notation_of(written_in);
    Resolution r = written_in == MoveNotation::ICCS  ? resolve(pos, e.move.coordinate, one_based, notation)
                   : written_in == MoveNotation::SAN ? resolve(pos, e.move.san)
                                                     : resolve(pos, e.move.vertical, notation);
    if (foreign) r.notes.push_back(fmt::format("'{}' is read in {} notation", text(e), notation_word(written_in)));
    if (!r.ok()) {
      if (replay.written_on_line() == 1 && !syntax.tag("FEN") && (r.code == "no-such-piece" || r.code == "wrong-side"))
        r.notes.push_back("the record gives no start position ([FEN] tag), so the initial position was assumed");
      return replay.refuse(std::move(r.code), std::move(r.message), std::move(r.notes));
    }
    if (foreign) {
      const Notation own = notation_of(syntax.notation);
      report_mixed(e, written_in, write_move(pos, r.move, own == Notation::VIETNAMESE_LONG ? Notation::VIETNAMESE : own));
    } else if (e.move.vertical.spelling != 0 || e.move.vertical.place != grammar::xiangqi::Place::NONE) {
      check_spelling(e, pos, r.move, notation);
    }
    replay.play(r.move);
  }

  // A move in another notation than its game's: played, and said (a sheet that changes notation mid-game
  // is often a copy of two sources), with its rewrite in the game's notation when the position gives one.
  void report_mixed(const Event& e, MoveNotation written_in, std::optional<std::string> rewrite = std::nullopt) {
    Diagnostic d = log.at(e.offset, Severity::WARNING, "mixed-notation",
                          fmt::format("'{}' is in {} notation, the rest of the game in {}", text(e), notation_word(written_in),
                                      notation_word(syntax.notation)));
    if (rewrite) d.fixes.push_back(edit_at(src, e.offset, e.length, std::move(*rewrite)));
    log.report(std::move(d));
  }

  // A word that is not a move: a line of prose (kept as a comment), or a move no notation reads.
  void unknown_word(const Event& e) {
    const std::uint32_t line_no = src.line_number(e.offset);
    if (const auto stray = stray_lines.find(line_no); stray != stray_lines.end()) {
      const std::string_view source_line = src.line(line_no);
      // A line of prose or a header: one warning, kept as a comment, and no ply taken.
      if (!stray->second) return;
      stray->second = false;
      log.report(log.at(std::size_t(source_line.data() - src.text().data()), Severity::WARNING, "stray-text",
                        "this line is not moves; it is kept as a comment"));
      replay.comment(" ", source_line);
      return;
    }
    if (const auto foreign = foreign_moves.find(e.offset); foreign != foreign_moves.end())
      return play_move(foreign->second.move, foreign->second.notation);
    replay.unreadable({e.offset, e.length}, fmt::format("'{}' is not a {} move", text(e), notation_word(syntax.notation)));
  }

  void run() {
    classify_unknown_words();
    for (const auto& tag : syntax.tags) out.record.tags.push_back({tag.name, tag.value});
    check_headers();
    const auto* fen = syntax.tag("FEN");
    replay.start(start_position(), fen ? std::string_view(fen->value) : std::string_view());
    bool previous_line_comment = false;
    for (const Event& e : syntax.events) {
      switch (e.type) {
        case Event::MOVE: play_move(e, syntax.notation); break;
        case Event::UNCLOSED_COMMENT:
          log.report(log.at(e.offset, Severity::ERROR, "syntax", "the comment opened here with '{' is never closed"));
          [[fallthrough]];
        case Event::COMMENT: {
          std::string_view c = text(e);
          const bool line_comment = c.front() != '{';
          c = e.type == Event::UNCLOSED_COMMENT ? c.substr(1) : line_comment ? c.substr(1) : c.substr(1, c.size() - 2);
          if (line_comment)
            while (!c.empty() && (c.back() == '\n' || c.back() == '\r')) c.remove_suffix(1);
          // Lines of one comment written as `;` lines (it holds a '}') join back with their line breaks.
          replay.comment(line_comment && previous_line_comment ? "\n" : " ", c);
          previous_line_comment = line_comment;
          continue;
        }
        case Event::FOOTNOTE: replay.comment(" ", text(e)); break;
        case Event::ANNOTATION:
        case Event::NAG:
          // The model holds one of ! ? !! ?? !? ?! per move; any other glyph is read but cannot be kept.
          if (e.nag < 1 || e.nag > 6 || !replay.annotate(Annotation(e.nag)))
            out.not_kept.push_back(fmt::format("the annotation '{}' on line {}: a move keeps one of ! ? !! ?? !? ?!", text(e),
                                               src.line_number(e.offset)));
          break;
        case Event::EVALUATION:
          out.not_kept.push_back(fmt::format("the evaluation '{}' on line {}", text(e), src.line_number(e.offset)));
          break;
        case Event::MOVE_NUMBER:
          // A number that skips or repeats is often where a sheet lost or doubled a move.
          replay.move_number(e.offset, e.nag, std::uint32_t(replay.position().fullmove()));
          break;
        case Event::VARIATION_BEGIN:
          if (!replay.begin_variation(e.offset))
            log.report(log.at(e.offset, Severity::NOTE, "syntax", "a variation with no move before it to replace is read as another line from where this one starts"));
          break;
        case Event::VARIATION_END: replay.end_variation(); break;
        case Event::STRAY: log.report(log.at(e.offset, Severity::ERROR, "syntax", fmt::format("unexpected '{}'", text(e)))); break;
        case Event::UNKNOWN: unknown_word(e); break;
      }
      previous_line_comment = false;
    }
    for (const auto& e : syntax.errors) log.report(log.at(e.offset, e.warning ? Severity::WARNING : Severity::ERROR, e.code, e.message));
    if (out.valid && out.written.empty() && !syntax.tag("FEN")) report_empty_game(syntax.begin, log);
    finish();
    if (syntax.trailing_length > 0) {
      std::string_view trailing = src.text().substr(syntax.trailing_offset, syntax.trailing_length);
      const auto first = trailing.find_first_not_of(" \t\r\n");
      const auto last = trailing.find_last_not_of(" \t\r\n");
      if (first != std::string_view::npos) {
        out.record.epilogue = out.record.add_text(trailing.substr(first, last - first + 1));
        log.report(log.at(syntax.trailing_offset + first, Severity::NOTE, "trailing-text",
                          "text after the result is not moves; it is kept as the game's epilogue"));
      }
    }
  }

  void finish() {
    // A game whose moves end without a result token takes the one its Result tag (or header) gives.
    std::string r = syntax.result;
    const auto* tag = syntax.tag("Result");
    if (r.empty() && tag)
      for (std::string_view known : {"1-0", "0-1", "1/2-1/2"})
        if (std::string_view(tag->value).starts_with(known)) r = known;
    if (tag && !syntax.result.empty() && tag->value != syntax.result && grammar::is_pgn_result(tag->value))
      log.report(log.at(syntax.result_offset, Severity::WARNING, "result-mismatch",
                        fmt::format("the moves end with {}, but the Result tag says {}", syntax.result, tag->value)));
    std::optional<Replay<XiangqiGame>::Declared> declared;
    if (!r.empty())
      declared = {r == "1-0" ? Result::FIRST_WINS : r == "0-1" ? Result::SECOND_WINS : r == "*" ? Result::UNKNOWN : Result::DRAW,
                  syntax.result_offset, r == "*"};
    replay.finish(declared);
    // The main line's text from its first move not replayed to the result, kept for --keep-broken.
    if (out.main_unreplayed) {
      const std::size_t from = *out.main_unreplayed;
      const std::size_t end = syntax.result.empty() ? syntax.end : syntax.result_offset;
      out.unreplayed = src.text().substr(from, end > from ? end - from : 0);
      while (!out.unreplayed.empty() && std::isspace(static_cast<unsigned char>(out.unreplayed.back()))) out.unreplayed.remove_suffix(1);
    }
  }
};

}  // namespace

Notation notation_of(MoveNotation n) {
  switch (n) {
    case MoveNotation::WXF: return Notation::WXF;
    case MoveNotation::ICCS: return Notation::ICCS;
    case MoveNotation::CHINESE: return Notation::CHINESE;
    case MoveNotation::SAN: return Notation::SAN;
    default: return Notation::VIETNAMESE;
  }
}

std::string XiangqiGame::side_name(int side) { return std::string(vietnamese_side_name(Color(side))); }

void read_xiangqi_records(const grammar::SourceText& src, MoveNotation notation, const std::function<void(ReadGame&)>& on_game,
                          ReadChecks checks) {
  ReadGame game;
  std::uint32_t index = 0;
  const auto replay = [&](ReadGame& into, const GameSyntax& syntax, bool one_based) {
    into.reset(index);
    into.notation = syntax.notation;
    into.one_based_ranks = one_based;
    into.unreplayed = {};
    into.not_kept.clear();
    Replayer{src, syntax, into, one_based, checks}.run();
  };
  grammar::xiangqi::parse_xiangqi_record(src.text(), notation, [&](GameSyntax& syntax) {
    if (syntax.events.empty() && syntax.tags.empty() && syntax.errors.empty() && syntax.result.empty()) return;
    ++index;
    // ICCS ranks: a 0 or a 10 decides; otherwise the reading that replays further wins.
    bool one_based = false;
    if (syntax.notation == MoveNotation::ICCS) {
      bool zero = false, ten = false;
      for (const auto& e : syntax.events)
        if (e.type == Event::MOVE) {
          zero |= e.move.coordinate.from_rank == 0 || e.move.coordinate.to_rank == 0;
          ten |= e.move.coordinate.from_rank == 10 || e.move.coordinate.to_rank == 10;
        }
      if (ten && !zero) one_based = true;
      if (!zero && !ten) {
        ReadGame zero_based, one;
        replay(zero_based, syntax, false);
        replay(one, syntax, true);
        one_based = one.history.size() > zero_based.history.size();
      }
    }
    replay(game, syntax, one_based);
    if (one_based) {
      Diagnostic d = located(src, syntax.begin, Severity::NOTE, "non-canonical",
                             "ICCS ranks are read as 1-based (h3e3), as Fairy-Stockfish and pychess write them");
      d.game = game.index;
      d.game_kind = XiangqiGame::name;
      game.diagnostics.insert(game.diagnostics.begin(), std::move(d));
    }
    on_game(game);
  });
}

}  // namespace kypho::xiangqi
