// Writes an archive for lint's tests and benchmarks: random legal games of both games in every record
// format, in UTF-8, CP1258, UTF-16, GB18030, Big5 and Shift_JIS, with faults injected where it records
// them. A fault is a move replaced by the text of another move of the game that kypho's reader finds
// illegal at that point, so the manifest knows its file, line, column and ply before any lint runs.
// Usage: kypho_gen_archive DIR GAMES [SEED]
//   DIR/faults.jsonl      {"file","line","col","ply"} of every injected illegal move
//   DIR/duplicates.jsonl  {"file","game","repeats","repeats_game"}: every game written twice (under other
//                         headers), and where it was written first; which of the two a walk meets
//                         later depends on the folders' order
#include <fmt/format.h>
#include <iconv.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <variant>
#include <vector>

#include "converters/shogi/record_writer.hpp"
#include "converters/xiangqi/record_writer.hpp"
#include "rules/xiangqi/adjudicate.hpp"
#include "grammar/text/source.hpp"

namespace {

using namespace kypho;
namespace fs = std::filesystem;

std::uint64_t state = 42;
std::uint64_t random_below(std::uint64_t n) {
  state = state * 6364136223846793005ULL + 1442695040888963407ULL;
  return (state >> 33) % n;
}

std::string encode(const std::string& utf8, const std::string& encoding) {
  if (encoding == "utf-8") return utf8;
  const bool utf16 = encoding == "utf-16le";
  iconv_t cd = iconv_open(utf16 ? "UTF-16LE" : encoding.c_str(), "UTF-8");
  std::string out(utf8.size() * 4 + 16, '\0');
  char* in = const_cast<char*>(utf8.data());
  std::size_t in_left = utf8.size(), out_left = out.size();
  char* dst = out.data();
  if (iconv(cd, &in, &in_left, &dst, &out_left) == std::size_t(-1)) {
    fmt::print(stderr, "cannot write this text in {}\n", encoding);
    std::exit(1);
  }
  iconv_close(cd);
  out.resize(out.size() - out_left);
  return utf16 ? "\xFF\xFE" + out : out;
}

struct Fault {
  std::size_t offset;  // in the game's text
  std::uint32_t ply;
};

// A game's text with one move replaced by another move's text that the reader rejects there, and where.
template <typename Read>
std::optional<Fault> inject(std::string& text, Read read) {
  std::vector<std::pair<Span, std::uint32_t>> moves;
  read(text, [&](auto& game) {
    if (!moves.empty()) return;
    game.record.for_each_main_line_node([&](const auto& n) { moves.push_back({n.source, n.ply}); });
  });
  if (moves.size() < 6) return std::nullopt;
  for (int attempt = 0; attempt < 12; ++attempt) {
    const auto& [at, ply] = moves[2 + random_below(moves.size() - 2)];
    const auto& [other, other_ply] = moves[random_below(moves.size())];
    if (other_ply == ply) continue;
    std::string faulty = text;
    faulty.replace(at.offset, at.length, text.substr(other.offset, other.length));
    bool first_error_there = false;
    read(faulty, [&](auto& game) {
      for (const auto& d : game.diagnostics)
        if (d.severity == Severity::ERROR) {
          first_error_there = d.ply == ply;
          break;
        }
    });
    if (first_error_there) {
      text = std::move(faulty);
      return Fault{at.offset, ply};
    }
  }
  return std::nullopt;
}

// Some moves of a game written the way other programs and hands write them, which lint --fix rewrites:
// WXF in lower case (clubxiangqi, playOK), Vietnamese bình as an en dash.
template <typename Read>
void misspell(std::string& text, Read read, bool wxf) {
  std::vector<Span> moves;
  read(text, [&](auto& game) { game.record.for_each_main_line_node([&](const auto& n) { moves.push_back(n.source); }); });
  for (auto it = moves.rbegin(); it != moves.rend(); ++it) {
    if (random_below(3) != 0) continue;
    char& first = text[it->offset];
    const std::size_t dash = text.substr(it->offset, it->length).find('-');
    if (wxf && first >= 'A' && first <= 'Z') first = char(first - 'A' + 'a');
    else if (!wxf && dash != std::string::npos) text.replace(it->offset + dash, 1, "–");
  }
}

void read_xiangqi(const std::string& text, const std::function<void(xiangqi::ReadGame&)>& f) {
  const grammar::SourceText src("gen", text);
  xiangqi::read_xiangqi_records(src, std::nullopt, f);
}

struct ShogiReader {
  grammar::shogi::Format format;
  void operator()(const std::string& text, const std::function<void(shogi::ReadGame&)>& f) const {
    const grammar::SourceText src("gen", text);
    shogi::read_shogi_records(src, format, f);
  }
};

// A record of random legal moves from the start, under `tags`.
template <typename Record, typename MoveList>
Record random_game(std::size_t plies, std::vector<Tag> tags) {
  Record r;
  r.start = decltype(r.start)::start();
  r.tags = std::move(tags);
  auto pos = r.start;
  std::uint32_t node = r.ROOT;
  for (std::size_t i = 0; i < plies; ++i) {
    const MoveList moves(pos);
    if (moves.size() == 0) break;
    const auto m = moves[random_below(moves.size())];
    node = r.add_move(node, m);
    pos.make(m);
  }
  return r;
}

// A random game the seed's rules would not have ended earlier (by the no-progress rule, say): lint is to
// find only the faults injected into it.
xiangqi::XiangqiRecord xiangqi_game(std::size_t plies, const std::string& event, bool traditional) {
  const auto played = random_game<xiangqi::XiangqiRecord, xiangqi::MoveList>(plies, {});
  std::vector<xiangqi::Move> line;
  played.for_each_main_line_node([&](const auto& n) { line.push_back(n.move); });
  if (const auto j = xiangqi::adjudicate(played.start, line, xiangqi::seed_rules())) line.resize(std::size_t(j->ply));
  xiangqi::XiangqiRecord r;
  r.start = played.start;
  r.tags = {{"Event", traditional ? "象棋對局 " + event : "Giải cờ tướng " + event},
            {"Red", traditional ? "許銀川" : "Nguyễn Văn Á"},
            {"Black", traditional ? "呂欽" : "Lại Lý Huynh"}};
  std::uint32_t node = r.ROOT;
  for (const auto& m : line) node = r.add_move(node, m);
  return r;
}

shogi::ShogiRecord shogi_game(std::size_t plies, const std::string& event) {
  return random_game<shogi::ShogiRecord, shogi::MoveList>(plies, {{"棋戦", event + " の対局"}, {"先手", "羽生善治"}, {"後手", "藤井聡太"}});
}

struct Kind {
  std::string_view game, format, encoding;
  std::size_t games_per_file;  // 1: the format holds one game
};

// clang-format off
constexpr Kind KINDS[] = {
  {"xiangqi", "vn",      "utf-8",    40}, {"xiangqi", "vn",      "cp1258",  40}, {"xiangqi", "vn",  "utf-16le", 40},
  {"xiangqi", "wxf",     "utf-8",    40}, {"xiangqi", "wxf",     "big5",    40},
  {"xiangqi", "chinese", "utf-8",    40}, {"xiangqi", "chinese", "gb18030", 40},
  {"xiangqi", "iccs",    "utf-8",    40}, {"xiangqi", "san",     "utf-8",   40},
  {"shogi",   "csa",     "utf-8",    40}, {"shogi",   "csa",     "cp932",   40},
  {"shogi",   "usi",     "utf-8",    40},
  {"shogi",   "kif",     "utf-8",     1}, {"shogi",   "kif",     "cp932",    1},
  {"shogi",   "ki2",     "utf-8",     1}, {"shogi",   "ki2",     "cp932",    1},
  {"shogi",   "jkf",     "utf-8",     1},
};
// clang-format on

xiangqi::Notation xiangqi_notation(std::string_view f) { return xiangqi::notation_named(f).value_or(xiangqi::Notation::WXF); }

grammar::shogi::Format shogi_format(std::string_view f) {
  using grammar::shogi::Format;
  if (f == "csa") return Format::CSA;
  if (f == "usi") return Format::USI;
  if (f == "kif") return Format::KIF;
  if (f == "ki2") return Format::KI2;
  return Format::JKF;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    fmt::print(stderr, "usage: kypho_gen_archive DIR GAMES [SEED]\n");
    return 2;
  }
  const fs::path dir = argv[1];
  const long wanted = std::atol(argv[2]);
  if (argc > 3) state = std::strtoull(argv[3], nullptr, 10);
  fs::create_directories(dir);
  std::ofstream faults(dir / "faults.jsonl"), duplicates(dir / "duplicates.jsonl");
  long written = 0;
  std::size_t file_number = 0;
  // A game to write again later, under other headers: where it was first written, and the game.
  struct Pending {
    std::string file;
    std::size_t game;
    std::variant<xiangqi::XiangqiRecord, shogi::ShogiRecord> record;
  };
  std::vector<Pending> repeat;
  while (written < wanted) {
    for (const Kind& kind : KINDS) {
      if (written >= wanted) break;
      const bool xq = kind.game == "xiangqi";
      const fs::path folder = dir / std::string(kind.game) / std::string(kind.encoding);
      fs::create_directories(folder);
      const std::string ext = xq ? (kind.format == "vn" ? "txt" : "pgn") : std::string(kind.format);
      const std::string name = fmt::format("{}/{}-{:05}.{}", folder.string(), kind.format, file_number++, ext);
      std::string file_text;
      std::uint32_t line = 1;
      for (std::size_t g = 1; g <= kind.games_per_file && written < wanted; ++g, ++written) {
        const std::size_t plies = 10 + random_below(70);
        const std::string event = fmt::format("kypho archive {}", written);
        std::string text;
        std::optional<Fault> fault;
        bool faulty = random_below(25) == 0;
        const bool duplicate = random_below(40) == 0;
        // Writes a game kept earlier again (under this file's headers, which its encoding holds), or keeps
        // this one to write again later; true when `record` became a repeat.
        const auto repeats = [&]<typename Record>(Record& record, std::string_view mark) {
          if (!repeat.empty() && random_below(3) == 0 && std::holds_alternative<Record>(repeat.back().record)) {
            auto tags = std::move(record.tags);
            record = std::get<Record>(repeat.back().record);
            record.tags = std::move(tags);
            record.tags[0].value += mark;
            duplicates << fmt::format("{{\"file\":\"{}\",\"game\":{},\"repeats\":\"{}\",\"repeats_game\":{}}}\n", name, g,
                                      repeat.back().file, repeat.back().game);
            repeat.pop_back();
            return true;
          }
          if (duplicate) repeat.push_back({name, g, record});
          return false;
        };
        if (xq) {
          auto record = xiangqi_game(plies, event, kind.encoding == "big5");
          xiangqi::WriteOptions options{xiangqi_notation(kind.format), true, {}, g > 1};
          if (repeats(record, " (again)")) faulty = false;
          text = xiangqi::write_record(record, options);
          const bool en_dash_written = kind.encoding == "utf-8" || kind.encoding == "cp1258" || kind.encoding == "utf-16le";
          if ((kind.format == "wxf" || (kind.format == "vn" && en_dash_written)) && random_below(8) == 0)
            misspell(text, read_xiangqi, kind.format == "wxf");
          if (faulty && !duplicate) fault = inject(text, read_xiangqi);
        } else {
          auto record = shogi_game(plies, event);
          const grammar::shogi::Format format = shogi_format(kind.format);
          if (repeats(record, "（再）")) faulty = false;
          std::vector<std::string> lost;
          text = shogi::write_shogi_record(record, format, lost);
          if (faulty && !duplicate && kind.format != "jkf") fault = inject(text, ShogiReader{format});
          if (kind.format == "csa" && g < kind.games_per_file) text += "/\n";
        }
        if (!file_text.empty() && xq) {
          file_text += "\n";
          ++line;
        }
        if (fault) {
          const grammar::SourceText src("gen", text);
          const auto loc = src.locate(fault->offset);
          faults << fmt::format("{{\"file\":\"{}\",\"line\":{},\"col\":{},\"ply\":{}}}\n", name, line + loc.line - 1, loc.col, fault->ply);
        }
        line += std::uint32_t(std::count(text.begin(), text.end(), '\n'));
        file_text += text;
      }
      std::ofstream(name, std::ios::binary) << encode(file_text, std::string(kind.encoding));
    }
  }
  fmt::print("{} games in {} files under {}\n", written, file_number, dir.string());
}
