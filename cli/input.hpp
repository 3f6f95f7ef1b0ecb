// Reading one input (a file or `-` for standard input) and deciding its format.
#pragma once

#include <optional>
#include <string>

#include "cli/options.hpp"
#include "converters/diagnostic.hpp"
#include "grammar/shogi_parse.hpp"
#include "grammar/source.hpp"
#include "grammar/xiangqi_record_parse.hpp"

namespace kypho::cli {

// Reads and decodes; problems (missing file, undecodable bytes) are added to `out`. `fallback` is the
// legacy encoding the format implies.
std::optional<grammar::SourceText> read_input(const std::string& path, const GlobalOptions& g, std::string_view fallback,
                                              Diagnostics& out);

// The format name from --from, else from the file's extension; empty when neither says.
std::string input_format(const std::string& path, const GlobalOptions& g);

// The notation of a xiangqi record format name (pgn and unknown: decided per game), or nothing.
std::optional<grammar::xiangqi::MoveNotation> record_notation(const std::string& format);

// The encoding a format's files were written in before UTF-8: GB18030 for Chinese xiangqi records,
// CP1258 for Vietnamese ones, CP932 for KIF.
std::string_view legacy_encoding(const std::string& format);

// The shogi record format a format name stands for, or nothing.
std::optional<grammar::shogi::Format> shogi_record_format(const std::string& format);

// Whether a text of unnamed format is the Vietnamese position shorthand ("Bên trắng: …").
bool starts_like_vn_position(std::string_view text);

}  // namespace kypho::cli
