#include "converters/xiangqi/binary_record.hpp"

#include "converters/common/choices.hpp"
#include "grammar/text/encoding.hpp"
#include "grammar/text/messages.hpp"

namespace kypho::xiangqi {

std::string text_encoding(const std::string& name, std::string_view all, std::string_view forced, std::string_view hint, Diagnostics& out) {
  grammar::Decoded d = grammar::decode(all, forced, hint);
  if (d.unknown_encoding) {
    d = grammar::decode(all, {}, hint);
    out.push_back(unlocated(name, Severity::ERROR, "encoding",
                            msg("{option} {encoding}: no such encoding; the record's text is read as {used}, told by its content",
                                arg("option", choice_name(Choice::ENCODING)), arg("encoding", forced), arg("used", d.encoding))));
  } else if (d.guessed) {
    out.push_back(unlocated(name, d.uncertain ? Severity::WARNING : Severity::INFO, "encoding",
                            msg("its text (header and comments) read as {encoding} ({description}), told by its content", arg("encoding", d.encoding),
                                arg("description", tr(grammar::encoding_description(d.encoding))))));
  }
  return d.encoding;
}

std::string decoded_text(std::string_view bytes, std::string_view encoding, std::uint64_t at, const TreeProblem& problem) {
  grammar::Decoded d = grammar::decode(bytes, encoding);
  for (const grammar::DecodeProblem& p : d.problems)
    problem(at + p.byte_offset, Severity::WARNING, "encoding",
            msg("the bytes here are no text in {encoding}: read as U+FFFD", arg("encoding", encoding)));
  return std::move(d.text);
}

void encoding_not_used(const std::string& name, std::string_view encoding, std::string_view why, Diagnostics& out) {
  if (encoding.empty()) return;
  out.push_back(unlocated(name, Severity::WARNING, "encoding",
                          msg("{option} {encoding} is not used: {why}", arg("option", choice_name(Choice::ENCODING)), arg("encoding", encoding),
                              arg("why", tr(why)))));
}

}  // namespace kypho::xiangqi
