#include "grammar/text/encoding.hpp"

#include <iconv.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstdint>
#include <cctype>
#include <cstring>
#include <map>

#include "grammar/text/byte_scan.hpp"
#include "grammar/text/utf8.hpp"
#include "grammar/text/vietnamese_charsets.hpp"
#include "rules/common/marked.hpp"

namespace kypho::grammar {
namespace {

constexpr std::string_view REPLACEMENT = "\xEF\xBF\xBD";

// Length of the well-formed UTF-8 sequence at s[i] (Unicode 15, table 3-7), or 0 if ill-formed.
// In line where it is asked: once for every character of a text that is not ASCII.
[[gnu::always_inline]] inline std::size_t utf8_sequence_length(std::string_view s, std::size_t i) {
  const auto byte = [&](std::size_t k) { return static_cast<std::uint8_t>(s[k]); };
  const std::uint8_t b0 = byte(i);
  if (b0 < 0x80) return 1;
  const auto in = [&](std::size_t k, int lo, int hi) { return k < s.size() && byte(k) >= lo && byte(k) <= hi; };
  if (b0 >= 0xC2 && b0 <= 0xDF) return in(i + 1, 0x80, 0xBF) ? 2 : 0;
  if (b0 >= 0xE0 && b0 <= 0xEF) {
    const int lo = b0 == 0xE0 ? 0xA0 : 0x80, hi = b0 == 0xED ? 0x9F : 0xBF;
    return in(i + 1, lo, hi) && in(i + 2, 0x80, 0xBF) ? 3 : 0;
  }
  if (b0 >= 0xF0 && b0 <= 0xF4) {
    const int lo = b0 == 0xF0 ? 0x90 : 0x80, hi = b0 == 0xF4 ? 0x8F : 0xBF;
    return in(i + 1, lo, hi) && in(i + 2, 0x80, 0xBF) && in(i + 3, 0x80, 0xBF) ? 4 : 0;
  }
  return 0;
}

// Whether the four bytes at s[i] start with a three-byte character whose lead byte (E1–EC, EE, EF) allows
// any continuation bytes: most of a Chinese or Japanese text, checked with one load and a mask.
bool plain_three_bytes(std::string_view s, std::size_t i) {
  if (i + 4 > s.size()) return false;
  const auto lead = static_cast<unsigned char>(s[i]);
  return (load_le32(s.data() + i) & 0x00C0C0F0u) == 0x008080E0u && lead != 0xE0 && lead != 0xED;
}

}  // namespace

bool is_utf8_name(std::string_view name) { return encoding_key(name) == "utf-8"; }

namespace {

// `valid`: the bytes are known to be UTF-8 already (they are not looked over twice).
Decoded decode_utf8(std::string_view bytes, std::string encoding, bool valid = false) {
  Decoded out{{}, std::move(encoding), {}};
  if (valid || is_valid_utf8(bytes)) {  // the common case: one copy, no per-character work
    // Combining marks (U+0300–U+036F: lead bytes CC and CD) are decomposed letters, which the grammars,
    // written for the composed ones, would not read: `Bên trắng` in NFD is another string.
    if (first_combining_mark(bytes) == bytes.size()) {
      out.text.assign(bytes);
      return out;
    }
    out.text = compose_vietnamese(bytes);
    out.composed = out.text.size() != bytes.size();
    return out;
  }
  out.text.reserve(bytes.size());
  for (std::size_t i = 0; i < bytes.size();) {
    const std::size_t n = utf8_sequence_length(bytes, i);
    if (n == 0) {
      out.problems.push_back({out.text.size(), i});
      out.text += REPLACEMENT;
      ++i;
    } else {
      out.text.append(bytes.substr(i, n));
      i += n;
    }
  }
  return out;
}

const iconv_t NO_ICONV = reinterpret_cast<iconv_t>(-1);

// iconv_open loads an encoding's gconv module and iconv_close unloads it with its last descriptor: one
// descriptor per file made every file of an archive pay a dlopen and a dlclose (a third of lint's system
// time). Each thread keeps what it opened, reset to the initial state when handed out again.
class IconvCache {
 public:
  ~IconvCache() {
    for (auto& [names, cd] : open_)
      if (cd != NO_ICONV) iconv_close(cd);
  }
  iconv_t get(const std::string& to, const std::string& from) {
    auto [it, fresh] = open_.try_emplace({to, from}, NO_ICONV);
    if (fresh) it->second = iconv_open(to.c_str(), from.c_str());
    else if (it->second != NO_ICONV) iconv(it->second, nullptr, nullptr, nullptr, nullptr);
    return it->second;
  }

 private:
  std::map<std::pair<std::string, std::string>, iconv_t> open_;
};

iconv_t converter(const std::string& to, const std::string& from) {
  thread_local IconvCache cache;
  return cache.get(to, from);
}

// Decodes bytes[from, to) with `cd` into `room` as UTF-8, after the `used` bytes already written: a byte
// iconv cannot read (or a sequence cut short at `to`) becomes U+FFFD, noted in `problems`, and the rest goes
// on after it. iconv gives code points (WCHAR_T, UCS-4 in glibc), written as UTF-8 here: glibc decodes to
// its own UCS-4 and then to UTF-8 in a second step, which took as long as the first.
void decode_stretch(iconv_t cd, std::string_view bytes, std::size_t from, std::size_t to, std::string& room, std::size_t& used,
                    std::vector<DecodeProblem>& problems) {
  static_assert(sizeof(wchar_t) == sizeof(char32_t), "WCHAR_T is read as UCS-4");
  std::array<wchar_t, 1024> wide;
  char* in = const_cast<char*>(bytes.data() + from);
  std::size_t in_left = to - from;
  while (in_left > 0) {
    char* dst = reinterpret_cast<char*>(wide.data());
    std::size_t dst_left = sizeof wide;
    const std::size_t done = iconv(cd, &in, &in_left, &dst, &dst_left);
    const std::size_t decoded = (sizeof wide - dst_left) / sizeof(wchar_t);
    if (room.size() - used < 4 * decoded + REPLACEMENT.size()) room.resize(room.size() + 4 * decoded + REPLACEMENT.size());
    for (std::size_t k = 0; k < decoded; ++k) used += write_utf8(room.data() + used, char32_t(wide[k]));
    if (done != static_cast<std::size_t>(-1)) break;
    if (errno == E2BIG) continue;  // the code points were written out: room for more
    // EILSEQ or a truncated sequence at the end: replace one byte and go on.
    problems.push_back({used, std::size_t(in - bytes.data())});
    used += REPLACEMENT.copy(room.data() + used, REPLACEMENT.size());
    ++in;
    --in_left;
    iconv(cd, nullptr, nullptr, nullptr, nullptr);
  }
}

// The encodings (iconv's names) that read every ASCII byte as itself whatever stands around it, and whose
// characters outside ASCII start with a byte outside ASCII: a later byte of one may be ASCII, but never two
// in a row. Their text is ASCII copied as it is between stretches that iconv decodes, each from a byte
// outside ASCII to the next two ASCII bytes in a row (the first of them perhaps still a character's last
// byte): a guess at a mostly ASCII file's encoding decoded all of it eight times over, a fifth of linting a
// legacy archive. CP1258 is not among them (it joins a letter with the tone mark after it), nor VISCII
// (six control codes are letters).
// That every ASCII byte decodes to itself is asked of the converter once (a Shift_JIS that reads 0x5C as
// the yen sign would not).
bool ascii_stands_alone(iconv_t cd, std::string_view encoding) {
  if (encoding != "GB18030" && encoding != "BIG5" && encoding != "CP932" && encoding != "EUC-JP") return false;
  thread_local std::map<std::string, bool, std::less<>> known;
  if (const auto it = known.find(encoding); it != known.end()) return it->second;
  std::array<char, 128> ascii;
  std::array<wchar_t, 128> decoded;
  for (std::size_t b = 0; b < ascii.size(); ++b) ascii[b] = char(b);
  char* in = ascii.data();
  char* out = reinterpret_cast<char*>(decoded.data());
  std::size_t in_left = ascii.size(), out_left = sizeof decoded;
  bool same = iconv(cd, &in, &in_left, &out, &out_left) == 0 && out_left == 0;
  for (std::size_t b = 0; same && b < decoded.size(); ++b) same = decoded[b] == wchar_t(b);
  iconv(cd, nullptr, nullptr, nullptr, nullptr);
  return known.emplace(std::string(encoding), same).first->second;
}

Decoded decode_with_iconv(std::string_view bytes, std::string encoding) {
  Decoded out{{}, encoding, {}};
  iconv_t cd = converter("WCHAR_T", encoding);
  if (cd == NO_ICONV) {
    Decoded fallback = decode_utf8(bytes, "utf-8");
    fallback.unknown_encoding = true;
    return fallback;
  }
  // The text is written into room kept from one decoding to the next, then copied out at its size: four
  // times the input set to nought for each of eight candidates was a fiftieth of linting an archive.
  thread_local std::string room;
  if (room.size() < bytes.size() * 4 + 16) room.resize(bytes.size() * 4 + 16);
  std::size_t used = 0;
  if (!ascii_stands_alone(cd, encoding)) {
    decode_stretch(cd, bytes, 0, bytes.size(), room, used, out.problems);
  } else {
    const auto ascii = [&](std::size_t k) { return static_cast<unsigned char>(bytes[k]) < 0x80; };
    for (std::size_t i = 0; i < bytes.size();) {
      const std::size_t other = next_non_ascii(bytes, i);
      if (room.size() - used < other - i) room.resize(used + (other - i) * 4 + 16);
      used += bytes.copy(room.data() + used, other - i, i);
      if (other == bytes.size()) break;
      std::size_t end = other + 1;
      while (end < bytes.size() && !(ascii(end) && (end + 1 == bytes.size() || ascii(end + 1)))) ++end;
      end = std::min(end + 1, bytes.size());
      decode_stretch(cd, bytes, other, end, room, used, out.problems);
      i = end;
    }
  }
  out.text.assign(room.data(), used);
  // A whole large file's room is given back, not kept for the thread's life.
  if (room.size() > (std::size_t(16) << 20)) std::string().swap(room);
  return out;
}

// A candidate legacy encoding and the language whose text it carries.
enum class Language { VIETNAMESE, CHINESE, JAPANESE };
struct Candidate {
  std::string_view name;  // as kypho names it; iconv's name below when iconv decodes it
  std::string_view iconv_name;
  Language language;
  std::string_view description;
};
constexpr Candidate CANDIDATES[] = {
    {"cp1258", "CP1258", Language::VIETNAMESE, N_("Vietnamese, Windows CP1258")},
    {"vni", "", Language::VIETNAMESE, N_("Vietnamese, VNI Windows")},
    {"tcvn3", "", Language::VIETNAMESE, N_("Vietnamese, TCVN3 (ABC)")},
    {"viscii", "VISCII", Language::VIETNAMESE, N_("Vietnamese, VISCII")},
    {"gb18030", "GB18030", Language::CHINESE, N_("Chinese, GB18030/GBK")},
    {"big5", "BIG5", Language::CHINESE, N_("Chinese, Big5")},
    {"cp932", "CP932", Language::JAPANESE, N_("Japanese, Shift_JIS/CP932")},
    {"euc-jp", "EUC-JP", Language::JAPANESE, N_("Japanese, EUC-JP")},
};

// The names other programs give the encodings kypho knows, and the one kypho knows each by. The labels are
// the WHATWG Encoding Standard's (what browsers, and the files they save, call them: `x-sjis`, `ms932`,
// `csgb2312`), plus the spellings records and their programs write (`sjis`, `eucjp`, `utf8`) and the
// Vietnamese encodings' own (`abc` for TCVN3). UTF-16 without an order (`utf-16`, `unicode`) is not folded: it
// is iconv's to read by its byte-order mark; nor is Big5-HKSCS, which iconv reads with its extensions.
struct Alias {
  std::string_view label, key;
};
constexpr Alias ALIASES[] = {
    {"utf8", "utf-8"}, {"unicode-1-1-utf-8", "utf-8"}, {"unicode11utf8", "utf-8"}, {"unicode20utf8", "utf-8"},
    {"x-unicode20utf8", "utf-8"},
    {"shift_jis", "cp932"}, {"shift-jis", "cp932"}, {"sjis", "cp932"}, {"windows-31j", "cp932"}, {"ms932", "cp932"},
    {"ms_kanji", "cp932"}, {"x-sjis", "cp932"}, {"csshiftjis", "cp932"},
    {"eucjp", "euc-jp"}, {"x-euc-jp", "euc-jp"}, {"cseucpkdfmtjapanese", "euc-jp"},
    {"gbk", "gb18030"}, {"x-gbk", "gb18030"}, {"gb2312", "gb18030"}, {"gb_2312", "gb18030"}, {"gb_2312-80", "gb18030"},
    {"csgb2312", "gb18030"}, {"csiso58gb231280", "gb18030"}, {"iso-ir-58", "gb18030"}, {"chinese", "gb18030"}, {"cp936", "gb18030"},
    {"cn-big5", "big5"}, {"csbig5", "big5"}, {"x-x-big5", "big5"},
    {"windows-1258", "cp1258"}, {"x-cp1258", "cp1258"},
    {"csviscii", "viscii"},
    {"abc", "tcvn3"}, {"tcvn", "tcvn3"},
};

}  // namespace

std::string encoding_key(std::string_view name) {
  // As the Encoding Standard reads a label: without the white space around it, in any case.
  const auto first = name.find_first_not_of(" \t\r\n\f"), last = name.find_last_not_of(" \t\r\n\f");
  std::string n(first == std::string_view::npos ? std::string_view() : name.substr(first, last - first + 1));
  for (auto& c : n) c = char(std::tolower(static_cast<unsigned char>(c)));
  for (const Alias& a : ALIASES)
    if (a.label == n) return std::string(a.key);
  return n;
}

namespace {

Decoded decode_with(std::string_view bytes, std::string_view name) {
  const std::string n = encoding_key(name);
  if (n == "vni" || n == "tcvn3") {
    Decoded out{{}, n, {}};
    std::vector<std::size_t> bad_bytes, bad_offsets;
    out.text = n == "vni" ? decode_vni(bytes, bad_bytes, bad_offsets) : decode_tcvn3(bytes, bad_bytes, bad_offsets);
    for (std::size_t i = 0; i < bad_bytes.size(); ++i) out.problems.push_back({bad_offsets[i], bad_bytes[i]});
    return out;
  }
  for (const auto& c : CANDIDATES)
    if (c.name == n) {
      Decoded out = decode_with_iconv(bytes, std::string(c.iconv_name));
      out.encoding = n;
      // CP1258 writes tones as combining marks; one letter is what every other reader of Vietnamese sees.
      if (n == "cp1258" && out.problems.empty()) out.text = compose_vietnamese(out.text);
      return out;
    }
  Decoded out = decode_with_iconv(bytes, std::string(name));
  if (!out.unknown_encoding) out.encoding = n;
  return out;
}

// iconv's name for an encoding kypho names, empty for one iconv does not know.
std::string iconv_name_of(std::string_view name) {
  const std::string n = encoding_key(name);
  if (n == "utf-16le") return "UTF-16LE";
  if (n == "utf-16be") return "UTF-16BE";
  if (n == "vni" || n == "tcvn3") return {};
  for (const auto& c : CANDIDATES)
    if (c.name == n) return std::string(c.iconv_name);
  return n;
}

// A set of code points of the Basic Multilingual Plane, a bit each, built at compile time: the score asks
// it of every character of a sample in each candidate decoding, where a search along the string cost a
// tenth of linting a legacy archive, and a binary search of the sorted set still a twentieth.
struct CodePoints {
  std::array<std::uint64_t, 0x10000 / 64> bits{};
  template <std::size_t N>
  constexpr explicit CodePoints(const char32_t (&text)[N]) {
    for (std::size_t i = 0; i + 1 < N; ++i) {
      if (text[i] >= 0x10000) throw "a code point outside the Basic Multilingual Plane";  // no constant then
      bits[text[i] >> 6] |= std::uint64_t(1) << (text[i] & 63);
    }
  }
  bool contains(char32_t cp) const { return cp < 0x10000 && (bits[cp >> 6] >> (cp & 63) & 1); }
};

// The glyphs of the two games' records: pieces, directions, numbers, and the words of their headers.
constexpr CodePoints CHINESE_WORDS{U"车車俥马馬傌炮砲包相象仕士帅帥将將兵卒进進退平前后後中一二三四五六七八九十红紅黑先胜勝负負和局对對赛賽年月日第轮輪杯届屆棋开開"};
constexpr CodePoints JAPANESE_WORDS{U"歩香桂銀金角飛玉王成竜龍馬同打上引寄右左直不手先後投了詰千日棋戦場所持時間開始終消費局一二三四五六七八九▲△☗☖"};
constexpr CodePoints PUNCTUATION{U"\u00A0\u00B0\u00B7\u00BD\u2013\u2014\u2018\u2019\u201C\u201D\u2026"};

bool is_ascii_letter(char32_t c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool is_ideograph(char32_t c) { return c >= 0x4E00 && c <= 0x9FFF; }
bool is_kana(char32_t c) { return c >= 0x3040 && c <= 0x30FF; }
bool is_cjk_symbol(char32_t c) { return (c >= 0x3000 && c <= 0x303F) || (c >= 0xFF01 && c <= 0xFF5E) || (c >= 0x2500 && c <= 0x257F); }

bool is_latin_letter(char32_t c) { return is_ascii_letter(c) || is_vietnamese_letter(c); }
bool is_capital(char32_t c) { return (c >= 'A' && c <= 'Z') || (c >= 0xC0 && c <= 0xDE) || (c >= 0x100 && c < 0x1F00 && c % 2 == 0); }

// A Vietnamese syllable has at most one toned vowel and at most two letters outside ASCII, and is written
// in lower case, capitalised, or in capitals. Random bytes decoded as VISCII or TCVN3 make runs of marked
// letters that no syllable has: those count against the decoding.
long vietnamese_syllable_score(std::u32string_view syllable) {
  int marked = 0, vowels = 0, toned = 0, capitals_after_first = 0, lower = 0;
  char32_t first_vowel = 0, second_vowel = 0;
  bool after_a_or_e = false;  // no Vietnamese vowel cluster has a marked vowel after a or e ("eă", "aê")
  for (std::size_t i = 0; i < syllable.size(); ++i) {
    const char32_t c = syllable[i];
    if (c >= 0x80) {
      const char32_t previous = i > 0 ? syllable[i - 1] | 0x20 : 0;
      after_a_or_e |= c != 0x0110 && c != 0x0111 && (previous == 'a' || previous == 'e');
      ++marked;
      if (c != 0x0110 && c != 0x0111) {
        (vowels == 0 ? first_vowel : second_vowel) = c;
        ++vowels;
      }
      toned += vietnamese_tone(c) != 0;
    }
    if (i > 0 && is_capital(c)) ++capitals_after_first;
    if (!is_capital(c)) ++lower;
  }
  if (marked == 0) return 0;
  // Two marked vowels in one syllable are only ư then ơ: người, được.
  const auto is_u_horn = [](char32_t c) { return c == 0x01B0 || c == 0x01AF || (c >= 0x1EE8 && c <= 0x1EF1); };
  const auto is_o_horn = [](char32_t c) { return c == 0x01A1 || c == 0x01A0 || (c >= 0x1EDA && c <= 0x1EE3); };
  const bool vowels_ok = vowels <= 1 || (vowels == 2 && is_u_horn(first_vowel) && is_o_horn(second_vowel));
  const bool cased = capitals_after_first == 0 || lower == 0;
  const bool plausible = toned <= 1 && vowels_ok && !after_a_or_e && syllable.size() <= 7 && cased && (marked < int(syllable.size()) || syllable.size() <= 1);
  return plausible ? 3L * marked : -4L * marked;
}

// How much a decoding reads like text of its language: letters and game words score, undecodable bytes and
// characters that language never writes cost. A character between two Latin letters belongs to a
// Latin-script word: Vietnamese, never a Chinese or Japanese decoding. Only the characters outside ASCII
// count, with the ASCII letters beside them (a Vietnamese word of ASCII letters alone scores nothing): the
// scan jumps from one to the next, as the eight candidates' decodings of a mostly ASCII sample are read.
long score(const Decoded& d, Language language, std::size_t sample_end) {
  long n = 0;
  for (const auto& p : d.problems)
    if (p.byte_offset + 4 < sample_end) n -= 20;
  const std::string_view text = d.text;
  const auto ascii_letter_at = [&](std::size_t k) { return k < text.size() && is_ascii_letter(static_cast<unsigned char>(text[k])); };
  std::u32string word;
  for (std::size_t i = next_non_ascii(text, 0); i < text.size(); i = next_non_ascii(text, i)) {
    std::size_t end = i;
    const char32_t cp = next_code_point(text, end);
    if (cp == 0xFFFD) {
      i = end;
      continue;
    }
    if (language == Language::VIETNAMESE) {
      if (!is_latin_letter(cp)) {
        if (!PUNCTUATION.contains(cp)) n -= 4;
        i = end;
        continue;
      }
      // The whole word the letter is in: the ASCII letters before it, and every letter after.
      std::size_t start = i;
      while (start > 0 && ascii_letter_at(start - 1)) --start;
      word.clear();
      for (i = start; i < text.size();) {
        std::size_t next = i;
        const char32_t c = next_code_point(text, next);
        if (!is_latin_letter(c)) break;
        word += c;
        i = next;
      }
      n += vietnamese_syllable_score(word);
      continue;
    }
    // CJK text does not glue its characters to Latin letters; a Latin word with one in it is another script.
    const int touching = int(i > 0 && ascii_letter_at(i - 1)) + int(ascii_letter_at(end));
    const bool in_word = touching > 0;
    if (language == Language::CHINESE) {
      if (in_word) n -= 2 * touching;
      else if (CHINESE_WORDS.contains(cp)) n += 2;
      else if (cp >= 0xFF10 && cp <= 0xFF19) n += 1;
      else if (is_kana(cp)) n -= 1;
      else if (!is_ideograph(cp) && !is_cjk_symbol(cp) && !PUNCTUATION.contains(cp)) n -= 4;
    } else {
      if (in_word) n -= 2 * touching;
      else if (is_kana(cp) || JAPANESE_WORDS.contains(cp)) n += 2;
      else if (cp >= 0xFF10 && cp <= 0xFF19) n += 1;
      else if (!is_ideograph(cp) && !is_cjk_symbol(cp) && !PUNCTUATION.contains(cp)) n -= 4;
    }
    i = end;
  }
  return n;
}

// UTF-16 without a byte-order mark: ASCII text has a zero byte in every other place.
std::string_view utf16_by_zeros(std::string_view bytes) {
  if (bytes.size() < 4) return {};
  std::size_t even = 0, odd = 0;
  const std::size_t n = std::min<std::size_t>(bytes.size(), 4096) & ~std::size_t(1);
  for (std::size_t i = 0; i < n; i += 2) {
    even += bytes[i] == 0;
    odd += bytes[i + 1] == 0;
  }
  if (odd * 10 > n * 3 && even * 20 < n) return "UTF-16LE";
  if (even * 10 > n * 3 && odd * 20 < n) return "UTF-16BE";
  return {};
}

}  // namespace

std::size_t first_combining_mark(std::string_view utf8) {
  // One memchr for each lead byte: a few bytes a cycle, where a loop over both takes a cycle a byte.
  return std::min({utf8.find('\xCC'), utf8.find('\xCD'), utf8.size()});
}

bool is_valid_utf8(std::string_view bytes) {
  // Runs of ASCII are the common case in every format we read: passed over eight bytes at a time. Runs of
  // other characters (a Japanese or Chinese record) go from one to the next without looking for ASCII.
  for (std::size_t i = next_non_ascii(bytes, 0); i < bytes.size();) {
    const std::size_t n = plain_three_bytes(bytes, i) ? 3 : utf8_sequence_length(bytes, i);
    if (n == 0) return false;
    i += n;
    if (i < bytes.size() && static_cast<unsigned char>(bytes[i]) < 0x80) i = next_non_ascii(bytes, i);
  }
  return true;
}

Decoded decode_owned(std::string&& bytes, std::string_view forced, std::string_view hint) {
  // decode()'s path for UTF-8 named without a byte-order mark, its check of the bytes made once.
  if (!is_utf8_name(forced) || bytes.starts_with("\xEF\xBB\xBF")) return decode(bytes, forced, hint);
  const bool valid = is_valid_utf8(bytes);
  if (valid && first_combining_mark(bytes) == bytes.size()) return Decoded{std::move(bytes), "utf-8", {}};
  return decode_utf8(bytes, "utf-8", valid);
}

Decoded decode(std::string_view bytes, std::string_view forced, std::string_view hint) {
  if (!forced.empty()) {
    if (is_utf8_name(forced)) {
      if (bytes.starts_with("\xEF\xBB\xBF")) return decode_utf8(bytes.substr(3), "utf-8-bom");
      return decode_utf8(bytes, "utf-8");
    }
    return decode_with(bytes, forced);
  }
  if (bytes.starts_with("\xEF\xBB\xBF")) return decode_utf8(bytes.substr(3), "utf-8-bom");
  if (bytes.starts_with("\xFF\xFE")) return decode_with(bytes.substr(2), "UTF-16LE");
  if (bytes.starts_with("\xFE\xFF")) return decode_with(bytes.substr(2), "UTF-16BE");
  if (const auto utf16 = utf16_by_zeros(bytes); !utf16.empty()) {
    Decoded d = decode_with(bytes, utf16);
    d.guessed = true;
    return d;
  }
  if (is_valid_utf8(bytes)) return decode_utf8(bytes, "utf-8", true);

  // Score every candidate on a sample; the winner decodes the rest of the text only when there is more.
  constexpr std::size_t SAMPLE = 64 * 1024;
  const std::string_view sample = bytes.substr(0, SAMPLE);
  const std::string hinted = encoding_key(hint);
  long best_score = 0, second_score = 0;
  const Candidate* best = nullptr;
  const Candidate* second = nullptr;
  Decoded best_decoded;
  for (const auto& c : CANDIDATES) {
    Decoded d = decode_with(sample, c.name);
    const long s = score(d, c.language, sample.size()) + (c.name == hinted ? 1 : 0);
    if (!best || s > best_score) {
      second = best;
      second_score = best_score;
      best = &c;
      best_score = s;
      best_decoded = std::move(d);
    } else if (!second || s > second_score) {
      second = &c;
      second_score = s;
    }
  }
  const bool best_clean = std::none_of(best_decoded.problems.begin(), best_decoded.problems.end(),
                                       [&](const DecodeProblem& p) { return p.byte_offset + 4 < sample.size(); });
  Decoded out = sample.size() == bytes.size() ? std::move(best_decoded) : decode_with(bytes, best->name);
  out.guessed = true;
  out.runner_up = second ? std::string(second->name) : std::string();
  out.uncertain = !best_clean || best_score <= 0 || best_score - second_score < 2;
  return out;
}

std::optional<std::string> encode(std::string_view utf8, std::string_view encoding) {
  if (is_utf8_name(encoding) || encoding == "utf-8-bom") return std::string(utf8);
  const std::string to = iconv_name_of(encoding);
  if (to.empty()) return std::nullopt;
  iconv_t cd = converter(to, "UTF-8");
  if (cd == NO_ICONV) return std::nullopt;
  std::string out(utf8.size() * 4 + 16, '\0');
  char* in = const_cast<char*>(utf8.data());
  std::size_t in_left = utf8.size();
  char* dst = out.data();
  std::size_t dst_left = out.size();
  const bool ok = iconv(cd, &in, &in_left, &dst, &dst_left) != static_cast<std::size_t>(-1) &&
                  iconv(cd, nullptr, nullptr, &dst, &dst_left) != static_cast<std::size_t>(-1);
  if (!ok) return std::nullopt;
  out.resize(std::size_t(dst - out.data()));
  return out;
}

std::string_view encoding_description(std::string_view name) {
  for (const auto& c : CANDIDATES)
    if (c.name == name) return c.description;
  if (name == "utf-16le" || name == "utf-16be") return N_("Unicode, UTF-16");
  return "";
}

}  // namespace kypho::grammar
