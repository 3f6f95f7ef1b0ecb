#include "converters/jieqi/record_reader.hpp"

#include "converters/common/header_checks.hpp"
#include "converters/jieqi/fen.hpp"
#include "converters/xiangqi/names.hpp"
#include "converters/xiangqi/notation.hpp"
#include "converters/xiangqi/spelling.hpp"
#include "grammar/jieqi/record_parse.hpp"
#include "grammar/text/messages.hpp"

namespace kypho::jieqi {
namespace {

using grammar::xiangqi::Event;
using grammar::xiangqi::GameSyntax;

// A reveal's letter in a notation's alphabet: FEN's beside ICCS, the rulebook's beside Vietnamese.
std::string reveal_letter(PieceType t, Notation notation) {
  if (notation == Notation::VIETNAMESE) return std::string(xiangqi::vietnamese_letter(t));
  return std::string(1, xiangqi::fen_letter(xiangqi::make_piece(RED, t)));
}

std::string pool_words(const Counts& pool) {
  std::string out;
  for (int t = xiangqi::ADVISOR; t < xiangqi::PIECE_TYPE_NB; ++t)
    if (pool[t] > 0) out += fmt::format("{}{}", reveal_letter(PieceType(t), Notation::ICCS), int(pool[t]));
  return out.empty() ? "-" : out;
}

struct Replayer {
  const grammar::SourceText& src;
  const GameSyntax& syntax;
  ReadGame& out;
  ReadChecks checks;
  LayoutReplay<GameRules, GameSyntax> layout{src, syntax, out};
  Replay<GameRules>& replay = layout.replay;
  GameDiagnostics& log = layout.log;
  xiangqi::SpellingNotes spelling{src, log};
  // The note on ICCS moves not written as kypho writes them (H2-E2, +h2e2=R, h2e2=r), once a game: its place.
  std::optional<std::size_t> iccs_note;

  // A move read although not written the canonical way: noted once a game, each with its canonical text as a fix.
  void check_spelling(const Event& e, const Position& before, Move m, Notation notation) {
    // A text kypho made of a file (JieqiBox's JSON) is spelt as that file's format spells it.
    if (src.made()) return;
    const std::string canonical = write_move(before, m, notation);
    const std::string_view written = layout.text(e);
    if (notation == Notation::VIETNAMESE) {
      if (e.move.vertical.spelling != 0 || e.move.vertical.place != grammar::xiangqi::Place::NONE)
        spelling.check(e.offset, written, e.move.vertical.spelling, before.board(), m, notation, [&] { return canonical; });
      return;
    }
    if (written == canonical) return;
    if (!iccs_note) {
      iccs_note = out.diagnostics.size();
      log.report(log.at(e.offset, Severity::NOTE, "non-canonical",
                        tr("an ICCS move is written in lower case, without a dash or a '+', its reveal's letter in upper case (h2e2=R)")));
    }
    add_fix(out.diagnostics[*iccs_note], src, e.offset, e.length, canonical);
  }

  std::optional<Position> start_position() {
    const auto* fen = syntax.tag("FEN");
    if (!fen) return Position::start();
    Diagnostics ds;
    auto pos = read_fen(src, fen->value_offset, fen->value.size(), ds, true);
    for (auto& d : ds) log.report(std::move(d));
    return pos;
  }

  void play_move(const Event& e) {
    if (replay.begin_move({e.offset, e.length}) == Replay<GameRules>::Step::SKIP) return;
    Position& pos = replay.position();
    const Notation notation = syntax.moves_notation();
    xiangqi::Resolution r = notation == Notation::ICCS ? xiangqi::resolve(pos.board(), e.move.coordinate, false, notation)
                                                       : xiangqi::resolve(pos.board(), e.move.vertical, notation);
    if (!r.ok()) {
      // A face-down piece is named by what it moves as: said, lest the message seem to name what it is.
      const auto& c = e.move.coordinate;
      if (notation == Notation::ICCS && c.from_file < xiangqi::FILE_NB && c.from_rank < xiangqi::RANK_NB) {
        const Square from = xiangqi::make_square(c.from_file, c.from_rank);
        if (pos.hidden(from))
          r.notes.push_back(msg("the piece on {point} is face down: it moves as {a_piece}, the piece of its start point",
                                arg("point", xiangqi::square_name(from)), arg("a_piece", xiangqi::piece_with_article(xiangqi::type_of(pos.at(from))))));
      }
      return replay.refuse(std::move(r.code), std::move(r.message), std::move(r.notes));
    }
    Move m = r.move;
    const Color us = pos.side_to_move();
    // The letters after the move: after '=' the reveal; bare (JieqiBox's), the mover's case a reveal and the
    // other side's the face-down piece taken.
    using Mark = grammar::xiangqi::XiangqiMoveSyntax::PieceMark;
    const Mark* reveal = nullptr;
    const Mark* taken = nullptr;
    for (const Mark& mark : e.move.marks) {
      if (mark.kind == grammar::xiangqi::Kind::NONE) break;
      const bool reveals = mark.after_sign || notation == Notation::VIETNAMESE || mark.upper == (us == RED);
      (reveals && !reveal ? reveal : taken) = &mark;
    }
    bool wrong = false;
    if (pos.hidden(m.from)) {
      if (!reveal)
        return replay.refuse("missing-reveal",
                             msg("the piece on {point} is face down: its first move must say what it turned out to be ({example})",
                                 arg("point", xiangqi::square_name(m.from)),
                                 arg("example", write_move(pos, {m.from, m.to, pos.pool(us)[xiangqi::CHARIOT] > 0 ? xiangqi::CHARIOT : xiangqi::SOLDIER},
                                                           notation))));
      m.reveal = xiangqi::type_of_kind(reveal->kind);
      if (pos.pool(us)[m.reveal] == 0)
        return replay.refuse("reveal-not-in-pool", msg("{side} has no face-down {piece} left to turn up: its pool holds {pool}",
                                                       arg("side", xiangqi::side_noun(us)), arg("piece", xiangqi::piece_noun(m.reveal)),
                                                       arg("pool", pool_words(pos.pool(us)))));
    } else if (reveal) {
      wrong = true;
      log.report(log.at(reveal->offset, Severity::ERROR, "reveal-face-up",
                        msg("the piece on {point} is already face up ({piece}): only a face-down piece's first move reveals one",
                            arg("point", xiangqi::square_name(m.from)), arg("piece", xiangqi::piece_noun(xiangqi::type_of(pos.at(m.from)))))));
    }
    if (taken && pos.hidden(m.to)) {
      m.taken = xiangqi::type_of_kind(taken->kind);
      if (pos.pool(~us)[m.taken] == 0)
        return replay.refuse("reveal-not-in-pool", msg("the face-down piece taken on {point} is written as {a_piece}, but {side}'s pool holds {pool}",
                                                       arg("point", xiangqi::square_name(m.to)), arg("a_piece", xiangqi::piece_with_article(m.taken)),
                                                       arg("side", xiangqi::side_noun(~us)), arg("pool", pool_words(pos.pool(~us)))));
    } else if (taken) {
      wrong = true;
      log.report(log.at(taken->offset, Severity::ERROR, "reveal-face-up",
                        pos.at(m.to) == NO_PIECE
                            ? msg("'{letter}' names a face-down piece taken on {point}, but the move takes nothing", arg("letter", layout.text(e).substr(taken->offset - e.offset, 1)),
                                  arg("point", xiangqi::square_name(m.to)))
                            : msg("'{letter}' names a face-down piece taken on {point}, but the piece there is face up ({piece})",
                                  arg("letter", layout.text(e).substr(taken->offset - e.offset, 1)), arg("point", xiangqi::square_name(m.to)),
                                  arg("piece", xiangqi::piece_noun(xiangqi::type_of(pos.at(m.to)))))));
    }
    if (wrong) return replay.play(m);
    check_spelling(e, pos, m, notation);
    replay.play(m);
  }

  void run() {
    replay.take(checks);
    layout.take_tags(XIANGQI_PGN_ROSTER, checks);
    const auto* fen = syntax.tag("FEN");
    replay.start(start_position(), fen ? std::string_view(fen->value) : std::string_view());
    layout.events([&](const Event& e) { play_move(e); },
                  [&](const Event& e) {
                    replay.unreadable({e.offset, e.length},
                                      msg("'{text}' is not a move in {notation} notation", quote("text", layout.text(e)),
                                          arg("notation", tr(grammar::xiangqi::notation_label(syntax.moves_notation())))));
                  });
    layout.finish(fen != nullptr);
  }
};

}  // namespace

std::string GameRules::key(Move m) { return write_move(Position::empty(), m, Notation::ICCS); }
std::string GameRules::side_name(int side) { return xiangqi::side_noun(Color(side)); }

std::string write_move(const Position& pos, Move m, Notation notation) {
  std::string text = notation == Notation::ICCS ? xiangqi::move_name(m) : xiangqi::write_move(pos.board(), {m.from, m.to}, notation);
  if (m.reveal != NO_PIECE_TYPE) text.append("=").append(reveal_letter(m.reveal, notation));
  // The face-down piece taken, as JieqiBox writes it: its FEN letter, in its side's case (ICCS only).
  if (m.taken != NO_PIECE_TYPE && notation == Notation::ICCS) text += xiangqi::fen_letter(xiangqi::make_piece(~pos.side_to_move(), m.taken));
  return text;
}

void read_jieqi_records(const grammar::SourceText& src, std::optional<Notation> notation, const std::function<void(ReadGame&)>& on_game,
                        ReadChecks checks) {
  ReadGame game;
  std::uint32_t index = 0;
  grammar::jieqi::parse_jieqi_record(src.text(), notation, [&](GameSyntax& syntax) {
    if (syntax.events.empty() && syntax.tags.empty() && syntax.errors.empty() && syntax.result.empty()) return;
    game.reset(++index);
    game.notation = syntax.moves_notation();
    Replayer{src, syntax, game, checks}.run();
    on_game(game);
  });
}

}  // namespace kypho::jieqi
