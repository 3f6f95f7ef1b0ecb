#include "converters/cotulenh/ctl.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <new>
#include <type_traits>

#include "converters/cotulenh/notation.hpp"
#include "converters/common/movetext_writer.hpp"
#include "rules/cotulenh/status.hpp"
#include "grammar/text/messages.hpp"

namespace kypho::cotulenh {
namespace {

// By kind, in the order of Kind.
constexpr std::array<std::string_view, KIND_NB> SEED_LETTERS = {"*", "B", "D", "P", "CX", "TL", "T", "K", "C", "H", "S"};
constexpr std::array<std::string_view, KIND_NB> RULEBOOK_LETTERS = {"C", "In", "M", "A", "Aa", "Ms", "T", "Af", "E", "N", "H"};
// After the carrier, the seed's example `(HTK)` writes the tank before the plane; people and the heavy
// pieces an engineer carries come last.
constexpr Kind PASSENGER_ORDER[] = {TANK, AIR_FORCE, COMMANDER, INFANTRY, MILITIA, ARTILLERY, ANTI_AIR, MISSILE, ENGINEER, NAVY, HEADQUARTERS};

const std::array<std::string_view, KIND_NB>& letters(LetterSet set) { return set == LetterSet::SEED ? SEED_LETTERS : RULEBOOK_LETTERS; }

std::string token(const Position& pos, Square at, KindSet pieces, LetterSet set) {
  const Stack& stack = pos.at(at);
  std::string out;
  const auto one = [&](Kind k) {
    if (stack.hero(k)) out += '+';
    out += ctl_letter(k, set);
  };
  const Kind carrier = pos.profile().carrier(pieces);
  if (pieces == bit(carrier)) {
    one(carrier);
    return out;
  }
  out += '(';
  one(carrier);
  for (Kind k : PASSENGER_ORDER)
    if (k != carrier && (pieces & bit(k))) one(k);
  out += ')';
  return out;
}

std::string_view how(const Move& m) {
  if (m.is(SHOT_DOWN)) return "@\"";
  if (m.is(SUICIDE)) return "><";
  if (m.is(STAY_CAPTURE)) return "+@";
  if (m.is(CAPTURE)) return "@";
  return "_";
}

// `joins`: `to` holds a friend, or a piece an earlier sub-move of the turn sent there.
char san_kind(const grammar::CtlPart& part, bool joins, bool fault) {
  using How = grammar::CtlPart::How;
  switch (part.how) {
    case How::CAPTURE: return 'x';
    case How::STAY_CAPTURE: return '_';
    case How::SHOT_DOWN: return '"';
    case How::EXCHANGE: return '@';
    default: return fault ? '~' : joins ? '&' : 0;
  }
}

}  // namespace

std::optional<LetterSet> letter_set_named(std::string_view name) {
  if (name == "vi") return LetterSet::SEED;
  if (name == "en") return LetterSet::RULEBOOK;
  return std::nullopt;
}

std::string_view letter_set_name(LetterSet set) { return set == LetterSet::SEED ? "vi" : "en"; }

std::string_view ctl_letter(Kind k, LetterSet set) { return letters(set)[k]; }

// In any case: no two letters of a set differ only in case, and sheets write them in lower case too.
std::optional<Kind> ctl_kind(std::string_view letter, LetterSet set) {
  const auto same = [](std::string_view a, std::string_view b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](char x, char y) { return std::toupper((unsigned char)x) == std::toupper((unsigned char)y); });
  };
  for (int k = 0; k < KIND_NB; ++k)
    if (same(letters(set)[std::size_t(k)], letter)) return Kind(k);
  return std::nullopt;
}

// Written for every point of every turn read (the reader compares each turn with how kypho writes it): its
// one or two digits appended, not formatted.
std::string ctl_point(Square s) {
  std::string out;
  const auto number = [&](int n) {
    if (n >= 10) out += char('0' + n / 10);
    out += char('0' + n % 10);
  };
  number(rank_of(s));
  out += '.';
  number(file_of(s));
  return out;
}

std::string_view seed_judgement(Annotation a) {
  switch (a) {
    case Annotation::GOOD: return "+";
    case Annotation::MISTAKE: return "-";
    case Annotation::BRILLIANT: return "++";
    case Annotation::BLUNDER: return "--";
    case Annotation::DUBIOUS: return "?";
    default: return annotation_glyph(a);
  }
}

Annotation annotation_of_judgement(std::string_view judgement) {
  for (int a = 1; a <= 6; ++a)
    if (seed_judgement(Annotation(a)) == judgement) return Annotation(a);
  return Annotation::NONE;
}

EndMarks end_marks(Position& after) {
  EndMarks marks;
  marks.check = after.in_check();
  marks.mate = decided(after) || (marks.check && status(after) == Status::CHECKMATE);
  return marks;
}

std::string ctl(Position& pos, const Turn& t, LetterSet set) {
  Position after = pos;
  after.make(t);
  return ctl(pos, t, set, end_marks(after));
}

TurnBoards::TurnBoards(const Position& before, const Turn& t) {
  static_assert(std::is_trivially_destructible_v<Position>, "the boards are never destroyed one by one");
  const Position* board = new (room_) Position(before);
  for (int i = 0; i < t.count; ++i) {
    Position* next = new (room_ + (i + 1) * sizeof(Position)) Position(*board);
    next->make_step(t.steps[std::size_t(i)]);
    board = next;
  }
}

std::string ctl(Position& pos, const Turn& t, LetterSet set, const EndMarks& marks) { return ctl(TurnBoards(pos, t), t, set, marks); }

std::string ctl(const TurnBoards& boards, const Turn& t, LetterSet set, const EndMarks& marks) {
  std::string out;
  const Position& pos = boards.before(0);
  if (t.deploy()) out += token(pos, t.from(), pos.at(t.from()).kinds, set);
  for (int i = 0; i < t.count; ++i) {
    const Position& p = boards.before(i);
    const Move& m = t.steps[std::size_t(i)];
    if (i > 0) out += '/';
    out += token(p, m.from, m.pieces, set) + ctl_point(m.from) + std::string(how(m));
    if (const Stack& target = p.at(m.to); m.flags & (CAPTURE | STAY_CAPTURE | SUICIDE | SHOT_DOWN) && !target.empty() && target.color != p.side_to_move())
      out += token(p, m.to, target.kinds, set);
    out += ctl_point(m.to);
  }
  if (t.first().is(FORFEIT)) out += '$';
  if (marks.mate) out += '^';
  else if (marks.check) out += '>';
  return out;
}

std::string write_turn(Position& pos, const Turn& t, grammar::cotulenh::TurnNotation notation, LetterSet set) {
  return notation == grammar::cotulenh::TurnNotation::CTL ? ctl(pos, t, set) : san(pos, t);
}

std::optional<grammar::CotulenhSanTurn> as_san_turn(const Position& pos, const grammar::CtlTurn& written, LetterSet set, std::string& why) {
  const auto square = [&](grammar::CtlPoint p) -> std::optional<Square> {
    if (p.y < RANK_NB && p.x < FILE_NB) return make_square(p.x, p.y);
    why = msg("there is no point {y},{x}: y runs from 0 to 11 and x from 0 to 10", arg("y", p.y), arg("x", p.x));
    return std::nullopt;
  };
  const auto pieces = [&](const std::vector<grammar::CtlPiece>& in) -> std::optional<std::vector<grammar::CotulenhSanPiece>> {
    std::vector<grammar::CotulenhSanPiece> out;
    for (const auto& piece : in) {
      const auto kind = ctl_kind(piece.letter, set);
      if (!kind) {
        why = msg("'{letter}' is no piece's letter in the {set} letter set", arg("letter", piece.letter), arg("set", letter_set_name(set)));
        return std::nullopt;
      }
      out.push_back({pos.profile().of(*kind).letter, piece.hero});
    }
    return out;
  };
  grammar::CotulenhSanTurn san;
  KindSet moved = 0;
  std::vector<Square> reached;  // where the turn's earlier sub-moves went
  for (const auto& part : written.parts) {
    const auto from = square(part.from), to = square(part.to);
    auto moving = pieces(part.pieces);
    if (!from || !to || !moving || !pieces(part.target)) return std::nullopt;
    if (part.how == grammar::CtlPart::How::CHECKS) continue;
    grammar::CotulenhSanSubMove sub;
    sub.pieces = std::move(*moving);
    sub.from_file = std::uint8_t(file_of(*from));
    sub.from_rank = std::to_string(rank_of(*from) + 1);
    sub.deploy = !written.stack.empty();
    const Stack& there = pos.at(*to);
    const bool friend_there = !there.empty() && there.color == pos.side_to_move();
    sub.kind = san_kind(part, friend_there || std::find(reached.begin(), reached.end(), *to) != reached.end(), written.fault);
    if (part.how == grammar::CtlPart::How::MOVE) reached.push_back(*to);
    sub.to_file = std::uint8_t(file_of(*to));
    sub.to_rank = std::uint8_t(rank_of(*to));
    sub.offset = part.offset;
    for (const auto& p : sub.pieces) moved |= bit(*pos.profile().kind_of_letter(p.letter));
    san.sub_moves.push_back(std::move(sub));
  }
  if (san.sub_moves.empty()) {
    why = tr("a turn that only names a check moves nothing");
    return std::nullopt;
  }
  if (!written.stack.empty()) {
    auto stack = pieces(written.stack);
    if (!stack) return std::nullopt;
    for (const auto& p : *stack)
      if (!(moved & bit(*pos.profile().kind_of_letter(p.letter)))) san.stay.push_back(p);
  }
  return san;
}

}  // namespace kypho::cotulenh
