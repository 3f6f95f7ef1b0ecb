// ICCS coordinates: `h2e2`, `H2-E2`; the 1-based ranks of Fairy-Stockfish and pychess (`h3e3`, `a10a9`).
#pragma once

#include <tao/pegtl.hpp>

namespace kypho::grammar::iccs::rules {

namespace pegtl = tao::pegtl;

// clang-format off
struct file : pegtl::ranges< 'a', 'i', 'A', 'I' > {};
struct rank : pegtl::sor< pegtl::string< '1', '0' >, pegtl::digit > {};
struct from_point : pegtl::seq< file, rank > {};
struct to_point : pegtl::seq< file, rank > {};
struct dash : pegtl::one< '-' > {};
struct move : pegtl::seq< from_point, pegtl::opt< dash >, to_point, pegtl::not_at< pegtl::alnum > > {};
// clang-format on

}  // namespace kypho::grammar::iccs::rules
