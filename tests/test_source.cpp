// Source text: line index, columns in code points, encodings.
#include "grammar/encoding.hpp"
#include "grammar/source.hpp"
#include "helpers.hpp"

using namespace kypho::grammar;

TEST_CASE("lines end at LF, CRLF and a lone CR; columns count code points") {
  const SourceText src("t", "ab\r\n炮二平五 马８进７\rlast\nx");
  CHECK(src.line_count() == 4);
  CHECK(src.line(1) == "ab");
  CHECK(src.line(2) == "炮二平五 马８进７");
  CHECK(src.line(3) == "last");
  CHECK(src.line(4) == "x");
  CHECK(src.line(5).empty());
  const auto at = [&](std::string_view needle) { return src.locate(src.text().find(needle)); };
  CHECK(at("ab").line == 1);
  CHECK(at("马").line == 2);
  CHECK(at("马").col == 6);  // five code points before it, fifteen bytes
  CHECK(at("last").line == 3);
  CHECK(at("last").col == 1);
  CHECK(at("x").line == 4);
  CHECK(src.locate(src.text().size()).line == 4);
  CHECK(src.locate(src.text().size()).col == 2);
}

TEST_CASE("strict UTF-8") {
  CHECK(is_valid_utf8("Bên trắng: Tg5"));
  CHECK(!is_valid_utf8("\xC0\xAF"));          // overlong
  CHECK(!is_valid_utf8("\xED\xA0\x80"));      // surrogate
  CHECK(!is_valid_utf8("\xF4\x90\x80\x80"));  // above U+10FFFF
  CHECK(!is_valid_utf8("\xE4\xB8"));          // truncated
}

TEST_CASE("decoding: BOM, strict UTF-8, then the format's legacy encoding") {
  CHECK(decode("\xEF\xBB\xBFX1-2").text == "X1-2");
  CHECK(decode("\xEF\xBB\xBFX1-2").encoding == "utf-8-bom");
  const auto utf16 = decode(std::string("\xFF\xFE\x42\x00\xEA\x00", 6));
  CHECK(utf16.text == "Bê");
  CHECK(utf16.encoding == "UTF-16LE");
  // 炮二平五 in GBK: valid GB18030, not valid UTF-8.
  const auto gbk = decode("\xC5\xDA\xB6\xFE\xC6\xBD\xCE\xE5", "GB18030");
  CHECK(gbk.text == "炮二平五");
  CHECK(gbk.encoding == "GB18030");
  CHECK(gbk.problems.empty());
  // Shift_JIS 同歩 read as CP932.
  CHECK(decode("\x93\xAF\x95\xE0", "CP932").text == "同歩");
  // Forced encodings win over detection.
  CHECK(decode("\xC5\xDA", "", "GB18030").text == "炮");
}

TEST_CASE("undecodable bytes become U+FFFD and are reported where they stood") {
  const auto d = decode("ab\xFF" "cd");
  CHECK(d.text == "ab\xEF\xBF\xBD" "cd");
  REQUIRE(d.problems.size() == 1);
  CHECK(d.problems[0].offset == 2);
  CHECK(d.problems[0].byte_offset == 2);
  const auto g = decode("\xC5\xDA\x80", "GB18030");
  CHECK(g.text.starts_with("炮"));
  CHECK(g.problems.size() == 1);
  CHECK(decode("x", "", "no-such-encoding").unknown_encoding);
}

TEST_CASE("GB18030 or Big5: the piece glyphs decide") {
  const std::string gbk = "\xC5\xDA\xB6\xFE\xC6\xBD\xCE\xE5";  // 炮二平五 in GBK
  const std::string big5 = "\xAC\xB6\xA4\x47\xA5\xAD\xA4\xAD";  // 炮二平五 in Big5
  const std::string_view words = "炮 平 進 进";
  CHECK(decode_guessing(gbk, {"GB18030", "BIG5"}, words).text == "炮二平五");
  CHECK(decode_guessing(big5, {"GB18030", "BIG5"}, words).text == "炮二平五");
  CHECK(decode_guessing(big5, {"GB18030", "BIG5"}, words).encoding == "BIG5");
  CHECK(decode_guessing("P2-5", {"GB18030", "BIG5"}, words).encoding == "utf-8");
}
