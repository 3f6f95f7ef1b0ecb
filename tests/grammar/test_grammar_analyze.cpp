// PEGTL's grammar analysis: no rule may loop without consuming input.
#include <tao/pegtl/contrib/analyze.hpp>

#include "grammar/xiangqi/chinese.hpp"
#include "grammar/cotulenh/ctl.hpp"
#include "grammar/cotulenh/san.hpp"
#include "grammar/xiangqi/fen.hpp"
#include "grammar/xiangqi/iccs.hpp"
#include "grammar/xiangqi/vn.hpp"
#include "grammar/xiangqi/vn_pos.hpp"
#include "grammar/xiangqi/wxf.hpp"
#include "grammar/common/record_layout.hpp"
#include "grammar/shogi/csa.hpp"
#include "grammar/shogi/ki2.hpp"
#include "grammar/shogi/kif.hpp"
#include "grammar/shogi/sfen.hpp"
#include "grammar/shogi/usi.hpp"
#include "grammar/xiangqi/ucci.hpp"
#include "helpers.hpp"

namespace rr = kypho::grammar::record_layout::rules;

TEST_CASE("no grammar has a rule that can loop forever") {
  using tao::pegtl::analyze;
  CHECK(analyze<kypho::grammar::fen::rules::fen>() == 0);
  CHECK(analyze<kypho::grammar::vn_pos::rules::position>() == 0);
  CHECK(analyze<rr::movetext<kypho::grammar::vn::rules::move>>() == 0);
  CHECK(analyze<rr::movetext<kypho::grammar::wxf::rules::move>>() == 0);
  CHECK(analyze<rr::movetext<kypho::grammar::iccs::rules::move>>() == 0);
  CHECK(analyze<rr::movetext<kypho::grammar::chinese::rules::move>>() == 0);
  CHECK(analyze<tao::pegtl::seq<rr::tags<rr::club_field>, rr::skip>>() == 0);
  CHECK(analyze<rr::movetext<kypho::grammar::cotulenh_san::rules::turn>>() == 0);
  CHECK(analyze<rr::movetext<kypho::grammar::cotulenh_ctl::rules::turn>>() == 0);
  // The grammars read line by line, whole: each line rule is a whole_line, which always moves on.
  CHECK(analyze<kypho::grammar::kif::rules::record>() == 0);
  CHECK(analyze<kypho::grammar::ki2::rules::record>() == 0);
  CHECK(analyze<kypho::grammar::csa::rules::record>() == 0);
  CHECK(analyze<kypho::grammar::usi::rules::record>() == 0);
  CHECK(analyze<kypho::grammar::sfen::rules::sfen>() == 0);
  CHECK(analyze<kypho::grammar::ucci::rules::script>() == 0);
}

TEST_CASE("a line rule that can match nothing is still caught inside whole_line") {
  namespace pegtl = tao::pegtl;
  // whole_line is analysed as consuming, but what it holds is analysed as ever: a star over a rule that
  // matches nothing is reported.
  CHECK(tao::pegtl::analyze<kypho::grammar::whole_line<pegtl::star<pegtl::opt<pegtl::blank>>>>(-1) != 0);
  CHECK(tao::pegtl::analyze<pegtl::star<pegtl::seq<pegtl::opt<pegtl::blank>, pegtl::eolf>>>(-1) != 0);
  CHECK(tao::pegtl::analyze<pegtl::star<kypho::grammar::whole_line<pegtl::opt<pegtl::blank>>>>(-1) == 0);
}
