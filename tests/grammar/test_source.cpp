// Source text: line index, columns in code points, encodings.
#include <iconv.h>

#include <cerrno>
#include <random>
#include <vector>

#include <fmt/format.h>
#include <tao/pegtl.hpp>

#include "grammar/text/byte_scan.hpp"
#include "grammar/text/encoding.hpp"
#include "grammar/text/source.hpp"
#include "helpers.hpp"

using namespace kypho::grammar;

TEST_CASE("lines end at LF, CRLF and a lone CR, columns count code points") {
  const SourceText src("t", "ab\r\n炮二平五 马８进７\rlast\nx");
  CHECK(src.last_line() == 4);
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
  // Counted without an index, the line ends of a text that ends where a line starts are what SourceText
  // finds: \n, \r\n and a lone \r, one at the very end too.
  for (const std::string_view text : {"", "a", "a\n", "a\r", "a\r\n", "\r\r\n\n\r", "ab\r\nx\ry\n", "\n\n"}) {
    CAPTURE(text);
    CHECK(count_line_ends(text) == SourceText("t", std::string(text)).last_line() - 1);
  }
}

TEST_CASE("find_either finds the first of two bytes eight at a time, as a byte-at-a-time search does") {
  // Bytes that differ from the ones sought by one bit each, high bit included: a borrow or a carry between
  // the bytes of a word would mark them too.
  const std::string alphabet = std::string("\n\r{}\x8a\x8d\x0b\x0c\xfb\xfd\x7b\x7d ab", 16) + '\0';
  std::mt19937 random(7);
  for (int round = 0; round < 2000; ++round) {
    std::string text(random() % 40, ' ');
    for (char& c : text) c = alphabet[random() % alphabet.size()];
    for (auto [a, b] : {std::pair{'\n', '\r'}, std::pair{'{', '}'}, std::pair{'\0', '\x8a'}})
      for (std::size_t from = 0; from <= text.size(); ++from) {
        std::size_t naive = from;
        while (naive < text.size() && text[naive] != a && text[naive] != b) ++naive;
        REQUIRE(find_either(text, from, a, b) == naive);
      }
  }
}

TEST_CASE("strict UTF-8") {
  CHECK(is_valid_utf8("Bên trắng: Tg5"));
  CHECK(!is_valid_utf8("\xC0\xAF"));          // overlong
  CHECK(!is_valid_utf8("\xED\xA0\x80"));      // surrogate
  CHECK(!is_valid_utf8("\xF4\x90\x80\x80"));  // above U+10FFFF
  CHECK(!is_valid_utf8("\xE4\xB8"));          // truncated
  // Runs of characters outside ASCII, as a Japanese or Chinese record has them, and ASCII between them.
  CHECK(is_valid_utf8("▲７六歩△３四歩 a 炮二平五"));
  CHECK(!is_valid_utf8("▲７六歩\x80△３四歩"));  // a stray continuation byte inside a run
  CHECK(!is_valid_utf8("▲７六歩\xE4\xB8" "a"));  // truncated before ASCII
  CHECK(!is_valid_utf8("a歩\xC0\xAF歩"));        // overlong between characters
  CHECK(!is_valid_utf8("歩歩歩\xED\xA0\x80"));   // a surrogate at the end of a run
}

TEST_CASE("strict UTF-8 is what PEGTL's UTF-8 reading takes whole, on random runs of characters and slips") {
  // Three-byte characters of every lead byte (E0 and ED bound their second byte), the other lengths, and
  // broken pieces: a run is valid exactly when PEGTL reads it to its end as code points.
  const std::vector<std::string> pieces{"a",  "\xE4\xB8\x80", "\xEF\xBC\x91", "\xE0\xA0\x80", "\xE0\x9F\xBF", "\xED\x9F\xBF",
                                        "\xED\xA0\x80", "\xEE\x80\x80", "\xC3\xA9", "\xF0\x9F\x98\x80", "\x80", "\xE4\xB8",
                                        "\xE4", "\xC0\xAF", "\xF4\x90\x80\x80", "\xE1\xC0\x80"};
  std::mt19937 random(11);
  for (int round = 0; round < 20000; ++round) {
    std::string text;
    for (std::size_t n = random() % 9; n > 0; --n) text += pieces[random() % pieces.size()];
    tao::pegtl::memory_input in(text, "utf8");
    const bool whole = tao::pegtl::parse<tao::pegtl::seq<tao::pegtl::star<tao::pegtl::utf8::any>, tao::pegtl::eof>>(in);
    CAPTURE(text);
    REQUIRE(is_valid_utf8(text) == whole);
  }
}

TEST_CASE("decoding: BOM, UTF-16, strict UTF-8, then the legacy encoding the content reads best in") {
  CHECK(decode("\xEF\xBB\xBFX1-2").text == "X1-2");
  CHECK(decode("\xEF\xBB\xBFX1-2").encoding == "utf-8-bom");
  const auto utf16 = decode(std::string("\xFF\xFE\x42\x00\xEA\x00", 6));
  CHECK(utf16.text == "Bê");
  CHECK(utf16.encoding == "utf-16le");
  // UTF-16 without a byte-order mark is told by its zero bytes.
  const auto bare = decode(std::string("\x00" "1\x00" ")\x00" " \x00" "P\x00" "2\x00" "-\x00" "5", 14));
  CHECK(bare.text == "1) P2-5");
  CHECK(bare.encoding == "utf-16be");
  CHECK(bare.guessed);
  // 炮二平五 in GBK: valid GB18030, not valid UTF-8.
  const auto gbk = decode("1. \xC5\xDA\xB6\xFE\xC6\xBD\xCE\xE5");
  CHECK(gbk.text == "1. 炮二平五");
  CHECK(gbk.encoding == "gb18030");
  CHECK(gbk.problems.empty());
  // Shift_JIS ▲同歩, and the same in EUC-JP.
  CHECK(decode("\x81\xA3\x93\xAF\x95\xE0").text == "▲同歩");
  CHECK(decode("\x81\xA3\x93\xAF\x95\xE0").encoding == "cp932");
  CHECK(decode("\xA2\xA5\xC6\xB1\xCA\xE2").text == "▲同歩");
  CHECK(decode("\xA2\xA5\xC6\xB1\xCA\xE2").encoding == "euc-jp");
  // Forced encodings win over detection.
  CHECK(decode("\xC5\xDA", "GB18030").text == "炮");
  CHECK(decode("\xC5\xDA", "gbk").encoding == "gb18030");
}

TEST_CASE("decoding bytes it may keep gives what decoding a view of them gives, and keeps UTF-8 that needs no change") {
  // Plain and Vietnamese UTF-8, a byte-order mark, a bad byte, a decomposed letter (e + U+0302 + U+0300),
  // GBK, UTF-16 with its mark, and an empty text; each with no encoding named, UTF-8 named, and GB18030 named.
  const std::vector<std::string> texts{"1. P2-5 M8.7 2. M2.3 X9-8\n", "Bên trắng: Nguyễn\n", "\xEF\xBB\xBFX1-2", "ab\xFF" "cd",
                                       "Be\xCC\x82\xCC\x80n", "1. \xC5\xDA\xB6\xFE", std::string("\xFF\xFE\x42\x00", 4), ""};
  for (const std::string& text : texts)
    for (const std::string_view forced : {"", "utf-8", "GB18030"}) {
      CAPTURE(text);
      CAPTURE(forced);
      const Decoded want = decode(text, forced);
      std::string bytes = text;
      const char* const kept = bytes.data();
      const Decoded got = decode_owned(std::move(bytes), forced);
      CHECK(got.text == want.text);
      CHECK(got.encoding == want.encoding);
      CHECK(got.problems.size() == want.problems.size());
      CHECK(got.composed == want.composed);
      // The first two, UTF-8 named and needing no change, are kept as they are: their buffer, not a copy (each
      // longer than a string holds in itself).
      if (forced == "utf-8" && (text == texts[0] || text == texts[1])) CHECK(got.text.data() == kept);
    }
}

TEST_CASE("undecodable bytes become U+FFFD and are reported where they stood") {
  const auto d = decode("ab\xFF" "cd", "utf-8");
  CHECK(d.text == "ab\xEF\xBF\xBD" "cd");
  REQUIRE(d.problems.size() == 1);
  CHECK(d.problems[0].offset == 2);
  CHECK(d.problems[0].byte_offset == 2);
  const auto g = decode("\xC5\xDA\x80", "GB18030");
  CHECK(g.text.starts_with("炮"));
  CHECK(g.problems.size() == 1);
  CHECK(decode("x", "no-such-encoding").unknown_encoding);
}

// iconv over the whole text, a byte it cannot read replaced and noted: what kypho's decoding of an
// encoding must give, however it divides the text.
Decoded decoded_whole(const std::string& bytes, const char* encoding) {
  Decoded out;
  iconv_t cd = iconv_open("UTF-8", encoding);
  REQUIRE(cd != reinterpret_cast<iconv_t>(-1));
  std::string room(bytes.size() * 4 + 16, '\0');
  char* in = const_cast<char*>(bytes.data());
  std::size_t in_left = bytes.size();
  char* dst = room.data();
  std::size_t dst_left = room.size();
  while (in_left > 0 && iconv(cd, &in, &in_left, &dst, &dst_left) == static_cast<std::size_t>(-1)) {
    REQUIRE(errno != E2BIG);
    out.problems.push_back({std::size_t(dst - room.data()), std::size_t(in - bytes.data())});
    for (char c : std::string_view("\xEF\xBF\xBD")) *dst++ = c, --dst_left;
    ++in, --in_left;
    iconv(cd, nullptr, nullptr, nullptr, nullptr);
  }
  iconv_close(cd);
  out.text.assign(room.data(), dst);
  return out;
}

TEST_CASE("a legacy encoding's text decodes as iconv decodes it whole, ASCII copied or not: runs of ASCII beside "
          "characters whose second byte is ASCII, four-byte GB18030, bytes no encoding reads, cut sequences, long texts") {
  kypho::test::Random next(0xdec0de);
  // Bytes drawn so that every kind meets every other: ASCII letters and digits (GB18030's second and fourth
  // bytes, Big5's and Shift_JIS's second), controls and line ends, and the bytes outside ASCII.
  const auto byte = [&] {
    switch (next() % 5) {
      case 0: return char('0' + next() % 10);
      case 1: return char(0x40 + next() % 0x3F);
      case 2: return "\n\r\t \x1B\x7F"[next() % 6];
      default: return char(0x80 + next() % 0x80);
    }
  };
  std::size_t compared = 0, with_problems = 0;
  for (const char* encoding : {"GB18030", "BIG5", "CP932", "EUC-JP", "CP1258", "VISCII"}) {
    for (int n = 0; n < 4000; ++n) {
      // Now and then a long text of bytes outside ASCII, more characters than the decoder takes at once.
      const bool long_text = n % 100 == 0;
      std::string bytes;
      for (std::size_t k = long_text ? 3000 + next() % 3000 : next() % 40; k > 0; --k) bytes += long_text ? char(0x81 + next() % 0x7E) : byte();
      const Decoded want = decoded_whole(bytes, encoding);
      const Decoded got = decode(bytes, encoding);
      std::string hex;
      for (unsigned char c : bytes) hex += fmt::format("{:02X} ", c);
      INFO(encoding, ": ", hex);
      REQUIRE(got.text == want.text);
      REQUIRE(got.problems.size() == want.problems.size());
      for (std::size_t i = 0; i < want.problems.size(); ++i) {
        CHECK(got.problems[i].offset == want.problems[i].offset);
        CHECK(got.problems[i].byte_offset == want.problems[i].byte_offset);
      }
      ++compared;
      with_problems += !want.problems.empty();
    }
  }
  CHECK(with_problems > compared / 4);
  CHECK(with_problems < compared);
}

TEST_CASE("GB18030 or Big5: the piece glyphs decide") {
  const std::string gbk = "\xC5\xDA\xB6\xFE\xC6\xBD\xCE\xE5";  // 炮二平五 in GBK
  const std::string big5 = "\xAC\xB6\xA4\x47\xA5\xAD\xA4\xAD";  // 炮二平五 in Big5
  CHECK(decode(gbk).text == "炮二平五");
  CHECK(decode(big5).text == "炮二平五");
  CHECK(decode(big5).encoding == "big5");
  CHECK(decode("P2-5").encoding == "utf-8");
}

// The bytes of UTF-8 text in another encoding, as iconv writes them.
std::string iconv_bytes(const std::string& utf8, const std::string& encoding) {
  return kypho::test::run("iconv -f UTF-8 -t " + encoding + " " + kypho::test::temp_file("iconv.txt", utf8)).out;
}

TEST_CASE("Vietnamese: CP1258, VNI, TCVN3 and VISCII are told apart by the letters they decode to") {
  const std::string text = "[Red \"Nguyễn Văn Đức\"]\n1) P2-5 M8.7 Bên trắng thắng\n";
  for (const std::string encoding : {"CP1258", "VISCII", "TCVN5712-1"}) {
    INFO(encoding);
    const std::string bytes = iconv_bytes(text, encoding);
    REQUIRE(!bytes.empty());
    const auto d = decode(bytes);
    CHECK(d.text == text);
    CHECK(d.guessed);
    CHECK(!d.uncertain);
  }
  // VNI writes a vowel's marks after it: ễ = e + 0xE3, ă = a + 0xEA, Đ = 0xD1, ứ = 0xF6 + 0xF9.
  const std::string vni = "[Red \"Nguye\xE3n Va\xEAn \xD1\xF6\xF9" "c\"]\n1) P2-5 M8.7 Be\xE2n tra\xE9ng tha\xE9ng\n";
  CHECK(decode(vni).text == text);
  CHECK(decode(vni).encoding == "vni");
  // Bytes no candidate reads as plain Vietnamese ("Nguy暾n V鉵 A" as GB18030) are a guess, and said to be.
  const auto guess = decode("[Red \"Nguy\xea\xd5n V\xe3n A\"]\n1) P2-5 M8.7\n");
  CHECK(guess.uncertain);
  CHECK(guess.encoding != "gb18030");
}

TEST_CASE("TCVN3: every byte kypho's table maps, iconv's TCVN 5712 maps the same") {
  for (int b = 0xA1; b <= 0xFE; ++b) {
    if (b >= 0xB0 && b <= 0xB4) continue;  // combining tones: they join the letter before
    char escaped[8];
    std::snprintf(escaped, sizeof escaped, "\\%03o", b);
    INFO(escaped);
    const auto iconv = kypho::test::run(std::string("printf '") + escaped + "' | iconv -f TCVN5712-1 -t UTF-8");
    CHECK(decode(std::string(1, char(b)), "tcvn3").text == iconv.out);
  }
}

TEST_CASE("an encoding's labels are folded to the name kypho knows it by, and each decodes as that one") {
  // The Encoding Standard's labels of the encodings kypho reads, and the spellings records write.
  const std::vector<std::pair<std::string, std::string>> labels{
      {"UTF8", "utf-8"},        {"unicode-1-1-utf-8", "utf-8"}, {"MS932", "cp932"},     {"x-sjis", "cp932"},
      {"Shift_JIS", "cp932"},   {" csShiftJIS\t", "cp932"},     {"x-euc-jp", "euc-jp"}, {"EUCJP", "euc-jp"},
      {"GBK", "gb18030"},       {"csGB2312", "gb18030"},        {"x-gbk", "gb18030"},   {"cp936", "gb18030"},
      {"csBig5", "big5"},       {"x-cp1258", "cp1258"},         {"windows-1258", "cp1258"}, {"ABC", "tcvn3"},
      {"cp1258", "cp1258"},     {"VISCII", "viscii"},           {"koi8-r", "koi8-r"}};
  for (const auto& [label, key] : labels) {
    INFO(label);
    CHECK(encoding_key(label) == key);
    CHECK(is_utf8_name(label) == (key == "utf-8"));
  }
  // A label decodes as the encoding it names: 歩 in Shift_JIS, 马 in GBK.
  CHECK(decode("\x95\xE0", "x-sjis").text == "歩");
  CHECK(decode("\x95\xE0", "x-sjis").encoding == "cp932");
  CHECK(decode("\xC2\xED", "x-gbk").text == "马");
  CHECK(decode("\xC2\xED", "x-gbk").encoding == "gb18030");
}

TEST_CASE("a column is the same whichever offsets were located before it: in order, backwards, across lines") {
  std::string text;
  for (int i = 0; i < 2'000; ++i) text += i % 7 == 0 ? "炮" : i % 50 == 49 ? "\n" : "x";
  const SourceText src("t", text);
  // The reference: code points from the line's start.
  const auto reference = [&](std::size_t offset) {
    const std::size_t start = text.rfind('\n', offset == 0 ? 0 : offset - 1);
    std::uint32_t col = 1;
    for (std::size_t i = start == std::string::npos || offset == 0 ? 0 : start + 1; i < offset; ++i)
      col += (static_cast<unsigned char>(text[i]) & 0xC0) != 0x80;
    return col;
  };
  std::mt19937 random(7);
  std::vector<std::size_t> offsets;
  for (std::size_t i = 0; i <= text.size(); ++i)
    if (i == text.size() || (static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) offsets.push_back(i);
  std::vector<std::size_t> order = offsets;
  std::reverse(order.begin(), order.end());
  order.insert(order.end(), offsets.begin(), offsets.end());
  for (int i = 0; i < 2'000; ++i) order.push_back(offsets[random() % offsets.size()]);
  for (std::size_t offset : order) {
    INFO(offset);
    CHECK(src.locate(offset).col == reference(offset));
  }
  // A copy carries what its text is, and goes on from it.
  const SourceText copy = src;
  CHECK(copy.locate(offsets[offsets.size() / 2]).col == reference(offsets[offsets.size() / 2]));
}
