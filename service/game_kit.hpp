// What the verbs do with a game's records and positions, one implementation per game (game_xiangqi.cpp,
// game_shogi.cpp), found through the registry: a verb asks kit_of(game) and never which game it holds.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "service/source.hpp"
#include "service/validate.hpp"

namespace kypho::service {

struct ConvertRequest {
  std::string_view to;        // a format of the input's game
  std::string_view notation;  // the moves' notation inside PGN; empty: the kit's default
  bool keep_broken = false;
  std::string_view rules;     // the rule profile, empty for the game's default
};

// One converted game: the text to write, or nothing when it was not written (reported).
struct Converted {
  std::uint32_t index;
  std::optional<std::string> text;
};

struct PerftRequest {
  std::string fen;      // empty: the start
  int depth = 0;
  bool divide = false;
  bool force = false;
  bool steps = false;   // count the last ply's legal sub-moves instead of whole turns (cờ tư lệnh)
  std::string rules;    // the rule profile, empty for the game's default
};

struct ShowRequest {
  std::string_view to;      // text, svg, or a position format of the game
  std::string_view pieces;  // piece names in diagrams
  int ply = -1;             // of the first record's main line; its end when negative
  bool color = false;
  std::string_view rules;   // the rule profile, empty for the game's default
  bool explain = false;     // after the diagram, why the first record's game ended and its result by the rules
};

// A record's main line as written, for diff: each move's text and place, what it plays when it was
// replayed (a key equal for equal moves, whatever the notation), and otherwise why not.
struct SheetPly {
  std::string text;
  std::uint32_t line = 0, col = 0;
  std::string move;  // empty when not replayed; as the game's key names it
  std::string problem;
  std::vector<std::string> notes;
};
struct Sheet {
  std::string name;
  std::string_view game;  // set by diff
  std::string notation;  // moves in one notation compare by their text
  std::vector<SheetPly> plies;
  std::string result;  // as written: 1-0, 0-1, 1/2-1/2, * when none
  std::vector<std::pair<std::string, std::string>> tags;
};

class GameKit {
 public:
  virtual ~GameKit() = default;
  // The names --rules takes for this game (its rule sets or profiles), the default first.
  virtual std::vector<std::string_view> rule_set_names() const = 0;
  // Whether `rules` names one of them (old names included); the empty name, the default, always does.
  virtual bool has_rule_set(std::string_view rules) const = 0;
  // Its rule sets, said for --help: "vn (the Vietnamese rules, the default), asian, chinese or wxf", in English
  // (marked for the catalogues).
  virtual std::string_view rules_help() const = 0;
  // What show writes for this game (space separated), and whether --pieces names its pieces.
  virtual std::string_view show_targets() const = 0;
  virtual bool names_pieces() const { return false; }
  // The notations its PGN writes moves in, as ConvertRequest::notation takes them (space separated, the
  // default first); empty when its PGN has one.
  virtual std::string_view pgn_notations() const { return {}; }
  // Reads and replays every game of `src`, in `format` (a record or a position format of this game).
  virtual void validate(const grammar::SourceText& src, const FormatInfo& format, UnitReport& out, ReadChecks checks) const = 0;
  // Every game of `in`, in `request.to`; what the target cannot hold is said as lossy-conversion. The
  // diagnostics come in the order of the games.
  virtual void convert(const Input& in, const ConvertRequest& request, Diagnostics& ds, std::vector<Converted>& out) const = 0;
  // The position of a file (a position file, or a position of its first record) or of `fen` (the start when
  // empty), as `request.to` writes it, and after it what --explain asks. Nothing when there is none to show:
  // the reasons are in `ds`.
  virtual std::optional<std::string> show(const Input* in, const std::string& fen, const ShowRequest& request, Diagnostics& ds) const = 0;
  // The first record's main line of `in` (a record format of this game), the others counted as left out;
  // `checks.stand_in` names the moves that take the place of those that cannot be played.
  virtual Sheet sheet(const Input& in, const ReadChecks& checks, Diagnostics& ds) const = 0;
  // Perft counts, a line each, the total last. Nothing when the position cannot be searched.
  virtual std::optional<std::string> perft(const PerftRequest& request, Diagnostics& ds) const = 0;
};

const GameKit& kit_of(Game g);

// Whether `rules` names one of game `g`'s rule sets; the empty name (the game's default) always does.
bool has_rules(Game g, std::string_view rules);
// Whether some game has a rule set of that name.
bool any_game_has_rules(std::string_view rules);
// Every game's rule sets, for a message: "xiangqi's rule sets are: vn, asian; shogi's: …; cờ tư lệnh's profiles: …".
std::string all_rule_set_names();

}  // namespace kypho::service
