#include "converters/shogi/record_reader.hpp"

#include "grammar/text/messages.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

#include "converters/common/header_checks.hpp"
#include "converters/shogi/jkf.hpp"
#include "converters/common/text_join.hpp"
#include "converters/shogi/position.hpp"
#include "converters/shogi/record_writer.hpp"
#include "converters/shogi/terminals.hpp"
#include "grammar/text/byte_scan.hpp"
#include "grammar/text/encoding.hpp"
#include "rules/shogi/adjudicate.hpp"

namespace kypho::shogi {
namespace {

using grammar::shogi::Event;
using grammar::shogi::GameSyntax;
using grammar::shogi::MAX_CLOCK_SECONDS;
using grammar::shogi::MoveSyntax;
using grammar::shogi::Terminal;

// A side as shogi players name it, in the chosen language: 先手 (sente), 後手 (gote).
std::string side_name(Color c) { return c == BLACK ? tr_in("shogi side", "先手 (sente)") : tr_in("shogi side", "後手 (gote)"); }

std::pair<std::string, std::string> explain(Illegal why, const Position& pos, Move m) {
  const auto where = [](Square s) { return fmt::format("{}{}", file_of(s), rank_of(s)); };
  const auto side = arg("side", side_name(pos.side_to_move()));
  switch (why) {
    case Illegal::NO_PIECE:
      return {"no-such-piece", m.is_drop() ? msg("{side} has no {piece} in hand", side, arg("piece", piece_noun(m.dropped)))
                                           : msg("{side} has no piece on {square}", side, arg("square", where(m.from)))};
    case Illegal::CANNOT_MOVE_THERE:
      return {"illegal-move", msg("the {piece} on {from} cannot move to {to}", arg("piece", piece_noun(type_of(pos.at(m.from)))),
                                  arg("from", where(m.from)), arg("to", where(m.to)))};
    case Illegal::CANNOT_PROMOTE:
      return {"cannot-promote", msg("the {piece} cannot promote on this move: it neither starts nor ends in the promotion zone, "
                                    "or it is a piece that does not promote",
                                    arg("piece", piece_noun(type_of(pos.at(m.from)))))};
    case Illegal::MUST_PROMOTE:
      return {"must-promote", msg("the {piece} must promote on {square}: it could never move again", arg("piece", piece_noun(type_of(pos.at(m.from)))),
                                  arg("square", where(m.to)))};
    case Illegal::OCCUPIED: return {"illegal-move", msg("a piece cannot be dropped on the occupied square {square}", arg("square", where(m.to)))};
    case Illegal::DEAD_DROP:
      return {"dead-drop", msg("a {piece} dropped on {square} could never move", arg("piece", piece_noun(m.dropped)), arg("square", where(m.to)))};
    case Illegal::NIFU: return {"nifu", msg("nifu: {side} already has an unpromoted pawn on file {file}", side, arg("file", file_of(m.to)))};
    case Illegal::UCHIFUZUME: return {"uchifuzume", tr("uchifuzume: a pawn drop may not give checkmate")};
    case Illegal::KING_LEFT_IN_CHECK: return {"king-left-in-check", tr("the move leaves the mover's own king in check")};
    case Illegal::NONE: break;
  }
  return {"illegal-move", tr("illegal move")};
}

// Legal moves the writer most likely meant: the same piece elsewhere, another piece to the same square,
// the same move promoted or not.
std::string nearest(Position& pos, Move m, grammar::shogi::Format format) {
  std::string list;
  int n = 0;
  for (Move legal : MoveList(pos)) {
    const bool same_piece = !m.is_drop() && legal.from == m.from;
    const bool same_drop = m.is_drop() && legal.dropped == m.dropped;
    if (!(same_piece || legal.to == m.to || same_drop) || n >= 6) continue;
    append_item(list, ", ", move_in_format(pos, legal, format));
    ++n;
  }
  return list;
}

bool pos_has_kind(const Position& pos, PieceType kind) {
  for (int s = 0; s < SQUARE_NB; ++s)
    if (pos.at(Square(s)) == make_piece(pos.side_to_move(), kind)) return true;
  return false;
}

// A record that names its own encoding (KIF's `#KIF … encoding=`, CSA's `'encoding=`) and was read in another:
// said at the name. The bytes decide, for a file converted to UTF-8 often keeps its `Shift_JIS` line; but
// the record then says two things, and a reader of it should know which kypho believed. A game of ASCII
// alone reads the same in either, and says nothing that disagrees.
void check_declared_encoding(const GameSyntax& syntax, GameDiagnostics& log) {
  if (syntax.declared_encoding_length == 0) return;
  const std::string_view declared = log.src.text().substr(syntax.declared_encoding, syntax.declared_encoding_length);
  const std::string_view game = log.src.text().substr(syntax.begin, syntax.end - syntax.begin);
  const std::string& read = log.src.encoding();
  // Compared as kypho names encodings (lower case, aliases folded), so that any spelling of the one read agrees.
  const std::string key = grammar::encoding_key(declared);
  const bool same = grammar::is_utf8_name(key) ? read.starts_with("utf-8") : key == grammar::encoding_key(read);
  if (same || grammar::next_non_ascii(game, 0) == game.size()) return;
  log.report(log.at(syntax.declared_encoding, Severity::WARNING, "encoding",
                    msg("the record says it is encoded in {declared}, but it was read as {encoding}; if its text reads wrong, name the encoding with {option}",
                        quote("declared", declared), arg("encoding", read), arg("option", choice_name(Choice::ENCODING)))));
}

struct Replayer {
  const grammar::SourceText& src;
  const GameSyntax& syntax;
  ReadGame& out;
  bool with_headers;  // USI has none to miss
  grammar::shogi::Format format;  // notes name moves as the record writes them
  Replay<GameRules> replay{src, out};
  GameDiagnostics& log = replay.log;

  // The start position, or nothing when it cannot be played on: then no move can be checked. A position
  // that only breaks set-up rules (Kifu for Windows' nine-pawn 駒落ち) is reported and still played on.
  std::optional<Position> start_position() {
    if (syntax.start_sfen.empty()) {
      // KIF's 手合割 names the start when no board diagram is given; a diagram always wins.
      for (const auto& h : syntax.headers)
        if (h.key == "手合割") {
          if (const auto sfen = handicap_sfen(h.value)) {
            const grammar::SourceText built("handicap", std::string(*sfen));
            Diagnostics none;
            return read_sfen(built, none);
          }
          log.report(log.at(h.offset, Severity::WARNING, "unknown-handicap",
                    msg("手合割 '{handicap}' names no standard start position; the initial position is assumed", quote("handicap", h.value))));
        }
      return Position::start();
    }
    Diagnostics ds;
    std::optional<Position> pos;
    if (src.text().substr(syntax.start_offset, syntax.start_sfen.size()) == syntax.start_sfen) {
      pos = read_sfen(src, syntax.start_offset, syntax.start_sfen.size(), ds, true);
    } else if (syntax.start_sfen == START_SFEN) {
      // CSA's PI, KIF's 平手 diagram: the standard start, which needs no reading (and has nothing to report).
      return Position::start();
    } else {
      // A position the format spells another way (CSA P lines): reported where that position stands.
      const grammar::SourceText built("position", syntax.start_sfen);
      pos = read_sfen(built, ds, true);
      for (auto& d : ds) d = log.at(syntax.start_offset, d.severity, d.code, d.message);
    }
    for (auto& d : ds) {
      const bool repeated = std::any_of(out.diagnostics.begin(), out.diagnostics.end(), [&](const Diagnostic& seen) {
        return seen.line == d.line && seen.col == d.col && seen.message == d.message;
      });
      if (!repeated) log.report(std::move(d));
      else out.valid = false;
    }
    return pos;
  }

  // A KI2 move's 右 左 直 上 引 寄 against the words kypho writes: superfluous ones are noted, missing ones
  // warned of (other programs count pinned pieces), each with its fix. Another sufficient choice is left be.
  void check_relative(Position& pos, const MoveSyntax& w, Move m, const Event& e) {
    const bool needs_words = ki2_needs_words(pos, m);
    if ((w.relative != 0) == needs_words) return;
    const std::string_view token = src.text().substr(e.offset, e.length);
    const std::string kind = piece_noun(type_of(pos.at(m.from)));
    if (!needs_words) {
      // The words stand together after the piece's name.
      std::size_t first = std::string_view::npos, last = 0;
      for (std::string_view word : {"右", "左", "直", "上", "引", "寄"})
        for (std::size_t at = token.find(word); at != std::string_view::npos; at = token.find(word, at + 1)) {
          first = std::min(first, at);
          last = std::max(last, at + word.size());
        }
      if (first == std::string_view::npos) return;
      Diagnostic d = log.at(e.offset + first, Severity::NOTE, "superfluous-disambiguation",
                            msg("'{words}' is not needed: only one {piece} can go to {square}", quote("words", token.substr(first, last - first)),
                                arg("piece", kind), arg("square", fmt::format("{}{}", file_of(m.to), rank_of(m.to)))));
      add_fix(d, src, e.offset + first, last - first, "");
      log.report(std::move(d));
      return;
    }
    // Inserted before 成 or 不成, which end the move.
    std::size_t at = token.size();
    if (token.ends_with("不成")) at -= std::string_view("不成").size();
    else if (m.promote && token.ends_with("成")) at -= std::string_view("成").size();
    const std::string words = relative_words(ki2_relative(pos, m));
    Diagnostic d = log.at(e.offset, Severity::WARNING, "missing-disambiguation",
                          msg("only the rules tell which {piece} goes to {square} (another is pinned or cannot go there legally); "
                              "programs that count every {piece} read it as ambiguous: kypho writes '{words}'",
                              arg("piece", kind), arg("square", fmt::format("{}{}", file_of(m.to), rank_of(m.to))), arg("words", words)));
    add_fix(d, src, e.offset + at, 0, words);
    log.report(std::move(d));
  }

  // The move a written move names; when there is none, NO_MOVE, and the replayer is told why. The move's
  // fields are kept apart, in registers, and made into one word only when it is whole (move_word): a Move
  // filled in field by field where it lies, then loaded whole (to be asked about and handed on), stalled
  // each load on the stores, and a std::optional<Move> handed back was taken apart again by the caller.
  Move to_move(Position& pos, const MoveSyntax& w, const Event& e) {
    const auto fail = [&](std::string code, std::string message, std::vector<std::string> notes = {}) {
      replay.refuse(std::move(code), std::move(message), std::move(notes));
      return NO_MOVE;
    };
    if (w.side >= 0 && Color(w.side) != pos.side_to_move())
      return fail("wrong-side", msg("the move is written for {written_side}, but {side} is to move", arg("written_side", side_name(Color(w.side))),
                                    arg("side", side_name(pos.side_to_move()))));
    Square from = NO_SQUARE, to = NO_SQUARE;
    PieceType dropped = NO_PIECE_TYPE;
    bool promote = false;
    if (w.same) {
      const auto previous = replay.previous_move();
      if (!previous) return fail("syntax", tr("同 (same square) with no previous move"));
      to = previous->to;
    } else {
      if (w.to_file < 1 || w.to_file > 9 || w.to_rank < 1 || w.to_rank > 9) return fail("syntax", tr("a square off the board"));
      to = square_at(w.to_file, w.to_rank);
    }
    if (!w.drop && w.from_file == 0) {
      const auto found = relative_candidates(pos, w, to);
      if (found.size == 1) {
        check_relative(pos, w, found.front(), e);
        return found.front();
      }
      const PieceType kind = type_of_kind(w.piece);
      // 打 may be left out when no piece on the board could go there.
      if (found.size == 0 && kind >= PAWN && kind <= GOLD && w.promote != 1 && pos.in_hand(pos.side_to_move(), kind) > 0) {
        dropped = kind;
      } else if (found.size > 1) {
        std::string list;
        for (Move c : found) append_item(list, ", ", move_in_format(pos, c, format));
        return fail("ambiguous-move", msg("{n} pieces can make this move ({moves}): add 右, 左, 直, 上, 引 or 寄", arg("n", found.size), arg("moves", list)));
      } else {
        return fail(pos_has_kind(pos, kind) ? "illegal-move" : "no-such-piece",
                    msg("no {piece} of {side} can move to {square}", arg("piece", piece_noun(kind)), arg("side", side_name(pos.side_to_move())),
                        arg("square", fmt::format("{}{}", file_of(to), rank_of(to)))));
      }
    } else if (w.drop) {
      dropped = type_of_kind(w.piece);
    } else {
      if (w.from_file < 1 || w.from_file > 9 || w.from_rank < 1 || w.from_rank > 9) return fail("syntax", tr("a square off the board"));
      from = square_at(w.from_file, w.from_rank);
      const Piece p = pos.at(from);
      if (p != NO_PIECE && color_of(p) == pos.side_to_move() && w.piece != grammar::shogi::Kind::NONE) {
        const PieceType written = type_of_kind(w.piece);
        if (w.piece_after) {
          promote = is_promoted(written) && !is_promoted(type_of(p));
          if (written != type_of(p) && !(promote && written == promoted(type_of(p))))
            return fail("no-such-piece", msg("the move names a {written}, but the piece on {square} is a {piece}", arg("written", piece_noun(written)),
                                             arg("square", fmt::format("{}{}", w.from_file, w.from_rank)), arg("piece", piece_noun(type_of(p)))));
        } else if (written != type_of(p)) {
          return fail("no-such-piece", msg("the move names a {written}, but the piece on {square} is a {piece}", arg("written", piece_noun(written)),
                                           arg("square", fmt::format("{}{}", w.from_file, w.from_rank)), arg("piece", piece_noun(type_of(p)))));
        }
      }
      if (!w.piece_after) promote = w.promote == 1;
    }
    const Move m = move_word(from, to, dropped, promote);
    const Illegal why = why_illegal(pos, m);
    if (why == Illegal::NONE) return m;
    auto [code, message] = explain(why, pos, m);
    const std::string near = nearest(pos, m, format);
    return fail(std::move(code), std::move(message), near.empty() ? std::vector<std::string>{} : std::vector<std::string>{msg("legal moves close to it: {moves}", arg("moves", near))});
  }

  // The text of a line from a move that could not be replayed to the line's end (the next branch), kept as
  // a comment after the last move replayed: --keep-broken then writes everything it read.
  void keep_unreplayed(const Event& from) {
    std::size_t end = syntax.end;
    for (const Event& later : syntax.events)
      if (later.type == Event::BRANCH && later.offset > from.offset) {
        end = later.offset;
        break;
      }
    std::string_view rest = src.text().substr(from.offset, end > from.offset ? end - from.offset : 0);
    while (!rest.empty() && std::isspace(static_cast<unsigned char>(rest.back()))) rest.remove_suffix(1);
    replay.comment("\n", fmt::format("kypho: not replayed: {}", rest));
  }

  void play_move(const Event& e) {
    // KIF numbers every move with its ply, first on its line.
    if (e.ply != 0 && e.ply != replay.written_on_line() + 1) {
      const std::string_view line = src.line(src.line_number(e.offset));
      const std::size_t number = std::size_t(line.data() - src.text().data()) + std::min(line.find_first_not_of(" \t"), line.size());
      replay.move_number(number, e.ply, replay.written_on_line() + 1);
    }
    bool broke = false;
    if (replay.begin_move({e.offset, e.length}, &broke) == Replay<GameRules>::Step::SKIP) {
      if (broke) keep_unreplayed(e);
      return;
    }
    if (const Move m = to_move(replay.position(), e.move, e); m != NO_MOVE) replay.play(m, e.has_fork);
    else keep_unreplayed(e);
  }

  void run() {
    auto& record = out.record;
    std::vector<HeaderView> headers;
    for (const auto& h : syntax.headers) {
      record.tags.push_back({h.key, h.value});
      headers.push_back({h.key, h.value, h.offset});
    }
    if (with_headers) check_required_headers(headers, SHOGI_PLAYERS, syntax.begin, log);
    replay.start(start_position(), syntax.start_sfen);
    for (const Event& e : syntax.events) {
      switch (e.type) {
        case Event::MOVE: play_move(e); break;
        case Event::BRANCH:
          if (!replay.branch(e.ply, e.offset))
            log.report(log.at(e.offset, Severity::ERROR, "syntax", msg("変化：{ply}手 branches off a move no earlier line has", arg("ply", e.ply))));
          break;
        case Event::TIME: {
          if (e.seconds > MAX_CLOCK_SECONDS || e.total_seconds > MAX_CLOCK_SECONDS)
            log.report(log.at(e.offset, Severity::WARNING, "clock-range",
                              msg("a time over {hours} hours cannot be kept; it is left out", arg("hours", MAX_CLOCK_SECONDS / 3600))));
          const auto ms = [](std::int32_t seconds) { return seconds >= 0 && seconds <= MAX_CLOCK_SECONDS ? std::optional(seconds * 1000) : std::nullopt; };
          replay.clock(ms(e.seconds).value_or(NO_CLOCK), ms(e.total_seconds));
          break;
        }
        case Event::COMMENT: {
          std::string_view c = e.text >= 0 ? std::string_view(syntax.texts[std::size_t(e.text)]) : src.text().substr(e.offset, e.length);
          // CSA's `'*` marks a comment; KIF's `*` is already off, and a second `*` (engine analysis) stays. A
          // note line (KIF's `#…`, CSA's plain `'…`) is kept as a comment line that starts with '#'.
          if (c.starts_with("'*")) c.remove_prefix(2);
          else if (c.starts_with('\'')) {
            replay.comment("\n", fmt::format("#{}", c.substr(1)));
            break;
          }
          replay.comment("\n", c);
          break;
        }
        case Event::TERMINAL: replay.terminal(e.offset, ending(replay.position(), e), e.length); break;
        // It takes its ply, as a move would have: the moves after it are not checked from a position kypho
        // does not know, for the wrong side. Its text and theirs are kept, as a move that cannot be played.
        case Event::UNREAD_MOVE:
          if (replay.unreadable({e.offset, e.length}, msg("'{text}' is not a move", quote("text", src.text().substr(e.offset, e.length)))))
            keep_unreplayed(e);
          break;
        case Event::UNKNOWN:
          log.report(log.at(e.offset, Severity::ERROR, "syntax",
                            msg("'{text}' is not a move, a time or a terminal word", quote("text", src.text().substr(e.offset, e.length)))));
          break;
      }
    }
    for (const auto& err : syntax.errors) log.report(log.at(err.offset, err.warning ? Severity::WARNING : Severity::ERROR, err.code, err.message));
    check_declared_encoding(syntax, log);
    const bool set_up = !syntax.start_sfen.empty() || std::any_of(headers.begin(), headers.end(), [](const HeaderView& h) { return h.name == "手合割"; });
    const bool said_anything = out.written.size() > 0 || record.termination != Termination::NONE;
    if (out.valid && !said_anything) report_no_moves(syntax.begin, set_up, log);
    replay.finish();
  }

  // Terminal words keep their meaning: who ended the game, and how.
  static Ending ending(const Position& pos, const Event& e) {
    const Color mover = pos.side_to_move();
    Ending end{Termination::ABANDONED, std::int8_t(mover)};
    const auto wins = [&](Color c) { end.result = c == BLACK ? Result::FIRST_WINS : Result::SECOND_WINS; };
    switch (e.terminal) {
      case Terminal::RESIGN: end.how = Termination::RESIGNATION; wins(~mover); break;
      case Terminal::TIME_UP: end.how = Termination::TIME_FORFEIT; wins(~mover); break;
      case Terminal::ILLEGAL_MOVE: end.how = Termination::ILLEGAL_MOVE; wins(~mover); break;
      case Terminal::ILLEGAL_WIN: {
        end.how = Termination::ILLEGAL_MOVE;
        const Color by = e.terminal_side >= 0 ? Color(e.terminal_side) : ~mover;
        end.by = std::int8_t(by);
        wins(~by);
        break;
      }
      case Terminal::MATE: end.how = Termination::CHECKMATE; wins(~mover); break;
      case Terminal::DECLARATION: end.how = Termination::DECLARATION; wins(mover); break;
      case Terminal::REPETITION: end.how = Termination::REPETITION; end.result = Result::DRAW; break;
      case Terminal::IMPASSE: end.how = Termination::IMPASSE; end.result = Result::DRAW; break;
      case Terminal::DRAW_DECLARATION: end.how = Termination::AGREED_DRAW; end.result = Result::DRAW; break;
      case Terminal::MAX_MOVES: end.how = Termination::MOVE_LIMIT; end.result = Result::DRAW; break;
      case Terminal::NO_MATE: end.how = Termination::NO_MATE; break;
      case Terminal::DEFAULT_WIN: end.how = Termination::DEFAULT; end.by = std::int8_t(~mover); wins(mover); break;
      case Terminal::DEFAULT_LOSS: end.how = Termination::DEFAULT; wins(~mover); break;
      default: break;
    }
    return end;
  }
};

}  // namespace

std::string GameRules::side_name(int side) { return kypho::shogi::side_name(Color(side)); }

namespace {

std::string after_ply(int ply) { return ply == 0 ? tr("the start position") : msg("the position after ply {ply}", arg("ply", ply)); }

std::string count_words(const std::array<Count, 2>& counts, bool zone_only) {
  const auto sente = arg("sente", kypho::shogi::side_name(BLACK)), gote = arg("gote", kypho::shogi::side_name(WHITE));
  const auto sente_points = arg("sente_points", counts[BLACK].points), gote_points = arg("gote_points", counts[WHITE].points);
  std::string out = counts[WHITE].handicap
                        ? msg("{sente} {sente_points} points, {gote} {gote_points} ({handicap} of them for the pieces its handicap removed)", sente,
                              sente_points, gote, gote_points, arg("handicap", counts[WHITE].handicap))
                        : msg("{sente} {sente_points} points, {gote} {gote_points}", sente, sente_points, gote, gote_points);
  if (zone_only) out += tr(" (in the enemy camp and in hand)");
  return out;
}

// What a judgement says, in words.
std::string judgement_words(const Judgement& j, const RuleSet& rules) {
  const auto side = arg("side", kypho::shogi::side_name(j.side));
  const auto position = arg("position", after_ply(j.since));
  switch (j.rule) {
    case Rule::REPETITION:
      if (j.verdict == Verdict::NONE)
        return msg("the record ends in sennichite, but no position has stood four times ({position} stands {count} times at most)", position,
                   arg("count", j.count));
      return msg("{position} stands for the fourth time: sennichite, a draw", position);
    case Rule::PERPETUAL_CHECK:
      return msg("{position} stands for the fourth time with {side} checking on every move since: sennichite by continuous check, which {side} "
                 "loses",
                 position, side);
    case Rule::IMPASSE: {
      const auto title = arg("rules", tr(rules.impasse_title));
      const auto points = arg("points", count_words(j.counts, false));
      if (j.shortfall == Shortfall::KINGS_NOT_ENTERED)
        return j.entered[BLACK] || j.entered[WHITE]
                   ? msg("{rules} counts an impasse only once both kings stand in the enemy camp, and {side}'s king has not", title,
                         arg("side", kypho::shogi::side_name(j.entered[BLACK] ? WHITE : BLACK)))
                   : msg("{rules} counts an impasse only once both kings stand in the enemy camp, and neither has", title);
      if (j.shortfall == Shortfall::FEW_POINTS)
        return msg("the impasse by {rules}: {points}, and below {needed} loses", title, points, arg("needed", rules.impasse_points));
      return msg("the impasse by {rules}: {points}", title, points);
    }
    case Rule::DECLARATION: {
      const auto title = arg("rules", tr(rules.declaration_title));
      switch (j.shortfall) {
        case Shortfall::KINGS_NOT_ENTERED:
        case Shortfall::KING_NOT_ENTERED: return msg("the declaration of {side} fails {rules}: its king is not in the enemy camp", side, title);
        case Shortfall::IN_CHECK: return msg("the declaration of {side} fails {rules}: its king is in check", side, title);
        case Shortfall::FEW_PIECES:
          return msg("the declaration of {side} fails {rules}: {count} other pieces in the enemy camp, where {needed} are needed", side, title,
                     arg("count", j.counts[j.side].in_zone), arg("needed", rules.pieces_in_zone));
        case Shortfall::FEW_POINTS:
          return msg("the declaration of {side} fails {rules}: {points}, where {side} needs {needed}", side, title,
                     arg("points", count_words(j.counts, true)), arg("needed", rules.draw_points ? rules.draw_points : rules.win_points[j.side]));
        case Shortfall::NONE:
          return msg("the declaration of {side} by {rules}: {points}", side, title, arg("points", count_words(j.counts, true)));
      }
    }
  }
  return {};
}

// Another game's rule set is said where the file is opened (unknown-rules): the seed's rules judge.
const RuleSet& rules_named(std::string_view rules) {
  const RuleSet* named = rules.empty() ? nullptr : find_rules(rules);
  return named ? *named : seed_rules();
}

}  // namespace

GameRules::LineJudge::LineJudge(const Position& start, std::string_view rules) : rules_(rules_named(rules)), adjudicator_(start, rules_) {}

std::optional<LineJudgement> GameRules::LineJudge::finish(const Position& end, const Ending& ending) const {
  const Claim claim = ending.how == Termination::REPETITION  ? Claim::REPETITION
                      : ending.how == Termination::IMPASSE     ? Claim::IMPASSE
                      : ending.how == Termination::DECLARATION ? Claim::DECLARATION
                                                               : Claim::NONE;
  const auto j = adjudicator_.finish(end, claim);
  if (!j) return std::nullopt;
  LineJudgement out;
  out.ply = std::uint32_t(j->ply);
  out.result = j->verdict == Verdict::SENTE_WINS ? Result::FIRST_WINS
               : j->verdict == Verdict::GOTE_WINS ? Result::SECOND_WINS
               : j->verdict == Verdict::DRAW      ? Result::DRAW
                                                  : Result::UNKNOWN;
  // Continuous check is a foul: the records of the JSA and the CSA end such a game as one lost by it.
  out.how = j->rule == Rule::PERPETUAL_CHECK ? Termination::ILLEGAL_MOVE
            : j->rule == Rule::REPETITION    ? Termination::REPETITION
            : j->rule == Rule::IMPASSE       ? Termination::IMPASSE
                                             : Termination::DECLARATION;
  if (j->rule == Rule::PERPETUAL_CHECK || j->rule == Rule::DECLARATION) out.by = std::int8_t(j->side);
  out.why = judgement_words(*j, rules_);
  return out;
}

std::vector<std::string> GameRules::not_mate_notes(Position& pos) {
  std::string replies;
  int n = 0;
  for (Move m : MoveList(pos))
    if (n++ < 6) append_item(replies, ", ", usi_move(m));
  return {msg("legal replies: {moves}; mating problems disregard futile interpositions (無駄合)", arg("moves", n > 6 ? replies + ", ..." : replies))};
}

// KI2 names a move by destination, kind and the words 右 左 直 上 引 寄: the pieces of that kind that may
// legally go there, narrowed by those words the way the JSA rules define them.

void read_shogi_records(const grammar::SourceText& src, grammar::shogi::Format format, const std::function<void(ReadGame&)>& on_game,
                        ReadChecks checks) {
  ReadGame game;
  std::uint32_t index = 0;
  const auto each = [&](GameSyntax& syntax) {
    game.reset(++index);
    Replayer replayer{src, syntax, game, checks.off_by_default && format != grammar::shogi::Format::USI, format};
    replayer.replay.take(checks);
    // JKF's ending is a field of its JSON, not text a fix can name.
    if (format != grammar::shogi::Format::JKF && format != grammar::shogi::Format::USI)
      replayer.replay.spell_ending = [format](const LineJudgement& j, int mover) {
        switch (format) {
          case grammar::shogi::Format::KIF: return std::string(kif_terminal(j.how, j.by, Color(mover)));
          case grammar::shogi::Format::CSA: return std::string(csa_terminal(j.how, j.by, Color(mover)));
          default: return ki2_summary(j.how, j.by, j.ply, Color(mover));
        }
      };
    replayer.run();
    on_game(game);
  };
  switch (format) {
    case grammar::shogi::Format::USI: grammar::shogi::parse_usi(src.text(), each); break;
    case grammar::shogi::Format::CSA: grammar::shogi::parse_csa(src.text(), each); break;
    case grammar::shogi::Format::KIF: grammar::shogi::parse_kif(src.text(), each); break;
    case grammar::shogi::Format::KI2: grammar::shogi::parse_ki2(src.text(), each); break;
    case grammar::shogi::Format::JKF: read_jkf_syntax(src, each); break;
    default: break;
  }
}

}  // namespace kypho::shogi
