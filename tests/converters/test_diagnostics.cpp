// Diagnostics rendered exactly as the CLI contract shows them.
#include <fmt/format.h>

#include <random>

#include "converters/common/codes.hpp"
#include "converters/common/diagnostic_render.hpp"
#include "converters/common/header_checks.hpp"
#include "helpers.hpp"

using namespace kypho;

TEST_CASE("text rendering: header, source line, caret under the column") {
  const grammar::SourceText src("games/r3.txt", "1) P2-5 M8.7 2) M2.3 X9-8\n3) X1-2 B7.1 4) P2-5 M2.3\n");
  Diagnostic d = located(src, src.text().find("P2-5", 30), Severity::ERROR, "illegal-move", "no cannon on file 2 for Trắng");
  d.ply = 7;
  d.move = "P2-5";
  CHECK(render_text(d, false) ==
        "games/r3.txt:2:17: error[illegal-move]: ply 7 (P2-5): no cannon on file 2 for Trắng\n"
        "    3) X1-2 B7.1 4) P2-5 M2.3\n"
        "                    ^\n");
}

TEST_CASE("the caret accounts for wide characters and tabs") {
  const grammar::SourceText src("x.pgn", "1.\t炮二平五 马８进７\n");
  const Diagnostic d = located(src, src.text().find("马"), Severity::WARNING, "syntax", "m");
  CHECK(d.col == 9);
  CHECK(render_text(d, false) == "x.pgn:1:9: warning[syntax]: m\n    1.\t炮二平五 马８进７\n      \t         ^\n");
}

TEST_CASE("a long line is kept and shown as a window around the column, a long quote by its ends") {
  // 100,000 code points, three bytes each, with the point the diagnostic is at marked.
  std::string line;
  for (int i = 0; i < 100'000; ++i) line += i == 50'000 ? "炮" : "马";
  const grammar::SourceText src("long.pgn", "1.\n" + line + "\n");
  const std::size_t at = src.text().find("炮");
  const std::string quoted = std::string(src.text().substr(at, 3000));
  Diagnostic d = located(src, at, Severity::ERROR, "syntax", "'" + quoted + "' is not a move");
  CHECK(d.line == 2);
  CHECK(d.col == 50'001);
  // 60 code points either side of the caret, a `…` at each end.
  std::string window = "…";
  for (int i = 0; i < 60; ++i) window += "马";
  window += "炮";
  for (int i = 0; i < 59; ++i) window += "马";
  window += "…";
  CHECK(d.source_line == window);
  CHECK(d.caret == 62);
  // The quote keeps its first 200 code points and its last 80: the message still ends as written.
  CHECK(d.message == "'" + quoted.substr(0, 3 * 199) + "…" + quoted.substr(quoted.size() - 3 * 65) + "' is not a move");
  const std::string text = render_text(d, false);
  CHECK(text.find("    " + window + "\n") != std::string::npos);
  CHECK(text.find("\n    " + std::string(1 + 2 * 60, ' ') + "^\n") != std::string::npos);  // `…`, then 60 wide points
  // A message, a note or a move of up to 300 code points is kept whole.
  const std::string short_quote(300, 'q');
  CHECK(bounded_text(short_quote) == short_quote);
  CHECK(bounded_text(short_quote + "q").size() == 200 + std::string_view("…").size() + 80);
  // A record's word is bounded before a message is formatted with it, not after.
  CHECK(quote("text", short_quote + "q").value == bounded_text(short_quote + "q"));
  CHECK(msg("'{text}' is not a move", quote("text", std::string(1'000'000, 'w'))).size() == 200 + std::string_view("…").size() + 80 + std::string_view("'' is not a move").size());
  d.notes.push_back(std::string(5000, 'n'));
  CHECK(render_json(d).size() < 3000);
  CHECK(render_text(d, false).size() < 3000);
}

TEST_CASE("colour only when asked") {
  const grammar::SourceText src("f", "x");
  const Diagnostic d = located(src, 0, Severity::ERROR, "syntax", "m");
  CHECK(render_text(d, true).find("\033[1;31merror[syntax]\033[0m") != std::string::npos);
  CHECK(render_text(d, false).find('\033') == std::string::npos);
}

TEST_CASE("JSON lines carry the same facts") {
  const grammar::SourceText src("games/r3.txt", "3) X1-2 B7.1 4) P2-5 M2.3\n");
  Diagnostic d = located(src, 16, Severity::ERROR, "illegal-move", "no cannon on \"file\" 2");
  d.game = 1;
  d.ply = 7;
  d.move = "P2-5";
  CHECK(render_json(d) ==
        R"({"type":"diagnostic","file":"games/r3.txt","game":1,"ply":7,"line":1,"col":17,"severity":"error",)"
        R"("code":"illegal-move","move":"P2-5","message":"no cannon on \"file\" 2"})");
}

TEST_CASE("a diagnostic without a place prints no source line") {
  Diagnostic d;
  d.file = "missing.fen";
  d.code = "io-error";
  d.message = "cannot open: No such file or directory";
  CHECK(render_text(d, false) == "missing.fen: error[io-error]: cannot open: No such file or directory\n");
}

TEST_CASE("display widths") {
  CHECK(display_width(U'a') == 1);
  CHECK(display_width(U'炮') == 2);
  CHECK(display_width(U'８') == 2);
  CHECK(display_width(U'\u0301') == 0);  // combining acute, as in decomposed Vietnamese
  CHECK(display_width(U'ắ') == 1);
}

TEST_CASE("every code is documented once") {
  std::vector<std::string_view> seen;
  for (const auto& c : diagnostic_codes()) {
    CHECK(std::find(seen.begin(), seen.end(), c.code) == seen.end());
    CHECK(!c.summary.empty());
    seen.push_back(c.code);
  }
  CHECK(is_known_code("syntax"));
  CHECK(!is_known_code("no-such-code"));
}

TEST_CASE("a game keeps whole the first diagnostics of each severity and code, and counts the rest in the last one kept") {
  const grammar::SourceText src("junk.pgn", std::string(100, 'x'));
  Diagnostics list;
  bool valid = true;
  GameDiagnostics log(src, "xiangqi", 1, list, valid);
  log.keep_whole = 2;
  const auto add = [&](std::size_t offset, Severity s, const char* code) { return log.report(log.at(offset, s, code, "m")); };
  CHECK(add(0, Severity::WARNING, "stray-text") == 0);
  CHECK(add(1, Severity::ERROR, "syntax") == 1);
  CHECK(add(2, Severity::ERROR, "syntax") == 2);
  CHECK(valid == false);
  CHECK(add(3, Severity::ERROR, "syntax") == 2);  // the third: counted in the second
  CHECK(add(4, Severity::WARNING, "syntax") == 3);  // another severity is another count
  CHECK(add(5, Severity::ERROR, "syntax") == 2);
  CHECK(add(6, Severity::WARNING, "stray-text") == 4);
  CHECK(add(7, Severity::WARNING, "stray-text") == 4);
  REQUIRE(list.size() == 5);
  CHECK(list[2].col == 3);  // the one kept is the second as it came, with its own place
  CHECK(list[2].repeats == 2);
  CHECK(list[4].repeats == 1);
  CHECK(list[0].repeats + list[1].repeats + list[3].repeats == 0);
  // A reader that clears the list for its next game starts the counts again.
  list.clear();
  CHECK(add(8, Severity::ERROR, "syntax") == 0);
  CHECK(list.front().repeats == 0);
}

TEST_CASE("a header given again with another value is said with the first earlier value that differs, among any number") {
  // The reference: every earlier header looked at, as the check was written first.
  const auto reference = [](const std::vector<HeaderView>& hs) {
    std::vector<std::pair<std::size_t, std::string>> said;
    for (std::size_t i = 0; i < hs.size(); ++i)
      for (std::size_t j = 0; j < i; ++j)
        if (hs[j].name == hs[i].name && hs[j].value != hs[i].value) {
          said.emplace_back(hs[i].offset, std::string(hs[j].value));
          break;
        }
    return said;
  };
  const grammar::SourceText src("h.pgn", std::string(10'000, 'x'));
  std::mt19937 random(11);
  const std::vector<std::string> names{"Red", "Black", "Event", "Date"}, values{"a", "b", "c"};
  std::vector<std::string> many_names;
  for (int i = 0; i < 40; ++i) many_names.push_back(fmt::format("T{}", i));  // past the names kept in place
  for (int round = 0; round < 200; ++round) {
    const auto& pool = round % 2 ? names : many_names;
    std::vector<HeaderView> hs;
    const std::size_t count = 1 + random() % 60;
    for (std::size_t i = 0; i < count; ++i) hs.push_back({pool[random() % pool.size()], values[random() % values.size()], i});
    Diagnostics list;
    bool valid = true;
    GameDiagnostics log(src, "xiangqi", 1, list, valid);
    check_duplicate_headers(hs, log);
    const auto expected = reference(hs);
    REQUIRE(list.size() == expected.size());
    for (std::size_t k = 0; k < list.size(); ++k) {
      CHECK(list[k].col == expected[k].first + 1);
      CHECK(kypho::test::contains(list[k].message, fmt::format("given twice: '{}', then", expected[k].second)));
    }
  }
}
