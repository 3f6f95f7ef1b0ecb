// Marks an English template for the message catalogues (po/extract.sh finds N_), where it is written as data:
// a rule set's title in a table. The layers above translate it where they show it (grammar/text/messages.hpp).
#pragma once

namespace kypho {

constexpr const char* N_(const char* english) { return english; }

}  // namespace kypho
