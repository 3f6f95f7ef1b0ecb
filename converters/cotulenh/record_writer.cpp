#include "converters/common/choices.hpp"
#include "converters/cotulenh/record_writer.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>

#include "converters/cotulenh/ctl.hpp"
#include "converters/cotulenh/fen.hpp"
#include "converters/cotulenh/notation.hpp"
#include "converters/common/movetext_writer.hpp"
#include "grammar/text/messages.hpp"

namespace kypho::cotulenh {
namespace {

// @cotulenh/core's tag order: its seven-tag roster, then its supplemental tags.
constexpr std::array<std::string_view, 14> TAG_ORDER = {"Event", "Site",  "Date",        "Round", "Red", "Blue",        "Result",
                                                        "RedElo", "BlueElo", "TimeControl", "SetUp", "FEN", "Termination", "Annotator"};
constexpr std::array<std::string_view, 7> ROSTER_DEFAULTS = {"?", "?", "????.??.??", "?", "?", "?", "*"};

}  // namespace

namespace {

// Tags in @cotulenh/core's order, the start when it is not the standard one, the rule profile when it is
// not @cotulenh/core's (or the record named it), then the movetext with `move_text` for each turn.
template <typename MoveText>
std::string write_layout(const CotulenhRecord& record, std::string_view unreplayed, bool name_rules, const MovetextStyle& style, MoveText move_text) {
  std::vector<Tag> tags = record.tags;
  const auto set = [&tags](std::string_view name, std::string value) {
    const auto it = std::find_if(tags.begin(), tags.end(), [&](const Tag& t) { return t.name == name; });
    if (it != tags.end()) it->value = std::move(value);
    else tags.push_back({std::string(name), std::move(value)});
  };
  const auto erase = [&tags](std::string_view name) {
    tags.erase(std::remove_if(tags.begin(), tags.end(), [&](const Tag& t) { return t.name == name; }), tags.end());
  };
  // The start is the record's, whatever its tags said (@cotulenh/core's own [FEN] is where the game ended).
  const std::string fen = record.unread_start.empty() ? write_fen(record.start) : record.unread_start;
  if (fen != write_fen(Position::start(record.start.profile()))) {
    set("SetUp", "1");
    set("FEN", fen);
  } else {
    erase("SetUp");
    erase("FEN");
  }
  if (name_rules || record.tag("Rules")) set("Rules", std::string(record.start.profile().name));
  if (record.result != Result::UNKNOWN || !record.tag("Result")) set("Result", std::string(result_text(record.result)));
  std::string out;
  for (std::size_t i = 0; i < TAG_ORDER.size(); ++i) {
    const auto it = std::find_if(tags.begin(), tags.end(), [&](const Tag& t) { return t.name == TAG_ORDER[i]; });
    if (it != tags.end()) write_tag(out, it->name, it->value);
    else if (i < ROSTER_DEFAULTS.size()) write_tag(out, TAG_ORDER[i], ROSTER_DEFAULTS[i]);
  }
  for (const Tag& t : tags)
    if (std::find(TAG_ORDER.begin(), TAG_ORDER.end(), t.name) == TAG_ORDER.end()) write_tag(out, t.name, t.value);
  out += '\n';
  MovetextWriter(record, style, move_text, out).write(unreplayed);
  return out;
}

}  // namespace

std::string write_pgn(const CotulenhRecord& record, std::string_view unreplayed) {
  const bool theirs = &record.start.profile() == &cotulenh_profile();
  return write_layout(record, unreplayed, !theirs, MovetextStyle{}, [](Position pos, const Turn& t) { return san(pos, t); });
}

std::string write_ctl(const CotulenhRecord& record, std::string_view unreplayed) {
  const std::string* letters_tag = record.tag("Letters");
  const LetterSet letters = letters_tag ? letter_set_named(*letters_tag).value_or(LetterSet::SEED) : LetterSet::SEED;
  MovetextStyle style;
  style.glyph = seed_judgement;
  return write_layout(record, unreplayed, true, style, [letters](Position pos, const Turn& t) { return ctl(pos, t, letters); });
}

std::string write_fen_per_ply(const CotulenhRecord& record) {
  if (!record.unread_start.empty()) return record.unread_start + "\n";
  Position pos = record.start;
  std::string out = write_fen(pos) + "\n";
  record.for_each_main_line_node([&](const auto& node) {
    pos.make(node.move);
    out += write_fen(pos) + "\n";
  });
  return out;
}

std::vector<std::string> lost_in_fen_per_ply(const CotulenhRecord& record, std::string_view unreplayed) {
  std::vector<std::string> lost;
  // A FEN file is read by @cotulenh/core's rules unless told: a game of other rules must say so to read back.
  if (&record.start.profile() != &cotulenh_profile())
    lost.push_back(msg("the rules {rules} (a FEN does not say them: read the file back with {option} {rules})", arg("rules", record.start.profile().name),
                       arg("option", choice_name(Choice::RULES))));
  if (!record.tags.empty()) lost.push_back(msgn("{n} tag", "{n} tags", record.tags.size(), arg("n", record.tags.size())));
  std::size_t comments = 0, variations = 0, annotations = 0;
  for (std::uint32_t i = 0; i < record.node_count(); ++i) {
    const auto& n = record.node(i);
    comments += !n.comment.empty();
    annotations += n.annotation != Annotation::NONE;
    variations += i != CotulenhRecord::ROOT && n.next_sibling != NO_NODE;
  }
  if (comments) lost.push_back(msgn("{n} comment", "{n} comments", comments, arg("n", comments)));
  if (annotations) lost.push_back(msgn("{n} annotation", "{n} annotations", annotations, arg("n", annotations)));
  if (variations) lost.push_back(msgn("{n} variation", "{n} variations", variations, arg("n", variations)));
  if (record.result != Result::UNKNOWN) lost.push_back(msg("the result {result}", arg("result", result_text(record.result))));
  if (!record.epilogue.empty()) lost.push_back(tr("the epilogue"));
  if (!unreplayed.empty()) lost.push_back(msg("the turns not replayed: {turns}", arg("turns", unreplayed)));
  return lost;
}

}  // namespace kypho::cotulenh
