// A rule for words that a table says, not rules: what a hand writes (any case, with or without its marks)
// is more than spelling each form out as a rule could say.
#pragma once

#include <tao/pegtl.hpp>
#include <tao/pegtl/contrib/analyze_traits.hpp>

#include <cstddef>
#include <string_view>

namespace kypho::grammar {

// What a table of words says the input starts with: `Length` gives its length in bytes, 0 for none.
template< std::size_t ( *Length )( std::string_view ) >
struct table_words {
  using rule_t = table_words;
  using subs_t = tao::pegtl::empty_list;
  template< typename ParseInput >
  static bool match( ParseInput& in ) {
    const std::size_t n = Length( std::string_view( in.current(), in.size( 256 ) ) );
    if( n == 0 ) return false;
    in.bump( n );
    return true;
  }
};

}  // namespace kypho::grammar

template< typename Name, std::size_t ( *Length )( std::string_view ) >
struct tao::pegtl::analyze_traits< Name, kypho::grammar::table_words< Length > > : analyze_any_traits<> {};
