// What a xiangqi move says as written, before it is resolved against a position.
//
// Vietnamese (P2-5), WXF (C2.5) and Chinese (炮二平五) notation are one "vertical" notation spelled three
// ways: a piece, the file it stands on (or its place among pieces of its kind on one file), a direction,
// and a number that is a step count or a destination file. ICCS (h2e2) names two points instead.
#pragma once

#include <cstdint>

namespace kypho::grammar::xiangqi {

// Numbered like kypho::xiangqi::PieceType so that converters can cast.
enum class Kind : std::uint8_t { NONE, GENERAL, ADVISOR, ELEPHANT, HORSE, CHARIOT, CANNON, SOLDIER };
enum class Direction : std::uint8_t { NONE, ADVANCE, RETREAT, TRAVERSE };
// Which of several pieces of one kind on one file: front (t, +, 前), middle (g, 中), rear (s, -, 后), or
// the n-th from the front (WXF ++/--, Chinese 一…五).
enum class Place : std::uint8_t { NONE, FRONT, MIDDLE, REAR, INDEX };
enum class Side : std::uint8_t { UNKNOWN, RED, BLACK };

// Spellings that are read but are not what kypho writes; each becomes a `non-canonical` note.
enum Spelling : std::uint16_t {
  CANONICAL = 0,
  EN_DASH = 1 << 0,           // Vietnamese bình written – instead of -
  LETTER_SYNONYM = 1 << 1,    // WXF N B M G S, Vietnamese C for the soldier
  LOWER_CASE = 1 << 2,        // letters in another case than the notation's: WXF in lower case (clubxiangqi, playOK), Vietnamese p2-5, PT.4
  NO_TRAVERSE_SIGN = 1 << 3,  // WXF C25
  TRAVERSE_DOT = 1 << 4,      // WXF C2.5 where kypho writes = ... or the reverse, see writer
  SIGN_FIRST = 1 << 5,        // WXF +C-2
  SPACE_INSIDE = 1 << 6,      // Tg- 4
  ASCII_DIGITS = 1 << 7,      // Chinese black move with ASCII digits
  TRADITIONAL = 1 << 8,       // Chinese traditional glyphs where simplified are written
  FILE_AND_PLACE = 1 << 9,    // Xt2 where Xt is enough
  FULL_WIDTH = 1 << 10,       // Ｃ２＝５: full-width letters, digits or signs
  ENGINE_CASE = 1 << 11,      // a UCCI move as ICCS prints it (H2-E2): an engine reads h2e2 only
  ELEPHANT_V = 1 << 12,       // Vietnamese V (voi) for the elephant, as some sites write it
  THOI = 1 << 13,             // Vietnamese long form thối for thoái
  MARKS_LEFT_OUT = 1 << 14,   // Vietnamese long form without some of its diacritics (Phao 2 binh 5)
};

struct VerticalMove {
  Kind kind = Kind::NONE;
  Kind also = Kind::NONE;  // another kind the words may name (Tuong: Tướng or Tượng), which the position tells apart
  std::uint8_t file = 0;  // 1..9 from the mover's right, 0 when not written
  Place place = Place::NONE;
  std::uint8_t index = 0;  // with Place::INDEX, 1 = the front one
  Direction direction = Direction::NONE;
  std::uint8_t number = 0;  // steps, or the destination file
  Side side = Side::UNKNOWN;  // when the spelling tells (Chinese glyphs, full-width digits)
  std::uint16_t spelling = CANONICAL;
  bool long_form = false;  // in words (`Xe 2 tấn 6`): what is said of it is said in words too
};

// SAN (Che3): the destination and as much of the origin as was written; files 0–8 from Red's left, ranks
// 0–9 from Red's side (SAN writes them 1-based).
struct SanMove {
  Kind kind = Kind::NONE;
  std::int8_t from_file = -1, from_rank = -1;  // -1 when not written
  std::uint8_t to_file = 0, to_rank = 0;
  bool capture = false;
};

struct CoordinateMove {
  std::uint8_t from_file = 0, from_rank = 0, to_file = 0, to_rank = 0;  // ranks as written
  bool upper_case = false;
  bool dash = false;
};

}  // namespace kypho::grammar::xiangqi
