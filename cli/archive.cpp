#include "cli/archive.hpp"

#include <archive.h>
#include <archive_entry.h>

#include <cerrno>
#include <memory>
#include <mutex>

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

using Archive = std::unique_ptr<struct archive, decltype(&archive_read_free)>;

Archive open_archive(const std::string& path) {
  Archive a(archive_read_new(), archive_read_free);
  archive_read_support_filter_all(a.get());
  archive_read_support_format_all(a.get());
  if (archive_read_open_filename(a.get(), path.c_str(), 64 * 1024) != ARCHIVE_OK) return Archive(nullptr, archive_read_free);
  return a;
}

// A member's name as UTF-8: as stored when it is UTF-8, else decoded as a file's text would be (zip tools in
// China and Japan store GBK and Shift_JIS names).
std::string name_of(struct archive_entry* e) {
  const char* raw = archive_entry_pathname(e);
  const std::string bytes = raw ? raw : "";
  return grammar::is_valid_utf8(bytes) ? bytes : grammar::decode(bytes).text;
}

// Members are read in order: one archive stays open on the member read last, so that reading every member of
// an archive reads it once. A member asked for out of order opens the archive again.
struct Cursor {
  std::mutex lock;
  std::string path;
  Archive a{nullptr, archive_read_free};
  std::uint64_t generation = 0;  // which member's reader may read
};
Cursor& cursor() {
  static Cursor c;
  return c;
}

// Moves `c` to the member named `member`; its entry, or nothing.
struct archive_entry* seek(Cursor& c, const std::string& archive, const std::string& member) {
  for (int attempt = 0; attempt < 2; ++attempt) {
    if (!c.a || c.path != archive || attempt == 1) {
      c.a = open_archive(archive);
      c.path = archive;
    }
    if (!c.a) return nullptr;
    struct archive_entry* e = nullptr;
    while (archive_read_next_header(c.a.get(), &e) == ARCHIVE_OK)
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
  Archive a = open_archive(path);
  if (!a) {
    out.problem = tr("it is not an archive kypho can read, or it is damaged");
    return out;
  }
  struct archive_entry* e = nullptr;
  int status = ARCHIVE_OK;
  std::size_t members = 0;
  while ((status = archive_read_next_header(a.get(), &e)) == ARCHIVE_OK) {
    if (++members > MOST_MEMBERS) {
      out.problem = msg("it holds more than {n} members; the rest are not read", arg("n", MOST_MEMBERS));
      return out;
    }
    const std::string name = name_of(e);
    if (archive_entry_filetype(e) == AE_IFREG && service::is_record_file_name(name)) out.records.push_back(path + "!/" + name);
    else ++out.others;
  }
  if (status != ARCHIVE_EOF) out.problem = msg("reading its list of members stopped: {reason}", arg("reason", archive_error_string(a.get()) ? archive_error_string(a.get()) : "?"));
  return out;
}

std::optional<service::ReadBytes> open_member(const std::string& archive, const std::string& member, const std::string& name, Diagnostics& out) {
  Cursor& c = cursor();
  const std::lock_guard hold(c.lock);
  struct archive_entry* e = seek(c, archive, member);
  if (!e) {
    out.push_back(unlocated(name, Severity::ERROR, "io-error", tr("no such member in the archive, or the archive cannot be read")));
    return std::nullopt;
  }
  if (const char* raw = archive_entry_pathname(e); raw && !grammar::is_valid_utf8(raw)) {
    const grammar::Decoded d = grammar::decode(raw);
    out.push_back(unlocated(name, Severity::INFO, "encoding",
                            msg("the member's name is stored in {encoding} ({description}), told by its content", arg("encoding", d.encoding),
                                arg("description", tr(grammar::encoding_description(d.encoding))))));
  }
  if (archive_entry_is_encrypted(e)) {
    out.push_back(unlocated(name, Severity::ERROR, "io-error", tr("this member is encrypted: kypho reads no encrypted archive member")));
    return std::nullopt;
  }
  const std::uint64_t generation = ++c.generation;
  const std::int64_t compressed_at = archive_filter_bytes(c.a.get(), -1);
  return service::ReadBytes([&c, generation, compressed_at, read = std::int64_t(0)](char* into, std::size_t size) mutable -> std::ptrdiff_t {
    const std::lock_guard hold(c.lock);
    if (c.generation != generation || !c.a) return 0;  // another member is being read: this one was read whole
    const la_ssize_t n = archive_read_data(c.a.get(), into, size);
    if (n < 0) {
      errno = EIO;
      return -1;
    }
    read += n;
    const std::int64_t compressed = archive_filter_bytes(c.a.get(), -1) - compressed_at;
    if (read > LARGEST || (read > (1 << 20) && read > RATIO * std::max<std::int64_t>(compressed, 1))) {
      errno = EFBIG;  // said as "reading stopped before the end of the file: File too large"
      return -1;
    }
    return std::ptrdiff_t(n);
  });
}

}  // namespace kypho::cli
