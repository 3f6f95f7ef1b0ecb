// A record's own word for its encoding, as KIF writes it in its first line (`#KIF version=2.0
// encoding=Shift_JIS`) and CSA 3 in a comment line (`'encoding=UTF-8`): the name runs to a blank or the
// line's end. The decoder tells the encoding by the bytes; the reader compares the two and says so when
// they differ.
#pragma once

#include <tao/pegtl.hpp>

namespace kypho::grammar::declared {

namespace pegtl = tao::pegtl;

struct encoding_name : pegtl::plus< pegtl::not_one< ' ', '\t', '\r', '\n' > > {};
struct encoding_field : pegtl::seq< pegtl::string< 'e', 'n', 'c', 'o', 'd', 'i', 'n', 'g', '=' >, encoding_name > {};

}  // namespace kypho::grammar::declared
