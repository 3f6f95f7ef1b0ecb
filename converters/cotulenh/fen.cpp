#include "converters/common/choices.hpp"
#include "converters/cotulenh/fen.hpp"

#include "converters/common/text_join.hpp"

#include <algorithm>
#include <bit>

#include <fmt/format.h>

#include "grammar/cotulenh/fen_parse.hpp"
#include "grammar/text/messages.hpp"
#include "rules/common/bits.hpp"
#include "rules/common/marked.hpp"

namespace kypho::cotulenh {
namespace {

constexpr std::string_view KIND_NAMES[] = {"commander", "infantry",  "militia", "artillery", "anti-air gun", "missile",
                                           "tank",      "air force", "engineer", "navy",     "headquarters"};

// Each kind's name in messages, by Luật cờ tư lệnh's terms in the catalogues, and with its article (in the order
// of Kind).
struct KindWords {
  Marked noun, with_article;
};
constexpr KindWords KIND_WORDS[KIND_NB] = {
    {NC_("cotulenh piece", "commander"), NC_("cotulenh piece", "a commander")},
    {NC_("cotulenh piece", "infantry"), NC_("cotulenh piece", "an infantry")},
    {NC_("cotulenh piece", "militia"), NC_("cotulenh piece", "a militia")},
    {NC_("cotulenh piece", "artillery"), NC_("cotulenh piece", "an artillery")},
    {NC_("cotulenh piece", "anti-air gun"), NC_("cotulenh piece", "an anti-air gun")},
    {NC_("cotulenh piece", "missile"), NC_("cotulenh piece", "a missile")},
    {NC_("cotulenh piece", "tank"), NC_("cotulenh piece", "a tank")},
    {NC_("cotulenh piece", "air force"), NC_("cotulenh piece", "an air force")},
    {NC_("cotulenh piece", "engineer"), NC_("cotulenh piece", "an engineer")},
    {NC_("cotulenh piece", "navy"), NC_("cotulenh piece", "a navy")},
    {NC_("cotulenh piece", "headquarters"), NC_("cotulenh piece", "a headquarters")},
};

}  // namespace

std::string_view kind_name(Kind k) { return KIND_NAMES[k]; }
std::string side_name(Color c) { return c == RED ? tr_in("cotulenh side", "Red") : tr_in("cotulenh side", "Blue"); }

std::string kind_noun(Kind k) { return tr(KIND_WORDS[k].noun); }
std::string kind_with_article(Kind k) { return tr(KIND_WORDS[k].with_article); }

// A point's stack as FEN writes it: one piece, or the stack in parentheses in its form's order, carrier first.
void append_stack(std::string& fen, const Profile& profile, const Stack& stack) {
  const auto piece = [&](Kind k) {
    if (stack.hero(k)) fen += '+';
    const char letter = profile.of(k).letter;
    fen += stack.color == RED ? letter : char(letter | 0x20);
  };
  if (single_bit(stack.kinds)) return piece(Kind(std::countr_zero(stack.kinds)));
  fen += '(';
  profile.for_each_written(stack.kinds, piece);
  fen += ')';
}

std::string square_name(Square s) { return fmt::format("{}{}", char('a' + file_of(s)), rank_of(s) + 1); }

std::optional<Position> read_fen(const grammar::SourceText& src, std::size_t offset, std::size_t length, Diagnostics& out,
                                 const Profile& profile) {
  std::vector<grammar::SyntaxError> errors;
  const auto fen = grammar::parse_cotulenh_fen(src.text().substr(offset, length), errors);
  for (const auto& e : errors)
    out.push_back(located(src, offset + e.offset, e.warning ? Severity::WARNING : Severity::ERROR, e.code, e.message));
  if (!fen || std::any_of(errors.begin(), errors.end(), [](const grammar::SyntaxError& e) { return !e.warning; })) return std::nullopt;

  Position pos(profile);
  bool ok = true;
  const auto error = [&](std::size_t at, std::string code, std::string message) {
    out.push_back(located(src, offset + at, Severity::ERROR, std::move(code), std::move(message)));
    ok = false;
  };
  std::array<std::size_t, SQUARE_NB> written{};  // where each point's first piece is written
  std::array<std::string, SQUARE_NB> as_written;  // each stack's pieces, in the order written
  std::array<int, 2> commanders{};
  for (const auto& p : fen->pieces) {
    const Square s = make_square(p.file, p.rank);
    const Kind k = *profile.kind_of_letter(p.letter);
    const Color c = p.letter >= 'a' ? BLUE : RED;
    Stack stack = pos.at(s);
    if (stack.empty()) written[s] = p.offset;
    if (!stack.empty() && (stack.color != c || stack.has(k))) {
      error(p.offset, "fen-stack", msg("a stack holds pieces of one side, each kind once; {piece} cannot join it", arg("piece", kind_noun(k))));
      continue;
    }
    if (k == COMMANDER && ++commanders[c] == 2) error(p.offset, "too-many-pieces", msg("{side} has a second commander", arg("side", side_name(c))));
    stack.color = c;
    stack.kinds |= bit(k);
    if (p.hero) stack.heroes |= bit(k);
    pos.put(s, stack);
    if (p.hero) as_written[s] += '+';
    as_written[s] += p.letter;
  }
  for (Square s = 0; s < SQUARE_NB; ++s) {
    const Stack& stack = pos.at(s);
    if (stack.empty()) continue;
    if (!single_bit(stack.kinds) && !profile.form(stack.kinds)) {
      error(written[s], "fen-stack", msg("these pieces may not stack together on {point} (rules: {rules})", arg("point", square_name(s)),
                                         arg("rules", profile.name)));
      // A FEN does not say its rules: a position of a game played by Luật cờ tư lệnh, read by @cotulenh/core's.
      for (const Profile* other : {&seed_profile(), &cotulenh_profile()})
        if (other != &profile && other->form(stack.kinds))
          out.back().notes.push_back(msg("the rules {rules} allow this stack: a FEN does not say its rules; read it with {option} {rules}",
                                         arg("rules", other->name), arg("option", choice_name(Choice::RULES))));
      continue;
    }
    if (!single_bit(stack.kinds)) {
      // The profile says which piece carries: a stack written in another order is read in its own.
      std::string canonical;
      append_stack(canonical, profile, stack);
      if (canonical != "(" + as_written[s] + ")")
        out.push_back(located(src, offset + written[s], Severity::NOTE, "non-canonical",
                              msg("the stack ({written}) on {point} is read as {stack}: the {carrier} carries the others, and FEN writes it first",
                                  quote("written", as_written[s]), arg("point", square_name(s)), arg("stack", canonical),
                                  arg("carrier", kind_noun(profile.carrier(stack.kinds))))));
    }
    const Kind carrier = profile.carrier(stack.kinds);
    if (!stands_on(profile, carrier, s))
      error(written[s], "piece-off-point",
            profile.of(carrier).stands_on == Terrain::WATER
                ? msg("{a_piece} cannot stand on {point}: a ship stays on the sea, the coast and the river banks d6 e6 d7 e7",
                      arg("a_piece", kind_with_article(carrier)), arg("point", square_name(s)))
                : msg("{a_piece} cannot stand on {point}: the open sea (files a and b) is no place for it", arg("a_piece", kind_with_article(carrier)),
                      arg("point", square_name(s))));
  }
  if (fen->side) pos.set_side_to_move(*fen->side == 'b' ? BLUE : RED);
  else out.push_back(missing_turn(src, offset, length, msg("{side} (r)", arg("side", side_name(RED)))));
  pos.set_clocks(int(fen->halfmove.value_or(0)), int(fen->fullmove.value_or(1)));
  if (!ok) return std::nullopt;
  return pos;
}

std::optional<Position> read_fen(const grammar::SourceText& src, Diagnostics& out, const Profile& profile) {
  return read_fen(src, 0, src.text().size(), out, profile);
}

std::string write_fen(const Position& pos) {
  std::string fen;
  for (int r = RANK_NB - 1; r >= 0; --r) {
    int empty = 0;
    for (int f = 0; f < FILE_NB; ++f) {
      const Stack& stack = pos.at(make_square(f, r));
      if (stack.empty()) {
        ++empty;
        continue;
      }
      if (empty) fen += std::to_string(empty);
      empty = 0;
      append_stack(fen, pos.profile(), stack);
    }
    if (empty) fen += std::to_string(empty);
    if (r > 0) fen += '/';
  }
  fmt::format_to(std::back_inserter(fen), " {} - - {} {}", pos.side_to_move() == RED ? 'r' : 'b', pos.halfmove(), pos.fullmove());
  return fen;
}

}  // namespace kypho::cotulenh
