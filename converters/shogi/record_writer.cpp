#include "converters/shogi/record_writer.hpp"

#include <fmt/format.h>

#include <array>

#include "converters/shogi/jkf.hpp"
#include "converters/shogi/ki2_relative.hpp"
#include "converters/shogi/position.hpp"
#include "converters/shogi/terminals.hpp"
#include "grammar/shogi/csa_codes.hpp"
#include "grammar/text/encoding.hpp"
#include "grammar/text/messages.hpp"

namespace kypho::shogi {
namespace {

using grammar::csa::PIECE_CODES;
static_assert(PIECE_CODES.size() == PIECE_TYPE_NB);

constexpr std::array<std::string_view, 10> FULL_WIDTH{"", "１", "２", "３", "４", "５", "６", "７", "８", "９"};
constexpr std::array<std::string_view, 10> KANJI{"", "一", "二", "三", "四", "五", "六", "七", "八", "九"};

// KIF header keys and the CSA `$` fields that say the same thing.
constexpr std::pair<std::string_view, std::string_view> CSA_FIELDS[] = {
    {"開始日時", "$START_TIME"}, {"終了日時", "$END_TIME"}, {"棋戦", "$EVENT"}, {"場所", "$SITE"},
    {"持ち時間", "$TIME_LIMIT"}, {"戦型", "$OPENING"},
};

std::string_view csa_key(std::string_view kif_key) {
  for (auto [kif, csa] : CSA_FIELDS)
    if (kif == kif_key || csa == kif_key) return csa;
  return {};
}

std::string_view kif_key(std::string_view key) {
  for (auto [kif, csa] : CSA_FIELDS)
    if (csa == key) return kif;
  return key;
}

std::string usi(const ShogiRecord& r) {
  const std::string sfen = r.unread_start.empty() ? write_sfen(r.start) : r.unread_start;
  std::string out = sfen == START_SFEN ? "position startpos" : "position sfen " + sfen;
  if (r.node(ShogiRecord::ROOT).first_child != NO_NODE) out += " moves";
  r.for_each_main_line_node([&](const auto& n) {
    out += ' ';
    out += usi_move(n.move);
  });
  if (r.termination == Termination::RESIGNATION) out += " resign";
  if (r.termination == Termination::DECLARATION) out += " win";
  return out + "\n";
}


// Writes a comment one line per `prefix` line: `'*` in CSA, `*` in KIF, where a bookmark line (`&…`) is
// written as it came. A note line (`#…`, from KIF's `#` or CSA's plain `'` lines) is the format's own note
// line: as it came in KIF, `'…` in CSA; never one that a reader would take for the encoding's declaration.
void comment_lines(std::string& out, std::string_view prefix, std::string_view text) {
  for (std::size_t start = 0; start <= text.size();) {
    const auto end = text.find('\n', start);
    std::string_view line = text.substr(start, end - start);
    const bool kif = prefix == "*";
    std::string_view marker = prefix;
    if (line.starts_with('#') && !line.starts_with("#KIF") && !line.starts_with("#encoding=")) {
      marker = kif ? "" : "'";
      if (!kif) line.remove_prefix(1);
    } else if (line.starts_with('&') && kif) {
      marker = "";
    }
    out += fmt::format("{}{}\n", marker, line);
    if (end == std::string_view::npos) break;
    start = end + 1;
  }
}

// `+7776FU`: the mover, from (00 for a drop), to, and the piece as it stands after the move.
std::string csa_move(const Position& pos, Move m) {
  const PieceType after = m.is_drop() ? m.dropped : m.promote ? promoted(type_of(pos.at(m.from))) : type_of(pos.at(m.from));
  return fmt::format("{}{}{}{}{}{}", pos.side_to_move() == BLACK ? '+' : '-', m.is_drop() ? 0 : file_of(m.from), m.is_drop() ? 0 : rank_of(m.from),
                     file_of(m.to), rank_of(m.to), PIECE_CODES[after]);
}

std::string csa(const ShogiRecord& r, std::vector<std::string>& lost) {
  std::string out = "V2.2\n";
  for (const auto& t : r.tags) {
    if (t.name == "先手" || t.name == "下手") out += fmt::format("N+{}\n", t.value);
    else if (t.name == "後手" || t.name == "上手") out += fmt::format("N-{}\n", t.value);
    else if (const auto key = csa_key(t.name); !key.empty()) out += fmt::format("{}:{}\n", key, t.value);
    else if (t.name != "手合割") lost.push_back(msg("header {header}: CSA has no field for it", arg("header", t.name)));
  }
  // The position as P1…P9 rows and P+/P- hands: it holds any start, handicap or composed.
  for (int row = 0; row < RANK_NB; ++row) {
    out += fmt::format("P{}", row + 1);
    for (int col = 0; col < FILE_NB; ++col) {
      const Piece p = r.start.at(make_square(col, row));
      out += p == NO_PIECE ? std::string(" * ") : fmt::format("{}{}", color_of(p) == BLACK ? '+' : '-', PIECE_CODES[type_of(p)]);
    }
    out += '\n';
  }
  for (Color c : {BLACK, WHITE}) {
    std::string hand;
    for (int t = PAWN; t <= GOLD; ++t)
      for (int n = 0; n < r.start.in_hand(c, PieceType(t)); ++n) hand += fmt::format("00{}", PIECE_CODES[t]);
    if (!hand.empty()) out += fmt::format("P{}{}\n", c == BLACK ? '+' : '-', hand);
  }
  out += r.start.side_to_move() == BLACK ? "+\n" : "-\n";
  const auto& root = r.node(ShogiRecord::ROOT);
  if (!root.comment.empty()) comment_lines(out, "'*", r.text(root.comment));
  Position pos = r.start;
  r.for_each_main_line_node([&](const auto& n) {
    const Move m = n.move;
    out += csa_move(pos, m) + '\n';
    if (n.spent_ms != NO_CLOCK) out += fmt::format("T{}\n", n.spent_ms / 1000);
    if (!n.comment.empty()) comment_lines(out, "'*", r.text(n.comment));
    pos.make(m);
  });
  const auto terminal = csa_terminal(r.termination, r.terminated_by ? int(*r.terminated_by) : -1, pos.side_to_move());
  if (!terminal.empty()) out += fmt::format("{}\n", terminal);
  const auto& last = r.node(r.main_line_end());
  if (!terminal.empty() && last.ending_spent_ms != NO_CLOCK) out += fmt::format("T{}\n", last.ending_spent_ms / 1000);
  return out;
}

std::string kif_move(const Position& pos, Move m, Square previous_to) {
  std::string s = m.to == previous_to ? std::string("同　") : fmt::format("{}{}", FULL_WIDTH[file_of(m.to)], KANJI[rank_of(m.to)]);
  if (m.is_drop()) return s + fmt::format("{}打", kanji(m.dropped));
  // Declining promotion is left unsaid, as Kifu for Windows writes it: KIF readers take a move without
  // 成 as unpromoted, and tsshogi 2.2 loses track of 同 after a written 不成.
  s += kanji(type_of(pos.at(m.from)));
  if (m.promote) s += "成";
  return s + fmt::format("({}{})", file_of(m.from), rank_of(m.from));
}


// Whether node `n` is where its line forks: the main continuation of a position that has alternatives.
// The alternatives of a variation's own first move belong to the line it leaves.
bool forks_here(const ShogiRecord& r, std::uint32_t n) {
  return r.node(n).next_sibling != NO_NODE && r.node(r.node(n).parent).first_child == n;
}

// KIF and KI2 list a line, then its forks from the deepest up, each fork's alternatives in the author's
// order and each followed by its own forks: Kakinoki's readers attach `変化：N手` to the latest line that
// holds ply N, so this order reads back to the same tree, siblings in the same order.
template <typename WriteLine>
void write_tree(const ShogiRecord& r, std::uint32_t first, std::string& out, WriteLine&& line) {
  line(first);
  std::vector<std::uint32_t> forks;
  for (std::uint32_t n = first; n != NO_NODE; n = r.node(n).first_child)
    if (forks_here(r, n)) forks.push_back(n);
  for (auto fork = forks.rbegin(); fork != forks.rend(); ++fork)
    for (std::uint32_t v = r.node(*fork).next_sibling; v != NO_NODE; v = r.node(v).next_sibling) {
      out += fmt::format("\n変化：{}手\n", r.node(v).ply);
      write_tree(r, v, out, line);
    }
}

std::string clock(std::int32_t ms, bool total) {
  const int s = ms / 1000;
  return total ? fmt::format("{:02}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60) : fmt::format("{:2}:{:02}", s / 60, s % 60);
}

struct KifWriter {
  const ShogiRecord& r;
  std::string out;

  void comments(const ShogiRecord::Node& n) {
    if (!n.comment.empty()) comment_lines(out, "*", r.text(n.comment));
  }

  // Writes the line starting at `first`, ply numbers from the node's own ply; a '+' marks each fork.
  void line(std::uint32_t first) {
    Position pos = position_before(first);
    Square previous_to = previous_destination(first);
    for (std::uint32_t n = first; n != NO_NODE; n = r.node(n).first_child) {
      const auto& node = r.node(n);
      const bool forked = forks_here(r, n);
      const std::string time = node.spent_ms != NO_CLOCK
                                   ? fmt::format("   ({}/{})", clock(node.spent_ms, false), clock(node.total_ms == NO_CLOCK ? 0 : node.total_ms, true))
                                   : "";
      out += fmt::format("{:>4} {}{}{}\n", node.ply, kif_move(pos, node.move, previous_to), time, forked ? "+" : "");
      comments(node);
      previous_to = node.move.to;
      pos.make(node.move);
      if (node.first_child == NO_NODE) {
        const auto word = kif_terminal(node.ending, node.ended_by, pos.side_to_move());
        const std::string ending_time =
            node.ending_spent_ms != NO_CLOCK
                ? fmt::format("   ({}/{})", clock(node.ending_spent_ms, false), clock(node.ending_total_ms == NO_CLOCK ? 0 : node.ending_total_ms, true))
                : "";
        if (!word.empty()) out += fmt::format("{:>4} {}{}\n", node.ply + 1, word, ending_time);
        // The main line's summary, as Kifu for Windows writes it (`まで2手で後手の勝ち`): readers that
        // take the result from it, and not from the terminal line, find it.
        if (!word.empty() && first == r.node(ShogiRecord::ROOT).first_child)
          if (const auto summary = ki2_summary(node.ending, node.ended_by, node.ply, pos.side_to_move()); !summary.empty()) out += summary + '\n';
      }
    }
  }

  Position position_before(std::uint32_t n) const {
    std::vector<Move> path;
    for (std::uint32_t p = r.node(n).parent; p != ShogiRecord::ROOT && p != NO_NODE; p = r.node(p).parent) path.push_back(r.node(p).move);
    Position pos = r.start;
    for (auto it = path.rbegin(); it != path.rend(); ++it) pos.make(*it);
    return pos;
  }
  Square previous_destination(std::uint32_t n) const {
    const std::uint32_t p = r.node(n).parent;
    return p == ShogiRecord::ROOT ? NO_SQUARE : r.node(p).move.to;
  }

  // The header lines as read, and a board diagram for any start but the initial position (which readers
  // assume when neither a diagram nor 手合割 says otherwise, so none is added that was not written).
  std::string header() const {
    std::string h;
    // KIF readers take trailing spaces (ASCII or full-width) as padding: a value is written without them.
    const auto unpadded = [](std::string_view v) {
      while (true) {
        if (v.ends_with(' ') || v.ends_with('\t')) v.remove_suffix(1);
        else if (v.ends_with("　")) v.remove_suffix(std::string_view("　").size());
        else return v;
      }
    };
    for (const auto& t : r.tags) h += fmt::format("{}：{}\n", kif_key(t.name), unpadded(t.value));
    if (write_sfen(r.start) != START_SFEN) h += board();
    return h;
  }

  std::string write() {
    out += header();
    out += "手数----指手---------消費時間--\n";
    comments(r.node(ShogiRecord::ROOT));
    const std::uint32_t first = r.node(ShogiRecord::ROOT).first_child;
    if (first != NO_NODE) write_tree(r, first, out, [this](std::uint32_t n) { line(n); });
    else if (const auto word = kif_terminal(r.termination, r.terminated_by ? int(*r.terminated_by) : -1, r.start.side_to_move());
             !word.empty())
      out += fmt::format("{:>4} {}\n", 1, word);
    return out;
  }

  std::string board() const {
    std::string s;
    const auto hand = [&](Color c) {
      std::string h;
      constexpr PieceType order[] = {ROOK, BISHOP, GOLD, SILVER, KNIGHT, LANCE, PAWN};
      static constexpr std::array<std::string_view, 19> counts{"", "", "二", "三", "四", "五", "六", "七", "八", "九", "十",
                                                        "十一", "十二", "十三", "十四", "十五", "十六", "十七", "十八"};
      for (PieceType t : order)
        if (const int n = r.start.in_hand(c, t)) h += fmt::format("{}{}　", kanji(t), counts[std::size_t(n)]);
      return h.empty() ? std::string("なし") : h;
    };
    static constexpr std::array<std::string_view, PIECE_TYPE_NB> cell{"", "歩", "香", "桂", "銀", "角", "飛", "金", "玉", "と", "杏", "圭", "全", "馬", "龍"};
    s += fmt::format("後手の持駒：{}\n  ９ ８ ７ ６ ５ ４ ３ ２ １\n+---------------------------+\n", hand(WHITE));
    for (int row = 0; row < RANK_NB; ++row) {
      s += '|';
      for (int col = 0; col < FILE_NB; ++col) {
        const Piece p = r.start.at(make_square(col, row));
        s += p == NO_PIECE ? std::string(" ・") : fmt::format("{}{}", color_of(p) == WHITE ? 'v' : ' ', cell[type_of(p)]);
      }
      s += fmt::format("|{}\n", KANJI[row + 1]);
    }
    s += fmt::format("+---------------------------+\n先手の持駒：{}\n", hand(BLACK));
    if (r.start.side_to_move() == WHITE) s += "後手番\n";
    return s;
  }
};

// KI2: the fewest of 右 左 直 上 引 寄 that leave exactly this move, and 打 only when a piece on the
// board could also go there.
std::string ki2_move(Position& pos, Move m, Square previous_to) {
  const Color us = pos.side_to_move();
  std::string s = us == BLACK ? "▲" : "△";
  s += m.to == previous_to ? std::string("同　") : fmt::format("{}{}", FULL_WIDTH[file_of(m.to)], KANJI[rank_of(m.to)]);
  grammar::shogi::MoveSyntax w;
  w.piece = grammar::shogi::Kind(m.is_drop() ? m.dropped : type_of(pos.at(m.from)));
  w.promote = m.promote ? 1 : 0;
  s += kanji(type_of_kind(w.piece));
  if (m.is_drop()) {
    if (relative_candidates(pos, w, m.to, true).size > 0) s += "打";
    return s;
  }
  s += relative_words(ki2_relative(pos, m));
  if (m.promote) s += "成";
  return s;
}


struct Ki2Writer {
  const ShogiRecord& r;
  std::string out;

  void line(std::uint32_t first) {
    KifWriter helper{r, {}};
    Position pos = helper.position_before(first);
    Square previous_to = helper.previous_destination(first);
    int on_line = 0;
    for (std::uint32_t n = first; n != NO_NODE; n = r.node(n).first_child) {
      const auto& node = r.node(n);
      if (on_line++) out += "    ";
      out += ki2_move(pos, node.move, previous_to);
      if (!node.comment.empty()) {
        out += '\n';
        comment_lines(out, "*", r.text(node.comment));
        on_line = 0;
      } else if (on_line == 6) {
        out += '\n';
        on_line = 0;
      }
      previous_to = node.move.to;
      pos.make(node.move);
      if (node.first_child == NO_NODE) {
        if (on_line) out += '\n';
        const auto summary = ki2_summary(node.ending, node.ended_by, node.ply, pos.side_to_move());
        if (!summary.empty()) out += summary + '\n';
      }
    }
  }

  std::string write() {
    out += KifWriter{r, {}}.header();
    if (!r.node(ShogiRecord::ROOT).comment.empty()) comment_lines(out, "*", r.text(r.node(ShogiRecord::ROOT).comment));
    const std::uint32_t first = r.node(ShogiRecord::ROOT).first_child;
    if (first != NO_NODE) write_tree(r, first, out, [this](std::uint32_t n) { line(n); });
    return out;
  }
};

}  // namespace

std::string write_bod(const Position& pos) {
  ShogiRecord r;
  r.start = pos;
  return KifWriter{r, {}}.board();
}

namespace {

constexpr std::string_view FORMAT_NAMES[] = {"USI", "CSA", "KIF", "KI2", "JKF"};

// Whether `format` has a word for how the record's main line ended.
bool writes_ending(const ShogiRecord& r, grammar::shogi::Format format) {
  const int by = r.terminated_by ? int(*r.terminated_by) : -1;
  switch (format) {
    case grammar::shogi::Format::USI: return r.termination == Termination::RESIGNATION || r.termination == Termination::DECLARATION;
    case grammar::shogi::Format::CSA: return !csa_terminal(r.termination, by, BLACK).empty();
    case grammar::shogi::Format::KIF: return !kif_terminal(r.termination, by, BLACK).empty();
    case grammar::shogi::Format::KI2: return !ki2_summary(r.termination, by, 0, BLACK).empty();
    case grammar::shogi::Format::JKF: return !jkf_special(r.termination, by, BLACK).empty();
  }
  return false;
}

}  // namespace

std::string write_shogi_record(const ShogiRecord& record, grammar::shogi::Format format, std::vector<std::string>& lost) {
  if (!record.unread_start.empty() && format != grammar::shogi::Format::USI) {
    // Only USI can hold a position as text; the other formats spell out a board they could not fill.
    lost.push_back(msg("the start position, which could not be read: {format} writes only a board it can replay, so it is kept "
                       "as a comment and the record reads as starting from the initial position",
                       arg("format", FORMAT_NAMES[int(format)])));
    ShogiRecord kept = record;
    auto& root = kept.node(ShogiRecord::ROOT);
    std::string comment = fmt::format("kypho: start position not read: {}", record.unread_start);
    if (!root.comment.empty()) comment += fmt::format("\n{}", record.text(root.comment));
    root.comment = kept.add_text(comment);
    kept.unread_start.clear();
    return write_shogi_record(kept, format, lost);
  }
  if (record.termination != Termination::NONE && !writes_ending(record, format))
    lost.push_back(format == grammar::shogi::Format::USI
                       ? msg("the ending ({ending}): USI ends a game only with resign or win", arg("ending", termination_text(record.termination)))
                       : msg("the ending ({ending}): {format} has no word for it", arg("ending", termination_text(record.termination)),
                             arg("format", FORMAT_NAMES[int(format)])));
  switch (format) {
    case grammar::shogi::Format::USI:
      if (record.has_variations()) lost.push_back(tr("variations: USI holds one line of moves"));
      if (record.has_comments()) lost.push_back(tr("comments: USI has no comments"));
      if (record.has_times()) lost.push_back(tr("times: USI has no times"));
      if (!record.tags.empty()) lost.push_back(tr("headers: USI has no header fields"));
      return usi(record);
    case grammar::shogi::Format::CSA:
      if (record.has_variations()) lost.push_back(tr("variations: CSA holds one line of moves"));
      return csa(record, lost);
    case grammar::shogi::Format::KIF: return KifWriter{record, {}}.write();
    case grammar::shogi::Format::KI2:
      if (record.has_times()) lost.push_back(tr("times: KI2 has no times"));
      return Ki2Writer{record, {}}.write();
    case grammar::shogi::Format::JKF: return write_jkf(record);
  }
  return {};
}

std::string move_in_format(Position& pos, Move m, grammar::shogi::Format format) {
  switch (format) {
    case grammar::shogi::Format::KIF: return kif_move(pos, m, NO_SQUARE);
    case grammar::shogi::Format::KI2: return ki2_move(pos, m, NO_SQUARE);
    case grammar::shogi::Format::CSA: return csa_move(pos, m);
    case grammar::shogi::Format::USI:
    case grammar::shogi::Format::JKF: break;
  }
  return usi_move(m);
}

std::string kif_encoding_line(std::string_view encoding) {
  return fmt::format("#KIF version=2.0 encoding={}\n", grammar::is_utf8_name(encoding) ? std::string_view("UTF-8") : encoding);
}

}  // namespace kypho::shogi
