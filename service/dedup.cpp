#include "service/dedup.hpp"

#include <fmt/format.h>

#include <unordered_map>

#include <nlohmann/json.hpp>

#include "converters/common/json_line.hpp"
#include "grammar/text/messages.hpp"

namespace kypho::service {
namespace {

class MemoryTable final : public DedupTable {
 public:
  std::optional<Seen> find_or_add(const Fingerprint& f, std::string_view file, std::uint32_t game) override {
    const auto [it, first] = seen_.try_emplace(Key{f.start, f.moves, f.plies}, Seen{std::string(file), game, f.tags});
    if (first) return std::nullopt;
    return it->second;
  }

 private:
  struct Key {
    std::uint64_t start, moves;
    std::uint32_t plies;
    bool operator==(const Key&) const = default;
  };
  struct Hash {
    std::size_t operator()(const Key& k) const { return std::size_t(fingerprint_hash(k.start, k.moves, k.plies)); }
  };
  std::unordered_map<Key, Seen, Hash> seen_;
};

}  // namespace

std::unique_ptr<DedupTable> memory_dedup_table() { return std::make_unique<MemoryTable>(); }

std::uint64_t fingerprint_hash(std::uint64_t start, std::uint64_t moves, std::uint32_t plies) {
  std::uint64_t h = start ^ (moves * 0x9E3779B97F4A7C15ULL) ^ (std::uint64_t(plies) << 32);
  h ^= h >> 29;
  return h * 0xBF58476D1CE4E5B9ULL;
}

std::string fingerprint_key(const Fingerprint& f) { return fmt::format("{:016x}{:016x}{:x}", f.start, f.moves, f.plies); }

std::string fingerprint_json(const Fingerprint& f, std::string_view file, std::uint32_t game, std::size_t order) {
  nlohmann::ordered_json j;
  j["type"] = "fingerprint";
  j["file"] = file;
  j["game"] = game;
  j["order"] = order;
  j["key"] = fingerprint_key(f);
  return json_line(j);
}

Deduplicator::Deduplicator(std::unique_ptr<DedupTable> table, std::string table_name)
    : table_(std::move(table)), table_name_(std::move(table_name)) {}

void Deduplicator::check(GameReport& g, std::string_view file, std::uint32_t game) {
  std::optional<DedupTable::Seen> earlier;
  try {
    earlier = table_->find_or_add(g.fingerprint, file, game);
  } catch (const std::exception& e) {
    // The table's storage failed (a full disk): said once, and the run goes on with a table in memory.
    g.diagnostics.push_back(unlocated(table_name_, Severity::ERROR, "io-error",
                                      msg("{reason}; duplicates from here on are looked for among this run's games only", arg("reason", e.what()))));
    table_ = memory_dedup_table();
    earlier = table_->find_or_add(g.fingerprint, file, game);
  }
  if (!earlier) return;
  Diagnostic d = unlocated(std::string(file), Severity::WARNING, "duplicate-game",
                           msg("game {game} repeats {file} game {earlier}{run}: the same {n} moves from the same start{headers}", arg("game", game),
                               arg("file", earlier->file), arg("earlier", earlier->game),
                               arg("run", earlier->earlier_run ? tr(" (seen by an earlier run, in the dedup table)") : std::string()),
                               arg("n", g.fingerprint.plies),
                               arg("headers", earlier->tags == g.fingerprint.tags ? tr(", and the same headers") : tr(", under other headers"))));
  d.game = g.outcome.game;
  g.diagnostics.push_back(std::move(d));
}

}  // namespace kypho::service
