#include "rules/jieqi/setup_check.hpp"

namespace kypho::jieqi {

std::vector<SetupIssue> check_setup(const Position& pos) {
  using xiangqi::SetupProblem;
  std::vector<SetupIssue> issues;
  for (const auto& issue : xiangqi::check_setup(pos.board())) {
    const bool of_generals = issue.problem == SetupProblem::GENERALS_FACE || issue.problem == SetupProblem::OPPONENT_IN_CHECK ||
                             issue.problem == SetupProblem::MISSING_GENERAL || xiangqi::type_of(issue.piece) == xiangqi::GENERAL;
    if (of_generals) issues.push_back({jieqi::SetupProblem::GENERAL, issue});
  }
  for (Color c : {RED, BLACK}) {
    Counts seen = pos.pool(c);
    int pool_total = 0;
    for (int t = 0; t < xiangqi::PIECE_TYPE_NB; ++t) {
      pool_total += seen[t];
      seen[t] = std::uint8_t(seen[t] + pos.taken_hidden(c)[t]);
    }
    for (int s = 0; s < SQUARE_NB; ++s) {
      const Piece p = pos.at(Square(s));
      if (p != NO_PIECE && xiangqi::color_of(p) == c && !pos.hidden(Square(s))) ++seen[xiangqi::type_of(p)];
    }
    for (int t = xiangqi::ADVISOR; t < xiangqi::PIECE_TYPE_NB; ++t)
      if (seen[t] > START_COUNTS[t])
        issues.push_back({jieqi::SetupProblem::TOO_MANY, {xiangqi::SetupProblem::TOO_MANY, NO_SQUARE, xiangqi::make_piece(c, PieceType(t))}});
    if (pos.hidden_count(c) > pool_total)
      issues.push_back({jieqi::SetupProblem::POOL_SHORT, {xiangqi::SetupProblem::TOO_MANY, NO_SQUARE, xiangqi::make_piece(c, NO_PIECE_TYPE)}});
  }
  return issues;
}

}  // namespace kypho::jieqi
