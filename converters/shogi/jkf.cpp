#include "converters/shogi/jkf.hpp"

#include <algorithm>
#include <array>
#include <climits>

#include <nlohmann/json.hpp>

#include "converters/shogi/position.hpp"
#include "converters/common/text_join.hpp"
#include "grammar/shogi/csa_codes.hpp"
#include "grammar/shogi/setup.hpp"
#include "grammar/text/messages.hpp"

namespace kypho::shogi {
namespace {

using grammar::shogi::clock_reading;
using grammar::shogi::Event;
using grammar::shogi::GameSyntax;
using grammar::shogi::Kind;
using grammar::shogi::Terminal;
using json = nlohmann::ordered_json;  // header fields keep the order they came in
// JKF names the pieces by their CSA codes.
using grammar::csa::PIECE_CODES;
static_assert(PIECE_CODES.size() == PIECE_TYPE_NB);

Kind kind_of(const json& code) {
  if (!code.is_string()) return Kind::NONE;
  return grammar::csa::piece_kind(code.get<std::string>());
}

// JKF presets, named as KIF's 手合割.
constexpr std::pair<std::string_view, std::string_view> PRESETS[] = {
    {"HIRATE", "平手"}, {"KY", "香落ち"}, {"KY_R", "右香落ち"}, {"KA", "角落ち"}, {"HI", "飛車落ち"}, {"HIKY", "飛香落ち"},
    {"2", "二枚落ち"}, {"3", "三枚落ち"}, {"4", "四枚落ち"}, {"5", "五枚落ち"}, {"5_L", "左五枚落ち"}, {"6", "六枚落ち"},
    {"7_L", "左七枚落ち"}, {"7_R", "右七枚落ち"}, {"8", "八枚落ち"}, {"10", "十枚落ち"},
};

Terminal terminal_of(const std::string& special, std::int8_t& side) {
  if (special == "+ILLEGAL_ACTION" || special == "-ILLEGAL_ACTION") {
    side = special[0] == '+' ? 0 : 1;
    return Terminal::ILLEGAL_WIN;
  }
  static constexpr std::pair<std::string_view, Terminal> table[] = {
      {"TORYO", Terminal::RESIGN}, {"CHUDAN", Terminal::ABORT}, {"SENNICHITE", Terminal::REPETITION},
      {"TIME_UP", Terminal::TIME_UP}, {"ILLEGAL_MOVE", Terminal::ILLEGAL_MOVE}, {"JISHOGI", Terminal::IMPASSE},
      {"KACHI", Terminal::DECLARATION}, {"HIKIWAKE", Terminal::DRAW_DECLARATION}, {"TSUMI", Terminal::MATE},
      {"FUZUMI", Terminal::NO_MATE}, {"ERROR", Terminal::ERROR}, {"MATTA", Terminal::ABORT},
  };
  for (auto [word, t] : table)
    if (word == special) return t;
  return Terminal::NONE;
}

// An integer field, 0 when absent. Values beyond int saturate rather than wrap, and coordinates and colours
// out of range stay out of range, so that no number becomes a valid square, side or time by wrapping.
int number(const json& j, const char* key) {
  if (!j.contains(key) || !j[key].is_number_integer()) return 0;
  const json& v = j[key];
  if (v.is_number_unsigned()) return int(std::min<std::uint64_t>(v.get<std::uint64_t>(), INT_MAX));
  return int(std::clamp<std::int64_t>(v.get<std::int64_t>(), INT_MIN, INT_MAX));
}
std::uint8_t coordinate(int v) { return std::uint8_t(std::clamp(v, 0, 255)); }
std::int8_t color(int v) { return std::int8_t(v == 0 || v == 1 ? v : 2); }

struct Builder {
  GameSyntax& game;

  // What the record holds that JKF does not define: an error of the game, named by its place in the record
  // (nlohmann's JSON keeps no offsets).
  void error(std::string message) { game.errors.push_back({0, "syntax", std::move(message)}); }

  void comments(const json& entry) {
    if (!entry.contains("comments") || !entry["comments"].is_array()) return;
    std::string text;
    for (const auto& c : entry["comments"])
      if (c.is_string()) append_item(text, "\n", c.get<std::string>());
    game.texts.push_back(std::move(text));
    Event e{Event::COMMENT, 0, 0};
    e.text = std::int32_t(game.texts.size() - 1);
    game.events.push_back(e);
  }

  // One line of moves starting at ply `first_ply`; its forks follow, the latest fork point first, each
  // alternative followed by its own forks, as KIF orders its branches.
  void line(const json& moves, std::size_t skip, std::uint32_t first_ply) {
    std::vector<std::pair<std::uint32_t, const json*>> forks;
    std::uint32_t ply = first_ply;
    for (std::size_t i = skip; i < moves.size(); ++i) {
      const json& entry = moves[i];
      if (!entry.is_object() || (entry.contains("move") && !entry["move"].is_object())) {
        error(msg("move {ply}: the entry is not a move object ({text})", arg("ply", ply), quote("text", entry.dump())));
        continue;
      }
      const auto time = [&] {
        if (!entry.contains("time") || !entry["time"].is_object()) return;
        const json& t = entry["time"];
        Event te{Event::TIME, 0, 0};
        if (t.contains("now")) te.seconds = clock_reading(number(t["now"], "m") * 60.0 + number(t["now"], "s"));
        if (t.contains("total"))
          te.total_seconds = clock_reading(number(t["total"], "h") * 3600.0 + number(t["total"], "m") * 60.0 + number(t["total"], "s"));
        game.events.push_back(te);
      };
      if (entry.contains("move") && entry["move"].is_object()) {
        const json& m = entry["move"];
        Event e{Event::MOVE, 0, 0};
        e.ply = ply;
        auto& w = e.move;
        w.piece = kind_of(m.value("piece", json()));
        if (m.contains("piece") && w.piece == Kind::NONE)
          error(msg("move {ply}: {piece} is not one of JKF's piece codes (FU KY KE GI KI KA HI OU TO NY NK NG UM RY)", arg("ply", ply),
                    arg("piece", m["piece"].dump())));
        w.side = color(number(m, "color"));
        if (m.contains("to") && m["to"].is_object()) {
          w.to_file = coordinate(number(m["to"], "x"));
          w.to_rank = coordinate(number(m["to"], "y"));
        }
        if (m.contains("from") && m["from"].is_object()) {
          w.from_file = coordinate(number(m["from"], "x"));
          w.from_rank = coordinate(number(m["from"], "y"));
        } else {
          w.drop = true;
        }
        w.promote = m.value("promote", false) ? 1 : 0;
        e.has_fork = entry.contains("forks");
        game.events.push_back(e);
        time();
        if (e.has_fork && entry["forks"].is_array()) forks.emplace_back(ply, &entry["forks"]);
        ++ply;
      } else if (entry.contains("special") && entry["special"].is_string()) {
        Event e{Event::TERMINAL, 0, 0};
        e.terminal = terminal_of(entry["special"].get<std::string>(), e.terminal_side);
        if (e.terminal != Terminal::NONE) {
          game.events.push_back(e);
          time();
        } else {
          error(msg("move {ply}: '{special}' is not one of JKF's specials (TORYO, CHUDAN, SENNICHITE, TIME_UP, ILLEGAL_MOVE, …)",
                    arg("ply", ply), arg("special", entry["special"].get<std::string>())));
        }
        if (entry.contains("forks") && entry["forks"].is_array()) forks.emplace_back(ply, &entry["forks"]);
      }
      comments(entry);
    }
    for (auto it = forks.rbegin(); it != forks.rend(); ++it)
      for (const auto& alternative : *it->second) {
        if (!alternative.is_array()) continue;
        Event b{Event::BRANCH, 0, 0};
        b.ply = it->first;
        game.events.push_back(b);
        line(alternative, 0, it->first);
      }
  }

  void initial(const json& init) {
    if (!init.is_object()) return;
    const std::string preset = init.value("preset", std::string("HIRATE"));
    for (auto [code, name] : PRESETS)
      if (code == preset) {
        game.start_sfen = std::string(*handicap_sfen(name));
        return;
      }
    if (!init.contains("data") || !init["data"].is_object()) {
      // OTHER says the board is in `data`; without it, or under a name JKF does not define, the start is not known.
      error(msg("the initial position's preset '{preset}' names no start JKF defines, and no board (data) is given: the game is read from the initial position",
                arg("preset", preset)));
      return;
    }
    const json& data = init["data"];
    grammar::shogi::Setup setup;
    setup.used = true;
    if (data.contains("board") && data["board"].is_array())
      for (std::size_t x = 0; x < data["board"].size() && x < 9; ++x)
        if (data["board"][x].is_array())
          for (std::size_t y = 0; y < data["board"][x].size() && y < 9; ++y) {
            const json& cell = data["board"][x][y];
            if (cell.is_object() && cell.contains("kind"))
              setup.put(int(x) + 1, int(y) + 1, number(cell, "color"), kind_of(cell["kind"]));
          }
    if (data.contains("hands") && data["hands"].is_array())
      for (std::size_t side = 0; side < data["hands"].size() && side < 2; ++side)
        if (data["hands"][side].is_object())
          for (auto& [code, count] : data["hands"][side].items()) {
            const Kind k = kind_of(json(code));
            if (k >= Kind::PAWN && k <= Kind::GOLD && count.is_number_integer())
              setup.hands[side][std::size_t(k)] = count.get<int>();
          }
    game.start_sfen = setup.sfen(number(data, "color"));
  }
};

}  // namespace

void read_jkf_syntax(const grammar::SourceText& src, const std::function<void(GameSyntax&)>& on_game) {
  GameSyntax game;
  game.end = src.text().size();
  try {
    const json j = json::parse(src.text());
    Builder b{game};
    if (j.contains("header") && j["header"].is_object())
      for (auto& [key, value] : j["header"].items())
        if (value.is_string()) game.headers.push_back({key, value.get<std::string>(), 0});
    if (j.contains("initial")) b.initial(j["initial"]);
    if (j.contains("moves") && j["moves"].is_array() && !j["moves"].empty()) {
      b.comments(j["moves"][0]);
      b.line(j["moves"], 1, 1);
    }
  } catch (const json::exception& e) {
    const auto* parse = dynamic_cast<const json::parse_error*>(&e);
    // nlohmann's own wording names its internals; the place is what a reader needs.
    game.errors.push_back({parse && parse->byte > 0 ? parse->byte - 1 : 0, "syntax",
                           parse ? tr("this is not well-formed JSON from here on, so it is not a JKF record")
                                 : tr("a JKF field has a value of the wrong kind")});
  }
  on_game(game);
}

namespace {

json time_of(std::int32_t spent_ms, std::int32_t total_ms) {
  const int now = spent_ms / 1000, total = total_ms == NO_CLOCK ? 0 : total_ms / 1000;
  return {{"now", {{"m", now / 60}, {"s", now % 60}}}, {"total", {{"h", total / 3600}, {"m", total / 60 % 60}, {"s", total % 60}}}};
}


struct Writer {
  const Record<Position, Move>& r;

  json entry(Position& pos, const MoveNode<Move>& n, Square previous_to) {
    json move;
    const Move m = n.move;
    if (!m.is_drop()) move["from"] = {{"x", file_of(m.from)}, {"y", rank_of(m.from)}};
    move["to"] = {{"x", file_of(m.to)}, {"y", rank_of(m.to)}};
    move["piece"] = PIECE_CODES[m.is_drop() ? m.dropped : type_of(pos.at(m.from))];
    move["color"] = int(pos.side_to_move());
    if (m.to == previous_to) move["same"] = true;
    if (m.promote) move["promote"] = true;
    if (!m.is_drop() && pos.at(m.to) != NO_PIECE) move["capture"] = PIECE_CODES[type_of(pos.at(m.to))];
    json e = {{"move", move}};
    if (n.spent_ms != NO_CLOCK) e["time"] = time_of(n.spent_ms, n.total_ms);
    if (!n.comment.empty()) e["comments"] = split(r.text(n.comment));
    return e;
  }

  static json split(std::string_view text) {
    json lines = json::array();
    for (std::size_t start = 0; start <= text.size();) {
      const auto end = text.find('\n', start);
      lines.push_back(std::string(text.substr(start, end - start)));
      if (end == std::string_view::npos) break;
      start = end + 1;
    }
    return lines;
  }

  // The moves from node `first` on, played from `pos`; alternatives become forks of the move they replace.
  json line(std::uint32_t first, Position pos, Square previous_to) {
    json moves = json::array();
    for (std::uint32_t n = first; n != NO_NODE; n = r.node(n).first_child) {
      const auto& node = r.node(n);
      json e = entry(pos, node, previous_to);
      if (node.next_sibling != NO_NODE && r.node(node.parent).first_child == n) {
        json forks = json::array();
        for (std::uint32_t v = node.next_sibling; v != NO_NODE; v = r.node(v).next_sibling) forks.push_back(line(v, pos, previous_to));
        e["forks"] = forks;
      }
      moves.push_back(e);
      previous_to = node.move.to;
      pos.make(node.move);
      if (node.first_child == NO_NODE) {
        const std::string special = jkf_special(node.ending, node.ended_by, pos.side_to_move());
        if (!special.empty()) {
          json end = {{"special", special}};
          if (node.ending_spent_ms != NO_CLOCK) end["time"] = time_of(node.ending_spent_ms, node.ending_total_ms);
          moves.push_back(end);
        }
      }
    }
    return moves;
  }

  std::string write() {
    json j;
    j["header"] = json::object();
    for (const auto& t : r.tags) j["header"][t.name] = t.value;
    const std::string sfen = write_sfen(r.start);
    bool named = false;
    // Presets every reader knows; tsshogi 2.2 rejects 3, 5, 5_L, 7_L and 7_R, so those starts go as data.
    constexpr std::string_view common[] = {"HIRATE", "KY", "KY_R", "KA", "HI", "HIKY", "2", "4", "6", "8", "10"};
    for (auto [code, name] : PRESETS)
      if (std::find(std::begin(common), std::end(common), code) != std::end(common) && *handicap_sfen(name) == sfen) {
        j["initial"] = {{"preset", code}};
        named = true;
      }
    if (!named) {
      json board = json::array();
      for (int x = 1; x <= 9; ++x) {
        json file = json::array();
        for (int y = 1; y <= 9; ++y) {
          const Piece p = r.start.at(square_at(x, y));
          file.push_back(p == NO_PIECE ? json::object() : json{{"color", int(color_of(p))}, {"kind", PIECE_CODES[type_of(p)]}});
        }
        board.push_back(file);
      }
      json hands = json::array();
      for (Color c : {BLACK, WHITE}) {
        json h = json::object();
        for (int t = PAWN; t <= GOLD; ++t) h[std::string(PIECE_CODES[t])] = r.start.in_hand(c, PieceType(t));
        hands.push_back(h);
      }
      j["initial"] = {{"preset", "OTHER"}, {"data", {{"color", int(r.start.side_to_move())}, {"board", board}, {"hands", hands}}}};
    }
    json moves = json::array();
    json root = json::object();
    if (!r.node(0).comment.empty()) root["comments"] = split(r.text(r.node(0).comment));
    moves.push_back(root);
    const std::uint32_t first = r.node(0).first_child;
    if (first != NO_NODE)
      for (auto& e : line(first, r.start, NO_SQUARE)) moves.push_back(e);
    else if (const auto special = jkf_special(r.termination, r.terminated_by ? int(*r.terminated_by) : -1, r.start.side_to_move());
             !special.empty())
      moves.push_back({{"special", special}});
    j["moves"] = moves;
    return j.dump(2, ' ', false, json::error_handler_t::replace) + "\n";
  }
};

}  // namespace

std::string jkf_special(Termination how, int ended_by, Color mover) {
  switch (how) {
    case Termination::RESIGNATION: return "TORYO";
    case Termination::ABANDONED: return "CHUDAN";
    case Termination::REPETITION: return "SENNICHITE";
    case Termination::TIME_FORFEIT: return "TIME_UP";
    case Termination::IMPASSE: return "JISHOGI";
    case Termination::AGREED_DRAW: return "HIKIWAKE";
    case Termination::DECLARATION: return "KACHI";
    case Termination::CHECKMATE: return "TSUMI";
    case Termination::NO_MATE: return "FUZUMI";
    case Termination::ILLEGAL_MOVE: return ended_by == int(mover) ? "ILLEGAL_MOVE" : ended_by == 0 ? "+ILLEGAL_ACTION" : "-ILLEGAL_ACTION";
    default: return {};
  }
}

std::string write_jkf(const Record<Position, Move>& record) { return Writer{record}.write(); }

}  // namespace kypho::shogi
