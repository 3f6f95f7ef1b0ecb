#include "converters/xiangqi/portals.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "converters/xiangqi/binary_record.hpp"
#include "converters/xiangqi/move_tree.hpp"
#include "grammar/text/messages.hpp"
#include "grammar/xiangqi/coordinates_parse.hpp"

namespace kypho::xiangqi {
namespace {

// A move as a portal's record gives it: files from Red's left, ranks from Red's back rank.
struct PortalMove {
  unsigned from_file, from_rank, to_file, to_rank;
  std::uint64_t at;
};

// Reports at a byte of one game's file.
struct Reporter {
  const std::string& name;
  Diagnostics& out;
  void operator()(std::uint64_t at, Severity severity, std::string code, std::string message) const {
    Diagnostic d = at_byte(name, at, severity, std::move(code), std::move(message));
    d.game = 1;
    d.game_kind = "xiangqi";
    out.push_back(std::move(d));
  }
};

// The main line of `moves` from the standard start, with `tags` and `result`, as ICCS text; a move off the
// board stops the line there.
grammar::SourceText made_text(const std::string& name, const std::vector<TreeTag>& tags, const std::vector<PortalMove>& moves,
                              std::string_view result, std::string_view encoding, std::string comment, std::uint64_t comment_at,
                              const Reporter& report) {
  MoveTree tree;
  std::uint32_t parent = 0;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const PortalMove& m = moves[i];
    TreeMove n;
    n.at = m.at;
    n.readable = m.from_file <= 8 && m.to_file <= 8 && m.from_rank <= 9 && m.to_rank <= 9;
    if (!n.readable) {
      report(m.at, Severity::ERROR, "damaged-file",
             msg("move {n}: its points (file {from_file}, rank {from_rank}; file {to_file}, rank {to_rank}) are off the board; the moves after it are left out",
                 arg("n", i + 1), arg("from_file", m.from_file), arg("from_rank", m.from_rank), arg("to_file", m.to_file), arg("to_rank", m.to_rank)));
    } else {
      n.from = std::uint8_t(m.from_file * 10 + m.from_rank);
      n.to = std::uint8_t(m.to_file * 10 + m.to_rank);
    }
    parent = tree.add(parent, std::move(n));
    if (!tree.nodes[parent].readable) break;
  }
  // A comment the format keeps for the game as a whole is written after its last move.
  if (!comment.empty()) {
    tree.nodes[parent].comment = std::move(comment);
    tree.nodes[parent].comment_at = comment_at;
  }
  std::vector<TreeTag> all = tags;
  all.push_back({"Result", std::string(result), 0});
  TreeText text;
  text.add(all, tree, result, report);
  return text.source(name, std::string(encoding));
}

// .chn and .ccm count rows from the top; a game whose first move starts in the upper half was recorded with Red
// there, and is turned.
void from_the_top(std::vector<PortalMove>& moves, const Reporter& report) {
  const bool turned = !moves.empty() && moves.front().from_rank < 5;
  for (PortalMove& m : moves) {
    if (turned) {
      m.from_file = 8 - m.from_file;
      m.to_file = 8 - m.to_file;
    } else {
      m.from_rank = 9 - m.from_rank;
      m.to_rank = 9 - m.to_rank;
    }
  }
  if (turned) report(moves.front().at, Severity::INFO, "format", tr("the first move starts in the upper half: the game was recorded with Red at the top, and is turned"));
}

void left_over(std::size_t bytes, std::size_t record, std::size_t at, const Reporter& report) {
  if (at < bytes)
    report(at, Severity::WARNING, "damaged-file",
           msgn("{n} byte after the last whole move record ({size} bytes each) is left out", "{n} bytes after the last whole move record ({size} bytes each) are left out",
                bytes - at, arg("n", bytes - at), arg("size", record)));
}

// .che, .chn and .ccm hold moves and no text.
constexpr const char* NO_TEXT = N_("the format holds no text");

}  // namespace

grammar::SourceText read_che(const std::string& name, std::string_view bytes, std::string_view encoding, Diagnostics& out) {
  encoding_not_used(name, encoding, NO_TEXT, out);
  const Reporter report{name, out};
  const auto numbers = grammar::xiangqi::parse_che_numbers(bytes);
  std::vector<PortalMove> moves;
  const std::uint64_t declared = numbers.size() > 1 ? numbers[1].value : 0;
  if (numbers.size() < 2) report(bytes.size(), Severity::ERROR, "damaged-file", tr("the file ends before the number of moves"));
  std::size_t i = 2;
  for (std::uint64_t k = 0; k < declared; ++k, i += 10) {
    if (i + 10 > numbers.size()) {
      report(i < numbers.size() ? numbers[i].offset : bytes.size(), Severity::ERROR, "damaged-file",
             msg("move {n}: the file ends inside its ten numbers ({declared} moves are announced); the moves read before are kept", arg("n", k + 1),
                 arg("declared", declared)));
      break;
    }
    moves.push_back({numbers[i + 4].value, numbers[i + 3].value, numbers[i + 6].value, numbers[i + 5].value, numbers[i].offset});
  }
  if (i < numbers.size() && moves.size() == declared)
    report(numbers[i].offset, Severity::WARNING, "damaged-file",
           msgn("{n} number after the announced moves is left out", "{n} numbers after the announced moves are left out", numbers.size() - i,
                arg("n", numbers.size() - i)));
  return made_text(name, {}, moves, "*", "utf-8", {}, 0, report);
}

grammar::SourceText read_chn(const std::string& name, std::string_view bytes, std::string_view encoding, Diagnostics& out) {
  encoding_not_used(name, encoding, NO_TEXT, out);
  constexpr std::size_t HEADER = 188, RECORD = 32;
  const Reporter report{name, out};
  std::vector<PortalMove> moves;
  std::size_t at = HEADER;
  if (bytes.size() < HEADER) report(bytes.size(), Severity::ERROR, "damaged-file", tr("header: the file ends inside it"));
  for (; bytes.size() >= RECORD && at <= bytes.size() - RECORD; at += RECORD)
    moves.push_back({u16_at(bytes, at + 4), u16_at(bytes, at + 6), u16_at(bytes, at + 8), u16_at(bytes, at + 10), at});
  left_over(bytes.size(), RECORD, std::min(at, bytes.size()), report);
  from_the_top(moves, report);
  return made_text(name, {}, moves, "*", "utf-8", {}, 0, report);
}

grammar::SourceText read_ccm(const std::string& name, std::string_view bytes, std::string_view encoding, Diagnostics& out) {
  encoding_not_used(name, encoding, NO_TEXT, out);
  constexpr std::size_t RECORD = 7;
  const Reporter report{name, out};
  std::vector<PortalMove> moves;
  std::size_t at = 0;
  for (; at + RECORD <= bytes.size(); at += RECORD)
    moves.push_back({byte_at(bytes, at + 3), byte_at(bytes, at + 5), byte_at(bytes, at + 4), byte_at(bytes, at + 6), at});
  left_over(bytes.size(), RECORD, at, report);
  from_the_top(moves, report);
  return made_text(name, {}, moves, "*", "utf-8", {}, 0, report);
}

grammar::SourceText read_mxq(const std::string& name, std::string_view bytes, std::string_view encoding, Diagnostics& out) {
  const Reporter report{name, out};
  struct Field {
    std::string bytes;
    std::size_t at;
  };
  std::vector<Field> fields;
  std::size_t at = 0;
  bool ended = false;
  // The strings up to "Ends": twelve of the header, then the moves.
  while (at < bytes.size()) {
    const std::size_t length = static_cast<std::uint8_t>(bytes[at]);
    if (length > bytes.size() - at - 1) {
      report(at, Severity::ERROR, "damaged-file",
             msg("string {n}: its length ({length}) runs past the end of the file; what was read before is kept", arg("n", fields.size() + 1), arg("length", length)));
      break;
    }
    fields.push_back({std::string(bytes.substr(at + 1, length)), at});
    at += 1 + length;
    if (fields.size() > 12 && fields.back().bytes == "Ends") {
      ended = true;
      break;
    }
  }
  if (!ended && at >= bytes.size()) report(bytes.size(), Severity::ERROR, "damaged-file", tr("the file ends before the moves' end (\"Ends\"); the moves read are kept"));
  if (ended && at < bytes.size())
    report(at, Severity::WARNING, "damaged-file",
           msgn("{n} byte after \"Ends\" is no part of the record, and is left out", "{n} bytes after \"Ends\" are no part of the record, and are left out",
                bytes.size() - at, arg("n", bytes.size() - at)));
  // The header's text is GB18030 (弈天 is a Chinese portal), or what --encoding names.
  std::string header;
  for (std::size_t i = 0; i < fields.size() && i < 12; ++i) header += fields[i].bytes + '\n';
  const std::string text_encoding_used = text_encoding(name, header, encoding, "gb18030", out);
  std::vector<std::string> header_text;
  for (std::size_t i = 0; i < fields.size() && i < 12; ++i) header_text.push_back(decoded_text(fields[i].bytes, text_encoding_used, fields[i].at + 1, report));
  const auto text = [&](std::size_t i) { return i < header_text.size() ? header_text[i] : std::string(); };
  std::vector<TreeTag> tags;
  const auto tag = [&](std::string tag_name, std::size_t i) {
    if (std::string value = text(i); !value.empty()) tags.push_back({std::move(tag_name), std::move(value), fields[i].at});
  };
  tag("Site", 0);
  tag("Date", 1);
  tag("Event", 2);
  // The event names the players and the result: "Red-胜-Black" (胜 Red wins, 和 a draw, 负 Black wins).
  std::string result = "*";
  const std::string event = text(2);
  constexpr std::pair<std::string_view, std::string_view> OUTCOMES[] = {{"-胜-", "1-0"}, {"-和-", "1/2-1/2"}, {"-负-", "0-1"}};
  for (const auto& [word, outcome] : OUTCOMES)
    if (const auto split = event.find(word); split != std::string::npos && fields.size() > 2) {
      tags.push_back({"Red", event.substr(0, split), fields[2].at});
      tags.push_back({"Black", event.substr(split + word.size()), fields[2].at});
      result = outcome;
      break;
    }
  tag("RedElo", 3);
  tag("BlackElo", 4);
  for (std::size_t i = 5; i < 10; ++i) tag(fmt::format("MXQ_{}", i + 1), i);
  tag("MXQ_12", 11);
  std::vector<PortalMove> moves;
  for (std::size_t i = 12; i < fields.size() && fields[i].bytes != "Ends"; ++i) {
    const auto m = grammar::xiangqi::parse_mxq_move(fields[i].bytes);
    if (!m) {
      report(fields[i].at, Severity::ERROR, "damaged-file",
             msg("move {n}: '{record}' is no move (a file digit and a row letter A to J, twice: \"7C-4C\"); the moves after it are left out",
                 arg("n", moves.size() + 1), quote("record", decoded_text(fields[i].bytes, text_encoding_used, fields[i].at + 1, report))));
      break;
    }
    moves.push_back({(*m)[0], (*m)[1], (*m)[2], (*m)[3], fields[i].at});
  }
  return made_text(name, tags, moves, result, text_encoding_used, text(10), fields.size() > 10 ? fields[10].at : 0, report);
}

}  // namespace kypho::xiangqi
