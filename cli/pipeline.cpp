#include "cli/pipeline.hpp"

#include <condition_variable>
#include <deque>
#include <filesystem>
#include <memory>
#include <mutex>
#include <thread>

namespace kypho::cli {
namespace {

struct Task {
  // FILE: a small file read whole by one worker, its tasks in `parts`.
  enum Kind : std::uint8_t { OPENED, UNIT, CLOSED, FILE } kind;
  std::size_t file = 0;
  Diagnostics diagnostics;
  // OPENED
  bool opened = false;
  OpenFailure why = OpenFailure::NONE;
  std::string format;
  // UNIT
  std::string name;
  std::string encoding;
  const FormatInfo* info = nullptr;
  Unit unit;
  UnitReport report;
  // CLOSED
  std::uint64_t bytes = 0;
  // FILE
  std::vector<std::unique_ptr<Task>> parts;
  const std::vector<std::string>* paths = nullptr;
  const GlobalOptions* options = nullptr;
  PipelineOptions pipeline;
  bool done = false;
};

// Files up to this size are opened, sniffed and read by one worker: opening costs more than reading them.
constexpr std::uintmax_t SMALL_FILE = 1 << 20;

template <typename Push>
void produce_file(std::size_t i, const std::vector<std::string>& paths, const GlobalOptions& g, PipelineOptions pipeline, Push&& push);

void work(Task& t) {
  if (t.kind == Task::FILE) {
    produce_file(t.file, *t.paths, *t.options, t.pipeline, [&](std::unique_ptr<Task> part) {
      if (!part->done) work(*part);
      t.parts.push_back(std::move(part));
    });
    return;
  }
  t.report.before = std::move(t.diagnostics);
  const grammar::SourceText src = decode_unit(t.name, t.unit, t.encoding, t.report.before);
  if (t.pipeline.keep_text) {
    t.report.raw = std::move(t.unit.bytes);
    t.report.text = src.text();
    t.report.encoding = t.encoding;
  }
  t.unit.bytes = std::string();
  validate_unit(src, *t.info, t.report, t.pipeline.checks);
}

void emit(Task& t, const std::vector<std::string>& paths, PipelineSink& sink) {
  switch (t.kind) {
    case Task::OPENED: {
      FileOpened f{t.file, paths[t.file], t.diagnostics, t.opened, t.why, t.format};
      return sink.file_opened(f);
    }
    case Task::UNIT: return sink.unit(t.file, t.report);
    case Task::CLOSED: {
      FileClosed f{t.file, t.diagnostics, t.bytes, t.encoding};
      return sink.file_closed(f);
    }
    case Task::FILE:
      for (auto& part : t.parts) emit(*part, paths, sink);
      return;
  }
}

// Makes one file's tasks in order and gives each to `push`.
template <typename Push>
void produce_file(std::size_t i, const std::vector<std::string>& paths, const GlobalOptions& g, PipelineOptions pipeline, Push&& push) {
  auto opened = std::make_unique<Task>(Task{Task::OPENED, i});
  auto stream = open_stream(paths[i], g, opened->diagnostics, opened->why);
  opened->opened = stream.has_value();
  opened->done = true;
  if (stream) opened->format = stream->format();
  const FormatInfo* info = stream ? find_format(stream->format()) : nullptr;
  auto unit = std::make_unique<Task>(Task{Task::UNIT, i});
  push(std::move(opened));
  if (!stream) return;
  std::string encoding;  // of the file's last unit: a head of plain ASCII may have left it undecided
  while (stream->next(unit->unit, unit->encoding, unit->diagnostics)) {
    encoding = unit->encoding;
    unit->name = stream->name();
    unit->info = info;
    unit->pipeline = pipeline;
    push(std::move(unit));
    unit = std::make_unique<Task>(Task{Task::UNIT, i});
  }
  auto closed = std::make_unique<Task>(Task{Task::CLOSED, i});
  closed->diagnostics = std::move(unit->diagnostics);
  stream->finish(closed->diagnostics);
  closed->bytes = stream->bytes_read();
  closed->encoding = std::move(encoding);
  closed->done = true;
  push(std::move(closed));
}

// Makes the tasks of every file in order: a small file as one task for a worker, a large one (or standard
// input) as its units, read here.
template <typename Push>
void produce(const std::vector<std::string>& paths, const GlobalOptions& g, PipelineOptions pipeline, bool parallel, Push&& push) {
  for (std::size_t i = 0; i < paths.size(); ++i) {
    std::error_code ec;
    const auto size = paths[i] == "-" ? SMALL_FILE + 1 : std::filesystem::file_size(paths[i], ec);
    if (parallel && !ec && size <= SMALL_FILE) {
      auto whole = std::make_unique<Task>(Task{Task::FILE, i});
      whole->paths = &paths;
      whole->options = &g;
      whole->pipeline = pipeline;
      push(std::move(whole));
    } else {
      produce_file(i, paths, g, pipeline, push);
    }
  }
}

}  // namespace

void ReportingSink::file_opened(FileOpened& f) {
  report_.diagnostics(f.diagnostics);
  usage_problem_ |= f.why == OpenFailure::USAGE;
  games_in_file_ = 0;
}

void ReportingSink::unit(std::size_t, UnitReport& unit) {
  for (const auto& g : unit.games) plies_ += g.outcome.plies;
  report_unit(unit, games_in_file_, report_);
}

void ReportingSink::file_closed(FileClosed& f) {
  report_.diagnostics(f.diagnostics);
  report_.finish_file();
  bytes_ += f.bytes;
  if (!f.encoding.empty()) ++encodings_[f.encoding];
}

void run_pipeline(const std::vector<std::string>& paths, const GlobalOptions& g, unsigned jobs, PipelineSink& sink, PipelineOptions pipeline) {
  pipeline.checks.rules = g.rules;
  if (jobs <= 1) {
    produce(paths, g, pipeline, false, [&](std::unique_ptr<Task> t) {
      if (!t->done) work(*t);
      emit(*t, paths, sink);
    });
    return;
  }
  std::mutex m;
  std::condition_variable work_ready, task_done, room;
  std::deque<std::unique_ptr<Task>> window;  // in input order; emitted from the front
  std::deque<Task*> todo;                    // units no worker has taken yet
  bool produced = false;
  const std::size_t limit = 32 * std::size_t(jobs);

  std::thread producer([&] {
    produce(paths, g, pipeline, true, [&](std::unique_ptr<Task> t) {
      std::unique_lock lock(m);
      room.wait(lock, [&] { return window.size() < limit; });
      if (!t->done) {
        todo.push_back(t.get());
        work_ready.notify_one();
      } else {
        task_done.notify_all();
      }
      window.push_back(std::move(t));
    });
    std::lock_guard lock(m);
    produced = true;
    work_ready.notify_all();
    task_done.notify_all();
  });
  std::vector<std::thread> workers;
  for (unsigned k = 0; k < jobs; ++k)
    workers.emplace_back([&] {
      for (;;) {
        std::unique_lock lock(m);
        work_ready.wait(lock, [&] { return !todo.empty() || produced; });
        if (todo.empty()) return;
        Task* t = todo.front();
        todo.pop_front();
        lock.unlock();
        work(*t);
        lock.lock();
        t->done = true;
        // Only the front of the window can be emitted: waking the emitter for any other task is wasted.
        if (window.front().get() == t) task_done.notify_all();
      }
    });
  for (;;) {
    std::unique_lock lock(m);
    task_done.wait(lock, [&] { return (!window.empty() && window.front()->done) || (produced && window.empty()); });
    if (window.empty()) break;
    std::unique_ptr<Task> t = std::move(window.front());
    window.pop_front();
    room.notify_one();
    lock.unlock();
    emit(*t, paths, sink);
  }
  producer.join();
  for (auto& w : workers) w.join();
}

}  // namespace kypho::cli
