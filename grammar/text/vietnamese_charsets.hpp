// The Vietnamese legacy encodings iconv does not know: VNI (Windows), where a vowel's marks are bytes
// after it, and TCVN3 (ABC, the VN3 subset of TCVN 5712:1993), whose lower-case letters come precomposed.
// Also the composition of a vowel with its tone, which CP1258 text (combining marks) needs too.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace kypho::grammar {

// Undecodable bytes are replaced by U+FFFD; their byte offsets are appended to `bad_bytes` and the
// offsets of the replacements in the result to `bad_offsets`.
std::string decode_vni(std::string_view bytes, std::vector<std::size_t>& bad_bytes, std::vector<std::size_t>& bad_offsets);
std::string decode_tcvn3(std::string_view bytes, std::vector<std::size_t>& bad_bytes, std::vector<std::size_t>& bad_offsets);

// Rewrites a Vietnamese vowel followed by combining marks, its tone (U+0300 U+0301 U+0303 U+0309 U+0323)
// and its shape (U+0302 U+0306 U+031B), as the one precomposed letter: CP1258 text decodes with the tone
// apart, and text in Unicode's decomposed form (NFD: macOS, some keyboards) with both. Other text is
// copied unchanged.
std::string compose_vietnamese(std::string_view utf8);

// Whether a code point is a letter only Vietnamese uses among the scripts kypho reads (ă ơ ư đ, the toned
// vowels), for telling Vietnamese text from other decodings of the same bytes.
bool is_vietnamese_letter(char32_t cp);
// A letter as a key is matched in any case and with or without its marks: its base letter in lower case
// (ắ, Ă and a are 'a', Đ is 'd'); other code points unchanged.
char32_t fold_vietnamese(char32_t cp);
// The tone of a Vietnamese vowel: 0 for none, 1–5 for huyền, sắc, hỏi, ngã, nặng.
int vietnamese_tone(char32_t cp);

// The bytes of the word `text` starts with: its letters, ASCII or precomposed Latin (no digit, no mark apart).
std::size_t vietnamese_word_length(std::string_view text);
// How a word of text spells a Vietnamese word.
enum class Spelled : std::uint8_t { NO, FULLY, MARKS_LEFT_OUT };
// Whether `text`, a whole word, spells `word` (lower case, NFC, every mark written) as people write it: in any
// case, with the tone on either vowel of a pair (thoái or thóai, suý or súy), and with marks left out (Phao,
// tan: a keyboard without Vietnamese) but none contradicted (Tướng is not Tượng, nor đ a plain d).
Spelled spells_vietnamese(std::string_view text, std::string_view word);

}  // namespace kypho::grammar
