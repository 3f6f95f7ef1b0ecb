#include "grammar/xiangqi/cbf_parse.hpp"

#include <tao/pegtl.hpp>

namespace kypho::grammar::xiangqi {
namespace {

namespace p = tao::pegtl;

struct file_digit : p::range<'0', '8'> {};
struct row_digit : p::digit {};
struct point : p::seq<file_digit, row_digit> {};
struct cbf_move : p::seq<point, p::one<'-'>, point, p::eof> {};

template <typename Rule>
struct action : p::nothing<Rule> {};
template <>
struct action<file_digit> {
  template <typename Input>
  static void apply(const Input& in, std::array<std::uint8_t, 4>& m, std::size_t& n) {
    m[n++] = std::uint8_t(in.peek_char() - '0');
  }
};
template <>
struct action<row_digit> : action<file_digit> {};

}  // namespace

std::optional<std::array<std::uint8_t, 4>> parse_cbf_move(std::string_view value) {
  std::array<std::uint8_t, 4> move{};
  std::size_t n = 0;
  p::memory_input in(value.data(), value.size(), "cbf");
  if (!p::parse<cbf_move, action>(in, move, n)) return std::nullopt;
  return move;
}

}  // namespace kypho::grammar::xiangqi
