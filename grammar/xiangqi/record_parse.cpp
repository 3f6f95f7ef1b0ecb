#include "grammar/xiangqi/record_parse.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <functional>
#include <type_traits>

#include "grammar/xiangqi/chinese_actions.hpp"
#include "grammar/sniff/format_evidence.hpp"
#include "grammar/sniff/reads_whole.hpp"
#include "grammar/xiangqi/san_actions.hpp"
#include "grammar/xiangqi/iccs_actions.hpp"
#include "grammar/xiangqi/vn_actions.hpp"
#include "grammar/xiangqi/wxf_actions.hpp"
#include "grammar/xiangqi/record_state.hpp"
#include "grammar/text/messages.hpp"

namespace kypho::grammar::xiangqi {
namespace {

namespace pegtl = tao::pegtl;

namespace rr = record_layout::rules;
using record::move_rule;

// A bare FEN line where a game starts (`rnbakabnr/9/… w`), and clubxiangqi's header fields.
struct fen_rank : pegtl::plus<pegtl::sor<pegtl::range<'1', '9'>, pegtl::one<'r', 'n', 'b', 'a', 'k', 'c', 'p', 'e', 'h',
                                                                           'R', 'N', 'B', 'A', 'K', 'C', 'P', 'E', 'H'>>> {};
struct fen_board : pegtl::seq<fen_rank, pegtl::rep<9, pegtl::one<'/'>, fen_rank>> {};
struct header_line : pegtl::sor<rr::club_field, rr::position_line<fen_board>> {};

using vn_move = move_rule<vn::rules::move>;
using wxf_move = move_rule<wxf::rules::move>;
using iccs_move = move_rule<iccs::rules::move>;
using chinese_move = move_rule<chinese::rules::move>;
using san_move = move_rule<san::rules::move>;
// A move of any notation: what may follow `1.` after a result to start a game with no tags (record_layout).
struct any_move : pegtl::sor<vn::rules::move, wxf::rules::move, iccs::rules::move, chinese::rules::move, san::rules::move> {};
template <typename Move>
using movetext_of = rr::movetext<Move, any_move>;

// Calls `f` with the move rule of the grammar that reads notation `n` (as std::type_identity<Rule>).
template <typename F>
decltype(auto) with_move_rule(Notation n, F&& f) {
  switch (read_as(n)) {
    case Notation::WXF: return f(std::type_identity<wxf_move>());
    case Notation::ICCS: return f(std::type_identity<iccs_move>());
    case Notation::CHINESE: return f(std::type_identity<chinese_move>());
    case Notation::SAN: return f(std::type_identity<san_move>());
    default: return f(std::type_identity<vn_move>());
  }
}

// The notation a game's [Format] tag names, if it has one that names any.
std::optional<Notation> notation_from_tag(const GameSyntax& game) {
  const TagSyntax* format = game.tag("Format");
  return format ? notation_of_tag(format->value) : std::nullopt;
}

// How many of a movetext's first words each notation's move grammar reads whole.
struct NotationCounts {
  int vn = 0, wxf = 0, iccs = 0, chinese = 0, san = 0;
};

// The notation that reads most of them, and the others that read as many.
NotationChoice best_notation(const NotationCounts& c) {
  // In the order a tie is broken in: Vietnamese first, the project's primary notation, which shares most
  // spellings with WXF.
  const std::array<std::pair<Notation, int>, 5> counts{{{Notation::VIETNAMESE, c.vn}, {Notation::CHINESE, c.chinese},
                                                        {Notation::SAN, c.san}, {Notation::ICCS, c.iccs}, {Notation::WXF, c.wxf}}};
  const int best = std::max({c.vn, c.wxf, c.iccs, c.chinese, c.san});
  if (best == 0) return {Notation::VIETNAMESE, 0};
  NotationSet among = 0;
  for (const auto& [n, count] : counts)
    if (count == best) among |= notation_bit(n);
  const Notation chosen = std::find_if(counts.begin(), counts.end(), [&](const auto& nc) { return nc.second == best; })->first;
  return {chosen, NotationSet(among & ~notation_bit(chosen))};
}

// Whether the first words of a game tagged WXF are Vietnamese moves: more of them read so than as WXF (two
// at least), and no notation reads more. The other notations are weighed only where the first test holds,
// which most WXF games fail.
// `movetext` runs to the end of the text; the words are those before its result (moves_before_result).
bool vietnamese_under_wxf(std::string_view movetext) {
  int vn = 0, wxf = 0;
  // The words stop being read once those left could not make Vietnamese the greater count.
  for_each_move_word_before_result(movetext, NOTATION_WORDS, [&](std::string_view token, int left) {
    vn += reads_whole<vn::rules::move>(token);
    wxf += reads_whole<wxf::rules::move>(token);
    return vn + left > wxf;
  });
  return vn > wxf && vn >= 2 && notation_of_moves(movetext) == Notation::VIETNAMESE;
}

// Chooses the game's notation where the movetext starts, then reads it with that notation's moves.
struct notation_movetext {
  using rule_t = notation_movetext;
  using subs_t = pegtl::type_list<movetext_of<vn_move>, movetext_of<wxf_move>, movetext_of<iccs_move>, movetext_of<chinese_move>,
                                  movetext_of<san_move>>;

  template <pegtl::apply_mode A, pegtl::rewind_mode M, template <typename...> class Action,
            template <typename...> class Control, typename ParseInput>
  static bool match(ParseInput& in, RecordState& s) {
    std::optional<Notation> n = s.fixed;
    if (!n) {
      n = notation_from_tag(s.game);
      // The moves are weighed only where no tag names their notation, or where it names WXF (below). Only the
      // moves count: what follows the result (footnotes, adverts) is not this game's notation.
      const std::string_view movetext(in.current(), in.size(in.size()));
      if (!n) {
        // What a game is read as hangs on its own words alone, never on the games before: a long file is read in
        // parts, cut before a tag line or a game with no tags (units.hpp). Where they read as well in several
        // notations, the reader's replay chooses (GameSyntax::tied).
        const NotationChoice choice = choose_notation(movetext);
        n = choice.chosen;
        s.game.tied = choice.tied;
      } else if (n == Notation::WXF && vietnamese_under_wxf(movetext)) {
        // A forum block that says `FORMAT WXF` around Vietnamese moves (the sites' viewers call every vertical
        // notation WXF): the moves say what they are, and that the tag is not followed is said. No other tag
        // is second-guessed.
        const TagSyntax* format = s.game.tag("Format");
        n = Notation::VIETNAMESE;
        s.game.errors.push_back({format->value_offset, "format",
                                 msg("the Format tag says {tag}, but the moves are {notation} notation, which they are read as",
                                     quote("tag", format->value), arg("notation", tr(notation_label(*n)))),
                                 true});
      }
    }
    s.game.notation = n;
    return with_move_rule(*n, [&]<typename Move>(std::type_identity<Move>) {
      return Control<movetext_of<Move>>::template match<A, M, Action, Control>(in, s);
    });
  }
};

// What stands before a game's tags (a PGN `%` escape line, a `;` note) is the game's opening comment.
struct game : pegtl::seq<pegtl::star<rr::ws>, pegtl::not_at<pegtl::eof>, rr::game_begin, rr::skip, rr::tags<header_line>, rr::skip, notation_movetext, rr::game_done> {};
struct record : pegtl::seq<pegtl::star<rr::ws>, pegtl::star<game>, pegtl::eof> {};

template <typename Move>
std::optional<Event> read_whole_move(std::string_view text, std::size_t offset, std::size_t length) {
  GameSyntax scratch;
  const std::function<void(GameSyntax&)> no_game;
  RecordState state{{scratch, text.data(), no_game}, std::nullopt};
  pegtl::memory_input in(text.data() + offset, length, "");
  if (!pegtl::parse<pegtl::seq<Move, pegtl::eof>, action>(in, state) || scratch.events.empty()) return std::nullopt;
  return scratch.events.back();
}

}  // namespace

NotationChoice choose_notation(std::string_view movetext) {
  NotationCounts c;
  // Every notation is tried on every word until one leads each other by more than the words left: then no
  // later word could change the choice, and none is read (each costs five parses).
  // The words are read up to the result as they go (for_each_move_word_before_result), not found first: most
  // games are decided within their first words.
  for_each_move_word_before_result(movetext, NOTATION_WORDS, [&](std::string_view token, int left) {
    c.vn += reads_whole<vn::rules::move>(token);
    c.wxf += reads_whole<wxf::rules::move>(token);
    c.iccs += reads_whole<iccs::rules::move>(token);
    c.chinese += reads_whole<chinese::rules::move>(token);
    c.san += reads_whole<san::rules::move>(token);
    int best = 0, second = 0;
    for (const int n : {c.vn, c.wxf, c.iccs, c.chinese, c.san}) {
      second = std::max(second, std::min(best, n));
      best = std::max(best, n);
    }
    return best - second <= left;
  });
  return best_notation(c);
}

std::optional<ForeignMove> read_foreign_move(std::string_view text, std::size_t offset, std::size_t length, std::optional<Notation> game) {
  for (const Notation n : {Notation::WXF, Notation::VIETNAMESE, Notation::CHINESE, Notation::ICCS, Notation::SAN})
    if (n != game)
      if (auto e = read_move_as(text, offset, length, n)) return ForeignMove{n, *e};
  return std::nullopt;
}

std::optional<Event> read_move_as(std::string_view text, std::size_t offset, std::size_t length, Notation n) {
  return with_move_rule(n, [&]<typename Move>(std::type_identity<Move>) { return read_whole_move<Move>(text, offset, length); });
}

std::optional<std::size_t> untagged_game_at(std::string_view text, std::size_t at, std::optional<Notation> notation) {
  return grammar::record::untagged_game_at(at, [&](const auto& on_game) { return parse_xiangqi_record(text, notation, on_game); });
}

bool parse_xiangqi_record(std::string_view text, std::optional<Notation> notation, const std::function<void(GameSyntax&)>& on_game) {
  GameSyntax game;
  RecordState state{{game, text.data(), on_game}, notation};
  return grammar::record::parse_records<record, action>(text, state);
}

}  // namespace kypho::grammar::xiangqi
