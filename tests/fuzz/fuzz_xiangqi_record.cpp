// Any bytes as a xiangqi record in each notation (and sniffed) or as UCCI commands, then through every writer
// and back: nothing may crash or hang, and what kypho writes from a valid game it must read back to the same
// moves.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "converters/common/diagnostic_render.hpp"
#include "converters/xiangqi/names.hpp"
#include "converters/xiangqi/record_reader.hpp"
#include "converters/xiangqi/record_writer.hpp"
#include "converters/xiangqi/vn_position.hpp"
#include "grammar/text/encoding.hpp"

namespace {

std::string main_line(const kypho::xiangqi::XiangqiRecord& r) {
  std::string s;
  r.for_each_main_line_node([&](const auto& n) { s += kypho::xiangqi::move_name(n.move); });
  return s;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace kypho;
  using MN = grammar::xiangqi::Notation;
  if (size == 0) return 0;
  const auto decoded = grammar::decode(std::string_view(reinterpret_cast<const char*>(data) + 1, size - 1));
  const grammar::SourceText src("fuzz", decoded.text);
  const auto first_line_kept = [](const xiangqi::ReadGame& game) {
    return [&game](xiangqi::ReadGame& again) {
      if (again.index == 1 && main_line(again.record) != main_line(game.record)) __builtin_trap();
    };
  };
  const auto round_trip = [&](xiangqi::ReadGame& game) {
    for (const auto& d : game.diagnostics) (void)render_text(d, false);
    if (!game.valid) return;
    for (auto n : {xiangqi::Notation::VIETNAMESE, xiangqi::Notation::WXF, xiangqi::Notation::CHINESE, xiangqi::Notation::ICCS,
                   xiangqi::Notation::VIETNAMESE_LONG, xiangqi::Notation::SAN}) {
      xiangqi::WriteOptions o;
      o.notation = n;
      o.pgn = true;
      const grammar::SourceText written("written", xiangqi::write_record(game.record, o));
      xiangqi::read_xiangqi_records(written, std::nullopt, first_line_kept(game));
    }
    std::vector<std::string> lost;
    const grammar::SourceText ucci("written", xiangqi::write_ucci(game.record, {}, lost));
    xiangqi::read_ucci_records(ucci, first_line_kept(game));
  };
  // The first byte picks the reader, as it always has, so that saved inputs keep theirs: the notation sniffed,
  // one of five, or UCCI engine commands.
  const std::optional<MN> readers[] = {std::nullopt, MN::VIETNAMESE, MN::WXF, MN::ICCS, MN::CHINESE, MN::SAN};
  if (data[0] % 7 == 6) xiangqi::read_ucci_records(src, round_trip);
  else xiangqi::read_xiangqi_records(src, readers[data[0] % 7], round_trip);
  Diagnostics ds;
  (void)xiangqi::read_vn_position(src, ds);
  return 0;
}
