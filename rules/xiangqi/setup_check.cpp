#include "rules/xiangqi/setup_check.hpp"

namespace kypho::xiangqi {

std::vector<SetupIssue> check_setup(const Position& pos) {
  std::vector<SetupIssue> issues;
  std::array<int, PIECE_NB> seen{};
  for (int r = RANK_NB - 1; r >= 0; --r)
    for (int f = 0; f < FILE_NB; ++f) {
      const Square s = make_square(f, r);
      const Piece p = pos.at(s);
      if (p == NO_PIECE) continue;
      if (++seen[p] > max_count(type_of(p))) issues.push_back({SetupProblem::TOO_MANY, s, p});
      else if (!can_stand(color_of(p), type_of(p), s)) issues.push_back({SetupProblem::OFF_POINT, s, p});
    }
  for (Color c : {BLACK, RED})
    if (seen[make_piece(c, GENERAL)] == 0) issues.push_back({SetupProblem::MISSING_GENERAL, NO_SQUARE, make_piece(c, GENERAL)});
  if (pos.generals_facing())
    issues.push_back({SetupProblem::GENERALS_FACE, pos.general(BLACK), make_piece(BLACK, GENERAL)});
  else if (pos.general_attacked(~pos.side_to_move()))
    issues.push_back({SetupProblem::OPPONENT_IN_CHECK, pos.general(~pos.side_to_move()),
                      make_piece(~pos.side_to_move(), GENERAL)});
  return issues;
}

}  // namespace kypho::xiangqi
