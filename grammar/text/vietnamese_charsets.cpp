#include "grammar/text/vietnamese_charsets.hpp"

#include "grammar/text/byte_scan.hpp"
#include "grammar/text/utf8.hpp"

#include <array>
#include <cstdint>

namespace kypho::grammar {
namespace {

// The twelve Vietnamese vowels and their five tones, lower case: no tone, huyền (grave), sắc (acute),
// hỏi (hook), ngã (tilde), nặng (dot below).
enum Vowel { A, A_BREVE, A_CIRC, E, E_CIRC, I, O, O_CIRC, O_HORN, U, U_HORN, Y, VOWEL_NB };
enum Tone { LEVEL, GRAVE, ACUTE, HOOK, TILDE, DOT, TONE_NB };

constexpr char32_t COMPOSED[VOWEL_NB][TONE_NB] = {
    {0x0061, 0x00E0, 0x00E1, 0x1EA3, 0x00E3, 0x1EA1},  // a
    {0x0103, 0x1EB1, 0x1EAF, 0x1EB3, 0x1EB5, 0x1EB7},  // ă
    {0x00E2, 0x1EA7, 0x1EA5, 0x1EA9, 0x1EAB, 0x1EAD},  // â
    {0x0065, 0x00E8, 0x00E9, 0x1EBB, 0x1EBD, 0x1EB9},  // e
    {0x00EA, 0x1EC1, 0x1EBF, 0x1EC3, 0x1EC5, 0x1EC7},  // ê
    {0x0069, 0x00EC, 0x00ED, 0x1EC9, 0x0129, 0x1ECB},  // i
    {0x006F, 0x00F2, 0x00F3, 0x1ECF, 0x00F5, 0x1ECD},  // o
    {0x00F4, 0x1ED3, 0x1ED1, 0x1ED5, 0x1ED7, 0x1ED9},  // ô
    {0x01A1, 0x1EDD, 0x1EDB, 0x1EDF, 0x1EE1, 0x1EE3},  // ơ
    {0x0075, 0x00F9, 0x00FA, 0x1EE7, 0x0169, 0x1EE5},  // u
    {0x01B0, 0x1EEB, 0x1EE9, 0x1EED, 0x1EEF, 0x1EF1},  // ư
    {0x0079, 0x1EF3, 0x00FD, 0x1EF7, 0x1EF9, 0x1EF5},  // y
};

// Upper case: Latin-1 letters are 0x20 below, the others (Latin Extended) one below.
constexpr char32_t upper(char32_t lower) { return lower < 0x100 ? lower - 0x20 : lower - 1; }

struct Letter {
  int vowel = -1;  // -1: not a vowel of the table
  int tone = LEVEL;
  bool capital = false;
};

// COMPOSED read backwards, by code point: the Latin letters up to ư, and the Latin Extended Additional
// block that holds most toned letters. A letter packs as vowel * 2 * TONE_NB + tone * 2 + capital.
class LetterIndex {
 public:
  constexpr LetterIndex() {
    latin_.fill(NONE);
    extended_.fill(NONE);
    for (int v = 0; v < VOWEL_NB; ++v)
      for (int t = 0; t < TONE_NB; ++t)
        for (bool capital : {false, true}) {
          const char32_t cp = capital ? upper(COMPOSED[v][t]) : COMPOSED[v][t];
          slot(cp) = std::uint8_t((v * TONE_NB + t) * 2 + capital);
        }
  }
  constexpr Letter operator[](char32_t cp) const {
    const std::uint8_t packed = cp < LATIN_END ? latin_[cp] : cp >= EXTENDED && cp < EXTENDED_END ? extended_[cp - EXTENDED] : NONE;
    if (packed == NONE) return {};
    return {packed / 2 / TONE_NB, packed / 2 % TONE_NB, (packed & 1) != 0};
  }

 private:
  static constexpr char32_t LATIN_END = 0x01B1, EXTENDED = 0x1EA0, EXTENDED_END = 0x1F00;
  static constexpr std::uint8_t NONE = 0xFF;
  constexpr std::uint8_t& slot(char32_t cp) { return cp < LATIN_END ? latin_[cp] : extended_[cp - EXTENDED]; }
  std::array<std::uint8_t, LATIN_END> latin_{};
  std::array<std::uint8_t, EXTENDED_END - EXTENDED> extended_{};
};

constexpr LetterIndex LETTERS;

Letter letter_of(char32_t cp) { return LETTERS[cp]; }

char32_t compose(const Letter& l) { return l.capital ? upper(COMPOSED[l.vowel][l.tone]) : COMPOSED[l.vowel][l.tone]; }

constexpr char32_t REPLACEMENT = 0xFFFD;

// VNI bytes (lower-case values; the capital forms are 0x20 below) that stand for a whole letter.
struct VniLetter {
  std::uint8_t byte;
  char32_t letter;
};
constexpr VniLetter VNI_LETTERS[] = {
    {0xF1, 0x0111},  // đ
    {0xF4, 0x01A1},  // ơ
    {0xF6, 0x01B0},  // ư
    {0xEC, 0x00EC},  // ì
    {0xED, 0x00ED},  // í
    {0xF3, 0x0129},  // ĩ
    {0xE6, 0x1EC9},  // ỉ
    {0xF2, 0x1ECB},  // ị
    {0xEE, 0x1EF5},  // ỵ
};

// VNI bytes written after a vowel: a tone, a shape (â ê ô, ă), or both.
enum class Shape { KEEP, CIRCUMFLEX, BREVE };
struct VniMark {
  std::uint8_t byte;
  Shape shape;
  Tone tone;
};
constexpr VniMark VNI_MARKS[] = {
    {0xF8, Shape::KEEP, GRAVE},       {0xF9, Shape::KEEP, ACUTE},       {0xFB, Shape::KEEP, HOOK},
    {0xF5, Shape::KEEP, TILDE},       {0xEF, Shape::KEEP, DOT},         {0xE2, Shape::CIRCUMFLEX, LEVEL},
    {0xE0, Shape::CIRCUMFLEX, GRAVE}, {0xE1, Shape::CIRCUMFLEX, ACUTE}, {0xE5, Shape::CIRCUMFLEX, HOOK},
    {0xE3, Shape::CIRCUMFLEX, TILDE}, {0xE4, Shape::CIRCUMFLEX, DOT},   {0xEA, Shape::BREVE, LEVEL},
    {0xE8, Shape::BREVE, GRAVE},      {0xE9, Shape::BREVE, ACUTE},      {0xFA, Shape::BREVE, HOOK},
    {0xFC, Shape::BREVE, TILDE},      {0xEB, Shape::BREVE, DOT},
};

// Applies a mark to the letter before it; false when that letter cannot take it.
bool apply_mark(Letter& l, const VniMark& m) {
  if (l.vowel < 0 || (m.tone != LEVEL && l.tone != LEVEL)) return false;
  if (m.shape == Shape::CIRCUMFLEX) {
    if (l.vowel == A) l.vowel = A_CIRC;
    else if (l.vowel == E) l.vowel = E_CIRC;
    else if (l.vowel == O) l.vowel = O_CIRC;
    else return false;
  } else if (m.shape == Shape::BREVE) {
    if (l.vowel != A) return false;
    l.vowel = A_BREVE;
  } else if (l.vowel == I) {
    return false;  // VNI writes toned i as one byte
  }
  if (m.tone != LEVEL) l.tone = m.tone;
  return true;
}

// TCVN3 (TCVN 5712:1993) bytes 0xA1–0xFE. The lower-case letters are where VN3 (the ABC fonts) puts them;
// the capitals VN3 leaves to separate fonts are read as VN1 places them, so that no byte of either is lost.
constexpr std::array<char32_t, 0x5E> TCVN3_HIGH = {
    0x0102, 0x00C2, 0x00CA, 0x00D4, 0x01A0, 0x01AF, 0x0110, 0x0103, 0x00E2, 0x00EA, 0x00F4, 0x01A1, 0x01B0, 0x0111,  // A1–AE
    0x1EB0, 0x0300, 0x0309, 0x0303, 0x0301, 0x0323,                                                  // AF–B4
    0x00E0, 0x1EA3, 0x00E3, 0x00E1, 0x1EA1, 0x1EB2, 0x1EB1, 0x1EB3, 0x1EB5, 0x1EAF,                  // B5–BE
    0x1EB4, 0x1EAE, 0x1EA6, 0x1EA8, 0x1EAA, 0x1EA4, 0x1EC0, 0x1EB7,                                  // BF–C6
    0x1EA7, 0x1EA9, 0x1EAB, 0x1EA5, 0x1EAD, 0x00E8, 0x1EC2, 0x1EBB, 0x1EBD, 0x00E9, 0x1EB9,          // C7–D1
    0x1EC1, 0x1EC3, 0x1EC5, 0x1EBF, 0x1EC7, 0x00EC, 0x1EC9, 0x1EC4, 0x1EBE, 0x1ED2, 0x0129, 0x00ED,  // D2–DD
    0x1ECB, 0x00F2, 0x1ED4, 0x1ECF, 0x00F5, 0x00F3, 0x1ECD, 0x1ED3, 0x1ED5, 0x1ED7, 0x1ED1, 0x1ED9,  // DE–E9
    0x1EDD, 0x1EDF, 0x1EE1, 0x1EDB, 0x1EE3, 0x00F9, 0x1ED6, 0x1EE7, 0x0169, 0x00FA, 0x1EE5, 0x1EEB,  // EA–F5
    0x1EED, 0x1EEF, 0x1EE9, 0x1EF1, 0x1EF3, 0x1EF7, 0x1EF9, 0x00FD, 0x1EF5,                          // F6–FE
};

struct Decoder {
  std::string_view bytes;
  std::vector<std::size_t>& bad_bytes;
  std::vector<std::size_t>& bad_offsets;
  std::string out;
  Letter last;                   // the letter just written, if a vowel
  std::size_t last_offset = 0;   // where it starts in `out`

  void put(char32_t cp) {
    last = letter_of(cp);
    last_offset = out.size();
    append_utf8(out, cp);
  }
  // A run of ASCII bytes, as put() one by one would write them: a byte is its own character in VNI and TCVN3.
  void put_ascii(std::string_view run) {
    out.append(run);
    last = letter_of(static_cast<unsigned char>(run.back()));
    last_offset = out.size() - 1;
  }
  void bad(std::size_t at) {
    bad_bytes.push_back(at);
    bad_offsets.push_back(out.size());
    put(REPLACEMENT);
  }
  void replace_last(const Letter& l) {
    out.resize(last_offset);
    put(compose(l));
  }
};

}  // namespace

std::string decode_vni(std::string_view bytes, std::vector<std::size_t>& bad_bytes, std::vector<std::size_t>& bad_offsets) {
  Decoder d{bytes, bad_bytes, bad_offsets, {}, {}};
  d.out.reserve(bytes.size() + bytes.size() / 4);
  for (std::size_t i = 0; i < bytes.size(); ++i) {
    const auto b = static_cast<std::uint8_t>(bytes[i]);
    if (b < 0x80) {
      const std::size_t end = next_non_ascii(bytes, i);
      d.put_ascii(bytes.substr(i, end - i));
      i = end - 1;
      continue;
    }
    const bool capital = b < 0xE0;
    const std::uint8_t lower = capital ? std::uint8_t(b + 0x20) : b;
    bool done = false;
    for (const auto& l : VNI_LETTERS)
      if (l.byte == lower) {
        d.put(capital ? upper(l.letter) : l.letter);
        done = true;
      }
    for (const auto& m : VNI_MARKS)
      if (!done && m.byte == lower) {
        Letter l = d.last;
        if (apply_mark(l, m)) {
          d.replace_last(l);
          done = true;
        }
        break;
      }
    if (!done) d.bad(i);
  }
  return std::move(d.out);
}

std::string decode_tcvn3(std::string_view bytes, std::vector<std::size_t>& bad_bytes, std::vector<std::size_t>& bad_offsets) {
  Decoder d{bytes, bad_bytes, bad_offsets, {}, {}};
  d.out.reserve(bytes.size() + bytes.size() / 2);
  for (std::size_t i = 0; i < bytes.size(); ++i) {
    const auto b = static_cast<std::uint8_t>(bytes[i]);
    if (b < 0x80) {
      const std::size_t end = next_non_ascii(bytes, i);
      d.put_ascii(bytes.substr(i, end - i));
      i = end - 1;
      continue;
    }
    if (b >= 0xA1 && b <= 0xFE) d.put(TCVN3_HIGH[b - 0xA1]);
    else d.bad(i);
  }
  return compose_vietnamese(d.out);
}

std::string compose_vietnamese(std::string_view utf8) {
  // Every mark it composes is in U+0300–U+033F, which UTF-8 writes from the byte 0xCC: with none, nothing
  // changes.
  if (utf8.find('\xCC') == std::string_view::npos) return std::string(utf8);
  std::string out;
  out.reserve(utf8.size());
  Letter last;
  std::size_t last_offset = 0;
  for (std::size_t i = 0; i < utf8.size();) {
    const std::size_t start = i;
    const char32_t cp = next_code_point(utf8, i);
    const Tone tone = cp == 0x0300 ? GRAVE : cp == 0x0301 ? ACUTE : cp == 0x0309 ? HOOK : cp == 0x0303 ? TILDE : cp == 0x0323 ? DOT : LEVEL;
    // The shapes NFD takes apart too (â = a U+0302, ă = a U+0306, ơ = o U+031B), before or after the tone:
    // canonical order puts the dot below (U+0323) before the circumflex.
    int shaped = -1;
    if (last.vowel >= 0) {
      if (cp == 0x0302) shaped = last.vowel == A ? A_CIRC : last.vowel == E ? E_CIRC : last.vowel == O ? O_CIRC : -1;
      else if (cp == 0x0306) shaped = last.vowel == A ? A_BREVE : -1;
      else if (cp == 0x031B) shaped = last.vowel == O ? O_HORN : last.vowel == U ? U_HORN : -1;
    }
    if ((tone != LEVEL && last.vowel >= 0 && last.tone == LEVEL) || shaped >= 0) {
      if (shaped >= 0) last.vowel = shaped;
      else last.tone = tone;
      out.resize(last_offset);
      append_utf8(out, compose(last));
    } else {
      last = letter_of(cp);
      last_offset = out.size();
      out.append(utf8.substr(start, i - start));
    }
  }
  return out;
}

bool is_vietnamese_letter(char32_t cp) {
  if (cp == 0x0111 || cp == 0x0110) return true;
  const Letter l = letter_of(cp);
  return l.vowel >= 0 && (l.tone != LEVEL || l.vowel == A_BREVE || l.vowel == O_HORN || l.vowel == U_HORN ||
                          l.vowel == A_CIRC || l.vowel == E_CIRC || l.vowel == O_CIRC);
}

int vietnamese_tone(char32_t cp) { return letter_of(cp).tone; }

char32_t fold_vietnamese(char32_t cp) {
  if (cp < 0x80) return cp >= 'A' && cp <= 'Z' ? cp + 0x20 : cp;
  if (cp == 0x0110 || cp == 0x0111) return 'd';
  constexpr char BASE[VOWEL_NB] = {'a', 'a', 'a', 'e', 'e', 'i', 'o', 'o', 'o', 'u', 'u', 'y'};
  const Letter l = letter_of(cp);
  return l.vowel >= 0 ? char32_t(BASE[l.vowel]) : cp;
}

std::size_t vietnamese_word_length(std::string_view text) {
  std::size_t i = 0;
  while (i < text.size()) {
    std::size_t next = i;
    const char32_t cp = next_code_point(text, next);
    const bool letter = cp < 0x80 ? (cp | 0x20) >= 'a' && (cp | 0x20) <= 'z' : cp >= 0xC0 && cp < 0x2000 && cp != 0xD7 && cp != 0xF7;
    if (!letter) break;
    i = next;
  }
  return i;
}

Spelled spells_vietnamese(std::string_view text, std::string_view word) {
  // Letter by letter: the same base letter, and the text's shape (ă â ê ô ơ ư đ) the word's or none. The tone,
  // one to a word, is compared once at the end, wherever each puts it.
  constexpr Vowel PLAIN[VOWEL_NB] = {A, A, A, E, E, I, O, O, O, U, U, Y};
  bool left_out = false;
  int text_tone = LEVEL, word_tone = LEVEL;
  std::size_t i = 0, j = 0;
  while (i < text.size() && j < word.size()) {
    const char32_t t = next_code_point(text, i), w = next_code_point(word, j);
    if (fold_vietnamese(t) != fold_vietnamese(w)) return Spelled::NO;
    const Letter lt = letter_of(t), lw = letter_of(w);
    if (lw.vowel >= 0) {
      if (lt.vowel != lw.vowel) {
        if (lt.vowel != PLAIN[lw.vowel]) return Spelled::NO;
        left_out = true;
      }
      if (lt.tone != LEVEL) {
        if (text_tone != LEVEL && text_tone != lt.tone) return Spelled::NO;
        text_tone = lt.tone;
      }
      if (lw.tone != LEVEL) word_tone = lw.tone;
    } else if (w == 0x0111) {
      left_out |= t != 0x0110 && t != 0x0111;  // đ written d
    } else if (t == 0x0110 || t == 0x0111) {
      return Spelled::NO;
    }
  }
  if (i < text.size() || j < word.size()) return Spelled::NO;
  if (text_tone != word_tone) {
    if (text_tone != LEVEL) return Spelled::NO;
    left_out = true;
  }
  return left_out ? Spelled::MARKS_LEFT_OUT : Spelled::FULLY;
}

}  // namespace kypho::grammar
