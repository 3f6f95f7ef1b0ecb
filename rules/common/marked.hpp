// Marks an English template for the message catalogues (po/extract.sh finds N_ and NC_), where it is written as
// data: a rule set's title, a piece's name in a table. The layers above translate it where they show it (grammar/text/messages.hpp).
#pragma once

namespace kypho {

constexpr const char* N_(const char* english) { return english; }

// A word marked with the context that tells it apart (po/extract.sh finds NC_): a piece's name in a table of
// names, translated where it is shown with tr(Marked).
struct Marked {
  const char* context = nullptr;
  const char* english = nullptr;
};
constexpr Marked NC_(const char* context, const char* english) { return {context, english}; }

}  // namespace kypho
