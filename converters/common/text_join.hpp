// Building strings: appending to a separated list, replacing. (Written out rather than as `(first ? "" : ", ") + item`, which GCC 12
// at -O3 misreads as an overlapping copy and rejects under -Werror.)
#pragma once

#include <string>
#include <string_view>

namespace kypho {

inline void append_item(std::string& list, std::string_view separator, std::string_view item) {
  if (!list.empty()) list += separator;
  list += item;
}

// `text` with every `from` written as `to`. (A loop of std::string::replace in place is the other pattern
// GCC 12 at -O3 misreads as an overlapping copy.)
inline std::string replaced(std::string_view text, std::string_view from, std::string_view to) {
  std::string out;
  for (std::size_t at; (at = text.find(from)) != std::string_view::npos; text.remove_prefix(at + from.size())) {
    out.append(text.substr(0, at)).append(to);
  }
  return out.append(text);
}

// "a chariot", "an elephant": the article a noun takes in English, by its first letter.
inline std::string with_article(std::string_view noun) {
  const bool vowel = !noun.empty() && std::string_view("aeiouAEIOU").find(noun.front()) != std::string_view::npos;
  return std::string(vowel ? "an " : "a ") + std::string(noun);
}

}  // namespace kypho
