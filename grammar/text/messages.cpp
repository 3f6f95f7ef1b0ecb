#include "grammar/text/messages.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <cstring>
#include <memory>
#include <mutex>
#include <optional>
#include <unordered_map>

#include "grammar/text/catalogues.hpp"
#include "grammar/text/utf8.hpp"

namespace kypho {
namespace {

constexpr std::array<std::string_view, 4> LANGUAGES = {"en", "vi", "ja", "qps"};

// A compiled catalogue (a GNU .mo file, as msgfmt writes it): each template, and its translation or, for a
// message with a count, its forms joined by NUL bytes.
class Catalogue {
 public:
  Catalogue(std::string_view lang, std::span<const unsigned char> mo) : lang_(lang) {
    const auto word = [&](std::size_t at) {
      std::uint32_t w = 0;
      std::memcpy(&w, mo.data() + at, 4);
      return w;
    };
    const auto text = [&](std::uint32_t table, std::uint32_t i) {
      const std::uint32_t length = word(table + 8 * i), offset = word(table + 8 * i + 4);
      return std::string_view(reinterpret_cast<const char*>(mo.data()) + offset, length);
    };
    // Written by msgfmt at build time, in this machine's byte order: magic, revision, count, the tables.
    const std::uint32_t count = word(8), originals = word(12), translations = word(16);
    for (std::uint32_t i = 0; i < count; ++i) {
      const std::string_view id = text(originals, i), translated = text(translations, i);
      if (id.empty()) continue;  // the header
      entries_.emplace(id.substr(0, id.find('\0')), translated);
    }
  }
  std::string_view lang() const { return lang_; }
  // The translation of `id`, its forms joined by NUL bytes; empty when there is none.
  std::string_view find(std::string_view id) const {
    const auto it = entries_.find(id);
    return it == entries_.end() ? std::string_view() : it->second;
  }

 private:
  std::string_view lang_;
  std::unordered_map<std::string_view, std::string_view> entries_;
};

// A message with a count holds its forms joined by NUL bytes: the first.
std::string_view first_form(std::string_view forms) { return forms.substr(0, forms.find('\0')); }

const Catalogue* load(std::string_view lang) {
  static std::mutex mutex;
  static std::unordered_map<std::string_view, std::unique_ptr<Catalogue>> loaded;
  const std::lock_guard lock(mutex);
  for (const auto& c : catalogues::all())
    if (c.lang == lang) {
      auto& slot = loaded[c.lang];
      if (!slot) slot = std::make_unique<Catalogue>(c.lang, c.mo);
      return slot.get();
    }
  return nullptr;
}

// The language chosen: the process's (set_language), which a thread's own (ThreadLanguage) overrides.
struct Chosen {
  const Catalogue* catalogue = nullptr;  // none: English
  bool pseudo = false;
};
std::atomic<const Catalogue*> process_catalogue{nullptr};
std::atomic<bool> process_pseudo{false};
thread_local std::optional<Chosen> thread_chosen;

Chosen chosen() { return thread_chosen ? *thread_chosen : Chosen{process_catalogue, process_pseudo}; }

// The language `lang` names; nothing when kypho does not speak it.
std::optional<Chosen> language_named(std::string_view lang) {
  if (lang == "en" || lang == "qps") return Chosen{nullptr, lang == "qps"};
  if (const Catalogue* c = load(lang)) return Chosen{c, false};
  return std::nullopt;
}

// A message between ⟦ ⟧, its leading and trailing blanks and line ends outside, as a test looks for them.
std::string wrapped(std::string_view s) {
  const std::size_t first = std::min(s.find_first_not_of(" \n"), s.size());
  const std::size_t last = s.find_last_not_of(" \n") + 1;  // 0 when all blank
  if (last <= first) return std::string(s);
  return fmt::format("{}⟦{}⟧{}", s.substr(0, first), s.substr(first, last - first), s.substr(last));
}

}  // namespace

std::span<const std::string_view> languages() { return LANGUAGES; }

bool set_language(std::string_view lang) {
  const auto c = language_named(lang);
  if (!c) return false;
  process_catalogue = c->catalogue;
  process_pseudo = c->pseudo;
  return true;
}

std::string_view language() {
  const Chosen c = chosen();
  return c.pseudo ? "qps" : c.catalogue ? c.catalogue->lang() : "en";
}

ThreadLanguage::ThreadLanguage(std::string_view lang) {
  if (const auto c = language_named(lang)) {
    thread_chosen = c;
    valid_ = true;
  }
}

ThreadLanguage::~ThreadLanguage() {
  if (valid_) thread_chosen.reset();
}

std::string_view language_of_locale(std::string_view locale) {
  const std::string_view code = locale.substr(0, locale.find_first_of("_.@"));
  for (std::string_view lang : LANGUAGES)
    if (code == lang) return lang;
  return {};
}

std::string tr(std::string_view english) {
  const auto [c, pseudo] = chosen();
  if (pseudo) return wrapped(english);
  if (!c) return std::string(english);
  const std::string_view found = c->find(english);
  return std::string(found.empty() ? english : found);
}

std::string tr_in(std::string_view context, std::string_view english) {
  const auto [c, pseudo] = chosen();
  if (pseudo) return wrapped(english);
  if (!c) return std::string(english);
  // A catalogue keys a message with a context by both, an EOT byte between (msgfmt's layout).
  const std::string_view found = c->find(fmt::format("{}\x04{}", context, english));
  return std::string(found.empty() ? english : found);
}

std::string tr(Marked word) { return word.english ? tr_in(word.context, word.english) : std::string(); }

std::string trn(std::string_view one, std::string_view many, std::uint64_t n) {
  const std::string_view english = n == 1 ? one : many;
  const auto [c, pseudo] = chosen();
  if (pseudo) return wrapped(english);
  if (!c) return std::string(english);
  // Both catalogues have one form for every count (their Plural-Forms say so, which po/check.sh checks): a
  // language with more would pick its form from `n` here.
  const std::string_view found = first_form(c->find(one));
  return std::string(found.empty() ? english : found);
}

std::string one_of(std::span<const std::string> items) {
  if (items.size() <= 1) return items.empty() ? std::string() : items.front();
  std::string list;
  for (const std::string& item : items.first(items.size() - 1)) {
    if (!list.empty()) list += ", ";
    list += item;
  }
  return msg("{list} or {last}", arg("list", list), arg("last", items.back()));
}

std::string bounded_text(std::string_view text) {
  constexpr std::size_t WHOLE = 300, HEAD = 200, TAIL = 80;  // code points
  if (grammar::code_points_after(text, 0, WHOLE) == text.size()) return std::string(text);
  std::string out(text.substr(0, grammar::code_points_after(text, 0, HEAD)));
  out += "…";
  out += text.substr(grammar::code_points_before(text, text.size(), TAIL));
  return out;
}

}  // namespace kypho
