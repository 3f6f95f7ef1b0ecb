#include "converters/common/choices.hpp"

#include <utility>

#include "grammar/text/messages.hpp"

namespace kypho {
namespace {

// In the order of Choice.
ChoiceNames names = {
    N_("the format option"), N_("the encoding option"), N_("the game option"), N_("the game-number option"), N_("the rules option"),
    N_("the position"), N_("the force option"), N_("the explain option"), N_("the fix option"), N_("the diff option"),
    N_("the hidden-files option"), N_("the no-ignore option"),
};

}  // namespace

// A name in the catalogue (a page's menu, "the Format menu") is said in the chosen language; an option's
// (`--from`) is in none, and stays as it is.
std::string choice_name(Choice c) { return tr(names[std::size_t(c)]); }

ChoiceNames name_choices(const ChoiceNames& chosen) { return std::exchange(names, chosen); }

}  // namespace kypho
