// Forum markup (BBCode: `[b]`, `[/game]`, `[color=red]`) as the record layout reads it, for the parts of
// kypho that look at lines before any grammar does (the unit splitter): one definition, the layout's rule.
#pragma once

#include <string_view>

namespace kypho::grammar {

// Whether `text` starts with a BBCode tag, which is no PGN tag line and starts no game.
bool starts_with_markup(std::string_view text);

}  // namespace kypho::grammar
