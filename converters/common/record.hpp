// One game record, shared by every reader and writer of a game: header tags, start position, a tree of
// moves (main line first, variations as later siblings), per-move comments, annotations and clocks,
// and how the game ended.
//
// Generic over the game: a Move is any trivially copyable value the game's rules engine defines —
// a xiangqi from/to (with the piece a face-down piece revealed, for cờ tướng úp), a shogi move or
// drop, or a cờ tư lệnh turn holding the sub-moves of one stack inline. Nodes live in one vector and
// comments in one string pool, and clear() keeps both buffers, so a reader that streams games into
// the same Record allocates nothing per move once the buffers have grown.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace kypho {

enum class Result : std::uint8_t { UNKNOWN, FIRST_WINS, SECOND_WINS, DRAW };  // *, 1-0, 0-1, 1/2-1/2
std::string_view result_text(Result r);

// How the game ended. Terminal words of every format map here so that their meaning survives conversion.
enum class Termination : std::uint8_t {
  NONE,
  CHECKMATE,
  STALEMATE,        // no legal move: a loss for the side to move in xiangqi
  RESIGNATION,
  TIME_FORFEIT,
  AGREED_DRAW,
  REPETITION,       // sennichite / a drawn repetition
  PERPETUAL_CHECK,  // the side that kept checking loses
  PERPETUAL_CHASE,
  MOVE_LIMIT,       // 60-move, 300-move or tournament limits
  IMPASSE,          // shogi: an impasse by entering kings, counted (持将棋, CSA %JISHOGI)
  ILLEGAL_MOVE,     // the game was lost by an illegal move (CSA %ILLEGAL_MOVE, KIF 反則負け)
  DECLARATION,      // a win by declaration (shogi nyūgyoku, CSA %KACHI)
  ABANDONED,        // suspended or interrupted (CSA %CHUDAN, KIF 中断, 封じ手)
  NO_MATE,          // a mating problem's line that does not mate (CSA %FUZUMI, KIF 不詰)
  DEFAULT,          // won or lost without play (KIF 不戦勝, 不戦敗)
  COMMANDER_CAPTURED,  // cờ tư lệnh: a side's commander was taken
  AIR_BATTLE,          // cờ tư lệnh (the seed): a side lost both air forces
  SEA_BATTLE,          // both ships
  LAND_BATTLE,         // every tank, infantry and artillery
};
std::string_view termination_text(Termination t);
// The same in prose: "resignation", "loss on time", "perpetual check".
std::string_view termination_words(Termination t);
// The comment that keeps, with --keep-broken, the text of moves that could not be replayed (a main line's
// rest, a cut variation's), so that a reader sees it is no commentary.
std::string not_replayed_comment(std::string_view text);  // in English, marked for the catalogues: "loss on time"

struct Tag {
  std::string name;
  std::string value;
};

// Where something was written in the source text (byte offsets), for diagnostics and faithful rewrites.
struct Span {
  std::uint32_t offset = 0;
  std::uint32_t length = 0;
};

// A run of text in the record's pool.
struct TextRef {
  std::uint32_t offset = 0;
  std::uint32_t length = 0;
  bool empty() const { return length == 0; }
};

// Move annotations as PGN numeric annotation glyphs: 1 !, 2 ?, 3 !!, 4 ??, 5 !?, 6 ?!.
enum class Annotation : std::uint8_t { NONE = 0, GOOD = 1, MISTAKE = 2, BRILLIANT = 3, BLUNDER = 4, INTERESTING = 5, DUBIOUS = 6 };

constexpr std::uint32_t NO_NODE = 0xFFFFFFFF;
constexpr std::int32_t NO_CLOCK = -1;

template <typename Move>
struct MoveNode {
  Move move{};
  std::uint32_t parent = NO_NODE;
  std::uint32_t first_child = NO_NODE;   // the continuation; its later siblings are the variations
  std::uint32_t next_sibling = NO_NODE;
  std::uint32_t ply = 0;                 // 1-based from the start position; 0 for the root
  TextRef comment;                       // after the move (the root's comment precedes the first move)
  Annotation annotation = Annotation::NONE;
  std::int32_t spent_ms = NO_CLOCK;      // time the move took
  std::int32_t total_ms = NO_CLOCK;      // the mover's total time used after it
  Span source;                           // where the move was written
  Termination ending = Termination::NONE; // how the line ending at this node ended (variations end too)
  std::int8_t ended_by = -1;              // 0 first player, 1 second: who resigned, fouled, declared...
  std::int32_t ending_spent_ms = NO_CLOCK;  // the time taken to resign (or claim, or declare)
  std::int32_t ending_total_ms = NO_CLOCK;
};

template <typename Position, typename Move>
class Record {
  static_assert(std::is_trivially_copyable_v<Move>, "moves are stored by value in a flat node array");

 public:
  using Node = MoveNode<Move>;
  static constexpr std::uint32_t ROOT = 0;

  Record() { clear(); }

  // Forgets the game but keeps the buffers, for streaming many games through one Record.
  void clear() {
    tags.clear();
    start = Position{};
    nodes_.clear();
    nodes_.push_back(Node{});
    pool_.clear();
    result = Result::UNKNOWN;
    termination = Termination::NONE;
    terminated_by.reset();
    epilogue = {};
    unread_start.clear();
  }

  std::vector<Tag> tags;  // in the order read; unknown tags are kept
  Position start{};
  Result result = Result::UNKNOWN;
  Termination termination = Termination::NONE;
  std::optional<std::uint8_t> terminated_by;  // 0 = first player (Red, Sente), 1 = second; who resigned, forfeited...
  TextRef epilogue;  // text after the result (footnotes, a publisher's note): kept, never dropped
  // The start position as written (a FEN, an SFEN) when it could not be played on: `start` is then only a
  // placeholder, and writers keep this text instead of writing `start`.
  std::string unread_start;

  // Appends `move` after `parent`: the first child continues the line, later ones are variations.
  std::uint32_t add_move(std::uint32_t parent, Move move, Span source = {}) {
    const auto index = std::uint32_t(nodes_.size());
    const std::uint32_t ply = nodes_[parent].ply + 1;
    // Built where it lies: a node put together on the stack and copied in was read back in wider words than
    // it was written in, which stalls the copy (a tenth of a replayed move's time).
    Node& n = nodes_.emplace_back();
    n.move = move;
    n.parent = parent;
    n.ply = ply;
    n.source = source;
    std::uint32_t* link = &nodes_[parent].first_child;
    while (*link != NO_NODE) link = &nodes_[*link].next_sibling;
    *link = index;
    return index;
  }

  Node& node(std::uint32_t i) { return nodes_[i]; }
  const Node& node(std::uint32_t i) const { return nodes_[i]; }
  std::uint32_t node_count() const { return std::uint32_t(nodes_.size()); }

  TextRef add_text(std::string_view text) {
    const TextRef ref{std::uint32_t(pool_.size()), std::uint32_t(text.size())};
    pool_.append(text);
    return ref;
  }
  std::string_view text(TextRef r) const { return std::string_view(pool_).substr(r.offset, r.length); }

  // Adds `body` to node `i`'s comment, after `separator` when it has one. A comment at the end of the pool
  // grows where it is, so that a thousand comments on one move cost their own size, not its square.
  void append_comment(std::uint32_t i, std::string_view separator, std::string_view body) {
    TextRef& c = nodes_[i].comment;
    if (c.empty()) {
      c = add_text(body);
      return;
    }
    if (c.offset + c.length != pool_.size()) {
      const std::string moved(text(c));
      c = add_text(moved);
    }
    pool_.append(separator);
    pool_.append(body);
    c.length += std::uint32_t(separator.size() + body.size());
  }

  const std::string* tag(std::string_view name) const {
    for (const auto& t : tags)
      if (t.name == name) return &t.value;
    return nullptr;
  }

  // What a format that holds one line of bare moves drops, for its writer to say.
  bool has_variations() const {
    return std::any_of(nodes_.begin(), nodes_.end(), [](const Node& n) { return n.next_sibling != NO_NODE; });
  }
  bool has_comments() const {
    return std::any_of(nodes_.begin(), nodes_.end(), [](const Node& n) { return !n.comment.empty(); });
  }
  bool has_annotations() const {
    return std::any_of(nodes_.begin(), nodes_.end(), [](const Node& n) { return n.annotation != Annotation::NONE; });
  }
  bool has_times() const {
    return std::any_of(nodes_.begin(), nodes_.end(),
                       [](const Node& n) { return n.spent_ms != NO_CLOCK || n.ending_spent_ms != NO_CLOCK; });
  }

  // The node at the end of the main line (ROOT when there are no moves).
  std::uint32_t main_line_end() const {
    std::uint32_t i = ROOT;
    while (nodes_[i].first_child != NO_NODE) i = nodes_[i].first_child;
    return i;
  }

  template <typename F>
  void for_each_main_line_node(F&& f) const {
    for (std::uint32_t i = nodes_[ROOT].first_child; i != NO_NODE; i = nodes_[i].first_child) f(nodes_[i]);
  }

  // The nodes from the root (left out) to `node`, first move first, into `path` (whose buffer is reused).
  void path_to(std::uint32_t node, std::vector<std::uint32_t>& path) const {
    path.clear();
    for (std::uint32_t n = node; n != ROOT; n = nodes_[n].parent) path.push_back(n);
    std::reverse(path.begin(), path.end());
  }

  // The position after `plies` moves of the main line (or its end), and how many plies that is.
  std::pair<Position, std::uint32_t> position_after(std::uint32_t plies) const {
    Position pos = start;
    std::uint32_t done = 0;
    for (std::uint32_t i = nodes_[ROOT].first_child; i != NO_NODE && done < plies; i = nodes_[i].first_child, ++done)
      pos.make(nodes_[i].move);
    return {pos, done};
  }

 private:
  std::vector<Node> nodes_;
  std::string pool_;
};

}  // namespace kypho
