// The JSON API of `kypho serve`, apart from HTTP: each call takes a record's bytes (one, or two for diff)
// and options, and answers what the command line prints for them — `validate` and `diff` the very JSON lines
// of `--format json` — so that a script can call it as the page does. kypho-serve(1) documents each call.
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace kypho::web {

struct Upload {
  std::string name;   // as diagnostics name it; its extension tells the format as a file's does
  std::string bytes;  // as the file holds them: kypho decodes them, not the browser
};

struct Call {
  std::string endpoint;                                      // "validate", "record", "show", "diff", "fix", "convert", "info"
  std::map<std::string, std::string, std::less<>> options;  // lang, from, encoding, game, rules, ply, to, pieces, notation
  std::vector<Upload> uploads;
};

struct Answer {
  int status = 200;  // 400: the call itself is wrong (an unknown option, a value it cannot take, a missing record)
  std::string type;  // the body's media type
  std::string body;
};

// Whether `endpoint` is a call of the API, and whether it takes records (a POST) or nothing (a GET).
bool is_endpoint(std::string_view endpoint);
bool takes_records(std::string_view endpoint);

Answer answer(const Call& call);

}  // namespace kypho::web
