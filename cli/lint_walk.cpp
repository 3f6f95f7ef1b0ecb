#include "cli/lint_walk.hpp"

#include "cli/archive.hpp"
#include "cli/input.hpp"

#include <fmt/format.h>
#include <fnmatch.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "service/fnv1a.hpp"
#include "service/formats.hpp"
#include "grammar/text/messages.hpp"

namespace kypho::cli {
namespace {

namespace fs = std::filesystem;

// One line of a .kyphoignore, with gitignore's meaning: `!` re-includes, a trailing `/` matches folders
// only, a `/` elsewhere anchors the pattern to the ignore file's folder; otherwise it matches a name at
// any depth below it.
struct IgnoreRule {
  fs::path base;
  std::string pattern;
  bool negated = false, folders_only = false, anchored = false;
};

// False when the folder has an ignore file that cannot be read.
bool read_ignore_file(const fs::path& folder, std::vector<IgnoreRule>& rules) {
  const fs::path path = folder / ".kyphoignore";
  std::ifstream in(path);
  std::error_code ec;
  if (!in) return !fs::exists(fs::symlink_status(path, ec));
  for (std::string line; std::getline(in, line);) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    while (!line.empty() && (line.back() == ' ' || line.back() == '\t')) line.pop_back();
    if (line.empty() || line[0] == '#') continue;
    IgnoreRule r{folder, line};
    if (r.pattern[0] == '!') {
      r.negated = true;
      r.pattern.erase(0, 1);
    }
    if (!r.pattern.empty() && r.pattern.back() == '/') {
      r.folders_only = true;
      r.pattern.pop_back();
    }
    r.anchored = r.pattern.find('/') != std::string::npos;
    if (!r.pattern.empty() && r.pattern[0] == '/') r.pattern.erase(0, 1);
    if (!r.pattern.empty()) rules.push_back(std::move(r));
  }
  return !in.bad();
}

bool ignored(const std::vector<IgnoreRule>& rules, const fs::path& path, bool folder) {
  bool out = false;
  for (const auto& r : rules) {  // the last matching rule decides, as in git
    if (r.folders_only && !folder) continue;
    const std::string subject = r.anchored ? path.lexically_relative(r.base).generic_string() : path.filename().string();
    if (fnmatch(r.pattern.c_str(), subject.c_str(), FNM_PATHNAME) == 0) out = !r.negated;
  }
  return out;
}

struct Walker {
  const WalkOptions& options;
  Walk& w;
  std::size_t seen = 0;  // files in walk order, before sharding

  void take(const std::string& path, std::size_t* counter) {
    const std::size_t index = seen++;
    if (shard_of(path, options.shards) != options.shard) return;
    if (counter) {
      ++*counter;
      return;
    }
    w.files.push_back(path);
    w.order.push_back(index);
    std::error_code ec;
    const auto size = fs::file_size(path, ec);
    w.sizes.push_back(ec ? NO_SIZE : size);
    if (!ec) w.bytes += size;
  }

  // An archive is walked into: its record members are taken as files (`games.zip!/1993/game.xqf`).
  void archive(const std::string& path) {
    ArchiveListing listing = list_archive(path);
    for (const auto& member : listing.records) take(member, nullptr);
    for (std::size_t i = 0; i < listing.others; ++i) take(path + "!/", &w.skipped_other);
    if (!listing.problem.empty() && shard_of(path, options.shards) == options.shard) w.unreadable.emplace_back(path, listing.problem);
  }

  void folder(const fs::path& dir, std::vector<IgnoreRule> rules) {
    // What cannot be read is a problem of the run, said by the one shard its folder falls in.
    const bool says = shard_of(dir.string(), options.shards) == options.shard;
    if (!options.no_ignore && !read_ignore_file(dir, rules) && says)
      w.unreadable.emplace_back((dir / ".kyphoignore").string(), tr("cannot read this ignore file; its folder was walked without its rules"));
    std::vector<fs::directory_entry> entries;
    std::error_code ec;
    for (fs::directory_iterator it(dir, ec); !ec && it != fs::directory_iterator(); it.increment(ec)) entries.push_back(*it);
    if (ec && says) w.unreadable.emplace_back(dir.string(), msg("cannot read this folder: {reason}; its files were not linted", arg("reason", ec.message())));
    std::sort(entries.begin(), entries.end(), [](const auto& a, const auto& b) { return a.path().native() < b.path().native(); });
    for (const auto& e : entries) {
      const std::string name = e.path().filename().string();
      const bool is_folder = e.is_directory(ec);
      if (!options.hidden && name.starts_with('.')) {
        take(e.path().string(), &w.skipped_hidden);
        continue;
      }
      if (ignored(rules, e.path(), is_folder)) {
        take(e.path().string(), &w.skipped_ignored);
        continue;
      }
      if (is_folder) folder(e.path(), rules);
      else if (e.is_regular_file(ec) && is_archive_name(e.path().string())) archive(e.path().string());
      else if (e.is_regular_file(ec) && service::is_record_file_name(e.path().string())) take(e.path().string(), nullptr);
      else take(e.path().string(), &w.skipped_other);
    }
  }
};

}  // namespace

std::uint32_t shard_of(const std::string& path, std::uint32_t shards) {
  service::Fnv1a h;
  h.add(path.data(), path.size());
  return shards <= 1 ? 0 : std::uint32_t(h.value % shards);
}

Walk walk(const std::vector<std::string>& paths, const WalkOptions& options) {
  Walk w;
  Walker walker{options, w};
  for (const auto& path : paths) {
    std::error_code ec;
    if (path != "-" && fs::is_directory(path, ec)) walker.folder(path, {});
    else if (path != "-" && !fs::exists(path, ec)) w.missing.push_back(path);
    else if (is_archive_name(path)) walker.archive(path);
    else walker.take(path, nullptr);
  }
  return w;
}

}  // namespace kypho::cli
