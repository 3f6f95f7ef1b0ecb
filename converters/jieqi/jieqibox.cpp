#include "converters/jieqi/jieqibox.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <functional>

#include "converters/common/movetext_writer.hpp"
#include "converters/common/text_join.hpp"
#include "converters/jieqi/fen.hpp"
#include "converters/xiangqi/names.hpp"
#include "grammar/jieqi/fen_parse.hpp"
#include "grammar/jieqi/record_parse.hpp"
#include "grammar/text/messages.hpp"

namespace kypho::jieqi {
namespace {

using json = nlohmann::json;

// JieqiBox's metadata fields and the tags they are: in its order.
struct Field {
  std::string_view key, tag;
};
constexpr std::array<Field, 8> FIELDS = {{{"event", "Event"},
                                          {"site", "Site"},
                                          {"date", "Date"},
                                          {"round", "Round"},
                                          {"white", "Red"},
                                          {"black", "Black"},
                                          {"result", "Result"},
                                          {"flipMode", "FlipMode"}}};
constexpr std::array<std::string_view, 6> ANNOTATIONS = {"!!", "!", "!?", "?!", "?", "??"};
// A metadata field kypho has no tag of its own for is kept as a tag of this prefix and written back.
constexpr std::string_view OTHER_FIELD = "JieqiBox_";

// Where each key's value stands in the JSON text, found in the order the reader asks: nlohmann gives no places.
class Places {
 public:
  explicit Places(std::string_view text) : text_(text) {}
  // The next `"key"` at or after `from` and the start of its value; `from` when there is none.
  std::size_t value_of(std::string_view key, std::size_t from) const {
    const std::string quoted = fmt::format("\"{}\"", key);
    const std::size_t at = text_.find(quoted, from);
    if (at == std::string_view::npos) return from;
    const std::size_t value = text_.find_first_not_of(" \t\r\n:", at + quoted.size());
    return value == std::string_view::npos ? at : value;
  }

 private:
  std::string_view text_;
};

// A value as text: a string as it is, anything else as JSON writes it.
std::string text_of(const json& value) { return value.is_string() ? value.get<std::string>() : value.is_null() ? std::string() : value.dump(); }

std::string string_of(const json& j, std::string_view key) {
  const auto it = j.find(key);
  return it != j.end() ? text_of(*it) : std::string();
}

struct Made {
  std::string text;
  std::vector<grammar::SourceText::Origin> origins;
  std::function<void(std::size_t at, Severity, std::string code, std::string message)> problem;
  void at(std::size_t place) { origins.push_back({std::uint32_t(text.size()), place}); }
  void tag(std::string_view name, std::string_view value, std::size_t place) {
    at(place);
    std::string escaped;
    for (char c : value) {
      if (c == '"' || c == '\\') escaped += '\\';
      escaped += c == '\n' || c == '\r' ? ' ' : c;
    }
    text += fmt::format("[{} \"{}\"]\n", name, escaped);
  }
  void comment(std::string_view value, std::size_t place) {
    if (value.empty()) return;
    at(place);
    // PGN's comments end at '}': one inside is written as the full-width '｝', and said.
    if (value.find('}') != std::string_view::npos)
      problem(place, Severity::WARNING, "lossy-conversion", tr("a '}' in this comment is read as '｝', as a PGN comment cannot hold it"));
    text += fmt::format("{{{}}} ", replaced(value, "}", "｝"));
  }
};

// A FEN's board by point (file + 9 * rank): its letter, 'X' or 'x' for a face-down piece; nothing when it cannot be read.
std::optional<std::array<char, 90>> board_of(std::string_view fen) {
  std::vector<grammar::SyntaxError> errors;
  const auto syntax = grammar::parse_jieqi_fen(fen, errors);
  if (!syntax) return std::nullopt;
  std::array<char, 90> board{};
  for (const auto& p : syntax->pieces)
    if (p.file < 9 && p.rank < 10) board[std::size_t(p.file + 9 * p.rank)] = !p.face_down ? p.letter : p.letter >= 'a' ? 'x' : 'X';
  return board;
}

// What a move's data leaves out that the FEN after it tells: the letter a face-down piece turned up as, in its
// side's case (JieqiBox's data writes it; a record whose data does not still has it in its FENs).
std::optional<char> reveal_in_fens(std::string_view data, std::string_view before, std::string_view after) {
  const auto move = grammar::jieqi::read_iccs_move(data);
  if (!move || move->marks[0].kind != grammar::xiangqi::Kind::NONE) return std::nullopt;
  const auto from = std::size_t(move->coordinate.from_file + 9 * move->coordinate.from_rank),
             to = std::size_t(move->coordinate.to_file + 9 * move->coordinate.to_rank);
  const auto was = board_of(before), is = board_of(after);
  if (!was || !is || from >= 90 || to >= 90 || ((*was)[from] != 'X' && (*was)[from] != 'x')) return std::nullopt;
  const char letter = (*is)[to];
  if (letter == 0 || letter == 'X' || letter == 'x' || letter == 'K' || letter == 'k') return std::nullopt;
  return letter;
}

}  // namespace

bool holds_jieqibox(std::string_view head) {
  const auto first = head.find_first_not_of(" \t\r\n\xEF\xBB\xBF");
  return first != std::string_view::npos && head[first] == '{' && head.find("\"metadata\"") != std::string_view::npos &&
         (head.find("\"initialFen\"") != std::string_view::npos || head.find("\"flipMode\"") != std::string_view::npos);
}

grammar::SourceText read_jieqibox(std::shared_ptr<const grammar::SourceText> file, Diagnostics& out) {
  Made made;
  const Places places(file->text());
  const auto problem = [&](std::size_t at, Severity severity, std::string code, std::string message) {
    Diagnostic d = located(*file, at, severity, std::move(code), std::move(message));
    d.game = 1;
    d.game_kind = GameRules::name;
    out.push_back(std::move(d));
  };
  made.problem = problem;
  json j;
  try {
    j = json::parse(file->text());
  } catch (const json::parse_error& e) {
    problem(e.byte > 0 ? e.byte - 1 : 0, Severity::ERROR, "syntax", tr("this is not well-formed JSON from here on, so it is not a JieqiBox record"));
  }
  made.tag("Variant", "Jieqi", 0);
  const json metadata = j.is_object() && j.contains("metadata") && j["metadata"].is_object() ? j["metadata"] : json::object();
  for (const Field& f : FIELDS) {
    std::string value = string_of(metadata, f.key);
    if (value.empty()) continue;
    // JieqiBox's date is ISO's (2024-01-15); PGN's is 2024.01.15.
    if (f.tag == "Date" && value.size() == 10 && value[4] == '-' && value[7] == '-') value[4] = value[7] = '.';
    made.tag(f.tag, value, places.value_of(f.key, 0));
  }
  // The fields kypho has no tag for, but `currentFen`, which the moves give: kept as tags of their own.
  for (const auto& item : metadata.items()) {
    const std::string& key = item.key();
    if (key != "initialFen" && key != "currentFen" && key != "openingComment" &&
        std::none_of(FIELDS.begin(), FIELDS.end(), [&](const Field& f) { return f.key == key; }))
      made.tag(fmt::format("{}{}", OTHER_FIELD, key), text_of(item.value()), places.value_of(key, 0));
  }
  if (j.is_object())
    for (const auto& item : j.items())
      if (item.key() != "metadata" && item.key() != "moves")
        problem(places.value_of(item.key(), 0), Severity::WARNING, "lossy-conversion",
                msg("the field {field} is not one of a JieqiBox record's (metadata, moves): not kept", arg("field", item.key())));
  if (const std::string fen = string_of(metadata, "initialFen"); !fen.empty()) made.tag("FEN", fen, places.value_of("initialFen", 0) + 1);
  else if (j.is_object())
    problem(places.value_of("metadata", 0), Severity::NOTE, "missing-start",
            tr("the record gives no initialFen: the usual start is read, every piece but the generals face down"));
  made.text += '\n';
  made.comment(string_of(metadata, "openingComment"), places.value_of("openingComment", 0) + 1);

  const json moves = j.is_object() && j.contains("moves") && j["moves"].is_array() ? j["moves"] : json::array();
  std::size_t cursor = places.value_of("moves", 0);
  std::size_t ply = 0;
  std::string not_replayed;  // after an edit of the position: the entries' data, kept as a comment
  std::size_t not_replayed_at = 0;
  std::string fen_before = string_of(metadata, "initialFen");
  std::size_t told_by_fens = 0, first_told_at = 0;
  for (const json& entry : moves) {
    const std::size_t data_at = places.value_of("data", cursor);
    cursor = data_at + 1;
    const std::string type = string_of(entry, "type"), fen_after = string_of(entry, "fen");
    std::string data = string_of(entry, "data");
    if (const auto letter = type == "move" ? reveal_in_fens(data, fen_before, fen_after) : std::nullopt) {
      data += *letter;
      if (told_by_fens++ == 0) first_told_at = data_at + 1;
    }
    if (!fen_after.empty()) fen_before = fen_after;
    if (!not_replayed.empty() || type != "move") {
      if (not_replayed.empty()) {
        not_replayed_at = data_at + 1;
        problem(data_at + 1, Severity::ERROR, "not-checked",
                msg("entry {n} is JieqiBox's '{type}' ({data}), an edit of the position, not a move: the entries after it are not checked",
                    arg("n", ply + 1), quote("type", type), quote("data", data)));
      }
      not_replayed += fmt::format("{}{}", not_replayed.empty() ? "" : " ", data);
      continue;
    }
    if (ply % 2 == 0) made.text += fmt::format("{}. ", ply / 2 + 1);
    made.at(data_at + 1);
    made.text += data;
    const std::string annotation = string_of(entry, "annotation");
    const bool glyph = std::find(ANNOTATIONS.begin(), ANNOTATIONS.end(), annotation) != ANNOTATIONS.end();
    if (glyph) made.text += annotation;
    made.text += ' ';
    // Its other fields (the engine's score, time, depth, nodes; an annotation PGN has no glyph for) are kept in
    // its comment as one `[%jieqibox …]` command, as PGN keeps an engine's words.
    std::string comment = string_of(entry, "comment"), others;
    for (const auto& [key, value] : entry.items())
      if (key != "type" && key != "data" && key != "fen" && key != "comment" && (key != "annotation" || !glyph))
        others += fmt::format(" {}={}", key, value.dump());
    if (!others.empty()) comment += fmt::format("{}[%jieqibox{}]", comment.empty() ? "" : " ", others);
    made.comment(comment, places.value_of("comment", data_at));
    ++ply;
  }
  if (!not_replayed.empty()) made.comment(fmt::format("kypho: not replayed: {}", not_replayed), not_replayed_at);
  if (told_by_fens > 0)
    problem(first_told_at, Severity::NOTE, "missing-reveal",
            msgn("{n} move's data does not say what its face-down piece turned up as; the FEN after it does, and is read",
                 "{n} moves' data do not say what their face-down pieces turned up as; the FEN after each does, and is read", told_by_fens,
                 arg("n", told_by_fens)));
  made.at(places.value_of("result", 0));
  const std::string result = string_of(metadata, "result");
  made.text += fmt::format("\n{}\n", result == "1-0" || result == "0-1" || result == "1/2-1/2" ? result : "*");
  grammar::SourceText src(file->name(), std::move(made.text), file->encoding());
  src.set_origins(std::move(made.origins), std::move(file));
  return src;
}

std::string write_jieqibox(const JieqiRecord& record, std::string_view unreplayed, std::vector<std::string>& lost) {
  json metadata = json::object();
  for (const Field& f : FIELDS)
    if (const std::string* t = record.tag(f.tag)) {
      std::string value = *t;
      if (f.tag == "Date" && value.size() == 10 && value[4] == '.' && value[7] == '.') value[4] = value[7] = '-';
      metadata[std::string(f.key)] = value;
    }
  for (const Tag& t : record.tags)
    if (t.name.starts_with(OTHER_FIELD)) metadata[t.name.substr(OTHER_FIELD.size())] = t.value;
    else if (t.name != "Variant" && t.name != "FEN" && t.name != "Game" &&
             std::none_of(FIELDS.begin(), FIELDS.end(), [&](const Field& f) { return f.tag == t.name; }))
      lost.push_back(msg("the tag {tag} (JieqiBox's metadata has no field for it)", arg("tag", t.name)));
  if (!metadata.contains("result")) metadata["result"] = std::string(result_text(record.result));
  metadata["initialFen"] = record.unread_start.empty() ? write_fen(record.start) : record.unread_start;
  if (const auto& root = record.node(JieqiRecord::ROOT); !root.comment.empty()) metadata["openingComment"] = std::string(record.text(root.comment));
  json moves = json::array();
  Position pos = record.start;
  record.for_each_main_line_node([&](const auto& n) {
    const Move m = n.move;
    std::string data = xiangqi::move_name(m);
    const Color us = pos.side_to_move();
    if (m.reveal != NO_PIECE_TYPE) data += xiangqi::fen_letter(xiangqi::make_piece(us, m.reveal));
    if (m.taken != NO_PIECE_TYPE) data += xiangqi::fen_letter(xiangqi::make_piece(~us, m.taken));
    pos.make(m);
    json entry = {{"type", "move"}, {"data", data}, {"fen", write_fen(pos)}};
    if (!n.comment.empty()) entry["comment"] = std::string(record.text(n.comment));
    if (n.annotation != Annotation::NONE) entry["annotation"] = std::string(annotation_glyph(n.annotation));
    moves.push_back(std::move(entry));
  });
  metadata["currentFen"] = write_fen(pos);
  if (record.has_variations()) lost.push_back(tr("variations: JieqiBox's record holds one line of moves"));
  if (record.has_times()) lost.push_back(tr("the moves' clock times"));
  if (!record.epilogue.empty()) lost.push_back(tr("the epilogue"));
  if (!unreplayed.empty()) lost.push_back(msg("the moves from the first that could not be played on: '{moves}'", quote("moves", unreplayed)));
  return json{{"metadata", metadata}, {"moves", moves}}.dump(2) + "\n";
}

}  // namespace kypho::jieqi
