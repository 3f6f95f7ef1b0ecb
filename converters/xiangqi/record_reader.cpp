#include "converters/xiangqi/record_reader.hpp"

#include "grammar/text/messages.hpp"

#include <fmt/format.h>

#include <map>
#include <set>

#include "converters/xiangqi/fen.hpp"
#include "converters/xiangqi/names.hpp"
#include "converters/xiangqi/spelling.hpp"
#include "converters/xiangqi/vn_position.hpp"
#include "grammar/xiangqi/vn_pos_parse.hpp"
#include "rules/xiangqi/adjudicate.hpp"

namespace kypho::xiangqi {
namespace {

using grammar::xiangqi::Event;
using grammar::xiangqi::GameSyntax;

struct Replayer {
  const grammar::SourceText& src;
  const GameSyntax& syntax;
  ReadGame& out;
  bool one_based;
  // The notation the game's moves are read in: the grammar's, or another that read its words as well and
  // replays more of them (GameFeed), in which each move's word is read again.
  Notation game_notation;
  ReadChecks checks;
  LayoutReplay<GameRules, GameSyntax> layout{src, syntax, out};
  Replay<GameRules>& replay = layout.replay;
  GameDiagnostics& log = layout.log;
  SpellingNotes spelling{src, log};
  bool set_up_by_shorthand = false;  // the start is the side lines' position shorthand

  // The [FEN] start, played on even when it breaks a set-up rule; nothing when it cannot be played on at all
  // (then no move is checked: replaying from the initial position instead would invent errors).
  std::optional<Position> start_position() {
    const auto* fen = syntax.tag("FEN");
    if (!fen) {
      auto shorthand = shorthand_start();
      return shorthand ? shorthand : Position::start();
    }
    Diagnostics ds;
    auto pos = read_fen(src, fen->value_offset, fen->value.size(), ds, true);
    for (auto& d : ds) log.report(std::move(d));
    return pos;
  }

  // A scoresheet of an adjourned or composed game gives its start in the position shorthand on its side
  // lines (`Bên trắng: Tg5, X2+5, B4+6 (3 con)`): that is a position, not two players' names. Red moves
  // first there, as the rulebook's example has it, and that is said.
  std::optional<Position> shorthand_start() {
    const auto* red = syntax.tag("Red");
    const auto* black = syntax.tag("Black");
    const auto lists_pieces = [&](const grammar::xiangqi::TagSyntax* t) {
      return t && src.text()[t->offset] != '[' && grammar::xiangqi::starts_listing_pieces(t->value);
    };
    if (!lists_pieces(red) || !lists_pieces(black)) return std::nullopt;
    // Read as the shorthand's two lines, made of the two values; what is found is placed back in the record.
    constexpr std::string_view red_words = "Bên trắng: ", black_words = "\nBên đen: ";
    const std::string lines = fmt::format("{}{}{}{}\n", red_words, red->value, black_words, black->value);
    const std::size_t black_at = red_words.size() + red->value.size() + black_words.size();
    const auto in_record = [&](std::size_t at) {
      const auto* side = at < black_at ? red : black;
      const std::size_t from = at < black_at ? red_words.size() : black_at;
      return side->value_offset + std::min(at - std::min(at, from), side->value.size());
    };
    std::vector<grammar::SyntaxError> errors;
    auto sides = grammar::xiangqi::parse_vn_position(lines, errors);
    for (const auto& e : errors)
      log.report(log.at(in_record(e.offset), e.warning ? Severity::WARNING : Severity::ERROR, e.code,
                        msg("the side lines list pieces in the position shorthand, but not as one: {why}", arg("why", e.message))));
    if (!sides) return std::nullopt;
    for (auto& side : *sides) {
      side.count_offset = in_record(side.count_offset);
      for (auto& e : side.entries) e.offset = in_record(e.offset);
    }
    Diagnostics ds;
    const auto pos = position_of_sides(src, *sides, ds);
    const bool read = pos && !has_errors(ds);
    for (auto& d : ds) log.report(std::move(d));
    if (!read) return std::nullopt;
    log.report(log.at(red->value_offset, Severity::NOTE, "missing-turn",
                      tr("the side lines give the start in the position shorthand; Trắng (Red) is taken to move first")));
    set_up_by_shorthand = true;
    auto& tags = out.record.tags;
    std::erase_if(tags, [](const auto& t) { return t.name == "Red" || t.name == "Black"; });
    tags.push_back({"FEN", write_fen(*pos)});
    return pos;
  }

  // Lines with no move of the game's notation, with words it does not read (two or more, or one without a
  // digit, which a slip in a move would have) and no more words of other notations than not: prose, a title,
  // "Bên trắng: Nguyễn Văn A". And sentences that quote a few moves (`Đây là khai cuộc …, bên đen có thể đi
  // 2... M2.3 hoặc X9.1`): a line that does not start with a move number, whose words no notation reads are
  // four or more and three times its moves: the moves in it are the commentary's, not the game's. Each line
  // number maps to whether it is yet to be reported, and how many moves it quotes.
  struct Stray {
    bool pending = true;
    int quoted = 0;
  };
  std::map<std::uint32_t, Stray> stray_lines;
  // The words the game's notation does not read that another does, by offset: read once, here.
  std::map<std::uint32_t, grammar::xiangqi::ForeignMove> foreign_moves;
  void classify_unknown_words() {
    struct Words {
      int unknown = 0, foreign = 0;
      bool digit = false;        // some word has a digit
      bool each_digit = true;    // every word has one, as a move kypho could not read has (`3. PT.4`)
    };
    std::map<std::uint32_t, Words> lines;
    for (const Event& e : syntax.events) {
      if (e.type != Event::UNKNOWN) continue;
      Words& w = lines[src.line_number(e.offset)];
      if (auto foreign = grammar::xiangqi::read_foreign_move(src.text(), e.offset, e.length, game_notation)) {
        foreign_moves.emplace(e.offset, *foreign);
        ++w.foreign;
      } else {
        ++w.unknown;
      }
      const std::string_view word = layout.text(e);
      const bool digit = std::any_of(word.begin(), word.end(), [](char c) { return c >= '0' && c <= '9'; });
      w.digit |= digit;
      w.each_digit &= digit;
    }
    if (lines.empty()) return;  // the usual game: no line to look at
    std::map<std::uint32_t, int> moves;
    // The lines that start with a move number (`3.`, `3)`): what the move number rule read, not a digit alone
    // (a node list's `0-车七进二` is one unread word).
    std::set<std::uint32_t> numbered_lines, seen_lines;
    for (const Event& e : syntax.events) {
      const std::uint32_t line = src.line_number(e.offset);
      if (e.type == Event::MOVE) ++moves[line];
      if (seen_lines.insert(line).second && e.type == Event::MOVE_NUMBER) numbered_lines.insert(line);
    }
    for (const auto& [line, w] : lines) {
      const auto m = moves.find(line);
      const int quoted = m == moves.end() ? 0 : m->second;
      const bool numbered = numbered_lines.contains(line);
      // A line that starts with a move number and whose every word has a digit is moves, read or not: its words
      // are errors, not prose.
      const bool moves_unread = numbered && w.each_digit;
      if (quoted == 0 ? (w.foreign == 0 || w.foreign < w.unknown) && (w.unknown + w.foreign >= 2 || !w.digit) && !moves_unread
                      : !numbered && w.unknown >= 4 && w.unknown >= 3 * (quoted + w.foreign))
        stray_lines[line] = Stray{true, quoted + w.foreign};
    }
  }

  // `written_in` is the game's notation, or another one a move of it is written in.
  void play_move(const Event& e, Notation written_in) {
    const bool foreign = written_in != game_notation;
    if (replay.begin_move({e.offset, e.length}) == Replay<GameRules>::Step::SKIP) {
      // Not checked, as the moves around it; its notation is still said, without the rewrite no position gives.
      if (foreign) report_mixed(e, written_in);
      return;
    }
    Position& pos = replay.position();
    // The legal moves a note offers are written as the move was: `Xe 1 tấn 2` for a move in words.
    const Notation notation = e.move.vertical.long_form ? Notation::VIETNAMESE_LONG : written_in;
    Resolution r = resolve_in(pos, e, written_in);
    if (foreign)
      r.notes.push_back(msg("'{text}' is read in {notation} notation", quote("text", layout.text(e)),
                            arg("notation", tr(grammar::xiangqi::notation_label(written_in)))));
    if (!r.ok()) {
      // A record kypho made of a file (XQF, CCBridge, DhtmlXQ) has the start the file stores, standard or not.
      if (replay.written_on_line() == 1 && !syntax.tag("FEN") && !src.made() && (r.code == "no-such-piece" || r.code == "wrong-side"))
        r.notes.push_back(tr("the record gives no start position ([FEN] tag), so the initial position was assumed"));
      if (!foreign) legal_elsewhere(e, pos, r.notes);
      return replay.refuse(std::move(r.code), std::move(r.message), std::move(r.notes));
    }
    if (foreign) {
      const Notation own = game_notation;
      report_mixed(e, written_in, write_move(pos, r.move, own == Notation::VIETNAMESE_LONG ? Notation::VIETNAMESE : own));
    } else if (e.move.vertical.spelling != 0 || e.move.vertical.place != grammar::xiangqi::Place::NONE) {
      spelling.check(e.offset, layout.text(e), e.move.vertical.spelling, pos, r.move, notation, [&] { return write_move(pos, r.move, notation); });
    }
    replay.play(r.move);
  }

  Resolution resolve_in(Position& pos, const Event& e, Notation written_in) const {
    if (written_in == Notation::ICCS) return resolve(pos, e.move.coordinate, one_based, written_in);
    if (written_in == Notation::SAN) return resolve(pos, e.move.san);
    return resolve(pos, e.move.vertical, e.move.vertical.long_form ? Notation::VIETNAMESE_LONG : written_in);
  }

  // A word of the game's notation that names no legal move, and that another notation reads as one (WXF's
  // elephant `M2.3` is a Vietnamese horse's move; `C2.5` a WXF cannon's, not a Vietnamese soldier's): what
  // was probably meant, said in a note, the move still refused (the word is a legal move in the game's own
  // notation only where the sheet was written in it).
  void legal_elsewhere(const Event& e, Position& pos, std::vector<std::string>& notes) const {
    for (const Notation n : grammar::xiangqi::READ_NOTATIONS) {
      if (n == game_notation) continue;
      const auto again = grammar::xiangqi::read_move_as(src.text(), e.offset, e.length, n);
      if (!again) continue;
      const Resolution r = resolve_in(pos, *again, n);
      if (!r.ok()) continue;
      const Notation own = game_notation == Notation::VIETNAMESE_LONG ? Notation::VIETNAMESE : game_notation;
      notes.push_back(msg("'{text}' is a legal move in {notation} notation: {move} in {game_notation}", quote("text", layout.text(e)),
                          arg("notation", tr(grammar::xiangqi::notation_label(n))), arg("move", write_move(pos, r.move, own)),
                          arg("game_notation", tr(grammar::xiangqi::notation_label(own)))));
    }
  }

  // A move in another notation than its game's: played, and said (a sheet that changes notation mid-game
  // is often a copy of two sources), with its rewrite in the game's notation when the position gives one.
  void report_mixed(const Event& e, Notation written_in, std::optional<std::string> rewrite = std::nullopt) {
    Diagnostic d = log.at(e.offset, Severity::WARNING, "mixed-notation",
                          msg("'{text}' is in {notation} notation, the rest of the game in {game_notation}", quote("text", layout.text(e)),
                              arg("notation", tr(grammar::xiangqi::notation_label(written_in))),
                              arg("game_notation", tr(grammar::xiangqi::notation_label(game_notation)))));
    if (rewrite) add_fix(d, src, e.offset, e.length, std::move(*rewrite));
    log.report(std::move(d));
  }

  // A word that is not a move: a line of prose (kept as a comment), or a move no notation reads.
  void unknown_word(const Event& e) {
    const std::uint32_t line_no = src.line_number(e.offset);
    if (const auto stray = stray_lines.find(line_no); stray != stray_lines.end()) {
      const std::string_view source_line = src.line(line_no);
      // A line of prose or a header: one warning, kept as a comment, and no ply taken.
      if (!stray->second.pending) return;
      stray->second.pending = false;
      const std::size_t line_offset = std::size_t(source_line.data() - src.text().data());
      const int quoted = stray->second.quoted;
      log.report(log.at(line_offset, Severity::WARNING, "stray-text",
                        quoted == 0 ? tr("this line is not moves; it is kept as a comment")
                                    : msgn("this line is prose that quotes {n} move: it is kept as a comment, the move in it not played",
                                           "this line is prose that quotes {n} moves: it is kept as a comment, the moves in it not played", quoted,
                                           arg("n", quoted))));
      replay.not_moves(line_offset, msg("line {line}", arg("line", line_no)));
      replay.comment(" ", source_line);
      return;
    }
    if (const auto foreign = foreign_moves.find(e.offset); foreign != foreign_moves.end())
      return play_move(foreign->second.move, foreign->second.notation);
    replay.unreadable({e.offset, e.length}, msg("'{text}' is not a move in {notation} notation", quote("text", layout.text(e)),
                                                arg("notation", tr(grammar::xiangqi::notation_label(game_notation)))));
  }

  void run() {
    replay.take(checks);
    classify_unknown_words();
    if (!stray_lines.empty()) layout.prose = [this](std::size_t offset) { return stray_lines.contains(src.line_number(offset)); };
    layout.take_tags(XIANGQI_PGN_ROSTER, checks);
    const auto* fen = syntax.tag("FEN");
    replay.start(start_position(), fen ? std::string_view(fen->value) : std::string_view());
    layout.events(
        [&](const Event& e) {
          // A move a sentence quotes is the sentence's.
          if (!stray_lines.empty() && stray_lines.contains(src.line_number(e.offset))) return unknown_word(e);
          if (game_notation == syntax.moves_notation()) return play_move(e, game_notation);
          // Read again in the notation chosen over the grammar's; a word it does not read is the grammar's.
          if (const auto again = grammar::xiangqi::read_move_as(src.text(), e.offset, e.length, game_notation)) return play_move(*again, game_notation);
          play_move(e, syntax.moves_notation());
        },
        [&](const Event& e) { unknown_word(e); });
    layout.finish(fen != nullptr || set_up_by_shorthand);
  }
};

}  // namespace

std::string GameRules::side_name(int side) { return side_noun(Color(side)); }

namespace {

// What a judgement says, in words.
std::string judgement_words(const Judgement& j, const RuleSet& rules) {
  const auto side = arg("side", side_noun(j.side)), by = arg("rules", tr(rules.title)),
             pieces = arg("pieces", msgn("one piece", "{n} pieces", j.pieces, arg("n", j.pieces))),
             nth = arg("nth", j.count == 3 ? tr("a third time") : msg("a {n}th time", arg("n", j.count)));
  const auto count = arg("count", j.count), since = arg("since", j.since), ply = arg("ply", j.since - 1), limit = arg("limit", j.limit);
  const bool by_runs = rules.run_limits[0] != 0;
  switch (j.rule) {
    case Rule::PERPETUAL_CHECK:
      if (by_runs)
        return msg("{side} has checked {count} times in a row with {pieces} since ply {since}, where {rules} allow {limit} (perpetual check)",
                   side, count, pieces, since, by, limit);
      return msg("the position after ply {ply} comes back {nth}, {side} checking on every move since (perpetual check, {rules})", ply, nth,
                 side, by);
    case Rule::PERPETUAL_CHASE:
      if (by_runs)
        return msg("{side} has chased one piece {count} times in a row with {pieces} since ply {since}, where {rules} allow {limit} (perpetual "
                   "chase)",
                   side, count, pieces, since, by, limit);
      return msg("the position after ply {ply} comes back {nth}, {side} chasing one piece on every move since (perpetual chase, {rules})", ply,
                 nth, side, by);
    case Rule::PERPETUAL_MATE_THREAT:
      return msg("the position after ply {ply} comes back {nth}, {side} checking or threatening mate on every move since (perpetual mate "
                 "threat, {rules})",
                 ply, nth, side, by);
    case Rule::BOTH_VIOLATE: {
      const std::string offence = j.offence == Rule::PERPETUAL_CHASE ? tr("perpetual chase") : tr("perpetual check or mate threat");
      return msg("both sides break the advanced rule the same way ({offence}) since ply {since}: a draw by {rules}", arg("offence", offence),
                 since, by);
    }
    case Rule::REPETITION:
      return msg("the position after ply {ply} comes back {nth} with neither side checking or chasing throughout: a draw by {rules}", ply, nth, by);
    case Rule::EFFECTIVE_MOVES:
      return msg("{count} moves that are neither checks, chases nor answers to them have been played: a draw by {rules}", count, by);
    case Rule::NO_PROGRESS:
      if (rules.soldier_progress)
        return msg("{count} moves without a capture or a crossed soldier's step forward since ply {since}: a draw by {rules}", count, since, by);
      return msg("{count} moves without a capture since ply {since}: a draw by {rules}", count, since, by);
    case Rule::TOTAL_MOVES: return msg("{count} moves have been played: a draw by {rules}", count, by);
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

std::optional<LineJudgement> GameRules::LineJudge::finish(const Position& end, const Ending&) const {
  const auto j = adjudicator_.finish(end);
  if (!j) return std::nullopt;
  LineJudgement out;
  out.ply = std::uint32_t(j->ply);
  out.result = j->verdict == Verdict::RED_WINS ? Result::FIRST_WINS : j->verdict == Verdict::BLACK_WINS ? Result::SECOND_WINS : Result::DRAW;
  out.how = j->rule == Rule::PERPETUAL_CHECK || j->rule == Rule::PERPETUAL_MATE_THREAT ? Termination::PERPETUAL_CHECK
            : j->rule == Rule::PERPETUAL_CHASE ? Termination::PERPETUAL_CHASE
            : j->rule == Rule::BOTH_VIOLATE || j->rule == Rule::REPETITION ? Termination::REPETITION
                                                                            : Termination::MOVE_LIMIT;
  if (j->rule != Rule::BOTH_VIOLATE && j->verdict != Verdict::DRAW) out.by = std::int8_t(j->side);
  out.why = judgement_words(*j, rules_);
  return out;
}

namespace {

// Replays each game as its grammar hands it over, numbered in order; games with nothing in them are no games.
class GameFeed {
 public:
  GameFeed(const grammar::SourceText& src, ReadChecks checks, const std::function<void(ReadGame&)>& on_game)
      : src_(src), checks_(checks), on_game_(on_game) {}

  void take(const GameSyntax& syntax) {
    if (syntax.events.empty() && syntax.tags.empty() && syntax.errors.empty() && syntax.result.empty()) return;
    ++index_;
    std::optional<Diagnostic> tie;
    const Notation notation = syntax.tied ? settle_tie(syntax, tie) : syntax.moves_notation();
    // ICCS ranks: a 0 or a 10 decides; otherwise the reading that replays further wins.
    bool one_based = false;
    if (notation == Notation::ICCS && syntax.notation == Notation::ICCS) {
      bool zero = false, ten = false;
      for (const auto& e : syntax.events)
        if (e.type == Event::MOVE) {
          zero |= e.move.coordinate.from_rank == 0 || e.move.coordinate.to_rank == 0;
          ten |= e.move.coordinate.from_rank == 10 || e.move.coordinate.to_rank == 10;
        }
      if (ten && !zero) one_based = true;
      if (!zero && !ten) {
        ReadGame zero_based, one;
        replay(zero_based, syntax, notation, false);
        replay(one, syntax, notation, true);
        one_based = one.history.size() > zero_based.history.size();
      }
    }
    replay(game_, syntax, notation, one_based);
    if (one_based)
      tell(located(src_, syntax.begin, Severity::NOTE, "non-canonical", tr("ICCS ranks are read as 1-based (h3e3), as Fairy-Stockfish and pychess write them")));
    if (tie) tell(std::move(*tie));
    on_game_(game_);
  }

 private:
  void replay(ReadGame& into, const GameSyntax& syntax, Notation notation, bool one_based) {
    into.reset(index_);
    into.notation = notation;
    into.one_based_ranks = one_based;
    Replayer{src_, syntax, into, one_based, notation, checks_}.run();
  }

  // How a game was read, which what its replay found depends on: said among the game's diagnostics where
  // it stands in the text, before those at its place.
  void tell(Diagnostic d) {
    d.game = game_.index;
    d.game_kind = GameRules::name;
    auto& ds = game_.diagnostics;
    const auto after = std::find_if(ds.begin(), ds.end(), [&](const Diagnostic& e) { return std::pair(e.line, e.col) >= std::pair(d.line, d.col); });
    ds.insert(after, std::move(d));
  }

  // A game whose first words read as well in other notations as in the grammar's choice (`C2.5 C8.5`: WXF's
  // cannons, Vietnamese soldiers): read in each, and taken in the one that replays the most of its moves, the
  // grammar's choice where several replay as many. What was chosen, and why, is said (`said`): a warning where
  // the moves replay as far in another, which then may be the game that was played.
  Notation settle_tie(const GameSyntax& syntax, std::optional<Diagnostic>& said) {
    const Notation first = syntax.moves_notation();
    std::vector<std::pair<Notation, std::size_t>> replayed{{first, 0}};
    for (const Notation n : grammar::xiangqi::READ_NOTATIONS)
      if (syntax.tied & grammar::xiangqi::notation_bit(n)) replayed.emplace_back(n, 0);
    ReadGame trial;
    for (auto& [n, plies] : replayed) {
      replay(trial, syntax, n, false);
      plies = trial.history.size() - 1;  // the start's is not a ply
    }
    const auto best = std::max_element(replayed.begin(), replayed.end(), [](const auto& a, const auto& b) { return a.second < b.second; });
    const auto level = std::count_if(replayed.begin(), replayed.end(), [&](const auto& r) { return r.second == best->second; });
    std::string others;
    for (const auto& [n, plies] : replayed)
      if (n != best->first) others += (others.empty() ? "" : ", ") + tr(grammar::xiangqi::notation_label(n));
    const std::size_t at = first_move(syntax);
    const auto chosen = arg("notation", tr(grammar::xiangqi::notation_label(best->first)));
    const auto named = arg("others", others);
    if (level > 1) {
      said = located(src_, at, Severity::WARNING, "notation",
                     msgn("the moves read as well in {others} notation as in {notation}, and {n} ply is legal in each: they are read in "
                          "{notation}; a [Format] tag or --from names the notation",
                          "the moves read as well in {others} notation as in {notation}, and {n} plies are legal in each: they are read in "
                          "{notation}; a [Format] tag or --from names the notation",
                          best->second, named, chosen, arg("n", best->second)));
    } else {
      std::size_t next = 0;
      for (const auto& r : replayed)
        if (r.first != best->first) next = std::max(next, r.second);
      said = located(src_, at, Severity::NOTE, "notation",
                     msgn("the moves read as well in {others} notation as in {notation}: they are read in {notation}, in which {n} ply is legal "
                          "({m} in {others}); a [Format] tag or --from names the notation",
                          "the moves read as well in {others} notation as in {notation}: they are read in {notation}, in which {n} plies are "
                          "legal ({m} in {others}); a [Format] tag or --from names the notation",
                          best->second, named, chosen, arg("n", best->second), arg("m", next)));
    }
    return best->first;
  }

  // Where a game's first move is written (where its tags end when it has none).
  static std::size_t first_move(const GameSyntax& syntax) {
    for (const Event& e : syntax.events)
      if (e.type == Event::MOVE) return e.offset;
    return syntax.begin;
  }

  const grammar::SourceText& src_;
  ReadChecks checks_;
  const std::function<void(ReadGame&)>& on_game_;
  ReadGame game_;
  std::uint32_t index_ = 0;
};

}  // namespace

void read_xiangqi_records(const grammar::SourceText& src, std::optional<Notation> notation, const std::function<void(ReadGame&)>& on_game,
                          ReadChecks checks) {
  GameFeed feed(src, checks, on_game);
  grammar::xiangqi::parse_xiangqi_record(src.text(), notation, [&](GameSyntax& syntax) { feed.take(syntax); });
}

void read_ucci_records(const grammar::SourceText& src, const std::function<void(ReadGame&)>& on_game, ReadChecks checks) {
  GameFeed feed(src, checks, on_game);
  grammar::xiangqi::parse_ucci(src.text(), [&](GameSyntax& syntax) { feed.take(syntax); });
}

}  // namespace kypho::xiangqi
