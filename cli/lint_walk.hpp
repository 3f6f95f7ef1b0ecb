// Which files a lint run reads: named files always; folders walked in name order, leaving out hidden
// entries, files of no record extension and what a `.kyphoignore` (gitignore patterns) names, as ripgrep
// leaves out what it should not search. What is left out is counted, never dropped silently.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace kypho::cli {

struct WalkOptions {
  bool hidden = false;     // walk hidden files and folders too
  bool no_ignore = false;  // read no .kyphoignore
  std::uint32_t shard = 0, shards = 1;  // keep the files whose path hash is `shard` modulo `shards`
};

struct Walk {
  std::vector<std::string> files;
  std::vector<std::size_t> order;  // each file's place in the walk before sharding, the same in every shard
  std::size_t skipped_hidden = 0, skipped_ignored = 0;
  std::size_t skipped_other = 0;  // files of no record extension, and what is not a file (a socket, a broken link)
  std::vector<std::string> missing;
  std::vector<std::pair<std::string, std::string>> unreadable;  // a folder or an ignore file, and what could not be read
  std::uint64_t bytes = 0;  // the files' sizes, for the progress line
  // Each file's size, as the walk found it (NO_SIZE where it could not: an archive's member, standard input):
  // the pipeline chooses by it how to split the work, and a second look at every file was a serial start of
  // a run over a folder of thousands.
  std::vector<std::uintmax_t> sizes;
};

Walk walk(const std::vector<std::string>& paths, const WalkOptions& options);

// The shard a path belongs to: FNV-1a of its bytes, so the same on every machine and every run.
std::uint32_t shard_of(const std::string& path, std::uint32_t shards);

}  // namespace kypho::cli
