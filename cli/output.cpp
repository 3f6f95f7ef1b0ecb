#include "cli/output.hpp"

#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include "grammar/text/messages.hpp"

namespace kypho::cli {
namespace {

// A file rewritten in place keeps its permissions; a new one gets what the user's umask gives.
mode_t mode_for(const std::string& path) {
  struct stat old {};
  if (::stat(path.c_str(), &old) == 0) return old.st_mode & 07777;
  const mode_t mask = ::umask(0);
  ::umask(mask);
  return 0666 & ~mask;
}

}  // namespace

std::optional<std::string> write_output(const std::string& path, const std::string& text) {
  if (path == "-") {
    if (std::fwrite(text.data(), 1, text.size(), stdout) != text.size()) return tr("cannot write to standard output");
    return std::nullopt;
  }
  std::string temp = path + ".kypho-XXXXXX";
  const int fd = ::mkstemp(temp.data());
  if (fd < 0) return msg("cannot create a file beside {file}: {reason}", arg("file", path), arg("reason", std::strerror(errno)));
  std::size_t done = 0;
  while (done < text.size()) {
    const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    done += std::size_t(n);
  }
  const int saved = errno;
  const bool ok = done == text.size() && ::fchmod(fd, mode_for(path)) == 0 && ::fsync(fd) == 0;
  ::close(fd);
  if (!ok || std::rename(temp.c_str(), path.c_str()) != 0) {
    const int reason = ok ? errno : saved;
    std::remove(temp.c_str());
    return msg("cannot write {file}: {reason}", arg("file", path), arg("reason", std::strerror(reason ? reason : EIO)));
  }
  return std::nullopt;
}

bool is_per_game_output(const std::string& output) {
  if (output == "-") return false;
  if (output.find("{n}") != std::string::npos || output.ends_with('/')) return true;
  std::error_code ec;
  return std::filesystem::is_directory(output, ec);
}

std::string per_game_path(const std::string& output, const std::string& input, std::uint32_t index, std::string_view ext) {
  if (const auto at = output.find("{n}"); at != std::string::npos)
    return output.substr(0, at) + std::to_string(index) + output.substr(at + 3);
  const std::string stem = input == "-" ? "game" : std::filesystem::path(input).stem().string();
  std::filesystem::path dir(output);
  return (dir / fmt::format("{}-{}.{}", stem, index, ext)).string();
}

}  // namespace kypho::cli
