#include "converters/cotulenh/san.hpp"

#include <algorithm>
#include <array>
#include <string>

#include "rules/cotulenh/turns.hpp"

namespace kypho::cotulenh {
namespace {

std::uint8_t flag_of(char kind) {
  switch (kind) {
    case 'x': return CAPTURE;
    case '_':
    case '*': return STAY_CAPTURE;
    case '@': return SUICIDE;
    case '&': return COMBINE;
    case '"': return SHOT_DOWN;
    case '~': return FORFEIT;
    default: return 0;
  }
}

// Whether a point's rank is one that `w` allows its origin: SAN may cut a rank to its first digit.
bool from_rank_allows(const grammar::CotulenhSanSubMove& w, Square s) {
  if (w.from_rank.empty()) return true;
  const int rank = rank_of(s) + 1;
  const std::array<char, 2> digits{char('0' + (rank >= 10 ? rank / 10 : rank)), char('0' + rank % 10)};
  return std::string_view(digits.data(), rank >= 10 ? 2 : 1).starts_with(w.from_rank);
}

bool names(const Profile& profile, const grammar::CotulenhSanSubMove& w, Move m, bool exact_kinds) {
  const auto kinds = kinds_of(profile, w.pieces);
  if (!kinds || *kinds != m.pieces || m.to != make_square(w.to_file, w.to_rank) || w.deploy != m.is(DEPLOY)) return false;
  if (exact_kinds && flag_of(w.kind) != (m.flags & OUTCOME_FLAGS)) return false;
  if (w.from_file && *w.from_file != file_of(m.from)) return false;
  return from_rank_allows(w, m.from);
}

// The legal turn `t` in the order `written` names its sub-moves, or nothing when it names others.
std::optional<Turn> in_written_order(Position& pos, const grammar::CotulenhSanTurn& written, const Turn& t, bool exact_kinds) {
  if (written.sub_moves.size() != t.count) return std::nullopt;
  Turn ordered;
  for (const auto& w : written.sub_moves)
    for (const Move& m : t.moves())
      if (names(pos.profile(), w, m, exact_kinds) && !(ordered.moved() & m.pieces)) {
        ordered.push(m);
        break;
      }
  if (ordered.count != t.count) return std::nullopt;
  if (t.deploy()) {
    const auto stay = kinds_of(pos.profile(), written.stay);
    if (!stay || *stay != KindSet(pos.at(t.from()).kinds & ~t.moved())) return std::nullopt;
  }
  return ordered;
}

}  // namespace

std::optional<KindSet> kinds_of(const Profile& profile, const std::vector<grammar::CotulenhSanPiece>& pieces) {
  KindSet kinds = 0;
  for (const auto& p : pieces) {
    const auto kind = profile.kind_of_letter(p.letter);
    if (!kind) return std::nullopt;
    kinds |= bit(*kind);
  }
  return kinds;
}

namespace {

// The sub-moves a turn that `written` names may be made of: some written sub-move goes where they go, from
// where they come, with their pieces and maybe more (a recombine adds the piece that rejoins). A stack of
// three has thousands of deployments; a written turn needs those of the sub-moves it names.
SubMoveFilter written_sub_moves(const Position& pos, const grammar::CotulenhSanTurn& written) {
  struct Named {
    KindSet kinds;
    Square to;
    bool deploy;
    std::optional<std::uint8_t> from_file;
  };
  std::vector<Named> named;
  SubMoveFilter filter;
  for (const grammar::CotulenhSanSubMove& w : written.sub_moves) {
    const auto kinds = kinds_of(pos.profile(), w.pieces);
    if (!kinds) continue;
    named.push_back({*kinds, make_square(w.to_file, w.to_rank), w.deploy, w.from_file});
    filter.towards.push_back(named.back().to);
    pos.occupied(pos.side_to_move()).for_each([&](Square s) {
      if ((pos.at(s).kinds & *kinds) && (!w.from_file || *w.from_file == file_of(s)) && from_rank_allows(w, s)) filter.from.set(s);
    });
  }
  filter.accepts = [named = std::move(named)](const Move& m) {
    return std::ranges::any_of(named, [&](const Named& n) {
      return (m.pieces & ~n.kinds) == 0 && m.to == n.to && n.deploy == m.is(DEPLOY) && (!n.from_file || *n.from_file == file_of(m.from));
    });
  };
  return filter;
}

SanMatch match_written(Position& pos, const grammar::CotulenhSanTurn& written, bool exact_kinds) {
  SanMatch found;
  std::vector<Turn> turns;
  const SubMoveFilter filter = written_sub_moves(pos, written);
  generate_turns(pos, turns, &filter);
  for (const Turn& t : turns) {
    const auto ordered = in_written_order(pos, written, t, exact_kinds);
    // A turn of one sub-move is played in the order the generator found it in: only longer ones need asking.
    if (ordered) (ordered->count == 1 || playable(pos, *ordered) ? found.turns : found.out_of_order).push_back(*ordered);
  }
  return found;
}

// A piece written joining where an earlier sub-move of its turn went, made by both: @cotulenh/core plays
// `N>a11,F>&a11` as the recombine `(NF)>a11` (rules/cotulenh/turns.cpp). Nothing when no join is so written.
std::optional<grammar::CotulenhSanTurn> as_recombine(grammar::CotulenhSanTurn written) {
  bool folded = false;
  auto& steps = written.sub_moves;
  for (std::size_t i = 1; i < steps.size();) {
    const auto earlier = std::find_if(steps.begin(), steps.begin() + std::ptrdiff_t(i), [&](const auto& w) {
      return w.to_file == steps[i].to_file && w.to_rank == steps[i].to_rank;
    });
    if (steps[i].kind != '&' || earlier == steps.begin() + std::ptrdiff_t(i)) {
      ++i;
      continue;
    }
    earlier->pieces.insert(earlier->pieces.end(), steps[i].pieces.begin(), steps[i].pieces.end());
    steps.erase(steps.begin() + std::ptrdiff_t(i));
    folded = true;
  }
  if (!folded) return std::nullopt;
  return written;
}

}  // namespace

SanMatch match_san(Position& pos, const grammar::CotulenhSanTurn& written, bool exact_kinds) {
  SanMatch found = match_written(pos, written, exact_kinds);
  if (found.turns.empty() && found.out_of_order.empty() && pos.profile().deploy_rejoins)
    if (const auto recombined = as_recombine(written)) return match_written(pos, *recombined, exact_kinds);
  return found;
}

}  // namespace kypho::cotulenh
