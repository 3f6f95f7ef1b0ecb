// Archives (zip, rar, 7z, tar and its compressed forms) read without unpacking, with libarchive. A member is
// named `games.zip!/1993/game.xqf` and is read wherever a file can be: validate, lint, convert, show, diff.
// Its bytes are bounded (a zip bomb is one diagnostic, not a full disk or memory), an encrypted member is
// refused with a diagnostic, and a member name in a legacy encoding (GBK, Shift_JIS) is decoded as a file's
// text is.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "converters/common/diagnostic.hpp"
#include "service/units.hpp"

namespace kypho::cli {

// Whether the name is an archive's (by its extension).
bool is_archive_name(const std::string& path);

// "games.zip!/1993/game.xqf" as the archive and the member's name; nothing for a plain path.
std::optional<std::pair<std::string, std::string>> member_of(const std::string& path);

struct ArchiveListing {
  std::vector<std::string> records;  // member paths of the record files, in the archive's order
  std::size_t others = 0;            // members that are no record files (or folders)
  std::string problem;               // why it could not be read to its end; what was listed is kept
};
ArchiveListing list_archive(const std::string& archive);

// The bytes of a member, read from its archive; nothing, said in `out` as about `name`, when it cannot be.
std::optional<service::ReadBytes> open_member(const std::string& archive, const std::string& member, const std::string& name, Diagnostics& out);

}  // namespace kypho::cli
