// The one pipeline every checking front end runs its sources through: split → decode → parse → replay, with
// the results handed back in input order. Its steps are apart (produce, work, emit) so that a caller may run
// `work` on threads of its own, as the command line does; run_pipeline runs them all on the calling thread,
// which is what a front end with no threads (a WebAssembly build) calls. Memory is bounded by the caller's
// window of tasks: each is a game or a few hundred KiB of games.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "service/source.hpp"
#include "service/validate.hpp"

namespace kypho::service {

// One source, opened when its turn comes.
struct PipelineSource {
  std::string_view name;  // as the sink is told of it (a path); the caller keeps it
  std::function<std::optional<InputStream>(Diagnostics& out, OpenFailure& why)> open;
  bool one_task = false;  // small: opened, read and validated by one worker, as one task
};

struct FileOpened {
  std::size_t index;         // in the list of sources
  std::string_view path;
  Diagnostics& diagnostics;  // what opening it found or assumed
  bool opened;               // false: nothing more comes of this source
  OpenFailure why;
  std::string format;
  std::string byte_order_mark;  // the source begins with, left out of its units
};

struct FileClosed {
  std::size_t index;
  Diagnostics& diagnostics;  // an empty file, a failed read
  std::uint64_t bytes;       // read from the source
  std::string encoding;      // the source's text was in, as finally decided; empty when it held none
};

// Called in input order, on the thread that emits.
class PipelineSink {
 public:
  virtual ~PipelineSink() = default;
  virtual void file_opened(FileOpened& f) = 0;
  virtual void unit(std::size_t file, UnitReport& report) = 0;
  virtual void file_closed(FileClosed& f) = 0;
};

struct PipelineOptions {
  ReadChecks checks;
  bool keep_text = false;  // hand each unit's bytes and text to the sink (lint --fix, --diff)
};

// One step of the pipeline: a source opened or closed, a unit to validate, or a small source whole.
struct PipelineTask {
  enum Kind : std::uint8_t { OPENED, UNIT, CLOSED, WHOLE } kind;
  std::size_t file = 0;
  Diagnostics diagnostics;
  bool done = false;  // nothing left to work: it may be emitted
  // OPENED
  bool opened = false;
  OpenFailure why = OpenFailure::NONE;
  std::string format;
  std::string byte_order_mark;
  // UNIT
  std::string name;
  std::string encoding;
  const FormatInfo* info = nullptr;
  Unit unit;
  UnitReport report;
  // CLOSED
  std::uint64_t bytes = 0;
  // WHOLE: its tasks, made and worked by the worker that takes it
  std::vector<std::unique_ptr<PipelineTask>> parts;
  const PipelineSource* source = nullptr;
  PipelineOptions options;
};
using PushTask = std::function<void(std::unique_ptr<PipelineTask>)>;

// Makes every source's tasks in input order and gives each to `push`: a source marked one_task as one task,
// the others opened and cut into units here.
void produce_tasks(const std::vector<PipelineSource>& sources, const PipelineOptions& options, const PushTask& push);
// Does a task's work (decode, parse, replay); the caller marks it done.
void work(PipelineTask& task);
// Hands a done task to the sink.
void emit(PipelineTask& task, const std::vector<PipelineSource>& sources, PipelineSink& sink);

// All of it on the calling thread.
void run_pipeline(const std::vector<PipelineSource>& sources, PipelineSink& sink, const PipelineOptions& options);

}  // namespace kypho::service
