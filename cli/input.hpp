// Reading one input (a file or `-` for standard input) and deciding its format.
#pragma once

#include <optional>
#include <string>

#include "cli/options.hpp"
#include "converters/diagnostic.hpp"
#include "grammar/source.hpp"

namespace kypho::cli {

// Reads and decodes; problems (missing file, undecodable bytes) are added to `out`. `fallback` is the
// legacy encoding the format implies.
std::optional<grammar::SourceText> read_input(const std::string& path, const GlobalOptions& g, std::string_view fallback,
                                              Diagnostics& out);

// The format name from --from, else from the file's extension; empty when neither says.
std::string input_format(const std::string& path, const GlobalOptions& g);

}  // namespace kypho::cli
