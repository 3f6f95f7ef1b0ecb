#include "web/api.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <array>
#include <charconv>
#include <nlohmann/json.hpp>

#include "converters/common/diagnostic_render.hpp"
#include "converters/common/text_join.hpp"
#include "grammar/text/messages.hpp"
#include "service/diff.hpp"
#include "service/game_kit.hpp"
#include "service/lint_fix.hpp"
#include "service/lint_policy.hpp"
#include "service/pipeline.hpp"
#include "service/report.hpp"
#include "service/written.hpp"
#include "web/base64.hpp"
#include "web/page_words.hpp"

namespace kypho::web {
namespace {

using namespace kypho::service;
using nlohmann::json;

struct Endpoint {
  std::string_view name;
  std::size_t records;  // how many it takes; 0: a GET
  Answer (*run)(const Call&);
};

// The options every call may take, and the other values a call refuses to guess at.
constexpr std::array<std::string_view, 10> OPTIONS = {"lang", "from", "encoding", "game", "rules", "ply", "to", "pieces", "notation", "keep_broken"};

// A view into the call, which outlives the answer: the service's requests hold views (ReadChecks::rules), and a
// view of a temporary string would not outlive the statement that made it.
std::string_view option(const Call& call, std::string_view name) {
  const auto it = call.options.find(name);
  return it == call.options.end() ? std::string_view() : std::string_view(it->second);
}

Answer refused(std::string message) { return {400, "application/json", json{{"error", std::move(message)}}.dump() + "\n"}; }
Answer refused(const Diagnostics& ds) {
  std::string message;
  for (const auto& d : ds) append_item(message, "; ", d.message);
  return refused(message);
}
Answer json_answer(const json& j) { return {200, "application/json", j.dump() + "\n"}; }

SourceOptions source_options(const Call& call) {
  return {std::string(option(call, "from")), std::string(option(call, "encoding")), std::string(option(call, "game")),
          std::string(option(call, "rules"))};
}

json diagnostics_json(const Diagnostics& ds) {
  json out = json::array();
  for (const auto& d : ds) out.push_back(json::parse(render_json(d)));
  return out;
}

// The record of an upload, opened as a file of that name is; nothing when it cannot be (the reasons in `ds`).
std::optional<Input> opened(const Call& call, const Upload& upload, Diagnostics& ds) {
  OpenFailure why = OpenFailure::NONE;
  return open_input(upload.name, upload.name, read_from(upload.bytes), source_options(call), ds, why);
}

// What `validate --format json` prints for the uploads: the diagnostics of opening each, its games' lines, the
// summary; no --max-errors limit.
struct JsonLines : PipelineSink {
  std::string out;
  Tally tally;
  std::uint32_t games_before = 0;
  void diagnostics(const Diagnostics& ds) {
    for (const auto& d : ds) {
      tally.count(d);
      out += render_json(d) + "\n";
    }
  }
  void file_opened(FileOpened& f) override {
    diagnostics(f.diagnostics);
    games_before = 0;
  }
  void unit(std::size_t, UnitReport& unit) override { out += unit_json(unit, games_before, tally); }
  void file_closed(FileClosed& f) override { diagnostics(f.diagnostics); }
};

std::vector<PipelineSource> sources_of(const Call& call) {
  std::vector<PipelineSource> sources;
  for (const auto& u : call.uploads)
    sources.push_back({u.name, [&call, &u](Diagnostics& out, OpenFailure& why) {
                         return open_stream(u.name, u.name, read_from(u.bytes), source_options(call), out, why);
                       }});
  return sources;
}

Answer validate(const Call& call) {
  JsonLines sink;
  const std::vector<PipelineSource> sources = sources_of(call);
  run_pipeline(sources, sink, {.checks = {.rules = option(call, "rules")}});
  sink.tally.files = call.uploads.size();
  return {200, "application/x-ndjson", sink.out + summary_json(sink.tally) + "\n"};
}

// The record's text as kypho decoded it (what the page shows, whatever the file's encoding), its game and
// format, and its main line as written: each ply's text, place, and whether it was played.
Answer record(const Call& call) {
  Diagnostics ds;
  const auto in = opened(call, call.uploads.front(), ds);
  if (!in) return json_answer({{"diagnostics", diagnostics_json(ds)}});
  ReadChecks checks;
  checks.rules = option(call, "rules");
  const Sheet sheet = kit_of(in->game).sheet(*in, checks, ds);
  json plies = json::array();
  for (std::size_t i = 0; i < sheet.plies.size(); ++i) {
    const SheetPly& p = sheet.plies[i];
    plies.push_back({{"ply", i + 1}, {"text", p.text}, {"line", p.line}, {"col", p.col}, {"legal", !p.move.empty()}, {"problem", p.problem},
                     {"notes", p.notes}});
  }
  return json_answer({{"game", game_name(in->game)}, {"format", in->format}, {"notation", sheet.notation}, {"text", in->src.text()},
                      {"result", sheet.result}, {"tags", sheet.tags}, {"plies", plies}, {"diagnostics", diagnostics_json(ds)}});
}

std::optional<int> ply_of(const Call& call) {
  const std::string_view text = option(call, "ply");
  if (text.empty()) return -1;
  int ply = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), ply);
  if (ec != std::errc() || end != text.data() + text.size() || ply < 0) return std::nullopt;
  return ply;
}

Answer show(const Call& call) {
  const auto ply = ply_of(call);
  if (!ply) return refused(msg("ply={ply}: plies are counted from the start: 0 or more", arg("ply", option(call, "ply"))));
  Diagnostics ds;
  const auto in = opened(call, call.uploads.front(), ds);
  if (!in) return json_answer({{"diagnostics", diagnostics_json(ds)}});
  const GameKit& kit = kit_of(in->game);
  std::string_view to = option(call, "to"), pieces = option(call, "pieces");
  if (to.empty()) to = "svg";
  if (!is_word_of(to, kit.show_targets()))
    return refused(msg("--to {to} is not for {game}; show writes {targets} for it", arg("to", to), arg("game", game_name(in->game)),
                       arg("targets", kit.show_targets())));
  if (pieces.empty()) pieces = "vn";
  const std::string_view rules = option(call, "rules");
  const auto shown = kit.show(&*in, "", ShowRequest{to, pieces, *ply, false, rules, false}, ds);
  json j = {{"diagnostics", diagnostics_json(ds)}};
  if (shown) j["shown"] = *shown;
  return json_answer(j);
}

Answer diff(const Call& call) {
  Diagnostics ds;
  const auto a = opened(call, call.uploads[0], ds);
  const auto b = opened(call, call.uploads[1], ds);
  if (!a || !b) return {200, "application/x-ndjson", [&] {
                          std::string out;
                          for (const auto& d : ds) out += render_json(d) + "\n";
                          return out;
                        }()};
  return {200, "application/x-ndjson", diff_json(diff_records(*a, *b, option(call, "rules")))};
}

// What `lint --fix` would write: the fixes of the diagnostics lint shows (its default levels), in the record's
// own encoding and line endings, and the unified diff of the change.
struct Fixing : PipelineSink {
  LintPolicy policy;
  std::map<std::string, std::uint64_t> allowed;
  std::unique_ptr<SourceFix> fix;
  std::string bytes;
  SourceFix::Outcome outcome;
  void file_opened(FileOpened& f) override { fix = std::make_unique<SourceFix>(std::string(f.path), f.diagnostics, f.byte_order_mark, true); }
  void unit(std::size_t, UnitReport& unit) override {
    for (auto& g : unit.games) policy.filter(g.diagnostics, allowed);
    if (fix) bytes += fix->unit(unit, unit_fixes(unit));
  }
  void file_closed(FileClosed& f) override {
    if (fix) outcome = fix->finish(f.diagnostics);
  }
};

Answer fix(const Call& call) {
  Fixing sink;
  const std::vector<PipelineSource> sources = sources_of(call);
  run_pipeline(sources, sink, {.checks = {.rules = option(call, "rules")}, .keep_text = true});
  if (!sink.fix) return refused(tr("the record could not be opened"));
  const bool fixed = sink.outcome.edits > 0 && sink.outcome.why_not.empty();
  return json_answer({{"edits", fixed ? sink.outcome.edits : 0},
                      {"why_not", sink.outcome.why_not},
                      {"diff", sink.outcome.diff},
                      {"base64", encode_base64(fixed ? sink.bytes : call.uploads.front().bytes)}});
}

// The record in another format, as `convert` writes it to a file of the name given: its bytes, the name, what
// the conversion said (lossy-conversion) and how many games it left out.
Answer convert(const Call& call) {
  Diagnostics ds;
  const auto in = opened(call, call.uploads.front(), ds);
  if (!in) return json_answer({{"diagnostics", diagnostics_json(ds)}});
  const std::string to = format_in_game(option(call, "to"), in->game);
  const FormatInfo* format = find_format(to);
  if (!format || format->game != in->game || format->read_only)
    return refused(msg("--to {to}: a {game} record converts to {formats}", arg("to", option(call, "to")), arg("game", game_name(in->game)),
                       arg("formats", fmt::format("{}", fmt::join(written_formats_of(in->game), ", ")))));
  std::vector<Converted> games;
  kit_of(in->game).convert(*in, {to, option(call, "notation"), option(call, "keep_broken") == "true", option(call, "rules")}, ds, games);
  std::string text;
  std::size_t left_out = 0, written = 0;
  for (const auto& c : games) {
    if (!c.text) {
      ++left_out;
      continue;
    }
    // A format that holds one game gets the first; the others are counted as left out, never dropped unsaid.
    if (written > 0 && !format->games_apart) {
      ++left_out;
      continue;
    }
    if (written++ > 0) text += *format->games_apart;
    text += *c.text;
  }
  std::string stem = call.uploads.front().name;
  stem = stem.substr(0, stem.rfind('.'));
  const std::string name = fmt::format("{}.{}", stem.empty() ? "record" : stem, to == "vn-pos" ? "txt" : to);
  const std::string bytes = written_bytes(std::move(text), written_encoding(*format, name), *format, name, ds);
  return json_answer({{"name", name}, {"base64", encode_base64(bytes)}, {"left_out", left_out}, {"diagnostics", diagnostics_json(ds)}});
}

// What the page needs to build its menus, in the language asked for: the games, their formats and rule sets,
// the languages, and the page's own words.
Answer info(const Call&) {
  json games = json::array();
  for (Game g : all_games()) {
    const GameKit& kit = kit_of(g);
    std::vector<std::string> formats(formats_of(g).begin(), formats_of(g).end());
    std::vector<std::string> writes;
    for (auto f : written_formats_of(g)) writes.emplace_back(f);
    std::vector<std::string> rules;
    for (auto r : kit.rule_set_names()) rules.emplace_back(r);
    games.push_back({{"name", game_name(g)}, {"title", tr(game_title(g))}, {"formats", formats}, {"writes", writes}, {"rules", rules}});
  }
  std::vector<std::string> langs;
  for (auto l : languages())
    if (l != "qps") langs.emplace_back(l);
  return json_answer({{"version", KYPHO_VERSION}, {"languages", langs}, {"games", games}, {"words", page_words()}});
}

constexpr std::array<Endpoint, 7> ENDPOINTS = {{
    {"validate", 1, validate},
    {"record", 1, record},
    {"show", 1, show},
    {"diff", 2, diff},
    {"fix", 1, fix},
    {"convert", 1, convert},
    {"info", 0, info},
}};

const Endpoint* find_endpoint(std::string_view name) {
  for (const auto& e : ENDPOINTS)
    if (e.name == name) return &e;
  return nullptr;
}

}  // namespace

bool is_endpoint(std::string_view endpoint) { return find_endpoint(endpoint) != nullptr; }
bool takes_records(std::string_view endpoint) {
  const Endpoint* e = find_endpoint(endpoint);
  return e && e->records > 0;
}

Answer answer(const Call& call) {
  const Endpoint* e = find_endpoint(call.endpoint);
  if (!e) return {404, "application/json", json{{"error", tr("no such call")}}.dump() + "\n"};
  for (const auto& [name, value] : call.options)
    if (std::find(OPTIONS.begin(), OPTIONS.end(), name) == OPTIONS.end())
      return refused(msg("{option}: no such option; the calls take {options}", arg("option", name),
                         arg("options", fmt::format("{}", fmt::join(OPTIONS, ", ")))));
  const std::string_view lang = option(call, "lang");
  const ThreadLanguage language(lang.empty() ? "en" : lang);
  if (!language.valid()) return refused(msg("lang={lang}: kypho speaks {languages}", arg("lang", lang), arg("languages", fmt::format("{}", fmt::join(languages(), ", ")))));
  if (call.uploads.size() != e->records)
    return refused(msgn("this call takes {n} record", "this call takes {n} records", e->records, arg("n", e->records)));
  Diagnostics unusable;
  for (const auto& u : call.uploads)
    if (!options_usable(u.name, source_options(call), unusable)) return refused(unusable);
  return e->run(call);
}

}  // namespace kypho::web
