// Validating one input: every game of it replayed, its diagnostics and outcomes reported. Shared by
// validate and lint.
#pragma once

#include "cli/input.hpp"
#include "cli/report.hpp"

namespace kypho::cli {

void validate_input(const Input& in, Reporter& report);

}  // namespace kypho::cli
