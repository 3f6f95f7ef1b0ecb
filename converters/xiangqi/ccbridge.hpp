// CCBridge (象棋桥): a record's header fields, which its binary record (.cbr, and each record of a .cbl
// library) keeps at fixed places in UTF-16LE and its XML record (.cbf) as elements of <Head> — one table
// for both, and the tags kypho reads them into: PGN's and XQF's names where those have one (Title, Event,
// Red, TimeControl, Annotator, Author), the CBF element's name otherwise, so a conversion keeps each.
// The layout is ../shared/spec/xiangqi.md's, after pikaboard's docs/ccbridge-format.md (checked there
// against 248 games) and the corpus's samples.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "converters/xiangqi/move_tree.hpp"

namespace kypho::xiangqi {

struct CcbridgeField {
  std::size_t at, size;      // in a binary record; size 0: a field only CBF has
  std::string_view element;  // in CBF's <Head>; empty: a field only the binary record has
  std::string_view tag;
};

// clang-format off
constexpr CcbridgeField CCBRIDGE_FIELDS[] = {
  {180,  128, "Name",           "Title"},
  {52,   128, "URL",            "URL"},
  {564,  64,  "From",           "From"},
  {308,  256, "",               "Category"},
  {628,  64,  "ContestType",    "ContestType"},
  {692,  64,  "Contest",        "Event"},
  {756,  64,  "Round",          "Round"},
  {820,  32,  "Group",          "Group"},
  {852,  32,  "Table",          "Table"},
  {884,  64,  "Date",           "Date"},
  {948,  64,  "Site",           "Site"},
  {1012, 64,  "TimeRule",       "TimeControl"},
  {1076, 64,  "Red",            "Red"},
  {1140, 64,  "RedTeam",        "RedTeam"},
  {1204, 64,  "RedTime",        "RedTime"},
  {1268, 32,  "RedRating",      "RedRating"},
  {1300, 64,  "Black",          "Black"},
  {1364, 64,  "BlackTeam",      "BlackTeam"},
  {1428, 64,  "BlackTime",      "BlackTime"},
  {1492, 32,  "BlackRating",    "BlackRating"},
  {1524, 64,  "Referee",        "Referee"},
  {1588, 64,  "Recorder",       "Recorder"},
  {1652, 64,  "Commentator",    "Annotator"},
  {1716, 64,  "CommentatorURL", "AnnotatorURL"},
  {1780, 64,  "Creator",        "Author"},
  {1844, 64,  "CreatorURL",     "AuthorURL"},
  {1908, 40,  "DateCreated",    "DateCreated"},
  {1972, 40,  "DateModified",   "DateModified"},
  {2044, 32,  "RecordKind",     "RecordKind"},
  {2080, 32,  "ResultType",     "ResultType"},
  {0,    0,   "ECCO",           "ECCO"},
};
// clang-format on

// The result CCBridge's number `written` means (the binary record's byte 2076, CBF's <RecordResult>): 0 unknown,
// 1 Red wins, 2 Black wins, 3 a draw, 4 several (its lines end differently). Several, and what is no such
// number, are read as unknown, and said at `at` (a `code` warning for no such number).
std::string_view ccbridge_result(std::string_view written, std::uint64_t at, std::string_view code, const TreeProblem& problem);

}  // namespace kypho::xiangqi
