// Cờ tướng úp's record notation: xiangqi's ICCS (`h2e2`) or Vietnamese (`P2-5`) moves, a face-down piece's
// first move followed by what it turned out to be, `=` and its letter in the move's own alphabet: FEN's for
// ICCS (`h2e2=R`, as JieqiBox and the JFN notes write it; JFN's `+` before a reveal is read too), the
// rulebook's for Vietnamese (`P2-5=X`).
#pragma once

#include <tao/pegtl.hpp>

#include "grammar/common/wide.hpp"
#include "grammar/xiangqi/iccs.hpp"
#include "grammar/xiangqi/vn.hpp"

namespace kypho::grammar::jieqi::rules {

namespace pegtl = tao::pegtl;

// clang-format off
struct reveal_sign : pegtl::one< '=' > {};
// FEN's letters, either case: R N B A C P, and E H as xiangqi's FEN also reads them.
struct fen_chariot : pegtl::one< 'R', 'r' > {};
struct fen_horse : pegtl::one< 'N', 'n', 'H', 'h' > {};
struct fen_elephant : pegtl::one< 'B', 'b', 'E', 'e' > {};
struct fen_advisor : pegtl::one< 'A', 'a' > {};
struct fen_cannon : pegtl::one< 'C', 'c' > {};
struct fen_soldier : pegtl::one< 'P', 'p' > {};
struct fen_identity : pegtl::sor< fen_chariot, fen_horse, fen_elephant, fen_advisor, fen_cannon, fen_soldier > {};
// The rulebook's letters: Xe, Mã, Tượng (Voi), Sĩ, Pháo, Binh (Chốt); types of their own, so that the move's
// piece letter actions do not take them for the moving piece.
struct vn_chariot : wide_one< 'X', 'x' > {};
struct vn_horse : wide_one< 'M', 'm' > {};
struct vn_elephant : wide_one< 'T', 't' > {};
struct vn_voi : wide_one< 'V', 'v' > {};
struct vn_advisor : wide_one< 'S', 's' > {};
struct vn_cannon : wide_one< 'P', 'p' > {};
struct vn_soldier : wide_one< 'B', 'b' > {};
struct vn_chot : wide_one< 'C', 'c' > {};
struct vn_identity : pegtl::sor< vn_chariot, vn_horse, vn_elephant, vn_voi, vn_advisor, vn_cannon, vn_soldier, vn_chot > {};
struct move_end : pegtl::not_at< pegtl::alnum > {};
struct fen_mark : pegtl::sor< fen_chariot, fen_horse, fen_elephant, fen_advisor, fen_cannon, fen_soldier > {};
struct iccs_reveal : pegtl::seq< reveal_sign, fen_identity > {};
struct vn_reveal : pegtl::seq< reveal_sign, vn_identity, move_end > {};
struct jfn_reveal_mark : pegtl::one< '+' > {};
// JieqiBox writes its letters bare after the points (`h2e2R`, `h2h9Rn`); kypho writes the reveal after '='.
struct iccs_marks : pegtl::seq< pegtl::sor< iccs_reveal, fen_mark >, pegtl::opt< fen_mark > > {};
struct iccs_move : pegtl::seq< pegtl::opt< jfn_reveal_mark, pegtl::at< iccs::rules::file > >, iccs::rules::from_point, pegtl::opt< iccs::rules::dash >,
                               iccs::rules::to_point, pegtl::opt< iccs_marks >, move_end > {};
struct vn_move : pegtl::seq< vn::rules::short_move, pegtl::opt< vn_reveal >, move_end > {};
// clang-format on

}  // namespace kypho::grammar::jieqi::rules
