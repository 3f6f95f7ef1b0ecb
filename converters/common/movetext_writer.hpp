// Writes a record's movetext in the PGN-like layout every such reader takes (record_layout.hpp): move
// numbers, the main line one move pair per row, variations in parentheses after the move they replace,
// comments, annotations, the text of moves not replayed, the result and the epilogue. Each game gives how
// a move is written in the position it is played from, and the few marks its notation spells its own way.
#pragma once

#include <fmt/format.h>

#include <algorithm>
#include <string>
#include <string_view>

#include "converters/common/record.hpp"

namespace kypho {

inline std::string_view annotation_glyph(Annotation a);

struct MovetextStyle {
  std::string_view number_mark = ".";          // after a move number: `1.`, or `1)` on Vietnamese sheets
  std::string_view continuation = "...";       // a second player's move after a break: `3...`, or `3) …`
  std::string_view variation_open = " (";      // " ( " where `(2)` would read as a footnote mark
  std::string_view pair_separator = " ";       // between the two moves of a pair (", " in long Vietnamese)
  bool footnote_marks = false;                 // a comment `(1)` is a footnote mark, written bare
  std::string_view (*glyph)(Annotation) = annotation_glyph;  // a move's annotation after it: `!`, or the seed's `+`
};

inline std::string_view annotation_glyph(Annotation a) {
  switch (a) {
    case Annotation::GOOD: return "!";
    case Annotation::MISTAKE: return "?";
    case Annotation::BRILLIANT: return "!!";
    case Annotation::BLUNDER: return "??";
    case Annotation::INTERESTING: return "!?";
    case Annotation::DUBIOUS: return "?!";
    case Annotation::NONE: break;
  }
  return "";
}

// `[Name "value"]` with the value's quotes and backslashes escaped.
inline void write_tag(std::string& out, std::string_view name, std::string_view value) {
  out += '[';
  out += name;
  out += " \"";
  for (char c : value) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  out += "\"]\n";
}

template <typename Record, typename MoveText>
class MovetextWriter {
 public:
  using Position = std::remove_cvref_t<decltype(std::declval<Record>().start)>;

  MovetextWriter(const Record& record, const MovetextStyle& style, MoveText move_text, std::string& out)
      : record_(record), style_(style), move_text_(move_text), out_(out) {}

  // Everything after the tags: the root's comment, the moves, the text not replayed, the result, the epilogue.
  void write(std::string_view unreplayed) {
    const auto& root = record_.node(Record::ROOT);
    if (!root.comment.empty()) {
      comment(record_.text(root.comment));
      if (!out_.ends_with('\n')) out_ += '\n';
    }
    if (root.first_child != NO_NODE) line(root.first_child, record_.start, true);
    if (!unreplayed.empty()) comment(not_replayed_comment(unreplayed));
    if (root.first_child != NO_NODE || !unreplayed.empty()) out_ += '\n';
    out_ += result_text(record_.result);
    out_ += '\n';
    if (!record_.epilogue.empty()) out_ += fmt::format("\n{}\n", record_.text(record_.epilogue));
  }

 private:
  static bool is_footnote_mark(std::string_view c) {
    return c.size() >= 3 && c.front() == '(' && c.back() == ')' &&
           std::all_of(c.begin() + 1, c.end() - 1, [](char ch) { return ch >= '0' && ch <= '9'; });
  }

  std::string number(const Position& pos, bool continuation) const {
    return fmt::format("{}{} ", pos.fullmove(), continuation ? style_.continuation : style_.number_mark);
  }

  // A comment in braces, unless it holds a '}': then as `;` lines, which end at the line's end.
  void comment(std::string_view text) {
    if (style_.footnote_marks && is_footnote_mark(text)) {
      out_ += fmt::format(" {}", text);
    } else if (text.find('}') == std::string_view::npos) {
      out_ += fmt::format("{}{{{}}}", out_.empty() || out_.ends_with('\n') ? "" : " ", text);
    } else {
      for (std::size_t start = 0; start <= text.size();) {
        const auto end = std::min(text.find('\n', start), text.size());
        out_ += fmt::format("{};{}\n", out_.ends_with('\n') ? "" : " ", text.substr(start, end - start));
        start = end + 1;
      }
    }
  }

  // Writes the line that starts with node `first`, played from `pos`; `top` lines put one move pair per row.
  void line(std::uint32_t first, Position pos, bool top) {
    bool need_number = true;
    for (std::uint32_t n = first; n != NO_NODE; n = record_.node(n).first_child) {
      const auto& node = record_.node(n);
      if (int(pos.side_to_move()) == 0) {
        if (top && n != first) out_ += '\n';
        else if (n != first) out_ += ' ';
        out_ += number(pos, false);
      } else {
        out_ += n == first ? "" : !need_number ? style_.pair_separator : " ";
        if (need_number) out_ += number(pos, true);
      }
      out_ += move_text_(pos, node.move);
      out_ += style_.glyph(node.annotation);
      if (!node.comment.empty()) comment(record_.text(node.comment));
      need_number = !node.comment.empty();
      for (std::uint32_t v = node.next_sibling; v != NO_NODE && n == first_of_siblings(n); v = record_.node(v).next_sibling) {
        out_ += style_.variation_open;
        line(v, pos, false);
        out_ += ')';
        need_number = true;
      }
      pos.make(node.move);
    }
  }

  // Variations are written after the main move of their siblings, so only the first sibling lists them.
  std::uint32_t first_of_siblings(std::uint32_t n) const { return record_.node(record_.node(n).parent).first_child; }

  const Record& record_;
  const MovetextStyle& style_;
  MoveText move_text_;
  std::string& out_;
};

}  // namespace kypho
