#define DOCTEST_CONFIG_IMPLEMENT
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>

#include "helpers.hpp"

// Removes this process's temporary files (test::temp_path) when the run ends, passed or not. The programs
// the tests run speak English, whatever the machine's locale: a test that wants another language says so.
int main(int argc, char** argv) {
  setenv("LC_ALL", "C", 1);
  doctest::Context context(argc, argv);
  const int status = context.run();
  namespace fs = std::filesystem;
  const fs::path marker = kypho::test::temp_path("");
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(marker.parent_path(), ec))
    if (e.path().filename().string().starts_with(marker.filename().string())) fs::remove_all(e.path(), ec);
  return status;
}
