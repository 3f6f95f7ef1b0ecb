// What fuzz_units checks, and the test of its finds: a text of games in PGN's layout (xiangqi's, cờ tướng úp's,
// cờ tư lệnh's) cut into units at every place the unit splitter may cut (a target of one byte), each read as
// lint reads a unit, reads as the text read whole: the same games, each with the same main line, verdict and
// diagnostics at the same places.
#pragma once

#include <fmt/format.h>

#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "converters/cotulenh/record_reader.hpp"
#include "converters/jieqi/record_reader.hpp"
#include "converters/xiangqi/record_reader.hpp"
#include "service/formats.hpp"
#include "service/source.hpp"
#include "service/units.hpp"

namespace kypho::fuzz {

// A game as a report shows it: its main line as written (`text`: the unit's), and the position of each node
// of its record.
template <typename ReadGame>
std::string outcome(const ReadGame& game, std::string_view text) {
  std::string s = game.valid ? "valid:" : "invalid:";
  game.record.for_each_main_line_node([&](const auto& n) { s += fmt::format("{} ", text.substr(n.source.offset, n.source.length)); });
  for (const auto& node : game.history) s += fmt::format("{:x} ", node.key);
  for (const auto& d : game.diagnostics) s += fmt::format("|{}:{}:{}", d.line, d.col, d.code);
  return s;
}

// Reads a text's games in a format, each as outcome() says it.
using ReadOutcomes = std::function<void(const grammar::SourceText& src, ReadChecks checks, std::vector<std::string>& out)>;

inline ReadOutcomes reader_of(std::string_view format) {
  const auto collect = [](std::vector<std::string>& out, const grammar::SourceText& src) {
    return [&out, &src](const auto& game) { out.push_back(outcome(game, src.text())); };
  };
  if (format == "ctl" || format == "ctl-pgn")
    return [collect, turns = service::turn_notation_of(format)](const grammar::SourceText& src, ReadChecks checks, std::vector<std::string>& out) {
      cotulenh::read_cotulenh_records(src, turns, cotulenh::seed_profile(), collect(out, src), checks);
    };
  if (format == "jieqi-pgn")
    return [collect](const grammar::SourceText& src, ReadChecks checks, std::vector<std::string>& out) {
      jieqi::read_jieqi_records(src, std::nullopt, collect(out, src), checks);
    };
  return [collect](const grammar::SourceText& src, ReadChecks checks, std::vector<std::string>& out) {
    xiangqi::read_xiangqi_records(src, std::nullopt, collect(out, src), checks);
  };
}

// The games of `text` (UTF-8) in `format` (pgn, jieqi-pgn, ctl or ctl-pgn), read whole and read cut.
inline std::pair<std::vector<std::string>, std::vector<std::string>> read_whole_and_cut(const std::string& text, std::string_view format = "pgn") {
  const ReadOutcomes read = reader_of(format);
  std::vector<std::string> whole, cut;
  read(grammar::SourceText("f", text), {}, whole);
  service::UnitReader units(service::read_from(text), "", service::Splitting::PGN_LAYOUT, 1, service::untagged_game_test(*service::find_format(format)));
  service::Unit unit;
  while (units.next(unit)) {
    ReadChecks checks;
    checks.follows_result_line = unit.follows_result_line;  // as the pipeline hands it on
    read(grammar::SourceText("f", unit.bytes, "utf-8", unit.first_line), checks, cut);
  }
  return {whole, cut};
}

// The formats of PGN's layout whose archives may hold games with no tags, each game family's.
constexpr std::string_view LAYOUT_FORMATS[] = {"pgn", "jieqi-pgn", "ctl", "ctl-pgn"};

}  // namespace kypho::fuzz
