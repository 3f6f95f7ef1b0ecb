#include "cli/bench_games.hpp"

#include <fmt/format.h>

#include <functional>
#include <tuple>

#include "converters/cotulenh_record_reader.hpp"
#include "converters/cotulenh_record_writer.hpp"
#include "converters/shogi_record_reader.hpp"
#include "converters/shogi_record_writer.hpp"
#include "converters/xiangqi_record_reader.hpp"
#include "converters/xiangqi_record_writer.hpp"
#include "rules/shogi/adjudicate.hpp"
#include "rules/xiangqi/adjudicate.hpp"

namespace kypho::cli::bench {
namespace {

// xorshift64: the same games on every machine and every run.
class Random {
 public:
  std::uint64_t below(std::uint64_t n) {
    state_ ^= state_ << 13;
    state_ ^= state_ >> 7;
    state_ ^= state_ << 17;
    return state_ % n;
  }

 private:
  std::uint64_t state_ = 0x5EED;
};

// Random legal games: a move drawn among the legal ones until `over` gives the game's result or `max_plies`
// are played; then `judge` gives where the rules ended it before, and how, if they did.
template <typename Position, typename MoveList, typename Over, typename Judge>
auto random_games(const Position& start, int count, int max_plies, Over over, Judge judge) {
  using Move = std::remove_cvref_t<decltype(*MoveList(std::declval<Position&>()).begin())>;
  Random random;
  std::vector<Game<Position, Move>> games(static_cast<std::size_t>(count), {start, {}, Result::UNKNOWN});
  for (auto& game : games) {
    Position pos = start;
    // The last move played may end the game too: asked once more after it.
    for (int ply = 0; ply <= max_plies; ++ply) {
      if (const auto result = over(pos)) {
        game.result = *result;
        break;
      }
      if (ply == max_plies) break;
      const MoveList moves(pos);
      auto it = moves.begin();
      std::advance(it, random.below(moves.size()));
      game.moves.push_back(*it);
      pos.make(*it);
    }
    if (const auto j = judge(game.start, game.moves)) {
      game.moves.resize(j->first);
      game.result = j->second;
    }
  }
  return games;
}

// With no legal move, the side to move loses (xiangqi and shogi).
template <typename Position, typename Status>
std::optional<Result> no_move_loses(Position& pos, Status (*status)(Position&)) {
  if (status(pos) == Status::ONGOING) return std::nullopt;
  return pos.side_to_move() == 0 ? Result::SECOND_WINS : Result::FIRST_WINS;
}

template <typename Record, typename Game>
Record record_of(const Game& game) {
  Record record;
  record.start = game.start;
  record.result = game.result;
  std::uint32_t node = Record::ROOT;
  for (const auto& m : game.moves) node = record.add_move(node, m);
  return record;
}

template <typename Game>
std::uint64_t checksum_of(const Game& game) {
  PositionChecksum sum;
  auto pos = game.start;
  sum.add(pos.key());
  for (const auto& m : game.moves) {
    pos.make(m);
    sum.add(pos.key());
  }
  return sum.value();
}

// Writes every game with `write`, `per_file` games to a file (0: all in one).
template <typename Games, typename Write>
RecordSet record_set(std::string game, std::string format, std::string extension, const Games& games, std::size_t per_file, Write write) {
  RecordSet set{std::move(game), std::move(format), std::move(extension), {}, {}, 0};
  for (std::size_t i = 0; i < games.size(); ++i) {
    if (set.files.empty() || (per_file != 0 && i % per_file == 0)) set.files.emplace_back();
    write(games[i], set.files.back());
    set.checksums.push_back(checksum_of(games[i]));
    set.moves += games[i].moves.size();
  }
  return set;
}

template <typename ReadGame>
void take(const ReadGame& g, ReadBack& out) {
  PositionChecksum sum;
  for (const auto& ply : g.history) sum.add(ply.key);
  out.checksums.push_back(sum.value());
  out.moves += g.plies;
  // What kypho wrote must read back clean: an error, or a warning about its own writing, is a problem.
  std::string problem;
  for (const auto& d : g.diagnostics)
    if (d.severity == Severity::ERROR || d.severity == Severity::WARNING) {
      problem = fmt::format("{}:{}: {}[{}]: {}", d.line, d.col, d.severity == Severity::ERROR ? "error" : "warning", d.code, d.message);
      break;
    }
  if (problem.empty() && !g.valid) problem = "not valid";
  out.problems.push_back(problem);
}

}  // namespace

std::size_t RecordSet::bytes() const {
  std::size_t n = 0;
  for (const auto& f : files) n += f.size();
  return n;
}

XiangqiGames xiangqi_games(int count, int max_plies) {
  using namespace xiangqi;
  return random_games<Position, MoveList>(
      Position::start(), count, max_plies, [](Position& pos) { return no_move_loses(pos, status); },
      [](const Position& start, std::span<const Move> line) -> std::optional<std::pair<std::size_t, Result>> {
        const auto j = adjudicate(start, line, seed_rules());
        if (!j) return std::nullopt;
        return std::pair{std::size_t(j->ply), j->verdict == Verdict::RED_WINS     ? Result::FIRST_WINS
                                              : j->verdict == Verdict::BLACK_WINS ? Result::SECOND_WINS
                                                                                  : Result::DRAW};
      });
}

ShogiGames shogi_games(int count, int max_plies) {
  using namespace shogi;
  return random_games<Position, MoveList>(
      Position::start(), count, max_plies, [](Position& pos) { return no_move_loses(pos, status); },
      [](const Position& start, std::span<const Move> line) -> std::optional<std::pair<std::size_t, Result>> {
        const auto j = adjudicate(start, line, seed_rules(), Claim::NONE);
        if (!j || j->verdict == Verdict::NONE) return std::nullopt;
        return std::pair{std::size_t(j->ply), j->verdict == Verdict::SENTE_WINS  ? Result::FIRST_WINS
                                              : j->verdict == Verdict::GOTE_WINS ? Result::SECOND_WINS
                                                                                 : Result::DRAW};
      });
}

std::vector<RecordSet> xiangqi_record_sets(const XiangqiGames& games) {
  using namespace xiangqi;
  std::vector<RecordSet> sets;
  for (auto [notation, name] : {std::pair{Notation::WXF, "wxf"}, {Notation::VIETNAMESE, "vn"}, {Notation::CHINESE, "chinese"},
                                {Notation::ICCS, "iccs"}, {Notation::SAN, "san"}})
    sets.push_back(record_set("xiangqi", name, "pgn", games, 0, [notation = notation](const auto& game, std::string& file) {
      WriteOptions options;
      options.notation = notation;
      options.pgn = true;
      file += write_record(record_of<XiangqiRecord>(game), options) + "\n";
    }));
  return sets;
}

std::vector<RecordSet> shogi_record_sets(const ShogiGames& games) {
  using namespace shogi;
  std::vector<RecordSet> sets;
  // CSA and USI hold many games to a file, KIF and KI2 one, as they come.
  for (auto [format, name, per_file] : {std::tuple{ShogiFormat::CSA, "csa", 0}, {ShogiFormat::KIF, "kif", 1}, {ShogiFormat::KI2, "ki2", 1},
                                        {ShogiFormat::USI, "usi", 0}})
    sets.push_back(record_set("shogi", name, name, games, std::size_t(per_file), [format = format](const auto& game, std::string& file) {
      std::vector<std::string> lost;
      if (format == ShogiFormat::CSA && !file.empty()) file += "/\n";
      file += write_shogi_record(record_of<ShogiRecord>(game), format, lost);
    }));
  return sets;
}

std::vector<RecordSet> cotulenh_record_sets(int count, int max_turns) {
  using namespace cotulenh;
  // Each layout read by its own profile: the seed's for kypho's notation, @cotulenh/core's for its PGN.
  const auto games_of = [&](const Profile& profile) {
    return random_games<Position, TurnList>(
        Position::start(profile), count, max_turns,
        [](Position& pos) -> std::optional<Result> {
          // The seed's ends that need no move generation (a battle lost) first, as the reader judges them.
          const Status s = decided(pos).value_or(status(pos));
          if (s == Status::ONGOING) return std::nullopt;
          const auto lost = loser(pos, s);
          return !lost ? Result::DRAW : *lost == RED ? Result::SECOND_WINS : Result::FIRST_WINS;
        },
        [](const Position&, std::span<const Turn>) { return std::optional<std::pair<std::size_t, Result>>(); });
  };
  std::vector<RecordSet> sets;
  sets.push_back(record_set("cotulenh", "ctl", "ctl", games_of(seed_profile()), 0,
                            [](const auto& game, std::string& file) { file += write_ctl(record_of<CotulenhRecord>(game)) + "\n"; }));
  sets.push_back(record_set("cotulenh", "ctl-pgn", "pgn", games_of(cotulenh_profile()), 0,
                            [](const auto& game, std::string& file) { file += write_pgn(record_of<CotulenhRecord>(game)) + "\n"; }));
  return sets;
}

void read_back(const RecordSet& set, const grammar::SourceText& file, std::string_view rules, ReadBack& out) {
  ReadChecks checks;
  checks.rules = rules;
  if (set.game == "xiangqi") {
    xiangqi::read_xiangqi_records(file, grammar::xiangqi::MoveNotation::UNKNOWN, [&](xiangqi::ReadGame& g) { take(g, out); }, checks);
  } else if (set.game == "shogi") {
    using grammar::shogi::Format;
    const Format format = set.format == "csa" ? Format::CSA : set.format == "kif" ? Format::KIF : set.format == "ki2" ? Format::KI2 : Format::USI;
    shogi::read_shogi_records(file, format, [&](shogi::ShogiGame& g) { take(g, out); }, checks);
  } else {
    const bool ctl = set.format == "ctl";
    cotulenh::read_cotulenh_records(file, ctl ? grammar::cotulenh::TurnNotation::CTL : grammar::cotulenh::TurnNotation::SAN,
                                    ctl ? cotulenh::seed_profile() : cotulenh::cotulenh_profile(), [&](cotulenh::ReadGame& g) { take(g, out); }, checks);
  }
}

}  // namespace kypho::cli::bench
