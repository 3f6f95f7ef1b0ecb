#include "cli/pipeline.hpp"

#include <condition_variable>
#include <deque>
#include <memory>
#include <mutex>
#include <thread>

namespace kypho::cli {
namespace {

// Files up to this size are opened, sniffed and read by one worker: opening costs more than reading them.
constexpr std::uintmax_t SMALL_FILE = 1 << 20;

// The files as the service's sources; with `parallel`, the small ones as one task each (`sizes`, the
// caller's, say which: a file of no known size is read unit by unit).
std::vector<PipelineSource> sources_of(const std::vector<std::string>& paths, std::span<const std::uintmax_t> sizes, const GlobalOptions& g,
                                       bool parallel) {
  // An archive's members are read in its order, each opened by the one thread that makes the tasks: never
  // one task of a worker, which could open them out of order (their size is not known).
  std::vector<PipelineSource> sources;
  sources.reserve(paths.size());
  for (std::size_t i = 0; i < paths.size(); ++i) {
    const std::string& path = paths[i];
    sources.push_back({path, [&path, &g](Diagnostics& out, OpenFailure& why) { return open_stream(path, g, out, why); },
                       parallel && path != "-" && i < sizes.size() && sizes[i] <= SMALL_FILE});
  }
  return sources;
}

}  // namespace

void ReportingSink::file_opened(FileOpened& f) {
  report_.diagnostics(f.diagnostics);
  usage_problem_ |= f.why == OpenFailure::USAGE;
  if (f.opened) ++formats_[f.format];
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

void run_pipeline(const std::vector<std::string>& paths, const GlobalOptions& g, unsigned jobs, PipelineSink& sink, PipelineOptions pipeline,
                  std::span<const std::uintmax_t> sizes) {
  pipeline.checks.rules = g.rules;
  // A game keeps whole what the report can show of it; --fix and --diff apply every diagnostic's fix.
  pipeline.checks.keep_whole = pipeline.keep_text ? 0 : g.max_errors;
  const std::vector<PipelineSource> sources = sources_of(paths, sizes, g, jobs > 1);
  if (jobs <= 1) return service::run_pipeline(sources, sink, pipeline);
  using Task = PipelineTask;
  std::mutex m;
  std::condition_variable work_ready, task_done, room;
  std::deque<std::unique_ptr<Task>> window;  // in input order; emitted from the front
  std::deque<Task*> todo;                    // units no worker has taken yet
  std::size_t done = 0;                      // tasks of the window done, not yet emitted
  bool produced = false;
  const std::size_t limit = 32 * std::size_t(jobs);
  // The emitter and the producer are woken in batches, not at every task: each wake is a switch between
  // threads that share the cores with the workers, and a folder of small files is a task per file. The
  // emitter wakes once the window's front is done and so are a quarter of its tasks (or all there will be,
  // or the window is full); the producer, once the emitter has drained half the window.
  const std::size_t batch = limit / 4;
  const auto emittable = [&] {
    if (window.empty()) return produced;
    return window.front()->done && (done >= batch || window.size() >= limit || produced);
  };

  std::thread producer([&] {
    produce_tasks(sources, pipeline, [&](std::unique_ptr<Task> t) {
      std::unique_lock lock(m);
      if (window.size() >= limit) room.wait(lock, [&] { return window.size() <= limit / 2; });
      if (!t->done) {
        todo.push_back(t.get());
        work_ready.notify_one();
      } else {
        ++done;
      }
      window.push_back(std::move(t));
      if (emittable()) task_done.notify_one();
    });
    std::lock_guard lock(m);
    produced = true;
    work_ready.notify_all();
    task_done.notify_one();
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
        ++done;
        if (emittable()) task_done.notify_one();
      }
    });
  std::unique_lock lock(m);
  for (;;) {
    task_done.wait(lock, emittable);
    if (window.empty()) break;
    // Everything done at the front, in one wake.
    while (!window.empty() && window.front()->done) {
      std::unique_ptr<Task> t = std::move(window.front());
      window.pop_front();
      --done;
      if (window.size() == limit / 2) room.notify_one();
      lock.unlock();
      emit(*t, sources, sink);
      lock.lock();
    }
  }
  lock.unlock();
  producer.join();
  for (auto& w : workers) w.join();
}

}  // namespace kypho::cli
