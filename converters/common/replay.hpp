// One replayer for every game. A reader turns its notation's events into the calls below (a move, a
// variation or a branch, a comment, a clock, a terminal word, a result) and resolves each written move
// against the position the replayer gives it; the replayer owns everything else: the lines of play and
// where each starts, the record being built, the first illegal move of each line, moves after the end,
// result checks against the board, and the history of every ply (its position's key).
//
// A game plugs in with a small traits type (BoardRules gives the first four lines):
//   using Position, Move, Status;             Status::ONGOING when the game goes on
//   static Termination termination(Status);   CHECKMATE, or STALEMATE for no legal move
//   static Result result_of(const Position&, Status);  what the game's end means for the side to move
//   static bool captures(const Position&, Move);
//   static constexpr std::string_view name;   "xiangqi", "shogi"
//   static Status status(Position&);
//   static std::string side_name(int side);   0 moves first
//   static std::vector<std::string> not_mate_notes(Position&);  why a claimed mate is not one
//   using MoveList;                           the legal moves of a position, iterable
//   static std::string key(const Move&);      one name per move, the same in every notation (what diff compares)
// and, where the game's rules judge a whole line (perpetual check and chase, repetition, draw rules), a judge
// the replayer gives each move of the main line as it plays it, so that the line is walked once:
//   class LineJudge {
//     LineJudge(const Position& start, std::string_view rules);
//     void play(const Position& after, const Move& m, const Undo& undo);  // m, just made into `after`; undo: what make() gave
//     std::optional<LineJudgement> finish(const Position& end, const Ending& ending);  // how the record says it ended
//   };
#pragma once

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <functional>
#include <optional>
#include <utility>
#include <span>
#include <string>
#include <vector>

#include "converters/common/choices.hpp"
#include "converters/common/diagnostic.hpp"
#include "converters/common/record.hpp"
#include "grammar/text/messages.hpp"

namespace kypho {

// What one ply did, by record node. The rules that judge lines keep what they read in their own
// adjudicators; this is read by kypho bench (a checksum of the positions a record's games read back to)
// and by the ICCS reader (how many plies each base of the ranks replays). Whether a ply gives check is not
// kept: testing it on every ply costs a fifth of reading a record, and the rules that need it (perpetual
// check) ask for the plies of one cycle, with checks_along().
struct PlyFacts {
  std::uint64_t key = 0;  // of the position after the move (the start's at the root)
  bool capture = false;
};

// Whether each position from the start to `node` (the start first) has the side to move in check.
template <typename Position, typename Move>
std::vector<bool> checks_along(const Record<Position, Move>& record, std::uint32_t node) {
  std::vector<std::uint32_t> path;
  record.path_to(node, path);
  Position pos = record.start;
  std::vector<bool> checks{pos.in_check()};
  for (std::uint32_t n : path) {
    pos.make(record.node(n).move);
    checks.push_back(pos.in_check());
  }
  return checks;
}

// How a game ended, and whose end it was, as "the game ends in … " says it: "checkmate of Đen".
inline std::string end_words(Termination how, const std::string& side) {
  const auto whose = arg("side", side);
  switch (how) {
    case Termination::CHECKMATE: return msg("checkmate of {side}", whose);
    case Termination::COMMANDER_CAPTURED: return msg("the capture of the commander of {side}", whose);
    case Termination::AIR_BATTLE: return msg("the loss of both air forces of {side}", whose);
    case Termination::SEA_BATTLE: return msg("the loss of both ships of {side}", whose);
    case Termination::LAND_BATTLE: return msg("the loss of every tank, infantry and artillery of {side}", whose);
    default: return msg("no legal move of {side}", whose);
  }
}

// How a game ended on the board, as the messages say it ("checkmate of Đen", "no legal move of Red"),
// with the result the rules give: a draw with no legal move is the side to move's, any other both sides'.
template <typename Game>
std::pair<std::string, Result> board_end(const typename Game::Position& end, typename Game::Status s) {
  const Termination how = Game::termination(s);
  const Result r = Game::result_of(end, s);
  const std::string side = r == Result::FIRST_WINS    ? Game::side_name(1)
                           : r == Result::SECOND_WINS ? Game::side_name(0)
                           : how == Termination::STALEMATE ? Game::side_name(int(end.side_to_move()))
                                                           : tr("both sides");
  return {end_words(how, side), r};
}

// How a line of play ended when its record says so (a terminal word, a result).
struct Ending {
  Termination how = Termination::NONE;
  std::int8_t by = -1;  // who resigned, fouled, declared; -1 when no one did
  Result result = Result::UNKNOWN;
};

// Where a game's rules end a line of play that its moves alone do not: after ply `ply` (1 = the line's
// first move), with `result` (UNKNOWN when they judge an end the record claims and give no result);
// `why` says which rule and since which ply.
struct LineJudgement {
  std::uint32_t ply = 0;
  Result result = Result::DRAW;
  Termination how = Termination::NONE;
  std::int8_t by = -1;  // the side whose fault ended it, or who declared
  std::string why;
};

template <typename Game>
concept JudgesLines = std::constructible_from<typename Game::LineJudge, const typename Game::Position&, std::string_view> &&
                      requires(typename Game::LineJudge& judge, typename Game::Position& pos, const typename Game::Move& m, const Ending& ending) {
                        judge.play(pos, m, pos.make(m));
                        { judge.finish(pos, ending) } -> std::same_as<std::optional<LineJudgement>>;
                      };

// The judge the replayer keeps for the main line: the game's, or none.
template <typename Game>
struct LineJudgeOf {
  struct type {};
};
template <JudgesLines Game>
struct LineJudgeOf<Game> {
  using type = typename Game::LineJudge;
};

// A whole line, played from `start`, judged by the game's rules (`rules` names the set, empty for its default).
template <JudgesLines Game>
std::optional<LineJudgement> judge_line(const typename Game::Position& start, std::span<const typename Game::Move> line, std::string_view rules,
                                        const Ending& ending) {
  typename Game::LineJudge judge(start, rules);
  typename Game::Position pos = start;
  for (const auto& m : line) {
    const auto undo = pos.make(m);
    judge.play(pos, m, undo);
  }
  return judge.finish(pos, ending);
}

// A move of the main line as written: what a scoresheet says, replayed or not.
template <typename Move>
struct WrittenMove {
  Span source;
  std::optional<Move> move;  // empty when it was not replayed
  Diagnostics::size_type diagnostic = ~Diagnostics::size_type(0);  // its error, when it stopped the line
  bool stood_in = false;  // `move` is not what was written but the other record's (ReadChecks::stand_in)
};

// A game as the replayer leaves it; readers add what is their notation's own.
template <typename Game>
struct ReplayedGame {
  using Rules = Game;
  using Position = typename Game::Position;
  using Move = typename Game::Move;

  std::uint32_t index = 0;  // 1-based within the file
  Record<Position, Move> record;
  Diagnostics diagnostics;
  bool valid = true;             // no error: every move of every line is legal
  std::uint32_t plies = 0;       // on the main line, as far as it could be replayed
  typename Game::Status end = Game::Status::ONGOING;  // of the main line's last position, when it was replayed to its end
  std::vector<WrittenMove<Move>> written;  // the main line
  std::vector<PlyFacts> history;           // by record node
  std::optional<std::size_t> main_unreplayed;  // where the main line's first move not replayed is written
  // A variation cut at a move that could not be played: the node its replayed moves end at (its parent's when
  // none was), and where its text from that move to its end is written.
  struct CutLine {
    std::uint32_t node;
    std::size_t from, to;
  };
  std::vector<CutLine> cut_lines;
  std::optional<LineJudgement> judgement;      // where the rules end the main line, when they do
  Termination written_ending = Termination::NONE;  // how the record itself says the main line ended
  Result written_result = Result::UNKNOWN;          // and the result it writes, * where none

  void reset(std::uint32_t game_index) {
    index = game_index;
    record.clear();
    diagnostics.clear();
    valid = true;
    plies = 0;
    end = Game::Status::ONGOING;
    written.clear();
    history.clear();
    main_unreplayed.reset();
    cut_lines.clear();
    judgement.reset();
    written_ending = Termination::NONE;
    written_result = Result::UNKNOWN;
  }
};

// With --keep-broken: each variation cut at a move that could not be played keeps the rest of its text (`text`
// is the record's) as a comment after its last replayed move, written as the main line keeps its own.
template <typename Game>
void keep_cut_lines(ReplayedGame<Game>& game, std::string_view text) {
  for (const auto& cut : game.cut_lines) {
    std::string_view rest = text.substr(cut.from, cut.to - cut.from);
    while (!rest.empty() && std::isspace(static_cast<unsigned char>(rest.back()))) rest.remove_suffix(1);
    game.record.append_comment(cut.node, " ", not_replayed_comment(rest));
  }
}

// What the traits of a game whose engine has Position::at(), a Move with `to` and a Status with CHECKMATE
// read alike; a game adds its name, status(), side_name() and not_mate_notes().
template <typename P, typename M, typename S>
struct BoardRules {
  using Position = P;
  using Move = M;
  using Status = S;
  // With no legal move the side to move loses, as when mated (xiangqi and shogi alike).
  static Termination termination(S s) { return s == S::CHECKMATE ? Termination::CHECKMATE : Termination::STALEMATE; }
  static Result result_of(const P& end, S) { return int(end.side_to_move()) == 0 ? Result::SECOND_WINS : Result::FIRST_WINS; }
  static bool captures(const P& pos, M m) { return pos.at(m.to) != decltype(pos.at(m.to)){}; }
};

template <typename Game>
class Replay {
 public:
  using Position = typename Game::Position;
  using Move = typename Game::Move;

  Replay(const grammar::SourceText& src, ReplayedGame<Game>& out) : log{src, Game::name, out.index, out.diagnostics, out.valid}, out_(out) {}

  // Where the moves start; empty when the record's start cannot be played on: then no move is checked,
  // and `as_written` is what writers keep of it.
  void start(std::optional<Position> start, std::string_view as_written = {}) {
    // Not value_or(): the initial position is set up only when it is the start.
    out_.record.start = start ? *start : Position::start();
    if (!start) out_.record.unread_start = as_written;
    pos_ = out_.record.start;
    out_.history.push_back({pos_.key(), false});
    lines_.push_back({1, Record<Position, Move>::ROOT, !start, 0, start.has_value()});
    open_.push_back(0);
  }

  GameDiagnostics log;
  // The rule set --rules names, for a game whose rules judge whole lines; empty for its default.
  std::string_view rules;
  // What the reader was asked for besides reading: the rule set, and diff's stand-ins.
  void take(const ReadChecks& checks) {
    rules = checks.rules;
    log.keep_whole = checks.keep_whole;
    stand_in_ = checks.stand_in;
  }
  // The notation's terminal word for an end the rules give (the side to move at the end): a terminal word
  // they contradict gets it as its fix. Empty where the notation has none.
  std::function<std::string(const LineJudgement&, int mover)> spell_ending;

  // The position the current line has reached: what its next written move is resolved against.
  Position& position() { return pos_; }
  bool on_main_line() const { return open_.back() == 0 && !main_done_; }
  std::uint32_t written_on_line() const { return line().written; }
  // Whether the current line's last written move was replayed: its position is the one after it.
  bool after_a_move() const { return line().written > 0 && !line().broken && line().node != Record<Position, Move>::ROOT; }
  // The move before the current line's next one, if it was replayed (KIF's 同 names its square).
  std::optional<Move> previous_move() const {
    if (line().node == Record<Position, Move>::ROOT) return std::nullopt;
    return out_.record.node(line().node).move;
  }

  enum class Step { RESOLVE, SKIP };
  // A written move takes its ply. RESOLVE: resolve it against position() and call play() or refuse().
  // SKIP: the line cannot be played on (an earlier move broke it, or its end was recorded); `broke`
  // says whether it is this move that stopped it, for a reader that keeps the rest of the line's text.
  Step begin_move(Span source, bool* broke = nullptr) {
    Line& l = take_ply(source);
    if (broke) *broke = false;
    if (l.broken) {
      const bool unknown_start = !l.start_known && l.written == l.first_ply;  // the line could never be played
      if (unknown_start && on_main_line() && !out_.main_unreplayed) out_.main_unreplayed = source.offset;
      if (broke) *broke = unknown_start;
      return Step::SKIP;
    }
    if (l.ending.how != Termination::NONE) {
      log.report(log.at(source.offset, Severity::WARNING, "move-after-end", tr("a move after the game's end is not replayed")));
      break_line(source.offset);
      if (broke) *broke = true;
      return Step::SKIP;
    }
    return Step::RESOLVE;
  }

  void play(Move m, bool fork = false) {
    Line& l = line();
    const bool capture = Game::captures(pos_, m);
    l.node = out_.record.add_move(l.node, m, source_);
    const auto undo = pos_.make(m);
    // Written where it lies, as every record of a ply is (see add_move).
    PlyFacts& facts = out_.history.emplace_back();
    facts.key = pos_.key();
    facts.capture = capture;
    if (fork) forked_.push_back(l.node);
    if (!on_main_line()) return;
    out_.written.back().move = m;
    if constexpr (JudgesLines<Game>) {
      if (!judge_) judge_.emplace(out_.record.start, rules);
      judge_->play(pos_, m, undo);
    }
  }

  // The written move cannot be played: reported as an error with the ply, and the line stops here.
  void refuse(std::string code, std::string message, std::vector<std::string> notes = {}) {
    Diagnostic d = log.at(source_.offset, Severity::ERROR, std::move(code), std::move(message));
    d.ply = line().written;
    d.move = bounded_text(log.src.text().substr(source_.offset, source_.length));
    d.notes = std::move(notes);
    // No move could be played here: the game was over, which is why, and worth saying first.
    if (const auto end = Game::status(pos_); end != Game::Status::ONGOING) {
      const auto [ended, r] = board_end<Game>(pos_, end);
      d.notes.insert(d.notes.begin(), msg("the game was over before this move: it ended after ply {ply} in {end} ({result})",
                                          arg("ply", line().written - 1), arg("end", ended), arg("result", result_text(r))));
    }
    if (!stood_in(d)) stop_at(std::move(d));
  }

  // Text where a move should be that no notation reads: it still takes its ply, and stops the line. True when
  // it is what stopped it, for a reader that keeps the rest of the line's text (as begin_move's `broke`).
  bool unreadable(Span source, std::string message, std::vector<std::string> notes = {}) {
    Line& l = take_ply(source);
    const bool stops = !l.broken;
    Diagnostic d = log.at(source.offset, Severity::ERROR, "syntax", std::move(message));
    d.ply = l.written;
    d.notes = std::move(notes);
    if (l.broken || !stood_in(d)) {
      if (stops) d.notes.push_back(tr("the moves after it are not checked: the position after it is unknown"));
      stop_at(std::move(d));
    }
    return stops;
  }

  // A variation in parentheses: it replaces the move written last on the current line, until
  // end_variation(). False when the line has no move yet: then it is another line from where this one starts.
  bool begin_variation(std::size_t offset) {
    const Line& l = line();
    if (l.written >= l.first_ply) {
      open_.push_back(branch_from(open_.back(), l.written, offset));
      return true;
    }
    Line again = l;
    again.ending = {};
    lines_.push_back(again);
    open_.push_back(std::uint32_t(lines_.size() - 1));
    return false;
  }
  // `offset`: where the variation's end is written.
  void end_variation(std::size_t offset) {
    if (open_.size() <= 1) return;
    if (const Line& l = line(); l.broken_at) out_.cut_lines.push_back({l.node, *l.broken_at, offset});
    open_.pop_back();
    restore_position(line().node);
  }

  // A branch that replaces ply `ply` of the latest line holding it (one marked as forked there first),
  // and goes on to the end of the record or the next branch (KIF's 変化：N手). False when no line has it.
  bool branch(std::uint32_t ply, std::size_t offset) {
    if (on_main_line()) end_main_line();
    std::optional<std::uint32_t> from;
    for (std::uint32_t i = std::uint32_t(lines_.size()); i-- > 0 && !from;)
      if (wrote(lines_[i], ply) && forked_at(lines_[i], ply)) from = i;
    for (std::uint32_t i = std::uint32_t(lines_.size()); i-- > 0 && !from;)
      if (wrote(lines_[i], ply)) from = i;
    // No line wrote that ply: the branch is read, not checked.
    open_.back() = branch_from(from.value_or(open_.back()), ply, offset, from.has_value());
    return from.has_value();
  }

  void comment(std::string_view separator, std::string_view text) { out_.record.append_comment(line().node, separator, text); }
  // False when the move already has one, or there is no move to annotate.
  bool annotate(Annotation a) {
    auto& n = out_.record.node(line().node).annotation;
    if (line().node == Record<Position, Move>::ROOT || n != Annotation::NONE) return false;
    n = a;
    return true;
  }
  // After a terminal word, the time is the time taken to end the game, not the last move's. The time of a
  // move that was not replayed is no played move's (it stays in the text not replayed).
  void clock(std::int32_t spent_ms, std::optional<std::int32_t> total_ms) {
    if (line().broken) return;
    auto& n = out_.record.node(line().node);
    const bool ended = line().ending.how != Termination::NONE;
    (ended ? n.ending_spent_ms : n.spent_ms) = spent_ms;
    if (total_ms) (ended ? n.ending_total_ms : n.total_ms) = *total_ms;
  }

  // A terminal word (`length` bytes at `offset`): how this line ended. A second one is reported, not kept.
  void terminal(std::size_t offset, Ending e, std::size_t length = 0) {
    Line& l = line();
    if (l.ending.how != Termination::NONE) {
      log.report(log.at(offset, Severity::WARNING, "move-after-end", tr("a second terminal word after the game's end")));
      return;
    }
    l.ending = e;
    l.ending_offset = offset;
    l.ending_length = length;
    auto& n = out_.record.node(l.node);
    n.ending = e.how;
    n.ended_by = e.by;
    if (!on_main_line()) return;
    out_.record.termination = e.how;
    if (e.by >= 0) out_.record.terminated_by = std::uint8_t(e.by);
    out_.record.result = e.result;
  }

  // Text of the game read as neither moves nor anything else a record holds (a line of prose, what follows
  // a result): a game in which no move was read while such text was there is not a record of moves at all
  // (a header that swallowed the rest, a layout kypho does not know), and finish() says so as an error.
  void not_moves(std::size_t offset, std::string what) {
    if (!unread_) unread_ = Unread{offset, std::move(what)};
  }
  bool read_text_not_moves() const { return unread_.has_value(); }

  // A move number as written, against the one the line has reached.
  void move_number(std::size_t offset, std::uint32_t written, std::uint32_t expected) {
    if (line().broken || written == expected) return;
    log.report(log.at(offset, Severity::WARNING, "move-number", msg("move number {written} where {expected} was expected", arg("written", written), arg("expected", expected))));
  }

  // Ends the replay: the main line's end on the board, checked against what the record says. `declared`
  // is a result written as such (1-0, a Result tag) with where it stands and whether it leaves the game open.
  struct Declared {
    Result result = Result::UNKNOWN;
    std::size_t offset = 0;
    bool open = false;  // '*': the result is left open, not contradicted
    std::size_t length = 0;  // of the result as written, for a fix
    std::optional<Span> tag_value;  // a Result tag's value that says the same, for a fix
  };
  void finish(std::optional<Declared> declared = std::nullopt) {
    if (!main_done_) {
      if (open_.back() != 0) restore_position(lines_.front().node);  // a variation left open
      end_main_line();
    }
    if (unread_ && out_.written.empty() && out_.record.node_count() <= 1) {
      Diagnostic d = log.at(unread_->offset, Severity::ERROR, "no-moves",
                            msg("no move of this game was read: {what} was not read as moves, so nothing was checked",
                                arg("what", unread_->what)));
      d.notes.push_back(msg("name the record's format with {option}, or mend the text, if it holds moves", arg("option", choice_name(Choice::FORMAT))));
      log.report(std::move(d));
    }
    auto& record = out_.record;
    out_.written_ending = record.termination;
    if (declared && !declared->open) record.result = declared->result;
    out_.written_result = record.result;
    const Line& main = lines_.front();
    if (main.broken) return;
    // A game the rules ended before its last move was judged there, its result with it.
    bool ended_earlier = false;
    if constexpr (JudgesLines<Game>) ended_earlier = judge_main_line(declared);
    out_.end = Game::status(main_end_);
    const int mover = int(main_end_.side_to_move());
    if (out_.end != Game::Status::ONGOING) {
      const Termination how = Game::termination(out_.end);
      const auto [ended, expected] = board_end<Game>(main_end_, out_.end);
      const bool said = record.termination != Termination::NONE || (declared && (declared->open || declared->result != Result::UNKNOWN));
      if (said && !ended_earlier && record.result != expected && record.termination != how) {
        // A result left open ('*', 中断) does not contradict the board: a note.
        const bool open = record.result == Result::UNKNOWN;
        const std::size_t at = record.termination != Termination::NONE ? main.ending_offset : declared->offset;
        log.report(log.at(at, open ? Severity::NOTE : Severity::WARNING, "result-mismatch",
                          msg("the game ends in {end}, so the result is {result}, not {written}", arg("end", ended),
                              arg("result", result_text(expected)), arg("written", result_text(record.result)))));
      }
      if (record.termination == Termination::NONE) {
        record.termination = how;
        if (!declared) record.result = expected;  // '*' leaves it open on purpose
      }
    } else if (main.ending.how == Termination::CHECKMATE) {
      Diagnostic d = log.at(main.ending_offset, Severity::WARNING, "result-mismatch",
                            msg("the record says the game ended in mate, but {side} is not checkmated", arg("side", Game::side_name(mover))));
      d.notes = Game::not_mate_notes(main_end_);
      log.report(std::move(d));
    }
  }

 private:
  // The rules' judgement of the whole main line: where they end a game its record goes on with, and a
  // declared result they contradict, with the result they give as a fix. True when they end it before
  // its last move.
  bool judge_main_line(const std::optional<Declared>& declared) {
    const std::span<const WrittenMove<Move>> line = out_.written;
    const Line& main = lines_.front();
    if (!judge_) judge_.emplace(out_.record.start, rules);  // a line of no move: its start alone is judged
    const auto& j = out_.judgement = judge_->finish(main_end_, main.ending);
    if (!j) return false;
    if (j->ply < line.size()) {
      Diagnostic d = log.at(out_.written[j->ply - 1].source.offset, Severity::WARNING, "game-over",
                            msgn("{why}: the game ends here ({result}), but the record goes on for {n} more ply",
                                 "{why}: the game ends here ({result}), but the record goes on for {n} more plies", line.size() - j->ply,
                                 arg("why", j->why), arg("result", result_text(j->result)), arg("n", line.size() - j->ply)));
      d.ply = j->ply;
      log.report(std::move(d));
    }
    auto& record = out_.record;
    // What the record says: a result written as such, else its terminal word.
    std::optional<Declared> said = declared;
    if (!said && main.ending.how != Termination::NONE)
      said = Declared{main.ending.result, main.ending_offset, main.ending.result == Result::UNKNOWN, main.ending_length};
    // A result left open ('*', 中断) does not contradict the rules: a note, with the result they give.
    if (said && (said->open || said->result != j->result)) {
      const auto why = arg("why", j->why);
      const auto written = arg("written", result_text(said->result));
      Diagnostic d = log.at(said->offset, said->open ? Severity::NOTE : Severity::WARNING, "result-mismatch",
                            j->result == Result::UNKNOWN ? msg("{why}, so the rules give no result here, not {written}", why, written)
                                                         : msg("{why}, so the result is {result}, not {written}", why,
                                                               arg("result", result_text(j->result)), written));
      if (j->result != Result::UNKNOWN && said->length > 0) {
        // A result is rewritten; a terminal word only where the rules end the game another way than it says,
        // at its last move: where they end it earlier, the moves after that end are the record's to mend
        // first, and the word that follows them is not the end's.
        const bool ends_at_last_move = j->ply == line.size();
        const std::string fix = declared ? std::string(result_text(j->result))
                                : spell_ending && j->how != main.ending.how && ends_at_last_move ? spell_ending(*j, int(main_end_.side_to_move()))
                                                                                                 : std::string();
        if (!fix.empty()) add_fix(d, log.src, said->offset, said->length, fix);
        if (said->tag_value) add_fix(d, log.src, said->tag_value->offset, said->tag_value->length, fix);
      }
      log.report(std::move(d));
    }
    if (record.termination == Termination::NONE && j->ply == line.size() && j->ply > 0 && j->result != Result::UNKNOWN) {
      record.termination = j->how;
      if (j->by >= 0) record.terminated_by = std::uint8_t(j->by);
      if (!declared) {
        // No result written: the rules' is the record's from here on (a conversion writes it), and said.
        record.result = j->result;
        Diagnostic d = log.at(out_.written.back().source.offset, Severity::NOTE, "result-mismatch",
                              msg("{why}; the record writes no result, so it is taken as {result}", arg("why", j->why),
                                  arg("result", result_text(j->result))));
        d.ply = j->ply;
        log.report(std::move(d));
      }
    }
    return j->ply < line.size();
  }

  // Whether the forked mark ('+' in KIF) was on the move of `node`.
  bool forked(std::uint32_t node) const { return std::find(forked_.begin(), forked_.end(), node) != forked_.end(); }

  struct Line {
    std::uint32_t first_ply;         // of its first move
    std::uint32_t node;              // its last node
    bool broken = false;             // a move could not be replayed: the moves after it are not checked
    std::uint32_t written = 0;       // the ply of its last written move, replayed or not
    bool start_known = true;         // the position before its first move is known
    Ending ending;
    std::size_t ending_offset = 0;
    std::size_t ending_length = 0;
    std::optional<std::size_t> broken_at = std::nullopt;  // where the move that broke a variation is written
  };

  Line& line() { return lines_[open_.back()]; }
  const Line& line() const { return lines_[open_.back()]; }

  // A move written, read or not, takes the next ply of its line.
  Line& take_ply(Span source) {
    Line& l = line();
    ++l.written;
    source_ = source;
    if (on_main_line()) out_.written.emplace_back().source = source;
    return l;
  }

  void break_line(std::size_t offset) {
    if (on_main_line() && !out_.main_unreplayed) out_.main_unreplayed = offset;
    else if (!on_main_line() && !line().broken) line().broken_at = offset;
    line().broken = true;
  }

  // Where a main-line move cannot be played and the reader was given the other record's move at that ply
  // (diff), that move is played in its place when it is legal here: the error stands, and the moves after
  // it are still checked, so that two records that go on alike after one slip agree again.
  bool stood_in(Diagnostic& d) {
    if (!stand_in_ || !on_main_line() || line().broken || line().ending.how != Termination::NONE) return false;
    const std::string wanted = stand_in_(line().written);
    if (wanted.empty()) return false;
    for (const Move& m : typename Game::MoveList(pos_)) {
      if (Game::key(m) != wanted) continue;
      d.notes.push_back(tr("the moves after it are checked from the move the other record has here"));
      out_.written.back().diagnostic = out_.diagnostics.size();
      log.report(std::move(d));
      play(m);
      out_.written.back().stood_in = true;
      return true;
    }
    return false;
  }

  void stop_at(Diagnostic d) {
    if (!line().broken) break_line(source_.offset);
    const auto at = log.report(std::move(d));
    if (on_main_line()) out_.written.back().diagnostic = at;
  }

  // Whether line `l` wrote a move at `ply`, and whether the position before it is known.
  bool wrote(const Line& l, std::uint32_t ply) const { return ply >= l.first_ply && ply <= l.written; }
  bool holds(const Line& l, std::uint32_t ply) const {
    return wrote(l, ply) && l.start_known && ply <= out_.record.node(l.node).ply + 1;
  }
  bool forked_at(const Line& l, std::uint32_t ply) const {
    const std::uint32_t n = node_at(l, ply);
    return n != NO_NODE && forked(n);
  }
  // The node of line `l`'s move at `ply`, or NO_NODE when it was not replayed.
  std::uint32_t node_at(const Line& l, std::uint32_t ply) const {
    std::uint32_t n = l.node;
    while (n != Record<Position, Move>::ROOT && out_.record.node(n).ply > ply) n = out_.record.node(n).parent;
    return n != Record<Position, Move>::ROOT && out_.record.node(n).ply == ply ? n : NO_NODE;
  }

  // A new line replacing ply `ply` of line `from`; broken when the position before that ply is unknown.
  // When an illegal move of `from` is what hides it, the new line says its moves are not checked.
  std::uint32_t branch_from(std::uint32_t from, std::uint32_t ply, std::size_t offset, bool known = true) {
    const Line& l = lines_[from];
    Line branch{std::max(ply, 1u), l.node};
    branch.written = branch.first_ply - 1;
    if (!known || !holds(l, ply)) {
      branch.start_known = false;
      branch.broken = true;
      if (known && l.start_known)
        log.report(log.at(offset, Severity::NOTE, "not-checked",
                          tr("this line leaves its line after a move that could not be played: its moves are not checked")));
    } else if (ply <= out_.record.node(l.node).ply) {
      branch.node = out_.record.node(node_at(l, ply)).parent;
    }
    lines_.push_back(branch);
    restore_position(branch.node);
    return std::uint32_t(lines_.size() - 1);
  }

  // The position at `node`: the start and the moves that lead there.
  void restore_position(std::uint32_t node) {
    out_.record.path_to(node, path_);
    pos_ = out_.record.start;
    for (std::uint32_t n : path_) pos_.make(out_.record.node(n).move);
  }

  void end_main_line() {
    main_end_ = pos_;
    main_done_ = true;
    out_.plies = out_.record.node(lines_.front().node).ply;
  }

  struct Unread {
    std::size_t offset;
    std::string what;
  };
  std::optional<Unread> unread_;
  std::function<std::string(std::uint32_t ply)> stand_in_;
  ReplayedGame<Game>& out_;
  Position pos_;
  Position main_end_;
  bool main_done_ = false;
  Span source_;
  std::vector<Line> lines_;
  std::vector<std::uint32_t> open_;  // the lines being read: variations nest
  std::vector<std::uint32_t> forked_;  // the nodes marked as replaced by a later branch
  std::vector<std::uint32_t> path_;
  // The main line's judge, given each of its moves as it is played (games whose rules judge lines).
  std::optional<typename LineJudgeOf<Game>::type> judge_;
};

}  // namespace kypho
