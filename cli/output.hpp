// Where a verb's output goes: standard output, one file, or one file per game. Files are written beside
// their target and renamed into place, so that a failed or interrupted run leaves every file as it was.
#pragma once

#include <optional>
#include <string>

namespace kypho::cli {

// Writes `text` to `path` ("-": standard output). On failure returns the reason and `path` is untouched.
std::optional<std::string> write_output(const std::string& path, const std::string& text);

// Whether -o names one file per game: a pattern with `{n}`, a folder (an existing one, or a name ending in '/').
bool is_per_game_output(const std::string& output);

// The file game `index` goes to: `{n}` replaced by the number, or `<input stem>-<n>.<ext>` in the folder.
std::string per_game_path(const std::string& output, const std::string& input, std::uint32_t index, std::string_view ext);

}  // namespace kypho::cli
