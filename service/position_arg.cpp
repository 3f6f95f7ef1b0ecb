#include "service/position_arg.hpp"

#include <fmt/format.h>

#include "converters/shogi/position.hpp"
#include "converters/common/choices.hpp"
#include "converters/xiangqi/fen.hpp"

namespace kypho::service {

std::optional<xiangqi::Position> position_from_fen_arg(const std::string& fen, Diagnostics& diagnostics, bool force) {
  if (fen.empty()) return xiangqi::Position::start();
  const grammar::SourceText src(std::string(choice_name(Choice::POSITION)), fen);
  Diagnostics ds;
  auto pos = xiangqi::read_fen(src, ds, force);
  append(diagnostics, ds);
  return pos;
}

std::optional<shogi::Position> shogi_position_from_arg(const std::string& sfen, Diagnostics& diagnostics, bool force) {
  if (sfen.empty()) return shogi::Position::start();
  // `position sfen …` and `sfen …` prefixes, as USI and some tools write them, are left out.
  std::string_view text = sfen;
  for (std::string_view prefix : {"position ", "sfen "})
    if (text.starts_with(prefix)) text.remove_prefix(prefix.size());
  const grammar::SourceText src(std::string(choice_name(Choice::POSITION)), std::string(text));
  Diagnostics ds;
  auto pos = shogi::read_sfen(src, ds, force);
  append(diagnostics, ds);
  return pos;
}

}  // namespace kypho::service
