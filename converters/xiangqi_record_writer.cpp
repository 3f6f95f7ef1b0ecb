#include "converters/xiangqi_record_writer.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "converters/xiangqi_fen.hpp"

namespace kypho::xiangqi {
namespace {

std::string_view annotation_glyph(Annotation a) {
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

bool is_footnote_mark(std::string_view c) {
  return c.size() >= 3 && c.front() == '(' && c.back() == ')' &&
         std::all_of(c.begin() + 1, c.end() - 1, [](char ch) { return ch >= '0' && ch <= '9'; });
}

struct Writer {
  const XiangqiRecord& record;
  const WriteOptions& options;
  std::string out;

  std::string number(const Position& pos, bool black_continuation) const {
    const char mark = is_vietnamese(options.notation) ? ')' : '.';
    if (black_continuation)
      return is_vietnamese(options.notation) ? fmt::format("{}) … ", pos.fullmove()) : fmt::format("{}... ", pos.fullmove());
    return fmt::format("{}{} ", pos.fullmove(), mark);
  }

  // A comment in braces, unless it holds a '}': then as `;` lines, which end at the line's end.
  void comment(std::string_view text) {
    if (is_vietnamese(options.notation) && is_footnote_mark(text)) {
      out += fmt::format(" {}", text);
    } else if (text.find('}') == std::string_view::npos) {
      out += fmt::format("{}{{{}}}", out.empty() || out.ends_with('\n') ? "" : " ", text);
    } else {
      for (std::size_t start = 0; start <= text.size();) {
        const auto end = std::min(text.find('\n', start), text.size());
        out += fmt::format("{};{}\n", out.ends_with('\n') ? "" : " ", text.substr(start, end - start));
        start = end + 1;
      }
    }
  }

  // Writes the line that starts with node `first`, played from `pos`; `top` lines put one move pair per row.
  void line(std::uint32_t first, Position pos, bool top) {
    bool need_number = true;
    for (std::uint32_t n = first; n != NO_NODE; n = record.node(n).first_child) {
      const auto& node = record.node(n);
      const bool red = pos.side_to_move() == RED;
      if (red) {
        if (top && n != first) out += '\n';
        else if (n != first) out += ' ';
        out += number(pos, false);
      } else {
        // The long form's words need a comma between the two moves of a pair.
        out += n == first ? "" : options.notation == Notation::VIETNAMESE_LONG && !need_number ? ", " : " ";
        if (need_number) out += number(pos, true);
      }
      out += write_move(pos, node.move, options.notation);
      out += annotation_glyph(node.annotation);
      if (!node.comment.empty()) comment(record.text(node.comment));
      need_number = !node.comment.empty();
      for (std::uint32_t v = node.next_sibling; v != NO_NODE && n == first_of_siblings(n); v = record.node(v).next_sibling) {
        // "(2) M8.7" would read as the footnote mark (2): Vietnamese variations open with "( ".
        out += is_vietnamese(options.notation) ? " ( " : " (";
        line(v, pos, false);
        out += ')';
        need_number = true;
      }
      pos.make(node.move);
    }
  }

  // Variations are written after the main move of their siblings, so only the first sibling lists them.
  std::uint32_t first_of_siblings(std::uint32_t n) const { return record.node(record.node(n).parent).first_child; }

  void tags() {
    std::vector<Tag> tags = record.tags;
    const auto erase = [&tags](std::string_view name) {
      tags.erase(std::remove_if(tags.begin(), tags.end(), [&](const Tag& t) { return t.name == name; }), tags.end());
    };
    erase("Game");
    erase("Format");
    erase("FEN");
    // A start that could not be read is kept as it was written.
    const std::string fen = record.unread_start.empty() ? write_fen(record.start) : record.unread_start;
    const bool other_tags = !tags.empty() || record.result != Result::UNKNOWN || fen != START_FEN;
    if (options.pgn || (options.open_with_tag && !other_tags)) out += "[Game \"Chinese Chess\"]\n";
    for (const auto& t : tags) {
      std::string value;
      for (char c : t.value) {
        if (c == '"' || c == '\\') value += '\\';
        value += c;
      }
      out += fmt::format("[{} \"{}\"]\n", t.name, value);
    }
    if (!record.tag("Result") && record.result != Result::UNKNOWN) out += fmt::format("[Result \"{}\"]\n", result_text(record.result));
    if (fen != START_FEN) out += fmt::format("[FEN \"{}\"]\n", fen);
    // Chinese is XQBase's default, but saying so keeps readers from guessing.
    if (options.pgn) {
      constexpr std::string_view names[] = {"VN", "WXF", "Chinese", "ICCS", "VN", "SAN"};
      out += fmt::format("[Format \"{}\"]\n", names[int(options.notation)]);
    }
  }

  std::string write() {
    tags();
    if (!out.empty()) out += '\n';
    const auto& root = record.node(XiangqiRecord::ROOT);
    if (!root.comment.empty()) {
      comment(record.text(root.comment));
      if (!out.ends_with('\n')) out += '\n';
    }
    if (root.first_child != NO_NODE) line(root.first_child, record.start, true);
    if (!options.unreplayed.empty()) comment(fmt::format("kypho: not replayed: {}", options.unreplayed));
    if (root.first_child != NO_NODE || !options.unreplayed.empty()) out += '\n';
    out += result_text(record.result);
    out += '\n';
    if (!record.epilogue.empty()) out += fmt::format("\n{}\n", record.text(record.epilogue));
    return out;
  }
};

}  // namespace

std::string write_record(const XiangqiRecord& record, const WriteOptions& options) {
  Writer w{record, options, {}};
  return w.write();
}

}  // namespace kypho::xiangqi
