#include "cli/bench_games.hpp"

#include <fmt/format.h>

#include <functional>
#include <tuple>

#include "converters/cotulenh/record_reader.hpp"
#include "converters/cotulenh/record_writer.hpp"
#include "converters/shogi/record_reader.hpp"
#include "converters/shogi/record_writer.hpp"
#include "converters/xiangqi/record_reader.hpp"
#include "converters/xiangqi/record_writer.hpp"

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

// Random legal games of `Rules` (a reader's game traits: xiangqi::GameRules, shogi::GameRules, cotulenh::GameRules): a
// move drawn among the legal ones until the game is over on the board or `max_plies` are played; then cut
// where the game's rules (its default rule set) end it before, with the result they give.
template <typename Rules>
auto random_games(const typename Rules::Position& start, int count, int max_plies) {
  using Position = typename Rules::Position;
  Random random;
  std::vector<Game<Position, typename Rules::Move>> games(static_cast<std::size_t>(count), {start, {}, Result::UNKNOWN});
  for (auto& game : games) {
    Position pos = start;
    // The last move played may end the game too: asked once more after it.
    for (int ply = 0; ply <= max_plies; ++ply) {
      if (const auto s = Rules::status(pos); s != Rules::Status::ONGOING) {
        game.result = Rules::result_of(pos, s);
        break;
      }
      if (ply == max_plies) break;
      const typename Rules::MoveList moves(pos);
      auto it = moves.begin();
      std::advance(it, random.below(moves.size()));
      game.moves.push_back(*it);
      pos.make(*it);
    }
    if (const auto j = judge_line<Rules>(game.start, game.moves, {}, Ending{}); j && j->result != Result::UNKNOWN) {
      game.moves.resize(j->ply);
      game.result = j->result;
    }
  }
  return games;
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

// Writes every game with `write`, `per_file` games to a file (0: all in one), to be read back by `read`.
template <typename Games, typename Write>
RecordSet record_set(std::string game, std::string format, std::string extension, const Games& games, std::size_t per_file, Write write,
                     decltype(RecordSet::read) read) {
  RecordSet set{std::move(game), std::move(format), std::move(extension), {}, {}, 0, std::move(read)};
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

ReadChecks judged_by(std::string_view rules) {
  ReadChecks checks;
  checks.rules = rules;
  return checks;
}

}  // namespace

std::size_t RecordSet::bytes() const {
  std::size_t n = 0;
  for (const auto& f : files) n += f.size();
  return n;
}

XiangqiGames xiangqi_games(int count, int max_plies) {
  return random_games<xiangqi::GameRules>(xiangqi::Position::start(), count, max_plies);
}

ShogiGames shogi_games(int count, int max_plies) {
  return random_games<shogi::GameRules>(shogi::Position::start(), count, max_plies);
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
    }, [](const grammar::SourceText& file, std::string_view rules, ReadBack& out) {
      read_xiangqi_records(file, std::nullopt, [&](ReadGame& g) { take(g, out); }, judged_by(rules));
    }));
  return sets;
}

std::vector<RecordSet> shogi_record_sets(const ShogiGames& games) {
  using namespace shogi;
  std::vector<RecordSet> sets;
  // CSA and USI hold many games to a file, KIF and KI2 one, as they come.
  using Read = grammar::shogi::Format;
  for (auto [format, read, name, per_file] : {std::tuple{grammar::shogi::Format::CSA, Read::CSA, "csa", 0}, {grammar::shogi::Format::KIF, Read::KIF, "kif", 1},
                                              {grammar::shogi::Format::KI2, Read::KI2, "ki2", 1}, {grammar::shogi::Format::USI, Read::USI, "usi", 0}})
    sets.push_back(record_set("shogi", name, name, games, std::size_t(per_file), [format = format](const auto& game, std::string& file) {
      std::vector<std::string> lost;
      if (format == grammar::shogi::Format::CSA && !file.empty()) file += "/\n";
      file += write_shogi_record(record_of<ShogiRecord>(game), format, lost);
    }, [read = read](const grammar::SourceText& file, std::string_view rules, ReadBack& out) {
      read_shogi_records(file, read, [&](ReadGame& g) { take(g, out); }, judged_by(rules));
    }));
  return sets;
}

std::vector<RecordSet> cotulenh_record_sets(int count, int max_turns) {
  using namespace cotulenh;
  // Each layout read by its own profile: the seed's for kypho's notation, @cotulenh/core's for its PGN.
  const auto reader = [](grammar::cotulenh::TurnNotation notation, const Profile& profile) {
    return [notation, &profile](const grammar::SourceText& file, std::string_view rules, ReadBack& out) {
      read_cotulenh_records(file, notation, profile, [&](ReadGame& g) { take(g, out); }, judged_by(rules));
    };
  };
  std::vector<RecordSet> sets;
  sets.push_back(record_set("cotulenh", "ctl", "ctl", random_games<GameRules>(Position::start(seed_profile()), count, max_turns), 0,
                            [](const auto& game, std::string& file) { file += write_ctl(record_of<CotulenhRecord>(game)) + "\n"; },
                            reader(grammar::cotulenh::TurnNotation::CTL, seed_profile())));
  sets.push_back(record_set("cotulenh", "ctl-pgn", "pgn", random_games<GameRules>(Position::start(cotulenh_profile()), count, max_turns), 0,
                            [](const auto& game, std::string& file) { file += write_pgn(record_of<CotulenhRecord>(game)) + "\n"; },
                            reader(grammar::cotulenh::TurnNotation::SAN, cotulenh_profile())));
  return sets;
}

}  // namespace kypho::cli::bench
