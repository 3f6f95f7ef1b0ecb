#include "service/lint_policy.hpp"

#include <fmt/format.h>

#include <optional>
#include <toml++/toml.h>

#include "converters/common/codes.hpp"
#include "grammar/text/messages.hpp"

namespace kypho::service {

namespace {

// A configuration problem at its place, with its line for the caret.
Diagnostic config_error(const std::string& name, std::string_view text, const toml::source_position& where, std::string message) {
  Diagnostic d = unlocated(name, Severity::ERROR, "config", std::move(message));
  d.line = where.line;
  d.col = where.column;
  // The line, as std::getline gives it: up to its '\n', a '\r' kept.
  std::size_t start = 0;
  for (std::uint32_t n = 1; n < d.line && start < text.size(); ++n) start = std::min(text.find('\n', start), text.size()) + 1;
  if (d.line > 0 && start < text.size()) show_line(d, text.substr(start, text.find('\n', start) - start));
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

void LintPolicy::filter(Diagnostics& ds, std::map<std::string, std::uint64_t>& allowed) const {
  std::erase_if(ds, [&](Diagnostic& d) {
    const Verdict verdict = apply(d);
    if (verdict == Verdict::ALLOWED) allowed[d.code] += 1 + d.repeats;
    return verdict != Verdict::SHOW;
  });
}

bool LintPolicy::wants_off_by_default() const {
  for (const auto& [code, level] : levels)
    if (const CodeInfo* info = find_code(code); info && info->level == DefaultLevel::ALLOW && level != Level::ALLOW) return true;
  return false;
}

std::optional<std::string> check_configurable(std::string_view code) {
  const CodeInfo* info = find_code(code);
  if (!info) return msg("there is no code '{code}'; `kypho help codes` lists them", arg("code", code));
  if (info->kind != CodeKind::STYLE)
    return msg("'{code}' is not a style check and cannot be allowed, warned or denied; `kypho help codes` marks the ones that can", arg("code", code));
  return std::nullopt;
}

bool read_lint_config(const std::string& name, std::string_view text, LintPolicy& policy, Diagnostics& out) {
  bool ok = true;
  try {
    const toml::table config = toml::parse(text, name);
    if (const auto* lint = config["lint"].as_table()) {
      for (const auto& [key, value] : *lint) {
        const std::optional<Level> level = key == "allow" ? std::optional(Level::ALLOW)
                                           : key == "warn" ? std::optional(Level::WARN)
                                           : key == "deny" ? std::optional(Level::DENY)
                                                           : std::nullopt;
        const auto problem = [&](const toml::node& at, std::string message) {
          out.push_back(config_error(name, text, at.source().begin, std::move(message)));
          ok = false;
        };
        const auto* codes = value.as_array();
        if (!level || !codes) {
          problem(value, msg("[lint] takes allow, warn and deny, each a list of codes; not '{key}'", arg("key", key.str())));
          continue;
        }
        for (const auto& code : *codes) {
          const auto* code_name = code.as_string();
          if (!code_name) problem(code, msg("[lint] {key} lists codes as strings", arg("key", key.str())));
          else if (const auto why = check_configurable(code_name->get())) problem(code, *why);
          else policy.levels[code_name->get()] = *level;
        }
      }
    }
  } catch (const toml::parse_error& e) {
    out.push_back(config_error(name, text, e.source().begin, msg("not TOML: {reason}", arg("reason", e.description()))));
    ok = false;
  }
  return ok;
}

}  // namespace kypho::service
