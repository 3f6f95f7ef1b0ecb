#include "converters/xiangqi/xqf.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "converters/xiangqi/binary_record.hpp"
#include "converters/xiangqi/move_tree.hpp"
#include "converters/xiangqi/record_writer.hpp"
#include "grammar/text/encoding.hpp"
#include "grammar/text/utf8.hpp"
#include "grammar/text/messages.hpp"

namespace kypho::xiangqi {
namespace {

constexpr std::size_t HEADER = 0x400;
constexpr std::string_view VERSION_TAG = "XQFVersion";

// The keys of an encrypted record (version 11 and later): offsets for the piece table and the two squares of
// every move, the comment lengths' offset, and the 32-byte stream every byte after the header is shifted by.
struct Keys {
  int version = 0;
  std::uint8_t piece = 0, from = 0, to = 0;
  std::uint32_t comment_offset = 0;
  std::array<std::uint8_t, 32> stream{};
};

std::uint8_t square54(std::uint32_t k, std::uint32_t times) { return std::uint8_t(((54 * k * k + 221) * times) & 0xFF); }

Keys keys_of(std::string_view h) {
  Keys k;
  k.version = byte_at(h, 2);
  if (k.version <= 10) return k;
  constexpr std::string_view COPYRIGHT = "[(C) Copyright Mr. Dong Shiwei.]";
  const std::uint32_t xy = byte_at(h, 0x0D), xyf = byte_at(h, 0x0E), xyt = byte_at(h, 0x0F), sum = byte_at(h, 0x0C);
  k.piece = square54(xy, xy);
  k.from = square54(xyf, k.piece);
  k.to = square54(xyt, k.from);
  k.comment_offset = (sum * 256 + xy) % 32000 + 767;
  const std::uint8_t mask = byte_at(h, 0x03);
  for (std::size_t i = 0; i < 32; ++i)
    k.stream[i] = std::uint8_t((byte_at(h, 8 + i % 4) | (byte_at(h, 12 + i % 4) & mask)) & std::uint8_t(COPYRIGHT[i]));
  return k;
}

// The header's text fields: where each Pascal string's length byte stands, the tag it becomes, and how long
// it may be before it runs into the next field.
struct Field {
  std::size_t at;
  std::string_view tag;
  std::size_t longest;
};
constexpr std::array<Field, 11> FIELDS = {{
    {0x50, "Title", 127},
    {0xD0, "Event", 63},
    {0x110, "Date", 15},
    {0x120, "Site", 15},
    {0x130, "Red", 15},
    {0x140, "Black", 15},
    {0x150, "TimeControl", 63},
    {0x190, "RedTime", 15},
    {0x1A0, "BlackTime", 15},
    {0x1D0, "Annotator", 15},
    {0x1E0, "Author", 31},
}};


class Reader {
 public:
  Reader(const std::string& name, std::string_view bytes, Diagnostics& out) : name_(name), bytes_(bytes), out_(out), keys_(keys_of(bytes)) {}

  grammar::SourceText read(std::string_view forced_encoding) {
    read_version();
    read_fields();
    read_pieces();
    read_tree();
    decide_encoding(forced_encoding);
    const TreeProblem report = [this](std::uint64_t at, Severity severity, std::string code, std::string message) {
      problem(at, severity, std::move(code), std::move(message));
    };
    // The header's fields and the start, as tags; the comments, decoded.
    std::vector<TreeTag> tags;
    for (std::size_t i = 0; i < FIELDS.size(); ++i)
      if (std::string value = decoded_text(fields_[i], encoding_, FIELDS[i].at + 1, report); !value.empty())
        tags.push_back({std::string(FIELDS[i].tag), std::move(value), FIELDS[i].at});
    const std::uint8_t result = byte_at(bytes_, 0x33);
    const std::string_view written = result == 1 ? "1-0" : result == 2 ? "0-1" : result == 3 || result == 4 ? "1/2-1/2" : "*";
    if (result > 4)
      problem(0x33, Severity::WARNING, "damaged-file",
              msg("header: the result byte is {value}, none of XQF's (0 unknown, 1 Red wins, 2 Black wins, 3 and 4 a draw): read as unknown",
                  arg("value", result)));
    tags.push_back({"Result", std::string(written), 0x33});
    // The version of a file not of the one kypho writes, so that writing it as XQF again keeps it.
    if (keys_.version >= 11 && keys_.version <= 18) tags.push_back({std::string(VERSION_TAG), std::to_string(keys_.version), 2});
    if (std::string fen = tree_.start_fen(board_of(pieces_), 0x10, report); !fen.empty()) tags.push_back({"FEN", std::move(fen), 0x10});
    for (auto& n : tree_.nodes) n.comment = decoded_text(n.comment, encoding_, n.comment_at, report);
    TreeText text;
    text.add(tags, tree_, written, report);
    return text.source(name_, encoding_);
  }

 private:
  void problem(std::uint64_t at, Severity severity, std::string code, std::string message) {
    Diagnostic d = at_byte(name_, at, severity, std::move(code), std::move(message));
    d.game = 1;
    d.game_kind = "xiangqi";
    out_.push_back(std::move(d));
  }

  // The byte at `at` of the move area, decrypted.
  std::uint8_t move_byte(std::size_t at) const {
    return std::uint8_t(byte_at(bytes_, at) - (keys_.version > 10 ? keys_.stream[(at - HEADER) % 32] : 0));
  }

  void read_pieces() {
    for (std::size_t i = 0; i < 32; ++i) {
      std::uint8_t value = byte_at(bytes_, 0x10 + i);
      std::size_t slot = i;
      if (keys_.version > 10) {
        value = std::uint8_t(value - keys_.piece);
        if (keys_.version >= 12) slot = (keys_.piece + 1 + i) % 32;
      }
      pieces_[slot] = value;
    }
    std::array<int, 90> owner{};
    owner.fill(-1);
    for (std::size_t i = 0; i < 32; ++i) {
      const std::uint8_t sq = pieces_[i];
      if (sq > 89) continue;  // taken, or absent from this position
      if (owner[sq] >= 0) {
        problem(0x10, Severity::ERROR, "damaged-file",
                msg("header: the piece table puts two pieces on {square}; the second is left out", arg("square", square_name(sq))));
        pieces_[i] = 0xFF;
        continue;
      }
      owner[sq] = int(i);
    }
  }

  static std::string square_name(std::uint8_t sq) { return fmt::format("{}{}", char('a' + sq / 10), sq % 10); }

  // The move records, depth-first (MoveTree::grow).
  void read_tree() {
    std::size_t at = HEADER;
    const bool whole = tree_.grow([&](std::uint32_t count) -> std::optional<StreamRecord> {
      const std::string what = count == 0 ? tr("the start's record") : msg("move record {n}", arg("n", count));
      if (at + 4 > bytes_.size()) {
        problem(at, Severity::ERROR, "damaged-file",
                msg("{what}: the file ends inside it; the moves read before are kept", arg("what", what)));
        return std::nullopt;
      }
      StreamRecord r;
      TreeMove& n = r.move;
      n.at = at;
      const std::uint8_t flags = move_byte(at + 2);
      bool comment = true;
      if (keys_.version <= 10) {
        n.from = std::uint8_t(move_byte(at) - 24);
        n.to = std::uint8_t(move_byte(at + 1) - 32);
        r.next = (flags & 0xF0) != 0;
        r.alternative = (flags & 0x0F) != 0;
      } else {
        n.from = std::uint8_t(move_byte(at) - 24 - keys_.from);
        n.to = std::uint8_t(move_byte(at + 1) - 32 - keys_.to);
        r.next = (flags & 0x80) != 0;
        r.alternative = (flags & 0x40) != 0;
        comment = (flags & 0x20) != 0;
      }
      at += 4;
      if (comment) {
        if (at + 4 > bytes_.size()) {
          problem(at, Severity::ERROR, "damaged-file", msg("{what}: the file ends inside its comment's length; the moves read before are kept", arg("what", what)));
          return std::nullopt;
        }
        const std::uint32_t stored = std::uint32_t(move_byte(at)) | std::uint32_t(move_byte(at + 1)) << 8 | std::uint32_t(move_byte(at + 2)) << 16 |
                                     std::uint32_t(move_byte(at + 3)) << 24;
        const std::uint64_t length = std::uint64_t(stored) - keys_.comment_offset;
        at += 4;
        if (stored < keys_.comment_offset || length > bytes_.size() - at) {
          problem(at - 4, Severity::ERROR, "damaged-file",
                  msg("{what}: its comment's length ({length}) runs past the end of the file; the moves read before are kept", arg("what", what),
                      arg("length", std::int64_t(stored) - std::int64_t(keys_.comment_offset))));
          return std::nullopt;
        }
        n.comment_at = at;
        for (std::size_t i = 0; i < length; ++i) n.comment += char(move_byte(at + i));
        at += std::size_t(length);
      }
      if (count > 0) {
        n.readable = n.from <= 89 && n.to <= 89 && n.from / 10 <= 8 && n.to / 10 <= 8;
        if (!n.readable)
          problem(n.at, Severity::ERROR, "damaged-file",
                  msg("{what}: its squares ({from}, {to}) are off the board; the moves after it in its line are left out",
                      arg("what", what), arg("from", n.from), arg("to", n.to)));
      }
      return r;
    });
    if (whole && at < bytes_.size())
      problem(at, Severity::WARNING, "damaged-file",
              msgn("{n} byte after the last move record is no part of the record, and is left out",
                   "{n} bytes after the last move record are no part of the record, and are left out", bytes_.size() - at,
                   arg("n", bytes_.size() - at)));
  }

  // The header's Pascal strings, as stored (decoded once the encoding is decided).
  void read_fields() {
    for (std::size_t i = 0; i < FIELDS.size(); ++i) {
      const Field& f = FIELDS[i];
      const std::size_t length = byte_at(bytes_, f.at);
      if (length > f.longest)
        problem(f.at, Severity::WARNING, "damaged-file",
                msg("header: the {field} field says it is {length} bytes long, more than its {longest}; its first {longest} are read",
                    arg("field", f.tag), arg("length", length), arg("longest", f.longest)));
      fields_[i] = std::string(bytes_.substr(f.at + 1, std::min(length, f.longest)));
    }
  }

  // The versions XQStudio wrote are 10 to 18; another is read by the layout of the nearest, and said. Version
  // 11 has no sample anywhere: read, as python cchess and pikaboard read it, without the piece table's rotation.
  // An encrypted header whose keys fail XQStudio's checksum is one XQStudio refuses: read all the same, and said.
  void read_version() {
    if (keys_.version < 10 || keys_.version > 18)
      problem(2, Severity::WARNING, "damaged-file",
              msg("header: version {version} is not one of XQF's (10 to 18); read as version {as}", arg("version", keys_.version),
                  arg("as", keys_.version < 10 ? 10 : 18)));
    else if (keys_.version == 11)
      problem(2, Severity::NOTE, "damaged-file",
              tr("header: version 11 is read without rotating the piece table, as no file of it is known to say otherwise"));
    const unsigned sum = byte_at(bytes_, 0x0C) + byte_at(bytes_, 0x0D) + byte_at(bytes_, 0x0E) + byte_at(bytes_, 0x0F);
    if (keys_.version > 10 && sum % 256 != 0)
      problem(0x0C, Severity::WARNING, "damaged-file", tr("header: the keys fail XQStudio's checksum, so XQStudio refuses this file; kypho reads it"));
  }

  // The header's strings and the comments are in one encoding: Chinese files GB18030 (GBK), Vietnamese ones
  // a Vietnamese code page, told from all of them together.
  void decide_encoding(std::string_view forced) {
    std::string all;
    for (const std::string& field : fields_) all += field + '\n';
    for (const TreeMove& n : tree_.nodes) all += n.comment + '\n';
    encoding_ = text_encoding(name_, all, forced, "gb18030", out_);
  }

  const std::string& name_;
  std::string_view bytes_;
  Diagnostics& out_;
  Keys keys_;
  std::array<std::string, FIELDS.size()> fields_;
  std::array<std::uint8_t, 32> pieces_{};
  MoveTree tree_;
  std::string encoding_;
};

// XQF's square for a square of the board: x*10 + y, both from Red's left and back rank, as kypho's are.
std::uint8_t xqf_square(Square s) { return std::uint8_t(file_of(s) * 10 + rank_of(s)); }

// `text` in GB18030, cut at a character's end to fit `longest` bytes when it must be (said in `lost`).
std::string gb18030(std::string_view text, std::size_t longest, std::string_view what, std::vector<std::string>& lost) {
  std::string bytes;
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t start = i;
    grammar::next_code_point(text, i);
    const auto one = grammar::encode(text.substr(start, i - start), "gb18030");
    const std::string ch = one ? *one : std::string("?");
    if (bytes.size() + ch.size() > longest) {
      lost.push_back(msg("the end of {what} (XQF holds {n} bytes of it)", arg("what", what), arg("n", longest)));
      break;
    }
    bytes += ch;
  }
  return bytes;
}

void put_u32(std::string& out, std::size_t at, std::uint32_t v) {
  for (int i = 0; i < 4; ++i) out[at + std::size_t(i)] = char((v >> (8 * i)) & 0xFF);
}

}  // namespace

std::string write_xqf(const XiangqiRecord& record, std::string_view unreplayed, std::vector<std::string>& lost) {
  // The version the record was read from (its XQFVersion tag), else 10. An encrypted version is written with
  // keys of zero (they pass XQStudio's checksum): the stream adds nothing, the squares and flags take that
  // version's layout, the piece table its rotation (12 and later), comment lengths their offset of 767.
  int version = 10;
  for (const Tag& t : record.tags) {
    if (t.name != VERSION_TAG) continue;
    if (t.value.size() == 2 && t.value >= "11" && t.value <= "18") version = std::stoi(t.value);
    else if (t.value != "10")
      lost.push_back(msg("the tag {tag} '{value}', no version of XQF's (10 to 18): the file is version 10", arg("tag", t.name), quote("value", t.value)));
  }
  const bool encrypted = version > 10;
  constexpr std::uint32_t COMMENT_OFFSET = 767;  // (0 * 256 + 0) % 32000 + 767
  std::string out(HEADER, '\0');
  out[0] = 'X';
  out[1] = 'Q';
  out[2] = char(version);
  const Position& start = record.start;
  const std::array<std::uint8_t, 32> slots = table_of(start);
  for (std::size_t i = 0; i < 32; ++i) out[0x10 + i] = char(slots[version >= 12 ? (i + 1) % 32 : i]);
  out[0x32] = start.side_to_move() == RED ? 0 : 1;
  out[0x33] = char(record.result == Result::FIRST_WINS ? 1 : record.result == Result::SECOND_WINS ? 2 : record.result == Result::DRAW ? 3 : 0);
  const bool standard = start.side_to_move() == RED && slots == standard_squares();
  out[0x40] = standard ? 0 : 2;  // 0, a whole game from the start; 2, a middlegame: its own start is read
  put_u32(out, 0x38, std::uint32_t(HEADER));
  for (const Tag& t : record.tags) {
    const auto field = std::find_if(FIELDS.begin(), FIELDS.end(), [&](const Field& f) { return f.tag == t.name; });
    if (field == FIELDS.end()) {
      if (t.name != "Result" && t.name != VERSION_TAG && !is_derived(t.name)) lost.push_back(msg("the tag {tag} (XQF has no field for it)", arg("tag", t.name)));
      continue;
    }
    const std::string bytes = gb18030(t.value, field->longest, msg("the tag {tag}", arg("tag", t.name)), lost);
    out[field->at] = char(bytes.size());
    out.replace(field->at + 1, bytes.size(), bytes);
  }
  // The moves, depth-first: a record, then its continuation's records, then its alternative's.
  // Version 10 writes every record's comment length; the encrypted ones only where a flag says a comment follows.
  const auto comment = [&](std::uint32_t n) {
    const std::string bytes = gb18030(record.text(record.node(n).comment), 0x7FFFFFFF, tr("a comment"), lost);
    if (encrypted && record.text(record.node(n).comment).empty()) return std::string();
    std::string length(4, '\0');
    put_u32(length, 0, std::uint32_t(bytes.size()) + (encrypted ? COMMENT_OFFSET : 0));
    return length + bytes;
  };
  const auto flags_of = [&](std::uint32_t n, bool next, bool alternative) {
    if (!encrypted) return std::uint8_t((next ? 0xF0 : 0) | (alternative ? 0x0F : 0));
    return std::uint8_t((next ? 0x80 : 0) | (alternative ? 0x40 : 0) | (record.text(record.node(n).comment).empty() ? 0 : 0x20));
  };
  const auto& root = record.node(XiangqiRecord::ROOT);
  out += std::string{char(0x18), char(0x20), char(flags_of(XiangqiRecord::ROOT, root.first_child != NO_NODE, false)), char(0xFF)};
  out += comment(XiangqiRecord::ROOT);
  std::uint32_t count = 1;
  std::vector<std::uint32_t> stack;
  if (root.first_child != NO_NODE) stack.push_back(root.first_child);
  while (!stack.empty()) {
    const std::uint32_t n = stack.back();
    stack.pop_back();
    const auto& node = record.node(n);
    ++count;
    const std::uint8_t flags = flags_of(n, node.first_child != NO_NODE, node.next_sibling != NO_NODE);
    out += std::string{char(xqf_square(node.move.from) + 24), char(xqf_square(node.move.to) + 32), char(flags), char(0)};
    out += comment(n);
    if (node.next_sibling != NO_NODE) stack.push_back(node.next_sibling);
    if (node.first_child != NO_NODE) stack.push_back(node.first_child);
  }
  put_u32(out, 0x34, count);
  beyond_tree(record, unreplayed, lost);
  return out;
}

bool looks_like_xqf(std::string_view bytes) { return bytes.size() >= HEADER && bytes.starts_with("XQ"); }

grammar::SourceText read_xqf(const std::string& name, std::string_view bytes, std::string_view encoding, Diagnostics& out) {
  if (!looks_like_xqf(bytes)) {
    out.push_back(at_byte(name, bytes.size(), Severity::ERROR, "damaged-file",
                          msg("header: an XQF record begins with a {n}-byte header, and this file has {size} bytes", arg("n", HEADER),
                              arg("size", bytes.size()))));
    return grammar::SourceText(name, "");
  }
  return Reader(name, bytes, out).read(encoding);
}

}  // namespace kypho::xiangqi
