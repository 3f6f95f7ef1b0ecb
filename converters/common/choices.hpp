// The choices a user makes (a source's format, its encoding, its game, a rule set, ...), as the front end
// names them in messages that say which choice to make: the command line's options (`--from`), a page's
// menus. Messages frame the name ("name the format with {}", "{} xyz: no such encoding"), so that any front
// end's names read in them. The front end names its choices once, before any work; until it does, they
// read as the service's own words ("the format option").
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace kypho {

enum class Choice : std::uint8_t {
  FORMAT,       // the format a source is read as
  ENCODING,     // the encoding its bytes are in
  GAME,         // the game it is of
  GAME_NUMBER,  // which game of a source a verb of one game uses
  RULES,        // the rule set or profile
  POSITION,     // a position to start from (a FEN or SFEN), which diagnostics name as its source
  FORCE,        // count from a position with errors
  EXPLAIN,      // explain how a game ended
  FIX,          // rewrite what lint's fixable checks found
  DIFF,         // show what FIX would write
  HIDDEN,       // walk hidden files and folders too
  NO_IGNORE,    // read no .kyphoignore
  COUNT
};

using ChoiceNames = std::array<std::string_view, std::size_t(Choice::COUNT)>;

// What the front end calls `c`, in the chosen language.
std::string choice_name(Choice c);
// Names every choice (the strings must outlive the program's work: literals; those marked for the
// catalogues are translated where they are said), and gives back the names it replaced: what puts them
// back (a name as said, choice_name's, is a translation and dies with its expression).
ChoiceNames name_choices(const ChoiceNames& names);

}  // namespace kypho
