// The replay of a PGN-like record (record_syntax.hpp) around its moves, the same for every game: its tags,
// comments, annotations, move numbers, variations, stray marks, the result (as written or as its Result tag
// says) and the text after it. A game's reader gives the start position and resolves each move and each
// word no rule took; everything else is here.
#pragma once

#include <fmt/format.h>

#include <cctype>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "converters/common/header_checks.hpp"
#include "converters/common/replay.hpp"
#include "grammar/sniff/format_evidence.hpp"
#include "grammar/common/header_values.hpp"
#include "grammar/text/source.hpp"

namespace kypho {

// A game read from a PGN-like layout, as the replayer leaves it, with what the layout adds.
template <typename Game>
struct LayoutGame : ReplayedGame<Game> {
  std::string_view unreplayed;  // the main line's text from its first move not replayed to the result
  // What was read but has no place in the record model (evaluations, annotation glyphs beyond ! ? !! ?? !? ?!):
  // a writer cannot carry it, and convert says so.
  std::vector<std::string> not_kept;

  void reset(std::uint32_t game_index) {
    ReplayedGame<Game>::reset(game_index);
    unreplayed = {};
    not_kept.clear();
  }
};

template <typename Game, typename Syntax>
class LayoutReplay {
 public:
  LayoutReplay(const grammar::SourceText& src, const Syntax& syntax, LayoutGame<Game>& out) : src(src), syntax(syntax), out(out) {}

  const grammar::SourceText& src;
  const Syntax& syntax;
  LayoutGame<Game>& out;
  Replay<Game> replay{src, out};
  GameDiagnostics& log = replay.log;

  // Whether the text at an offset stands on a line the reader took as prose (a title, a sentence): there a
  // parenthesis opens no variation and a number is no move number (`Thế trận … ( thi đấu năm 2003)`).
  std::function<bool(std::size_t offset)> prose;

  std::string_view text(const auto& e) const { return src.text().substr(e.offset, e.length); }
  // The result as written (`1-0`, `Hòa`, `Đen xin thua`): not the rest of its line, which may go on.
  std::string_view result_text() const { return src.text().substr(syntax.result_offset, syntax.result_length); }

  // The tags into the record, and PGN's checks of their values (and, when asked, of the required ones).
  void take_tags(std::span<const RequiredHeader> roster, ReadChecks checks) {
    std::vector<HeaderView> tags;
    std::vector<HeaderView> pgn_tags;  // written as [Name "value"]: other dialects (clubxiangqi's DATE lines) have their own forms
    for (const auto& t : syntax.tags) {
      out.record.tags.push_back({t.name, t.value});
      if (src.text()[t.offset] != '[' && t.name == "Date") header_line_date(out.record.tags.back().value, t.value_offset);
      tags.push_back({t.name, t.value, t.value_offset});
      if (src.text()[t.offset] == '[') pgn_tags.push_back(tags.back());
    }
    // The game boundary kypho drew where the file drew none: said, at the game's first word. The result it
    // follows is in the text before, or, for the first game of a text cut there, the unit before's.
    const std::uint32_t result_line = syntax.follows_result ? src.line_number(*syntax.follows_result)
                                      : out.index == 1 && syntax.tags.empty() ? checks.follows_result_line
                                                                              : 0;
    if (result_line != 0) {
      const std::string_view text = src.text();
      const std::size_t first = std::min(text.find_first_not_of(" \t\r\n", syntax.begin), text.size());
      log.report(log.at(first, Severity::NOTE, "untagged-game",
                        msg("a game with no tags numbers its moves from 1 again after the result at line {line}: read as the next game",
                            arg("line", result_line))));
    }
    if (checks.off_by_default) check_required_headers(tags, roster, syntax.begin, log);
    check_duplicate_headers(tags, log);
    check_pgn_tag_values(pgn_tags, log);
  }

  // A date on a header line in PGN's spelling: year first as written, or day first as Vietnamese sheets
  // write it (22/11/2026), which is said. Any other is kept as written, for lint to report.
  void header_line_date(std::string& value, std::size_t offset) {
    if (grammar::is_pgn_date(value)) return;
    if (auto pgn = grammar::pgn_date_from(value)) {
      value = std::move(*pgn);
    } else if (auto day_first = grammar::pgn_date_day_first(value)) {
      log.report(log.at(offset, Severity::NOTE, "non-canonical",
                        msg("the date '{written}' is read day first, as Vietnamese scoresheets write it: {date}", quote("written", value),
                            arg("date", *day_first))));
      value = std::move(*day_first);
    }
  }

  // Every event in order: `move(e)` for a move, `unknown(e)` for a word no rule took; `fullmove` is the
  // move number the current position has reached.
  template <typename OnMove, typename OnUnknown>
  void events(OnMove&& move, OnUnknown&& unknown) {
    bool previous_line_comment = false;
    std::size_t markup = 0, first_markup = 0;  // forum formatting has no place in a record: said once a game
    for (const auto& e : syntax.events) {
      using E = std::remove_cvref_t<decltype(e)>;
      if (prose && e.type != E::UNKNOWN && e.type != E::MOVE && prose(e.offset)) continue;
      switch (e.type) {
        case E::MOVE: move(e); break;
        case E::UNCLOSED_COMMENT:
          log.report(log.at(e.offset, Severity::ERROR, "syntax", tr("the comment opened here with '{' is never closed")));
          [[fallthrough]];
        case E::COMMENT: {
          std::string_view c = text(e);
          const bool block = c.starts_with("/*");
          const bool line_comment = !block && c.front() != '{';
          c = e.type == E::UNCLOSED_COMMENT ? c.substr(1) : block ? c.substr(2, c.size() - 4) : line_comment ? c.substr(1) : c.substr(1, c.size() - 2);
          if (line_comment)
            while (!c.empty() && (c.back() == '\n' || c.back() == '\r')) c.remove_suffix(1);
          // Lines of one comment written as `;` lines (it holds a '}') join back with their line breaks.
          replay.comment(line_comment && previous_line_comment ? "\n" : " ", c);
          previous_line_comment = line_comment;
          continue;
        }
        case E::FOOTNOTE: replay.comment(" ", text(e)); break;
        case E::ANNOTATION:
        case E::NAG:
          // The model holds one of ! ? !! ?? !? ?! per move; any other glyph is read but cannot be kept.
          if (e.nag < 1 || e.nag > 6 || !replay.annotate(Annotation(e.nag)))
            out.not_kept.push_back(msg("the annotation '{text}' on line {line}: a move keeps one of ! ? !! ?? !? ?!", quote("text", text(e)),
                                       arg("line", src.line_number(e.offset))));
          break;
        case E::EVALUATION:
          out.not_kept.push_back(msg("the evaluation '{text}' on line {line}", quote("text", text(e)), arg("line", src.line_number(e.offset))));
          break;
        case E::MOVE_NUMBER:
          // A number that skips or repeats is often where a sheet lost or doubled a move.
          replay.move_number(e.offset, e.nag, std::uint32_t(replay.position().fullmove()));
          break;
        case E::VARIATION_BEGIN:
          if (!replay.begin_variation(e.offset))
            log.report(log.at(e.offset, Severity::NOTE, "syntax", tr("a variation with no move before it to replace is read as another line from where this one starts")));
          break;
        case E::VARIATION_END: replay.end_variation(e.offset); break;
        case E::STRAY: log.report(log.at(e.offset, Severity::ERROR, "syntax", msg("unexpected '{text}'", quote("text", text(e))))); break;
        case E::UNKNOWN: unknown(e); break;
        case E::CHECK_MARK:
          // A sheet's check mark where the move gives none is often where a move was miswritten.
          if (replay.after_a_move() && !replay.position().in_check())
            log.report(log.at(e.offset, Severity::WARNING, "check-mark", msg("'{text}' marks a check, but the move before it gives none", quote("text", text(e)))));
          break;
        case E::MARKUP:
          if (markup++ == 0) first_markup = e.offset;
          continue;  // formatting between the lines of a comment does not part them
      }
      previous_line_comment = false;
    }
    if (markup > 0)
      out.not_kept.push_back(msgn("the forum markup ({n} tag such as '{text}', the first on line {line}): a record has no place for it",
                                  "the forum markup ({n} tags such as '{text}', the first on line {line}): a record has no place for it", markup,
                                  arg("n", markup), quote("text", text_at_markup(first_markup)),
                                  arg("line", src.line_number(first_markup))));
  }

  // The BBCode tag at `offset`, up to its ']'.
  std::string_view text_at_markup(std::size_t offset) const {
    const std::string_view rest = src.text().substr(offset);
    return rest.substr(0, rest.find(']') + 1);
  }

  // After the events: the layout's own errors, an empty game, the result, and the text after it.
  // `set_up` is whether the record gives its start position (a game of no moves from one is no slip).
  void finish(bool set_up) {
    for (const auto& e : syntax.errors)
      if (!prose || !prose(e.offset)) log.report(log.at(e.offset, e.warning ? Severity::WARNING : Severity::ERROR, e.code, e.message));
    std::string_view trailing = src.text().substr(syntax.trailing_offset, syntax.trailing_length);
    const auto first = trailing.find_first_not_of(" \t\r\n");
    // A result before any move that text follows is a header's word read as the result (`Kết quả: Hòa`).
    if (first != std::string_view::npos && out.written.empty())
      replay.not_moves(syntax.trailing_offset + first, msg("the text after '{result}' (line {line}), read as the game's result,",
                                                            arg("result", result_text()),
                                                            arg("line", src.line_number(syntax.result_offset))));
    if (out.valid && out.written.empty() && !replay.read_text_not_moves()) report_no_moves(syntax.begin, set_up, log);
    finish_result();
    if (first != std::string_view::npos) {
      const auto last = trailing.find_last_not_of(" \t\r\n");
      out.record.epilogue = out.record.add_text(trailing.substr(first, last - first + 1));
      // Moves after a result (`… 1-0` then `2. M2.3 X9-8`, or `h0g2 i9h9` unnumbered) were not played: never a
      // quiet epilogue. A line of them starts with a move number or a move, and is mostly moves; footnotes
      // (`(1) Nếu 1. X3-6 …`) and prose that quote moves are commentary.
      const std::string_view rest = trailing.substr(first);
      const std::string_view line = rest.substr(0, grammar::line_end(rest, 0));
      const grammar::MoveEvidence e = grammar::weigh_moves(line, 60);
      const int moves = std::max(e.xiangqi, e.cotulenh);
      const auto starts_with_move = [&] {
        const grammar::MoveEvidence f = grammar::weigh_moves(line, 1);
        return std::max(f.xiangqi, f.cotulenh) == 1;
      };
      if (!out.written.empty() && moves >= 1 && 2 * moves >= e.words &&
          (std::isdigit(static_cast<unsigned char>(line.front())) || starts_with_move())) {
        Diagnostic d = log.at(syntax.trailing_offset + first, Severity::ERROR, "moves-after-result",
                              msg("the line after the result reads as moves ({moves} of its {words} words): they were not played, "
                                  "for the result ends the game; it is kept as the game's epilogue",
                                  arg("moves", moves), arg("words", e.words)));
        d.notes.push_back(msg("the result '{result}' stands at line {line}: move it after the last move", arg("result", result_text()),
                              arg("line", src.line_number(syntax.result_offset))));
        log.report(std::move(d));
      } else {
        log.report(log.at(syntax.trailing_offset + first, Severity::NOTE, "trailing-text",
                          tr("text after the result is not moves; it is kept as the game's epilogue")));
      }
    }
  }

 private:
  void finish_result() {
    // A game whose moves end without a result token takes the one its Result tag (or header) gives.
    std::string r = syntax.result;
    const auto* tag = syntax.tag("Result");
    if (r.empty() && tag)
      for (std::string_view known : {"1-0", "0-1", "1/2-1/2"})
        if (std::string_view(tag->value).starts_with(known)) r = known;
    if (tag && !syntax.result.empty() && tag->value != syntax.result && grammar::is_pgn_result(tag->value))
      log.report(log.at(syntax.result_offset, Severity::WARNING, "result-mismatch",
                        msg("the moves end with {result}, but the Result tag says {tag}", arg("result", syntax.result), arg("tag", tag->value))));
    std::optional<typename Replay<Game>::Declared> declared;
    if (!r.empty()) {
      declared = {r == "1-0" ? Result::FIRST_WINS : r == "0-1" ? Result::SECOND_WINS : r == "*" ? Result::UNKNOWN : Result::DRAW,
                  syntax.result_offset, r == "*", syntax.result_length};
      if (tag && tag->value == r) declared->tag_value = Span{std::uint32_t(tag->value_offset), std::uint32_t(tag->value.size())};
      // Only a Result tag: the tag is what a fix rewrites.
      if (syntax.result.empty() && tag) {
        declared->offset = tag->value_offset;
        declared->length = tag->value.size();
        declared->tag_value.reset();
      }
    }
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

}  // namespace kypho
