// The games and their formats, in one table: each format's game, file extensions, where its files may be
// cut into games, the legacy encoding it usually comes in, and the reader that takes it. Verbs ask here
// instead of deciding a game themselves.
#pragma once

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "converters/common/diagnostic.hpp"
#include "service/units.hpp"
#include "grammar/cotulenh/record_parse.hpp"
#include "grammar/shogi/parse.hpp"
#include "grammar/xiangqi/record_parse.hpp"

namespace kypho::service {

enum class Game { XIANGQI, SHOGI, COTULENH, JIEQI };
// Every game, in that order.
std::span<const Game> all_games();
// As --game takes it: cotulenh.
std::string_view game_name(Game g);
// As messages name it: cờ tư lệnh, in English (marked for the catalogues).
std::string_view game_title(Game g);
// What the game calls its rule sets in messages: "rule sets", "profiles".
std::string_view rule_sets_noun(Game g);
// The game `name` (as --game takes it) names, or nothing.
std::optional<Game> game_named(std::string_view name);

// A file of a format holds game records, or positions (each a record of no moves when converted).
enum class Holds { RECORDS, POSITIONS };

struct FormatInfo {
  std::string_view name;  // what --from and --to take
  Game game;
  Holds holds;
  std::string_view extensions;  // besides the name itself, space separated
  Splitting splitting;
  std::string_view legacy_hint;  // the legacy encoding files of this format usually come in; breaks ties
  // What stands between two games written into one file; a file of a format with no games_apart holds one game.
  std::optional<std::string_view> games_apart;
  // The reader that takes it: a xiangqi record's move notation (none for PGN: decided per game), or a shogi
  // record format; neither for position files.
  std::optional<grammar::xiangqi::Notation> notation = std::nullopt;
  std::optional<grammar::shogi::Format> shogi = std::nullopt;
  // What reading it passes over by design, said with the format when the format was told from the content.
  std::string_view passed_over = {};
  // The encoding a file named by the format's own extension is written in, when the programs that read such
  // files assume one (Shift_JIS for .kif and .ki2; .kifu and .ki2u are UTF-8); empty: UTF-8.
  std::string_view named_encoding = {};
  // The first line that says a file's encoding, for a format that has one, written when it is not the named one.
  std::string (*encoding_line)(std::string_view encoding) = nullptr;
  // What the format is also called once the game is known (cờ tư lệnh's ctl-pgn is its "pgn").
  std::string_view name_in_game = {};
  // A binary format (XQF): its reader, which makes of a file's bytes the text the format's notation reader
  // replays, each run of it remembering its byte (the header's text in `encoding`, detected when empty).
  grammar::SourceText (*read_binary)(const std::string& name, std::string_view bytes, std::string_view encoding, Diagnostics& out) = nullptr;
  // A format whose moves are not written as moves (DhtmlXQ's digits): its reader, which makes of the file's
  // decoded text the text the format's notation reader replays, placed in the file's text.
  grammar::SourceText (*read_text)(std::shared_ptr<const grammar::SourceText> file, Diagnostics& out) = nullptr;
  // A format its content tells: whether a file's first bytes are of it — a binary format's magic (it is then
  // read as it, whatever its name), a made text's mark (a [DhtmlXQ] block, an XML record's element).
  bool (*looks_like)(std::string_view head) = nullptr;
  // A format kypho reads but does not write (CCBridge's).
  bool read_only = false;
};

const FormatInfo* find_format(std::string_view name);
// What tells, in the record grammar of a format's game, where a game with no tags begins after a result
// (units.hpp); nothing for a format whose archives are cut before tag lines alone.
OpensGame untagged_game_test(const FormatInfo& format);
// How a cờ tư lệnh format writes its turns: the seed's notation (ctl) or @cotulenh/core's SAN (its PGN).
grammar::cotulenh::TurnNotation turn_notation_of(std::string_view format);
// The binary format whose magic a file's first bytes show, or nothing.
const FormatInfo* binary_format_of(std::string_view head);
// The format of made text (read_text) whose mark a text's beginning shows, or nothing.
const FormatInfo* marked_text_format_of(std::string_view head);
// Every format kypho reads or writes, by game: the names --from takes.
std::span<const std::string_view> formats_of(Game g);
// Those of them kypho writes: what --to takes.
std::vector<std::string_view> written_formats_of(Game g);
std::optional<Game> game_of_format(std::string_view format);
// "vn, wxf, … (xiangqi); kif, ki2, … (shogi); ctl, ctl-pgn (pgn), … (cotulenh)", for messages and help that
// list the choices.
std::string all_format_names(bool written_only = false);
// Whether `word` is one of the space-separated words of `list` (the table's extensions, show's targets).
bool is_word_of(std::string_view word, std::string_view list);
// The space-separated words of `list`, and the first of them.
std::vector<std::string_view> words_of(std::string_view list);
std::string_view first_word(std::string_view list);
// A file name's extension, in lower case, without its dot; empty when it has none.
std::string extension_of(std::string_view path);
// The format a file name's extension names, or empty.
std::string format_of_extension(std::string_view path);
// Whether a folder walk picks the file up: a format's extension, or .txt, which many archives use.
bool is_record_file_name(std::string_view path);

// The format `format` names in game `g`: cờ tư lệnh's PGN and FEN are ctl-pgn and ctl-fen, so that
// `--game cotulenh --to pgn` says what it means.
std::string format_in_game(std::string_view format, Game g);

// Whether a format holds positions, not records: FEN, SFEN, the position shorthand, a board diagram.
bool is_position_format(std::string_view format);

// The notation of a xiangqi record format name; nothing for pgn (decided per game).
std::optional<grammar::xiangqi::Notation> record_notation(std::string_view format);
// The shogi record format a format name stands for, or nothing.
std::optional<grammar::shogi::Format> shogi_record_format(std::string_view format);

}  // namespace kypho::service
