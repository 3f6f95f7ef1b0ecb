// Cờ tư lệnh's part of the verbs: its records (the seed's notation; @cotulenh/core's PGN and SAN), its FEN
// (one position per line, or the positions of a game ply by ply), under the rule profile --rules names.
#include "service/game_kit_common.hpp"
#include "converters/cotulenh/ctl.hpp"
#include "converters/cotulenh/diagram.hpp"
#include "converters/cotulenh/fen.hpp"
#include "converters/cotulenh/notation.hpp"
#include "converters/cotulenh/record_reader.hpp"
#include "converters/cotulenh/record_writer.hpp"
#include "rules/cotulenh/profile.hpp"
#include "rules/cotulenh/turns.hpp"
#include "grammar/text/messages.hpp"
#include "rules/common/marked.hpp"

namespace kypho::service {
namespace {

using namespace cotulenh;

// @cotulenh/core's own formats are played by its rules unless told otherwise; everything else by the seed's.
bool theirs(std::string_view format) { return format == "ctl-pgn" || format == "ctl-fen"; }

// The profile --rules names (main() refuses any other); without it, the format's, which a game's [Rules]
// tag may override, said once per file.
const Profile& profile_named(std::string_view rules, std::string_view format = "ctl") {
  if (const Profile* p = rules.empty() ? nullptr : find_profile(rules)) return *p;
  return theirs(format) ? cotulenh_profile() : seed_profile();
}

Diagnostic assumed_rules(std::string file, std::string_view format = "ctl") {
  const auto option = arg("option", choice_name(Choice::RULES));
  return unlocated(std::move(file), Severity::NOTE, "assumed-rules",
                   theirs(format) ? msg("rules: cotulenh (@cotulenh/core's, whose format this is), where a game has no [Rules] tag; "
                                        "{option} vn plays it by Luật cờ tư lệnh",
                                        option)
                                  : msg("rules: vn (Luật cờ tư lệnh), where a game has no [Rules] tag; {option} cotulenh plays it by @cotulenh/core's",
                                        option));
}

// For a position the user gives: the seed's unless the rules are named, and said.
const Profile& profile_of(std::string_view rules, Diagnostics& diagnostics) {
  if (rules.empty()) diagnostics.push_back(assumed_rules("kypho"));
  return profile_named(rules);
}

std::optional<Position> position_from_arg(const std::string& fen, const Profile& profile, Diagnostics& diagnostics) {
  if (fen.empty()) return Position::start(profile);
  Diagnostics ds;
  auto pos = read_fen(grammar::SourceText(std::string(choice_name(Choice::POSITION)), fen), ds, profile);
  append(diagnostics, ds);
  return pos;
}

// The positions of a FEN file, one per line, each with its diagnostics and its text.
template <typename F>
void for_each_position(const grammar::SourceText& src, const Profile& profile, F&& take) {
  for_each_position_line(src, [&](std::uint32_t index, std::size_t offset, std::size_t length) {
    Diagnostics ds;
    auto pos = read_fen(src, offset, length, ds, profile);
    take(index, pos, ds, src.text().substr(offset, length));
  });
}

std::string write_game(const CotulenhRecord& record, std::string_view to, std::string_view unreplayed, const std::string& file,
                       std::uint32_t index, Diagnostics& diagnostics) {
  if (to == "ctl-pgn") return write_pgn(record, unreplayed);
  if (to == "ctl") return write_ctl(record, unreplayed);
  report_lost(file, index, lost_in_fen_per_ply(record, unreplayed), diagnostics);
  return write_fen_per_ply(record);
}

class CotulenhKit final : public GameKit {
 public:
  std::vector<std::string_view> rule_set_names() const override { return names_of(cotulenh::profiles()); }
  bool has_rule_set(std::string_view rules) const override { return rules.empty() || cotulenh::find_profile(rules); }
  std::string_view rules_help() const override { return N_("vn (Luật cờ tư lệnh, the default) or cotulenh (@cotulenh/core's, the default for its PGN and FEN)"); }
  std::string_view show_targets() const override { return "text svg fen"; }

  void validate(const grammar::SourceText& src, const FormatInfo& format, UnitReport& out, ReadChecks checks) const override {
    const Profile& profile = profile_named(checks.rules, format.name);
    const bool file_start = checks.rules.empty() && src.first_line() == 1;
    if (format.name == "ctl-fen") {
      if (file_start) out.before.push_back(assumed_rules(src.name(), format.name));
      return for_each_position(src, profile, [&](std::uint32_t index, const std::optional<Position>& pos, Diagnostics& ds, std::string_view) {
        out.games.push_back(position_report<GameRules>(src.name(), index, pos, std::move(ds)));
      });
    }
    bool assumed = false;
    read_cotulenh_records(src, turn_notation_of(format.name), profile, [&](ReadGame& game) {
      assumed |= game.rules_assumed;
      out.games.push_back(game_report(src, game, checks));
    }, checks);
    if (file_start && assumed) out.before.push_back(assumed_rules(src.name(), format.name));
  }

  void convert(const Input& in, const ConvertRequest& request, Diagnostics& diagnostics, std::vector<Converted>& out) const override {
    const Profile& profile = profile_named(request.rules, in.format);
    if (in.format == "ctl-fen") {
      if (request.rules.empty()) diagnostics.push_back(assumed_rules("kypho", in.format));
      if (request.to != "ctl-fen") return convert_plies(in, profile, request, diagnostics, out);
      // A position file converts position by position: each is a record of no moves.
      return for_each_position(in.src, profile, [&](std::uint32_t index, const std::optional<Position>& pos, Diagnostics& ds, std::string_view text) {
        convert_position<CotulenhRecord>(in.src.name(), request, index, pos, ds, text, diagnostics, out,
                                         [&](const CotulenhRecord& record, std::vector<std::string>&) {
                                           return write_game(record, request.to, {}, in.src.name(), index, diagnostics);
                                         });
      });
    }
    bool said = false;
    read_cotulenh_records(in.src, turn_notation_of(in.format), profile, [&](ReadGame& game) {
      if (game.rules_assumed && !std::exchange(said, true)) diagnostics.push_back(assumed_rules(in.src.name(), in.format));
      append(diagnostics, game.diagnostics);
      if (!game.valid && !request.keep_broken) return out.push_back({game.index, std::nullopt});
      if (!game.valid) keep_cut_lines(game, in.src.text());
      out.push_back({game.index, write_game(game.record, request.to, game.valid ? std::string_view() : game.unreplayed, in.src.name(),
                                            game.index, diagnostics)});
      report_lost(in.src.name(), game.index, game.not_kept, diagnostics);
    }, ReadChecks{.rules = request.rules});
  }

  // A FEN file to a record format: its positions are one game, the FEN of every ply as kypho writes it, and
  // each turn is recovered from the two positions around it.
  static void convert_plies(const Input& in, const Profile& profile, const ConvertRequest& request, Diagnostics& diagnostics,
                            std::vector<Converted>& out) {
    CotulenhRecord record;
    Diagnostics ds;
    std::optional<Position> now;
    std::uint32_t node = CotulenhRecord::ROOT;
    std::optional<std::size_t> broken;  // the offset of the first position not followed
    std::uint32_t counters_said = 0;    // lines whose counters are not the turns'
    for_each_position(in.src, profile, [&](std::uint32_t, const std::optional<Position>& pos, Diagnostics& found, std::string_view text) {
      ds.insert(ds.end(), found.begin(), found.end());
      const std::size_t offset = std::size_t(text.data() - in.src.text().data());
      if (broken) return;
      if (!pos) return (void)(broken = offset);
      if (!now) {
        now = record.start = *pos;
        return;
      }
      auto turns = turns_between(*now, *pos);
      if (turns.empty()) {
        ds.push_back(located(in.src, offset, Severity::ERROR, "illegal-move",
                             msg("no legal turn of {side} leads from the position on the line before to this one",
                                 arg("side", side_name(now->side_to_move())))));
        return (void)(broken = offset);
      }
      if (turns.size() > 1) {
        std::vector<std::string> names;
        for (const Turn& t : turns) names.push_back(write_turn(*now, t, turn_notation_of(request.to)));
        ds.push_back(located(in.src, offset, Severity::WARNING, "ambiguous-move",
                             msg("{n} legal turns lead here, which a position cannot tell apart ({turns}); the first is kept", arg("n", turns.size()),
                                 arg("turns", fmt::format("{}", fmt::join(names, ", "))))));
      }
      node = record.add_move(node, turns.front());
      now->make(turns.front());
      // The record keeps the counters the turns reach; a line that says otherwise is said, once a file.
      if ((now->halfmove() != pos->halfmove() || now->fullmove() != pos->fullmove()) && !counters_said++)
        ds.push_back(located(in.src, offset, Severity::NOTE, "fen-counter",
                             msg("this line's counters (half-moves {halfmoves}, move {move}) are not those the turns reach (half-moves {reached_halfmoves}, "
                                 "move {reached_move}): the record keeps the turns'",
                                 arg("halfmoves", pos->halfmove()), arg("move", pos->fullmove()), arg("reached_halfmoves", now->halfmove()),
                                 arg("reached_move", now->fullmove()))));
    });
    if (counters_said > 1)
      ds.push_back(unlocated(in.src.name(), Severity::NOTE, "fen-counter",
                             msg("{n} lines in all have counters the turns do not reach", arg("n", counters_said))));
    for (auto& d : ds) d.game = 1;
    append(diagnostics, ds);
    if (!now) return;
    const bool valid = !broken;
    if (!valid && !request.keep_broken) return out.push_back({1, std::nullopt});
    std::string_view rest = broken ? in.src.text().substr(*broken) : std::string_view();
    while (!rest.empty() && (rest.back() == '\n' || rest.back() == '\r')) rest.remove_suffix(1);
    out.push_back({1, write_game(record, request.to, rest, in.src.name(), 1, diagnostics)});
  }

  std::optional<std::string> show(const Input* in, const std::string& fen, const ShowRequest& request, Diagnostics& diagnostics) const override {
    return show_position(
        in, request, diagnostics, [&] { return position_from_arg(fen, profile_of(request.rules, diagnostics), diagnostics); },
        [&](Diagnostics& found, std::string* explanation) { return position_of(*in, request.rules, request.ply, found, explanation); },
        [&](Position& pos) {
          return request.to == "fen" || request.to == "ctl-fen" ? write_fen(pos) + "\n"
                 : request.to == "svg"                          ? svg_diagram(pos)
                                                                : text_diagram(pos, request.color);
        });
  }

  Sheet sheet(const Input& in, const ReadChecks& checks, Diagnostics& ds) const override {
    FirstSheet first{in, ds};
    first.sheet.notation = "san";
    read_cotulenh_records(in.src, turn_notation_of(in.format), profile_named(checks.rules, in.format), [&](ReadGame& game) {
      if (game.index == 1 && game.rules_assumed) ds.push_back(assumed_rules(in.src.name(), in.format));
      first.take(game);
    }, checks);
    return first.done();
  }

  std::optional<std::string> perft(const PerftRequest& request, Diagnostics& diagnostics) const override {
    if (request.force)
      diagnostics.push_back(unlocated("kypho", Severity::NOTE, "unsupported-format",
                                  msg("{option} changes nothing for cờ tư lệnh: a FEN with an error is not counted from",
                                      arg("option", choice_name(Choice::FORCE)))));
    const Profile& profile = profile_of(request.rules, diagnostics);
    auto pos = position_from_arg(request.fen, profile, diagnostics);
    if (!pos) return std::nullopt;
    // Each turn in the profile's notation: @cotulenh/core's SAN in its profile, the seed's elsewhere.
    const auto notation = &profile == &cotulenh_profile() ? grammar::cotulenh::TurnNotation::SAN : grammar::cotulenh::TurnNotation::CTL;
    if (request.steps && request.depth == 1 && request.divide) {
      // The sub-moves a turn may start with, each once, as @cotulenh/core's moves() lists its legal moves:
      // a deploy sub-move alone (`T>e6`), without what stays behind, which only a whole turn says.
      const MoveList moves(*pos);
      std::vector<std::string> names;
      for (Move m : moves) names.push_back(notation == grammar::cotulenh::TurnNotation::SAN ? san(*pos, m) : write_turn(*pos, Turn(m), notation));
      std::sort(names.begin(), names.end());
      std::string out;
      for (const std::string& name : names) out += fmt::format("{} 1\n", name);
      return out + fmt::format("{}\n", moves.size());
    }
    const Count count = request.steps ? Count::STEPS : Count::TURNS;
    return run_perft<Position, TurnList>(*pos, request.depth, request.divide, [&](const Turn& t) { return write_turn(*pos, t, notation); },
                                         [count](Position& p, int d) { return cotulenh::perft(p, d, count); });
  }

 private:
  // The position a file shows: a FEN file's first position, or a position of its first record; with the
  // note of the rules it is played by, when neither --rules nor the record named them.
  static std::optional<Position> position_of(const Input& in, std::string_view rules, int ply, Diagnostics& ds,
                                              std::string* explanation = nullptr) {
    const Profile& profile = profile_named(rules, in.format);
    if (in.format == "ctl-fen") {
      if (rules.empty()) ds.push_back(assumed_rules(in.src.name(), in.format));
      std::optional<Position> first;
      std::uint32_t positions = 0;
      for_each_position(in.src, profile, [&](std::uint32_t index, const std::optional<Position>& pos, Diagnostics& found, std::string_view) {
        positions = index;
        if (index != 1) return;
        ds.insert(ds.end(), found.begin(), found.end());
        first = pos;
      });
      note_game_used(in.src, positions, 1, "show", ds);
      return first;
    }
    FirstGame<Position> first{in.src, ply, ds, in.game_number};
    first.explanation = explanation;
    read_cotulenh_records(in.src, turn_notation_of(in.format), profile, [&](ReadGame& game) {
      if (game.index == 1 && game.rules_assumed && rules.empty()) ds.push_back(assumed_rules(in.src.name(), in.format));
      first.take(game);
    }, ReadChecks{.rules = rules});
    return first.position();
  }
};

}  // namespace

const GameKit& cotulenh_kit() {
  static const CotulenhKit kit;
  return kit;
}

}  // namespace kypho::service
