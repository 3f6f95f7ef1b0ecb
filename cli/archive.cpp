#include "cli/archive.hpp"

#include <archive.h>
#include <archive_entry.h>
#include <dlfcn.h>
#include <fmt/format.h>

#include <cerrno>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>

#include "grammar/text/encoding.hpp"
#include "grammar/text/messages.hpp"
#include "service/formats.hpp"

namespace kypho::cli {
namespace {

// A member is cut off past this size, and so is one that inflates more than RATIO times what it takes in the
// archive once past a MiB: what a zip bomb does. Records are kilobytes.
constexpr std::int64_t LARGEST = 256 << 20;
constexpr std::int64_t RATIO = 200;
constexpr std::size_t MOST_MEMBERS = 1'000'000;

// libarchive is loaded when an archive is first met, not with every run of kypho: with the ten libraries it
// needs (libxml2, ICU, the compressors), its loading was 1.3 of the 3.2 ms kypho took to start, and most
// runs read no archive (as kypho-serve keeps cpp-httplib apart). Each function is typed from libarchive's
// header: a call through it is checked as a direct call would be.
#define KYPHO_LIBARCHIVE_FUNCTIONS(X)                                                                                            \
  X(read_new) X(read_free) X(read_support_filter_all) X(read_support_format_all) X(read_open_filename) X(read_next_header) \
  X(read_data) X(error_string) X(filter_bytes) X(entry_pathname) X(entry_filetype) X(entry_is_encrypted)
struct LibArchive {
#define KYPHO_LIBARCHIVE_POINTER(name) decltype(&archive_##name) name = nullptr;
  KYPHO_LIBARCHIVE_FUNCTIONS(KYPHO_LIBARCHIVE_POINTER)
#undef KYPHO_LIBARCHIVE_POINTER
  std::string error;  // why it could not be loaded; empty when it was
};

const LibArchive& libarchive() {
  static const LibArchive lib = [] {
    // What the loader said went wrong; never empty, which would say that libarchive was loaded.
    const auto failed = [](std::string_view what) {
      const char* said = dlerror();
      return LibArchive{.error = said ? std::string(said) : fmt::format("{}: not found", what)};
    };
    LibArchive loaded;
    void* handle = dlopen(KYPHO_LIBARCHIVE_SONAME, RTLD_NOW | RTLD_LOCAL);
    if (!handle) return failed(KYPHO_LIBARCHIVE_SONAME);
#define KYPHO_LIBARCHIVE_LOOK_UP(name)                                                          \
  loaded.name = reinterpret_cast<decltype(loaded.name)>(dlsym(handle, "archive_" #name)); \
  if (!loaded.name) return failed("archive_" #name);
    KYPHO_LIBARCHIVE_FUNCTIONS(KYPHO_LIBARCHIVE_LOOK_UP)
#undef KYPHO_LIBARCHIVE_LOOK_UP
    return loaded;
  }();
  return lib;
}

using Archive = std::unique_ptr<struct archive, decltype(&archive_read_free)>;

// The archive opened for reading, or nothing: `why` says whether libarchive could not be loaded.
Archive open_archive(const std::string& path, std::string& why) {
  const LibArchive& lib = libarchive();
  if (!lib.error.empty()) {
    why = msg("libarchive, which reads archives, cannot be loaded: {reason}", arg("reason", lib.error));
    return Archive(nullptr, nullptr);
  }
  Archive a(lib.read_new(), lib.read_free);
  lib.read_support_filter_all(a.get());
  lib.read_support_format_all(a.get());
  if (lib.read_open_filename(a.get(), path.c_str(), 64 * 1024) != ARCHIVE_OK) return Archive(nullptr, nullptr);
  return a;
}

// A member's name as UTF-8: as stored when it is UTF-8, else decoded as a file's text would be (zip tools in
// China and Japan store GBK and Shift_JIS names).
std::string name_of(struct archive_entry* e) {
  const char* raw = libarchive().entry_pathname(e);
  const std::string bytes = raw ? raw : "";
  return grammar::is_valid_utf8(bytes) ? bytes : grammar::decode(bytes).text;
}

// Members are read in order: one archive stays open on the member read last, so that reading every member of
// an archive reads it once. A member asked for out of order opens the archive again.
struct Cursor {
  std::mutex lock;
  std::string path;
  Archive a{nullptr, nullptr};
  std::uint64_t generation = 0;  // which member's reader may read
};
Cursor& cursor() {
  static Cursor c;
  return c;
}

// Moves `c` to the member named `member`; its entry, or nothing.
struct archive_entry* seek(Cursor& c, const std::string& archive, const std::string& member, std::string& why) {
  for (int attempt = 0; attempt < 2; ++attempt) {
    if (!c.a || c.path != archive || attempt == 1) {
      c.a = open_archive(archive, why);
      c.path = archive;
    }
    if (!c.a) return nullptr;
    struct archive_entry* e = nullptr;
    while (libarchive().read_next_header(c.a.get(), &e) == ARCHIVE_OK)
      if (name_of(e) == member) return e;
  }
  return nullptr;
}

}  // namespace

bool is_archive_name(const std::string& path) {
  const std::string ext = service::extension_of(path);
  if (ext == "zip" || ext == "rar" || ext == "7z" || ext == "tar" || ext == "tgz" || ext == "tbz2" || ext == "txz") return true;
  const std::string lower = [&] {
    std::string s = path;
    for (char& ch : s) ch = char(std::tolower(static_cast<unsigned char>(ch)));
    return s;
  }();
  return lower.ends_with(".tar.gz") || lower.ends_with(".tar.bz2") || lower.ends_with(".tar.xz");
}

std::optional<std::pair<std::string, std::string>> member_of(const std::string& path) {
  const std::size_t bang = path.find("!/");
  if (bang == std::string::npos || !is_archive_name(path.substr(0, bang))) return std::nullopt;
  return std::pair{path.substr(0, bang), path.substr(bang + 2)};
}

ArchiveListing list_archive(const std::string& path) {
  ArchiveListing out;
  std::string why;
  Archive a = open_archive(path, why);
  if (!a) {
    out.problem = why.empty() ? tr("it is not an archive kypho can read, or it is damaged") : why;
    return out;
  }
  const LibArchive& lib = libarchive();
  struct archive_entry* e = nullptr;
  int status = ARCHIVE_OK;
  std::size_t members = 0;
  while ((status = lib.read_next_header(a.get(), &e)) == ARCHIVE_OK) {
    if (++members > MOST_MEMBERS) {
      out.problem = msg("it holds more than {n} members; the rest are not read", arg("n", MOST_MEMBERS));
      return out;
    }
    const std::string name = name_of(e);
    if (lib.entry_filetype(e) == AE_IFREG && service::is_record_file_name(name)) out.records.push_back(path + "!/" + name);
    else ++out.others;
  }
  if (status != ARCHIVE_EOF) out.problem = msg("reading its list of members stopped: {reason}", arg("reason", lib.error_string(a.get()) ? lib.error_string(a.get()) : "?"));
  return out;
}

std::optional<service::ReadBytes> open_member(const std::string& archive, const std::string& member, const std::string& name, Diagnostics& out) {
  Cursor& c = cursor();
  const std::lock_guard hold(c.lock);
  std::string why;
  struct archive_entry* e = seek(c, archive, member, why);
  if (!e) {
    out.push_back(unlocated(name, Severity::ERROR, "io-error", why.empty() ? tr("no such member in the archive, or the archive cannot be read") : why));
    return std::nullopt;
  }
  const LibArchive& lib = libarchive();
  if (const char* raw = lib.entry_pathname(e); raw && !grammar::is_valid_utf8(raw)) {
    const grammar::Decoded d = grammar::decode(raw);
    out.push_back(unlocated(name, Severity::INFO, "encoding",
                            msg("the member's name is stored in {encoding} ({description}), told by its content", arg("encoding", d.encoding),
                                arg("description", tr(grammar::encoding_description(d.encoding))))));
  }
  if (lib.entry_is_encrypted(e)) {
    out.push_back(unlocated(name, Severity::ERROR, "io-error", tr("this member is encrypted: kypho reads no encrypted archive member")));
    return std::nullopt;
  }
  const std::uint64_t generation = ++c.generation;
  const std::int64_t compressed_at = lib.filter_bytes(c.a.get(), -1);
  return service::ReadBytes([&c, &lib, generation, compressed_at, read = std::int64_t(0)](char* into, std::size_t size) mutable -> std::ptrdiff_t {
    const std::lock_guard hold(c.lock);
    if (c.generation != generation || !c.a) return 0;  // another member is being read: this one was read whole
    const la_ssize_t n = lib.read_data(c.a.get(), into, size);
    if (n < 0) {
      errno = EIO;
      return -1;
    }
    read += n;
    const std::int64_t compressed = lib.filter_bytes(c.a.get(), -1) - compressed_at;
    if (read > LARGEST || (read > (1 << 20) && read > RATIO * std::max<std::int64_t>(compressed, 1))) {
      errno = EFBIG;  // said as "reading stopped before the end of the file: File too large"
      return -1;
    }
    return std::ptrdiff_t(n);
  });
}

}  // namespace kypho::cli
