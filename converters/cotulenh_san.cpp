#include "converters/cotulenh_san.hpp"

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

bool names(const Profile& profile, const grammar::CotulenhSanSubMove& w, Move m, bool exact_kinds) {
  const auto kinds = kinds_of(profile, w.pieces);
  if (!kinds || *kinds != m.pieces || m.to != make_square(w.to_file, w.to_rank) || w.deploy != m.is(DEPLOY)) return false;
  if (exact_kinds && flag_of(w.kind) != (m.flags & OUTCOME_FLAGS)) return false;
  if (w.from_file && *w.from_file != file_of(m.from)) return false;
  return w.from_rank.empty() || std::to_string(rank_of(m.from) + 1).starts_with(w.from_rank);
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

SanMatch match_san(Position& pos, const grammar::CotulenhSanTurn& written, bool exact_kinds) {
  SanMatch found;
  for (const Turn& t : TurnList(pos)) {
    const auto ordered = in_written_order(pos, written, t, exact_kinds);
    if (ordered) (playable(pos, *ordered) ? found.turns : found.out_of_order).push_back(*ordered);
  }
  return found;
}

}  // namespace kypho::cotulenh
