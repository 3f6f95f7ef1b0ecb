#include "cli/input.hpp"

#include <fmt/format.h>
#include <sys/stat.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>

#include "grammar/encoding.hpp"
#include "grammar/fen_parse.hpp"
#include "converters/text_join.hpp"

namespace kypho::cli {
namespace {

constexpr std::array<std::string_view, 9> XIANGQI_FORMATS{"vn", "vn-long", "wxf", "iccs", "chinese", "san", "pgn", "fen", "vn-pos"};
constexpr std::array<std::string_view, 7> SHOGI_FORMATS{"kif", "ki2", "csa", "usi", "jkf", "sfen", "bod"};

std::string lower(std::string_view s) {
  std::string out(s);
  std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return char(std::tolower(c)); });
  return out;
}

// The format a file name's extension names, or empty.
std::string format_of_extension(const std::string& path) {
  const auto dot = path.rfind('.');
  if (dot == std::string::npos || path.find('/', dot) != std::string::npos) return {};
  const std::string ext = lower(path.substr(dot + 1));
  if (ext == "kifu") return "kif";
  if (ext == "ki2u") return "ki2";
  if (ext == "zh") return "chinese";
  if (ext == "vnpos") return "vn-pos";
  if (game_of_format(ext)) return ext;
  return {};
}

// What a file that is not a text record looks like, from its first bytes; empty for text.
std::string binary_kind(std::string_view bytes) {
  const auto starts = [&](std::string_view magic) { return bytes.starts_with(magic); };
  if (starts("CCBridge Record")) return "a CCBridge CBR record (binary), which kypho does not read yet";
  if (starts("CCBridgeLibrary")) return "a CCBridge CBL library (binary), which kypho does not read yet";
  if (starts("XQ") && bytes.size() >= 1024) return "an XQF record (XQStudio binary), which kypho does not read yet";
  if (starts("\x89PNG")) return "a PNG image";
  if (starts("\xFF\xD8\xFF")) return "a JPEG image";
  if (starts("GIF8")) return "a GIF image";
  if (starts("%PDF")) return "a PDF document";
  if (starts("PK\x03\x04")) return "a ZIP archive (or an Office document)";
  std::string_view head = bytes.substr(0, 512);
  if (head.starts_with("\xEF\xBB\xBF")) head.remove_prefix(3);
  head.remove_prefix(std::min(head.size(), head.find_first_not_of(" \t\r\n")));
  const std::string lowered = lower(head.substr(0, 256));
  if (lowered.starts_with("<!doctype html") || lowered.starts_with("<html") ||
      (lowered.starts_with("<?xml") && lowered.find("<html") != std::string::npos))
    return "an HTML page: save the record itself as text";
  if (lowered.starts_with("<?xml") && lowered.find("chinesechessrecord") != std::string::npos)
    return "a CCBridge CBF record (XML), which kypho does not read yet";
  // Runs of NUL bytes are not text in any encoding kypho reads, except UTF-16, which decode() tells by its
  // pattern (a zero in every other byte); a stray NUL in a text file is read, and shown escaped.
  const std::string_view probe = bytes.substr(0, 4096);
  const auto zeros = std::size_t(std::count(probe.begin(), probe.end(), '\0'));
  if (zeros >= 4 && zeros * 100 > probe.size() && zeros * 4 < probe.size() && !starts("\xFF\xFE") && !starts("\xFE\xFF")) return "a binary file";
  return {};
}

bool has_line_starting(std::string_view text, std::string_view start) {
  for (std::size_t at = 0; at < text.size();) {
    const auto first = text.find_first_not_of(" \t", at);
    if (first == std::string_view::npos) break;
    if (text.substr(first).starts_with(start)) return true;
    const auto eol = text.find('\n', at);
    if (eol == std::string_view::npos) break;
    at = eol + 1;
  }
  return false;
}

// The format a text's content shows, for files whose name does not say. Marks that only one format
// writes decide: a KIF move table, KI2's ▲△ moves, CSA's version and position lines, USI's `position`.
std::string format_of_content(std::string_view text) {
  const std::string_view head = text.substr(0, 64 * 1024);
  const auto first = head.find_first_not_of(" \t\r\n\xEF\xBB\xBF");
  if (first == std::string_view::npos) return {};
  const std::string_view body = head.substr(first);
  if (body.starts_with("{") && (body.find("\"moves\"") != std::string_view::npos || body.find("\"header\"") != std::string_view::npos))
    return "jkf";
  if (has_line_starting(head, "position ") || body.starts_with("startpos") || body.starts_with("sfen ")) return "usi";
  if (head.find("手数----指手") != std::string_view::npos || head.find("手数＝") != std::string_view::npos) return "kif";
  if (has_line_starting(head, "V2") || has_line_starting(head, "PI") || has_line_starting(head, "P1") ||
      has_line_starting(head, "N+") || has_line_starting(head, "%TORYO"))
    return "csa";
  if (has_line_starting(head, "▲") || has_line_starting(head, "△") || has_line_starting(head, "☗")) return "ki2";
  if (head.find("先手：") != std::string_view::npos || head.find("手合割：") != std::string_view::npos ||
      head.find("後手の持駒") != std::string_view::npos)
    return "kif";
  // The position shorthand lists pieces (`Bên trắng: Tg5, S5`); a scoresheet's `Bên trắng: Nguyễn Văn A` names a player.
  if ((body.starts_with("Bên") || body.starts_with("bên") || body.starts_with("BÊN")) &&
      body.substr(0, body.find('\n')).find("Tg") != std::string_view::npos)
    return "vn-pos";
  // A FEN file is FEN lines only; a FEN line followed by moves is a record starting there.
  int lines = 0;
  for (std::size_t at = 0; at < body.size() && lines < 20;) {
    const auto eol = std::min(body.find_first_of("\r\n", at), body.size());
    const std::string_view line = body.substr(at, eol - at);
    at = eol + 1;
    if (line.find_first_not_of(" \t") == std::string_view::npos) continue;
    std::vector<grammar::SyntaxError> errors;
    if (!grammar::parse_fen(line, errors).has_value()) return "pgn";
    ++lines;
  }
  return "fen";
}

std::string_view legacy_hint(std::string_view format) {
  const auto game = game_of_format(format);
  if (game == Game::SHOGI) return "cp932";
  if (format == "vn" || format == "vn-long" || format == "vn-pos") return "cp1258";
  if (format == "chinese") return "gb18030";
  return {};
}

}  // namespace

std::string_view game_name(Game g) { return g == Game::SHOGI ? "shogi" : "xiangqi"; }

std::span<const std::string_view> formats_of(Game g) {
  if (g == Game::SHOGI) return SHOGI_FORMATS;
  return XIANGQI_FORMATS;
}

std::optional<Game> game_of_format(std::string_view format) {
  for (Game g : {Game::XIANGQI, Game::SHOGI}) {
    const auto names = formats_of(g);
    if (std::find(names.begin(), names.end(), format) != names.end()) return g;
  }
  return std::nullopt;
}

std::string all_format_names() {
  std::string out;
  for (Game g : {Game::XIANGQI, Game::SHOGI}) {
    std::string names;
    for (auto f : formats_of(g)) append_item(names, ", ", f);
    append_item(out, "; ", fmt::format("{} ({})", names, game_name(g)));
  }
  return out;
}

std::optional<Input> open_input(const std::string& path, const GlobalOptions& g, Diagnostics& out, OpenFailure& why) {
  const std::string name = path == "-" ? "<stdin>" : path;
  why = OpenFailure::USAGE;
  std::string bytes;
  if (path == "-") {
    bytes.assign(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
  } else {
    struct stat info {};
    if (::stat(path.c_str(), &info) == 0 && S_ISDIR(info.st_mode)) {
      out.push_back(unlocated(name, Severity::ERROR, "io-error", "is a directory; name the record files in it"));
      return std::nullopt;
    }
    std::ifstream file(path, std::ios::binary);
    if (!file) {
      out.push_back(unlocated(name, Severity::ERROR, "io-error", fmt::format("cannot open: {}", std::strerror(errno))));
      return std::nullopt;
    }
    std::ostringstream buffer;
    buffer << file.rdbuf();
    bytes = std::move(buffer).str();
  }

  std::string format = g.from.empty() ? format_of_extension(path) : g.from;
  if (!g.from.empty() && !game_of_format(g.from)) {
    out.push_back(unlocated(name, Severity::ERROR, "unsupported-format",
                                  fmt::format("--from {}: kypho reads {}", g.from, all_format_names())));
    return std::nullopt;
  }
  if (const std::string kind = binary_kind(bytes); !kind.empty()) {
    out.push_back(unlocated(name, Severity::ERROR, "unsupported-format", fmt::format("this is {}", kind)));
    why = OpenFailure::UNREADABLE;
    return std::nullopt;
  }

  grammar::Decoded decoded = grammar::decode(bytes, g.encoding, legacy_hint(format));
  grammar::SourceText src(name, std::move(decoded.text), decoded.encoding);
  if (decoded.unknown_encoding)
    out.push_back(unlocated(name, Severity::ERROR, "encoding",
                                  fmt::format("--encoding {}: no such encoding; the file was read as UTF-8", g.encoding)));
  if (decoded.guessed) {
    const auto what = grammar::encoding_description(decoded.encoding);
    if (decoded.uncertain)
      out.push_back(unlocated(name, Severity::WARNING, "encoding",
                                    fmt::format("the encoding could not be told for sure: read as {} ({}), the best guess{}; "
                                                "name it with --encoding",
                                                decoded.encoding, what,
                                                decoded.runner_up.empty() ? "" : fmt::format(" before {}", decoded.runner_up))));
    else
      out.push_back(unlocated(name, Severity::INFO, "encoding",
                                    fmt::format("read as {} ({}), told by its content", decoded.encoding, what)));
  }
  for (const auto& p : decoded.problems)
    out.push_back(located(src, p.offset, Severity::WARNING, "encoding",
                          fmt::format("byte {} is not valid {} and was replaced by U+FFFD", p.byte_offset, decoded.encoding)));

  const bool empty = src.text().find_first_not_of(" \t\r\n") == std::string_view::npos;
  if (empty) out.push_back(unlocated(name, Severity::WARNING, "empty-file", "the file holds no record"));
  if (format.empty() && !empty) {
    format = format_of_content(src.text());
    if (format != "pgn" && format != "fen" && format != "vn-pos")
      out.push_back(unlocated(name, Severity::INFO, "format",
                                    fmt::format("read as {}, told by its content; name the format with --from", format)));
  }
  if (format.empty()) format = "pgn";
  // A .sfen file holds either bare SFEN positions or USI lines that start from one.
  if (format == "sfen" && (has_line_starting(src.text(), "position ") || has_line_starting(src.text(), "startpos"))) format = "usi";
  const Game game = *game_of_format(format);
  if (!g.game.empty() && g.game != game_name(game)) {
    out.push_back(unlocated(name, Severity::ERROR, "wrong-game",
                                  fmt::format("--game {}, but this is a {} file ({}); its formats are {}", g.game, game_name(game),
                                              format, fmt::join(formats_of(game), ", "))));
    return std::nullopt;
  }
  why = OpenFailure::NONE;
  return Input{std::move(src), format, game, empty};
}

void note_first_game_only(const grammar::SourceText& src, std::uint32_t games, std::string_view use, Diagnostics& out) {
  if (games > 1)
    out.push_back(unlocated(src.name(), Severity::INFO, "first-game-only",
                            fmt::format("{} uses the first game; the file's other {} game{} left out", use, games - 1,
                                        games == 2 ? " is" : "s are")));
}

std::optional<grammar::xiangqi::MoveNotation> record_notation(std::string_view format) {
  using grammar::xiangqi::MoveNotation;
  if (format == "vn" || format == "vn-long") return MoveNotation::VIETNAMESE;
  if (format == "wxf") return MoveNotation::WXF;
  if (format == "iccs") return MoveNotation::ICCS;
  if (format == "chinese") return MoveNotation::CHINESE;
  if (format == "san") return MoveNotation::SAN;
  if (format == "pgn") return MoveNotation::UNKNOWN;
  return std::nullopt;
}

std::optional<grammar::shogi::Format> shogi_record_format(std::string_view format) {
  if (format == "usi") return grammar::shogi::Format::USI;
  if (format == "csa") return grammar::shogi::Format::CSA;
  if (format == "kif") return grammar::shogi::Format::KIF;
  if (format == "ki2") return grammar::shogi::Format::KI2;
  if (format == "jkf") return grammar::shogi::Format::JKF;
  if (format == "bod") return grammar::shogi::Format::KIF;  // a board diagram is a KIF without moves
  return std::nullopt;
}

}  // namespace kypho::cli
