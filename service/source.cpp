#include "service/source.hpp"

#include "converters/xiangqi/dhtmlxq.hpp"

#include "converters/common/choices.hpp"

#include "service/game_kit.hpp"

#include <fmt/format.h>
#include <iconv.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstring>
#include <iterator>
#include <memory>
#include <optional>

#include "grammar/common/vn_headers.hpp"
#include "grammar/text/encoding.hpp"
#include "grammar/text/messages.hpp"
#include "grammar/text/source.hpp"
#include "grammar/cotulenh/fen_parse.hpp"
#include "grammar/jieqi/fen_parse.hpp"
#include "grammar/jieqi/record_parse.hpp"
#include "grammar/xiangqi/fen_parse.hpp"
#include "grammar/xiangqi/vn_pos_parse.hpp"
#include "grammar/sniff/format_evidence.hpp"
#include "grammar/shogi/sfen_parse.hpp"
#include "converters/common/text_join.hpp"

namespace kypho::service {
namespace {

// How much of a source is read and looked at before its format and encoding are told.
constexpr std::size_t HEAD = 64 * 1024;

std::string lower(std::string_view s) {
  std::string out(s);
  std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return char(std::tolower(c)); });
  return out;
}

// Whether a JSON text is JKF: its "moves" are an array (of objects with "move", "comments", "forks"), or it
// has JKF's "header" object. A xiangqi program's move tree keeps "moves" as an object.
bool is_jkf(std::string_view json) {
  const auto value_after = [&](std::string_view key) -> char {
    const auto at = json.find(key);
    if (at == std::string_view::npos) return 0;
    const auto colon = json.find_first_not_of(" \t\r\n", at + key.size());
    if (colon == std::string_view::npos || json[colon] != ':') return 0;
    const auto value = json.find_first_not_of(" \t\r\n", colon + 1);
    return value == std::string_view::npos ? 0 : json[value];
  };
  const char moves = value_after("\"moves\""), header = value_after("\"header\"");
  return moves == '[' || (header == '{' && moves != '{');
}

// A JSON object: `{`, then a quoted key and its colon.
bool is_json_object(std::string_view text) {
  const auto brace = text.find_first_not_of(" \t\r\n\xEF\xBB\xBF");
  if (brace == std::string_view::npos || text[brace] != '{') return false;
  const auto key = text.find_first_not_of(" \t\r\n", brace + 1);
  if (key == std::string_view::npos || text[key] != '"') return false;
  const auto close = text.find('"', key + 1);
  const auto colon = close == std::string_view::npos ? close : text.find_first_not_of(" \t\r\n", close + 1);
  return colon != std::string_view::npos && text[colon] == ':';
}

// A JSON file that is no record kypho reads: neither JKF nor a format the table tells by its mark (JieqiBox's).
bool is_json_no_record(std::string_view bytes) {
  const std::string_view head = bytes.substr(0, HEAD);
  return is_json_object(head) && !is_jkf(head) && !marked_text_format_of(head);
}

// What a file that is not a text record looks like, from its first bytes; empty for text.
std::string binary_kind(std::string_view bytes) {
  const auto starts = [&](std::string_view magic) { return bytes.starts_with(magic); };
  if (starts("\x89PNG")) return N_("a PNG image");
  if (starts("\xFF\xD8\xFF")) return N_("a JPEG image");
  if (starts("GIF8")) return N_("a GIF image");
  if (starts("%PDF")) return N_("a PDF document");
  if (starts("PK\x03\x04")) return N_("a ZIP archive (or an Office document)");
  std::string_view head = bytes.substr(0, 512);
  if (head.starts_with("\xEF\xBB\xBF")) head.remove_prefix(3);
  head.remove_prefix(std::min(head.size(), head.find_first_not_of(" \t\r\n")));
  const std::string lowered = lower(head.substr(0, 256));
  // A page that holds a DhtmlXQ block is read for it; any other page is not a record.
  if ((lowered.starts_with("<!doctype html") || lowered.starts_with("<html") ||
       (lowered.starts_with("<?xml") && lowered.find("<html") != std::string::npos)) &&
      !xiangqi::holds_dhtmlxq(bytes))
    return N_("an HTML page: save the record itself as text");
  if (starts("\x7F" "ELF")) return N_("a program (ELF executable)");
  if (starts("\x1F\x8B")) return N_("a gzip-compressed file: uncompress it first");
  if (starts("Rar!\x1A\x07")) return N_("a RAR archive");
  if (starts("7z\xBC\xAF\x27\x1C")) return N_("a 7-Zip archive");
  if (starts("\xFD" "7zXZ")) return N_("an xz-compressed file: uncompress it first");
  if (starts("BZh") && bytes.size() > 3 && bytes[3] >= '1' && bytes[3] <= '9') return N_("a bzip2-compressed file: uncompress it first");
  if (starts("SQLite format 3")) return N_("an SQLite database");
  // Text in every encoding kypho reads has no NUL byte, but UTF-16, which has its zeros on one side of each
  // code unit (decode() tells it by that); a binary file has them anywhere, and early, in its header. One
  // stray NUL in a text file is read, and shown escaped. Other control bytes are letters in VISCII and
  // TCVN3, so only a text made mostly of them is not text.
  const std::string_view probe = bytes.substr(0, 4096);
  std::size_t zeros[2] = {0, 0}, controls = 0;
  for (std::size_t i = 0; i < probe.size(); ++i) {
    const auto c = static_cast<unsigned char>(probe[i]);
    if (c == 0) ++zeros[i % 2];
    else if ((c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\f' && c != 0x1A && c != 0x1B) || c == 0x7F) ++controls;
  }
  const std::size_t nul = zeros[0] + zeros[1];
  const bool one_sided = nul >= 2 && std::max(zeros[0], zeros[1]) * 10 >= nul * 9;
  if (!starts("\xFF\xFE") && !starts("\xFE\xFF") && !one_sided && nul >= 2) return N_("a binary file, not text");
  if (nul == 0 && controls >= 8 && controls * 10 > probe.size()) return N_("a binary file, not text");
  return {};
}

bool has_line_starting(std::string_view text, std::string_view start) {
  // Each place `start` stands, found by a search for it: whether only blanks stand before it on its line.
  // Telling a file's format asks this a dozen times of its first 64 KB, and walking it line by line was a
  // fortieth of linting an archive.
  for (std::size_t at = text.find(start); at != std::string_view::npos; at = text.find(start, at + 1)) {
    std::size_t line = at;
    while (line > 0 && grammar::is_blank(text[line - 1])) --line;
    if (line == 0 || text[line - 1] == '\n') return true;
  }
  return false;
}

// No mark decides: the record format whose moves' grammar reads most of the words, across the games (or
// within --game's). `candidates` gets the formats that read as many, when they cannot be told apart.
std::string format_by_moves(std::string_view head, std::optional<Game> game, std::vector<std::string>& candidates) {
  const grammar::MoveEvidence e = grammar::weigh_moves(head);
  // In order of preference on a tie; cờ tư lệnh's SAN reads most xiangqi SAN words too, so it must read more.
  const std::pair<std::string_view, int> scores[] = {
      {"pgn", e.xiangqi}, {"ctl-pgn", e.cotulenh > e.xiangqi ? e.cotulenh : 0}, {"kif", e.kif}, {"ki2", e.ki2}, {"csa", e.csa}, {"usi", e.usi}};
  std::string_view best = game == Game::SHOGI ? "kif" : game == Game::COTULENH ? "ctl-pgn" : "pgn";
  int top = 0;
  for (const auto& [format, score] : scores)
    if ((!game || game_of_format(format) == game) && score > top) {
      top = score;
      best = format;
    }
  for (const auto& [format, score] : scores)
    if ((!game || game_of_format(format) == game) && top > 0 && score == top && format != best) candidates.emplace_back(format);
  if (!candidates.empty()) candidates.insert(candidates.begin(), std::string(best));
  return std::string(best);
}

// The first `limit` lines of `text` that are not blank, each given to `take` as long as it returns true; how many
// it was given.
template <typename Take>
int for_each_filled_line(std::string_view text, int limit, Take&& take) {
  int lines = 0;
  for (std::size_t at = 0; at < text.size() && lines < limit;) {
    const auto eol = grammar::line_end(text, at);
    const std::string_view line = text.substr(at, eol - at);
    at = eol + 1;
    if (line.find_first_not_of(" \t") == std::string_view::npos) continue;
    ++lines;
    if (!take(line)) break;
  }
  return lines;
}

// The format a text's content shows, for files whose name does not say (`game`: among --game's formats).
// Marks that only one format writes decide: a KIF move table, KI2's ▲△ moves, CSA's version and position
// lines, USI's and UCCI's `position`; else the moves themselves do.
std::string format_of_content(std::string_view text, std::optional<Game> game, std::vector<std::string>& candidates) {
  const std::string_view head = text.substr(0, HEAD);
  const auto first = head.find_first_not_of(" \t\r\n\xEF\xBB\xBF");
  if (first == std::string_view::npos) return {};
  const std::string_view body = head.substr(first);
  // A made text's mark first: JieqiBox's JSON has a "moves" array as JKF has.
  if (const FormatInfo* marked = marked_text_format_of(head)) return std::string(marked->name);
  if (is_json_object(body) && is_jkf(body)) return "jkf";
  // Engines of both games take `position`: USI names a shogi start `sfen`, UCCI and UCI a xiangqi one `fen`.
  if (has_line_starting(head, "position fen ") || has_line_starting(head, "ucci")) return "ucci";
  if (has_line_starting(head, "position ") || body.starts_with("startpos") || body.starts_with("sfen ")) return "usi";
  if (head.find("手数----指手") != std::string_view::npos || head.find("手数＝") != std::string_view::npos) return "kif";
  if (has_line_starting(head, "V2") || has_line_starting(head, "PI") || has_line_starting(head, "P1") ||
      has_line_starting(head, "N+") || has_line_starting(head, "%TORYO"))
    return "csa";
  if (has_line_starting(head, "▲") || has_line_starting(head, "△") || has_line_starting(head, "☗")) return "ki2";
  if (head.find("先手：") != std::string_view::npos || head.find("手合割：") != std::string_view::npos ||
      head.find("後手の持駒") != std::string_view::npos)
    return "kif";
  // The position shorthand lists pieces (`Bên trắng: Tg5, S5`, in any case, with or without marks); a scoresheet's `Bên trắng: Nguyễn Văn A` names a player.
  // Moves after the two side lines make it a record that starts there.
  if (grammar::xiangqi::is_shorthand_side_line(body.substr(0, body.find('\n')))) {
    const auto second = body.find('\n', body.find('\n') + 1);
    if (second == std::string_view::npos || grammar::weigh_moves(body.substr(second)).xiangqi == 0) return "vn-pos";
  }
  // A FEN (or SFEN) file is FEN lines only; a FEN line followed by moves is a record starting there.
  bool fen = game != Game::SHOGI, sfen = game != Game::XIANGQI;
  for_each_filled_line(body, 20, [&](std::string_view line) {
    std::vector<grammar::SyntaxError> errors;
    fen = fen && grammar::parse_fen(line, errors).has_value();
    errors.clear();
    sfen = sfen && grammar::parse_sfen(line, errors).has_value() && errors.empty();
    return fen || sfen;
  });
  if (fen) return "fen";
  if (sfen) return "sfen";
  return format_by_moves(head, game, candidates);
}

// A text's head (its first HEAD bytes), as the sniffers of cờ tư lệnh and cờ tướng úp ask it: as it is, and
// as movetext (without its tag lines and the position shorthand's side lines, which no notation reads), made when first asked and then kept: both
// sniffers weigh the moves of a PGN file, and each made its own copy.
class Head {
 public:
  explicit Head(std::string_view text) : text_(text.substr(0, HEAD)) {}
  std::string_view text() const { return text_; }
  std::string_view movetext() const {
    if (!movetext_) {
      movetext_.emplace();
      for (std::size_t at = 0; at < text_.size();) {
        const auto eol = std::min(text_.find('\n', at), text_.size());
        const std::string_view line = text_.substr(at, eol - at);
        if (!line.starts_with("[") && !grammar::xiangqi::is_shorthand_side_line(line)) movetext_->append(line).push_back('\n');
        at = eol + 1;
      }
    }
    return *movetext_;
  }

 private:
  std::string_view text_;
  mutable std::optional<std::string> movetext_;
};

// Which of cờ tướng úp's formats a PGN or FEN text is in, if it is one: FEN lines, face-down pieces (X, x, or
// pychess's ~) or a pool among them, or a PGN whose [Variant] tag says Jieqi, whose moves reveal pieces or whose
// [FEN] has face-down pieces.
std::string jieqi_format_of(const Head& sniffed) {
  const std::string_view head = sniffed.text();
  const auto face_down = [](std::string_view board) { return board.find_first_of("Xx~") != std::string_view::npos; };
  bool all_fen = true, pychess = false, any_face_down = false;
  const int lines = for_each_filled_line(head, 20, [&](std::string_view line) {
    std::vector<grammar::SyntaxError> errors;
    const auto fen = grammar::parse_jieqi_fen(line, errors);
    all_fen = fen.has_value();
    any_face_down |= all_fen && (face_down(line.substr(0, line.find(' '))) || fen->pool);
    pychess |= all_fen && fen->marked;
    return all_fen;
  });
  if (lines > 0 && all_fen && any_face_down) return pychess ? "jieqi-pychess-fen" : "jieqi-fen";
  for (std::string_view tag : {"[Variant \"Jieqi\"]", "[Variant \"jieqi\"]"})
    if (has_line_starting(head, tag)) return "jieqi-pgn";
  // No tag says: moves with reveals do (`h2e2=R`, `P2-5=X`), two of them.
  if (grammar::jieqi::count_reveal_moves(sniffed.movetext()) >= 2) return "jieqi-pgn";
  if (const auto tag = head.find("[FEN \""); tag != std::string_view::npos) {
    const std::string_view value = head.substr(tag + 6, head.find_first_of("\" ", tag + 6) - (tag + 6));
    if (std::count(value.begin(), value.end(), '/') == 9 && face_down(value)) return "jieqi-pgn";
  }
  return {};
}

// Which of cờ tư lệnh's formats a PGN or FEN text is in, if it is one: FEN lines of twelve ranks, or a
// [Blue] tag (its second player) or a twelve-rank [FEN] in a PGN.
std::string cotulenh_format_of(const Head& sniffed) {
  const std::string_view head = sniffed.text();
  bool all_fen = true;
  const int lines = for_each_filled_line(head, 20, [&](std::string_view line) {
    std::vector<grammar::SyntaxError> errors;
    all_fen = grammar::parse_cotulenh_fen(line, errors).has_value();
    return all_fen;
  });
  if (lines > 0 && all_fen) return "ctl-fen";
  if (has_line_starting(head, "[Blue ")) return "ctl-pgn";
  // No tag says: its moves do (`Ch12`, `G>d5,E>e4`), when cờ tư lệnh's SAN reads more of them than any
  // xiangqi notation does.
  if (const grammar::MoveEvidence e = grammar::weigh_moves(sniffed.movetext()); e.cotulenh > e.xiangqi) return "ctl-pgn";
  if (const auto tag = head.find("[FEN \""); tag != std::string_view::npos) {
    const std::string_view value = head.substr(tag + 6, head.find_first_of("\" ", tag + 6) - (tag + 6));
    if (std::count(value.begin(), value.end(), '/') == 11) return "ctl-pgn";
  }
  return {};
}


// UTF-16 has zero bytes where the units are cut on line feeds, so it is made UTF-8 as it is read.
struct Utf16Stream {
  iconv_t cd;
  ReadBytes raw_read;
  std::string pending;  // bytes of a character cut between two reads
  std::size_t replaced = 0;

  Utf16Stream(const char* from, ReadBytes read) : cd(iconv_open("UTF-8", from)), raw_read(std::move(read)) {}
  Utf16Stream(const Utf16Stream&) = delete;
  Utf16Stream& operator=(const Utf16Stream&) = delete;
  ~Utf16Stream() { iconv_close(cd); }

  // Converts `in` (after what is pending) into `out`; with `last`, a cut character is replaced too.
  void convert(std::string_view in, std::string& out, bool last) {
    pending.append(in);
    char* src = pending.data();
    std::size_t left = pending.size();
    std::string buffer(left * 2 + 16, '\0');
    char* dst = buffer.data();
    std::size_t room = buffer.size();
    while (left > 0 && iconv(cd, &src, &left, &dst, &room) == static_cast<std::size_t>(-1)) {
      if (errno == EINVAL && !last) break;
      const std::size_t skip = std::min<std::size_t>(2, left);  // one code unit that is not UTF-16
      src += skip;
      left -= skip;
      ++replaced;
      if (room < 3) break;
      for (char c : std::string_view("\xEF\xBF\xBD")) *dst++ = c;
      room -= 3;
      iconv(cd, nullptr, nullptr, nullptr, nullptr);
    }
    out.append(buffer.data(), std::size_t(dst - buffer.data()));
    pending.erase(0, pending.size() - left);
  }

  // The UTF-8 of size/2 bytes of UTF-16 fits in size bytes (at most 3 bytes for 2).
  std::ptrdiff_t read(char* into, std::size_t size) {
    std::string raw(size / 2, '\0'), out;
    while (out.empty()) {
      const std::ptrdiff_t n = raw_read(raw.data(), raw.size());
      if (n < 0) return -1;
      const std::size_t got = std::size_t(n);
      convert(std::string_view(raw).substr(0, got), out, got == 0);
      if (got == 0) break;
    }
    std::copy(out.begin(), out.end(), into);
    return std::ptrdiff_t(out.size());
  }
};

}  // namespace

namespace {

// `first_line`: where the first decomposed letter is, when it was not in the first 64 KiB.
Diagnostic composed_note(const std::string& name, std::uint32_t first_line) {
  return unlocated(name, Severity::INFO, "encoding",
                   first_line > 1 ? msg("letters written decomposed (Unicode NFD, as macOS writes them) were composed (NFC) before reading, the "
                                        "first at line {line}",
                                        arg("line", first_line))
                                  : tr("letters written decomposed (Unicode NFD, as macOS writes them) were composed (NFC) before reading"));
}

}  // namespace

struct InputStream::State {
  std::string name, format;
  Game game = Game::XIANGQI;
  std::string encoding;
  std::string hint;
  bool tentative = false;  // the first 64 KiB were ASCII: the encoding is not decided yet
  bool composed = false;   // letters written decomposed were found, and said so
  std::uint64_t skipped = 0;  // bytes before the first unit: a UTF-8 byte-order mark
  std::string mark;           // the byte-order mark, UTF-8's or UTF-16's
  int head_error = 0;         // errno of a read that failed in the first 64 KiB: a reader need not fail twice
  std::unique_ptr<Utf16Stream> utf16;
  std::unique_ptr<UnitReader> units;
};

InputStream::InputStream(std::unique_ptr<State> state) : state_(std::move(state)) {}
InputStream::InputStream(InputStream&&) noexcept = default;
InputStream& InputStream::operator=(InputStream&&) noexcept = default;
InputStream::~InputStream() = default;
const std::string& InputStream::name() const { return state_->name; }
const std::string& InputStream::format() const { return state_->format; }
Game InputStream::game() const { return state_->game; }
std::uint64_t InputStream::bytes_read() const { return state_->skipped + state_->units->bytes_read(); }
const std::string& InputStream::byte_order_mark() const { return state_->mark; }

bool InputStream::next(Unit& unit, std::string& encoding, Diagnostics& out) {
  State& st = *state_;
  if (!st.units->next(unit)) return false;
  unit.byte_offset += st.skipped;
  // Only a head of plain ASCII leaves the encoding to tell: the rest of the file is not scanned for it.
  if (const std::size_t at = st.tentative ? grammar::next_non_ascii(unit.bytes, 0) : unit.bytes.size(); at != unit.bytes.size()) {
    st.tentative = false;
    if (!grammar::is_valid_utf8(unit.bytes)) {
      // Told by the text from the line of the first byte that is not ASCII: the lines before say nothing.
      const std::string_view bytes = unit.bytes;
      const std::size_t line_start = bytes.substr(0, at).find_last_of("\r\n") + 1;
      // Lines end as SourceText ends them (a lone CR too): the text before is ASCII.
      const auto line = unit.first_line + grammar::count_line_ends(bytes.substr(0, line_start));
      const grammar::Decoded d = grammar::decode(bytes.substr(line_start, HEAD), {}, st.hint);
      st.encoding = d.encoding;
      out.push_back(unlocated(st.name, d.uncertain ? Severity::WARNING : Severity::INFO, "encoding",
                              msg("plain ASCII up to line {line}, then read as {encoding} ({description}), told by its content{doubt}",
                                  arg("line", line), arg("encoding", d.encoding),
                                  arg("description", tr(grammar::encoding_description(d.encoding))),
                                  arg("doubt", d.uncertain ? msg("; the best guess before {runner_up}: name it with {option}", arg("runner_up", d.runner_up),
                                                                      arg("option", choice_name(Choice::ENCODING)))
                                                                : std::string()))));
    }
  }
  // Decomposed letters are composed wherever they are (decode() does it unit by unit); the note that says
  // so is given once, where the first of them is, past the first 64 KiB too.
  // Only UTF-8 text not yet said is scanned: in a legacy encoding CC and CD are letters.
  if (!st.composed && unit_encoding(st.encoding) == "utf-8") {
    if (const std::size_t mark = grammar::first_combining_mark(unit.bytes);
        mark != unit.bytes.size() && grammar::decode(unit.bytes, "utf-8").composed) {
      st.composed = true;
      const auto lines = std::count(unit.bytes.begin(), unit.bytes.begin() + std::ptrdiff_t(mark), '\n');
      out.push_back(composed_note(st.name, unit.first_line + std::uint32_t(lines)));
    }
  }
  encoding = st.encoding;
  return true;
}

void InputStream::finish(Diagnostics& out) {
  const State& st = *state_;
  if (const int error = st.head_error ? st.head_error : st.units->read_error())
    out.push_back(unlocated(st.name, Severity::ERROR, "io-error", msg("reading stopped before the end of the file: {reason}", arg("reason", std::strerror(error)))));
  else if (!st.units->saw_text()) out.push_back(unlocated(st.name, Severity::WARNING, "empty-file", tr("the file holds no record")));
  if (st.utf16 && st.utf16->replaced > 0)
    out.push_back(unlocated(st.name, Severity::WARNING, "encoding",
                            msgn("{n} code unit not valid {encoding} was replaced by U+FFFD", "{n} code units not valid {encoding} were replaced by U+FFFD",
                                 st.utf16->replaced, arg("n", st.utf16->replaced), arg("encoding", st.encoding))));
}

namespace {

// Whether the game the options name (none: any) is the file's, said in `out` when it is not.
bool game_named_fits(const std::string& name, const SourceOptions& g, Game game, std::string_view format, Diagnostics& out) {
  if (g.game.empty() || g.game == game_name(game)) return true;
  out.push_back(unlocated(name, Severity::ERROR, "wrong-game",
                          msg("{option} {game}, but this is a {file_game} file ({format}); its formats are {formats}", arg("option", choice_name(Choice::GAME)),
                              arg("game", g.game), arg("file_game", game_name(game)), arg("format", format),
                              arg("formats", fmt::format("{}", fmt::join(formats_of(game), ", "))))));
  return false;
}

}  // namespace

bool options_usable(const std::string& name, const SourceOptions& g, Diagnostics& out) {
  if (g.from.empty() || game_of_format(g.from)) return true;
  out.push_back(unlocated(name, Severity::ERROR, "unsupported-format", msg("{option} {format}: kypho reads {formats}", arg("option", choice_name(Choice::FORMAT)), arg("format", g.from),
                                                                                  arg("formats", all_format_names()))));
  return false;
}

std::optional<InputStream> open_stream(const std::string& name, std::string_view path, ReadBytes read, const SourceOptions& g,
                                       Diagnostics& out, OpenFailure& why, std::size_t unit_size) {
  auto st = std::make_unique<InputStream::State>();
  st->name = name;
  why = OpenFailure::USAGE;
  if (!options_usable(name, g, out)) return std::nullopt;
  // Read where nothing is zero-filled first: most files are far smaller than the head, and filling it for
  // each cost more than reading one.
  const auto buffer = std::make_unique_for_overwrite<char[]>(HEAD);
  std::size_t got = 0;
  while (got < HEAD) {
    const std::ptrdiff_t n = read(buffer.get() + got, HEAD - got);
    if (n < 0) st->head_error = errno ? errno : EIO;
    if (n <= 0) break;
    got += std::size_t(n);
  }
  std::string head(buffer.get(), got);
  const bool whole = got < HEAD;

  // A binary record format kypho reads (XQF): named, or told by its magic number. Its bytes are the one unit;
  // the reader makes the text of them (decode_unit), and its header's text is in --encoding or detected there.
  const FormatInfo* named = find_format(g.from.empty() ? format_of_extension(path) : g.from);
  const FormatInfo* binary = named && named->read_binary ? named : binary_format_of(head);
  if (binary) {
    if (!game_named_fits(name, g, binary->game, binary->name, out)) return std::nullopt;
    if (binary != named)
      out.push_back(unlocated(name, Severity::INFO, "format", msg("read as {format}, told by its content; name the format with {option}",
                                                                      arg("format", binary->name), arg("option", choice_name(Choice::FORMAT)))));
    st->format = binary->name;
    st->game = binary->game;
    st->encoding = g.encoding;
    st->units = std::make_unique<UnitReader>(std::move(read), std::move(head), Splitting::WHOLE, unit_size);
    why = OpenFailure::NONE;
    return InputStream(std::move(st));
  }

  if (const std::string kind = binary_kind(head); !kind.empty()) {
    out.push_back(unlocated(name, Severity::ERROR, "unsupported-format", msg("this is {kind}", arg("kind", tr(kind)))));
    why = OpenFailure::UNREADABLE;
    return std::nullopt;
  }

  std::string format = g.from.empty() ? format_of_extension(path) : g.from;
  if (format != "jkf" && is_json_no_record(head)) {
    out.push_back(unlocated(name, Severity::ERROR, "unsupported-format",
                            tr("this is a JSON file that is neither a JKF (JSON Kifu Format) shogi record nor a JieqiBox cờ tướng úp record, the JSON records kypho reads")));
    why = OpenFailure::UNREADABLE;
    return std::nullopt;
  }
  const FormatInfo* known = find_format(format);
  st->hint = known ? std::string(known->legacy_hint) : std::string();
  // The sample ends at a line end, so that no character is cut in two.
  std::string_view sample = head;
  if (!whole && sample.rfind('\n') != std::string_view::npos) sample = sample.substr(0, sample.rfind('\n') + 1);
  const grammar::Decoded decoded = grammar::decode(sample, g.encoding, st->hint);
  st->encoding = decoded.encoding;
  if (decoded.unknown_encoding)
    out.push_back(unlocated(name, Severity::ERROR, "encoding", msg("{option} {encoding}: no such encoding; the file was read as UTF-8", arg("option", choice_name(Choice::ENCODING)),
                                                                           arg("encoding", g.encoding))));
  if (decoded.guessed) {
    const std::string what = tr(grammar::encoding_description(decoded.encoding));
    const auto encoding = arg("encoding", decoded.encoding);
    const auto description = arg("description", what);
    const auto option = arg("option", choice_name(Choice::ENCODING));
    if (decoded.uncertain)
      out.push_back(unlocated(name, Severity::WARNING, "encoding",
                              decoded.runner_up.empty()
                                  ? msg("the encoding could not be told for sure: read as {encoding} ({description}), the best guess; name it with {option}",
                                        encoding, description, option)
                                  : msg("the encoding could not be told for sure: read as {encoding} ({description}), the best guess before "
                                        "{runner_up}; name it with {option}",
                                        encoding, description, arg("runner_up", decoded.runner_up), option)));
    else
      out.push_back(unlocated(name, Severity::INFO, "encoding", msg("read as {encoding} ({description}), told by its content", encoding, description)));
  }
  if (decoded.composed) {
    st->composed = true;
    out.push_back(composed_note(name, 1));
  }
  st->tentative = g.encoding.empty() && !whole && decoded.encoding == "utf-8" &&
                  std::none_of(head.begin(), head.end(), [](char c) { return static_cast<unsigned char>(c) >= 0x80; });

  const std::string_view text = decoded.text;
  const bool blank = text.find_first_not_of(" \t\r\n") == std::string_view::npos;
  const std::optional<Game> wanted = g.game.empty() ? std::nullopt : game_named(g.game);
  // cờ tư lệnh's PGN and FEN files are .pgn and .fen files too: --game says so, or their text does. The text
  // is asked only where its format is not named, or is named as a format that game shares (pgn, fen):
  // weighing a file's moves in every notation was two fifths of validating a folder of KI2 files.
  const Head sniffed(text);
  const auto told_by = [&](Game other, std::string (*format_of_text)(const Head&)) {
    return g.game.empty() && (format.empty() || format_in_game(format, other) != format) ? format_of_text(sniffed) : std::string();
  };
  const std::string cotulenh_format = told_by(Game::COTULENH, cotulenh_format_of);
  const std::string jieqi_format = cotulenh_format.empty() ? told_by(Game::JIEQI, jieqi_format_of) : std::string();
  const bool format_named = !format.empty();
  if (format.empty() && !blank) {
    const bool cotulenh_text = !cotulenh_format.empty() || !jieqi_format.empty();  // said below, with the game
    std::vector<std::string> candidates;
    format = format_of_content(text, wanted, candidates);
    if (!candidates.empty())
      out.push_back(unlocated(name, Severity::WARNING, "format",
                              msg("the content reads as well in {others}: read as {format} ({game}); name the format with {option}",
                                  arg("others", fmt::format("{}", fmt::join(candidates, ", "))), arg("format", format),
                                  arg("game", game_name(*game_of_format(format))), arg("option", choice_name(Choice::FORMAT)))));
    else if (!cotulenh_text) {
      // A file without a name that says its format (stdin, no extension) is read as its content says: said.
      const std::string_view passed_over = find_format(format)->passed_over;
      out.push_back(unlocated(name, Severity::INFO, "format",
                              passed_over.empty()
                                  ? msg("read as {format}, told by its content; name the format with {option}", arg("format", format),
                                        arg("option", choice_name(Choice::FORMAT)))
                                  : msg("read as {format} ({passed_over}), told by its content; name the format with {option}", arg("format", format),
                                        arg("passed_over", tr(passed_over)), arg("option", choice_name(Choice::FORMAT)))));
    }
  }
  if (format.empty()) format = "pgn";
  // A format name another game also has (pgn, fen): that game's, when the game is named or the text is one.
  for (const auto& [other, told] : {std::pair{Game::COTULENH, &cotulenh_format}, std::pair{Game::JIEQI, &jieqi_format}}) {
    // A text the content tells is another game's is read as that game's whatever format its moves suggested.
    if (format_in_game(format, other) == format && (format_named || told->empty())) continue;
    if (g.game == game_name(other)) {
      format = format_in_game(format, other);
      break;
    }
    if (!told->empty()) {
      format = *told;
      out.push_back(unlocated(name, Severity::INFO, "format",
                              msg("read as {game}'s {format}, told by its content; name the game with {option}", arg("game", tr(game_title(other))),
                                  arg("format", format), arg("option", choice_name(Choice::GAME)))));
      break;
    }
  }
  // A .sfen file holds either bare SFEN positions or USI lines that start from one.
  if (format == "sfen" && (has_line_starting(text, "position ") || has_line_starting(text, "startpos"))) format = "usi";
  st->game = *game_of_format(format);
  if (!game_named_fits(name, g, st->game, format, out)) return std::nullopt;
  st->format = format;
  // A rule set of another game (a directory of several games read under one --rules): this file is read by
  // its own game's defaults, and says so.
  if (!has_rules(st->game, g.rules))
    out.push_back(unlocated(name, Severity::WARNING, "unknown-rules",
                            msg("{option} {rules} is not a rule set of {game}: this file is read by {game}'s default rules",
                                arg("option", choice_name(Choice::RULES)), arg("rules", g.rules), arg("game", game_name(st->game)))));

  if (st->encoding.starts_with("utf-16")) {
    const bool bom = head.starts_with("\xFF\xFE") || head.starts_with("\xFE\xFF");
    if (bom) st->mark = head.substr(0, 2);
    st->utf16 = std::make_unique<Utf16Stream>(st->encoding == "utf-16be" ? "UTF-16BE" : "UTF-16LE", std::move(read));
    std::string utf8;
    st->utf16->convert(std::string_view(head).substr(bom ? 2 : 0), utf8, whole);
    head = std::move(utf8);
    read = [stream = st->utf16.get()](char* into, std::size_t size) { return stream->read(into, size); };
  } else if (head.starts_with("\xEF\xBB\xBF") && unit_encoding(st->encoding) == "utf-8") {
    st->mark = head.substr(0, 3);
    head.erase(0, 3);
    st->skipped = 3;
  }
  const FormatInfo& info = *find_format(format);
  st->units = std::make_unique<UnitReader>(std::move(read), std::move(head), info.splitting, unit_size, untagged_game_test(info));
  why = OpenFailure::NONE;
  return InputStream(std::move(st));
}

namespace {

grammar::Decoded decode_bytes(Unit&& unit, std::string_view encoding) {
  grammar::Decoded d = grammar::decode_owned(std::move(unit.bytes), unit_encoding(encoding));
  for (auto& p : d.problems) p.byte_offset += unit.byte_offset;
  return d;
}

void report_problems(const grammar::SourceText& src, const grammar::Decoded& d, std::size_t shift, std::string_view encoding, Diagnostics& out) {
  for (const auto& p : d.problems)
    out.push_back(located(src, shift + p.offset, Severity::WARNING, "encoding",
                          msg("the byte at offset {offset} of the file is not valid {encoding} and was replaced by U+FFFD", arg("offset", p.byte_offset),
                              arg("encoding", encoding))));
}

}  // namespace

std::string_view unit_encoding(std::string_view encoding) {
  return encoding == "utf-8-bom" || encoding.starts_with("utf-16") ? std::string_view("utf-8") : encoding;
}

grammar::SourceText decode_unit(const std::string& name, Unit&& unit, const std::string& encoding, const FormatInfo& format,
                                Diagnostics& out) {
  if (format.read_binary) return format.read_binary(name, unit.bytes, encoding, out);
  const std::uint32_t first_line = unit.first_line;
  grammar::Decoded d = decode_bytes(std::move(unit), encoding);
  grammar::SourceText src(name, std::move(d.text), encoding, first_line);
  report_problems(src, d, 0, encoding, out);
  if (format.read_text) return format.read_text(std::make_shared<const grammar::SourceText>(std::move(src)), out);
  return src;
}

ReadBytes read_from(std::string bytes) {
  return [bytes = std::move(bytes), at = std::size_t(0)](char* into, std::size_t size) mutable -> std::ptrdiff_t {
    const std::size_t n = std::min(size, bytes.size() - at);
    std::copy_n(bytes.data() + at, n, into);
    at += n;
    return std::ptrdiff_t(n);
  };
}

std::optional<Input> open_input(const std::string& name, std::string_view path, ReadBytes read, const SourceOptions& g,
                                Diagnostics& out, OpenFailure& why) {
  auto stream = open_stream(name, path, std::move(read), g, out, why);
  if (!stream) return std::nullopt;
  std::string text, encoding, first_encoding;
  std::vector<std::pair<std::size_t, grammar::Decoded>> decoded;
  Unit unit;
  if (const FormatInfo& format = *find_format(stream->format()); format.read_binary) {
    std::string bytes;
    while (stream->next(unit, encoding, out)) bytes += unit.bytes;
    stream->finish(out);
    grammar::SourceText src = format.read_binary(stream->name(), bytes, encoding, out);
    const bool empty = src.text().find_first_not_of(" \t\r\n") == std::string_view::npos;
    return Input{std::move(src), stream->format(), stream->game(), empty};
  }
  while (stream->next(unit, encoding, out)) {
    if (first_encoding.empty()) first_encoding = encoding;
    grammar::Decoded d = decode_bytes(std::move(unit), encoding);
    const std::size_t at = text.size();
    text += d.text;
    d.text.clear();
    d.encoding = encoding;
    if (!d.problems.empty()) decoded.emplace_back(at, std::move(d));
  }
  stream->finish(out);
  grammar::SourceText src(stream->name(), std::move(text), first_encoding.empty() ? "utf-8" : first_encoding);
  for (const auto& [at, d] : decoded) report_problems(src, d, at, d.encoding, out);
  const bool empty = src.text().find_first_not_of(" \t\r\n") == std::string_view::npos;
  if (const FormatInfo& format = *find_format(stream->format()); format.read_text)
    return Input{format.read_text(std::make_shared<const grammar::SourceText>(std::move(src)), out), stream->format(), stream->game(), empty};
  return Input{std::move(src), stream->format(), stream->game(), empty};
}

void note_game_used(const grammar::SourceText& src, std::uint32_t games, std::uint32_t wanted, std::string_view use, Diagnostics& out) {
  if (wanted > games)
    out.push_back(unlocated(src.name(), Severity::ERROR, "no-such-game",
                            msgn("{option} {wanted}: the file holds {n} game", "{option} {wanted}: the file holds {n} games", games,
                                 arg("option", choice_name(Choice::GAME_NUMBER)), arg("wanted", wanted), arg("n", games))));
  else if (games > 1)
    out.push_back(unlocated(src.name(), Severity::INFO, "first-game-only",
                            msgn("{use} uses {game}; the file's other {n} game is left out ({option} N chooses another)",
                                 "{use} uses {game}; the file's other {n} games are left out ({option} N chooses another)", games - 1,
                                 arg("use", use), arg("game", wanted == 1 ? tr("the first game") : msg("game {n}", arg("n", wanted))),
                                 arg("n", games - 1), arg("option", choice_name(Choice::GAME_NUMBER)))));
}

}  // namespace kypho::service
