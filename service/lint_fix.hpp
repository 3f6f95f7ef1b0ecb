// lint --fix and --diff, without the files: the fixes of a source's shown diagnostics applied unit by unit, in
// the source's own encoding and line endings (only the edited bytes change), and the unified diff of the
// change. What the new bytes are written into (a temporary file renamed over the original, a download) is the
// front end's.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "converters/common/diagnostic.hpp"
#include "service/validate.hpp"

namespace kypho::service {

// The edits lint would make in a unit: the fixes of its games' diagnostics, but none in a game that could not
// be read whole (kept byte for byte); in a game read whole, the moves replayed before an illegal one are fixed
// like any other.
std::vector<Edit> unit_fixes(const UnitReport& unit);

class SourceFix {
 public:
  // `name` as diagnostics call the source; `opening`: what opening it found (an encoding guessed in doubt leaves
  // it as it was); `byte_order_mark`: the bytes before its first unit; `diff`: whether to build the diff.
  SourceFix(std::string name, const Diagnostics& opening, std::string byte_order_mark, bool diff);
  SourceFix(const SourceFix&) = delete;
  SourceFix& operator=(const SourceFix&) = delete;
  ~SourceFix();

  // The unit with `edits` (offsets in its text) made: the bytes it becomes in the new version (its old ones when
  // nothing changes, after the byte-order mark for the first unit). What cannot be written back is said at finish.
  std::string unit(const UnitReport& unit, std::vector<Edit> edits);
  // The front end could not keep the new version (a full disk): the source stays as it was.
  void fail(std::string why);
  // Whether the new version can still replace the source.
  bool usable() const;

  struct Outcome {
    std::uint64_t edits = 0;  // made; 0 when nothing changes
    std::string why_not;      // set when the source must stay as it was
    std::string diff;         // with `diff`: the unified diff, headed by the source's name
  };
  Outcome finish(const Diagnostics& source_diagnostics);

 private:
  struct State;
  std::unique_ptr<State> state_;
};

// The warning a source left as it was gets, saying why.
Diagnostic not_fixed(const std::string& name, const std::string& why);

}  // namespace kypho::service
