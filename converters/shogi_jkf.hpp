// JKF (JSON Kifu Format), read into the same syntax every shogi reader produces and written from the
// record model. JSON is parsed with nlohmann-json; positions in diagnostics are the JSON's byte offsets.
#pragma once

#include <functional>
#include <string>

#include "converters/record.hpp"
#include "grammar/shogi_syntax.hpp"
#include "grammar/source.hpp"
#include "rules/shogi/position.hpp"

namespace kypho::shogi {

void read_jkf_syntax(const grammar::SourceText& src, const std::function<void(grammar::shogi::GameSyntax&)>& on_game);

std::string write_jkf(const Record<Position, Move>& record);

}  // namespace kypho::shogi
