#include "converters/cotulenh_record_reader.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>

#include "converters/cotulenh_fen.hpp"
#include "converters/cotulenh_notation.hpp"
#include "converters/cotulenh_san.hpp"
#include "grammar/cotulenh_record_parse.hpp"
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

// The position after `texts` from `pos`, when each names exactly one legal turn.
std::optional<Position> played_through(Position pos, const std::vector<std::string_view>& texts) {
  for (std::string_view text : texts) {
    const auto written = grammar::parse_cotulenh_san(text);
    if (!written) return std::nullopt;
    const SanMatch m = match_san(pos, *written);
    if (m.turns.size() != 1) return std::nullopt;
    pos.make(m.turns.front());
  }
  return pos;
}

struct Replayer {
  const grammar::SourceText& src;
  const GameSyntax& syntax;
  ReadGame& out;
  const Profile& profile;
  ReadChecks checks;
  LayoutReplay<CotulenhGame, GameSyntax> layout{src, syntax, out};
  Replay<CotulenhGame>& replay = layout.replay;
  GameDiagnostics& log = layout.log;
  std::optional<std::size_t> spelling_note;  // the game's one non-canonical note, which gathers every fix

  // The [FEN] start. @cotulenh/core's PGN writer puts the position after the moves there: when the moves
  // cannot start from it but replay from the standard start to exactly it, that is what the text means.
  std::optional<Position> start_position() {
    const auto* fen = syntax.tag("FEN");
    if (!fen) return Position::start(profile);
    Diagnostics ds;
    auto pos = read_fen(src, fen->value_offset, fen->value.size(), ds, profile);
    for (auto& d : ds) log.report(std::move(d));
    if (!pos) return pos;
    const auto texts = main_line_texts(src, syntax);
    // Only a [FEN] with the side to move and move number the standard start reaches after the main line's
    // turns can be where they end; any other is where they start, and needs no replay to tell.
    const bool may_be_end = pos->side_to_move() == Color(texts.size() % 2) && pos->fullmove() == int(1 + texts.size() / 2);
    if (texts.empty() || !may_be_end || played_through(*pos, texts)) return pos;
    const auto end = played_through(Position::start(profile), texts);
    if (!end || !(*end == *pos)) return pos;
    log.report(log.at(fen->value_offset, Severity::WARNING, "fen-not-start",
                      "this [FEN] is the position after the game's moves, as @cotulenh/core's PGN writer puts it, not where "
                      "they start: the moves are read from the standard start position"));
    return Position::start(profile);
  }

  // A symbol that does not say what happened: a warning, with the turn as kypho writes it.
  void wrong_symbol(std::size_t offset, std::string message, const Event& e, const std::string& canonical) {
    Diagnostic d = log.at(offset, Severity::WARNING, "move-symbol", std::move(message));
    if (canonical != layout.text(e)) d.fixes.push_back(edit_at(src, e.offset, e.length, canonical));
    log.report(std::move(d));
  }

  // Hero marks, written before each piece letter, against the pieces as they stand when each sub-move starts.
  void check_heroes(const Event& e, const grammar::CotulenhSanTurn& written, Position pos, const Turn& t, const std::string& canonical) {
    const std::string_view text = layout.text(e);
    for (std::size_t i = 0; i < t.count; ++i) {
      const Stack& stack = pos.at(t.steps[i].from);
      for (const auto& piece : written.sub_moves[i].pieces) {
        const auto kind = profile.kind_of_letter(piece.letter);
        if (!kind || piece.hero == stack.hero(*kind)) continue;
        const std::size_t at = e.offset + std::min(text.find(piece.letter), text.size() - 1);
        wrong_symbol(at,
                     piece.hero ? fmt::format("'+' marks the {} on {} a hero, but it is not one", kind_name(*kind), square_name(t.steps[i].from))
                                : fmt::format("the {} on {} is a hero: its mark '+' is missing", kind_name(*kind), square_name(t.steps[i].from)),
                     e, canonical);
        return;  // one per turn: the fix rewrites it all
      }
      pos.make_step(t.steps[i]);
    }
  }

  // An old check mark (`+`, `#`, `^`) after the turn, against the position it leaves.
  void check_mark(const Event& e, char mark, Position& after, const std::string& canonical) {
    if (!mark) return;
    const bool check = after.in_check();
    const bool mate = cotulenh::status(after) == Status::CHECKMATE;
    if (mark == '+' ? check : mate) return;
    wrong_symbol(e.offset + e.length - 1,
                 mark == '+' ? "'+' marks a check, but the turn gives none" : fmt::format("'{}' marks a mate, but the turn does not mate", mark), e, canonical);
  }

  void note_spelling(const Event& e, const std::string& canonical) {
    if (!spelling_note) {
      spelling_note = out.diagnostics.size();
      log.report(log.at(e.offset, Severity::NOTE, "non-canonical",
                        "written otherwise than kypho writes it (a rank cut to its first digit, an origin not needed, `*` for `_`)"));
    }
    if (*spelling_note < out.diagnostics.size()) out.diagnostics[*spelling_note].fixes.push_back(edit_at(src, e.offset, e.length, canonical));
  }

  std::vector<std::string> names_of(Position& pos, const std::vector<Turn>& turns) {
    std::vector<std::string> names;
    for (const Turn& t : turns) names.push_back(san(pos, t));
    return names;
  }

  // Why no legal turn is written, and the nearest ones: the same pieces' turns, or else the turns to its target.
  void refuse_unmatched(Position& pos, const grammar::CotulenhSanTurn& written) {
    const auto& first = written.sub_moves.front();
    const KindSet kinds = kinds_of(profile, first.pieces).value_or(0);
    const Square target = make_square(first.to_file, first.to_rank);
    std::vector<Turn> same_pieces, same_target;
    for (const Turn& t : TurnList(pos)) {
      if (t.steps[0].pieces == kinds) same_pieces.push_back(t);
      if (t.steps[0].to == target) same_target.push_back(t);
    }
    bool on_board = false;
    for (Square s = 0; s < SQUARE_NB && !on_board; ++s)
      on_board = !pos.at(s).empty() && pos.at(s).color == pos.side_to_move() && (pos.at(s).kinds & kinds) == kinds;
    const std::string side = CotulenhGame::side_name(pos.side_to_move());
    const auto& nearest = same_pieces.empty() ? same_target : same_pieces;
    std::vector<std::string> notes;
    if (!nearest.empty()) {
      auto names = names_of(pos, nearest);
      const std::size_t more = names.size() > MOST_SUGGESTIONS ? names.size() - MOST_SUGGESTIONS : 0;
      names.resize(std::min(names.size(), MOST_SUGGESTIONS));
      notes.push_back(fmt::format("{} legal: {}{}", same_pieces.empty() ? "to the same point," : "of the same pieces,", fmt::join(names, ", "),
                                  more ? fmt::format(" and {} more", more) : ""));
    }
    if (!on_board)
      return replay.refuse("no-such-piece", fmt::format("{} has no such piece or stack to move", side), std::move(notes));
    replay.refuse("illegal-move", fmt::format("no legal turn of {} is written so", side), std::move(notes));
  }

  void play(const Event& e) {
    if (replay.begin_move({e.offset, e.length}) == Replay<CotulenhGame>::Step::SKIP) return;
    Position& pos = replay.position();
    const auto written = grammar::parse_cotulenh_san(layout.text(e));
    if (!written) return replay.refuse("syntax", fmt::format("'{}' is not a turn in @cotulenh/core's SAN", layout.text(e)));
    SanMatch found = match_san(pos, *written);
    if (found.turns.size() > 1)
      return replay.refuse("ambiguous-move", fmt::format("'{}' names {} legal turns", layout.text(e), found.turns.size()),
                           {fmt::format("written whole, they are: {}", fmt::join(names_of(pos, found.turns), ", "))});
    if (found.turns.empty() && !found.out_of_order.empty())
      return replay.refuse("illegal-move", "these sub-moves cannot be played in the order written",
                           {fmt::format("played so, they are legal: {}", san(pos, found.out_of_order.front()))});
    bool exact = true;
    if (found.turns.empty()) {
      // A wrong kind mark (`x` where nothing is taken): what was meant, when only one turn fits.
      found = match_san(pos, *written, false);
      if (found.turns.size() != 1) return refuse_unmatched(pos, *written);
      exact = false;
    }
    const Turn turn = found.turns.front();
    const std::string canonical = san(pos, turn);
    if (!exact) wrong_symbol(e.offset, fmt::format("'{}' does not say how its pieces take or move: it plays {}", layout.text(e), canonical), e, canonical);
    check_heroes(e, *written, pos, turn, canonical);
    if (exact && canonical != layout.text(e) && !written->check) note_spelling(e, canonical);
    replay.play(turn);
    check_mark(e, written->check, replay.position(), canonical);
  }

  void run() {
    layout.take_tags(PGN_ROSTER, checks);
    const auto* fen = syntax.tag("FEN");
    replay.start(start_position(), fen ? std::string_view(fen->value) : std::string_view());
    layout.events([&](const Event& e) { play(e); }, [&](const Event& e) {
      replay.unreadable({e.offset, e.length}, fmt::format("'{}' is not a turn in @cotulenh/core's SAN", layout.text(e)));
    });
    layout.finish(fen != nullptr);
  }
};

}  // namespace

Termination CotulenhGame::termination(Status s) {
  switch (s) {
    case Status::CHECKMATE: return Termination::CHECKMATE;
    case Status::COMMANDER_CAPTURED: return Termination::COMMANDER_CAPTURED;
    default: return Termination::STALEMATE;
  }
}

Result CotulenhGame::result_of(const Position& end, Status s) {
  if (s == Status::STALEMATE && end.profile().no_turn_draws) return Result::DRAW;
  return end.side_to_move() == RED ? Result::SECOND_WINS : Result::FIRST_WINS;
}

bool CotulenhGame::captures(const Position&, const Turn& t) {
  for (const cotulenh::Move& m : t.moves())
    if (m.flags & (CAPTURE | STAY_CAPTURE | SUICIDE)) return true;
  return false;
}

std::string CotulenhGame::side_name(int side) { return std::string(cotulenh::side_name(Color(side))); }

void read_cotulenh_records(const grammar::SourceText& src, const Profile& profile, const std::function<void(ReadGame&)>& on_game,
                           ReadChecks checks) {
  ReadGame game;
  std::uint32_t index = 0;
  grammar::cotulenh::parse_cotulenh_record(src.text(), [&](GameSyntax& syntax) {
    if (syntax.events.empty() && syntax.tags.empty() && syntax.errors.empty() && syntax.result.empty()) return;
    game.reset(++index);
    Replayer{src, syntax, game, profile, checks}.run();
    on_game(game);
  });
}

}  // namespace kypho::cotulenh
