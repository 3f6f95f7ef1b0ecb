#include "converters/jieqi/fen.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "converters/xiangqi/fen.hpp"
#include "converters/xiangqi/names.hpp"
#include "grammar/jieqi/fen_parse.hpp"
#include "grammar/text/messages.hpp"
#include "rules/jieqi/setup_check.hpp"

namespace kypho::jieqi {
namespace {

using xiangqi::color_of;
using xiangqi::make_piece;
using xiangqi::type_of;

// The pool as JieqiBox's new layout orders it: by type, Red's then Black's (`R2r2N2n2…`); '-' when empty.
constexpr PieceType POOL_ORDER[] = {xiangqi::CHARIOT, xiangqi::HORSE, xiangqi::ELEPHANT, xiangqi::ADVISOR, xiangqi::CANNON, xiangqi::SOLDIER};

std::string pool_text(const Counts& red, const Counts& black) {
  std::string out;
  for (PieceType t : POOL_ORDER)
    for (Color c : {RED, BLACK})
      if (const int n = (c == RED ? red : black)[t]; n > 0) fmt::format_to(std::back_inserter(out), "{}{}", xiangqi::fen_letter(make_piece(c, t)), n);
  return out.empty() ? "-" : out;
}

// What the pools would be if every piece not face up were still face down: a side's start set less its face-up pieces.
Counts unseen(const Position& pos, Color c) {
  Counts pool = START_COUNTS;
  for (int s = 0; s < SQUARE_NB; ++s) {
    const Piece p = pos.at(Square(s));
    if (p != NO_PIECE && color_of(p) == c && !pos.hidden(Square(s)) && pool[type_of(p)] > 0) --pool[type_of(p)];
  }
  return pool;
}

std::string board_text(const Position& pos, bool pychess) {
  std::string out;
  for (int r = xiangqi::RANK_NB - 1; r >= 0; --r) {
    int empty = 0;
    for (int f = 0; f < xiangqi::FILE_NB; ++f) {
      const Square s = xiangqi::make_square(f, r);
      const Piece p = pos.at(s);
      if (p == NO_PIECE) {
        ++empty;
        continue;
      }
      if (empty) out += char('0' + empty);
      empty = 0;
      if (pos.hidden(s) && !pychess) out += color_of(p) == RED ? 'X' : 'x';
      else {
        out += xiangqi::fen_letter(p);
        if (pos.hidden(s)) out += '~';
      }
    }
    if (empty) out += char('0' + empty);
    if (r > 0) out += '/';
  }
  return out;
}

std::string setup_message(const SetupIssue& issue, const Position& pos) {
  const Color c = color_of(issue.xiangqi.piece);
  switch (issue.problem) {
    case SetupProblem::GENERAL: return xiangqi::describe_setup_issue(issue.xiangqi, pos.board()).second;
    case SetupProblem::TOO_MANY: {
      const PieceType t = type_of(issue.xiangqi.piece);
      return msg("{side} has more {pieces} face up, face down in the pool and taken face down than the {n} a side starts with",
                 arg("side", xiangqi::colour_noun(c)), arg("pieces", xiangqi::pieces_noun(t)), arg("n", int(START_COUNTS[t])));
    }
    case SetupProblem::POOL_SHORT:
      return msg("{side} has {n} face-down pieces on the board, but its pool holds {pool}", arg("side", xiangqi::colour_noun(c)),
                 arg("n", pos.hidden_count(c)), arg("pool", [&] {
                   int total = 0;
                   for (int n : pos.pool(c)) total += n;
                   return total;
                 }()));
  }
  return tr("impossible set-up");
}

}  // namespace

std::optional<Position> read_fen(const grammar::SourceText& src, std::size_t offset, std::size_t length, Diagnostics& out, bool keep_irregular) {
  std::vector<grammar::SyntaxError> errors;
  const auto fen = grammar::parse_jieqi_fen(src.text().substr(offset, length), errors);
  for (const auto& e : errors) out.push_back(located(src, offset + e.offset, e.warning ? Severity::WARNING : Severity::ERROR, e.code, e.message));
  if (!fen || std::any_of(errors.begin(), errors.end(), [](const grammar::SyntaxError& e) { return !e.warning; })) return std::nullopt;

  Position pos;
  std::size_t square_offset[SQUARE_NB] = {};
  bool ok = true;
  const auto error = [&](std::size_t at, std::string code, std::string message) {
    out.push_back(located(src, offset + at, Severity::ERROR, std::move(code), std::move(message)));
    ok = false;
  };
  xiangqi::FenSpellingNotes spelling(src, out);
  for (const auto& p : fen->pieces) {
    const Square s = xiangqi::make_square(p.file, p.rank);
    square_offset[s] = p.offset;
    spelling.piece_letter(p.letter, offset + p.offset);
    const bool marked = p.letter != 'X' && p.letter != 'x';
    const Color c = marked ? color_of(xiangqi::piece_from_fen_letter(p.letter)) : (p.letter == 'X' ? RED : BLACK);
    if (!p.face_down) {
      pos.put(xiangqi::piece_from_fen_letter(p.letter), s);
      continue;
    }
    const PieceType start = start_type(c, s);
    if (start == NO_PIECE_TYPE) {
      error(p.offset, "piece-off-point",
            msg("a face-down piece of {side} can stand only on its side's start points, not on {square}", arg("side", xiangqi::colour_noun(c)),
                arg("square", xiangqi::square_name(s))));
      continue;
    }
    if (marked && type_of(xiangqi::piece_from_fen_letter(p.letter)) != start) {
      error(p.offset, "piece-off-point",
            msg("'{letter}~' on {square}: a face-down piece is written with the letter of its start point, here '{start}'",
                arg("letter", p.letter), arg("square", xiangqi::square_name(s)), arg("start", xiangqi::fen_letter(make_piece(c, start)))));
      continue;
    }
    pos.put_hidden(c, s);
  }
  if (fen->pool)
    for (const auto& e : *fen->pool) spelling.piece_letter(e.letter, offset + e.offset);
  for (const auto& e : fen->taken) spelling.piece_letter(e.letter, offset + e.offset);
  const char side = char(fen->side.value_or('w') | 0x20);
  pos.set_side_to_move(side == 'b' ? BLACK : RED);
  if (!fen->side) out.push_back(missing_turn(src, offset, length, msg("{side} (w)", arg("side", xiangqi::colour_noun(RED)))));
  else spelling.side_letter(*fen->side, offset + fen->side_offset);
  pos.set_counters(int(fen->halfmove.value_or(0)), int(fen->fullmove.value_or(1)));

  const auto counts_of = [](const std::vector<grammar::JieqiPoolEntry>& entries, Color c) {
    Counts counts{};
    for (const auto& e : entries) {
      const Piece p = xiangqi::piece_from_fen_letter(e.letter);
      if (color_of(p) == c) counts[type_of(p)] = std::uint8_t(std::min(15u, counts[type_of(p)] + e.count));
    }
    return counts;
  };
  for (Color c : {RED, BLACK}) {
    pos.set_taken_hidden(c, counts_of(fen->taken, c));
    if (fen->pool) {
      pos.set_pool(c, counts_of(*fen->pool, c));
      continue;
    }
    Counts pool = unseen(pos, c);
    for (int t = 0; t < xiangqi::PIECE_TYPE_NB; ++t) pool[t] = std::uint8_t(std::max(0, pool[t] - pos.taken_hidden(c)[t]));
    pos.set_pool(c, pool);
  }
  // Said once: what kypho takes face-down pieces to be when the FEN does not say (pychess's, a plain board).
  if (!fen->pool && (pos.hidden_count(RED) > 0 || pos.hidden_count(BLACK) > 0))
    out.push_back(located(src, offset, Severity::NOTE, "missing-pool",
                          msg("the FEN gives no pool of face-down pieces: each side's is taken as its pieces not face up ({pool})",
                              arg("pool", pool_text(pos.pool(RED), pos.pool(BLACK))))));

  bool unplayable = !ok;
  for (const auto& issue : check_setup(pos)) {
    const std::size_t at = issue.problem != SetupProblem::GENERAL ? fen->pool_offset
                           : issue.xiangqi.square == NO_SQUARE ? 0
                                                               : square_offset[issue.xiangqi.square];
    error(at, issue.problem == SetupProblem::GENERAL ? xiangqi::describe_setup_issue(issue.xiangqi, pos.board()).first
              : issue.problem == SetupProblem::TOO_MANY ? "too-many-pieces"
                                                        : "pool-short",
          setup_message(issue, pos));
    const auto& x = issue.xiangqi;
    unplayable |= issue.problem == SetupProblem::GENERAL &&
                  (x.problem == xiangqi::SetupProblem::MISSING_GENERAL || x.problem == xiangqi::SetupProblem::TOO_MANY ||
                   x.problem == xiangqi::SetupProblem::OFF_POINT);
  }
  if (!ok && (!keep_irregular || unplayable)) return std::nullopt;
  return pos;
}

std::optional<Position> read_fen(const grammar::SourceText& src, Diagnostics& out, bool keep_irregular) {
  return read_fen(src, 0, src.text().size(), out, keep_irregular);
}

std::string write_fen(const Position& pos) {
  return fmt::format("{} {} {} {} {} {}", board_text(pos, false), pos.side_to_move() == RED ? 'w' : 'b', pool_text(pos.pool(RED), pos.pool(BLACK)),
                     pool_text(pos.taken_hidden(RED), pos.taken_hidden(BLACK)), pos.rule_plies(), pos.fullmove());
}

std::string write_pychess_fen(const Position& pos, std::vector<std::string>& lost) {
  const bool derivable = [&] {
    for (Color c : {RED, BLACK}) {
      Counts expected = unseen(pos, c);
      for (int t = 0; t < xiangqi::PIECE_TYPE_NB; ++t) expected[t] = std::uint8_t(std::max(0, expected[t] - pos.taken_hidden(c)[t]));
      if (expected != pos.pool(c)) return false;
    }
    return true;
  }();
  if (!derivable || pos.taken_hidden(RED) != Counts{} || pos.taken_hidden(BLACK) != Counts{})
    lost.push_back(msg("the pools of face-down pieces ({pool}, taken {taken}): pychess's FEN has none",
                       arg("pool", pool_text(pos.pool(RED), pos.pool(BLACK))), arg("taken", pool_text(pos.taken_hidden(RED), pos.taken_hidden(BLACK)))));
  return fmt::format("{} {} - - {} {}", board_text(pos, true), pos.side_to_move() == RED ? 'w' : 'b', pos.rule_plies(), pos.fullmove());
}

}  // namespace kypho::jieqi
