// Messages in the user's language. Every message kypho shows is an English template whose placeholders are
// named (`{file}`, `{games}`), so that a translation may put them in its own order; it is looked up in the
// catalogue of the chosen language (po/<lang>.po, compiled into the program, no install path) and formatted
// there. A count's message has its plural forms (trn, msgn). A diagnostic's code is never translated: it is
// the stable key a message is known by.
//
// Extraction (po/extract.sh, xgettext) finds the templates by these functions' names: tr, tr_in, trn, msg,
// msgn, and N_ for a template kept in a table and translated where it is shown.
#pragma once

#include <fmt/format.h>

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "rules/common/marked.hpp"  // N_: a template marked where it is written, translated where shown

namespace kypho {

// The languages kypho speaks: en (the templates themselves), vi, ja, and qps, a pseudo-language that wraps
// every message in ⟦ ⟧ so that a test can see any text that did not come from the catalogue.
std::span<const std::string_view> languages();
// Chooses the language of every message made from here on, in every thread; false (and nothing changed) for
// one kypho does not speak.
bool set_language(std::string_view lang);
std::string_view language();
// The language of the messages this thread makes while it lives (a server answers each request in the
// language it asks for, threads side by side); the process's choice again after it. An unknown `lang` changes
// nothing (valid() says so).
class ThreadLanguage {
 public:
  explicit ThreadLanguage(std::string_view lang);
  ~ThreadLanguage();
  ThreadLanguage(const ThreadLanguage&) = delete;
  ThreadLanguage& operator=(const ThreadLanguage&) = delete;
  bool valid() const { return valid_; }

 private:
  bool valid_ = false;
};
// The language a locale name means (`vi_VN.UTF-8` → vi, `ja_JP.eucJP` → ja), or nothing kypho speaks.
std::string_view language_of_locale(std::string_view locale);

// `english` in the chosen language.
std::string tr(std::string_view english);
// `english` as `context` means it: a word that means other things elsewhere (a xiangqi piece's name, which
// shogi has too).
std::string tr_in(std::string_view context, std::string_view english);
// A word a table marked with its context (NC_); empty for an empty entry.
std::string tr(Marked word);
// The form for `n` of a message with a count: `one` and `many` in English.
std::string trn(std::string_view one, std::string_view many, std::uint64_t n);

// "a, b or c", in the chosen language.
std::string one_of(std::span<const std::string> items);

// A named placeholder's value, kept by value (fmt::arg keeps a reference, which a temporary outlives only
// to the end of its expression): arg("games", n).
template <typename T>
struct Arg {
  const char* name;
  T value;
};
template <typename T>
Arg<std::decay_t<T>> arg(const char* name, T&& value) {
  return {name, std::forward<T>(value)};
}

// Text quoted from a record in what kypho says of it: up to 300 code points whole; a longer text keeps its
// first 200 and last 80, `…` between. A word of megabytes that is not a move is quoted by its ends, not
// printed whole in each report of it.
std::string bounded_text(std::string_view text);
// A placeholder's value quoted from a record, bounded before the message is formatted: quote("text", word).
inline Arg<std::string> quote(const char* name, std::string_view text) { return {name, bounded_text(text)}; }

// `english` in the chosen language, its named placeholders filled: msg("{n} games in {file}", arg("n", 3), ...).
// msgfmt --check holds every translation to its template's placeholders; one that still cannot be formatted
// gives the English message rather than none.
template <typename... T>
std::string msg(std::string_view english, const Arg<T>&... args) {
  try {
    return fmt::format(fmt::runtime(tr(english)), fmt::arg(args.name, args.value)...);
  } catch (const fmt::format_error&) {
    return fmt::format(fmt::runtime(english), fmt::arg(args.name, args.value)...);
  }
}
template <typename... T>
std::string msgn(std::string_view one, std::string_view many, std::uint64_t n, const Arg<T>&... args) {
  try {
    return fmt::format(fmt::runtime(trn(one, many, n)), fmt::arg(args.name, args.value)...);
  } catch (const fmt::format_error&) {
    return fmt::format(fmt::runtime(n == 1 ? one : many), fmt::arg(args.name, args.value)...);
  }
}

}  // namespace kypho
