#include "converters/xiangqi/vn_position.hpp"

#include <fmt/format.h>

#include "converters/common/text_join.hpp"
#include "converters/xiangqi/fen.hpp"
#include "converters/xiangqi/names.hpp"
#include "converters/xiangqi/notation.hpp"
#include "converters/xiangqi/spelling.hpp"
#include "rules/xiangqi/setup_check.hpp"
#include "rules/xiangqi/tables.hpp"
#include "grammar/text/messages.hpp"

namespace kypho::xiangqi {
namespace {

// The lowest rank (from side c's back rank) where kind t can stand on `column`, or -1.
int default_rank(Color c, PieceType t, int column) {
  for (int r = 0; r < RANK_NB; ++r)
    if (can_stand(c, t, make_square(column, c == RED ? r : RANK_NB - 1 - r))) return r;
  return -1;
}

}  // namespace

std::string write_vn_position(const Position& pos) {
  std::string out;
  // The seed's order: general, advisors, elephants, then chariots, cannons, horses and soldiers.
  constexpr PieceType order[] = {GENERAL, ADVISOR, ELEPHANT, CHARIOT, CANNON, HORSE, SOLDIER};
  for (Color c : {RED, BLACK}) {
    std::string entries;
    int count = 0;
    for (PieceType t : order)
      for (int file = 1; file <= 9; ++file) {
        const int column = column_of(c, file);
        for (int r = 0; r < RANK_NB; ++r) {
          const int rank = c == RED ? r : RANK_NB - 1 - r;
          if (pos.at(make_square(column, rank)) != make_piece(c, t)) continue;
          append_item(entries, ", ", fmt::format("{}{}", vietnamese_letter(t), file));
          if (r != default_rank(c, t, column)) entries += fmt::format("+{}", r);
          ++count;
        }
      }
    out += fmt::format("Bên {}: {} ({} con)\n", c == RED ? "trắng" : "đen", entries, count);
  }
  return out;
}

std::optional<Position> read_vn_position(const grammar::SourceText& src, Diagnostics& out, Color side) {
  std::vector<grammar::SyntaxError> errors;
  const auto sides = grammar::xiangqi::parse_vn_position(src.text(), errors);
  for (const auto& e : errors) out.push_back(located(src, e, Severity::ERROR));
  if (!sides) return std::nullopt;
  return position_of_sides(src, *sides, out, side);
}

std::optional<Position> position_of_sides(const grammar::SourceText& src, const std::vector<grammar::xiangqi::SidePosition>& sides,
                                          Diagnostics& out, Color side) {
  Position pos;
  bool ok = true;
  std::array<std::size_t, SQUARE_NB> written_at{};
  std::uint16_t noted = 0;  // the spellings already noted: once each, at the first entry written so
  for (const auto& s : sides) {
    const Color c = s.red ? RED : BLACK;
    for (const auto& e : s.entries) {
      for (std::uint16_t flags = e.spelling & ~noted; flags;) {
        const auto [spelling, message] = spelling_note(flags, Notation::VIETNAMESE);
        if (spelling == 0) break;
        out.push_back(located(src, e.offset, Severity::NOTE, "non-canonical", tr(message)));
        noted |= spelling;
        flags &= ~spelling;
      }
      const PieceType t = type_of_kind(e.kind);
      const int column = column_of(c, e.file);
      const int r = e.rank >= 0 ? e.rank : default_rank(c, t, column);
      if (r < 0) {
        out.push_back(located(src, e.offset, Severity::ERROR, "piece-off-point",
                              msg("{side}'s {piece} can never stand on file {file}", arg("side", side_noun(c)), arg("piece", piece_noun(t)),
                                  arg("file", e.file))));
        ok = false;
        continue;
      }
      const Square sq = make_square(column, c == RED ? r : RANK_NB - 1 - r);
      if (pos.at(sq) != NO_PIECE) {
        out.push_back(located(src, e.offset, Severity::ERROR, "syntax",
                              msg("{point} is already taken by an earlier entry", arg("point", side_point_name(c, sq)))));
        ok = false;
        continue;
      }
      pos.put(make_piece(c, t), sq);
      written_at[sq] = e.offset;
    }
    if (s.count >= 0 && s.count != int(s.entries.size()))
      out.push_back(located(src, s.count_offset, Severity::WARNING, "piece-count",
                            msg("the count says {count} pieces, but {listed} are listed for {side}", arg("count", s.count),
                                arg("listed", s.entries.size()), arg("side", side_noun(c)))));
  }
  pos.set_side_to_move(side);
  for (const auto& issue : check_setup(pos)) {
    const std::size_t at = issue.square == NO_SQUARE ? 0 : written_at[issue.square];
    auto [code, message] = describe_setup_issue(issue, pos);
    out.push_back(located(src, at, Severity::ERROR, std::move(code), std::move(message)));
    ok = false;
  }
  if (!ok) return std::nullopt;
  return pos;
}

}  // namespace kypho::xiangqi
