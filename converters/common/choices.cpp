#include "converters/common/choices.hpp"

namespace kypho {
namespace {

// In the order of Choice.
ChoiceNames names = {
    "the format option", "the encoding option", "the game option", "the game-number option", "the rules option", "the position", "the force option",
    "the explain option", "the fix option", "the diff option", "the hidden-files option", "the no-ignore option",
};

}  // namespace

std::string_view choice_name(Choice c) { return names[std::size_t(c)]; }

void name_choices(const ChoiceNames& chosen) { names = chosen; }

}  // namespace kypho
