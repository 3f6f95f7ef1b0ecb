// The one pipeline every checking verb runs inputs through: split → decode → parse → replay, on N threads,
// with the results handed back in input order whatever the scheduling, so that output never depends on N.
// Memory is bounded: at most a window of units is in flight, each a game or a few hundred KiB of games.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "cli/input.hpp"
#include "cli/options.hpp"
#include "cli/report.hpp"
#include "service/validate.hpp"

namespace kypho::cli {

struct FileOpened {
  std::size_t index;            // in the list of paths
  const std::string& path;
  Diagnostics& diagnostics;     // what opening it found or assumed
  bool opened;                  // false: nothing more comes of this file
  OpenFailure why;
  std::string format;
};

struct FileClosed {
  std::size_t index;
  Diagnostics& diagnostics;  // an empty file, a failed read
  std::uint64_t bytes;       // read from the file
  std::string encoding;      // the file's text was in, as finally decided; empty when it held none
};

// Called on the calling thread, in input order.
class PipelineSink {
 public:
  virtual ~PipelineSink() = default;
  virtual void file_opened(FileOpened& f) = 0;
  virtual void unit(std::size_t file, UnitReport& report) = 0;
  virtual void file_closed(FileClosed& f) = 0;
};

// Reports every file's diagnostics and games as they come, and counts what a summary says.
class ReportingSink : public PipelineSink {
 public:
  explicit ReportingSink(Reporter& report) : report_(report) {}
  void file_opened(FileOpened& f) override;
  void unit(std::size_t file, UnitReport& report) override;
  void file_closed(FileClosed& f) override;

  bool usage_problem() const { return usage_problem_; }
  const std::map<std::string, std::size_t>& encodings() const { return encodings_; }
  std::uint64_t bytes() const { return bytes_; }
  std::uint64_t plies() const { return plies_; }

 protected:
  Reporter& report_;
  std::uint32_t games_in_file_ = 0;

 private:
  bool usage_problem_ = false;
  std::map<std::string, std::size_t> encodings_;
  std::uint64_t bytes_ = 0, plies_ = 0;
};

struct PipelineOptions {
  ReadChecks checks;
  bool keep_text = false;  // hand each unit's bytes and text to the sink (lint --fix, --diff)
};

void run_pipeline(const std::vector<std::string>& paths, const GlobalOptions& g, unsigned jobs, PipelineSink& sink,
                  PipelineOptions options = {});

}  // namespace kypho::cli
