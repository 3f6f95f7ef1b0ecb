#include "cli/lint_policy.hpp"

#include <fmt/format.h>

#include <filesystem>
#include <fstream>
#include <toml++/toml.h>

#include "converters/common/codes.hpp"

namespace kypho::cli {
namespace fs = std::filesystem;

namespace {

// A configuration problem at its place, with its line for the caret.
Diagnostic config_error(const std::string& toml, const toml::source_position& where, std::string message) {
  Diagnostic d = unlocated(toml, Severity::ERROR, "config", std::move(message));
  d.line = where.line;
  d.col = where.column;
  std::ifstream in(toml);
  for (std::uint32_t n = 0; n < d.line && std::getline(in, d.source_line); ++n) {
  }
  return d;
}

}  // namespace

LintPolicy::Verdict LintPolicy::apply(Diagnostic& d) const {
  const CodeInfo* info = find_code(d.code);
  if (!info || info->kind != CodeKind::STYLE) return Verdict::SHOW;
  const auto it = levels.find(d.code);
  if (it == levels.end()) return info->level == DefaultLevel::ALLOW ? Verdict::OFF_BY_DEFAULT : Verdict::SHOW;
  switch (it->second) {
    case Level::ALLOW: return Verdict::ALLOWED;
    case Level::WARN: d.severity = Severity::WARNING; break;
    case Level::DENY: d.severity = Severity::ERROR; break;
  }
  return Verdict::SHOW;
}

bool LintPolicy::wants_off_by_default() const {
  for (const auto& [code, level] : levels)
    if (const CodeInfo* info = find_code(code); info && info->level == DefaultLevel::ALLOW && level != Level::ALLOW) return true;
  return false;
}

std::optional<std::string> check_configurable(std::string_view code) {
  const CodeInfo* info = find_code(code);
  if (!info) return fmt::format("there is no code '{}'; `kypho help codes` lists them", code);
  if (info->kind != CodeKind::STYLE)
    return fmt::format("'{}' is not a style check and cannot be allowed, warned or denied; `kypho help codes` marks the ones that can", code);
  return std::nullopt;
}

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
    try {
      const toml::table config = toml::parse_file(toml);
      if (const auto* lint = config["lint"].as_table()) {
        for (const auto& [key, value] : *lint) {
          const std::optional<Level> level = key == "allow" ? std::optional(Level::ALLOW)
                                             : key == "warn" ? std::optional(Level::WARN)
                                             : key == "deny" ? std::optional(Level::DENY)
                                                             : std::nullopt;
          const auto problem = [&](const toml::node& at, std::string message) {
            out.push_back(config_error(toml, at.source().begin, std::move(message)));
            ok = false;
          };
          const auto* codes = value.as_array();
          if (!level || !codes) {
            problem(value, fmt::format("[lint] takes allow, warn and deny, each a list of codes; not '{}'", key.str()));
            continue;
          }
          for (const auto& code : *codes) {
            const auto* name = code.as_string();
            if (!name) problem(code, fmt::format("[lint] {} lists codes as strings", key.str()));
            else if (const auto why = check_configurable(name->get())) problem(code, *why);
            else policy->levels[name->get()] = *level;
          }
        }
      }
    } catch (const toml::parse_error& e) {
      out.push_back(config_error(toml, e.source().begin, fmt::format("not TOML: {}", e.description())));
      ok = false;
    }
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
