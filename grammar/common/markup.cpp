#include "grammar/common/markup.hpp"

#include <tao/pegtl.hpp>

#include "grammar/common/record_layout.hpp"

namespace kypho::grammar {

bool starts_with_markup(std::string_view text) {
  tao::pegtl::memory_input in(text.data(), text.size(), "");
  return tao::pegtl::parse<record_layout::rules::bbcode>(in);
}

}  // namespace kypho::grammar
