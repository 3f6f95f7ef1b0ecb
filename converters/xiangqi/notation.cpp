#include "converters/xiangqi/notation.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <utility>

#include "converters/common/text_join.hpp"
#include "converters/xiangqi/names.hpp"
#include "grammar/text/messages.hpp"
#include "rules/xiangqi/movegen.hpp"

namespace kypho::xiangqi {
namespace {

using Dir = grammar::xiangqi::Direction;
using grammar::xiangqi::Kind;
using grammar::xiangqi::Place;
using grammar::xiangqi::Side;

// The grammar numbers its piece kinds as the engine numbers its piece types: one is the other.
static_assert(int(Kind::NONE) == NO_PIECE_TYPE && int(Kind::GENERAL) == GENERAL && int(Kind::ADVISOR) == ADVISOR &&
              int(Kind::ELEPHANT) == ELEPHANT && int(Kind::HORSE) == HORSE && int(Kind::CHARIOT) == CHARIOT &&
              int(Kind::CANNON) == CANNON && int(Kind::SOLDIER) == SOLDIER);
bool moves_diagonally(PieceType t) { return t == ADVISOR || t == ELEPHANT || t == HORSE; }
int forward(Color c) { return c == RED ? 1 : -1; }

// Pieces of one kind and side on one column, front (nearest the enemy) first.
using Squares = SmallList<Square, 16>;

Squares column_pieces(const Position& pos, Color c, PieceType t, int column) {
  Squares squares;
  // From the enemy's side towards one's own, so the front piece comes first.
  for (int i = RANK_NB - 1; i >= 0; --i) {
    const int r = c == RED ? i : RANK_NB - 1 - i;
    squares.push_if(make_square(column, r), pos.at(make_square(column, r)) == make_piece(c, t));
  }
  return squares;
}

// Where the piece on `from` lands for a direction and number; NO_SQUARE when no point fits.
Square target_of(Color c, PieceType t, Square from, Dir dir, int number) {
  const int f = file_of(from), r = rank_of(from);
  if (number < 1 || number > 9) return NO_SQUARE;
  if (dir == Dir::TRAVERSE) {
    if (moves_diagonally(t)) return NO_SQUARE;
    const int to_column = column_of(c, number);
    return to_column == f ? NO_SQUARE : make_square(to_column, r);
  }
  const int sign = dir == Dir::ADVANCE ? forward(c) : -forward(c);
  if (!moves_diagonally(t)) {
    const int to_rank = r + sign * number;
    return to_rank < 0 || to_rank >= RANK_NB ? NO_SQUARE : make_square(f, to_rank);
  }
  const int to_column = column_of(c, number);
  const int df = std::abs(to_column - f);
  const int dr = t == HORSE ? (df == 1 ? 2 : df == 2 ? 1 : 0) : t == ADVISOR ? (df == 1 ? 1 : 0) : (df == 2 ? 2 : 0);
  if (dr == 0) return NO_SQUARE;
  const int to_rank = r + sign * dr;
  return to_rank < 0 || to_rank >= RANK_NB ? NO_SQUARE : make_square(to_column, to_rank);
}

// How a kind moves, where a coordinate move gives it a step it never makes (`h0h3` for a horse); empty when
// the step has its kind's shape. Vertical notations only describe steps of the right shape.
std::string shape_missed(PieceType t, Color us, int df, int dr) {
  const int f = std::abs(df), r = std::abs(dr);
  switch (t) {
    case HORSE: return (f == 1 && r == 2) || (f == 2 && r == 1) ? "" : tr("one point straight, then one diagonally");
    case ELEPHANT: return f == 2 && r == 2 ? "" : tr("two points diagonally");
    case ADVISOR: return f == 1 && r == 1 ? "" : tr("one point diagonally");
    case GENERAL: return f + r == 1 ? "" : tr("one point along a line");
    case CHARIOT:
    case CANNON: return (f == 0) != (r == 0) ? "" : tr("along a file or a rank");
    case SOLDIER: return (f == 0 && dr == forward(us)) || (f == 1 && r == 0) ? "" : tr("one point forward, or sideways once across the river");
    default: return "";
  }
}

// Why a move that the notation describes cannot be played, in words an arbiter can check on the board: the
// points as the sheet's notation names them (`vertical`: file numbers from the mover's side).
std::pair<std::string, std::string> why_illegal(Position& pos, Move m, bool vertical) {
  const Piece p = pos.at(m.from), target = pos.at(m.to);
  const Color us = color_of(p);
  const PieceType t = type_of(p);
  const auto square_name = [&](Square s) { return vertical ? side_point_name(us, s) : xiangqi::square_name(s); };
  if (target != NO_PIECE && color_of(target) == us)
    return {"own-piece", msg("{point} holds {side}'s own {piece}", arg("point", square_name(m.to)), arg("side", side_noun(us)),
                             arg("piece", piece_noun(type_of(target))))};
  if (!is_pseudo_legal(pos, m)) {
    const int df = file_of(m.to) - file_of(m.from), dr = rank_of(m.to) - rank_of(m.from);
    if (const auto how = shape_missed(t, us, df, dr); !how.empty())
      return {"wrong-direction", msg("{a_piece} does not go from {from} to {to}: it moves {how}", arg("a_piece", piece_with_article(t)),
                                     arg("from", square_name(m.from)), arg("to", square_name(m.to)), arg("how", how))};
    if (t == HORSE) {
      const Square leg = std::abs(dr) == 2 ? make_square(file_of(m.from), rank_of(m.from) + dr / 2)
                                           : make_square(file_of(m.from) + df / 2, rank_of(m.from));
      return {"blocked", msg("the horse on {from} is hobbled: {leg} blocks its leg", arg("from", square_name(m.from)),
                             arg("leg", square_name(leg)))};
    }
    if (t == ELEPHANT) {
      if (!can_stand(us, ELEPHANT, m.to))
        return {"illegal-move", msg("an elephant never crosses the river: {to} is across it", arg("to", square_name(m.to)))};
      return {"blocked", msg("the elephant's eye {eye} is blocked",
                             arg("eye", square_name(make_square(file_of(m.from) + df / 2, rank_of(m.from) + dr / 2))))};
    }
    if (t == GENERAL || t == ADVISOR) return {"illegal-move", msg("the {piece} must stay in the palace", arg("piece", piece_noun(t)))};
    const auto from = arg("from", square_name(m.from));
    const auto to = arg("to", square_name(m.to));
    if (t == CANNON && target != NO_PIECE)
      return {"blocked", msg("the cannon on {from} needs exactly one piece between it and {to} to capture", from, to)};
    if (t == CHARIOT || t == CANNON) return {"blocked", msg("the path from {from} to {to} is blocked", from, to)};
    return {"illegal-move", msg("a soldier cannot move from {from} to {to}", from, to)};
  }
  const Undo u = pos.make(m);
  const bool facing = pos.generals_facing();
  pos.unmake(m, u);
  if (facing) return {"generals-face", tr("the generals would face each other on an open file")};
  return {"leaves-general-in-check", msg("it leaves the general of {side} in check", arg("side", side_noun(us)))};
}

int field_distance(int a, int b) { return a == b ? 0 : std::abs(a - b) == 1 ? 1 : 2; }

// How far a legal move's description is from what was written: same piece, direction swapped (. for /),
// file or number off by one cost little.
int distance(const VerticalMove& written, const VerticalMove& legal) {
  int d = written.kind == legal.kind || written.also == legal.kind ? 0 : 3;
  if (written.file != 0 && legal.file != 0) d += field_distance(written.file, legal.file);
  if (written.place != Place::NONE && written.place != legal.place && legal.place != Place::NONE) d += 1;
  d += written.direction == legal.direction ? 0 : 1;
  d += field_distance(written.number, legal.number);
  return d;
}

std::vector<std::string> nearest_legal_moves(Position& pos, const VerticalMove& written, Notation notation) {
  std::vector<std::pair<int, std::string>> scored;
  for (Move m : MoveList(pos)) {
    const int d = distance(written, describe(pos, m));
    if (d <= 2) scored.emplace_back(d, write_move(pos, m, notation));
  }
  std::stable_sort(scored.begin(), scored.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<std::string> out;
  for (std::size_t i = 0; i < scored.size() && i < 4; ++i) out.push_back(scored[i].second);
  return out;
}

Resolution resolve_vertical(Position& pos, const VerticalMove& written, Notation notation, bool suggest);

void add_suggestions(Position& pos, const VerticalMove& written, Notation notation, Resolution& r) {
  const auto near = nearest_legal_moves(pos, written, notation);
  if (!near.empty()) {
    std::string list;
    for (const auto& m : near) append_item(list, ", ", m);
    r.notes.push_back(msg("legal moves close to what was written: {moves}", arg("moves", list)));
  }
  // Scoresheets skip moves: the same text may be the other side's move.
  Position other = pos;
  other.set_side_to_move(~pos.side_to_move());
  if (!other.general_attacked(pos.side_to_move())) {
    VerticalMove as_other = written;
    as_other.side = Side::UNKNOWN;
    const Resolution swapped = resolve_vertical(other, as_other, notation, false);
    if (swapped.ok())
      r.notes.push_back(msg("{move} is a legal move for {side}: is a move missing before it?", arg("move", write_move(other, swapped.move, notation)),
                            arg("side", side_noun(~pos.side_to_move()))));
  }
}

}  // namespace

Resolution resolve(Position& pos, const VerticalMove& written, Notation notation) {
  if (written.also == Kind::NONE) return resolve_vertical(pos, written, notation, true);
  // Words without their marks may name two kinds (Tuong: Tướng or Tượng): the one that can play the move is
  // meant. Where neither can, the error is the one of the kind that has a piece that could move so.
  VerticalMove other = written;
  std::swap(other.kind, other.also);
  const Resolution first = resolve_vertical(pos, written, notation, false), second = resolve_vertical(pos, other, notation, false);
  if (first.ok() && second.ok()) {
    Resolution r;
    const std::string writes[] = {write_move(pos, first.move, notation), write_move(pos, second.move, notation)};
    r.code = "ambiguous-move";
    r.message = msg("without its marks the word may name {a_piece} or {another}, and both can play this: write {moves}",
                    arg("a_piece", piece_with_article(type_of_kind(written.kind))), arg("another", piece_with_article(type_of_kind(written.also))),
                    arg("moves", one_of(writes)));
    return r;
  }
  if (first.ok()) return first;
  if (second.ok()) return second;
  const auto vague = [](const Resolution& r) { return r.code == "no-such-piece" || r.code == "wrong-direction"; };
  return resolve_vertical(pos, vague(first) && !vague(second) ? other : written, notation, true);
}

namespace {

Resolution resolve_vertical(Position& pos, const VerticalMove& written, Notation notation, bool suggest) {
  Resolution r;
  const Color us = pos.side_to_move();
  const PieceType t = type_of_kind(written.kind);
  // The side, named only for a message: most moves need none.
  const auto who = [us] { return arg("side", side_noun(us)); };
  if (written.side != Side::UNKNOWN && (written.side == Side::RED) != (us == RED)) {
    r.code = "wrong-side";
    r.message = msg("this move is written for {written_side}, but {side} is to move", arg("written_side", side_noun(~us)), who());
    return r;
  }
  if (t == NO_PIECE_TYPE || pos.count(us, t) == 0) {
    r.code = "no-such-piece";
    r.message = msg("{side} has no {piece} left", who(), arg("piece", piece_noun(t)));
    if (suggest) add_suggestions(pos, written, notation, r);
    return r;
  }

  // The pieces the text can mean.
  Squares origins;
  const auto on_file = [&](int file) { return column_pieces(pos, us, t, column_of(us, file)); };
  if (written.place == Place::NONE) {
    // The written file's pieces; with no file written (a slip), every file's. Only the files that can hold
    // them are looked at: a record names a file for nearly every move.
    const int first = written.file == 0 ? 1 : written.file, last = written.file == 0 ? FILE_NB : std::min<int>(written.file, FILE_NB);
    for (int f = first; f <= last; ++f) {
      const auto pieces = on_file(f);
      // WXF writes the middle one of three or five soldiers on a file with the plain file: P3.4.
      if (notation == Notation::WXF && t == SOLDIER && written.file != 0 && pieces.size % 2 == 1 && pieces.size >= 3)
        origins.push(pieces[pieces.size / 2]);
      else
        for (Square s : pieces) origins.push(s);
    }
    if (origins.empty()) {
      r.code = "no-such-piece";
      r.message = msg("no {piece} on file {file} for {side}", arg("piece", piece_noun(t)), arg("file", written.file), who());
      if (suggest) add_suggestions(pos, written, notation, r);
      return r;
    }
  } else {
    // Files holding two or more of the kind, from the mover's right; an INDEX counts across all of them.
    std::size_t seen = 0;
    for (int f = 1; f <= 9; ++f) {
      const auto pieces = on_file(f);
      if ((written.file != 0 && written.file != f) || pieces.size < (written.file != 0 ? 1u : 2u)) continue;
      const std::size_t n = pieces.size;
      // With four or five soldiers on a file WXF writes the outer ones ++ and --, the next ones P+ and P-;
      // kypho's Vietnamese writes tt and ss, t and s the same way.
      const bool inner = (notation == Notation::WXF || is_vietnamese(notation)) && t == SOLDIER && n >= 4;
      switch (written.place) {
        case Place::FRONT: origins.push(inner ? pieces[1] : pieces.front()); break;
        case Place::REAR: origins.push(inner ? pieces[n - 2] : pieces.back()); break;
        case Place::MIDDLE:
          if (n == 3 || n == 5) origins.push(pieces[n / 2]);
          break;
        case Place::INDEX:
          if (written.index == 0) origins.push(pieces.back());  // WXF --
          else if (written.index > seen && written.index <= seen + n) origins.push(pieces[written.index - seen - 1]);
          break;
        case Place::NONE: break;
      }
      seen += n;
    }
    if (origins.empty()) {
      r.code = "no-such-piece";
      r.message = written.file != 0 ? msg("no {piece} on file {file} for {side}", arg("piece", piece_noun(t)), arg("file", written.file), who())
                                    : msg("{side} has no two {pieces} on one file", who(), arg("pieces", pieces_noun(t)));
      if (suggest) add_suggestions(pos, written, notation, r);
      return r;
    }
  }

  SmallList<Move, 16> legal, geometric;
  // The last legal move is also kept apart, as one word (move_word): read back from the list, where it was
  // stored in pieces, its load waited for every piece's store (2 % of reading WXF records).
  Move found = NO_MOVE;
  for (Square from : origins) {
    const Square to = target_of(us, t, from, written.direction, written.number);
    if (to == NO_SQUARE) continue;
    geometric.push({from, to});
    if (is_legal(pos, {from, to})) {
      found = move_word(from, to);
      legal.push(found);
    }
  }
  if (legal.size == 1) {
    r.move = found;
    return r;
  }
  if (legal.size > 1) {
    std::vector<std::string> writes;
    for (Move m : legal) writes.push_back(write_move(pos, m, notation));
    r.code = "ambiguous-move";
    r.message = msg("{n} {pieces} can play this: write {moves}", arg("n", legal.size), arg("pieces", pieces_noun(t)),
                    arg("moves", one_of(writes)));
    return r;
  }
  if (geometric.empty()) {
    r.code = "wrong-direction";
    r.message = moves_diagonally(t) && written.direction == Dir::TRAVERSE
                    ? msg("{a_piece} never moves sideways", arg("a_piece", piece_with_article(t)))
                    : msg("no {piece} of {side} can move that way", arg("piece", piece_noun(t)), who());
  } else {
    std::tie(r.code, r.message) = why_illegal(pos, geometric.front(), true);
  }
  if (suggest) add_suggestions(pos, written, notation, r);
  return r;
}

}  // namespace

Resolution resolve(Position& pos, const CoordinateMove& written, bool one_based_ranks, Notation notation) {
  Resolution r;
  const int base = one_based_ranks ? 1 : 0;
  const int from_rank = written.from_rank - base, to_rank = written.to_rank - base;
  if (from_rank < 0 || from_rank >= RANK_NB || to_rank < 0 || to_rank >= RANK_NB || written.from_file >= FILE_NB || written.to_file >= FILE_NB) {
    r.code = "illegal-move";
    r.message = tr("a point off the board");
    return r;
  }
  const Move m = move_word(make_square(written.from_file, from_rank), make_square(written.to_file, to_rank));
  const Piece p = pos.at(m.from);
  if (p == NO_PIECE || color_of(p) != pos.side_to_move()) {
    r.code = p == NO_PIECE ? "no-such-piece" : "wrong-side";
    r.message = p == NO_PIECE ? msg("no piece on {point}", arg("point", square_name(m.from)))
                              : msg("{point} holds a piece of {owner}, but {side} is to move", arg("point", square_name(m.from)),
                                    arg("owner", side_noun(color_of(p))), arg("side", side_noun(pos.side_to_move())));
  } else if (is_legal(pos, m)) {
    r.move = m;
    return r;
  } else {
    std::tie(r.code, r.message) = why_illegal(pos, m, false);
  }
  // Nearest legal moves: same from-point first, then same destination.
  std::vector<std::string> near;
  for (Move legal : MoveList(pos))
    if (legal.from == m.from || legal.to == m.to) near.push_back(write_move(pos, legal, notation));
  if (!near.empty() && near.size() <= 6) r.notes.push_back(msg("legal moves from or to the same point: {moves}", arg("moves", one_of(near))));
  return r;
}

Resolution resolve(Position& pos, const SanMove& written) {
  Resolution r;
  const PieceType t = type_of_kind(written.kind);
  const Square to = make_square(written.to_file, written.to_rank);
  // The few pieces of the kind, each tried: generating every legal move for each one read costs five times
  // more, and a look at every point a fifth of reading SAN records.
  SquareSet origins = pos.kind_points(pos.side_to_move(), t);
  if (written.from_file >= 0) origins = origins & FILE_POINTS[std::size_t(written.from_file)];
  if (written.from_rank >= 0) origins = origins & RANK_POINTS[std::size_t(written.from_rank)];
  SmallList<Move, 16> found;
  Move last = NO_MOVE;  // as resolve_vertical's `found`: one word, not read back from the list
  const Piece piece = make_piece(pos.side_to_move(), t);
  origins.for_each([&](Square from) {
    const Move m = move_word(from, to);
    if (pos.at(from) == piece && is_legal(pos, m)) {
      found.push(m);
      last = m;
    }
  });
  if (found.size == 1) {
    r.move = last;
    return r;
  }
  if (found.size > 1) {
    std::vector<std::string> writes;
    for (Move m : found) writes.push_back(write_move(pos, m, Notation::SAN));
    r.code = "ambiguous-move";
    r.message = msg("{n} {pieces} can go there: write {moves}", arg("n", found.size), arg("pieces", pieces_noun(t)),
                    arg("moves", one_of(writes)));
    return r;
  }
  r.code = pos.count(pos.side_to_move(), t) == 0 ? "no-such-piece" : "illegal-move";
  r.message = msg("no {piece} of {side} can move to {point}", arg("piece", piece_noun(t)), arg("side", side_noun(pos.side_to_move())),
                  arg("point", fmt::format("{}{}", char('a' + written.to_file), written.to_rank + 1)));
  // What was meant, written only now that the move failed: each costs a move generation of its own.
  std::vector<std::string> near;
  for (Move m : MoveList(pos))
    if (type_of(pos.at(m.from)) == t && (m.to == to || near.size() < 6)) near.push_back(write_move(pos, m, Notation::SAN));
  if (!near.empty()) r.notes.push_back(msg("legal moves of that piece: {moves}", arg("moves", one_of(near))));
  return r;
}

VerticalMove describe(const Position& pos, Move m) {
  VerticalMove v;
  const Piece p = pos.at(m.from);
  const Color c = color_of(p);
  const PieceType t = type_of(p);
  v.kind = kind_of_type(t);
  v.side = c == RED ? Side::RED : Side::BLACK;
  const int column = file_of(m.from);
  const auto same_file = column_pieces(pos, c, t, column);
  // Advisors and elephants on one file never need a place: the direction already tells them apart.
  if (same_file.size >= 2 && t != ADVISOR && t != ELEPHANT) {
    const auto at = std::size_t(std::find(same_file.begin(), same_file.end(), m.from) - same_file.begin());
    const std::size_t n = same_file.size;
    v.place = at == 0 ? Place::FRONT : at + 1 == n ? Place::REAR : n == 3 ? Place::MIDDLE : Place::INDEX;
    v.index = std::uint8_t(at + 1);
    int files_with_several = 0;
    for (int col = 0; col < FILE_NB; ++col) files_with_several += column_pieces(pos, c, t, col).size >= 2;
    if (files_with_several > 1) v.file = std::uint8_t(file_number_of(c, column));
  } else {
    v.file = std::uint8_t(file_number_of(c, column));
  }
  const int dr = (rank_of(m.to) - rank_of(m.from)) * forward(c);
  v.direction = dr == 0 ? Dir::TRAVERSE : dr > 0 ? Dir::ADVANCE : Dir::RETREAT;
  v.number = std::uint8_t(dr == 0 || moves_diagonally(t) ? file_number_of(c, file_of(m.to)) : std::abs(dr));
  return v;
}

namespace {

// `on_file` pieces of the kind share the mover's file: t, g, s for two or three; tt, t, (g,) s, ss for more.
std::string write_vietnamese(const VerticalMove& v, int on_file) {
  static constexpr std::array<std::string_view, 5> place{"", "t", "g", "s", ""};
  std::string s(vietnamese_letter(type_of_kind(v.kind)));
  if (v.place != Place::NONE && on_file >= 4) {
    const int i = v.index;
    s += i == 1 ? "tt" : i == on_file ? "ss" : i == 2 ? "t" : i == on_file - 1 ? "s" : "g";
  } else {
    s += place[std::size_t(v.place)];
  }
  if (v.file) s += char('0' + v.file);
  s += v.direction == Dir::ADVANCE ? '.' : v.direction == Dir::RETREAT ? '/' : '-';
  s += char('0' + v.number);
  return s;
}

// WXF names soldiers sharing a file by their place: 2 on a file + -, 3 + <file> -, 4 ++ P+ P- --,
// 5 ++ P+ <file> P- --; soldiers sharing two files put the file where the letter goes (7+.6).
std::string write_wxf(const VerticalMove& v, int on_file, int origin_file) {
  constexpr std::string_view letters = ".KAEHRCP";
  const char letter = letters[std::size_t(v.kind)];
  const int index = v.index, last = on_file;
  std::string s;
  if (v.place == Place::NONE) {
    s = fmt::format("{}{}", letter, v.file);
  } else if (v.file != 0) {
    s = v.place == Place::MIDDLE ? fmt::format("{}{}", v.file, v.file) : fmt::format("{}{}", v.file, v.place == Place::FRONT ? '+' : '-');
  } else if (on_file >= 4 && (index == 1 || index == last)) {
    s = index == 1 ? "++" : "--";
  } else if (index == 1 || (on_file >= 4 && index == 2)) {
    s = fmt::format("{}+", letter);
  } else if (index == last || (on_file >= 4 && index == last - 1)) {
    s = fmt::format("{}-", letter);
  } else {
    s = fmt::format("{}{}", letter, origin_file);
  }
  s += v.direction == Dir::ADVANCE ? '+' : v.direction == Dir::RETREAT ? '-' : '.';
  s += char('0' + v.number);
  return s;
}

// The long form: `Pháo 2 bình 5`, `Xe trước thoái 2`. Four or five soldiers on a file, which the words cannot
// name, are written in the short form, which a long-form record reads too.
std::string write_vietnamese_long(const VerticalMove& v, int on_file) {
  if (v.place != Place::NONE && on_file >= 4) return write_vietnamese(v, on_file);
  static constexpr std::array<std::string_view, 8> pieces{"", "Tướng", "Sĩ", "Tượng", "Mã", "Xe", "Pháo", "Tốt"};
  static constexpr std::array<std::string_view, 5> places{"", "trước", "giữa", "sau", ""};
  std::string s(pieces[std::size_t(v.kind)]);
  if (v.place != Place::NONE) s += fmt::format(" {}", places[std::size_t(v.place)]);
  if (v.file) s += fmt::format(" {}", v.file);
  s += v.direction == Dir::ADVANCE ? " tấn " : v.direction == Dir::RETREAT ? " thoái " : " bình ";
  s += char('0' + v.number);
  return s;
}

// SAN: the letter, the least of the origin that tells the piece among those of its kind that can go there
// (file, else rank, else both), x, the destination with 1-based ranks, and + or # after a check or a mate.
std::string write_san(const Position& pos, Move m) {
  constexpr std::string_view letters = ".KAEHRCP";
  const PieceType t = type_of(pos.at(m.from));
  std::string s(1, letters[std::size_t(t)]);
  Position p = pos;
  bool same_file = false, same_rank = false, other = false;
  for (Move o : MoveList(p))
    if (o.to == m.to && o.from != m.from && type_of(pos.at(o.from)) == t) {
      other = true;
      same_file |= file_of(o.from) == file_of(m.from);
      same_rank |= rank_of(o.from) == rank_of(m.from);
    }
  if (other && (!same_file || same_rank)) s += char('a' + file_of(m.from));
  if (other && same_file) s += std::to_string(rank_of(m.from) + 1);
  if (pos.at(m.to) != NO_PIECE) s += 'x';
  s += fmt::format("{}{}", char('a' + file_of(m.to)), rank_of(m.to) + 1);
  p.make(m);
  if (p.in_check()) s += !has_legal_move(p) ? '#' : '+';
  return s;
}

std::string write_chinese(const VerticalMove& v) {
  static constexpr std::array<std::string_view, 10> red_numbers{"", "一", "二", "三", "四", "五", "六", "七", "八", "九"};
  static constexpr std::array<std::string_view, 10> black_numbers{"", "１", "２", "３", "４", "５", "６", "７", "８", "９"};
  static constexpr std::array<std::string_view, 8> red_pieces{"", "帅", "仕", "相", "马", "车", "炮", "兵"};
  static constexpr std::array<std::string_view, 8> black_pieces{"", "将", "士", "象", "马", "车", "炮", "卒"};
  const bool red = v.side != Side::BLACK;
  const auto& numbers = red ? red_numbers : black_numbers;
  const std::string_view piece = (red ? red_pieces : black_pieces)[std::size_t(v.kind)];
  std::string s;
  switch (v.place) {
    case Place::NONE: s = fmt::format("{}{}", piece, numbers[v.file]); break;
    case Place::FRONT: s = fmt::format("前{}", piece); break;
    case Place::MIDDLE: s = fmt::format("中{}", piece); break;
    case Place::REAR: s = fmt::format("后{}", piece); break;
    case Place::INDEX: s = fmt::format("{}{}", red_numbers[v.index], piece); break;
  }
  if (v.place != Place::NONE && v.file != 0) s += numbers[v.file];
  s += v.direction == Dir::ADVANCE ? "进" : v.direction == Dir::RETREAT ? "退" : "平";
  s += numbers[v.number];
  return s;
}

}  // namespace

std::string write_move(const Position& pos, Move m, Notation notation) {
  if (notation == Notation::ICCS) return move_name(m);
  if (notation == Notation::SAN) return write_san(pos, m);
  const VerticalMove v = describe(pos, m);
  const Color c = color_of(pos.at(m.from));
  const int on_file = int(column_pieces(pos, c, type_of(pos.at(m.from)), file_of(m.from)).size);
  switch (notation) {
    case Notation::VIETNAMESE: return write_vietnamese(v, on_file);
    case Notation::VIETNAMESE_LONG: return write_vietnamese_long(v, on_file);
    case Notation::WXF: return write_wxf(v, on_file, file_number_of(c, file_of(m.from)));
    case Notation::CHINESE: return write_chinese(v);
    case Notation::ICCS:
    case Notation::SAN: break;
  }
  return move_name(m);
}

}  // namespace kypho::xiangqi
