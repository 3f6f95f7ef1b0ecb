// What cờ tướng úp's FEN grammar builds while it matches.
#pragma once

#include <charconv>

#include "grammar/common/board_shape.hpp"
#include "grammar/jieqi/fen.hpp"
#include "grammar/jieqi/fen_parse.hpp"
#include "rules/common/marked.hpp"

namespace kypho::grammar::jieqi_fen {

struct state : board_shape::Cursor {
  JieqiFenSyntax& fen;
  int counters_seen = 0;
  std::vector<JieqiPoolEntry> entries;  // of the pool being read
};

template <typename Rule>
struct action : tao::pegtl::nothing<Rule> {};

template <bool FaceDown>
struct take_piece {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    const int rank = 9 - s.rank_index;
    if (s.file < 9 && rank >= 0) s.fen.pieces.push_back({in.peek_char(), FaceDown, std::uint8_t(s.file), std::uint8_t(rank), s.offset(in)});
    ++s.file;
  }
};

template <> struct action<rules::piece_letter> : take_piece<false> {};
template <> struct action<rules::face_down> : take_piece<true> {};

template <>
struct action<rules::face_down_mark> {
  static void apply0(state& s) {
    s.fen.marked = true;
    if (!s.fen.pieces.empty()) s.fen.pieces.back().face_down = true;
  }
};

template <> struct action<rules::empty_points> : board_shape::skip_empty {};
template <> struct action<rules::rank_separator> : board_shape::next_rank {};

struct Board {
  static constexpr int width = 9, ranks = 10;
  static constexpr int rank_number(int written) { return 10 - written; }
  static constexpr const char* width_message = N_("rank {rank} of the board covers {n} points; every rank has {width}");
  static constexpr const char* count_message = N_("the board has {n} ranks; a xiangqi board has {ranks}");
};

template <> struct action<rules::rank> : board_shape::check_rank_width<Board> {};
template <> struct action<rules::next_rank> : board_shape::check_rank_width<Board> {};
template <> struct action<rules::board> : board_shape::check_rank_count<Board> {};

// A pool's entries are gathered as they match and given to its field when the whole field has.
template <>
struct action<rules::pool_start> {
  static void apply0(state& s) { s.entries.clear(); }
};

template <>
struct action<rules::pool_letter> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.entries.push_back({in.peek_char(), 0, s.offset(in)});
  }
};

template <>
struct action<rules::pool_count> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    unsigned value = 0;
    const auto [end, ec] = std::from_chars(in.begin(), in.end(), value);
    if (ec != std::errc() || end != in.end() || value > 15) {
      s.errors.push_back({s.offset(in), "fen-pool", msg("a pool count of {count} is more than a side has pieces", quote("count", in.string_view()))});
      value = 15;
    }
    if (!s.entries.empty()) s.entries.back().count = value;
  }
};

template <>
struct action<rules::face_down_pool> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.fen.pool = s.entries;
    s.fen.pool_offset = s.offset(in);
  }
};

template <>
struct action<rules::taken_pool> {
  template <typename ActionInput>
  static void apply(const ActionInput&, state& s) {
    s.fen.taken = s.entries;
  }
};

template <>
struct action<rules::old_layout> {
  static void apply0(state& s) { s.fen.old_layout = true; }
};

template <> struct action<rules::side_field> : fen_fields::read_side {};
template <> struct action<fen_fields::counter> : fen_fields::read_counter {};

}  // namespace kypho::grammar::jieqi_fen
