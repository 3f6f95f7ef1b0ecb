#include "converters/xiangqi/dhtmlxq.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <map>
#include <span>

#include "converters/common/text_join.hpp"
#include "converters/xiangqi/move_tree.hpp"
#include "converters/xiangqi/record_writer.hpp"
#include "grammar/text/messages.hpp"
#include "grammar/xiangqi/dhtmlxq_parse.hpp"

namespace kypho::xiangqi {
namespace {

using grammar::xiangqi::DhtmlBlock;
using grammar::xiangqi::DhtmlField;

// The fields that are tags, and the tag each becomes; a field of no tag and no move is kept as
// `DhtmlXQ_<name>`, never dropped.
struct TagField {
  std::string_view field, tag;
};
constexpr TagField TAGS[] = {{"title", "Title"},       {"event", "Event"},        {"date", "Date"},       {"place", "Site"},
                             {"round", "Round"},       {"red", "Red"},            {"black", "Black"},     {"red_team", "RedTeam"},
                             {"black_team", "BlackTeam"}, {"open", "Opening"},    {"author", "Annotator"}};

// 打虎将's variant numbers its fields (after vschess, which reads and writes it): these are tags; 28 is the
// result, 31 the board (90 characters from the top-left, '*' or '0' an empty point, FEN letters), 32 who moves
// first (1 Black), 33 the plies before the first move, 34 the moves (ranks counted from Red's side), and
// comment_N (or game_comment_N) ply N's comment. Another number is kept as the tag DHJHtmlXQ_N.
constexpr TagField DHJ_TAGS[] = {{"10", "Title"},     {"11", "Event"},      {"13", "Date"},      {"14", "Site"},     {"15", "Round"},
                                 {"16", "Table"},     {"17", "RedTeam"},    {"18", "Red"},       {"20", "RedRating"}, {"21", "BlackTeam"},
                                 {"22", "Black"},     {"24", "BlackRating"}, {"29", "RedTime"},  {"30", "BlackTime"}, {"36", "Opening"},
                                 {"37", "Variation"}, {"40", "Annotator"},  {"41", "Author"},    {"42", "Recorder"}};

// 红胜 / 黑胜 / 和棋 and 红先胜 / 红先负 / 红先和 as PGN writes them; empty when the value is no result.
std::string_view result_of(std::string_view v) {
  if (v.find("和") != std::string_view::npos) return "1/2-1/2";
  const bool black = v.starts_with("黑");
  if (v.find("胜") != std::string_view::npos) return black ? "0-1" : "1-0";
  if (v.find("负") != std::string_view::npos) return black ? "1-0" : "0-1";
  return {};
}

bool digit(char c) { return c >= '0' && c <= '9'; }

// The square of the digits `xy` at `at` of a value: x the file from Red's left, y the row from the top (from
// Red's side in 打虎将's variant: `ranks_from_red`).
std::optional<std::uint8_t> square_at(std::string_view v, std::size_t at, bool ranks_from_red = false) {
  if (at + 2 > v.size() || !digit(v[at]) || !digit(v[at + 1])) return std::nullopt;
  const int x = v[at] - '0', y = v[at + 1] - '0';
  if (x > 8) return std::nullopt;
  return std::uint8_t(x * 10 + (ranks_from_red ? y : 9 - y));
}

class BlockReader {
 public:
  BlockReader(const DhtmlBlock& block, std::uint32_t game, const std::string& name, Diagnostics& out)
      : block_(block), game_(game), name_(name), out_(out) {}

  void read(TreeText& text) {
    std::vector<TreeTag> tags;
    std::string result = "*";
    std::array<std::uint8_t, 32> squares = standard_squares();
    const DhtmlField* moves = nullptr;
    std::map<std::uint32_t, const DhtmlField*> branches;  // by I
    std::optional<std::array<char, 90>> board;            // 打虎将's field 31
    std::optional<StoredTurn> turn;                       // its fields 32 and 33
    std::uint32_t plies_before = 0;
    const std::span<const TagField> tag_fields = block_.dhj ? std::span<const TagField>(DHJ_TAGS) : std::span<const TagField>(TAGS);
    for (const DhtmlField& f : block_.fields) {
      const auto tag = std::find_if(tag_fields.begin(), tag_fields.end(), [&](const TagField& t) { return t.field == f.name; });
      const std::string role = role_of(f.name);
      if (tag != tag_fields.end()) {
        if (!f.value.empty()) tags.push_back({std::string(tag->tag), f.value, f.value_offset});
      } else if (role == "board") {
        board = read_board(f);
      } else if (role == "first" || role == "plies") {
        if (!turn) turn = StoredTurn{};
        const auto n = number(f.value);
        if (!n) problem(f.value_offset, Severity::WARNING, "malformed-header", msg("'{value}' is no number: read as 0", quote("value", f.value)));
        if (role == "first" && n && *n > 1)
          problem(f.value_offset, Severity::WARNING, "missing-turn", msg("who moves first is {value}, neither 0 (Red) nor 1 (Black): Red is assumed", arg("value", *n)));
        if (role == "first") turn->black = n.value_or(0) == 1;
        else plies_before = std::min<std::uint32_t>(n.value_or(0), 2000);
      } else if (role == "result") {
        if (const auto r = result_of(f.value); !r.empty()) {
          result = r;
        } else if (!f.value.empty() && f.value != "未知") {
          problem(f.value_offset, Severity::WARNING, "malformed-header",
                  msg("result '{value}' is none of 红胜, 黑胜, 和棋, 未知: the result is read as unknown, the value kept as a tag", quote("value", f.value)));
          tags.push_back({"DhtmlXQ_result", f.value, f.value_offset});
        }
      } else if (role == "binit") {
        read_start(f, squares);
      } else if (role == "movelist") {
        moves = &f;
      } else if (role.starts_with("move_")) {
        if (const auto id = branch_id(f)) branches[*id] = &f;
      } else if (!role.starts_with("comment")) {
        tags.push_back({(block_.dhj ? "DHJHtmlXQ_" : "DhtmlXQ_") + f.name, f.value, f.value_offset});
      }
    }
    tags.push_back({"Result", result, block_.offset});
    if (moves) branch_nodes_[0] = {0, 1, add_line(0, *moves, 1)};
    for (const auto& [id, f] : branches) read_branch(id, *f);
    for (const DhtmlField& f : block_.fields)
      if (const std::string role = role_of(f.name); role.starts_with("comment")) read_comment(f, role);
    const TreeProblem report = [this](std::uint64_t at, Severity severity, std::string code, std::string message) {
      problem(at, severity, std::move(code), std::move(message));
    };
    // The plies played before the first move make its number (Black's second half of a move: 3 plies, move 3).
    if (turn) turn->move_number = int((turn->black ? plies_before + 1 : plies_before) / 2 + 1);
    if (std::string fen = tree_.start_fen(board ? *board : board_of(squares), block_.offset, report, turn); !fen.empty())
      tags.push_back({"FEN", std::move(fen), block_.offset});
    text.add(tags, tree_, result, report);
  }

 private:
  struct Branch {
    std::uint32_t parent = 0, start = 1;  // the branch it leaves, and the ply of its first move
    std::vector<std::uint32_t> nodes;     // its moves' nodes, from `start` on
  };

  void problem(std::uint64_t at, Severity severity, std::string code, std::string message) {
    Diagnostic d = unlocated(name_, severity, std::move(code), std::move(message));
    d.byte = at;  // the page's offset: placed by line and column below
    d.game = game_;
    out_.push_back(std::move(d));
  }

  // What a field is, by its DhtmlXQ name: 打虎将's numbers and comment_N named so, DhtmlXQ's as they are.
  std::string role_of(const std::string& name) const {
    if (!block_.dhj) return name;
    if (name == "28") return "result";
    if (name == "31") return "board";
    if (name == "32") return "first";
    if (name == "33") return "plies";
    if (name == "34") return "movelist";
    for (std::string_view prefix : {"game_comment_", "comment_"})
      if (name.starts_with(prefix)) return "comment" + name.substr(prefix.size());
    return "dhj_" + name;
  }

  // 打虎将's board: 90 characters, row by row from Black's back rank, FEN letters ('h' and 'e' too, for the
  // horse and the elephant), '*' or '0' an empty point.
  std::optional<std::array<char, 90>> read_board(const DhtmlField& f) {
    std::array<char, 90> board{};
    constexpr std::string_view LETTERS = "rnbakcpRNBAKCP", ALSO = "heHE", AS = "nbNB";
    bool ok = f.value.size() == 90;
    for (std::size_t i = 0; ok && i < 90; ++i) {
      const char c = f.value[i];
      if (c == '*' || c == '0') continue;
      const auto also = ALSO.find(c);
      ok = LETTERS.find(c) != std::string_view::npos || also != std::string_view::npos;
      board[i % 9 * 10 + (9 - i / 9)] = also != std::string_view::npos ? AS[also] : c;
    }
    if (ok) return board;
    problem(f.value_offset, Severity::ERROR, "syntax",
            tr("the board (field 31) is 90 characters, a FEN letter or '*' for each point from the top left; the standard start is read"));
    return std::nullopt;
  }

  void read_start(const DhtmlField& f, std::array<std::uint8_t, 32>& squares) {
    if (f.value.size() != 64 || !std::all_of(f.value.begin(), f.value.end(), digit)) {
      problem(f.value_offset, Severity::ERROR, "syntax",
              tr("binit is 32 pairs of digits, a square for each piece (99 for one not on the board); the standard start is read"));
      return;
    }
    for (std::size_t i = 0; i < 32; ++i)
      squares[i] = f.value.compare(2 * i, 2, "99") == 0 ? 0xFF : square_at(f.value, 2 * i).value_or(0xFF);
  }

  // Moves of 4 digits from `f`'s value after `parent`; the nodes they became, the line stopping at one that
  // is not a move.
  // (Boards wrap long values: blanks and line ends between the digits are passed over.)
  std::vector<std::uint32_t> add_line(std::uint32_t parent, const DhtmlField& f, std::uint32_t first_ply) {
    std::string digits;
    std::vector<std::size_t> where;  // of each digit in the page
    for (std::size_t i = 0; i < f.value.size(); ++i)
      if (f.value[i] != ' ' && f.value[i] != '\t' && f.value[i] != '\r' && f.value[i] != '\n') {
        digits += f.value[i];
        where.push_back(f.value_offset + i);
      }
    std::vector<std::uint32_t> nodes;
    for (std::size_t at = 0; at + 4 <= digits.size(); at += 4) {
      const auto from = square_at(digits, at, block_.dhj), to = square_at(digits, at + 2, block_.dhj);
      if (!from || !to) {
        problem(where[at], Severity::ERROR, "syntax",
                msg("ply {ply}: '{digits}' is no move: a move is four digits, x and y of its two squares; the line stops here",
                    arg("ply", first_ply + nodes.size()), arg("digits", digits.substr(at, 4))));
        return nodes;
      }
      parent = tree_.add(parent, TreeMove{*from, *to, where[at]});
      nodes.push_back(parent);
    }
    if (digits.size() % 4 != 0) problem(where[digits.size() / 4 * 4], Severity::ERROR, "syntax", tr("the moves end with digits that make no whole move"));
    return nodes;
  }

  static std::optional<std::uint32_t> number(std::string_view s) {
    std::uint32_t n = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), n);
    return ec == std::errc() && end == s.data() + s.size() ? std::optional(n) : std::nullopt;
  }

  std::optional<std::uint32_t> branch_id(const DhtmlField& f) {
    const std::string_view rest = std::string_view(f.name).substr(5);
    const auto a = rest.find('_'), b = rest.rfind('_');
    if (a != std::string_view::npos && a != b && number(rest.substr(0, a)) && number(rest.substr(a + 1, b - a - 1)))
      if (const auto id = number(rest.substr(b + 1)); id && *id > 0) return id;
    problem(f.offset, Severity::ERROR, "syntax", msg("[DhtmlXQ_{name}] is no branch: a branch is move_P_S_I; it is left out", arg("name", f.name)));
    return std::nullopt;
  }

  // The node of branch `id` at ply `ply` (0: the start), through the branches it leaves; nothing when there is
  // none.
  std::optional<std::uint32_t> node_at(std::uint32_t id, std::uint32_t ply, int depth = 0) const {
    if (ply == 0) return 0;
    const auto it = branch_nodes_.find(id);
    if (it == branch_nodes_.end() || depth > 1000) return std::nullopt;
    const Branch& b = it->second;
    if (ply >= b.start) return ply - b.start < b.nodes.size() ? std::optional(b.nodes[ply - b.start]) : std::nullopt;
    return id == 0 ? std::nullopt : node_at(b.parent, ply, depth + 1);
  }

  void read_branch(std::uint32_t id, const DhtmlField& f) {
    const std::string_view rest = std::string_view(f.name).substr(5);
    const std::uint32_t parent = *number(rest.substr(0, rest.find('_')));
    const std::uint32_t start = *number(rest.substr(rest.find('_') + 1, rest.rfind('_') - rest.find('_') - 1));
    const auto from = start == 0 ? std::nullopt : node_at(parent, start - 1);
    if (!from) {
      problem(f.offset, Severity::ERROR, "syntax",
              msg("[DhtmlXQ_{name}] leaves branch {parent} at ply {ply}, which it does not reach; it is left out", arg("name", f.name),
                  arg("parent", parent), arg("ply", start)));
      return;
    }
    branch_nodes_[id] = {parent, start, add_line(*from, f, start)};
  }

  // `role`: the field's DhtmlXQ name (commentN, commentI_N).
  void read_comment(const DhtmlField& f, std::string_view role) {
    const std::string_view rest = role.substr(7);
    const auto sep = rest.find('_');
    const auto branch = sep == std::string_view::npos ? std::optional<std::uint32_t>(0) : number(rest.substr(0, sep));
    const auto ply = number(sep == std::string_view::npos ? rest : rest.substr(sep + 1));
    const auto node = branch && ply ? node_at(*branch, *ply) : std::nullopt;
    if (!node) {
      problem(f.offset, Severity::WARNING, "syntax",
              msg("[DhtmlXQ_{name}] is the comment of no move of the record; it is kept at the start", arg("name", f.name)));
    }
    TreeMove& m = tree_.nodes[node.value_or(0)];
    // DhtmlXQ writes a line break inside a comment as "||".
    append_item(m.comment, "\n", replaced(f.value, "||", "\n"));
    if (m.comment_at == 0) m.comment_at = f.value_offset;
  }

  const DhtmlBlock& block_;
  std::uint32_t game_;
  const std::string& name_;
  Diagnostics& out_;
  MoveTree tree_;
  std::map<std::uint32_t, Branch> branch_nodes_;
};

}  // namespace

bool holds_dhtmlxq(std::string_view text) {
  const std::string_view head = text.substr(0, 64 * 1024);
  const auto tag_is = [&](std::size_t at, std::string_view word) {
    const std::string_view tag = head.substr(at + 1, word.size());
    return tag.size() == word.size() &&
           std::equal(tag.begin(), tag.end(), word.begin(), [](char a, char b) { return std::tolower(static_cast<unsigned char>(a)) == b; });
  };
  for (std::size_t at = head.find('['); at != std::string_view::npos; at = head.find('[', at + 1))
    if (tag_is(at, "dhtmlxq") || tag_is(at, "dhjhtmlxq")) return true;
  return false;
}

grammar::SourceText read_dhtmlxq(std::shared_ptr<const grammar::SourceText> page, Diagnostics& out) {
  TreeText text;
  Diagnostics found;
  std::uint32_t game = 0;
  for (const DhtmlBlock& block : grammar::xiangqi::parse_dhtmlxq(page->text())) {
    ++game;
    for (const auto& e : block.errors) {
      found.push_back(located(*page, e, Severity::ERROR));
      found.back().game = game;
    }
    BlockReader(block, game, page->name(), found).read(text);
  }
  place_in(*page, found, out);
  return text.source(page->name(), page->encoding(), page);
}

std::string write_dhtmlxq(const XiangqiRecord& record, std::string_view unreplayed, std::vector<std::string>& lost) {
  const auto square = [](Square s) { return fmt::format("{}{}", file_of(s), 9 - rank_of(s)); };
  std::string out = "[DhtmlXQ]\n";
  for (const Tag& t : record.tags) {
    const auto tag = std::find_if(std::begin(TAGS), std::end(TAGS), [&](const TagField& f) { return f.tag == t.name; });
    if (tag != std::end(TAGS)) out += fmt::format("[DhtmlXQ_{0}]{1}[/DhtmlXQ_{0}]\n", tag->field, t.value);
    else if (t.name.starts_with("DhtmlXQ_")) out += fmt::format("[{0}]{1}[/{0}]\n", t.name, t.value);
    else if (t.name != "Result" && !is_derived(t.name))
      lost.push_back(msg("the tag {tag} (DhtmlXQ has no field for it)", arg("tag", t.name)));
  }
  const std::string_view result = record.result == Result::FIRST_WINS ? "红胜" : record.result == Result::SECOND_WINS ? "黑胜"
                                   : record.result == Result::DRAW                                     ? "和棋"
                                                                                                        : "未知";
  out += fmt::format("[DhtmlXQ_result]{}[/DhtmlXQ_result]\n", result);
  if (const auto table = table_of(record.start); table != standard_squares() || record.start.side_to_move() != RED) {
    std::string binit;
    for (std::uint8_t sq : table) binit += sq > 89 ? std::string("99") : fmt::format("{}{}", sq / 10, 9 - sq % 10);
    out += fmt::format("[DhtmlXQ_binit]{}[/DhtmlXQ_binit]\n", binit);
  }
  // Branch 0 is the main line; each variation is the next branch, numbered in the order its line is met,
  // depth first, its parent the branch it leaves and its start the ply of its first move.
  std::string comments;
  std::uint32_t branches = 0;
  std::vector<std::pair<std::uint32_t, std::uint32_t>> todo = {{record.node(XiangqiRecord::ROOT).first_child, 0}};
  std::vector<std::uint32_t> parents = {0};
  if (!record.node(XiangqiRecord::ROOT).comment.empty())
    comments += fmt::format("[DhtmlXQ_comment0]{}[/DhtmlXQ_comment0]\n", record.text(record.node(XiangqiRecord::ROOT).comment));
  for (std::size_t k = 0; k < todo.size(); ++k) {
    auto [n, id] = todo[k];
    if (n == NO_NODE) continue;
    const std::uint32_t start = record.node(n).ply;
    std::string digits;
    for (bool first = true; n != NO_NODE; n = record.node(n).first_child, first = false) {
      const auto& node = record.node(n);
      digits += square(node.move.from) + square(node.move.to);
      if (!node.comment.empty()) {
        const std::string name = id == 0 ? fmt::format("comment{}", node.ply) : fmt::format("comment{}_{}", id, node.ply);
        comments += fmt::format("[DhtmlXQ_{0}]{1}[/DhtmlXQ_{0}]\n", name, replaced(record.text(node.comment), "\n", "||"));
      }
      // The alternatives to this move (a line's first move's are its parent line's).
      if (!first || id == 0)
        for (std::uint32_t alt = node.next_sibling; alt != NO_NODE; alt = record.node(alt).next_sibling) {
          todo.push_back({alt, ++branches});
          parents.push_back(id);
        }
    }
    out += id == 0 ? fmt::format("[DhtmlXQ_movelist]{}[/DhtmlXQ_movelist]\n", digits)
                   : fmt::format("[DhtmlXQ_move_{0}_{1}_{2}]{3}[/DhtmlXQ_move_{0}_{1}_{2}]\n", parents[k], start, id, digits);
  }
  beyond_tree(record, unreplayed, lost);
  return out + comments + "[/DhtmlXQ]\n";
}

}  // namespace kypho::xiangqi
