// JKF (JSON Kifu Format), read into the same syntax every shogi reader produces and written from the
// record model. JSON is parsed with nlohmann-json; positions in diagnostics are the JSON's byte offsets.
#pragma once

#include <functional>
#include <string>

#include "converters/common/record.hpp"
#include "grammar/shogi/syntax.hpp"
#include "grammar/text/source.hpp"
#include "rules/shogi/position.hpp"

namespace kypho::shogi {

void read_jkf_syntax(const grammar::SourceText& src, const std::function<void(grammar::shogi::GameSyntax&)>& on_game);

std::string write_jkf(const Record<Position, Move>& record);
// JKF's `special` for how a line ended; empty where JKF has none. `mover` is the side to move at the end.
std::string jkf_special(Termination how, int ended_by, Color mover);

}  // namespace kypho::shogi
