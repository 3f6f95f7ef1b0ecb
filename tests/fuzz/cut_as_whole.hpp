// What fuzz_units checks, and the test of its finds: a text of xiangqi PGN games cut into units at every place
// the unit splitter may cut (a target of one byte), each read as lint reads a unit, reads as the text read
// whole: the same games, each with the same main line, verdict and diagnostics at the same places.
#pragma once

#include <fmt/format.h>

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "converters/xiangqi/names.hpp"
#include "converters/xiangqi/record_reader.hpp"
#include "service/formats.hpp"
#include "service/source.hpp"
#include "service/units.hpp"

namespace kypho::fuzz {

// A game as a report shows it.
inline std::string outcome(const xiangqi::ReadGame& game) {
  std::string s = game.valid ? "valid:" : "invalid:";
  game.record.for_each_main_line_node([&](const auto& n) { s += fmt::format("{} ", xiangqi::move_name(n.move)); });
  for (const auto& d : game.diagnostics) s += fmt::format("|{}:{}:{}", d.line, d.col, d.code);
  return s;
}

// The games of `text` (UTF-8), read whole and read cut.
inline std::pair<std::vector<std::string>, std::vector<std::string>> read_whole_and_cut(const std::string& text) {
  std::vector<std::string> whole, cut;
  xiangqi::read_xiangqi_records(grammar::SourceText("f", text), std::nullopt, [&](xiangqi::ReadGame& g) { whole.push_back(outcome(g)); });
  service::UnitReader units(service::read_from(text), "", service::Splitting::PGN_LAYOUT, 1, service::untagged_game_test(*service::find_format("pgn")));
  service::Unit unit;
  while (units.next(unit)) {
    ReadChecks checks;
    checks.follows_result_line = unit.follows_result_line;  // as the pipeline hands it on
    const grammar::SourceText src("f", unit.bytes, "utf-8", unit.first_line);
    xiangqi::read_xiangqi_records(src, std::nullopt, [&](xiangqi::ReadGame& g) { cut.push_back(outcome(g)); }, checks);
  }
  return {whole, cut};
}

}  // namespace kypho::fuzz
