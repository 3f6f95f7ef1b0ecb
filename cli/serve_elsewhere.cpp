// kypho's serve verb: kypho-serve, the program beside this one, in this process's place (the same process,
// so that signals, the exit status and the standard streams are the server's own).
#include <fmt/format.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <vector>

#include "cli/serve.hpp"
#include "grammar/text/messages.hpp"

namespace kypho::cli {

void run_serve(const ServeOptions&, const GlobalOptions& g, int& exit_code) {
  std::error_code error;
  const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", error);
  const std::string program = (error ? std::filesystem::path() : self.parent_path() / "kypho-serve").string();
  std::vector<char*> arguments(g.command_line.begin(), g.command_line.end());
  arguments.push_back(nullptr);
  arguments[0] = const_cast<char*>(program.c_str());
  std::fflush(stdout);
  std::fflush(stderr);
  if (!error) execv(program.c_str(), arguments.data());
  const int reason = error ? error.value() : errno;
  fmt::print(stderr, "kypho serve: {}\n",
             msg("cannot run {program}, which serves the page: {reason}", arg("program", error ? std::string("kypho-serve") : program),
                 arg("reason", std::strerror(reason))));
  exit_code = EXIT_INTERNAL;
}

}  // namespace kypho::cli
