// Messages in the user's language: the catalogues compiled into the program, plural forms, placeholders a
// translation reorders, the pseudo-language, and the locale names that choose a language.
#include <doctest/doctest.h>

#include "grammar/text/messages.hpp"

using namespace kypho;

namespace {

// Runs `body` in `lang`, and goes back to the language that was chosen before.
template <typename Body>
void in_language(std::string_view lang, Body body) {
  const std::string before(language());
  REQUIRE(set_language(lang));
  body();
  set_language(before);
}

std::string games(std::uint64_t n) { return msgn("{n} game", "{n} games", n, arg("n", n)); }

}  // namespace

TEST_CASE("messages: a count's message in English, Vietnamese and Japanese, from the catalogues compiled in") {
  in_language("en", [] {
    CHECK(games(1) == "1 game");
    CHECK(games(2) == "2 games");
  });
  in_language("vi", [] {
    CHECK(games(1) == "1 ván");
    CHECK(games(12) == "12 ván");
    CHECK(language() == "vi");
  });
  in_language("ja", [] { CHECK(games(3) == "3 局"); });
}

TEST_CASE("messages: a translation puts the placeholders in its own order, and a template it lacks stays English") {
  in_language("ja", [] {
    // 正常 {valid}、不正 {invalid}: the numbers after their words, as Japanese writes them.
    CHECK(msg("{files}, {games}: {valid} valid, {invalid} invalid; {errors}, {warnings}", arg("files", "F"), arg("games", "G"),
              arg("valid", 5), arg("invalid", 1), arg("errors", "E"), arg("warnings", "W")) == "F、G: 正常 5、不正 1。E、W");
    CHECK(msg("no such message {x}", arg("x", 1)) == "no such message 1");
  });
}

TEST_CASE("messages: the pseudo-language marks each message, its blanks and line ends outside the marks") {
  in_language("qps", [] {
    CHECK(games(2) == "⟦2 games⟧");
    CHECK(tr("  encodings: {list}\n") == "  ⟦encodings: {list}⟧\n");
  });
}

TEST_CASE("messages: a language kypho does not speak is refused, and a locale's name chooses one") {
  const std::string before(language());
  CHECK_FALSE(set_language("fr"));
  CHECK(language() == before);
  CHECK(language_of_locale("vi_VN.UTF-8") == "vi");
  CHECK(language_of_locale("ja_JP.eucJP") == "ja");
  CHECK(language_of_locale("ja") == "ja");
  CHECK(language_of_locale("en_GB.UTF-8") == "en");
  CHECK(language_of_locale("C.UTF-8") == "");
  CHECK(language_of_locale("fr_FR@euro") == "");
  CHECK(language_of_locale("") == "");
}
