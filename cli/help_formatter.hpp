// CLI11's help layout, with its columns measured as a terminal shows them: a Japanese or Vietnamese label
// ("必須", "BẮT BUỘC") takes fewer columns than bytes, which CLI11 pads by.
#pragma once

#include <CLI/CLI.hpp>

namespace kypho::cli {

class HelpFormatter : public CLI::Formatter {
 public:
  std::string make_option(const CLI::Option* opt, bool is_positional) const override;
};

}  // namespace kypho::cli
