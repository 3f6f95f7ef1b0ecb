// Any bytes as a xiangqi record in each notation (and sniffed), then through every writer and back:
// nothing may crash or hang, and what kypho writes from a valid game it must read back to the same moves.
#include <cstddef>
#include <cstdint>
#include <string>

#include "converters/render.hpp"
#include "converters/xiangqi_names.hpp"
#include "converters/xiangqi_record_writer.hpp"
#include "converters/xiangqi_vn_position.hpp"
#include "grammar/encoding.hpp"

namespace {

std::string main_line(const kypho::xiangqi::XiangqiRecord& r) {
  std::string s;
  r.for_each_main_line_node([&](const auto& n) { s += kypho::xiangqi::move_name(n.move); });
  return s;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace kypho;
  using MN = grammar::xiangqi::MoveNotation;
  if (size == 0) return 0;
  const auto notation = MN(data[0] % 6);
  const auto decoded = grammar::decode(std::string_view(reinterpret_cast<const char*>(data) + 1, size - 1));
  const grammar::SourceText src("fuzz", decoded.text);
  xiangqi::read_xiangqi_records(src, notation, [&](xiangqi::ReadGame& game) {
    for (const auto& d : game.diagnostics) (void)render_text(d, false);
    if (!game.valid) return;
    for (auto n : {xiangqi::Notation::VIETNAMESE, xiangqi::Notation::WXF, xiangqi::Notation::CHINESE, xiangqi::Notation::ICCS,
                   xiangqi::Notation::VIETNAMESE_LONG, xiangqi::Notation::SAN}) {
      xiangqi::WriteOptions o;
      o.notation = n;
      o.pgn = true;
      const grammar::SourceText written("written", xiangqi::write_record(game.record, o));
      xiangqi::read_xiangqi_records(written, MN::UNKNOWN, [&](xiangqi::ReadGame& again) {
        if (again.index == 1 && main_line(again.record) != main_line(game.record)) __builtin_trap();
      });
    }
  });
  Diagnostics ds;
  (void)xiangqi::read_vn_position(src, ds);
  return 0;
}
