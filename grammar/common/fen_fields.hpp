// The fields after the board of a FEN, as xiangqi's and cờ tư lệnh's FEN both write them: the side to move,
// then placeholders (`-`) and the two move counters, each field ending at a blank or at the end. A grammar
// supplies its own side-to-move rule; the counters are read the same way for both.
#pragma once

#include <charconv>
#include <string>

#include <tao/pegtl.hpp>

#include "grammar/common/syntax_error.hpp"
#include "rules/common/marked.hpp"
#include "grammar/text/messages.hpp"

namespace kypho::grammar::fen_fields {

namespace pegtl = tao::pegtl;

// clang-format off
struct field_end : pegtl::at< pegtl::sor< pegtl::space, pegtl::eof > > {};
// After the side to move: its letter is the whole field (`w,` is not a side).
struct side_end : field_end {};
struct placeholder : pegtl::seq< pegtl::one< '-' >, field_end > {};
struct counter : pegtl::seq< pegtl::plus< pegtl::digit >, field_end > {};
struct field : pegtl::sor< placeholder, counter > {};
struct more_text : pegtl::not_at< pegtl::sor< pegtl::space, pegtl::eof > > {};
template <typename SideField>
struct fields : pegtl::seq< more_text, pegtl::must< SideField >,
                            pegtl::star< pegtl::plus< pegtl::blank >, more_text, pegtl::must< field > > > {};
// clang-format on

inline constexpr const char* field_message = N_("expected '-' or a move counter");
inline constexpr const char* side_end_message = N_("the side to move is one letter: expected a space or the FEN's end after it");

// The action on a grammar's side-to-move rule, for a state with `fen.side`, `fen.side_offset` and `offset(in)`.
struct read_side {
  template <typename ActionInput, typename State>
  static void apply(const ActionInput& in, State& s) {
    s.fen.side = in.peek_char();
    s.fen.side_offset = s.offset(in);
  }
};

// The action on `counter`, for a state with `fen.halfmove`, `fen.fullmove` (optionals), `counters_seen`,
// `errors` and `offset(in)`.
struct read_counter {
  template <typename ActionInput, typename State>
  static void apply(const ActionInput& in, State& s) {
    unsigned value = 0;
    const auto [end, ec] = std::from_chars(in.begin(), in.end(), value);
    if (ec != std::errc() || end != in.end()) {
      s.errors.push_back({s.offset(in), "fen-counter", msg("move counter {counter} is out of range", quote("counter", in.string_view()))});
      return;
    }
    if (s.counters_seen == 0) s.fen.halfmove = value;
    else if (s.counters_seen == 1) {
      s.fen.fullmove = value;
      // Numbering starts at 1; some tools write 0. Read as 1, and said.
      if (value == 0) {
        s.fen.fullmove = 1;
        s.errors.push_back({s.offset(in), "fen-counter", tr("the full-move number is 0; moves are numbered from 1, so 1 is read"), true});
      }
    }
    else s.errors.push_back({s.offset(in), "syntax", tr("a FEN has at most two move counters")});
    ++s.counters_seen;
  }
};

}  // namespace kypho::grammar::fen_fields
