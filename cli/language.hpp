// The language kypho speaks to this user: --lang, else the locale (LC_ALL, LC_MESSAGES, LANG, the first that
// is set, as POSIX orders them: vi_VN.UTF-8 → Vietnamese, ja_JP.* → Japanese), else English. Chosen before
// any option is described, so that the help is in it too.
#pragma once

#include <string>
#include <string_view>

namespace kypho::cli {

// The language `--lang` names on the command line (either spelling), else the environment's; the messages'
// language is set to it.
std::string choose_language(int argc, char** argv);

}  // namespace kypho::cli
