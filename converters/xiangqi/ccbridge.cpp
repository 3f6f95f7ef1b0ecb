#include "converters/xiangqi/ccbridge.hpp"

#include "grammar/text/messages.hpp"

namespace kypho::xiangqi {

std::string_view ccbridge_result(std::string_view written, std::uint64_t at, std::string_view code, const TreeProblem& problem) {
  constexpr std::string_view NUMBERS[] = {"0", "1", "2", "3", "4"};
  constexpr std::string_view RESULTS[] = {"*", "1-0", "0-1", "1/2-1/2", "*"};
  for (std::size_t i = 0; i < std::size(NUMBERS); ++i)
    if (written == NUMBERS[i]) {
      if (i == 4) problem(at, Severity::NOTE, std::string(code), tr("the result says 'several' (its lines end differently): read as unknown"));
      return RESULTS[i];
    }
  problem(at, Severity::WARNING, std::string(code),
          msg("the result is '{value}', none of CCBridge's (0 unknown, 1 Red wins, 2 Black wins, 3 a draw, 4 several): read as unknown",
              quote("value", written)));
  return "*";
}

}  // namespace kypho::xiangqi
