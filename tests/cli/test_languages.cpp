// kypho in Vietnamese and Japanese: golden reports of one record of each game in each language (the same
// verdicts, places and codes as in English, the messages in the language), and the pseudo-language, which
// shows any message that bypassed the catalogues.
#include <algorithm>
#include <cctype>
#include <filesystem>
#include <set>
#include <sstream>

#include <nlohmann/json.hpp>

#include "converters/common/diagnostic_render.hpp"
#include "grammar/text/utf8.hpp"
#include "helpers.hpp"

using namespace kypho::test;
namespace fs = std::filesystem;

namespace {

// The report's lines with their messages and notes left out: what must not change with the language.
std::string without_words(const std::string& report) {
  std::string out;
  std::istringstream lines(report);
  for (std::string line; std::getline(lines, line);) {
    auto j = nlohmann::json::parse(line);
    j.erase("message");
    j.erase("notes");
    out += j.dump() + "\n";
  }
  return out;
}

// `text` with every marked message taken out: marks nest where a message holds another, so the innermost are
// taken out until none is left.
std::string unmarked(std::string text) {
  for (std::size_t open; (open = text.rfind("⟦")) != std::string::npos;) {
    const std::size_t close = text.find("⟧", open);
    REQUIRE(close != std::string::npos);
    text.erase(open, close + std::string("⟧").size() - open);
  }
  return text;
}

}  // namespace

TEST_CASE("a record of each game in Vietnamese and Japanese: the golden reports, with the English report's verdicts, places and codes") {
  for (const std::string lang : {"vi", "ja"})
    for (const std::string sample : {"samples/xiangqi/vn/invalid/wrong-cannon.vn", "samples/shogi/usi/invalid/nifu.usi",
                                     "samples/cotulenh/ctl/invalid/slips.ctl"}) {
      INFO(lang << " " << sample);
      const auto r = run("cd " KYPHO_SOURCE_DIR " && " + kypho_command("--lang " + lang + " validate --format json " + sample));
      CHECK(r.status == 1);
      const std::string stem = fs::path(sample).replace_extension().string();
      CHECK(r.out == read_file(KYPHO_SOURCE_DIR "/" + stem + ".expected." + lang + ".jsonl"));
      CHECK(without_words(r.out) == without_words(read_file(KYPHO_SOURCE_DIR "/" + stem + ".expected.jsonl")));
      CHECK(r.out != read_file(KYPHO_SOURCE_DIR "/" + stem + ".expected.jsonl"));
    }
}

TEST_CASE("the pseudo-language: every diagnostic of the samples and the corpus comes from the catalogue, every one marked whole") {
  const auto r = run("cd " KYPHO_SOURCE_DIR " && " + kypho_command("--lang qps --format json --max-errors 0 lint samples " KYPHO_CORPUS_DIR));
  int diagnostics = 0;
  std::istringstream lines(r.out);
  for (std::string line; std::getline(lines, line);) {
    const auto j = nlohmann::json::parse(line);
    if (j.value("type", "") != "diagnostic") continue;
    ++diagnostics;
    std::vector<std::string> texts = {j.value("message", "")};
    for (const auto& n : j.value("notes", std::vector<std::string>{})) texts.push_back(n);
    for (const auto& t : texts) CHECK_MESSAGE((t.starts_with("⟦") && t.ends_with("⟧")), j.value("code", "") << ": " << t);
  }
  CHECK(diagnostics > 200);
}

TEST_CASE("the pseudo-language: --help of kypho and of every verb, and kypho help codes, say nothing outside the catalogue") {
  // What may stand outside the marks: option names, value sets and ranges, names in capitals (FILE, TEXT), the
  // verbs' and the program's names, and the codes in the first column of the codes' table.
  const std::set<std::string> verbs = {"kypho", "validate", "lint", "convert", "diff", "show", "perft", "bench", "serve", "help"};
  std::string help;
  for (const std::string verb : {"", "validate", "lint", "convert", "diff", "show", "perft", "bench", "serve", "help"})
    help += run(kypho_command("--lang qps " + verb + " --help")).out;
  std::string codes;
  std::istringstream code_lines(run(kypho_command("--lang qps help codes")).out);
  for (std::string line; std::getline(code_lines, line);) codes += line.substr(std::min(line.find(' '), line.size())) + "\n";
  for (const std::string& text : {help, codes}) {
    std::istringstream words(unmarked(text));
    for (std::string word; words >> word;) {
      // CLI11's notation of values: a set ({a,b}, a|b), a range, a count ("TEXT x 2", "B(2x)").
      if (word.starts_with("-") || word.find_first_of("{[|") != std::string::npos || word == "x") continue;
      if (const auto count = word.find("(2x)"); count != std::string::npos) word.erase(count);
      std::string letters;
      for (char c : word)
        if (std::isalpha(static_cast<unsigned char>(c))) letters += c;
      const bool capitals = std::all_of(letters.begin(), letters.end(), [](char c) { return std::isupper(static_cast<unsigned char>(c)); });
      CHECK_MESSAGE((letters.empty() || capitals || verbs.count(letters) > 0), "outside the catalogue: " << word);
    }
  }
}

TEST_CASE("the pseudo-language: show's boards, legends and --explain, its SVG, and diff's report say nothing outside the catalogue") {
  // What may stand outside the marks: the boards' piece letters, points and numbers, file names, moves and
  // results; so no word of three letters or more, except a file name, a stack of pieces "(NFT)" and SVG's
  // markup (its tags are taken out; their texts and titles stay).
  const std::string xiangqi = "samples/xiangqi/vn/valid/scoresheet.vn", shogi = "samples/shogi/kif/valid/branches.kif",
                    cotulenh = "samples/cotulenh/ctl/valid/luat-game.ctl";
  std::vector<std::string> outputs;
  for (const auto& file : {xiangqi, shogi, cotulenh}) {
    outputs.push_back(run("cd " KYPHO_SOURCE_DIR " && " + kypho_command("--lang qps -q show --explain " + file)).out);
    CHECK(outputs.back().find("⟦") != std::string::npos);
    const std::string svg = run("cd " KYPHO_SOURCE_DIR " && " + kypho_command("--lang qps -q show --to svg " + file)).out;
    REQUIRE(svg.find("<svg") != std::string::npos);
    std::string texts;  // the SVG with each tag a blank
    bool in_tag = false;
    for (char c : svg) {
      if (c == '<' || c == '>') texts += ' ';
      else if (!in_tag) texts += c;
      in_tag = c == '<' || (in_tag && c != '>');
    }
    outputs.push_back(texts);
  }
  outputs.push_back(run("cd " KYPHO_SOURCE_DIR " && " +
                        kypho_command("--lang qps diff samples/xiangqi/vn/invalid/wrong-cannon.vn " + xiangqi)).out);
  for (const auto& output : outputs) {
    INFO(output);
    std::istringstream words(unmarked(output));
    for (std::string word; words >> word;) {
      if (word.find('/') != std::string::npos || word.starts_with("(")) continue;
      std::size_t run = 0, longest = 0;  // letters in a row: BOD's "v香v桂" is no word
      for (char c : word) longest = std::max(longest, run = std::isalpha(static_cast<unsigned char>(c)) ? run + 1 : 0);
      CHECK_MESSAGE(longest < 3, "outside the catalogue: " << word);
    }
  }
}

TEST_CASE("--help in Japanese and Vietnamese: each description starts in the column the English one does, counted as a terminal shows it") {
  // CLI11 pads by bytes: "必須" (REQUIRED) is 6 bytes and 4 columns, so a Japanese description started 2 columns early.
  const auto start_column = [](const std::string& line) {
    std::size_t columns = 0, i = 0, spaces = 0;
    while (i < line.size()) {
      const char32_t cp = kypho::grammar::next_code_point(line, i);
      if (cp == U' ') {
        ++spaces;
      } else if (spaces >= 2 && columns > 2) {
        return columns;  // the first character after the gap between the option and its description
      } else {
        spaces = 0;
      }
      columns += kypho::display_width(cp);
    }
    return std::size_t{0};
  };
  for (const std::string lang : {"en", "ja", "vi"}) {
    std::istringstream lines(run(kypho_command("--lang " + lang + " validate --help")).out);
    int options = 0;
    for (std::string line; std::getline(lines, line);) {
      if (!line.starts_with("  ") || line.starts_with("   ")) continue;
      if (const std::size_t column = start_column(line); column != 0) {
        ++options;
        CHECK_MESSAGE(column == 30, lang << ": " << line);
      }
    }
    CHECK(options >= 2);
  }
}
