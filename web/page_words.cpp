#include "web/page_words.hpp"

#include <array>
#include <string_view>

#include "converters/common/choices.hpp"
#include "grammar/text/messages.hpp"

namespace kypho::web {
namespace {

struct Word {
  std::string_view key;
  Marked english;  // a page word has no context; a header's name has "header"
  constexpr Word(std::string_view k, const char* e) : key(k), english{nullptr, e} {}
  constexpr Word(std::string_view k, Marked e) : key(k), english(e) {}
};

constexpr std::array WORDS = {
    Word{"title", N_("kypho: check a game record")},
    Word{"intro", N_("Paste, type or drop a record of xiangqi, shogi or cờ tư lệnh, or the two sheets of one game. Everything is "
                     "checked on this computer: nothing leaves it.")},
    Word{"sheet_a", N_("Sheet A")},
    Word{"sheet_b", N_("Sheet B (the other player's sheet, to compare)")},
    Word{"open_file", N_("Open a file")},
    Word{"drop_hint", N_("Paste or type the record here, or drop its file")},
    Word{"game", N_("Game")},
    Word{"format", N_("Format")},
    Word{"rules", N_("Rules")},
    Word{"encoding", N_("Encoding")},
    Word{"language", N_("Language")},
    Word{"told", N_("told by the record")},
    Word{"default_rules", N_("the game's default")},
    Word{"check", N_("Check")},
    Word{"checking", N_("Checking…")},
    Word{"problems", N_("Problems")},
    Word{"no_problems", N_("No problems.")},
    Word{"verdict_valid", N_("Valid: every move was read and replayed.")},
    Word{"verdict_invalid", N_("Invalid: see the problems below.")},
    Word{"verdict_empty", N_("No game was read.")},
    Word{"counts", N_("Games: {games} · valid: {valid} · invalid: {invalid} · errors: {errors} · warnings: {warnings}")},
    Word{"error", N_("error")},
    Word{"warning", N_("warning")},
    Word{"note", N_("note")},
    Word{"info", N_("info")},
    Word{"place", N_("line {line}, column {col}")},
    Word{"ply", N_("ply {ply}")},
    Word{"ply_move", N_("ply {ply} ({move})")},
    Word{"suggestion", N_("Suggested: {text}")},
    Word{"board", N_("Board")},
    Word{"board_at", N_("The board after ply {ply} of {plies}")},
    Word{"moves", N_("Moves")},
    Word{"first", N_("First")},
    Word{"previous", N_("Previous")},
    Word{"next", N_("Next")},
    Word{"last", N_("Last")},
    Word{"flip", N_("Flip the board")},
    Word{"position", N_("Position")},
    Word{"copy", N_("Copy")},
    Word{"copied", N_("Copied")},
    Word{"differences", N_("Where the two sheets disagree")},
    Word{"agree", N_("The two sheets agree on every move, the result and the headers.")},
    Word{"ply_range", N_("Plies {from}–{to}")},
    Word{"header_differs", N_("{name}: A has {a}, B has {b}")},
    Word{"nothing_here", N_("nothing here")},
    Word{"result", N_("Result")},
    Word{"fix", N_("Apply the suggested fixes")},
    Word{"fixed", N_("{edits} edits made: sheet A now holds the corrected record.")},
    Word{"nothing_to_fix", N_("Nothing to fix.")},
    Word{"download_fixed", N_("Download the corrected record")},
    Word{"convert_to", N_("Convert to")},
    Word{"download", N_("Download")},
    Word{"left_out", N_("Games left out of the conversion: {n}")},
    Word{"print", N_("Print the scoresheet")},
    Word{"server_error", N_("kypho did not answer: {error}")},
    Word{"moves_list_label", N_("The moves of sheet A; choose one to see the board after it")},
    // The names of a record's headers, as PGN writes them (a Vietnamese sheet's `Giải:` is read as Event);
    // the sides by each game's own words. A header the table does not name is shown as the record writes it.
    Word{"tag.Event", NC_("header", "Event")},
    Word{"tag.Site", NC_("header", "Site")},
    Word{"tag.Date", NC_("header", "Date")},
    Word{"tag.Round", NC_("header", "Round")},
    Word{"tag.Board", NC_("header", "Board")},
    Word{"tag.GameNumber", NC_("header", "Game number")},
    Word{"tag.Result", NC_("header", "Result")},
    Word{"tag.Arbiter", NC_("header", "Arbiter")},
    Word{"tag.TimeControl", NC_("header", "Time control")},
    Word{"tag.Annotator", NC_("header", "Annotator")},
    Word{"tag.Rules", NC_("header", "Rules")},
    Word{"tag.Letters", NC_("header", "Piece letters")},
    Word{"tag.xiangqi.Red", NC_("xiangqi header", "Red")},
    Word{"tag.xiangqi.Black", NC_("xiangqi header", "Black")},
    Word{"tag.cotulenh.Red", NC_("cotulenh header", "Red")},
    Word{"tag.cotulenh.Blue", NC_("cotulenh header", "Blue")},
    Word{"board_before", N_("The board before ply {ply}")},
};

}  // namespace

std::map<std::string, std::string> page_words() {
  std::map<std::string, std::string> out;
  for (const Word& w : WORDS) out.emplace(w.key, w.english.context ? tr(w.english) : tr(w.english.english));
  return out;
}

}  // namespace kypho::web

namespace kypho::web {

void name_page_choices() {
  // In the order of Choice; what the page has no control for is named by the API's option or the command.
  name_choices({N_("the Format menu"), N_("the Encoding menu"), N_("the Game menu"), "game=N", N_("the Rules menu"), N_("the position"),
                "force", "explain", N_("the Apply the suggested fixes button"), "diff", "hidden", "no-ignore"});
}

}  // namespace kypho::web
