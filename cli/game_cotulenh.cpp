// Cờ tư lệnh's part of the verbs. Its engine (the `cotulenh` profile) and FEN are built; its record formats
// are not yet, so no file is read as cờ tư lệnh and only --fen positions reach this kit.
#include "cli/game_kit_common.hpp"
#include "converters/cotulenh_fen.hpp"
#include "converters/cotulenh_notation.hpp"
#include "rules/cotulenh/turns.hpp"

namespace kypho::cli {
namespace {

using namespace cotulenh;

// The profile --rules names. Without --rules the only profile built so far is used, and said.
const Profile* profile_of(const std::string& rules, Reporter& report) {
  if (rules.empty()) {
    report.diagnostic(unlocated("kypho", Severity::NOTE, "assumed-rules",
                                "rules: cotulenh (@cotulenh/core's); the seed's profile is not available in this version"));
    return &cotulenh_profile();
  }
  if (const Profile* p = find_profile(rules)) return p;
  report.diagnostic(unlocated("kypho", Severity::ERROR, "unsupported-format", fmt::format("--rules {}: cờ tư lệnh's profiles are: cotulenh", rules)));
  return nullptr;
}

std::optional<Position> position_from_arg(const std::string& fen, const Profile& profile, Reporter& report) {
  if (fen.empty()) return Position::start(profile);
  Diagnostics ds;
  auto pos = read_fen(grammar::SourceText("--fen", fen), ds, profile);
  report.diagnostics(ds);
  return pos;
}

Diagnostic not_yet(std::string_view what) {
  return unlocated("kypho", Severity::ERROR, "unsupported-format", fmt::format("{} of cờ tư lệnh is not available in this version", what));
}

class CotulenhKit final : public GameKit {
 public:
  void validate(const grammar::SourceText& src, const FormatInfo&, UnitReport& out, ReadChecks) const override {
    // Reached only through a format of this game, and none is registered yet: said, never skipped.
    GameReport r;
    r.outcome = {src.name(), 1, false};
    r.diagnostics.push_back(not_yet("reading records"));
    out.games.push_back(std::move(r));
  }

  void convert(const Input&, const ConvertRequest&, Reporter& report, std::vector<Converted>& out) const override {
    report.diagnostic(not_yet("converting records"));
    out.push_back({1, std::nullopt});
  }

  bool show(const Input* in, const std::string& fen, const ShowRequest& request, Reporter& report) const override {
    if (in || request.to != "fen") {
      report.diagnostic(not_yet(in ? "reading files" : fmt::format("show --to {}", request.to)));
      return false;
    }
    const Profile* profile = profile_of(std::string(request.rules), report);
    const auto pos = profile ? position_from_arg(fen, *profile, report) : std::nullopt;
    if (!pos) return false;
    fmt::print("{}\n", write_fen(*pos));
    return true;
  }

  bool perft(const PerftRequest& request, Reporter& report) const override {
    if (request.force)
      report.diagnostic(unlocated("kypho", Severity::NOTE, "unsupported-format",
                                  "--force changes nothing for cờ tư lệnh: a FEN with an error is not counted from"));
    const Profile* profile = profile_of(request.rules, report);
    if (!profile) return false;
    auto pos = position_from_arg(request.fen, *profile, report);
    if (!pos) return false;
    if (request.steps && request.depth == 1 && request.divide) {
      // The sub-moves a turn may start with, each once, as @cotulenh/core lists its legal moves.
      const MoveList moves(*pos);
      std::vector<std::string> names;
      for (Move m : moves) names.push_back(san(*pos, m));
      std::sort(names.begin(), names.end());
      for (const std::string& name : names) fmt::print("{} 1\n", name);
      fmt::print("{}\n", moves.size());
      return true;
    }
    const Count count = request.steps ? Count::STEPS : Count::TURNS;
    run_perft<Position, TurnList>(*pos, request.depth, request.divide, [&](const Turn& t) { return san(*pos, t); },
                                  [count](Position& p, int d) { return cotulenh::perft(p, d, count); });
    return true;
  }
};

}  // namespace

const GameKit& cotulenh_kit() {
  static const CotulenhKit kit;
  return kit;
}

}  // namespace kypho::cli
