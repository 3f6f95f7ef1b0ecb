#include "cli/language.hpp"

#include <cstdlib>

#include "grammar/text/messages.hpp"

namespace kypho::cli {
namespace {

std::string_view lang_argument(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--") break;
    if (arg == "--lang" && i + 1 < argc) return argv[i + 1];
    if (arg.starts_with("--lang=")) return arg.substr(7);
  }
  return {};
}

// The locale that names the language of messages: the first of LC_ALL, LC_MESSAGES and LANG that is set.
std::string_view locale_of_environment() {
  for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"})
    if (const char* value = std::getenv(name); value && *value) return value;
  return {};
}

}  // namespace

std::string choose_language(int argc, char** argv) {
  std::string_view lang = lang_argument(argc, argv);
  // A --lang kypho does not speak is refused by the option's check, in English.
  if (lang.empty()) lang = language_of_locale(locale_of_environment());
  if (lang.empty() || !set_language(lang)) set_language("en");
  return std::string(language());
}

}  // namespace kypho::cli
