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
}
