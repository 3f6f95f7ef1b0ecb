#include <tao/pegtl.hpp>

#include <array>
#include <charconv>

#include "grammar/csa.hpp"
#include "grammar/shogi_parse.hpp"

namespace kypho::grammar::shogi {
namespace {

namespace cr = csa::rules;

Kind csa_kind(std::string_view code) {
  constexpr std::array<std::string_view, 15> codes{"", "FU", "KY", "KE", "GI", "KA", "HI", "KI", "OU",
                                                   "TO", "NY", "NK", "NG", "UM", "RY"};
  for (std::size_t i = 1; i < codes.size(); ++i)
    if (codes[i] == code) return Kind(i);
  return Kind::NONE;
}

Terminal csa_terminal(std::string_view word, std::int8_t& offender) {
  if (word == "+ILLEGAL_ACTION" || word == "-ILLEGAL_ACTION") {
    offender = word[0] == '+' ? 0 : 1;
    return Terminal::ILLEGAL_WIN;
  }
  struct Entry {
    std::string_view word;
    Terminal terminal;
  };
  static constexpr Entry table[] = {
      {"TORYO", Terminal::RESIGN},        {"CHUDAN", Terminal::ABORT},       {"SENNICHITE", Terminal::REPETITION},
      {"TIME_UP", Terminal::TIME_UP},     {"ILLEGAL_MOVE", Terminal::ILLEGAL_MOVE}, {"JISHOGI", Terminal::IMPASSE},
      {"KACHI", Terminal::DECLARATION},   {"HIKIWAKE", Terminal::DRAW_DECLARATION}, {"TSUMI", Terminal::MATE},
      {"FUZUMI", Terminal::NO_MATE},      {"ERROR", Terminal::ERROR},        {"MAX_MOVES", Terminal::MAX_MOVES},
  };
  for (const auto& e : table)
    if (e.word == word) return e.terminal;
  return Terminal::NONE;
}

// The start position as the P lines build it, turned into SFEN once the side to move is known.
struct Setup {
  std::array<char, 81> board{};  // SFEN letters, '+' promoted kept separately
  std::array<bool, 81> promoted{};
  std::array<std::array<int, 8>, 2> hands{};
  bool used = false;

  static int index(int file, int rank) { return (rank - 1) * 9 + (9 - file); }
  void put(int file, int rank, int side, Kind k) {
    constexpr std::string_view letters = ".PLNSBRGKPLNSBR";
    const int i = index(file, rank);
    const char letter = letters[std::size_t(k)];
    board[std::size_t(i)] = side == 0 ? letter : char(letter | 0x20);
    promoted[std::size_t(i)] = k >= Kind::PRO_PAWN;
    used = true;
  }
  void standard() {
    constexpr Kind back[9] = {Kind::LANCE, Kind::KNIGHT, Kind::SILVER, Kind::GOLD, Kind::KING,
                              Kind::GOLD, Kind::SILVER, Kind::KNIGHT, Kind::LANCE};
    for (int f = 1; f <= 9; ++f) {
      put(f, 1, 1, back[f - 1]);
      put(f, 3, 1, Kind::PAWN);
      put(f, 7, 0, Kind::PAWN);
      put(f, 9, 0, back[f - 1]);
    }
    put(8, 2, 1, Kind::ROOK);
    put(2, 2, 1, Kind::BISHOP);
    put(8, 8, 0, Kind::BISHOP);
    put(2, 8, 0, Kind::ROOK);
  }
  // 00AL: every piece of a full set not yet placed goes to that side's hand.
  void all_to_hand(int side) {
    constexpr int full[8] = {0, 18, 4, 4, 4, 2, 2, 4};
    constexpr std::string_view letters = ".PLNSBRG";
    for (int k = 1; k <= 7; ++k) {
      int used_count = hands[0][std::size_t(k)] + hands[1][std::size_t(k)];
      for (char c : board)
        if (c != 0 && (c & ~0x20) == letters[std::size_t(k)]) ++used_count;
      hands[std::size_t(side)][std::size_t(k)] += full[k] - used_count;
    }
  }
  std::string sfen(int side_to_move) const {
    std::string s;
    for (int rank = 1; rank <= 9; ++rank) {
      int empty = 0;
      for (int file = 9; file >= 1; --file) {
        const auto i = std::size_t(index(file, rank));
        if (board[i] == 0) {
          ++empty;
          continue;
        }
        if (empty) s += char('0' + empty);
        empty = 0;
        if (promoted[i]) s += '+';
        s += board[i];
      }
      if (empty) s += char('0' + empty);
      if (rank < 9) s += '/';
    }
    s += side_to_move == 0 ? " b " : " w ";
    std::string h;
    constexpr std::string_view order = "RBGSNLP";
    constexpr std::string_view letters = ".PLNSBRG";
    for (int side = 0; side < 2; ++side)
      for (char l : order) {
        const int n = hands[std::size_t(side)][letters.find(l)];
        if (n <= 0) continue;
        if (n > 1) h += std::to_string(n);
        h += side == 0 ? l : char(l | 0x20);
      }
    return s + (h.empty() ? "-" : h) + " 1";
  }
};

struct state {
  GameSyntax& game;
  const char* text_begin;
  const std::function<void(GameSyntax&)>& on_game;
  Setup setup;
  MoveSyntax move;
  int side = 0;
  int row = 0, column = 0;
  std::string key;
  bool started = false;

  template <typename ActionInput>
  std::uint32_t offset(const ActionInput& in) const {
    return std::uint32_t(in.begin() - text_begin);
  }
  void begin_if_needed(std::uint32_t at) {
    if (started) return;
    game.clear();
    game.begin = at;
    setup = {};
    started = true;
  }
  void finish(std::uint32_t at) {
    if (!started) return;
    game.end = at;
    on_game(game);
    started = false;
  }
};

template <typename Rule>
struct action : tao::pegtl::nothing<Rule> {};

// Every statement belongs to a game: the first one after a '/' (or the file's start) opens it.
template <>
struct action<cr::statement_start> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.begin_if_needed(s.offset(in));
  }
};

template <>
struct action<cr::side> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.side = in.peek_char() == '+' ? 0 : 1;
  }
};

template <>
struct action<cr::from> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.move = {};
    s.move.from_file = std::uint8_t(in.begin()[0] - '0');
    s.move.from_rank = std::uint8_t(in.begin()[1] - '0');
    s.move.drop = s.move.from_file == 0 && s.move.from_rank == 0;
  }
};

template <>
struct action<cr::to> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.move.to_file = std::uint8_t(in.begin()[0] - '0');
    s.move.to_rank = std::uint8_t(in.begin()[1] - '0');
  }
};

template <>
struct action<cr::move> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.begin_if_needed(s.offset(in));
    Event e{Event::MOVE, s.offset(in), std::uint32_t(in.size())};
    e.move = s.move;
    e.move.side = std::int8_t(s.side);
    e.move.piece = csa_kind(in.string_view().substr(5, 2));
    e.move.piece_after = true;
    s.game.events.push_back(e);
  }
};

template <>
struct action<cr::time> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    Event e{Event::TIME, s.offset(in), std::uint32_t(in.size())};
    double seconds = 0;
    std::from_chars(in.begin() + 1, in.end(), seconds);
    e.seconds = std::int32_t(seconds);
    s.game.events.push_back(e);
  }
};

template <>
struct action<cr::terminal> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.begin_if_needed(s.offset(in));
    Event e{Event::TERMINAL, s.offset(in), std::uint32_t(in.size())};
    e.terminal = csa_terminal(in.string_view().substr(1), e.terminal_side);
    if (e.terminal == Terminal::NONE) e.type = Event::UNKNOWN;
    s.game.events.push_back(e);
  }
};

template <>
struct action<cr::row_number> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.row = in.peek_char() - '0';
    s.column = 9;
    if (s.game.start_offset == 0) s.game.start_offset = s.offset(in) - 1;
  }
};

template <>
struct action<cr::cell_piece> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    if (s.column >= 1) s.setup.put(s.column, s.row, in.peek_char() == '+' ? 0 : 1, csa_kind(in.string_view().substr(1, 2)));
    --s.column;
  }
};

template <>
struct action<cr::empty_cell> {
  static void apply0(state& s) {
    s.setup.used = true;
    --s.column;
  }
};

template <>
struct action<cr::pieces_side> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.side = in.peek_char() == '+' ? 0 : 1;
    if (s.game.start_offset == 0) s.game.start_offset = s.offset(in) - 1;
  }
};

template <>
struct action<cr::placed_piece> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    const std::string_view t = in.string_view();
    const int file = t[0] - '0', rank = t[1] - '0';
    if (t.substr(2) == "AL") {
      s.setup.all_to_hand(s.side);
      return;
    }
    const Kind k = csa_kind(t.substr(2));
    if (file == 0 && rank == 0) {
      if (k >= Kind::PAWN && k <= Kind::GOLD) ++s.setup.hands[std::size_t(s.side)][std::size_t(k)];
    } else if (file >= 1 && rank >= 1) {
      s.setup.put(file, rank, s.side, k);
    }
  }
};

template <>
struct action<cr::handicap> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.setup = {};
    s.setup.standard();
    s.game.start_offset = s.offset(in);
    for (std::size_t i = 2; i + 4 <= in.size(); i += 4) {
      const std::string_view t = in.string_view().substr(i, 4);
      s.setup.board[std::size_t(Setup::index(t[0] - '0', t[1] - '0'))] = 0;
    }
  }
};

template <>
struct action<cr::turn> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    if (!s.setup.used) s.setup.standard();
    s.game.start_sfen = s.setup.sfen(in.peek_char() == '+' ? 0 : 1);
  }
};

template <>
struct action<cr::player> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.game.headers.push_back({in.peek_char(1) == '+' ? "先手" : "後手", std::string(in.string_view().substr(2)), s.offset(in)});
  }
};

template <>
struct action<cr::info_key> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.key = in.string();
  }
};

template <>
struct action<cr::info_value> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.game.headers.push_back({"$" + s.key, in.string(), s.offset(in)});
  }
};

template <>
struct action<cr::comment> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    // Only '* comments are the record's; plain ' comments are notes to whoever reads the file.
    if (in.size() >= 2 && in.peek_char(1) == '*' && s.started)
      s.game.events.push_back({Event::COMMENT, s.offset(in), std::uint32_t(in.size())});
  }
};

template <>
struct action<cr::separator> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.finish(s.offset(in));
  }
};

template <>
struct action<cr::unknown_statement> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.begin_if_needed(s.offset(in));
    s.game.events.push_back({Event::UNKNOWN, s.offset(in), std::uint32_t(in.size())});
  }
};

}  // namespace

void parse_csa(std::string_view text, const std::function<void(GameSyntax&)>& on_game) {
  GameSyntax game;
  state st{game, text.data(), on_game};
  tao::pegtl::memory_input in(text.data(), text.size(), "");
  tao::pegtl::parse<cr::record, action>(in, st);
  st.finish(std::uint32_t(text.size()));
}

}  // namespace kypho::grammar::shogi
