#include "cli/position_arg.hpp"

#include <fmt/format.h>

#include "converters/xiangqi_fen.hpp"

namespace kypho::cli {

std::optional<xiangqi::Position> position_from_fen_arg(const std::string& fen, Reporter& report) {
  if (fen.empty()) return xiangqi::Position::start();
  const grammar::SourceText src("--fen", fen);
  Diagnostics ds;
  auto pos = xiangqi::read_fen(src, ds);
  report.diagnostics(ds);
  return pos;
}

bool require_xiangqi(const GlobalOptions& g, Reporter& report, std::string_view verb) {
  if (g.game.empty() || g.game == "xiangqi") return true;
  Diagnostic d;
  d.file = "kypho";
  d.code = "unsupported-format";
  d.message = fmt::format("{} for {} is not available in this version; only xiangqi has a rules engine yet", verb, g.game);
  report.diagnostic(d);
  return false;
}

}  // namespace kypho::cli
