#include "cli/input.hpp"

#include <fmt/format.h>
#include <sys/stat.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>

namespace kypho::cli {
namespace {

// The bytes of `path` (standard input for `-`), or nothing with the reason said.
std::optional<ReadBytes> open_bytes(const std::string& path, const std::string& name, Diagnostics& out) {
  std::shared_ptr<std::FILE> file;
  if (path == "-") {
    file = std::shared_ptr<std::FILE>(stdin, [](std::FILE*) {});
  } else {
    struct stat info {};
    if (::stat(path.c_str(), &info) == 0 && S_ISDIR(info.st_mode)) {
      out.push_back(unlocated(name, Severity::ERROR, "io-error", "is a directory; name the record files in it"));
      return std::nullopt;
    }
    file = std::shared_ptr<std::FILE>(std::fopen(path.c_str(), "rb"), [](std::FILE* f) {
      if (f) std::fclose(f);
    });
    if (!file) {
      out.push_back(unlocated(name, Severity::ERROR, "io-error", fmt::format("cannot open: {}", std::strerror(errno))));
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

std::optional<InputStream> open_stream(const std::string& path, const GlobalOptions& g, Diagnostics& out, OpenFailure& why,
                                       std::size_t unit_size) {
  const std::string name = input_name(path);
  why = OpenFailure::USAGE;
  if (!options_usable(name, source_options(g), out)) return std::nullopt;
  auto read = open_bytes(path, name, out);
  if (!read) return std::nullopt;
  return service::open_stream(name, path == "-" ? std::string_view() : std::string_view(path), std::move(*read), source_options(g), out,
                              why, unit_size);
}

std::optional<Input> open_input(const std::string& path, const GlobalOptions& g, Diagnostics& out, OpenFailure& why) {
  const std::string name = input_name(path);
  why = OpenFailure::USAGE;
  if (!options_usable(name, source_options(g), out)) return std::nullopt;
  auto read = open_bytes(path, name, out);
  if (!read) return std::nullopt;
  return service::open_input(name, path == "-" ? std::string_view() : std::string_view(path), std::move(*read), source_options(g), out,
                             why);
}

}  // namespace kypho::cli
