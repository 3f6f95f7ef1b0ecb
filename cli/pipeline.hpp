// The service's pipeline (service/pipeline.hpp) over the command line's files, on N threads, with the
// results handed back in input order whatever the scheduling, so that output never depends on N. Memory is
// bounded: at most a window of tasks is in flight, each a game or a few hundred KiB of games.
#pragma once

#include <cstdint>
#include <map>
#include <span>
#include <string>
#include <vector>

#include "cli/input.hpp"
#include "cli/options.hpp"
#include "cli/report.hpp"
#include "service/pipeline.hpp"

namespace kypho::cli {

// Reports every file's diagnostics and games as they come, and counts what a summary says.
class ReportingSink : public PipelineSink {
 public:
  explicit ReportingSink(Reporter& report) : report_(report) {}
  void file_opened(FileOpened& f) override;
  void unit(std::size_t file, UnitReport& report) override;
  void file_closed(FileClosed& f) override;

  bool usage_problem() const { return usage_problem_; }
  const std::map<std::string, std::size_t>& encodings() const { return encodings_; }
  // The files opened, by the format each was read as.
  const std::map<std::string, std::size_t>& formats() const { return formats_; }
  std::uint64_t bytes() const { return bytes_; }
  std::uint64_t plies() const { return plies_; }

 protected:
  Reporter& report_;
  std::uint32_t games_in_file_ = 0;

 private:
  bool usage_problem_ = false;
  std::map<std::string, std::size_t> encodings_, formats_;
  std::uint64_t bytes_ = 0, plies_ = 0;
};

// The files at `paths` (`-`: standard input), read as the global options say. `sizes` are the files' sizes
// as the caller found them (NO_SIZE where unknown); with more than one job, a small file of known size is
// one task, any other is split into units.
void run_pipeline(const std::vector<std::string>& paths, const GlobalOptions& g, unsigned jobs, PipelineSink& sink,
                  PipelineOptions options = {}, std::span<const std::uintmax_t> sizes = {});

}  // namespace kypho::cli
