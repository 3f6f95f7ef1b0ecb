#include "converters/shogi/position.hpp"

#include <fmt/format.h>

#include <array>

#include "grammar/text/messages.hpp"
#include "rules/common/marked.hpp"
#include "grammar/shogi/sfen_parse.hpp"
#include "rules/shogi/movegen.hpp"

namespace kypho::shogi {
namespace {

PieceType type_from_letter(char c) {
  switch (c | 0x20) {
    case 'p': return PAWN;
    case 'l': return LANCE;
    case 'n': return KNIGHT;
    case 's': return SILVER;
    case 'g': return GOLD;
    case 'b': return BISHOP;
    case 'r': return ROOK;
    case 'k': return KING;
    default: return NO_PIECE_TYPE;
  }
}

// How many of each kind a full set holds, hands and board together.
constexpr std::array<int, HAND_NB + 1> FULL_SET{0, 18, 4, 4, 4, 2, 2, 4, 2};

// A piece as an SFEN's letters name it, in the chosen language: "pawn", "promoted lance".
std::string kind_word(PieceType t) {
  static constexpr std::array<const char*, PIECE_TYPE_NB> words{
      "", N_("pawn"), N_("lance"), N_("knight"), N_("silver"), N_("bishop"), N_("rook"), N_("gold"), N_("king"),
      N_("tokin"), N_("promoted lance"), N_("promoted knight"), N_("promoted silver"), N_("horse"), N_("dragon")};
  return t == NO_PIECE_TYPE ? std::string() : tr(words[t]);
}

std::string side_word(Color c) { return c == BLACK ? tr_in("shogi side word", "sente") : tr_in("shogi side word", "gote"); }

}  // namespace

char sfen_letter(PieceType t) {
  constexpr std::string_view letters = ".PLNSBRGK";
  return letters[unpromoted(t)];
}

namespace {

// In the order of PieceType: the kanji the pieces are written with, marked for the catalogues, which name the
// pieces in Vietnamese.
constexpr Marked KANJI[PIECE_TYPE_NB] = {
    {},
    NC_("shogi piece", "歩"), NC_("shogi piece", "香"), NC_("shogi piece", "桂"), NC_("shogi piece", "銀"), NC_("shogi piece", "角"),
    NC_("shogi piece", "飛"), NC_("shogi piece", "金"), NC_("shogi piece", "玉"), NC_("shogi piece", "と"), NC_("shogi piece", "成香"),
    NC_("shogi piece", "成桂"), NC_("shogi piece", "成銀"), NC_("shogi piece", "馬"), NC_("shogi piece", "龍")};

}  // namespace

std::string_view kanji(PieceType t) { return t == NO_PIECE_TYPE ? std::string_view() : KANJI[t].english; }

std::string piece_noun(PieceType t) { return tr(KANJI[t]); }

std::string usi_move(Move m) {
  const auto square = [](Square s) { return fmt::format("{}{}", file_of(s), char('a' + row_of(s))); };
  if (m.is_drop()) return fmt::format("{}*{}", sfen_letter(m.dropped), square(m.to));
  return square(m.from) + square(m.to) + (m.promote ? "+" : "");
}

std::optional<Position> read_sfen(const grammar::SourceText& src, std::size_t offset, std::size_t length, Diagnostics& out,
                                  bool keep_irregular) {
  std::vector<grammar::SyntaxError> errors;
  const auto sfen = grammar::parse_sfen(src.text().substr(offset, length), errors);
  for (const auto& e : errors) out.push_back(located(src, offset + e.offset, Severity::ERROR, e.code, e.message));
  if (!sfen || !errors.empty()) return std::nullopt;

  Position pos;
  std::array<std::array<int, HAND_NB + 1>, 2> seen{};
  bool ok = true, unplayable = false;
  const auto fail = [&](std::size_t at, std::string code, std::string message) {
    out.push_back(located(src, offset + at, Severity::ERROR, std::move(code), std::move(message)));
    ok = false;
  };
  for (const auto& p : sfen->pieces) {
    const Color c = p.letter >= 'a' ? WHITE : BLACK;
    PieceType t = type_from_letter(p.letter);
    if (p.promoted) {
      if (!can_promote(t)) {
        fail(p.offset, "syntax", msg("'+{letter}': a {piece} does not promote", arg("letter", p.letter), arg("piece", kind_word(t))));
        continue;
      }
      t = promoted(t);
    }
    const Square s = make_square(p.column, p.row);
    pos.put(make_piece(c, t), s);
    ++seen[c][t == KING ? HAND_NB : unpromoted(t)];
    if (t == KING && seen[c][HAND_NB] > 1) {
      fail(p.offset, "too-many-pieces", msg("{side} has a second king", arg("side", side_word(c))));
      unplayable = true;  // the rules know one king a side
    }
    if (is_dead_square(c, t, s))
      fail(p.offset, "dead-piece", msg("a {side} {piece} on {square} could never move again", arg("side", side_word(c)), arg("piece", kind_word(t)),
                                       arg("square", fmt::format("{}{}", file_of(s), rank_of(s)))));
    if (t == PAWN)
      for (int r = 0; r < RANK_NB; ++r)
        if (r != p.row && pos.at(make_square(p.column, r)) == make_piece(c, PAWN) && r < p.row) {
          fail(p.offset, "nifu", msg("two unpromoted {side} pawns on file {file}", arg("side", side_word(c)), arg("file", file_of(s))));
          break;
        }
  }
  for (const auto& h : sfen->hands) {
    const Color c = h.letter >= 'a' ? WHITE : BLACK;
    const PieceType t = type_from_letter(h.letter);
    pos.set_hand(c, t, pos.in_hand(c, t) + int(h.count));
    seen[c][t] += int(h.count);
  }
  for (int t = PAWN; t <= GOLD; ++t)
    if (seen[BLACK][t] + seen[WHITE][t] > FULL_SET[t])
      fail(0, "too-many-pieces", msg("{n} {piece}s on the board and in hand; a set has {set}", arg("n", seen[BLACK][t] + seen[WHITE][t]),
                                     arg("piece", kind_word(PieceType(t))), arg("set", FULL_SET[t])));
  pos.set_side_to_move(sfen->side == 'w' ? WHITE : BLACK);
  pos.set_ply(int(sfen->move_number));
  const Color waiting = ~pos.side_to_move();
  if (pos.king(waiting) != NO_SQUARE && pos.attacked(pos.king(waiting), pos.side_to_move()))
    fail(0, "opponent-in-check", msg("{mover} is to move, but {side}'s king is in check", arg("mover", side_word(pos.side_to_move())),
                                     arg("side", side_word(waiting))));
  if (!ok && (!keep_irregular || unplayable)) return std::nullopt;
  return pos;
}

std::optional<Position> read_sfen(const grammar::SourceText& src, Diagnostics& out, bool keep_irregular) {
  return read_sfen(src, 0, src.text().size(), out, keep_irregular);
}

std::string write_sfen(const Position& pos) {
  std::string s;
  for (int row = 0; row < RANK_NB; ++row) {
    int empty = 0;
    for (int col = 0; col < FILE_NB; ++col) {
      const Piece p = pos.at(make_square(col, row));
      if (p == NO_PIECE) {
        ++empty;
        continue;
      }
      if (empty) s += char('0' + empty);
      empty = 0;
      if (is_promoted(type_of(p))) s += '+';
      const char letter = sfen_letter(type_of(p));
      s += color_of(p) == WHITE ? char(letter | 0x20) : letter;
    }
    if (empty) s += char('0' + empty);
    if (row < RANK_NB - 1) s += '/';
  }
  s += pos.side_to_move() == BLACK ? " b " : " w ";
  std::string hands;
  constexpr PieceType order[] = {ROOK, BISHOP, GOLD, SILVER, KNIGHT, LANCE, PAWN};
  for (Color c : {BLACK, WHITE})
    for (PieceType t : order) {
      const int n = pos.in_hand(c, t);
      if (n == 0) continue;
      if (n > 1) hands += std::to_string(n);
      hands += c == WHITE ? char(sfen_letter(t) | 0x20) : sfen_letter(t);
    }
  s += hands.empty() ? "-" : hands;
  return fmt::format("{} {}", s, pos.ply());
}

std::optional<std::string_view> handicap_sfen(std::string_view name) {
  // Gote (上手) gives the handicap and moves first; "left" is the giver's left, files 1-2.
  struct Entry {
    std::string_view name, sfen;
  };
  static constexpr Entry table[] = {
      {"平手", START_SFEN},
      {"香落ち", "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
      {"右香落ち", "1nsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
      {"角落ち", "lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
      {"飛車落ち", "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
      {"飛香落ち", "lnsgkgsn1/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
      {"二枚落ち", "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
      {"三枚落ち", "lnsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
      {"四枚落ち", "1nsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
      {"五枚落ち", "2sgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
      {"左五枚落ち", "1nsgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
      {"六枚落ち", "2sgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
      {"左七枚落ち", "2sgkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
      {"右七枚落ち", "3gkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
      {"八枚落ち", "3gkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
      {"十枚落ち", "4k4/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
  };
  for (const auto& e : table)
    if (e.name == name) return e.sfen;
  return std::nullopt;
}

std::string text_diagram(Position& pos, bool color) {
  static constexpr std::array<std::string_view, 10> ranks{"", "一", "二", "三", "四", "五", "六", "七", "八", "九"};
  static constexpr std::array<std::string_view, 10> counts{"", "", "二", "三", "四", "五", "六", "七", "八", "九"};
  const auto hand = [&](Color c) {
    std::string h;
    constexpr PieceType order[] = {ROOK, BISHOP, GOLD, SILVER, KNIGHT, LANCE, PAWN};
    for (PieceType t : order) {
      const int n = pos.in_hand(c, t);
      if (n == 0) continue;
      h += fmt::format("{}{}　", kanji(t), n < 10 ? counts[n] : n == 10 ? "十" : fmt::format("十{}", counts[n - 10].empty() ? "一" : counts[n - 10]));
    }
    return h.empty() ? std::string("なし") : h;
  };
  std::string out = fmt::format("後手の持駒：{}\n  ９ ８ ７ ６ ５ ４ ３ ２ １\n+---------------------------+\n", hand(WHITE));
  // Promoted minors take one cell each on a diagram: と 杏 圭 全.
  static constexpr std::array<std::string_view, PIECE_TYPE_NB> cell{"", "歩", "香", "桂", "銀", "角", "飛", "金", "玉", "と", "杏", "圭", "全", "馬", "龍"};
  for (int row = 0; row < RANK_NB; ++row) {
    out += '|';
    for (int col = 0; col < FILE_NB; ++col) {
      const Piece p = pos.at(make_square(col, row));
      if (p == NO_PIECE) {
        out += " ・";
        continue;
      }
      const std::string_view name = color_of(p) == WHITE && type_of(p) == KING ? "王" : cell[type_of(p)];
      if (color && color_of(p) == WHITE) out += fmt::format("\033[1;34mv{}\033[0m", name);
      else out += fmt::format("{}{}", color_of(p) == WHITE ? "v" : " ", name);
    }
    out += fmt::format("|{}\n", ranks[row + 1]);
  }
  out += fmt::format("+---------------------------+\n先手の持駒：{}\n", hand(BLACK));
  const Status st = status(pos);
  const auto who = arg("side", pos.side_to_move() == BLACK ? tr_in("shogi side", "先手 (sente)") : tr_in("shogi side", "後手 (gote)"));
  if (st == Status::CHECKMATE) out += msg("{side} to move is checkmated\n", who);
  else if (st == Status::NO_MOVES) out += msg("{side} to move has no legal move\n", who);
  else out += pos.in_check() ? msg("{side} to move, in check\n", who) : msg("{side} to move\n", who);
  return out;
}

}  // namespace kypho::shogi
