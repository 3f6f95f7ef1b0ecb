// The layers and games of the source tree, as ARCHITECTURE.md draws them, checked on every file: a file
// includes only its own layer or lower ones, and of the grammars only their API; a game's folder no other
// game's, a shared folder no game's, PEGTL only the grammars, and nothing below the command line reads
// files, threads or prints.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace {

// Lowest first. A folder not named here (tests, bench) is no layer and is not checked.
// web/ (the page and its server) is a front end, as cli/ is, which starts it (kypho serve).
constexpr std::array<std::string_view, 7> LAYERS = {"rules/", "grammar/text/", "grammar/", "converters/", "service/", "web/", "cli/"};
constexpr std::array<std::string_view, 4> GAMES = {"xiangqi", "shogi", "cotulenh", "jieqi"};
// A variant and the game it is played on: the variant's folders build on that game's (cờ tướng úp is xiangqi's
// board, moves and notations with face-down pieces), never the reverse, as Fairy-Stockfish's variants build on a parent.
struct Variant {
  std::string_view variant, parent;
};
constexpr std::array<Variant, 1> VARIANTS = {{{"jieqi", "xiangqi"}}};
bool builds_on(std::string_view folder, std::string_view other) {
  return std::any_of(VARIANTS.begin(), VARIANTS.end(), [&](const Variant& v) { return v.variant == folder && v.parent == other; });
}
// Folders inside a layer that every game shares: they may include no game's folder.
constexpr std::array<std::string_view, 2> SHARED = {"common", "text"};
// The grammar layer's API: what the layers above may include of it. The rest (rules, actions, error tables)
// is the grammars' own, which only they and their tests include.
constexpr std::array<std::string_view, 12> GRAMMAR_API = {
    "grammar/common/header_values.hpp", "grammar/common/syntax_error.hpp", "grammar/common/markup.hpp",
    "grammar/sniff/format_evidence.hpp", "grammar/shogi/parse.hpp",        "grammar/shogi/syntax.hpp",
    "grammar/shogi/setup.hpp",          "grammar/xiangqi/move_syntax.hpp", "grammar/xiangqi/record_parse.hpp",
    "grammar/xiangqi/notation.hpp",        "grammar/common/vn_headers.hpp", "grammar/shogi/csa_codes.hpp",
};
bool is_grammar_api(std::string_view header) {
  return header.starts_with("grammar/text/") || header.ends_with("_parse.hpp") ||
         std::find(GRAMMAR_API.begin(), GRAMMAR_API.end(), header) != GRAMMAR_API.end();
}

// What only the command line may do.
constexpr std::array<std::string_view, 8> CLI_ONLY = {"<iostream>", "<fstream>", "<cstdio>", "<thread>",
                                                      "<filesystem>", "isatty", "getenv", "fopen"};

std::optional<std::size_t> layer_of(std::string_view path) {
  for (std::size_t i = 0; i < LAYERS.size(); ++i)
    if (path.starts_with(LAYERS[i])) return i;
  return std::nullopt;
}

// The folder right under the layer's top folder: a game, a shared folder, or another.
std::string_view folder_of(std::string_view path) {
  const std::size_t top = path.find('/');
  if (top == std::string_view::npos) return {};
  const std::string_view rest = path.substr(top + 1);
  const std::size_t end = rest.find('/');
  return end == std::string_view::npos ? std::string_view{} : rest.substr(0, end);
}

bool is_game(std::string_view folder) { return std::find(GAMES.begin(), GAMES.end(), folder) != GAMES.end(); }
bool is_shared(std::string_view folder) { return std::find(SHARED.begin(), SHARED.end(), folder) != SHARED.end(); }

// Every rule `text`, the file at `path` (from the top of the tree), breaks.
std::vector<std::string> violations(std::string_view path, const std::string& text) {
  std::vector<std::string> found;
  const auto layer = layer_of(path);
  if (!layer) return found;
  const std::string_view folder = folder_of(path);
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);) {
    const std::string where = std::string(path) + ": " + line;
    if (line.find("tao/pegtl") != std::string::npos && (LAYERS[*layer] != "grammar/")) found.push_back(where + " (PEGTL outside grammar/)");
    if (LAYERS[*layer] != "cli/")
      for (std::string_view call : CLI_ONLY)
        if (line.find(call) != std::string::npos) found.push_back(where + " (only cli/ may " + std::string(call) + ")");
    if (!line.starts_with("#include \"")) continue;
    const std::string included = line.substr(10, line.find('"', 10) - 10);
    const auto their_layer = layer_of(included);
    if (!their_layer) continue;
    if (*their_layer > *layer) found.push_back(where + " (a higher layer)");
    if (LAYERS[*their_layer] == "grammar/" && *layer > *their_layer && !is_grammar_api(included))
      found.push_back(where + " (a grammar's own header, not the grammar layer's API)");
    const std::string_view their_folder = folder_of(included);
    if (is_game(their_folder) && is_game(folder) && their_folder != folder && !builds_on(folder, their_folder))
      found.push_back(where + " (another game's folder)");
    if (is_game(their_folder) && is_shared(folder)) found.push_back(where + " (a shared folder includes a game's)");
  }
  return found;
}

}  // namespace

TEST_CASE("layering: the rules themselves, on files that break them") {
  CHECK(violations("rules/xiangqi/position.cpp", "#include \"grammar/xiangqi/fen.hpp\"\n").size() == 1);
  CHECK(violations("grammar/text/source.cpp", "#include \"grammar/common/record_layout.hpp\"\n").size() == 1);
  CHECK(violations("grammar/text/encoding.cpp", "#include <tao/pegtl.hpp>\n").size() == 1);
  CHECK(violations("converters/xiangqi/fen.cpp", "#include <tao/pegtl.hpp>\n").size() == 1);
  CHECK(violations("converters/shogi/jkf.cpp", "#include \"rules/xiangqi/tables.hpp\"\n").size() == 1);
  CHECK(violations("grammar/common/wide.hpp", "#include \"grammar/shogi/kif.hpp\"\n").size() == 1);
  CHECK(violations("converters/common/record.cpp", "#include <fstream>\n").size() == 1);
  CHECK(violations("converters/xiangqi/fen.cpp", "#include \"rules/xiangqi/position.hpp\"\n#include \"grammar/common/syntax_error.hpp\"\n").empty());
  CHECK(violations("cli/input.cpp", "#include <fstream>\n#include \"converters/shogi/jkf.hpp\"\n").empty());
  CHECK(violations("service/source.cpp", "#include <cstdio>\n").size() == 1);
  CHECK(violations("converters/xiangqi/fen.cpp", "#include \"grammar/xiangqi/fen_actions.hpp\"\n").size() == 1);
  CHECK(violations("converters/xiangqi/fen.cpp", "#include \"grammar/xiangqi/fen_parse.hpp\"\n").empty());
  CHECK(violations("grammar/xiangqi/fen_parse.cpp", "#include \"grammar/xiangqi/fen_actions.hpp\"\n").empty());
  CHECK(violations("service/formats.hpp", "#include \"cli/options.hpp\"\n").size() == 1);
  CHECK(violations("service/xiangqi/kit.cpp", "#include \"converters/shogi/svg.hpp\"\n").size() == 1);
  // A variant builds on its parent game, not the reverse, and on no other game.
  CHECK(violations("rules/jieqi/position.hpp", "#include \"rules/xiangqi/position.hpp\"\n").empty());
  CHECK(violations("rules/xiangqi/position.hpp", "#include \"rules/jieqi/position.hpp\"\n").size() == 1);
  CHECK(violations("converters/jieqi/fen.cpp", "#include \"converters/shogi/position.hpp\"\n").size() == 1);
}

TEST_CASE("layering: every file of the tree keeps to its layer and its game") {
  namespace fs = std::filesystem;
  const fs::path root = KYPHO_SOURCE_DIR;
  std::size_t files = 0;
  std::vector<std::string> found;
  for (std::string_view top : {"rules", "grammar", "converters", "service", "cli"})
    for (const auto& entry : fs::recursive_directory_iterator(root / top)) {
      const std::string ext = entry.path().extension().string();
      if (!entry.is_regular_file() || (ext != ".cpp" && ext != ".hpp")) continue;
      std::ifstream in(entry.path());
      std::stringstream text;
      text << in.rdbuf();
      for (auto& v : violations(fs::relative(entry.path(), root).generic_string(), text.str())) found.push_back(std::move(v));
      ++files;
    }
  std::string listed;
  for (const auto& v : found) listed += "\n  " + v;
  CHECK(files > 150);
  CHECK_MESSAGE(found.empty(), found.size(), " line(s) out of place:", listed);
}
