// lint --dedup: the games a run has seen, by fingerprint (the moves from their start, whatever the headers),
// and the warning a game gets when it repeats an earlier one. Where the table lives is the front end's: in
// memory here; the command line also keeps one in a file (cli/dedup_table_file.*).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "service/validate.hpp"

namespace kypho::service {

class DedupTable {
 public:
  struct Seen {
    std::string file;
    std::uint32_t game = 0;
    std::uint64_t tags = 0;
    bool earlier_run = false;  // recorded in the table by another run
  };
  virtual ~DedupTable() = default;
  // The first game with `f`'s moves from its start, when there was one; otherwise this one becomes it. May
  // throw when the table's storage fails.
  virtual std::optional<Seen> find_or_add(const Fingerprint& f, std::string_view file, std::uint32_t game) = 0;
  // Games the table held before this run.
  virtual std::uint64_t earlier_games() const { return 0; }
};

std::unique_ptr<DedupTable> memory_dedup_table();

// Where a fingerprint is looked up in a hash table.
std::uint64_t fingerprint_hash(std::uint64_t start, std::uint64_t moves, std::uint32_t plies);

// A game's fingerprint as text (the key of lint's fingerprint lines, which --merge compares across shards),
// and that JSON line: the game `game` of `file`, the source at `order` in the run.
std::string fingerprint_key(const Fingerprint& f);
std::string fingerprint_json(const Fingerprint& f, std::string_view file, std::uint32_t game, std::size_t order);

class Deduplicator {
 public:
  // `table_name`: what diagnostics call the table when its storage fails.
  Deduplicator(std::unique_ptr<DedupTable> table, std::string table_name);
  // Adds a duplicate-game warning to `g` (the game `game` of `file`) when an earlier game has its moves. When
  // the table fails, it says so once and goes on with a table in memory.
  void check(GameReport& g, std::string_view file, std::uint32_t game);

 private:
  std::unique_ptr<DedupTable> table_;
  std::string table_name_;
};

}  // namespace kypho::service
