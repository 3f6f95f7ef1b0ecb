// Cờ tư lệnh's part of the verbs. Its engine (the `cotulenh` profile) and FEN are built; its record formats
// are not yet, so no file is read as cờ tư lệnh and only --fen positions reach this kit.
#include "cli/game_kit_common.hpp"
#include "converters/cotulenh_fen.hpp"
#include "converters/cotulenh_notation.hpp"
#include "rules/cotulenh/movegen.hpp"

namespace kypho::cli {
namespace {

using namespace cotulenh;

std::optional<Position> position_from_arg(const std::string& fen, Reporter& report) {
  if (fen.empty()) return Position::start();
  Diagnostics ds;
  auto pos = read_fen(grammar::SourceText("--fen", fen), ds);
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
    const auto pos = position_from_arg(fen, report);
    if (!pos) return false;
    fmt::print("{}\n", write_fen(*pos));
    return true;
  }

  bool perft(const std::string& fen, int depth, bool divide, bool force, Reporter& report) const override {
    // A deploy sub-move does not end the turn; counting deeper than one ply needs the deploy turn, which
    // the engine does not carry yet. One ply counts every sub-move as @cotulenh/core lists them.
    if (depth > 1) {
      report.diagnostic(unlocated("kypho", Severity::ERROR, "unsupported-format",
                                  "perft --game cotulenh counts one ply (every legal sub-move) in this version; deeper counts need whole deploy turns"));
      return false;
    }
    if (force)
      report.diagnostic(unlocated("kypho", Severity::NOTE, "unsupported-format",
                                  "--force changes nothing for cờ tư lệnh: a FEN with an error is not counted from"));
    auto pos = position_from_arg(fen, report);
    if (!pos) return false;
    run_perft<Position, MoveList>(*pos, depth, divide, [&](Move m) { return lan(*pos, m); });
    return true;
  }
};

}  // namespace

const GameKit& cotulenh_kit() {
  static const CotulenhKit kit;
  return kit;
}

}  // namespace kypho::cli
