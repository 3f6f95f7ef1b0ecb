// What a grammar reports: a byte offset into the text it was given, a stable code and a message.
// The converters turn it into a located diagnostic; grammars know nothing of files or lines.
#pragma once

#include <cstddef>
#include <string>

namespace kypho::grammar {

struct SyntaxError {
  std::size_t offset = 0;
  std::string code;  // stable kebab-case word, listed by `kypho help codes`
  std::string message;
  bool warning = false;  // something assumed rather than broken: the game stays valid
};

}  // namespace kypho::grammar
