// The seed's cờ tư lệnh notation read into plain values: each part of a turn with its pieces' letters as
// written (which letter set they are from is the reader's to say), its points, how it goes, and the marks
// after the turn.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kypho::grammar {

struct CtlPiece {
  std::string letter;  // `*`, `H`, `CX`, `Af`, ...
  bool hero = false;
};

struct CtlPoint {
  std::uint8_t y = 0, x = 0;  // as written: the reader says when it is off the board
};

struct CtlPart {
  enum class How : std::uint8_t { MOVE, CAPTURE, STAY_CAPTURE, SHOT_DOWN, EXCHANGE, CHECKS };
  std::vector<CtlPiece> pieces;  // the piece, or a whole stack's
  CtlPoint from;
  How how = How::MOVE;
  std::vector<CtlPiece> target;  // the piece or stack at `to`, when written
  CtlPoint to;
  std::size_t offset = 0;        // of its first character in the turn
};

struct CtlTurn {
  std::vector<CtlPiece> stack;  // the stack a deployment is made from, when one is
  std::vector<CtlPart> parts;
  bool check = false, mate = false, fault = false, draw = false, lost = false;
  std::vector<std::string> judgements;  // `+ ++ - -- ?` as written, in order
};

// The whole of `text` as one turn; nothing when it is not one, and then `reached` (when given) is how far
// it reads as one.
std::optional<CtlTurn> parse_ctl_turn(std::string_view text, std::size_t* reached = nullptr);

}  // namespace kypho::grammar
