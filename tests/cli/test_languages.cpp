// kypho in Vietnamese and Japanese: golden reports of one record of each game in each language (the same
// verdicts, places and codes as in English, the messages in the language), and the pseudo-language, which
// shows any message that bypassed the catalogues.
#include <filesystem>
#include <sstream>

#include <nlohmann/json.hpp>

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
