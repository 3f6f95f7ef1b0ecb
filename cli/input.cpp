#include "cli/input.hpp"

#include <fmt/format.h>
#include <sys/stat.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>
#include <type_traits>
#include "cli/archive.hpp"
#include "grammar/text/messages.hpp"

namespace kypho::cli {
namespace {

// The bytes of `path` (standard input for `-`), or nothing with the reason said.
std::optional<ReadBytes> open_bytes(const std::string& path, const std::string& name, Diagnostics& out) {
  if (const auto member = member_of(path)) return open_member(member->first, member->second, name, out);
  std::shared_ptr<std::FILE> file;
  if (path == "-") {
    file = std::shared_ptr<std::FILE>(stdin, [](std::FILE*) {});
  } else {
    struct stat info {};
    if (::stat(path.c_str(), &info) == 0 && S_ISDIR(info.st_mode)) {
      out.push_back(unlocated(name, Severity::ERROR, "io-error", tr("is a directory; name the record files in it")));
      return std::nullopt;
    }
    file = std::shared_ptr<std::FILE>(std::fopen(path.c_str(), "rb"), [](std::FILE* f) {
      if (f) std::fclose(f);
    });
    if (!file) {
      out.push_back(unlocated(name, Severity::ERROR, "io-error", msg("cannot open: {reason}", arg("reason", std::strerror(errno)))));
      return std::nullopt;
    }
  }
  return ReadBytes([file](char* into, std::size_t size) -> std::ptrdiff_t {
    const std::size_t n = std::fread(into, 1, size, file.get());
    return n == 0 && std::ferror(file.get()) ? -1 : std::ptrdiff_t(n);
  });
}

}  // namespace

std::string input_name(const std::string& path) { return path == "-" ? "<stdin>" : path; }

SourceOptions source_options(const GlobalOptions& g) { return {g.from, g.encoding, g.game, g.rules}; }

namespace {

// `open(name, path for its extension, bytes, options)` on the file, when the options can open anything and
// the file opens; nothing otherwise, said in `out`.
template <typename Open, typename Opened = std::invoke_result_t<Open, const std::string&, std::string_view, ReadBytes, const SourceOptions&>>
Opened open_with(const std::string& path, const GlobalOptions& g, Diagnostics& out, OpenFailure& why, Open open) {
  const std::string name = input_name(path);
  why = OpenFailure::USAGE;
  if (!options_usable(name, source_options(g), out)) return std::nullopt;
  auto read = open_bytes(path, name, out);
  if (!read) {
    // A file that is not there is the command's mistake; a member that cannot be read is the archive's.
    if (member_of(path)) why = OpenFailure::UNREADABLE;
    return std::nullopt;
  }
  return open(name, path == "-" ? std::string_view() : std::string_view(path), std::move(*read), source_options(g));
}

}  // namespace

std::optional<InputStream> open_stream(const std::string& path, const GlobalOptions& g, Diagnostics& out, OpenFailure& why,
                                       std::size_t unit_size) {
  return open_with(path, g, out, why, [&](const std::string& name, std::string_view at, ReadBytes read, const SourceOptions& options) {
    return service::open_stream(name, at, std::move(read), options, out, why, unit_size);
  });
}

std::optional<Input> open_input(const std::string& path, const GlobalOptions& g, Diagnostics& out, OpenFailure& why) {
  return open_with(path, g, out, why, [&](const std::string& name, std::string_view at, ReadBytes read, const SourceOptions& options) {
    return service::open_input(name, at, std::move(read), options, out, why);
  });
}

}  // namespace kypho::cli
