// Shogi's part of the verbs: its records (KIF, KI2, CSA, USI, JKF), SFEN and BOD board diagrams.
#include "service/game_kit_common.hpp"
#include "service/position_arg.hpp"
#include "converters/shogi/position.hpp"
#include "converters/shogi/record_reader.hpp"
#include "converters/shogi/record_writer.hpp"
#include "converters/shogi/svg.hpp"
#include "rules/shogi/adjudicate.hpp"
#include "rules/shogi/movegen.hpp"
#include "rules/common/marked.hpp"

namespace kypho::service {
namespace {

using namespace shogi;


// A position as a file of its own: SFEN, or a BOD board diagram.
std::optional<std::string> write_position_file(const ShogiRecord& record, std::uint32_t plies, std::string_view to) {
  // A start that could not be read is only text: an SFEN file keeps it, a board diagram cannot.
  if (!record.unread_start.empty()) return to == "sfen" ? std::optional(record.unread_start + "\n") : std::nullopt;
  const auto end = record.position_after(plies).first;
  return to == "bod" ? write_bod(end) : write_sfen(end) + "\n";
}

class ShogiKit final : public GameKit {
 public:
  std::vector<std::string_view> rule_set_names() const override { return names_of(shogi::rule_sets()); }
  bool has_rule_set(std::string_view rules) const override { return rules.empty() || shogi::find_rules(rules); }
  std::string_view rules_help() const override { return N_("vn (the default, the 24-point impasse count), declare27 or declare24"); }
  std::string_view show_targets() const override { return "text svg sfen fen bod"; }

  void validate(const grammar::SourceText& src, const FormatInfo& format, UnitReport& out, ReadChecks checks) const override {
    if (!format.shogi) {
      return for_each_position_line(src, [&](std::uint32_t index, std::size_t offset, std::size_t length) {
        Diagnostics ds;
        auto pos = read_sfen(src, offset, length, ds);
        out.games.push_back(position_report<GameRules>(src.name(), index, pos, std::move(ds)));
      });
    }
    read_shogi_records(src, *format.shogi, [&](ReadGame& game) { out.games.push_back(game_report(src, game, checks)); }, checks);
  }

  void convert(const Input& in, const ConvertRequest& request, Diagnostics& diagnostics, std::vector<Converted>& out) const override {
    // A position format writes the start position; a record format has its writer.
    const auto to = is_position_format(request.to) ? std::nullopt : shogi_record_format(request.to);
    const auto write = [&](std::uint32_t index, const ShogiRecord& record, std::uint32_t plies) {
      if (!to) return out.push_back({index, write_position_file(record, plies, request.to)});
      std::vector<std::string> lost;
      out.push_back({index, write_shogi_record(record, *to, lost)});
      report_lost(in.src.name(), index, lost, diagnostics);
    };
    // A file of SFEN lines is read as validate reads it: each position a record of no moves.
    if (!shogi_record_format(in.format)) {
      return for_each_position_line(in.src, [&](std::uint32_t index, std::size_t offset, std::size_t length) {
        Diagnostics ds;
        const auto pos = read_sfen(in.src, offset, length, ds);
        for (auto& d : ds) d.game = index;
        append(diagnostics, ds);
        if (!pos) return out.push_back({index, std::nullopt});
        ShogiRecord record;
        record.start = *pos;
        write(index, record, 0);
      });
    }
    read_shogi_records(in.src, *shogi_record_format(in.format), [&](ReadGame& game) {
      append(diagnostics, game.diagnostics);
      if (!game.valid && !request.keep_broken) return out.push_back({game.index, std::nullopt});
      if (!game.valid) keep_cut_lines(game, in.src.text());
      write(game.index, game.record, game.plies);
    }, ReadChecks{.rules = request.rules});
  }

  std::optional<std::string> show(const Input* in, const std::string& fen, const ShowRequest& request, Diagnostics& diagnostics) const override {
    return show_position(
        in, request, diagnostics, [&] { return shogi_position_from_arg(fen, diagnostics); },
        [&](Diagnostics& found, std::string* explanation) { return position_of(*in, request.ply, request.rules, found, explanation); },
        [&](Position& pos) {
          return request.to == "sfen" || request.to == "fen" ? write_sfen(pos) + "\n"
                 : request.to == "bod"                       ? write_bod(pos)
                 : request.to == "svg"                       ? svg_diagram(pos)
                                                             : text_diagram(pos, request.color);
        });
  }

  // A move is one step: --count steps counts the same.
  Sheet sheet(const Input& in, const ReadChecks& checks, Diagnostics& ds) const override {
    FirstSheet first{in, ds};
    first.sheet.notation = in.format;
    read_shogi_records(in.src, *shogi_record_format(in.format), [&](ReadGame& game) { first.take(game); }, checks);
    return first.done();
  }

  std::optional<std::string> perft(const PerftRequest& request, Diagnostics& diagnostics) const override {
    auto pos = shogi_position_from_arg(request.fen, diagnostics, request.force);
    if (!pos) return std::nullopt;
    return run_perft<Position, MoveList>(*pos, request.depth, request.divide, usi_move, [](Position& p, int d) { return shogi::perft(p, d); });
  }

 private:
  static std::optional<Position> position_of(const Input& in, int ply, std::string_view rules, Diagnostics& ds,
                                              std::string* explanation = nullptr) {
    if (in.format == "sfen") return read_sfen(in.src, ds);
    FirstGame<Position> first{in.src, ply, ds, in.game_number};
    first.explanation = explanation;
    read_shogi_records(in.src, *shogi_record_format(in.format), [&](ReadGame& game) { first.take(game); }, ReadChecks{.rules = rules});
    return first.position();
  }
};

}  // namespace

const GameKit& shogi_kit() {
  static const ShogiKit kit;
  return kit;
}

}  // namespace kypho::service
