#include "cli/lint_config.hpp"

#include <fmt/format.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <optional>
#include <sstream>
#include "grammar/text/messages.hpp"

namespace kypho::cli {
namespace fs = std::filesystem;
namespace {

// A kypho.toml's text, or nothing, said in `out`, when it cannot be read.
std::optional<std::string> file_text(const std::string& path, Diagnostics& out) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  if (in) text << in.rdbuf();
  if (!in || in.bad()) {
    out.push_back(unlocated(path, Severity::ERROR, "config", msg("cannot read: {reason}", arg("reason", std::strerror(errno)))));
    return std::nullopt;
  }
  return text.str();
}

}  // namespace

PolicyFinder::PolicyFinder(std::map<std::string, Level, std::less<>> command_line, std::string config)
    : command_line_(std::move(command_line)), config_(std::move(config)) {}

const LintPolicy* PolicyFinder::policy_for(const std::string& file, Diagnostics& out) {
  std::string toml = config_;
  if (toml.empty() && file != "-") {
    // The nearest kypho.toml in the file's folder or above it, remembered per folder.
    // Symbolic links are resolved as far as the path exists; where that fails, the path as written is used.
    // The files of one folder come together: resolving links once per folder, not per file.
    const fs::path written_folder = fs::absolute(fs::path(file)).parent_path();
    if (written_folder != last_written_folder_) {
      std::error_code ec;
      const fs::path resolved = fs::weakly_canonical(written_folder, ec);
      last_written_folder_ = written_folder;
      last_folder_ = ec ? written_folder : resolved;
    }
    const fs::path& folder = last_folder_;
    std::error_code ec;
    std::vector<std::string> asked;
    for (fs::path at = folder;; at = at.parent_path()) {
      const auto known = toml_of_folder_.find(at.string());
      if (known != toml_of_folder_.end()) {
        toml = known->second;
        break;
      }
      asked.push_back(at.string());
      if (fs::is_regular_file(at / "kypho.toml", ec)) {
        toml = (at / "kypho.toml").string();
        break;
      }
      if (at == at.parent_path()) break;
    }
    for (const auto& a : asked) toml_of_folder_[a] = toml;
  }
  return load(toml, out);
}

const LintPolicy* PolicyFinder::load(const std::string& toml, Diagnostics& out) {
  if (const auto it = by_toml_.find(toml); it != by_toml_.end()) return it->second.get();
  auto policy = std::make_unique<LintPolicy>();
  policy->source = toml;
  bool ok = true;
  if (!toml.empty()) {
    const auto text = file_text(toml, out);
    ok = text && read_lint_config(toml, *text, *policy, out);
  }
  for (const auto& [code, level] : command_line_) policy->levels[code] = level;
  auto& slot = by_toml_[toml];
  if (ok) slot = std::move(policy);
  return slot.get();
}

std::vector<std::string> PolicyFinder::sources() const {
  std::vector<std::string> read;
  for (const auto& [toml, policy] : by_toml_)
    if (!toml.empty() && policy) read.push_back(toml);
  return read;
}

}  // namespace kypho::cli
