#include "converters/cotulenh/record_reader.hpp"

#include "grammar/text/messages.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <tuple>
#include <utility>

#include "converters/cotulenh/ctl.hpp"
#include "converters/cotulenh/fen.hpp"
#include "converters/cotulenh/notation.hpp"
#include "converters/cotulenh/san.hpp"
#include "grammar/cotulenh/record_parse.hpp"
#include "rules/cotulenh/attacks.hpp"
#include "rules/cotulenh/turns.hpp"

namespace kypho::cotulenh {
namespace {

using grammar::cotulenh::Event;
using grammar::cotulenh::GameSyntax;

constexpr RequiredHeader PGN_ROSTER[] = {{"Event"}, {"Site"}, {"Date"}, {"Round"}, {"Red"}, {"Blue"}, {"Result"}};
constexpr std::size_t MOST_SUGGESTIONS = 8;

// The main line's turns as written (not in variations), for a dry run before the real one.
std::vector<std::string_view> main_line_texts(const grammar::SourceText& src, const GameSyntax& syntax) {
  std::vector<std::string_view> texts;
  int depth = 0;
  for (const Event& e : syntax.events) {
    if (e.type == Event::VARIATION_BEGIN) ++depth;
    else if (e.type == Event::VARIATION_END) depth = std::max(0, depth - 1);
    else if (e.type == Event::MOVE && depth == 0) texts.push_back(src.text().substr(e.offset, e.length));
  }
  return texts;
}

// A turn as written, read into what the SAN matcher takes; for the seed's notation, also as written.
struct Written {
  grammar::CotulenhSanTurn san;
  std::optional<grammar::CtlTurn> ctl;
};

// How a record's turns are written: the notation, and for the seed's, its letter set.
struct Notation {
  grammar::cotulenh::TurnNotation kind;
  LetterSet letters = LetterSet::SEED;

  std::string name() const { return kind == grammar::cotulenh::TurnNotation::CTL ? tr("the notation of Luật cờ tư lệnh") : tr("@cotulenh/core's SAN"); }
  // Nothing when `text` is not a turn; then `why` may say more.
  std::optional<Written> read(const Position& pos, std::string_view text, std::string& why) const {
    if (kind == grammar::cotulenh::TurnNotation::SAN) {
      auto san = grammar::parse_cotulenh_san(text);
      if (!san) return std::nullopt;
      return Written{std::move(*san), std::nullopt};
    }
    auto ctl = grammar::parse_ctl_turn(text);
    if (!ctl) return std::nullopt;
    auto san = as_san_turn(pos, *ctl, letters, why);
    if (!san) return std::nullopt;
    return Written{std::move(*san), std::move(ctl)};
  }
  // `marks`: those of the position after the turn, which the seed's notation writes.
  std::string write(Position& pos, const TurnBoards& boards, const Turn& t, const EndMarks& marks) const {
    return kind == grammar::cotulenh::TurnNotation::CTL ? ctl(boards, t, letters, marks) : san(pos, t);
  }
  std::string write(Position& pos, const Turn& t) const { return write_turn(pos, t, kind, letters); }

  // Why `text` is no turn, and in the seed's notation how far it reads as one and what a turn is made of.
  Diagnostic not_a_turn(GameDiagnostics& log, std::size_t offset, std::string_view text) const {
    std::size_t reached = 0;
    if (kind == grammar::cotulenh::TurnNotation::CTL) grammar::parse_ctl_turn(text, &reached);
    Diagnostic d = log.at(offset, Severity::ERROR, "syntax",
                          reached > 0 && reached < text.size()
                              ? msg("'{text}' is not a turn in {notation}: it reads as one as far as '{read}', not from '{rest}'", quote("text", text),
                                    arg("notation", name()), quote("read", text.substr(0, reached)), quote("rest", text.substr(reached)))
                              : msg("'{text}' is not a turn in {notation}", quote("text", text), arg("notation", name())));
    if (kind == grammar::cotulenh::TurnNotation::CTL)
      d.notes.push_back(tr("a turn is the piece's letter (a stack's in parentheses), its point rank.file, how it goes (_ a move, @ a capture, "
                           "+@ a capture from where it stands, @\" a plane shot down, >< one for one) and the point it goes to: "
                           "T3.5_5.5, (HT)5.2@9.2"));
    return d;
  }
};

// The position after `texts` from `pos`, when each names exactly one legal turn.
std::optional<Position> played_through(Position pos, const std::vector<std::string_view>& texts, const Notation& notation) {
  std::string why;
  for (std::string_view text : texts) {
    const auto written = notation.read(pos, text, why);
    if (!written) return std::nullopt;
    const SanMatch m = match_san(pos, written->san);
    if (m.turns.size() != 1) return std::nullopt;
    pos.make(m.turns.front());
  }
  return pos;
}

struct Replayer {
  const grammar::SourceText& src;
  const GameSyntax& syntax;
  ReadGame& out;
  const Profile* profile;  // the file's, until the game's [Rules] tag says otherwise
  Notation notation;
  ReadChecks checks;
  LayoutReplay<GameRules, GameSyntax> layout{src, syntax, out};
  Replay<GameRules>& replay = layout.replay;
  GameDiagnostics& log = layout.log;
  std::optional<std::size_t> spelling_note;  // the game's one non-canonical note, which gathers every fix

  // The [FEN] start. @cotulenh/core's PGN writer puts the position after the moves there: when the moves
  // cannot start from it but replay from the standard start to exactly it, that is what the text means.
  std::optional<Position> start_position() {
    const auto* fen = syntax.tag("FEN");
    if (!fen) return Position::start(*profile);
    Diagnostics ds;
    auto pos = read_fen(src, fen->value_offset, fen->value.size(), ds, *profile);
    for (auto& d : ds) log.report(std::move(d));
    if (!pos) return pos;
    const auto texts = main_line_texts(src, syntax);
    // Only a [FEN] with the side to move and move number the standard start reaches after the main line's
    // turns can be where they end; any other is where they start, and needs no replay to tell.
    const bool may_be_end = pos->side_to_move() == Color(texts.size() % 2) && pos->fullmove() == int(1 + texts.size() / 2);
    if (texts.empty() || !may_be_end || played_through(*pos, texts, notation)) return pos;
    const auto end = played_through(Position::start(*profile), texts, notation);
    if (!end || !(*end == *pos)) return pos;
    log.report(log.at(fen->value_offset, Severity::WARNING, "fen-not-start",
                      tr("this [FEN] is the position after the game's moves, as @cotulenh/core's PGN writer puts it, not where "
                         "they start: the moves are read from the standard start position")));
    return Position::start(*profile);
  }

  bool warned = false;  // of the turn being read: one warning a turn, whose fix rewrites it all

  // A symbol that does not say what happened: a warning, with the turn as kypho writes it.
  void wrong_symbol(std::size_t offset, std::string message, const Event& e, const std::string& canonical) {
    if (std::exchange(warned, true)) return;
    Diagnostic d = log.at(offset, Severity::WARNING, "move-symbol", std::move(message));
    if (canonical != layout.text(e)) add_fix(d, src, e.offset, e.length, canonical);
    log.report(std::move(d));
  }

  // Hero marks, written before each piece letter, against the pieces as they stand when each sub-move starts.
  void check_heroes(const Event& e, const grammar::CotulenhSanTurn& written, const TurnBoards& boards, const Turn& t, const std::string& canonical) {
    const std::string_view text = layout.text(e);
    for (std::size_t i = 0; i < t.count; ++i) {
      const Stack& stack = boards.before(int(i)).at(t.steps[i].from);
      const auto& sub = written.sub_moves[i];
      for (const auto& piece : sub.pieces) {
        const auto kind = profile->kind_of_letter(piece.letter);
        if (!kind || piece.hero == stack.hero(*kind)) continue;
        const std::size_t at = e.offset + std::min(sub.offset != std::string::npos ? sub.offset : text.find(piece.letter), text.size() - 1);
        wrong_symbol(at,
                     piece.hero ? msg("'+' marks the {piece} on {point} a hero, but it is not one", arg("piece", kind_noun(*kind)),
                                      arg("point", square_name(t.steps[i].from)))
                                : msg("the {piece} on {point} is a hero: its mark '+' is missing", arg("piece", kind_noun(*kind)),
                                      arg("point", square_name(t.steps[i].from))),
                     e, canonical);
        return;
      }
    }
  }

  // A check or mate mark after the turn (SAN's old `+`, `#`, `^`; the seed's `>`, `^`), against the position
  // it leaves. The seed's `^` also marks a battle won.
  void check_mark(const Event& e, char mark, const EndMarks& after, const std::string& canonical) {
    if (!mark || (mark == '+' ? after.check : after.mate)) return;
    const char shown = notation.kind == grammar::cotulenh::TurnNotation::CTL && mark == '+' ? '>' : mark;
    wrong_symbol(e.offset + e.length - 1,
                 mark == '+' ? msg("'{mark}' marks a check, but the turn gives none", arg("mark", shown))
                             : msg("'{mark}' marks a mate, but the turn does not mate", arg("mark", shown)),
                 e, canonical);
  }

  // What the seed's notation says beside the sub-moves: the piece each takes, and the check each piece that
  // stays is said to give (`K9.2>*11.4`), against the board the turn leaves.
  void check_ctl(const Event& e, const grammar::CtlTurn& written, const TurnBoards& boards, const Turn& t, const std::string& canonical) {
    const Color mover = boards.before(0).side_to_move();
    std::size_t step = 0;
    for (const auto& part : written.parts) {
      if (part.how == grammar::CtlPart::How::CHECKS || step >= t.count) continue;
      const Position& pos = boards.before(int(step));
      const Move& m = t.steps[step++];
      if (!part.target.empty()) {
        const Stack& there = pos.at(m.to);
        KindSet named = 0;
        for (const auto& p : part.target)
          if (const auto k = ctl_kind(p.letter, notation.letters)) named |= bit(*k);
        if (there.empty() || (named != there.kinds && named != bit(pos.carrier_at(m.to))))
          wrong_symbol(e.offset + part.offset,
                       there.empty() ? msg("a piece is named as taken on {point}, but the point is empty", arg("point", ctl_point(m.to)))
                                     : msg("the piece on {point} is not what is written", arg("point", ctl_point(m.to))),
                       e, canonical);
      }
    }
    // The board the parts written lead to: what stays is said to check from there.
    const Position& pos = boards.before(int(step));
    for (const auto& part : written.parts) {
      if (part.how != grammar::CtlPart::How::CHECKS) continue;
      const Square from = make_square(part.from.x, part.from.y), to = make_square(part.to.x, part.to.y);
      const auto kind = ctl_kind(part.pieces.front().letter, notation.letters);
      const auto is_written = [&](Attacker a) { return a.square == from && a.kind == *kind; };
      const bool checks = to == pos.commander(~mover) && kind && std::ranges::any_of(attackers_of(pos, to, mover), is_written);
      if (!checks)
        wrong_symbol(e.offset + part.offset,
                     msg("the piece on {from} is said to check the commander on {to}, but it does not", arg("from", ctl_point(from)),
                         arg("to", ctl_point(to))),
                     e,
                     canonical);
    }
  }

  // The marks of the seed's notation that belong to the record: a judgement, a draw, a loss. A turn keeps
  // one judgement; any other is read but cannot be kept, and convert says so.
  void take_ctl_marks(const Event& e, const grammar::CtlTurn& written, Color mover) {
    bool kept = false;
    for (const std::string& judgement : written.judgements)
      if (kept || !(kept = replay.annotate(annotation_of_judgement(judgement))))
        out.not_kept.push_back(msg("the judgement '{judgement}' on line {line}: a turn keeps one", quote("judgement", judgement),
                                   arg("line", src.line_number(e.offset))));
    if (written.draw) replay.terminal(e.offset + e.length - 1, Ending{Termination::AGREED_DRAW, -1, Result::DRAW});
    if (written.lost)
      replay.terminal(e.offset + e.length - 2, Ending{Termination::RESIGNATION, std::int8_t(mover), mover == RED ? Result::SECOND_WINS : Result::FIRST_WINS});
  }

  void note_spelling(const Event& e, const std::string& canonical) {
    if (!spelling_note) {
      spelling_note = out.diagnostics.size();
      log.report(log.at(e.offset, Severity::NOTE, "non-canonical",
                        notation.kind == grammar::cotulenh::TurnNotation::CTL
                            ? tr("written otherwise than kypho writes it (a point with ',', a check mark missing, spaces, letters in lower "
                                 "case, '-' for '_' or 'x' for '@')")
                            : tr("written otherwise than kypho writes it (a rank cut to its first digit, an origin not needed, `*` for `_`, a "
                                 "recombine as two sub-moves)")));
    }
    if (*spelling_note < out.diagnostics.size()) add_fix(out.diagnostics[*spelling_note], src, e.offset, e.length, canonical);
  }

  std::vector<std::string> names_of(Position& pos, const std::vector<Turn>& turns) {
    std::vector<std::string> names;
    for (const Turn& t : turns) names.push_back(notation.write(pos, t));
    return names;
  }

  // Why no legal turn is written, and the nearest ones: the same pieces' turns, or else the turns to its target.
  void refuse_unmatched(Position& pos, const grammar::CotulenhSanTurn& written) {
    const auto& first = written.sub_moves.front();
    const KindSet kinds = kinds_of(*profile, first.pieces).value_or(0);
    const Square target = make_square(first.to_file, first.to_rank);
    std::vector<Turn> same_pieces, same_target;
    for (const Turn& t : TurnList(pos)) {
      if (t.steps[0].pieces == kinds) same_pieces.push_back(t);
      if (t.steps[0].to == target) same_target.push_back(t);
    }
    bool on_board = false;
    for (Square s = 0; s < SQUARE_NB && !on_board; ++s)
      on_board = !pos.at(s).empty() && pos.at(s).color == pos.side_to_move() && (pos.at(s).kinds & kinds) == kinds;
    const std::string side = GameRules::side_name(pos.side_to_move());
    const auto& nearest = same_pieces.empty() ? same_target : same_pieces;
    std::vector<std::string> notes;
    if (!nearest.empty()) {
      auto names = names_of(pos, nearest);
      const std::size_t more = names.size() > MOST_SUGGESTIONS ? names.size() - MOST_SUGGESTIONS : 0;
      names.resize(std::min(names.size(), MOST_SUGGESTIONS));
      const auto listed = arg("turns", fmt::format("{}", fmt::join(names, ", ")));
      const std::string shown = same_pieces.empty() ? msg("to the same point, legal: {turns}", listed) : msg("of the same pieces, legal: {turns}", listed);
      notes.push_back(more ? shown + msg(" and {n} more", arg("n", more)) : shown);
    }
    if (!on_board)
      return replay.refuse("no-such-piece", msg("{side} has no such piece or stack to move", arg("side", side)), std::move(notes));
    replay.refuse("illegal-move", msg("no legal turn of {side} is written so", arg("side", side)), std::move(notes));
  }

  void play(const Event& e) {
    if (replay.begin_move({e.offset, e.length}) == Replay<GameRules>::Step::SKIP) return;
    Position& pos = replay.position();
    std::string why;
    const auto written = notation.read(pos, layout.text(e), why);
    if (!written) {
      if (!why.empty()) return replay.refuse("syntax", why);
      Diagnostic d = notation.not_a_turn(log, e.offset, layout.text(e));
      return replay.refuse(d.code, d.message, d.notes);
    }
    SanMatch found = match_san(pos, written->san);
    if (found.turns.size() > 1)
      return replay.refuse("ambiguous-move", msg("'{text}' names {n} legal turns", quote("text", layout.text(e)), arg("n", found.turns.size())),
                           {msg("written whole, they are: {turns}", arg("turns", fmt::format("{}", fmt::join(names_of(pos, found.turns), ", "))))});
    if (found.turns.empty() && !found.out_of_order.empty())
      return replay.refuse("illegal-move", tr("these sub-moves cannot be played in the order written"),
                           {msg("played so, they are legal: {turn}", arg("turn", notation.write(pos, found.out_of_order.front())))});
    bool exact = true;
    if (found.turns.empty()) {
      // A wrong kind mark (`x` where nothing is taken): what was meant, when only one turn fits.
      found = match_san(pos, written->san, false);
      if (found.turns.size() != 1) return refuse_unmatched(pos, written->san);
      exact = false;
    }
    const Turn turn = found.turns.front();
    warned = false;
    const Color mover = pos.side_to_move();
    // The board before each sub-move, made once for the writer and both checks of what is written.
    const TurnBoards boards(pos, turn);
    // The end marks, asked once for both the turn as kypho writes it and the mark as written: in SAN only
    // where a mark is written, for kypho writes none there.
    char mark = written->san.check;
    if (written->ctl) mark = written->ctl->mate ? '^' : written->ctl->check ? '+' : 0;
    EndMarks marks;
    if (written->ctl || mark) {
      Position after = pos;
      after.make(turn);
      marks = end_marks(after);
    }
    const std::string canonical = notation.write(pos, boards, turn, marks);
    if (!exact && written->ctl && written->ctl->fault && !turn.first().is(FORFEIT))
      wrong_symbol(e.offset + layout.text(e).rfind('$'), tr("'$' marks a fault that costs the turn, but the turn is legal"), e, canonical);
    // A turn written as kypho writes it says all there is to say, whatever the exact reading missed.
    else if (!exact && canonical != layout.text(e))
      wrong_symbol(e.offset, msg("'{text}' does not say how its pieces take or move: it plays {turn}", quote("text", layout.text(e)), arg("turn", canonical)),
                   e, canonical);
    check_heroes(e, written->san, boards, turn, canonical);
    if (written->ctl) check_ctl(e, *written->ctl, boards, turn, canonical);
    replay.play(turn);
    check_mark(e, mark, marks, canonical);
    // SAN's old check marks are not written by kypho: one that is right is no slip.
    if (!warned && canonical != layout.text(e) && (written->ctl || !mark)) note_spelling(e, canonical);
    if (written->ctl) take_ctl_marks(e, *written->ctl, mover);
  }

  // The game's own [Rules] and [Letters] tags, where --rules does not say.
  void take_game_rules() {
    out.rules_assumed = checks.rules.empty() && !syntax.tag("Rules");
    if (const auto* tag = syntax.tag("Rules"); tag && checks.rules.empty()) {
      if (const Profile* named = find_profile(tag->value)) profile = named;
      else
        log.report(log.at(tag->value_offset, Severity::WARNING, "unknown-rules",
                          msg("no rule profile is named '{name}'; the game is read by the rules of {profile}", quote("name", tag->value),
                              arg("profile", profile->name))));
    }
    if (const auto* tag = syntax.tag("Letters"); tag && notation.kind == grammar::cotulenh::TurnNotation::CTL) {
      if (const auto set = letter_set_named(tag->value)) notation.letters = *set;
      else
        log.report(log.at(tag->value_offset, Severity::WARNING, "unknown-letters",
                          msg("the letter sets are vi (Luật cờ tư lệnh's) and en (the rulebook's), not '{name}'; read as vi", quote("name", tag->value))));
    }
  }

  void run() {
    replay.take(checks);
    take_game_rules();
    layout.take_tags(PGN_ROSTER, checks);
    const auto* fen = syntax.tag("FEN");
    replay.start(start_position(), fen ? std::string_view(fen->value) : std::string_view());
    layout.events([&](const Event& e) { play(e); }, [&](const Event& e) {
      Diagnostic d = notation.not_a_turn(log, e.offset, layout.text(e));
      replay.unreadable({e.offset, e.length}, d.message, d.notes);
    });
    layout.finish(fen != nullptr);
  }
};

}  // namespace

std::string GameRules::key(const Turn& t) {
  std::string key;
  for (const cotulenh::Move& m : t.moves()) key += fmt::format("{}{}{:x}{:x} ", square_name(m.from), square_name(m.to), m.pieces, m.flags);
  return key;
}

void GameRules::LineJudge::play(const Position& after, const Turn&, const TurnUndo&) {
  ++plies_;
  if (first_) return;
  const auto s = decided(after);
  if (!s) return;
  LineJudgement& j = first_.emplace();
  j.ply = plies_;
  j.how = termination(*s);
  std::tie(j.why, j.result) = board_end<GameRules>(after, *s);
}

std::optional<LineJudgement> GameRules::LineJudge::finish(const Position&, const Ending&) const {
  return first_ && first_->ply < plies_ ? first_ : std::nullopt;
}

Termination GameRules::termination(Status s) {
  switch (s) {
    case Status::CHECKMATE: return Termination::CHECKMATE;
    case Status::COMMANDER_CAPTURED: return Termination::COMMANDER_CAPTURED;
    case Status::AIR_BATTLE: return Termination::AIR_BATTLE;
    case Status::SEA_BATTLE: return Termination::SEA_BATTLE;
    case Status::LAND_BATTLE: return Termination::LAND_BATTLE;
    default: return Termination::STALEMATE;
  }
}

Result GameRules::result_of(const Position& end, Status s) {
  const auto lost = loser(end, s);
  if (!lost) return Result::DRAW;
  return *lost == RED ? Result::SECOND_WINS : Result::FIRST_WINS;
}

bool GameRules::captures(const Position&, const Turn& t) {
  for (const cotulenh::Move& m : t.moves())
    if (m.flags & (CAPTURE | STAY_CAPTURE | SUICIDE)) return true;
  return false;
}

std::string GameRules::side_name(int side) { return cotulenh::side_name(Color(side)); }

void read_cotulenh_records(const grammar::SourceText& src, grammar::cotulenh::TurnNotation notation, const Profile& profile,
                           const std::function<void(ReadGame&)>& on_game, ReadChecks checks) {
  ReadGame game;
  std::uint32_t index = 0;
  grammar::cotulenh::parse_cotulenh_record(src.text(), notation, [&](GameSyntax& syntax) {
    if (syntax.events.empty() && syntax.tags.empty() && syntax.errors.empty() && syntax.result.empty()) return;
    game.reset(++index);
    Replayer{src, syntax, game, &profile, {notation}, checks}.run();
    on_game(game);
  });
}

}  // namespace kypho::cotulenh
