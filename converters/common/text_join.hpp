// Appending to a separated list. (Written out rather than as `(first ? "" : ", ") + item`, which GCC 12
// at -O3 misreads as an overlapping copy and rejects under -Werror.)
#pragma once

#include <string>
#include <string_view>

namespace kypho {

inline void append_item(std::string& list, std::string_view separator, std::string_view item) {
  if (!list.empty()) list += separator;
  list += item;
}

// "a chariot", "an elephant": the article a noun takes in English, by its first letter.
inline std::string with_article(std::string_view noun) {
  const bool vowel = !noun.empty() && std::string_view("aeiouAEIOU").find(noun.front()) != std::string_view::npos;
  return std::string(vowel ? "an " : "a ") + std::string(noun);
}

}  // namespace kypho
