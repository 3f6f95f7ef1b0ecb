#include "cli/help_formatter.hpp"

#include "converters/common/diagnostic_render.hpp"
#include "grammar/text/utf8.hpp"

namespace kypho::cli {
namespace {

std::size_t columns(std::string_view s) {
  std::size_t width = 0;
  for (std::size_t i = 0; i < s.size();) width += display_width(grammar::next_code_point(s, i));
  return width;
}

}  // namespace

// CLI::detail::format_help's layout (the name in the first column, the description after it, on the next line
// when the name fills the column, each line of a description indented), padded by columns, not bytes.
std::string HelpFormatter::make_option(const CLI::Option* opt, bool is_positional) const {
  const std::string name = "  " + make_option_name(opt, is_positional) + make_option_opts(opt);
  const std::string description = make_option_desc(opt);
  const std::size_t width = get_column_width(), used = columns(name);
  std::string out = name;
  if (!description.empty()) {
    out += used >= width ? "\n" + std::string(width, ' ') : std::string(width - used, ' ');
    for (char c : description) {
      out += c;
      if (c == '\n') out += std::string(width, ' ');
    }
  }
  return out + "\n";
}

}  // namespace kypho::cli
