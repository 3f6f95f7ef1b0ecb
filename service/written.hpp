// A converted record as the bytes of a file: the encoding it is written in, a first line that says so where
// the format has one (KIF 2.0), and the characters that encoding cannot hold, written '?' and warned of.
#pragma once

#include <string>
#include <string_view>

#include "converters/common/diagnostic.hpp"
#include "service/formats.hpp"

namespace kypho::service {

// The encoding a record in `format` written to `path` is in when the caller names none: what the file's name
// means to the programs that read it (FormatInfo::named_encoding), else UTF-8. A stream ("-") is UTF-8.
std::string written_encoding(const FormatInfo& format, std::string_view path);

// `text` (UTF-8) as bytes in `encoding`. A format that says its encoding in the file says it when that is not
// its named one; a character the encoding cannot hold is written '?', and one lossy-conversion warning about
// `name` lists them.
std::string written_bytes(std::string text, std::string_view encoding, const FormatInfo& format, const std::string& name, Diagnostics& out);

}  // namespace kypho::service
