#include "grammar/header_values.hpp"

#include <tao/pegtl.hpp>

namespace kypho::grammar {
namespace rules {

namespace pegtl = tao::pegtl;

// clang-format off
template< unsigned N > struct digits_or_unknown : pegtl::sor< pegtl::rep< N, pegtl::digit >, pegtl::rep< N, pegtl::one< '?' > > > {};
struct year : digits_or_unknown< 4 > {};
struct month : digits_or_unknown< 2 > {};
struct day : digits_or_unknown< 2 > {};
struct date : pegtl::seq< year, pegtl::one< '.' >, month, pegtl::one< '.' >, day, pegtl::eof > {};
struct result : pegtl::seq< pegtl::sor< TAO_PEGTL_STRING("1/2-1/2"), TAO_PEGTL_STRING("1-0"), TAO_PEGTL_STRING("0-1"),
                                        pegtl::one< '*' > >, pegtl::eof > {};
// clang-format on

template <typename Rule>
bool matches(std::string_view value) {
  pegtl::memory_input in(value.data(), value.size(), "header");
  return pegtl::parse<Rule>(in);
}

}  // namespace rules

bool is_pgn_date(std::string_view value) { return rules::matches<rules::date>(value); }
bool is_pgn_result(std::string_view value) { return rules::matches<rules::result>(value); }

}  // namespace kypho::grammar
