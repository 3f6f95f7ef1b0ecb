// Xiangqi's part of the verbs: its records (every notation, PGN), FEN and the position shorthand.
#include "service/game_kit_common.hpp"
#include "service/position_arg.hpp"
#include "converters/xiangqi/diagram.hpp"
#include "converters/xiangqi/fen.hpp"
#include "converters/xiangqi/names.hpp"
#include "converters/xiangqi/record_reader.hpp"
#include "converters/xiangqi/record_writer.hpp"
#include "converters/xiangqi/dhtmlxq.hpp"
#include "converters/xiangqi/xqf.hpp"
#include "converters/xiangqi/svg.hpp"
#include "converters/xiangqi/vn_position.hpp"
#include "rules/xiangqi/adjudicate.hpp"
#include "rules/xiangqi/movegen.hpp"
#include "rules/common/marked.hpp"

namespace kypho::service {
namespace {

using namespace xiangqi;

// The notations a PGN's moves are written in, the default first: WXF, which every xiangqi program reads.
constexpr std::string_view PGN_NOTATIONS = "wxf vn vn-long iccs chinese san";

GameReport position_game(const grammar::SourceText& src, std::uint32_t index, const std::optional<Position>& pos, Diagnostics ds) {
  return position_report<GameRules>(src.name(), index, pos, std::move(ds));
}

// The positions of a FEN file (one per line) or of a position shorthand file (one), each with its
// diagnostics and its text.
template <typename F>
void for_each_position(const grammar::SourceText& src, std::string_view format, F&& take) {
  if (format == "vn-pos") {
    Diagnostics ds;
    auto pos = read_vn_position(src, ds);
    return take(1u, pos, ds, src.text());
  }
  for_each_position_line(src, [&](std::uint32_t index, std::size_t offset, std::size_t length) {
    Diagnostics ds;
    auto pos = read_fen(src, offset, length, ds);
    take(index, pos, ds, src.text().substr(offset, length));
  });
}

// The records of a file in `format`: UCCI engine commands, or a record layout of one of the notations.
void read_records(const grammar::SourceText& src, std::string_view format, const std::function<void(ReadGame&)>& on_game,
                  ReadChecks checks) {
  if (format == "ucci") return read_ucci_records(src, on_game, checks);
  read_xiangqi_records(src, record_notation(format), on_game, checks);
}

std::optional<std::string> write_game(const XiangqiRecord& record, std::uint32_t index, const ConvertRequest& request,
                                      std::string_view unreplayed, std::vector<std::string>& lost) {
  if (request.to == "ucci") return write_ucci(record, unreplayed, lost);
  if (request.to == "xqf") return write_xqf(record, unreplayed, lost);
  if (request.to == "dhtmlxq") return write_dhtmlxq(record, unreplayed, lost);
  if (is_position_format(request.to)) {
    // A start that could not be read is only text: a FEN file keeps it, the position shorthand cannot.
    if (!record.unread_start.empty()) {
      if (request.to == "fen") return record.unread_start + "\n";
      return std::nullopt;
    }
    const auto pos = record.position_after(0xFFFFFFFF).first;
    return request.to == "fen" ? write_fen(pos) + "\n" : write_vn_position(pos);
  }
  WriteOptions options;
  options.pgn = request.to == "pgn";
  const std::string_view notation = !options.pgn ? request.to : !request.notation.empty() ? request.notation : first_word(PGN_NOTATIONS);
  options.notation = *notation_named(notation);
  options.unreplayed = unreplayed;
  // A game after the first must open with a tag line, or a reader takes it for the first one's epilogue.
  options.open_with_tag = index > 1;
  return write_record(record, options);
}

class XiangqiKit final : public GameKit {
 public:
  std::vector<std::string_view> rule_set_names() const override { return names_of(xiangqi::rule_sets()); }
  bool has_rule_set(std::string_view rules) const override { return rules.empty() || xiangqi::find_rules(rules); }
  std::string_view rules_help() const override { return N_("vn (the Vietnamese rules, the default), asian, chinese or wxf"); }
  std::string_view show_targets() const override { return "text svg fen vn-pos"; }
  std::string_view pgn_notations() const override { return PGN_NOTATIONS; }
  bool names_pieces() const override { return true; }

  void validate(const grammar::SourceText& src, const FormatInfo& format, UnitReport& out, ReadChecks checks) const override {
    if (format.holds == Holds::POSITIONS) {
      return for_each_position(src, format.name, [&](std::uint32_t index, const std::optional<Position>& pos, Diagnostics& ds, std::string_view) {
        out.games.push_back(position_game(src, index, pos, std::move(ds)));
      });
    }
    read_records(src, format.name, [&](ReadGame& game) { out.games.push_back(game_report(src, game, checks)); }, checks);
  }

  void convert(const Input& in, const ConvertRequest& request, Diagnostics& diagnostics, std::vector<Converted>& out) const override {
    if (is_position_format(in.format)) {
      // A position file converts position by position: each is a record of no moves.
      return for_each_position(in.src, in.format, [&](std::uint32_t index, const std::optional<Position>& pos, Diagnostics& ds,
                                                      std::string_view text) {
        convert_position<XiangqiRecord>(in.src.name(), request, index, pos, ds, text, diagnostics, out,
                                        [&](const XiangqiRecord& record, std::vector<std::string>& lost) {
                                          return write_game(record, index, request, {}, lost);
                                        });
      });
    }
    read_records(in.src, in.format, [&](ReadGame& game) {
      append(diagnostics, game.diagnostics);
      std::vector<std::string> lost = game.not_kept;
      // A variation that stops at a move that cannot be played is written without that move and the rest of
      // its line, each one said; --keep-broken keeps that rest as a comment, as it keeps the main line's. A game
      // whose main line does not replay whole, or with another error, is written only with --keep-broken.
      if (!game.valid) {
        const std::uint32_t main_stop = game.unreplayed.empty() ? 0 : game.record.node(game.record.main_line_end()).ply + 1;
        bool only_moves = true;
        for (const auto& d : game.diagnostics) {
          if (d.severity != Severity::ERROR) continue;
          const bool of_a_move = d.ply > 0 && !d.move.empty();  // a move that cannot be played, as written
          only_moves &= of_a_move;
          if (of_a_move && d.ply != main_stop)
            lost.push_back(request.keep_broken
                               ? msg("the variation from ply {ply} ({move}) on as moves: its move cannot be played, and its text is kept as a comment",
                                     arg("ply", d.ply), arg("move", d.move))
                               : msg("the variation from ply {ply} ({move}) on, as its move cannot be played", arg("ply", d.ply), arg("move", d.move)));
        }
        if (!request.keep_broken && (!game.unreplayed.empty() || !only_moves)) return out.push_back({game.index, std::nullopt});
        if (request.keep_broken) keep_cut_lines(game, in.src.text());
      }
      out.push_back({game.index, write_game(game.record, game.index, request, game.valid ? std::string_view() : game.unreplayed, lost)});
      report_lost(in.src.name(), game.index, lost, diagnostics);
    }, ReadChecks{.rules = request.rules});
  }

  std::optional<std::string> show(const Input* in, const std::string& fen, const ShowRequest& request, Diagnostics& diagnostics) const override {
    return show_position(
        in, request, diagnostics, [&] { return position_from_fen_arg(fen, diagnostics); },
        [&](Diagnostics& found, std::string* explanation) { return position_of(*in, request.ply, request.rules, found, explanation); },
        [&](Position& pos) {
          const auto style = request.pieces == "chinese"   ? PieceStyle::CHINESE
                             : request.pieces == "letters" ? PieceStyle::LETTERS
                                                           : PieceStyle::VIETNAMESE;
          return request.to == "fen" || request.to == "sfen" ? write_fen(pos) + "\n"
                 : request.to == "vn-pos"                    ? write_vn_position(pos)
                 : request.to == "svg"                       ? svg_diagram(pos, style)
                                                             : text_diagram(pos, style, request.color);
        });
  }

  Sheet sheet(const Input& in, const ReadChecks& checks, Diagnostics& ds) const override {
    FirstSheet first{in, ds};
    read_records(
        in.src, in.format,
        [&](ReadGame& game) {
          if (game.index == 1) first.sheet.notation = std::string(notation_name(game.notation));
          first.take(game);
        },
        checks);
    return first.done();
  }

  // A move is one step: --count steps counts the same.
  std::optional<std::string> perft(const PerftRequest& request, Diagnostics& diagnostics) const override {
    auto pos = position_from_fen_arg(request.fen, diagnostics, request.force);
    if (!pos) return std::nullopt;
    return run_perft<Position, MoveList>(*pos, request.depth, request.divide, move_name, [](Position& p, int d) { return xiangqi::perft(p, d); });
  }

 private:
  // The position a file shows: its FEN or position shorthand, or a position of its first record.
  static std::optional<Position> position_of(const Input& in, int ply, std::string_view rules, Diagnostics& ds,
                                              std::string* explanation = nullptr) {
    if (in.format == "fen") return read_fen(in.src, ds);
    if (in.format == "vn-pos") return read_vn_position(in.src, ds);
    FirstGame<Position> first{in.src, ply, ds, in.game_number};
    first.explanation = explanation;
    read_records(in.src, in.format, [&](ReadGame& game) { first.take(game); }, ReadChecks{.rules = rules});
    return first.position();
  }
};

}  // namespace

const GameKit& xiangqi_kit() {
  static const XiangqiKit kit;
  return kit;
}

}  // namespace kypho::service
