// The trap every reader of a file kypho makes text of (XQF, CCBridge, DhtmlXQ, the portals' records) shares:
// the text it writes is always well-formed ICCS in PGN's layout, so the ICCS reader never meets a syntax error
// of that text's own. A start the file gives (a FEN of its own that is no FEN) is the file's syntax error,
// and leaves the start unread. Every diagnostic is rendered, as the command line would.
#pragma once

#include <functional>

#include "converters/common/diagnostic_render.hpp"
#include "converters/xiangqi/record_reader.hpp"

namespace kypho::fuzz {

inline void replay_made_text(const grammar::SourceText& src, const Diagnostics& ds,
                             const std::function<void(xiangqi::ReadGame&)>& also = nullptr) {
  xiangqi::read_xiangqi_records(src, grammar::xiangqi::Notation::ICCS, [&](xiangqi::ReadGame& game) {
    for (const auto& d : game.diagnostics) {
      if (d.code == "syntax" && game.record.unread_start.empty()) __builtin_trap();
      (void)render_text(d, false);
      (void)render_json(d);
    }
    if (also) also(game);
  });
  for (const auto& d : ds) (void)render_json(d);
}

}  // namespace kypho::fuzz
