#include "grammar/common/vn_headers.hpp"

#include <algorithm>
#include <array>
#include <cctype>

#include "grammar/text/source.hpp"
#include "grammar/text/utf8.hpp"
#include "grammar/text/vietnamese_charsets.hpp"

namespace kypho::grammar {
namespace {

// A key as folded text: lower case, no diacritics, one space between words.
struct HeaderKey {
  std::string_view folded;
  std::string_view tag;
  bool side = false;  // names only a side: needs its ':' or '-'
};

// The keys of ../shared/seeds' scoresheet (Bên trắng, Bên đen, Giải, Vòng, Ngày) and of the records
// Vietnamese sites publish (Bên Đỏ, Bên Xanh, Sự kiện, Địa điểm, Thời gian, Kết quả, Bình luận), with the
// first and second movers' own words (Bên Tiên, Bên Hậu).
constexpr HeaderKey HEADER_KEYS[] = {
    {"ben trang", "Red"}, {"ben do", "Red"}, {"ben tien", "Red"}, {"ben den", "Black"}, {"ben xanh", "Black"}, {"ben hau", "Black"},
    {"trang", "Red", true}, {"do", "Red", true}, {"tien", "Red", true}, {"den", "Black", true}, {"xanh", "Black", true}, {"hau", "Black", true},
    {"giai dau", "Event"}, {"giai", "Event"}, {"su kien", "Event"},
    {"vong dau", "Round"}, {"vong", "Round"}, {"ban so", "Board"}, {"ban", "Board"}, {"van so", "GameNumber"}, {"van", "GameNumber"},
    {"ngay thi dau", "Date"}, {"ngay", "Date"}, {"thoi gian", "Date"},
    {"dia diem", "Site"}, {"tai", "Site"},
    {"ket qua", "Result"}, {"trong tai", "Arbiter"},
    {"thoi gian moi ben", "TimeControl"}, {"kiem soat thoi gian", "TimeControl"},
    {"binh luan", "Annotator"},
};

enum class Says { RED, BLACK, WIN, LOSE, DRAW };
struct ResultWord {
  std::string_view folded;
  Says says;
};
constexpr ResultWord SIDES[] = {
    {"ben trang", Says::RED}, {"ben do", Says::RED}, {"ben tien", Says::RED}, {"trang", Says::RED}, {"do", Says::RED}, {"tien", Says::RED},
    {"ben den", Says::BLACK}, {"ben xanh", Says::BLACK}, {"ben hau", Says::BLACK}, {"den", Says::BLACK}, {"xanh", Says::BLACK}, {"hau", Says::BLACK},
};
// To win, to lose, to resign or abandon (bỏ cuộc), to lose on time (hết giờ), to be ruled lost (bị xử thua).
constexpr ResultWord VERBS[] = {{"thang", Says::WIN},         {"thang cuoc", Says::WIN},  {"thang diem", Says::WIN},
                                {"xin thua", Says::LOSE},     {"chiu thua", Says::LOSE},  {"thua", Says::LOSE},
                                {"thua cuoc", Says::LOSE},    {"bai", Says::LOSE},        {"bo cuoc", Says::LOSE},
                                {"het gio", Says::LOSE},      {"xu thua", Says::LOSE},    {"bi xu thua", Says::LOSE}};
// The words that give a result's reason after it.
struct Word {
  std::string_view folded;
};
constexpr Word REASONS[] = {{"do"}, {"vi"}, {"boi"}, {"theo"}, {"sau"}, {"bang"}};
constexpr ResultWord DRAWS[] = {{"hoa co", Says::DRAW}, {"hoa", Says::DRAW}, {"1/2", Says::DRAW}};

// Whether a code point continues a word: a letter or a digit of any script kypho reads.
bool continues_word(char32_t cp) { return cp < 0x80 ? std::isalnum(int(cp)) != 0 : cp >= 0xC0 && cp < 0x2000; }

// How many bytes of `text` spell `folded` (a space there stands for one or more blanks), ending a word.
std::size_t spells(std::string_view text, std::string_view folded) {
  std::size_t i = 0;
  for (const char k : folded) {
    if (k == ' ') {
      if (i >= text.size() || !is_blank(text[i])) return 0;
      i = skip_blanks(text, i);
      continue;
    }
    if (i >= text.size() || fold_vietnamese(next_code_point(text, i)) != char32_t(static_cast<unsigned char>(k))) return 0;
  }
  if (i < text.size()) {
    std::size_t j = i;
    if (continues_word(next_code_point(text, j))) return 0;
  }
  return i;
}

// The first two bytes an entry of `table` that `keep` accepts can start with. The first: its first letter in
// either case, and the lead bytes of the precomposed Vietnamese letters (Latin-1, Latin Extended-A and -B,
// Latin Extended Additional). The second: its second letter in either case, and any byte outside ASCII (a
// letter with its marks, or the rest of a first letter that has them). Two looks at a byte then turn away
// the moves, numbers and Chinese text a key is asked of: a king's move (`K5+1`, `Kc1`) starts as `Kết quả`.
struct Leads {
  std::array<bool, 256> first{}, second{};
};

template <typename Table, typename Keep>
constexpr Leads leads_of(const Table& table, Keep keep) {
  Leads leads;
  for (unsigned b = 0x80; b < 256; ++b) leads.second[b] = true;
  const auto either_case = [](std::array<bool, 256>& set, char c) {
    set[static_cast<unsigned char>(c)] = true;
    if (c >= 'a' && c <= 'z') set[static_cast<unsigned char>(c - 'a' + 'A')] = true;
  };
  for (const auto& entry : table) {
    if (!keep(entry)) continue;
    const char c = entry.folded[0];
    either_case(leads.first, c);
    if (entry.folded.size() < 2) leads.second.fill(true);
    else either_case(leads.second, entry.folded[1]);
    if (c < 'a' || c > 'z') continue;
    for (unsigned char lead : {0xC3, 0xC4, 0xC5, 0xC6, 0xE1}) leads.first[lead] = true;
  }
  return leads;
}

constexpr auto every = [](const auto&) { return true; };

bool may_start(const Leads& leads, std::string_view text) {
  return text.size() >= 2 && leads.first[static_cast<unsigned char>(text[0])] && leads.second[static_cast<unsigned char>(text[1])];
}

// The longest entry of TABLE that `text` starts with, and its length. Text is asked for a key before
// nearly every word: an entry is spelt out only when its first letter is the text's.
template <const auto& TABLE>
auto longest(std::string_view text) {
  static constexpr auto LEADS = leads_of(TABLE, every);
  const std::remove_reference_t<decltype(TABLE[0])>* best = nullptr;
  std::size_t length = 0;
  if (!may_start(LEADS, text)) return std::pair{best, length};
  std::size_t after_first = 0;
  const char32_t first = fold_vietnamese(next_code_point(text, after_first));
  for (const auto& entry : TABLE) {
    if (char32_t(static_cast<unsigned char>(entry.folded[0])) != first) continue;
    if (const std::size_t n = spells(text, entry.folded); n > length) {
      best = &entry;
      length = n;
    }
  }
  return std::pair{best, length};
}

// A side, blanks, and a verb: `Đen thua`, `Bên Tiên thắng`. Its length and whether the first mover wins.
std::pair<std::size_t, bool> side_and_verb(std::string_view text) {
  const auto [side, n] = longest<SIDES>(text);
  if (!side) return {0, false};
  const std::size_t at = skip_blanks(text, n);
  if (at == n) return {0, false};
  const auto [verb, m] = longest<VERBS>(text.substr(at));
  if (!verb) return {0, false};
  return {at + m, (side->says == Says::RED) == (verb->says == Says::WIN)};
}

// A header key at the start of a line: which, and its length with the blanks and the mark after it.
struct KeyMatch {
  const HeaderKey* key = nullptr;
  std::size_t length = 0;
  bool separated = false;  // by a `:` or `-`, not by a blank alone
};

KeyMatch match_key(std::string_view line) {
  const auto [key, n] = longest<HEADER_KEYS>(line);
  if (!key) return {};
  std::size_t at = skip_blanks(line, n);
  bool separated = false;
  for (std::string_view mark : {":", "-", "–", "："})
    if (line.substr(at).starts_with(mark)) {
      at += mark.size();
      separated = true;
      break;
    }
  if (key->side && !separated) return {};
  // Nothing after a key but a number or a name: the blank after it is its separator.
  if (!separated && at == n) return {};
  return {key, skip_blanks(line, at), separated};
}

}  // namespace

std::size_t vn_header_key_length(std::string_view line) { return match_key(line).length; }

// The tags of the header lines that open a scoresheet.
constexpr std::string_view OPENING_TAGS[] = {"Red", "Black", "Event", "Round", "Board", "GameNumber"};
constexpr bool opens_sheet(const HeaderKey& key) {
  return std::find(std::begin(OPENING_TAGS), std::end(OPENING_TAGS), key.tag) != std::end(OPENING_TAGS);
}

bool vn_tag_opens_sheet(std::string_view tag) {
  return std::find(std::begin(OPENING_TAGS), std::end(OPENING_TAGS), tag) != std::end(OPENING_TAGS);
}

constexpr auto SHEET_OPENING_LEADS = leads_of(HEADER_KEYS, opens_sheet);

bool vn_sheet_opening_may_start(std::string_view text) { return may_start(SHEET_OPENING_LEADS, text); }

std::size_t vn_sheet_opening_length(std::string_view line) {
  if (!may_start(SHEET_OPENING_LEADS, line)) return 0;
  const KeyMatch m = match_key(line);
  if (!m.key || !opens_sheet(*m.key)) return 0;
  // `Ván cờ này …` is a sentence: without its mark, a key opens a sheet only before a number (`Ván 2`).
  const bool number = m.length < line.size() && std::isdigit(static_cast<unsigned char>(line[m.length]));
  return m.separated || number ? m.length : 0;
}

constexpr auto RESULT_KEY_LEADS = leads_of(HEADER_KEYS, [](const HeaderKey& key) { return key.tag == "Result"; });

bool vn_result_key_may_start(std::string_view text) { return may_start(RESULT_KEY_LEADS, text); }

std::size_t vn_result_key_length(std::string_view line) {
  if (!may_start(RESULT_KEY_LEADS, line)) return 0;
  const KeyMatch m = match_key(line);
  return m.key && m.key->tag == "Result" ? m.length : 0;
}

std::string_view vn_header_tag(std::string_view key) {
  const auto [entry, n] = longest<HEADER_KEYS>(key);
  return entry ? entry->tag : std::string_view();
}

std::size_t vn_result_length(std::string_view text) {
  if (const auto [draw, n] = longest<DRAWS>(text); draw) return n;
  return side_and_verb(text).first;
}

std::size_t vn_reason_length(std::string_view text) { return longest<REASONS>(text).second; }

std::size_t vn_side_length(std::string_view text) { return longest<SIDES>(text).second; }

bool vn_side_moves_first(std::string_view words) {
  const auto side = longest<SIDES>(words).first;
  return side && side->says == Says::RED;
}

std::optional<std::string_view> vn_result(std::string_view words) {
  if (const auto [draw, n] = longest<DRAWS>(words); draw && n == words.size()) return "1/2-1/2";
  const auto [n, first_wins] = side_and_verb(words);
  if (n == 0 || n != words.size()) return std::nullopt;
  return first_wins ? "1-0" : "0-1";
}

}  // namespace kypho::grammar
