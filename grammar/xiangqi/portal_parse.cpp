#include "grammar/xiangqi/portal_parse.hpp"

#include <tao/pegtl.hpp>

#include <algorithm>

namespace kypho::grammar::xiangqi {
namespace {

namespace p = tao::pegtl;

// .che: numbers, and between them anything else.
struct number : p::plus<p::digit> {};
struct apart : p::plus<p::not_range<'0', '9'>> {};
struct che_text : p::seq<p::opt<apart>, p::star<number, p::opt<apart>>, p::eof> {};

struct che_state {
  const char* begin;
  std::vector<PortalNumber> numbers;
};
template <typename Rule>
struct che_action : p::nothing<Rule> {};
template <>
struct che_action<number> {
  template <typename Input>
  static void apply(const Input& in, che_state& s) {
    std::uint64_t v = 0;
    for (char c : in.string_view()) v = std::min<std::uint64_t>(v * 10 + std::uint64_t(c - '0'), 0xFFFFFFFF);
    s.numbers.push_back({std::uint32_t(v), std::size_t(in.begin() - s.begin)});
  }
};

// .mxq: "7C-4C".
struct file_digit : p::range<'0', '8'> {};
struct rank_letter : p::range<'A', 'J'> {};
struct point : p::seq<file_digit, rank_letter> {};
struct mxq_move : p::seq<point, p::any, point, p::eof> {};
template <typename Rule>
struct mxq_action : p::nothing<Rule> {};
template <>
struct mxq_action<file_digit> {
  template <typename Input>
  static void apply(const Input& in, std::array<std::uint8_t, 4>& m, std::size_t& n) {
    m[n++] = std::uint8_t(in.peek_char() - '0');
  }
};
template <>
struct mxq_action<rank_letter> {
  template <typename Input>
  static void apply(const Input& in, std::array<std::uint8_t, 4>& m, std::size_t& n) {
    m[n++] = std::uint8_t(in.peek_char() - 'A');
  }
};

}  // namespace

std::vector<PortalNumber> parse_che_numbers(std::string_view text) {
  che_state s{text.data(), {}};
  p::memory_input in(text.data(), text.size(), "che");
  p::parse<che_text, che_action>(in, s);
  return std::move(s.numbers);
}

std::optional<std::array<std::uint8_t, 4>> parse_mxq_move(std::string_view record) {
  std::array<std::uint8_t, 4> move{};
  std::size_t n = 0;
  p::memory_input in(record.data(), record.size(), "mxq");
  if (!p::parse<mxq_move, mxq_action>(in, move, n)) return std::nullopt;
  return move;
}

}  // namespace kypho::grammar::xiangqi
