#include "cli/dedup_table_file.hpp"

#include <fcntl.h>
#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <cstring>
#include <stdexcept>
#include <vector>
#include "grammar/text/messages.hpp"

namespace kypho::cli {
namespace {

// The file: a header, a power-of-two array of slots (open addressing, linear probing), then the file
// names the slots point into. Each lookup reads one slot where it stands, so memory stays flat however
// many games the table holds; the page cache keeps the hot part. When half full, it is rewritten with
// twice the slots beside the old one and renamed over it.
constexpr std::array<char, 16> MAGIC{'k', 'y', 'p', 'h', 'o', '-', 'd', 'e', 'd', 'u', 'p', '-', '2', '\n', 0, 0};

struct Header {
  std::array<char, 16> magic = MAGIC;
  std::uint64_t slots = 0;
  std::uint64_t used = 0;
  std::uint64_t names = 0;  // bytes of file names after the slots
  std::uint64_t runs = 0;   // runs that wrote into it, this one included
  std::uint64_t reserved[2] = {};
};
static_assert(sizeof(Header) == 64);

struct Slot {
  std::uint64_t start = 0, moves = 0, tags = 0;
  std::uint32_t plies = 0;  // 0: empty (games without moves are never looked up)
  std::uint32_t game = 0;
  std::uint64_t name = 0;   // offset of the file name among the names: u32 length, then its bytes
  std::uint64_t run = 0;    // the run that saw it first, from 1
};
static_assert(sizeof(Slot) == 48);

bool read_at(int fd, void* into, std::size_t n, std::uint64_t at) {
  auto* p = static_cast<char*>(into);
  while (n > 0) {
    const ssize_t got = ::pread(fd, p, n, off_t(at));
    if (got <= 0) {
      if (got < 0 && errno == EINTR) continue;
      return false;
    }
    p += got, n -= std::size_t(got), at += std::uint64_t(got);
  }
  return true;
}

bool write_at(int fd, const void* from, std::size_t n, std::uint64_t at) {
  const auto* p = static_cast<const char*>(from);
  while (n > 0) {
    const ssize_t put = ::pwrite(fd, p, n, off_t(at));
    if (put < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    p += put, n -= std::size_t(put), at += std::uint64_t(put);
  }
  return true;
}

class FileTable final : public service::DedupTable {
 public:
  FileTable(std::string path, int fd, Header h) : path_(std::move(path)), fd_(fd), header_(h), earlier_(h.used) { ++header_.runs; }
  ~FileTable() override {
    store_header();
    ::close(fd_);
  }

  std::uint64_t earlier_games() const override { return earlier_; }

  std::optional<Seen> find_or_add(const service::Fingerprint& f, std::string_view file, std::uint32_t game) override {
    if (2 * (header_.used + 1) > header_.slots) grow();
    std::uint64_t i = service::fingerprint_hash(f.start, f.moves, f.plies) & (header_.slots - 1);
    for (Slot s;; i = (i + 1) & (header_.slots - 1)) {
      if (!read_at(fd_, &s, sizeof s, slot_at(i))) fail(N_("cannot read the dedup table {file}: {reason}"));
      if (s.plies == 0) break;
      if (s.start == f.start && s.moves == f.moves && s.plies == f.plies) return Seen{name_at(s.name), s.game, s.tags, s.run != header_.runs};
    }
    const Slot added{f.start, f.moves, f.tags, f.plies, game, intern(file), header_.runs};
    ++header_.used;
    // The header follows every game, so that a run stopped at any point leaves a table the next run reads.
    if (!write_at(fd_, &added, sizeof added, slot_at(i)) || !store_header()) fail(N_("cannot write the dedup table {file}: {reason}"));
    return std::nullopt;
  }

 private:
  std::uint64_t slot_at(std::uint64_t i) const { return sizeof(Header) + i * sizeof(Slot); }
  std::uint64_t names_at() const { return slot_at(header_.slots); }
  bool store_header() const { return write_at(fd_, &header_, sizeof header_, 0); }

  // `what`: a template of the catalogues, naming the table and the reason.
  [[noreturn]] void fail(const char* what) const {
    throw std::runtime_error(msg(what, arg("file", path_), arg("reason", std::strerror(errno))));
  }

  std::string name_at(std::uint64_t offset) const {
    std::uint32_t length = 0;
    if (!read_at(fd_, &length, sizeof length, names_at() + offset)) fail(N_("cannot read the dedup table {file}: {reason}"));
    std::string name(length, '\0');
    if (!read_at(fd_, name.data(), length, names_at() + offset + sizeof length)) fail(N_("cannot read the dedup table {file}: {reason}"));
    return name;
  }

  // Games come file by file: the name of the file being read is written once.
  std::uint64_t intern(std::string_view file) {
    if (last_name_ && last_name_->first == file) return last_name_->second;
    const std::uint32_t length = std::uint32_t(file.size());
    const std::uint64_t at = header_.names;
    if (!write_at(fd_, &length, sizeof length, names_at() + at) || !write_at(fd_, file.data(), file.size(), names_at() + at + sizeof length))
      fail(N_("cannot write the dedup table {file}: {reason}"));
    header_.names += sizeof length + file.size();
    last_name_ = {std::string(file), at};
    return at;
  }

  void grow() {
    const std::string next_path = path_ + ".grow";
    const int next = ::open(next_path.c_str(), O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (next < 0) fail(N_("cannot grow the dedup table {file}: {reason}"));
    Header h = header_;
    h.slots = header_.slots * 2;
    const auto next_slot_at = [&](std::uint64_t i) { return sizeof(Header) + i * sizeof(Slot); };
    bool ok = ::ftruncate(next, off_t(next_slot_at(h.slots))) == 0;
    std::vector<Slot> chunk(4096);
    for (std::uint64_t first = 0; ok && first < header_.slots; first += chunk.size()) {
      const std::uint64_t n = std::min<std::uint64_t>(chunk.size(), header_.slots - first);
      ok = read_at(fd_, chunk.data(), n * sizeof(Slot), slot_at(first));
      for (std::uint64_t k = 0; ok && k < n; ++k) {
        const Slot& s = chunk[k];
        if (s.plies == 0) continue;
        std::uint64_t i = service::fingerprint_hash(s.start, s.moves, s.plies) & (h.slots - 1);
        for (Slot there; ok; i = (i + 1) & (h.slots - 1)) {
          ok = read_at(next, &there, sizeof there, next_slot_at(i));
          if (!ok || there.plies == 0) break;
        }
        ok = ok && write_at(next, &s, sizeof s, next_slot_at(i));
      }
    }
    std::vector<char> names(1 << 16);
    for (std::uint64_t done = 0; ok && done < header_.names; done += names.size()) {
      const std::size_t n = std::size_t(std::min<std::uint64_t>(names.size(), header_.names - done));
      ok = read_at(fd_, names.data(), n, names_at() + done) && write_at(next, names.data(), n, next_slot_at(h.slots) + done);
    }
    ok = ok && write_at(next, &h, sizeof h, 0) && ::rename(next_path.c_str(), path_.c_str()) == 0;
    if (!ok) {
      const int saved = errno;
      ::close(next);
      ::unlink(next_path.c_str());
      errno = saved;
      fail(N_("cannot grow the dedup table {file}: {reason}"));
    }
    ::close(fd_);
    fd_ = next;
    header_ = h;
  }

  std::string path_;
  int fd_;
  Header header_;
  std::uint64_t earlier_;
  std::optional<std::pair<std::string, std::uint64_t>> last_name_;
};

}  // namespace

TableOrError file_dedup_table(const std::string& path) {
  const int fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (fd < 0) return {nullptr, msg("cannot open the dedup table {file}: {reason}", arg("file", path), arg("reason", std::strerror(errno)))};
  struct stat st{};
  ::fstat(fd, &st);
  Header h;
  if (st.st_size == 0) {
    h.slots = 1 << 10;  // grows as games come
    if (::ftruncate(fd, off_t(sizeof(Header) + h.slots * sizeof(Slot))) != 0 || !write_at(fd, &h, sizeof h, 0)) {
      const std::string why = std::strerror(errno);
      ::close(fd);
      return {nullptr, msg("cannot write the dedup table {file}: {reason}", arg("file", path), arg("reason", why))};
    }
    return {std::make_unique<FileTable>(path, fd, h), {}};
  }
  const bool is_table = read_at(fd, &h, sizeof h, 0) && h.magic == MAGIC && h.slots > 0 && (h.slots & (h.slots - 1)) == 0 &&
                        h.used < h.slots && std::uint64_t(st.st_size) >= sizeof(Header) + h.slots * sizeof(Slot) + h.names;
  if (!is_table) {
    ::close(fd);
    return {nullptr, msg("{table} is not a kypho dedup table; it is left as it is (name a new file, or one an earlier --dedup-table wrote)", arg("table", path))};
  }
  return {std::make_unique<FileTable>(path, fd, h), {}};
}

}  // namespace kypho::cli
