#include <fmt/format.h>

#include <memory>

#include <nlohmann/json.hpp>

#include "cli/input.hpp"
#include "cli/report.hpp"
#include "cli/verbs.hpp"
#include "converters/xiangqi_record_reader.hpp"

namespace kypho::cli {
namespace {

// One scoresheet's main line as written: each ply's text, place, and whether it could be played.
struct Sheet {
  std::string name;
  struct Ply {
    std::string text;
    std::uint32_t line = 0, col = 0;
    xiangqi::Move move = xiangqi::NO_MOVE;  // NO_MOVE: not legal (see problem) or not replayed
    std::string problem;
  };
  std::vector<Ply> plies;
};

std::optional<Sheet> read_sheet(const std::string& path, const GlobalOptions& g, Reporter& report) {
  Diagnostics ds;
  OpenFailure why = OpenFailure::NONE;
  auto in = open_input(path, g, ds, why);
  report.diagnostics(ds);
  const auto notation = in ? record_notation(in->format) : std::nullopt;
  if (!in || !notation) return std::nullopt;
  const grammar::SourceText* src = &in->src;
  Sheet sheet{src->name(), {}};
  xiangqi::read_xiangqi_records(*src, *notation, [&](xiangqi::ReadGame& game) {
    if (game.index != 1) return;
    const auto& record = game.record;
    record.for_each_main_line_node([&](const auto& node) {
      const auto loc = src->locate(node.source.offset);
      sheet.plies.push_back({std::string(src->text().substr(node.source.offset, node.source.length)), loc.line, loc.col,
                             node.move, {}});
    });
    // The first illegal move of the main line stops the replay: it is the ply after the last replayed one.
    for (const auto& d : game.diagnostics)
      if (d.severity == Severity::ERROR && d.ply == sheet.plies.size() + 1 && !d.move.empty()) {
        sheet.plies.push_back({d.move, d.line, d.col, xiangqi::NO_MOVE, d.message});
        break;
      }
  });
  return sheet;
}

std::string describe(const Sheet& s, const Sheet::Ply* p) {
  if (!p) return fmt::format("{}: the record ends here", s.name);
  return fmt::format("{}:{}:{}: {} ({})", s.name, p->line, p->col, p->text,
                     p->problem.empty() ? "legal" : "illegal: " + p->problem);
}

nlohmann::ordered_json to_json(const Sheet& s, const Sheet::Ply* p) {
  nlohmann::ordered_json j;
  j["file"] = s.name;
  if (!p) {
    j["ends"] = true;
    return j;
  }
  j["line"] = p->line;
  j["col"] = p->col;
  j["move"] = p->text;
  j["legal"] = p->problem.empty();
  if (!p->problem.empty()) j["problem"] = p->problem;
  return j;
}

}  // namespace

void add_diff(CLI::App& app, const GlobalOptions& g, int& exit_code) {
  auto files = std::make_shared<std::vector<std::string>>();
  auto* cmd = app.add_subcommand("diff", "Compare two records of one game, such as both players' scoresheets");
  cmd->add_option("A B", *files, "The two records, in the same or different notations")->required()->expected(2);
  cmd->callback([&g, &exit_code, files] {
    Reporter report(g, stderr);
    const auto a = read_sheet((*files)[0], g, report), b = read_sheet((*files)[1], g, report);
    if (!a || !b) {
      exit_code = EXIT_USAGE;
      return;
    }
    const std::size_t n = std::max(a->plies.size(), b->plies.size());
    for (std::size_t i = 0; i < n; ++i) {
      const Sheet::Ply* pa = i < a->plies.size() ? &a->plies[i] : nullptr;
      const Sheet::Ply* pb = i < b->plies.size() ? &b->plies[i] : nullptr;
      const bool same = pa && pb && pa->problem.empty() && pb->problem.empty() && pa->move == pb->move;
      if (same) continue;
      if (g.format == OutputFormat::JSON) {
        nlohmann::ordered_json j;
        j["type"] = "diff";
        j["ply"] = i + 1;
        j["a"] = to_json(*a, pa);
        j["b"] = to_json(*b, pb);
        fmt::print("{}\n", j.dump());
      } else {
        fmt::print("ply {} differs:\n  {}\n  {}\n", i + 1, describe(*a, pa), describe(*b, pb));
      }
      exit_code = EXIT_INVALID;
      return;
    }
    if (g.format == OutputFormat::JSON) fmt::print("{{\"type\":\"diff\",\"same\":true,\"plies\":{}}}\n", n);
    else if (!g.quiet) fmt::print("the two records agree on all {} plies\n", n);
    exit_code = EXIT_OK;
  });
}

}  // namespace kypho::cli
