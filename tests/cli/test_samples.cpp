// Golden tests over samples/: every file under <game>/<format>/valid must validate with exit 0 and every
// file under .../invalid with exit 1; where NAME.expected.jsonl exists, the JSON report must equal it.
// A folder named rules-SET on the way says the files under it are judged by --rules SET.
#include <filesystem>

#include "helpers.hpp"

using namespace kypho::test;
namespace fs = std::filesystem;

TEST_CASE("samples validate as their folder says, with the expected reports") {
  const fs::path root = fs::path(KYPHO_SOURCE_DIR) / "samples";
  int files = 0;
  for (const auto& entry : fs::recursive_directory_iterator(root)) {
    if (!entry.is_regular_file() || entry.path().extension() == ".jsonl" || entry.path().extension() == ".md") continue;
    const std::string folder = entry.path().parent_path().filename().string();
    if (folder != "valid" && folder != "invalid") continue;
    ++files;
    const std::string relative = fs::relative(entry.path(), KYPHO_SOURCE_DIR).string();
    INFO(relative);
    std::string rules;
    for (const auto& part : fs::path(relative))
      if (part.string().starts_with("rules-")) rules = "--rules " + part.string().substr(6) + " ";
    const auto r = run("cd " KYPHO_SOURCE_DIR " && " + kypho_command(rules + "validate --format json " + relative));
    CHECK(r.status == (folder == "valid" ? 0 : 1));
    fs::path expected = entry.path();
    expected.replace_extension(".expected.jsonl");
    if (fs::exists(expected)) CHECK(r.out == read_file(expected.string()));
  }
  CHECK(files >= 4);
}
