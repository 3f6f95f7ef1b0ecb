// Records inside archives, read without unpacking: a zipped folder lints as the folder does, a member is named
// `games.zip!/path`, a zip bomb and an encrypted member are each one diagnostic, and lint --fix never
// rewrites an archive.
#include <nlohmann/json.hpp>

#include "helpers.hpp"

using namespace kypho::test;

namespace {

const std::string FOLDER = std::string(KYPHO_CORPUS_DIR) + "/xiangqi/walker8088_cchess";

// A zip of `script`'s making (Python's zipfile: what people's tools write).
std::string make_zip(const std::string& name, const std::string& script) {
  const std::string zip = temp_path(name);
  std::remove(zip.c_str());
  REQUIRE(run("python3 -c \"import zipfile, os, sys; z = zipfile.ZipFile('" + zip + "', 'w', zipfile.ZIP_DEFLATED); " + script + "; z.close()\"").status == 0);
  return zip;
}

// A report's lines with the file names cut to what follows `prefix`, sorted: the same lines, whatever the
// folder or archive they were read from.
std::vector<std::string> without_prefix(const std::string& out, const std::string& prefix) {
  std::vector<std::string> lines;
  std::istringstream in(out);
  for (std::string line; std::getline(in, line);) {
    auto j = nlohmann::json::parse(line);
    if (j.contains("file")) {
      std::string file = j["file"];
      const auto at = file.find(prefix);
      j["file"] = at == std::string::npos ? file : file.substr(at + prefix.size());
    }
    lines.push_back(j.dump());
  }
  std::sort(lines.begin(), lines.end());
  return lines;
}

}  // namespace

TEST_CASE("archives: a zipped folder lints as the folder does, its members named games.zip!/path") {
  const std::string zip = make_zip("games.zip", "[z.write(os.path.join('" + FOLDER + "', f), '1993/' + f) for f in sorted(os.listdir('" + FOLDER + "'))]");
  const auto folder = run(kypho_command("lint --format json -j 2 " + FOLDER + " 2>/dev/null"));
  const auto zipped = run(kypho_command("lint --format json -j 2 " + zip + " 2>/dev/null"));
  CHECK(zipped.status == folder.status);
  CHECK(contains(zipped.out, "games.zip!/1993/WildHouse.xqf"));
  CHECK(without_prefix(zipped.out, "games.zip!/1993/") == without_prefix(folder.out, FOLDER + "/"));
  // A member is read wherever a file is.
  const auto member = run(kypho_command("validate " + zip + "!/1993/WildHouse.xqf 2>/dev/null"));
  CHECK(contains(member.out, "games.zip!/1993/WildHouse.xqf:4510: error[no-such-piece]"));
  const auto validated = run(kypho_command("validate " + zip + " 2>/dev/null"));
  CHECK(validated.status == 1);
  CHECK(contains(validated.out, "games.zip: info[format]: 1 member is no record file (by its name) and is not read"));
  // lint --fix leaves the archive as it was, and says so of each member it would have fixed.
  const std::string before = read_file(zip);
  const auto fixing = run(kypho_command("lint --fix " + zip + " 2>&1"));
  CHECK(read_file(zip) == before);
  CHECK(contains(fixing.out, "games.zip!/1993/zhongpao_vs_liepao.pgn: warning[not-fixed]: left as it was: a member of an archive is never rewritten"));
}

TEST_CASE("archives: a zip bomb and an encrypted member are each one diagnostic, never a hang or a full memory") {
  // 300 MiB of moves in a few hundred KiB: text, so that it is read on until the bound stops it.
  const std::string bomb = make_zip("bomb.zip", "z.writestr('huge.pgn', b'h2e2 h9g7 h0g2 ' * (20 << 20))");
  auto r = run(kypho_command("validate " + bomb + " 2>&1"));
  CHECK(r.status == 1);
  CHECK(contains(r.out, "bomb.zip!/huge.pgn: error[io-error]: reading stopped before the end of the file"));
  // The encryption flag (bit 0 of the general-purpose flags) set in a stored member's headers.
  const std::string plain = make_zip("secret.zip", "z.writestr(zipfile.ZipInfo('game.pgn'), b'1. h2e2 h9g7 *')");
  std::string bytes = read_file(plain);
  for (std::size_t at = 0; (at = bytes.find("PK", at)) != std::string::npos; at += 2) {
    if (bytes.compare(at, 4, "PK\x03\x04") == 0) bytes[at + 6] = char(bytes[at + 6] | 1);
    if (bytes.compare(at, 4, "PK\x01\x02") == 0) bytes[at + 8] = char(bytes[at + 8] | 1);
  }
  r = run(kypho_command("validate " + temp_file("secret-flagged.zip", bytes) + " 2>&1"));
  CHECK(r.status == 1);
  CHECK(contains(r.out, "encrypted"));
}

TEST_CASE("archives: a member's name stored in GBK, as Chinese zip tools store it, is decoded and said") {
  // Python writes non-ASCII names in UTF-8: an ASCII name of the same length is written, then its bytes
  // replaced by the GBK of 许银川对 in the local and central headers.
  const std::string zip = make_zip("gbk.zip", "z.writestr('1993/XXXXXXXX.xqf', open('" + std::string(KYPHO_CORPUS_DIR) +
                                                  "/xiangqi/eleeye/SAMPLE.XQF', 'rb').read())");
  std::string bytes = read_file(zip);
  const std::string gbk = "\xD0\xED\xD2\xF8\xB4\xA8\xB6\xD4";  // 许银川对
  for (std::size_t at = 0; (at = bytes.find("XXXXXXXX", at)) != std::string::npos;) bytes.replace(at, 8, gbk);
  const auto r = run(kypho_command("validate " + temp_file("gbk-names.zip", bytes) + " 2>&1"));
  CHECK(r.status == 0);
  CHECK(contains(r.out, "gbk-names.zip!/1993/许银川对.xqf: info[encoding]: the member's name is stored in gb18030"));
}
