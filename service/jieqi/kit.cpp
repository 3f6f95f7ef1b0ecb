// Cờ tướng úp's part of the verbs: its records (PGN's layout, ICCS or Vietnamese moves with their reveals),
// JieqiBox's FEN and pychess's.
#include "service/game_kit_common.hpp"
#include "converters/common/text_join.hpp"
#include "converters/jieqi/fen.hpp"
#include "converters/jieqi/jieqibox.hpp"
#include "converters/jieqi/record_reader.hpp"
#include "converters/jieqi/record_writer.hpp"
#include "converters/xiangqi/diagram.hpp"
#include "converters/xiangqi/names.hpp"
#include "rules/common/marked.hpp"
#include "rules/jieqi/movegen.hpp"

namespace kypho::service {
namespace {

using namespace jieqi;

// Its PGN's notations, the default first: ICCS, as JieqiBox and the JFN notes write moves.
constexpr std::string_view PGN_NOTATIONS = "iccs vn";
// The one rule set: the rulebook's (Hướng dẫn chơi cờ tướng úp), which ends a game by mate or no legal move only.
constexpr std::string_view RULE_SET = "vn";

std::optional<Position> position_from_arg(const std::string& fen, Diagnostics& diagnostics, bool force = false) {
  if (fen.empty()) return Position::start();
  const grammar::SourceText src(std::string(choice_name(Choice::POSITION)), fen);
  return read_fen(src, diagnostics, force);
}

template <typename F>
void for_each_position(const grammar::SourceText& src, F&& take) {
  for_each_position_line(src, [&](std::uint32_t index, std::size_t offset, std::size_t length) {
    Diagnostics ds;
    auto pos = read_fen(src, offset, length, ds);
    take(index, pos, ds, src.text().substr(offset, length));
  });
}

void read_records(const grammar::SourceText& src, const std::function<void(ReadGame&)>& on_game, ReadChecks checks) {
  read_jieqi_records(src, std::nullopt, on_game, checks);
}

std::string position_text(const Position& pos, std::string_view to, std::vector<std::string>& lost) {
  if (to == "jieqi-pychess-fen" || to == "pychess-fen") return write_pychess_fen(pos, lost) + "\n";
  return write_fen(pos) + "\n";
}

// A diagram of the board as its pieces move, the face-down ones marked, and the pools: what a viewer shows.
std::string text_position(const Position& pos, std::string_view pieces, bool color) {
  xiangqi::Position board = pos.board();
  const auto style = pieces == "chinese" ? xiangqi::PieceStyle::CHINESE : pieces == "letters" ? xiangqi::PieceStyle::LETTERS : xiangqi::PieceStyle::VIETNAMESE;
  std::string out = xiangqi::text_diagram(board, style, color, [&](Square s) { return pos.hidden(s); });
  std::string face_down;
  for (int s = 0; s < SQUARE_NB; ++s)
    if (pos.hidden(Square(s))) append_item(face_down, " ", xiangqi::square_name(Square(s)));
  out += msg("Face down ('?', moving as their start point's piece): {points}\n", arg("points", face_down.empty() ? "-" : face_down));
  const std::string fen = write_fen(pos);
  out += msg("Pools of face-down pieces (Red's upper case, Black's lower case): {pool}\n", arg("pool", words_of(fen)[2]));
  return out;
}

std::optional<std::string> write_game(const JieqiRecord& record, const ConvertRequest& request, std::string_view unreplayed,
                                      std::vector<std::string>& lost) {
  if (request.to == "jieqibox") return write_jieqibox(record, unreplayed, lost);
  if (is_position_format(request.to)) {
    if (!record.unread_start.empty()) return request.to == "jieqi-fen" ? std::optional(record.unread_start + "\n") : std::nullopt;
    return position_text(record.position_after(0xFFFFFFFF).first, request.to, lost);
  }
  WriteOptions options;
  options.notation = request.notation == "vn" ? Notation::VIETNAMESE : Notation::ICCS;
  if (options.notation == Notation::VIETNAMESE) {
    std::uint32_t taken = 0;
    for (std::uint32_t n = 1; n < record.node_count(); ++n) taken += record.node(n).move.taken != NO_PIECE_TYPE;
    if (taken > 0)
      lost.push_back(msgn("what the face-down piece taken by {n} move was: Vietnamese notation writes no piece taken (ICCS does: h2h9=Rn)",
                          "what the face-down pieces taken by {n} moves were: Vietnamese notation writes no piece taken (ICCS does: h2h9=Rn)", taken,
                          arg("n", taken)));
  }
  options.unreplayed = unreplayed;
  return write_record(record, options);
}

class JieqiKit final : public GameKit {
 public:
  std::vector<std::string_view> rule_set_names() const override { return {RULE_SET}; }
  bool has_rule_set(std::string_view rules) const override { return rules.empty() || rules == RULE_SET; }
  std::string_view rules_help() const override { return N_("vn (the rulebook's cờ tướng úp, the only one)"); }
  std::string_view show_targets() const override { return "text fen pychess-fen"; }
  std::string_view pgn_notations() const override { return PGN_NOTATIONS; }
  bool names_pieces() const override { return true; }

  void validate(const grammar::SourceText& src, const FormatInfo& format, UnitReport& out, ReadChecks checks) const override {
    if (format.holds == Holds::POSITIONS) {
      return for_each_position(src, [&](std::uint32_t index, const std::optional<Position>& pos, Diagnostics& ds, std::string_view) {
        out.games.push_back(position_report<GameRules>(src.name(), index, pos, std::move(ds)));
      });
    }
    read_records(src, [&](ReadGame& game) { out.games.push_back(game_report(src, game, checks)); }, checks);
  }

  void convert(const Input& in, const ConvertRequest& request, Diagnostics& diagnostics, std::vector<Converted>& out) const override {
    if (is_position_format(in.format)) {
      return for_each_position(in.src, [&](std::uint32_t index, const std::optional<Position>& pos, Diagnostics& ds, std::string_view text) {
        convert_position<JieqiRecord>(in.src.name(), request, index, pos, ds, text, diagnostics, out,
                                      [&](const JieqiRecord& record, std::vector<std::string>& lost) { return write_game(record, request, {}, lost); });
      });
    }
    read_records(in.src, [&](ReadGame& game) {
      append(diagnostics, game.diagnostics);
      std::vector<std::string> lost = game.not_kept;
      if (!game.valid) {
        if (!request.keep_broken) return out.push_back({game.index, std::nullopt});
        keep_cut_lines(game, in.src.text());
      }
      out.push_back({game.index, write_game(game.record, request, game.valid ? std::string_view() : game.unreplayed, lost)});
      report_lost(in.src.name(), game.index, lost, diagnostics);
    }, ReadChecks{.rules = request.rules});
  }

  std::optional<std::string> show(const Input* in, const std::string& fen, const ShowRequest& request, Diagnostics& diagnostics) const override {
    return show_position(
        in, request, diagnostics, [&] { return position_from_arg(fen, diagnostics); },
        [&](Diagnostics& found, std::string* explanation) { return position_of(*in, request.ply, found, explanation); },
        [&](Position& pos) {
          std::vector<std::string> lost;
          if (request.to == "text") return text_position(pos, request.pieces, request.color);
          std::string text = position_text(pos, request.to, lost);
          report_lost(in ? in->src.name() : std::string(choice_name(Choice::POSITION)), 1, lost, diagnostics);
          return text;
        });
  }

  Sheet sheet(const Input& in, const ReadChecks& checks, Diagnostics& ds) const override {
    FirstSheet first{in, ds};
    read_records(in.src, [&](ReadGame& game) {
      if (game.index == 1) first.sheet.notation = std::string(grammar::xiangqi::notation_name(game.notation));
      first.take(game);
    }, checks);
    return first.done();
  }

  // A face-down piece's move counts once, whatever it turns out to be; it then moves as its start point's piece.
  std::optional<std::string> perft(const PerftRequest& request, Diagnostics& diagnostics) const override {
    auto pos = position_from_arg(request.fen, diagnostics, request.force);
    if (!pos) return std::nullopt;
    return run_perft<Position, MoveList>(*pos, request.depth, request.divide, [](Move m) { return xiangqi::move_name(m); },
                                         [](Position& p, int d) { return jieqi::perft(p, d); });
  }

 private:
  static std::optional<Position> position_of(const Input& in, int ply, Diagnostics& ds, std::string* explanation = nullptr) {
    if (is_position_format(in.format)) return read_fen(in.src, ds);
    FirstGame<Position> first{in.src, ply, ds, in.game_number};
    first.explanation = explanation;
    read_records(in.src, [&](ReadGame& game) { first.take(game); }, {});
    return first.position();
  }
};

}  // namespace

const GameKit& jieqi_kit() {
  static const JieqiKit kit;
  return kit;
}

}  // namespace kypho::service
