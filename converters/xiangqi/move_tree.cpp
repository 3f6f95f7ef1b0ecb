#include "converters/xiangqi/move_tree.hpp"

#include <fmt/format.h>

#include "converters/common/text_join.hpp"
#include "grammar/text/messages.hpp"

namespace kypho::xiangqi {
namespace {

constexpr std::size_t MAX_NESTING = 400;  // variations inside variations: deeper is a damaged file
constexpr std::string_view STANDARD_START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR";

class Writer {
 public:
  Writer(TreeText& out, const MoveTree& tree, const TreeProblem& problem) : text_(out.text), origins_(out.origins), tree_(tree), problem_(problem) {}

  void tag(std::string_view name, std::string_view value, std::uint64_t at) {
    origins_.push_back({std::uint32_t(text_.size()), at});
    std::string escaped;
    for (char c : value) {
      if (c == '"' || c == '\\') escaped += '\\';
      escaped += c == '\n' || c == '\r' ? ' ' : c;
    }
    text_ += fmt::format("[{} \"{}\"]\n", name, escaped);
  }

  void comment(const TreeMove& n) {
    if (n.comment.empty()) return;
    std::string text = n.comment;
    // PGN's comments end at '}': one inside is written as the full-width '｝', and said.
    if (text.find('}') != std::string::npos) {
      problem_(n.comment_at, Severity::WARNING, "lossy-conversion", tr("a '}' in this comment is read as '｝', as a PGN comment cannot hold it"));
      text = replaced(text, "}", "｝");
    }
    origins_.push_back({std::uint32_t(text_.size()), n.comment_at});
    text_ += fmt::format("{{{}}}\n", text);
    origins_.push_back({std::uint32_t(text_.size()), n.at});
  }

  // A line from `n`: each move, its comment, then the alternatives to it (for its first move only when
  // `with_alternatives`: a variation's own alternatives are its parent line's).
  void line(std::uint32_t n, std::size_t depth, bool with_alternatives) {
    if (depth > MAX_NESTING) {
      problem_(tree_.nodes[n].at, Severity::ERROR, "damaged-file",
               msg("variations are nested more than {n} deep here; the deeper ones are left out", arg("n", MAX_NESTING)));
      return;
    }
    bool first = true;
    for (; n != NO_TREE_NODE; n = tree_.nodes[n].first_child) {
      const TreeMove& move = tree_.nodes[n];
      if (!move.readable) return;
      origins_.push_back({std::uint32_t(text_.size()), move.at});
      text_ += fmt::format("{}{}{}{} ", char('a' + move.from / 10), move.from % 10, char('a' + move.to / 10), move.to % 10);
      comment(move);
      for (std::uint32_t alt = first && !with_alternatives ? NO_TREE_NODE : move.next_sibling; alt != NO_TREE_NODE;
           alt = tree_.nodes[alt].next_sibling) {
        text_ += "( ";
        line(alt, depth + 1, false);
        text_ += ") ";
      }
      first = false;
    }
    text_ += '\n';
  }

 private:
  std::string& text_;
  std::vector<grammar::SourceText::Origin>& origins_;
 private:
  const MoveTree& tree_;
  const TreeProblem& problem_;
};

}  // namespace

std::array<char, 90> board_of(const std::array<std::uint8_t, 32>& squares) {
  std::array<char, 90> board{};
  for (std::size_t i = 0; i < 32; ++i)
    if (squares[i] <= 89) board[squares[i]] = i < 16 ? PIECE_ORDER[i] : char(PIECE_ORDER[i - 16] - 'A' + 'a');
  return board;
}

std::array<std::uint8_t, 32> standard_squares() {
  std::array<std::uint8_t, 32> squares{};
  for (std::size_t i = 0; i < 16; ++i) {
    squares[i] = RED_START[i];
    squares[16 + i] = std::uint8_t(RED_START[i] / 10 * 10 + 9 - RED_START[i] % 10);
  }
  return squares;
}

void beyond_tree(const XiangqiRecord& record, std::string_view unreplayed, std::vector<std::string>& lost) {
  if (record.has_annotations()) lost.push_back(tr("the moves' annotations (!, ?)"));
  if (record.has_times()) lost.push_back(tr("the moves' clock times"));
  if (!record.epilogue.empty()) lost.push_back(tr("the epilogue"));
  if (!record.unread_start.empty())
    lost.push_back(msg("the start as written, which could not be read: '{start}'", quote("start", record.unread_start)));
  if (!unreplayed.empty()) lost.push_back(msg("the moves from the first that could not be played on: '{moves}'", quote("moves", unreplayed)));
}

std::array<std::uint8_t, 32> table_of(const Position& pos) {
  std::array<std::uint8_t, 32> slots;
  slots.fill(0xFF);
  const auto letter = [](PieceType t) {
    switch (t) {
      case CHARIOT: return 'R';
      case HORSE: return 'N';
      case ELEPHANT: return 'B';
      case ADVISOR: return 'A';
      case GENERAL: return 'K';
      case CANNON: return 'C';
      default: return 'P';
    }
  };
  for (int sq = 0; sq < 90; ++sq) {
    const Piece p = pos.at(make_square(sq / 10, sq % 10));
    if (p == NO_PIECE) continue;
    const std::size_t base = color_of(p) == RED ? 0 : 16;
    for (std::size_t i = 0; i < 16; ++i)
      if (PIECE_ORDER[i] == letter(type_of(p)) && slots[base + i] == 0xFF) {
        slots[base + i] = std::uint8_t(sq);
        break;
      }
  }
  return slots;
}

std::uint32_t MoveTree::add(std::uint32_t parent, TreeMove move) {
  const auto index = std::uint32_t(nodes.size());
  nodes.push_back(std::move(move));
  std::uint32_t* link = &nodes[parent].first_child;
  while (*link != NO_TREE_NODE) link = &nodes[*link].next_sibling;
  *link = index;
  return index;
}

bool MoveTree::grow(const std::function<std::optional<StreamRecord>(std::uint32_t count)>& read) {
  std::vector<std::uint32_t> alternatives_of;  // the parent of each alternative still to come
  std::uint32_t parent = 0;
  for (std::uint32_t count = 0;; ++count) {
    std::optional<StreamRecord> r = read(count);
    if (!r) return false;
    std::uint32_t index = 0;
    if (count == 0) {
      r->move.from = r->move.to = 0;
      nodes[0] = std::move(r->move);
    } else {
      index = add(parent, std::move(r->move));
      if (r->alternative) alternatives_of.push_back(parent);
    }
    if (r->next) {
      parent = index;
    } else {
      if (alternatives_of.empty()) return true;
      parent = alternatives_of.back();
      alternatives_of.pop_back();
    }
  }
}

std::string MoveTree::start_fen(const std::array<char, 90>& board, std::uint64_t at, const TreeProblem& problem,
                                std::optional<StoredTurn> stored) const {
  bool black_first = stored && stored->black, told = stored.has_value();
  if (const std::uint32_t first = nodes[0].first_child; !stored && first != NO_TREE_NODE && nodes[first].readable) {
    black_first = board[nodes[first].from] >= 'a';
    told = true;
  }
  const int move_number = stored ? stored->move_number : 1;
  std::string fen;
  for (int rank = 9; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < 9; ++file) {
      const char c = board[std::size_t(file * 10 + rank)];
      if (!c) {
        ++empty;
        continue;
      }
      if (empty) fen += char('0' + empty);
      empty = 0;
      fen += c;
    }
    if (empty) fen += char('0' + empty);
    if (rank > 0) fen += '/';
  }
  if (fen == STANDARD_START && !black_first && move_number == 1) return {};
  if (black_first && !stored)
    problem(at, Severity::INFO, "missing-turn", tr("the record does not store who moves first: Black, whose piece the first move moves"));
  else if (!told)
    problem(at, Severity::WARNING, "missing-turn", tr("the record does not store who moves first, and no move tells: Red is assumed"));
  return fmt::format("{} {} - - 0 {}", fen, black_first ? 'b' : 'w', move_number);
}

void place_in(const grammar::SourceText& file, Diagnostics& found, Diagnostics& out) {
  for (auto& d : found) {
    if (d.byte) {
      Diagnostic placed = located(file, std::size_t(*d.byte), d.severity, d.code, d.message);
      placed.game = d.game;
      d = std::move(placed);
    }
    d.game_kind = "xiangqi";
    out.push_back(std::move(d));
  }
}

void TreeText::add(const std::vector<TreeTag>& tags, const MoveTree& tree, std::string_view result, const TreeProblem& problem) {
  Writer w(*this, tree, problem);
  for (const TreeTag& t : tags) w.tag(t.name, t.value, t.at);
  text += '\n';
  w.comment(tree.nodes[0]);
  if (tree.nodes[0].first_child != NO_TREE_NODE) w.line(tree.nodes[0].first_child, 0, true);
  text += fmt::format("{}\n\n", result);
}

grammar::SourceText TreeText::source(const std::string& name, const std::string& encoding, std::shared_ptr<const grammar::SourceText> original) {
  grammar::SourceText src(name, std::move(text), encoding);
  if (origins.empty() || origins.front().first != 0) origins.insert(origins.begin(), {0, 0});
  src.set_origins(std::move(origins), std::move(original));
  return src;
}

}  // namespace kypho::xiangqi
