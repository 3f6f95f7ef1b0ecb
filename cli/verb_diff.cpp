#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <memory>

#include <nlohmann/json.hpp>

#include "cli/input.hpp"
#include "cli/report.hpp"
#include "cli/verbs.hpp"
#include "service/game_kit.hpp"

namespace kypho::cli {
namespace {

// One record, opened for diff: a record of moves, not of positions.
std::optional<Input> open_record(const std::string& path, const GlobalOptions& g, Reporter& report) {
  Diagnostics ds;
  OpenFailure why = OpenFailure::NONE;
  auto in = open_input(path, g, ds, why);
  report.diagnostics(ds);
  if (!in) return std::nullopt;
  if (g.game_number > 0) in->game_number = g.game_number;
  if (is_position_format(in->format)) {
    fmt::print(stderr, "kypho diff: {} holds positions ({}), not a record of moves\n", in->src.name(), in->format);
    return std::nullopt;
  }
  return in;
}

// A record's main line as written, from the kit of its game; `stand_ins` by ply (1-based) are the other
// record's moves that take the place of moves of this one that cannot be played.
Sheet read_sheet(const Input& in, const GlobalOptions& g, const std::map<std::uint32_t, std::string>& stand_ins, Diagnostics& ds) {
  ReadChecks checks{.rules = g.rules};
  if (!stand_ins.empty())
    checks.stand_in = [&stand_ins](std::uint32_t ply) {
      const auto it = stand_ins.find(ply);
      return it == stand_ins.end() ? std::string() : it->second;
    };
  Sheet sheet = kit_of(in.game).sheet(in, checks, ds);
  sheet.game = game_name(in.game);
  return sheet;
}

// What a ply is compared by: the move it plays, or, where it could not be played, its text without spaces
// (two sheets in one notation then still agree on what they both wrote).
std::string key(const SheetPly& p) {
  if (!p.move.empty()) return p.move;
  std::string t;
  for (char c : p.text)
    if (c != ' ' && c != '\t') t += c;
  return "text:" + t;
}

// The two sheets' plies paired by a longest common subsequence of their keys: after a missing or extra
// move the comparison picks up again where they agree.
struct Hunk {
  std::size_t a_begin, a_end, b_begin, b_end;  // plies [begin, end) that differ
};

// `matched` gets the pairs of plies found alike, in order.
std::vector<Hunk> differences(const Sheet& a, const Sheet& b, bool same_notation, std::vector<std::pair<std::size_t, std::size_t>>* matched = nullptr) {
  const std::size_t n = a.plies.size(), m = b.plies.size();
  std::vector<std::string> ka(n), kb(m);
  for (std::size_t i = 0; i < n; ++i) ka[i] = key(a.plies[i]);
  for (std::size_t j = 0; j < m; ++j) kb[j] = key(b.plies[j]);
  // Moves are compared, not spellings (王 and 玉, a SAN and its long form play the same move). Where one
  // was not replayed, sheets in one notation compare by what was written, so that a slip does not make
  // every later ply differ.
  const auto same = [&](std::size_t i, std::size_t j) {
    if (!a.plies[i].move.empty() && !b.plies[j].move.empty()) return ka[i] == kb[j];
    if (same_notation) return key(SheetPly{a.plies[i].text}) == key(SheetPly{b.plies[j].text});
    return ka[i] == kb[j];
  };
  std::vector<std::vector<std::uint32_t>> lcs(n + 1, std::vector<std::uint32_t>(m + 1, 0));
  for (std::size_t i = n; i-- > 0;)
    for (std::size_t j = m; j-- > 0;)
      lcs[i][j] = same(i, j) ? lcs[i + 1][j + 1] + 1 : std::max(lcs[i + 1][j], lcs[i][j + 1]);
  std::vector<Hunk> hunks;
  std::size_t i = 0, j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && same(i, j)) {
      if (matched) matched->emplace_back(i, j);
      ++i;
      ++j;
      continue;
    }
    Hunk h{i, i, j, j};
    while ((i < n || j < m) && !(i < n && j < m && same(i, j))) {
      if (j >= m || (i < n && lcs[i + 1][j] >= lcs[i][j + 1])) ++i;
      else ++j;
    }
    h.a_end = i;
    h.b_end = j;
    hunks.push_back(h);
  }
  return hunks;
}

// Where a ply of `s` could not be played, the move `other` plays at the ply it stands against (counted
// from the last ply both agree on before it) is taken in its place, if `s` has none there yet: so one slip
// does not make every later ply differ when both records go on alike. False when there is nothing new.
bool add_stand_ins(const Sheet& s, const Sheet& other, const std::vector<Hunk>& hunks, bool s_is_a,
                   std::map<std::uint32_t, std::string>& stand_ins) {
  for (const auto& h : hunks) {
    const std::size_t begin = s_is_a ? h.a_begin : h.b_begin, end = s_is_a ? h.a_end : h.b_end;
    const std::size_t other_begin = s_is_a ? h.b_begin : h.a_begin, other_end = s_is_a ? h.b_end : h.a_end;
    for (std::size_t k = begin; k < end; ++k) {
      if (!s.plies[k].move.empty()) continue;
      const std::size_t j = other_begin + (k - begin);
      if (j >= other_end || other.plies[j].move.empty()) return false;  // the first unplayed ply has no stand-in
      return stand_ins.emplace(std::uint32_t(k + 1), other.plies[j].move).second;
    }
  }
  return false;
}

std::string describe(const Sheet& s, std::size_t ply) {
  const auto& p = s.plies[ply];
  return fmt::format("{}:{}:{}: ply {} {} ({})", s.name, p.line, p.col, ply + 1, p.text,
                     p.problem.empty() ? "legal" : "illegal: " + p.problem);
}

nlohmann::ordered_json to_json(const Sheet& s, std::size_t begin, std::size_t end) {
  nlohmann::ordered_json plies = nlohmann::ordered_json::array();
  for (std::size_t k = begin; k < end; ++k) {
    const auto& p = s.plies[k];
    nlohmann::ordered_json j;
    j["ply"] = k + 1;
    j["line"] = p.line;
    j["col"] = p.col;
    j["move"] = p.text;
    j["legal"] = p.problem.empty();
    if (!p.problem.empty()) j["problem"] = p.problem;
    if (!p.notes.empty()) j["notes"] = p.notes;
    plies.push_back(std::move(j));
  }
  nlohmann::ordered_json j;
  j["file"] = s.name;
  j["plies"] = std::move(plies);
  return j;
}

void print_side(const Sheet& s, std::size_t begin, std::size_t end, std::size_t at) {
  if (begin == end) {
    fmt::print("  {}: nothing here: the other sheet has a move this one lacks, before this sheet's ply {}\n", s.name, at + 1);
    return;
  }
  for (std::size_t k = begin; k < end; ++k) {
    fmt::print("  {}\n", describe(s, k));
    for (const auto& note : s.plies[k].notes) fmt::print("    note: {}\n", note);
  }
}

// What the two sheets say besides their moves and disagree on: the result, and each header both give
// (the players, the round, the board) with another value. A header only one sheet gives is no disagreement.
std::vector<std::pair<std::string, std::pair<std::string, std::string>>> header_differences(const Sheet& a, const Sheet& b) {
  std::vector<std::pair<std::string, std::pair<std::string, std::string>>> out;
  if (a.result != b.result) out.push_back({"result", {a.result, b.result}});
  const auto trimmed = [](std::string_view v) {
    while (!v.empty() && (v.front() == ' ' || v.back() == ' ')) v = v.front() == ' ' ? v.substr(1) : v.substr(0, v.size() - 1);
    return v;
  };
  for (const auto& [name, value] : a.tags) {
    // What a writer derives (the game, the notation) or the result, said above, is not the sheet's word.
    if (name == "Game" || name == "Format" || name == "Result") continue;
    for (const auto& [other_name, other] : b.tags)
      if (other_name == name && trimmed(other) != trimmed(value)) out.push_back({name, {value, other}});
  }
  return out;
}

}  // namespace

void add_diff(CLI::App& app, const GlobalOptions& g, int& exit_code) {
  auto files = std::make_shared<std::vector<std::string>>();
  auto* cmd = app.add_subcommand("diff", "Compare two records of one game, such as both players' scoresheets");
  cmd->add_option("A B", *files, "The two records, in the same or different notations")->required()->expected(2);
  cmd->callback([&g, &exit_code, files] {
    Reporter report(g, stderr);
    const auto in_a = open_record((*files)[0], g, report), in_b = open_record((*files)[1], g, report);
    if (!in_a || !in_b) {
      exit_code = EXIT_USAGE;
      return;
    }
    // Read, compare, and read again with the other record's move in place of each first move that could
    // not be played, until the comparison stops changing (one slip per pass, so a bounded number of passes).
    std::map<std::uint32_t, std::string> stand_ins_a, stand_ins_b;
    Diagnostics read_a, read_b;
    std::optional<Sheet> a, b;
    std::vector<Hunk> hunks;
    std::vector<std::pair<std::size_t, std::size_t>> matched;
    for (int pass = 0; pass < 16; ++pass) {
      read_a.clear();
      read_b.clear();
      a = read_sheet(*in_a, g, stand_ins_a, read_a);
      b = read_sheet(*in_b, g, stand_ins_b, read_b);
      if (a->game != b->game) break;
      matched.clear();
      hunks = differences(*a, *b, a->notation == b->notation, &matched);
      const bool more_a = add_stand_ins(*a, *b, hunks, true, stand_ins_a);
      const bool more_b = add_stand_ins(*b, *a, hunks, false, stand_ins_b);
      if (!more_a && !more_b) break;
    }
    report.diagnostics(read_a);
    report.diagnostics(read_b);
    if (a->game != b->game) {
      fmt::print(stderr, "kypho diff: {} is a {} record and {} a {} record: there is nothing to compare\n", a->name, a->game, b->name, b->game);
      exit_code = EXIT_USAGE;
      return;
    }
    const auto headers = header_differences(*a, *b);
    for (const auto& [what, values] : headers) {
      if (g.format == OutputFormat::JSON) {
        nlohmann::ordered_json j;
        j["type"] = "diff";
        j["header"] = what;
        j["a"] = {{"file", a->name}, {"value", values.first}};
        j["b"] = {{"file", b->name}, {"value", values.second}};
        fmt::print("{}\n", j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
        continue;
      }
      fmt::print("{} differs:\n  {}: {}\n  {}: {}\n", what, a->name, values.first, b->name, values.second);
    }
    for (const auto& h : hunks) {
      if (g.format == OutputFormat::JSON) {
        nlohmann::ordered_json j;
        j["type"] = "diff";
        j["ply"] = std::min(h.a_begin, h.b_begin) + 1;
        j["a"] = to_json(*a, h.a_begin, h.a_end);
        j["b"] = to_json(*b, h.b_begin, h.b_end);
        fmt::print("{}\n", j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
        continue;
      }
      const std::size_t first = std::min(h.a_begin, h.b_begin) + 1, last = std::max(h.a_end, h.b_end);
      if (last > first) fmt::print("plies {}-{} differ:\n", first, last);
      else fmt::print("ply {} differs:\n", first);
      print_side(*a, h.a_begin, h.a_end, h.a_begin);
      print_side(*b, h.b_begin, h.b_end, h.b_begin);
    }
    // Both sheets alike where neither can be played (the first illegal ply of each): no disagreement, and
    // yet no game an arbiter may accept.
    const auto first_illegal = [](const Sheet& s) {
      return std::size_t(std::find_if(s.plies.begin(), s.plies.end(), [](const SheetPly& p) { return !p.problem.empty(); }) - s.plies.begin());
    };
    const std::size_t illegal_a = first_illegal(*a), illegal_b = first_illegal(*b);
    const auto both_illegal = std::find(matched.begin(), matched.end(), std::pair{illegal_a, illegal_b});
    if (both_illegal != matched.end()) {
      const auto [i, j] = *both_illegal;
      if (g.format == OutputFormat::JSON) {
        nlohmann::ordered_json out;
        out["type"] = "diff";
        out["both_illegal"] = i + 1;
        out["a"] = to_json(*a, i, i + 1);
        out["b"] = to_json(*b, j, j + 1);
        fmt::print("{}\n", out.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
      } else {
        fmt::print("ply {} is illegal on both sheets, written alike (what follows is not checked):\n", i + 1);
        print_side(*a, i, i + 1, i);
        print_side(*b, j, j + 1, j);
      }
    }
    const std::size_t n = std::max(a->plies.size(), b->plies.size());
    const std::size_t places = hunks.size() + headers.size();
    std::string unplayable;
    if (illegal_a < a->plies.size() && illegal_b < b->plies.size())
      unplayable = illegal_a == illegal_b ? fmt::format("; both are illegal from ply {}", illegal_a + 1)
                                          : fmt::format("; {} is illegal from ply {}, {} from ply {}", a->name, illegal_a + 1, b->name, illegal_b + 1);
    if (places == 0) {
      if (g.format == OutputFormat::JSON) fmt::print("{{\"type\":\"diff\",\"same\":true,\"plies\":{}}}\n", n);
      else if (!g.quiet) fmt::print("the two records agree on all {} plies, the result and the headers both give{}\n", n, unplayable);
    } else if (g.format != OutputFormat::JSON && !g.quiet) {
      fmt::print("{} place{} where the two records disagree{}\n", places, places == 1 ? "" : "s", unplayable);
    }
    exit_code = places == 0 && both_illegal == matched.end() ? EXIT_OK : EXIT_INVALID;
  });
}

}  // namespace kypho::cli
