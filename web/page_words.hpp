// The page's own words (its headings, buttons and labels), marked for the catalogues like every message, so
// that the page speaks the language of its menu with no English left; the page fills their {placeholders}.
#pragma once

#include <map>
#include <string>

namespace kypho::web {

// Each word's key, as the page asks for it, and its text in the chosen language.
std::map<std::string, std::string> page_words();

// Messages that tell the user which choice to make name the page's menus ("the Format menu"), not the command
// line's options: the server calls it once, before it serves.
void name_page_choices();

}  // namespace kypho::web
