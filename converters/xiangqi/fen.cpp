#include "converters/xiangqi/fen.hpp"

#include <algorithm>
#include <optional>

#include <fmt/format.h>

#include "converters/common/text_join.hpp"
#include "converters/xiangqi/names.hpp"
#include "grammar/xiangqi/fen_parse.hpp"
#include "rules/xiangqi/setup_check.hpp"
#include "rules/xiangqi/tables.hpp"
#include "grammar/text/messages.hpp"

namespace kypho::xiangqi {
namespace {

std::string points_where_it_can_stand(Color c, PieceType t) {
  std::string points;
  for (int s = 0; s < SQUARE_NB; ++s)
    if (can_stand(c, t, Square(s))) append_item(points, " ", square_name(Square(s)));
  return points;
}

std::string describe(const SetupIssue& issue, const Position& pos) {
  const Color c = color_of(issue.piece);
  const PieceType t = type_of(issue.piece);
  const auto who = arg("side", colour_noun(c));
  const auto piece = arg("piece", piece_noun(t));
  const auto square = arg("square", square_name(issue.square));
  switch (issue.problem) {
    case SetupProblem::TOO_MANY:
      switch (max_count(t)) {
        case 1: return msg("{side} has a second {piece}; a side starts with one", who, piece);
        case 2: return msg("{side} has a third {piece}; a side starts with two", who, piece);
        default: return msg("{side} has a sixth {piece}; a side starts with five", who, piece);
      }
    case SetupProblem::MISSING_GENERAL: return msg("{side} has no general", who);
    case SetupProblem::OFF_POINT:
      if (t == SOLDIER)
        return msg("a {side} soldier can never stand on {square}: soldiers never retreat, and before the river they stand only on files a c e g i",
                   who, square);
      return msg("a {side} {piece} can never stand on {square}; its points are {points}", who, piece, square,
                 arg("points", points_where_it_can_stand(c, t)));
    case SetupProblem::GENERALS_FACE:
      return msg("the generals face each other on file {file} with nothing between them", arg("file", char('a' + file_of(issue.square))));
    case SetupProblem::OPPONENT_IN_CHECK:
      return msg("{mover} is to move, but {side}'s general on {square} is in check: the side that just moved cannot have left its general attacked",
                 arg("mover", colour_noun(pos.side_to_move())), who, square);
  }
  return tr("impossible set-up");
}

std::string_view code_of(SetupProblem p) {
  switch (p) {
    case SetupProblem::TOO_MANY: return "too-many-pieces";
    case SetupProblem::MISSING_GENERAL: return "missing-general";
    case SetupProblem::OFF_POINT: return "piece-off-point";
    case SetupProblem::GENERALS_FACE: return "generals-face";
    case SetupProblem::OPPONENT_IN_CHECK: return "opponent-in-check";
  }
  return "syntax";
}

}  // namespace

void FenSpellingNotes::piece_letter(char letter, std::size_t offset) {
  const char upper = char(letter & ~0x20);
  if (upper != 'E' && upper != 'H') return;
  const Piece p = piece_from_fen_letter(letter);
  note(upper == 'E' ? ELEPHANT_E : HORSE_H, offset,
       msg("'{letter}' is read as {a_piece}; FEN is written with '{fen_letter}'", arg("letter", letter), arg("a_piece", piece_with_article(type_of(p))),
           arg("fen_letter", fen_letter(p))),
       fen_letter(p));
}

void FenSpellingNotes::side_letter(char letter, std::size_t offset) {
  if (letter == 'w' || letter == 'b') return;
  const Color c = (letter | 0x20) == 'b' ? BLACK : RED;
  const char canonical = c == BLACK ? 'b' : 'w';
  note(SIDE, offset,
       msg("'{letter}' is read as {side} to move; FEN is written with '{fen_letter}'", arg("letter", letter), arg("side", colour_noun(c)),
           arg("fen_letter", canonical)),
       canonical);
}

void FenSpellingNotes::note(Spelling spelling, std::size_t offset, std::string message, char canonical) {
  auto& at = notes_[spelling];
  if (!at) {
    at = out_.size();
    out_.push_back(located(src_, offset, Severity::NOTE, "non-canonical", std::move(message)));
  }
  add_fix(out_[*at], src_, offset, 1, std::string(1, canonical));
}

std::optional<Position> read_fen(const grammar::SourceText& src, std::size_t offset, std::size_t length,
                                 Diagnostics& out, bool keep_irregular) {
  std::vector<grammar::SyntaxError> errors;
  const auto fen = grammar::parse_fen(src.text().substr(offset, length), errors);
  for (const auto& e : errors)
    out.push_back(located(src, offset + e.offset, e.warning ? Severity::WARNING : Severity::ERROR, e.code, e.message));
  if (!fen || std::any_of(errors.begin(), errors.end(), [](const grammar::SyntaxError& e) { return !e.warning; })) return std::nullopt;

  Position pos;
  std::size_t square_offset[SQUARE_NB] = {};
  FenSpellingNotes spelling(src, out);
  for (const auto& p : fen->pieces) {
    const Square s = make_square(p.file, p.rank);
    pos.put(piece_from_fen_letter(p.letter), s);
    square_offset[s] = offset + p.offset;
    spelling.piece_letter(p.letter, offset + p.offset);
  }
  const char side = char(fen->side.value_or('w') | 0x20);
  pos.set_side_to_move(side == 'b' ? BLACK : RED);
  if (!fen->side) out.push_back(missing_turn(src, offset, length, msg("{side} (w)", arg("side", colour_noun(RED)))));
  if (fen->side) spelling.side_letter(*fen->side, offset + fen->side_offset);
  pos.set_counters(int(fen->halfmove.value_or(0)), int(fen->fullmove.value_or(1)));

  bool ok = true, unplayable = false;
  for (const auto& issue : check_setup(pos)) {
    const std::size_t at = issue.square == NO_SQUARE ? offset : square_offset[issue.square];
    auto [code, message] = describe_setup_issue(issue, pos);
    out.push_back(located(src, at, Severity::ERROR, std::move(code), std::move(message)));
    ok = false;
    // The rules know one general a side, in its palace.
    unplayable |= issue.problem == SetupProblem::MISSING_GENERAL ||
                  ((issue.problem == SetupProblem::TOO_MANY || issue.problem == SetupProblem::OFF_POINT) && type_of(issue.piece) == GENERAL);
  }
  if (!ok && (!keep_irregular || unplayable)) return std::nullopt;
  return pos;
}

std::optional<Position> read_fen(const grammar::SourceText& src, Diagnostics& out, bool keep_irregular) {
  return read_fen(src, 0, src.text().size(), out, keep_irregular);
}

std::pair<std::string, std::string> describe_setup_issue(const SetupIssue& issue, const Position& pos) {
  return {std::string(code_of(issue.problem)), describe(issue, pos)};
}

std::string write_fen(const Position& pos) {
  std::string fen;
  for (int r = RANK_NB - 1; r >= 0; --r) {
    int empty = 0;
    for (int f = 0; f < FILE_NB; ++f) {
      const Piece p = pos.at(make_square(f, r));
      if (p == NO_PIECE) {
        ++empty;
        continue;
      }
      if (empty) fen += char('0' + empty);
      empty = 0;
      fen += fen_letter(p);
    }
    if (empty) fen += char('0' + empty);
    if (r > 0) fen += '/';
  }
  fmt::format_to(std::back_inserter(fen), " {} - - {} {}", pos.side_to_move() == RED ? 'w' : 'b', pos.rule_plies(),
                 pos.fullmove());
  return fen;
}

}  // namespace kypho::xiangqi
