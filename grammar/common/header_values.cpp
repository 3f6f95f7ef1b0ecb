#include "grammar/common/header_values.hpp"

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
// Dates year first in the other spellings archives have: one separator throughout, or 年 月 日.
struct loose_year : pegtl::rep< 4, pegtl::digit > {};
struct loose_month : pegtl::rep_min_max< 1, 2, pegtl::digit > {};
struct loose_day : pegtl::rep_min_max< 1, 2, pegtl::digit > {};
template< typename Sep > struct separated_date : pegtl::seq< loose_year, Sep, loose_month, Sep, loose_day > {};
struct cjk_date : pegtl::seq< loose_year, TAO_PEGTL_STRING("年"), loose_month, TAO_PEGTL_STRING("月"), loose_day,
                              pegtl::opt< TAO_PEGTL_STRING("日") > > {};
struct loose_date : pegtl::seq< pegtl::sor< separated_date< pegtl::one< '-' > >, separated_date< pegtl::one< '/' > >,
                                            separated_date< pegtl::one< '.' > >, cjk_date >, pegtl::eof > {};
template< typename Sep > struct day_first : pegtl::seq< loose_day, Sep, loose_month, Sep, loose_year > {};
struct day_first_date : pegtl::seq< pegtl::sor< day_first< pegtl::one< '/' > >, day_first< pegtl::one< '-' > >,
                                                day_first< pegtl::one< '.' > > >, pegtl::eof > {};
struct result : pegtl::seq< pegtl::sor< TAO_PEGTL_STRING("1/2-1/2"), TAO_PEGTL_STRING("1-0"), TAO_PEGTL_STRING("0-1"),
                                        pegtl::one< '*' > >, pegtl::eof > {};
// clang-format on

template <typename Rule>
bool matches(std::string_view value) {
  pegtl::memory_input in(value.data(), value.size(), "header");
  return pegtl::parse<Rule>(in);
}

struct LooseDate {
  unsigned year = 0, month = 0, day = 0;
};

template <typename Rule>
struct date_action : pegtl::nothing<Rule> {};

template <unsigned LooseDate::*Field>
struct take_number {
  template <typename ActionInput>
  static void apply(const ActionInput& in, LooseDate& d) {
    unsigned n = 0;
    for (char c : in.string_view()) n = n * 10 + unsigned(c - '0');
    d.*Field = n;
  }
};

template <>
struct date_action<loose_year> : take_number<&LooseDate::year> {};
template <>
struct date_action<loose_month> : take_number<&LooseDate::month> {};
template <>
struct date_action<loose_day> : take_number<&LooseDate::day> {};

}  // namespace rules

bool is_pgn_date(std::string_view value) { return rules::matches<rules::date>(value); }
bool is_pgn_result(std::string_view value) { return rules::matches<rules::result>(value); }

namespace {

template <typename Rule>
std::optional<std::string> pgn_date_read_by(std::string_view value) {
  rules::LooseDate d;
  tao::pegtl::memory_input in(value.data(), value.size(), "header");
  if (!tao::pegtl::parse<Rule, rules::date_action>(in, d)) return std::nullopt;
  if (d.month < 1 || d.month > 12 || d.day < 1 || d.day > 31) return std::nullopt;
  return std::to_string(d.year) + (d.month < 10 ? ".0" : ".") + std::to_string(d.month) + (d.day < 10 ? ".0" : ".") + std::to_string(d.day);
}

}  // namespace

std::optional<std::string> pgn_date_from(std::string_view value) {
  if (value.empty()) return "????.??.??";
  return pgn_date_read_by<rules::loose_date>(value);
}

std::optional<std::string> pgn_date_day_first(std::string_view value) { return pgn_date_read_by<rules::day_first_date>(value); }

}  // namespace kypho::grammar
