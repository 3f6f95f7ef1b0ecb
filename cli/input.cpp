#include "cli/input.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>

#include "grammar/encoding.hpp"

namespace kypho::cli {

std::optional<grammar::SourceText> read_input(const std::string& path, const GlobalOptions& g, std::string_view fallback,
                                              Diagnostics& out) {
  std::string bytes;
  const std::string name = path == "-" ? "<stdin>" : path;
  if (path == "-") {
    bytes.assign(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
  } else {
    std::ifstream file(path, std::ios::binary);
    if (!file) {
      Diagnostic d;
      d.file = name;
      d.code = "io-error";
      d.message = fmt::format("cannot open: {}", std::strerror(errno));
      out.push_back(std::move(d));
      return std::nullopt;
    }
    std::ostringstream buffer;
    buffer << file.rdbuf();
    bytes = std::move(buffer).str();
  }
  // Chinese xiangqi records come in GB18030 or Big5: the piece and direction glyphs tell which.
  constexpr std::string_view chinese_words = "炮 砲 車 车 馬 马 兵 卒 進 进 退 平 將 将 帥 帅 象 相 士 仕";
  grammar::Decoded decoded = fallback == "GB18030" ? grammar::decode_guessing(bytes, {"GB18030", "BIG5"}, chinese_words, g.encoding)
                                                   : grammar::decode(bytes, fallback, g.encoding);
  grammar::SourceText src(name, std::move(decoded.text), decoded.encoding);
  if (decoded.unknown_encoding)
    out.push_back(located(src, 0, Severity::ERROR, "encoding",
                          fmt::format("unknown encoding '{}'; the file was read as UTF-8", g.encoding)));
  for (const auto& p : decoded.problems)
    out.push_back(located(src, p.offset, Severity::WARNING, "encoding",
                          fmt::format("byte {} is not valid {} and was replaced by U+FFFD", p.byte_offset, decoded.encoding)));
  return src;
}

std::string input_format(const std::string& path, const GlobalOptions& g) {
  if (!g.from.empty()) return g.from;
  const auto dot = path.rfind('.');
  if (dot == std::string::npos || path.find('/', dot) != std::string::npos) return {};
  std::string ext = path.substr(dot + 1);
  std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return char(std::tolower(c)); });
  if (ext == "kifu") return "kif";
  if (ext == "ki2u") return "ki2";
  if (ext == "sfen") return "usi";
  if (ext == "txt" || ext == "text") return {};
  if (ext == "zh") return "chinese";
  if (ext == "vnpos") return "vn-pos";
  if (ext == "vn" || ext == "wxf" || ext == "iccs" || ext == "fen" || ext == "pgn" || ext == "bod" || ext == "kif" || ext == "ki2" || ext == "csa" || ext == "usi" || ext == "jkf")
    return ext;
  return {};
}

std::optional<grammar::xiangqi::MoveNotation> record_notation(const std::string& format) {
  using grammar::xiangqi::MoveNotation;
  if (format == "vn") return MoveNotation::VIETNAMESE;
  if (format == "wxf") return MoveNotation::WXF;
  if (format == "iccs") return MoveNotation::ICCS;
  if (format == "chinese") return MoveNotation::CHINESE;
  if (format == "pgn" || format.empty()) return MoveNotation::UNKNOWN;
  return std::nullopt;
}

std::optional<grammar::shogi::Format> shogi_record_format(const std::string& format) {
  if (format == "usi") return grammar::shogi::Format::USI;
  if (format == "csa") return grammar::shogi::Format::CSA;
  if (format == "kif") return grammar::shogi::Format::KIF;
  if (format == "ki2") return grammar::shogi::Format::KI2;
  if (format == "jkf") return grammar::shogi::Format::JKF;
  if (format == "bod") return grammar::shogi::Format::KIF;  // a board diagram is a KIF without moves
  return std::nullopt;
}

bool starts_like_vn_position(std::string_view text) {
  const auto first = text.find_first_not_of(" \t\r\n");
  return first != std::string_view::npos && (text.substr(first).starts_with("Bên") || text.substr(first).starts_with("bên"));
}

std::string_view legacy_encoding(const std::string& format) {
  if (format == "vn" || format == "vn-pos") return "CP1258";
  if (format == "kif" || format == "ki2" || format == "csa" || format == "usi" || format == "bod") return "CP932";
  return "GB18030";
}

}  // namespace kypho::cli
