#include "grammar/jieqi/record_parse.hpp"

#include "grammar/common/record_layout_actions.hpp"
#include "grammar/jieqi/record_actions.hpp"
#include "grammar/sniff/format_evidence.hpp"
#include "grammar/sniff/reads_whole.hpp"

namespace kypho::grammar::jieqi {
namespace {

namespace pegtl = tao::pegtl;
namespace rr = record_layout::rules;
using xiangqi::Notation;

using iccs_move = record::move_rule<rules::iccs_move>;
using vn_move = record::move_rule<rules::vn_move>;

// The notation most of a movetext's first words are written in.
Notation notation_of(std::string_view movetext) {
  int iccs = 0, vn = 0;
  // Read until the words left could not change which is more.
  for_each_move_word(movetext, NOTATION_WORDS, [&](std::string_view word, int left) {
    iccs += reads_whole<rules::iccs_move>(word);
    vn += reads_whole<rules::vn_move>(word);
    return vn + left > iccs && iccs + left >= vn;
  });
  return vn > iccs ? Notation::VIETNAMESE : Notation::ICCS;
}

struct notation_movetext {
  using rule_t = notation_movetext;
  using subs_t = pegtl::type_list<rr::movetext<iccs_move>, rr::movetext<vn_move>>;

  template <pegtl::apply_mode A, pegtl::rewind_mode M, template <typename...> class Action,
            template <typename...> class Control, typename ParseInput>
  static bool match(ParseInput& in, RecordState& s) {
    const Notation n = s.fixed.value_or(notation_of(moves_before_result(std::string_view(in.current(), in.size(in.size())), NOTATION_WORDS)));
    s.game.notation = n;
    if (n == Notation::VIETNAMESE) return Control<rr::movetext<vn_move>>::template match<A, M, Action, Control>(in, s);
    return Control<rr::movetext<iccs_move>>::template match<A, M, Action, Control>(in, s);
  }
};

// A bare FEN line where a game starts, face-down pieces (X, x) and pychess's marks (~) among the letters.
struct fen_rank : pegtl::plus<pegtl::sor<pegtl::range<'1', '9'>, pegtl::one<'r', 'n', 'b', 'a', 'k', 'c', 'p', 'e', 'h', 'x', 'R', 'N', 'B',
                                                                           'A', 'K', 'C', 'P', 'E', 'H', 'X', '~'>>> {};
struct fen_board : pegtl::seq<fen_rank, pegtl::rep<9, pegtl::one<'/'>, fen_rank>> {};
struct header_line : rr::position_line<fen_board> {};

struct game : pegtl::seq<pegtl::star<rr::ws>, pegtl::not_at<pegtl::eof>, rr::game_begin, rr::skip, rr::tags<header_line>, rr::skip,
                         notation_movetext, rr::game_done> {};
struct record_text : pegtl::seq<pegtl::star<rr::ws>, pegtl::star<game>, pegtl::eof> {};

}  // namespace

std::optional<xiangqi::XiangqiMoveSyntax> read_iccs_move(std::string_view word) {
  xiangqi::GameSyntax scratch;
  const std::function<void(xiangqi::GameSyntax&)> no_game;
  RecordState state{{{scratch, word.data(), no_game}, Notation::ICCS}};
  pegtl::memory_input in(word.data(), word.size(), "");
  if (!pegtl::parse<pegtl::seq<iccs_move, pegtl::eof>, action>(in, state) || scratch.events.empty()) return std::nullopt;
  return scratch.events.back().move;
}

int count_reveal_moves(std::string_view text) {
  int n = 0;
  for_each_move_word(text, NOTATION_WORDS, [&](std::string_view word) {
    n += word.find('=') != std::string_view::npos && (reads_whole<rules::iccs_move>(word) || reads_whole<rules::vn_move>(word));
  });
  return n;
}

std::optional<std::size_t> untagged_game_at(std::string_view text, std::size_t at, std::optional<Notation> notation) {
  return record::untagged_game_at(at, [&](const auto& on_game) { return parse_jieqi_record(text, notation, on_game); });
}

bool parse_jieqi_record(std::string_view text, std::optional<Notation> notation, const std::function<void(xiangqi::GameSyntax&)>& on_game) {
  xiangqi::GameSyntax game;
  RecordState state{{{game, text.data(), on_game}, notation}};
  return record::parse_records<record_text, action>(text, state);
}

}  // namespace kypho::grammar::jieqi
