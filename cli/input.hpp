// The command line's inputs: a path, or `-` for standard input, opened here and read through the service's
// sources (service/source.hpp), which tell their encoding, format and game.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "cli/options.hpp"
#include "service/source.hpp"

namespace kypho::cli {

// A file's size where it is not known (standard input, an archive's member).
constexpr std::uintmax_t NO_SIZE = ~std::uintmax_t(0);

// How an input is named in diagnostics: its path, or <stdin> for `-`.
std::string input_name(const std::string& path);

// What the global options say of every source.
SourceOptions source_options(const GlobalOptions& g);

// A file or standard input, as service::open_stream reads it; a path that cannot be opened (missing, a
// directory) is a usage problem, said in `out`.
std::optional<InputStream> open_stream(const std::string& path, const GlobalOptions& g, Diagnostics& out, OpenFailure& why,
                                       std::size_t unit_size = 256 * 1024);

// A file or standard input whole, as service::open_input reads it.
std::optional<Input> open_input(const std::string& path, const GlobalOptions& g, Diagnostics& out, OpenFailure& why);

}  // namespace kypho::cli
