#include "service/diff.hpp"

#include "grammar/text/messages.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <sstream>
#include <nlohmann/json.hpp>

#include "converters/common/diagnostic_render.hpp"
#include "converters/common/json_line.hpp"

namespace kypho::service {
namespace {

// A record's main line as written, from the kit of its game; `stand_ins` by ply (1-based) are the other
// record's moves that take the place of moves of this one that cannot be played.
Sheet read_sheet(const Input& in, std::string_view rules, const std::map<std::uint32_t, std::string>& stand_ins, Diagnostics& ds) {
  ReadChecks checks{.rules = rules};
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
  const std::string verdict = p.problem.empty() ? tr("legal") : msg("illegal: {problem}", arg("problem", terminal_text(p.problem)));
  return msg("{file}:{line}:{col}: ply {ply} {move} ({verdict})", arg("file", escape_controls(s.name)), arg("line", p.line), arg("col", p.col),
             arg("ply", ply + 1), arg("move", terminal_text(p.text)), arg("verdict", verdict));
}

nlohmann::ordered_json to_json(const Sheet& s, std::size_t begin, std::size_t end) {
  nlohmann::ordered_json plies = nlohmann::ordered_json::array();
  for (std::size_t k = begin; k < end; ++k) {
    const auto& p = s.plies[k];
    nlohmann::ordered_json j;
    j["ply"] = k + 1;
    j["line"] = p.line;
    j["col"] = p.col;
    j["move"] = bounded_text(p.text);
    j["legal"] = p.problem.empty();
    if (!p.problem.empty()) j["problem"] = bounded_text(p.problem);
    for (const auto& note : p.notes) j["notes"].push_back(bounded_text(note));
    plies.push_back(std::move(j));
  }
  nlohmann::ordered_json j;
  j["file"] = s.name;
  j["plies"] = std::move(plies);
  return j;
}

std::string side_text(const Sheet& s, std::size_t begin, std::size_t end, std::size_t at) {
  if (begin == end)
    return msg("  {file}: nothing here: the other sheet has a move this one lacks, before this sheet's ply {ply}\n", arg("file", escape_controls(s.name)),
               arg("ply", at + 1));
  std::string out;
  for (std::size_t k = begin; k < end; ++k) {
    out += fmt::format("  {}\n", describe(s, k));
    for (const auto& note : s.plies[k].notes) out += fmt::format("    {}: {}\n", tr_in("severity", "note"), terminal_text(note));
  }
  return out;
}


// What the two sheets say besides their moves and disagree on: the result, and each header both give
// (the players, the round, the board) with another value. A header only one sheet gives is no disagreement.
std::vector<HeaderDifference> header_differences(const Sheet& a, const Sheet& b) {
  std::vector<HeaderDifference> out;
  if (a.result != b.result) out.push_back({"result", a.result, b.result});
  const auto trimmed = [](std::string_view v) {
    while (!v.empty() && (v.front() == ' ' || v.back() == ' ')) v = v.front() == ' ' ? v.substr(1) : v.substr(0, v.size() - 1);
    return v;
  };
  // A start position is the same when its board and side to move are (and a shogi position's pieces in hand):
  // the move counters after them are optional, and one sheet may leave them out.
  const auto position_of = [](std::string_view name, std::string_view v) {
    std::string fields;
    std::istringstream words{std::string(v)};
    int left = name == "SFEN" ? 3 : 2;
    for (std::string w; left-- > 0 && words >> w;) fields += w + ' ';
    return fields;
  };
  for (const auto& [name, value] : a.tags) {
    // What a writer derives (the game, the notation) or the result, said above, is not the sheet's word.
    if (name == "Game" || name == "Format" || name == "Result") continue;
    const bool position = name == "FEN" || name == "SFEN";
    for (const auto& [other_name, other] : b.tags)
      if (other_name == name && (position ? position_of(name, other) != position_of(name, value) : trimmed(other) != trimmed(value)))
        out.push_back({name, value, other});
  }
  return out;
}

}  // namespace

SheetDiff diff_records(const Input& in_a, const Input& in_b, std::string_view rules) {
  // Read, compare, and read again with the other record's move in place of each first move that could
  // not be played, until the comparison stops changing (one slip per pass, so a bounded number of passes).
  std::map<std::uint32_t, std::string> stand_ins_a, stand_ins_b;
  SheetDiff d;
  std::vector<std::pair<std::size_t, std::size_t>> matched;
  for (int pass = 0; pass < 16; ++pass) {
    d.read_a.clear();
    d.read_b.clear();
    d.a = read_sheet(in_a, rules, stand_ins_a, d.read_a);
    d.b = read_sheet(in_b, rules, stand_ins_b, d.read_b);
    if (d.a.game != d.b.game) break;
    matched.clear();
    d.hunks = differences(d.a, d.b, d.a.notation == d.b.notation, &matched);
    const bool more_a = add_stand_ins(d.a, d.b, d.hunks, true, stand_ins_a);
    const bool more_b = add_stand_ins(d.b, d.a, d.hunks, false, stand_ins_b);
    if (!more_a && !more_b) break;
  }
  d.same_game = d.a.game == d.b.game;
  if (!d.same_game) {
    d.hunks.clear();
    return d;
  }
  d.headers = header_differences(d.a, d.b);
  const auto first_illegal = [](const Sheet& s) {
    return std::size_t(std::find_if(s.plies.begin(), s.plies.end(), [](const SheetPly& p) { return !p.problem.empty(); }) - s.plies.begin());
  };
  d.illegal_a = first_illegal(d.a);
  d.illegal_b = first_illegal(d.b);
  if (std::find(matched.begin(), matched.end(), std::pair{d.illegal_a, d.illegal_b}) != matched.end())
    d.both_illegal = std::pair{d.illegal_a, d.illegal_b};
  return d;
}

std::string diff_json(const SheetDiff& d) {
  std::string out;
  for (const auto& h : d.headers) {
    nlohmann::ordered_json j;
    j["type"] = "diff";
    j["header"] = h.name;
    j["a"] = {{"file", d.a.name}, {"value", bounded_text(h.a)}};
    j["b"] = {{"file", d.b.name}, {"value", bounded_text(h.b)}};
    out += json_line(j) + "\n";
  }
  for (const auto& h : d.hunks) {
    nlohmann::ordered_json j;
    j["type"] = "diff";
    j["ply"] = std::min(h.a_begin, h.b_begin) + 1;
    j["a"] = to_json(d.a, h.a_begin, h.a_end);
    j["b"] = to_json(d.b, h.b_begin, h.b_end);
    out += json_line(j) + "\n";
  }
  if (d.both_illegal) {
    const auto [i, j] = *d.both_illegal;
    nlohmann::ordered_json both;
    both["type"] = "diff";
    both["both_illegal"] = i + 1;
    both["a"] = to_json(d.a, i, i + 1);
    both["b"] = to_json(d.b, j, j + 1);
    out += json_line(both) + "\n";
  }
  if (d.places() == 0) out += fmt::format("{{\"type\":\"diff\",\"same\":true,\"plies\":{}}}\n", std::max(d.a.plies.size(), d.b.plies.size()));
  return out;
}

std::string diff_text(const SheetDiff& d, bool quiet) {
  std::string out;
  for (const auto& h : d.headers)
    out += msg("{header} differs:\n", arg("header", terminal_text(h.name))) +
           fmt::format("  {}: {}\n  {}: {}\n", escape_controls(d.a.name), terminal_text(h.a), escape_controls(d.b.name), terminal_text(h.b));
  for (const auto& h : d.hunks) {
    const std::size_t first = std::min(h.a_begin, h.b_begin) + 1, last = std::max(h.a_end, h.b_end);
    out += last > first ? msg("plies {first}-{last} differ:\n", arg("first", first), arg("last", last)) : msg("ply {ply} differs:\n", arg("ply", first));
    out += side_text(d.a, h.a_begin, h.a_end, h.a_begin);
    out += side_text(d.b, h.b_begin, h.b_end, h.b_begin);
  }
  if (d.both_illegal) {
    const auto [i, j] = *d.both_illegal;
    out += msg("ply {ply} is illegal on both sheets, written alike (what follows is not checked):\n", arg("ply", i + 1));
    out += side_text(d.a, i, i + 1, i);
    out += side_text(d.b, j, j + 1, j);
  }
  if (quiet) return out;
  std::string unplayable;
  if (d.illegal_a < d.a.plies.size() && d.illegal_b < d.b.plies.size())
    unplayable = d.illegal_a == d.illegal_b ? msg("; both are illegal from ply {ply}", arg("ply", d.illegal_a + 1))
                                            : msg("; {a} is illegal from ply {a_ply}, {b} from ply {b_ply}", arg("a", escape_controls(d.a.name)),
                                                  arg("a_ply", d.illegal_a + 1), arg("b", escape_controls(d.b.name)), arg("b_ply", d.illegal_b + 1));
  const std::size_t places = d.places();
  if (places == 0)
    return out + msg("the two records agree on all {n} plies, the result and the headers both give{unplayable}\n",
                     arg("n", std::max(d.a.plies.size(), d.b.plies.size())), arg("unplayable", unplayable));
  return out + msgn("{n} place where the two records disagree{unplayable}\n", "{n} places where the two records disagree{unplayable}\n", places,
                    arg("n", places), arg("unplayable", unplayable));
}

}  // namespace kypho::service
