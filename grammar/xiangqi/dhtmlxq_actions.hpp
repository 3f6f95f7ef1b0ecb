// What matching a DhtmlXQ page builds: its blocks and their fields (grammar/xiangqi/dhtmlxq.hpp).
#pragma once

#include <cctype>

#include "grammar/text/messages.hpp"
#include "grammar/xiangqi/dhtmlxq.hpp"
#include "grammar/xiangqi/dhtmlxq_parse.hpp"

namespace kypho::grammar::xiangqi::dhtmlxq {

struct State {
  const char* text_begin;
  std::vector<DhtmlBlock> blocks;
  template <typename Input>
  std::size_t at(const Input& in) const {
    return std::size_t(in.begin() - text_begin);
  }
};

template <typename Rule>
struct action : p::nothing<Rule> {};

template <>
struct action<block_open> {
  template <typename Input>
  static void apply(const Input& in, State& s) {
    s.blocks.push_back({});
    s.blocks.back().offset = s.at(in);
    s.blocks.back().dhj = in.size() == std::string_view("[DHJHtmlXQ]").size();
  }
};

template <>
struct action<field_name> {
  template <typename Input>
  static void apply(const Input& in, State& s) {
    DhtmlField f;
    for (char c : in.string_view()) f.name += char(std::tolower(static_cast<unsigned char>(c)));
    f.offset = s.at(in) - std::string_view(s.blocks.back().dhj ? "[DHJHtmlXQ_" : "[DhtmlXQ_").size();
    s.blocks.back().fields.push_back(std::move(f));
  }
};

template <>
struct action<field_value> {
  template <typename Input>
  static void apply(const Input& in, State& s) {
    s.blocks.back().fields.back().value = in.string();
    s.blocks.back().fields.back().value_offset = s.at(in);
  }
};

template <>
struct action<close_name> {
  template <typename Input>
  static void apply(const Input& in, State& s) {
    std::string name;
    for (char c : in.string_view()) name += char(std::tolower(static_cast<unsigned char>(c)));
    const DhtmlField& f = s.blocks.back().fields.back();
    if (name != f.name)
      s.blocks.back().errors.push_back({s.at(in), "syntax", msg("[/DhtmlXQ_{close}] closes [DhtmlXQ_{open}]", quote("close", in.string_view()), arg("open", f.name))});
  }
};

template <>
struct action<unclosed_field> {
  template <typename Input>
  static void apply(const Input&, State& s) {
    const DhtmlField& f = s.blocks.back().fields.back();
    s.blocks.back().errors.push_back({f.offset, "syntax", msg("[DhtmlXQ_{name}] is not closed: its value is read to the block's end", arg("name", f.name))});
  }
};

template <>
struct action<unclosed_block> {
  template <typename Input>
  static void apply(const Input&, State& s) {
    s.blocks.back().errors.push_back({s.blocks.back().offset, "syntax", tr("[DhtmlXQ] is not closed by [/DhtmlXQ]: it is read to the end")});
  }
};

}  // namespace kypho::grammar::xiangqi::dhtmlxq
