#include "grammar/xiangqi/coordinates_parse.hpp"

#include <tao/pegtl.hpp>

#include <algorithm>

namespace kypho::grammar::xiangqi {
namespace {

namespace p = tao::pegtl;

// A point's coordinate, which the action writes as its distance from the range's first character.
template <char First, char Last>
struct coordinate : p::range<First, Last> {};

// .cbf: "77-47".
struct cbf_point : p::seq<coordinate<'0', '8'>, coordinate<'0', '9'>> {};
struct cbf_move : p::seq<cbf_point, p::one<'-'>, cbf_point, p::eof> {};
// .pfc: "h2e2", ICCS.
struct iccs_point : p::seq<coordinate<'a', 'i'>, coordinate<'0', '9'>> {};
struct iccs_move : p::seq<iccs_point, iccs_point, p::eof> {};
// .mxq: "7C-4C".
struct mxq_point : p::seq<coordinate<'0', '8'>, coordinate<'A', 'J'>> {};
struct mxq_move : p::seq<mxq_point, p::any, mxq_point, p::eof> {};

template <typename Rule>
struct point_action : p::nothing<Rule> {};
template <char First, char Last>
struct point_action<coordinate<First, Last>> {
  template <typename Input>
  static void apply(const Input& in, PointPair& m, std::size_t& n) {
    m[n++] = std::uint8_t(in.peek_char() - First);
  }
};

template <typename Move>
std::optional<PointPair> parse_points(std::string_view text) {
  PointPair move{};
  std::size_t n = 0;
  p::memory_input in(text.data(), text.size(), "move");
  if (!p::parse<Move, point_action>(in, move, n)) return std::nullopt;
  return move;
}

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

}  // namespace

std::optional<PointPair> parse_cbf_move(std::string_view value) { return parse_points<cbf_move>(value); }
std::optional<PointPair> parse_mxq_move(std::string_view record) { return parse_points<mxq_move>(record); }
std::optional<PointPair> parse_pfc_move(std::string_view value) { return parse_points<iccs_move>(value); }

std::vector<PortalNumber> parse_che_numbers(std::string_view text) {
  che_state s{text.data(), {}};
  p::memory_input in(text.data(), text.size(), "che");
  p::parse<che_text, che_action>(in, s);
  return std::move(s.numbers);
}

}  // namespace kypho::grammar::xiangqi
