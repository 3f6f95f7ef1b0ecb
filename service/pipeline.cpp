#include "service/pipeline.hpp"

namespace kypho::service {
namespace {

using Task = PipelineTask;

// Makes one source's tasks in order and gives each to `push`.
void produce_source(std::size_t i, const PipelineSource& source, const PipelineOptions& options, const PushTask& push) {
  auto opened = std::make_unique<Task>(Task{Task::OPENED, i});
  auto stream = source.open(opened->diagnostics, opened->why);
  opened->opened = stream.has_value();
  opened->done = true;
  if (stream) {
    opened->format = stream->format();
    opened->byte_order_mark = stream->byte_order_mark();
  }
  const FormatInfo* info = stream ? find_format(stream->format()) : nullptr;
  auto unit = std::make_unique<Task>(Task{Task::UNIT, i});
  push(std::move(opened));
  if (!stream) return;
  std::string encoding;  // of the source's last unit: a head of plain ASCII may have left it undecided
  while (stream->next(unit->unit, unit->encoding, unit->diagnostics)) {
    encoding = unit->encoding;
    unit->name = stream->name();
    unit->info = info;
    unit->options = options;
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

}  // namespace

void work(Task& t) {
  if (t.kind == Task::WHOLE) {
    produce_source(t.file, *t.source, t.options, [&](std::unique_ptr<Task> part) {
      if (!part->done) work(*part);
      t.parts.push_back(std::move(part));
    });
    return;
  }
  t.report.before = std::move(t.diagnostics);
  ReadChecks checks = t.options.checks;
  checks.follows_result_line = t.unit.follows_result_line;
  if (t.options.keep_text) t.report.raw = t.unit.bytes;
  const grammar::SourceText src = decode_unit(t.name, std::move(t.unit), t.encoding, *t.info, t.report.before);
  if (t.options.keep_text) {
    t.report.text = src.text();
    t.report.encoding = t.encoding;
  }
  t.unit.bytes = std::string();
  validate_unit(src, *t.info, t.report, checks);
}

void emit(Task& t, const std::vector<PipelineSource>& sources, PipelineSink& sink) {
  switch (t.kind) {
    case Task::OPENED: {
      FileOpened f{t.file, sources[t.file].name, t.diagnostics, t.opened, t.why, t.format, t.byte_order_mark};
      return sink.file_opened(f);
    }
    case Task::UNIT: return sink.unit(t.file, t.report);
    case Task::CLOSED: {
      FileClosed f{t.file, t.diagnostics, t.bytes, t.encoding};
      return sink.file_closed(f);
    }
    case Task::WHOLE:
      for (auto& part : t.parts) emit(*part, sources, sink);
      return;
  }
}

void produce_tasks(const std::vector<PipelineSource>& sources, const PipelineOptions& options, const PushTask& push) {
  for (std::size_t i = 0; i < sources.size(); ++i) {
    if (sources[i].one_task) {
      auto whole = std::make_unique<Task>(Task{Task::WHOLE, i});
      whole->source = &sources[i];
      whole->options = options;
      push(std::move(whole));
    } else {
      produce_source(i, sources[i], options, push);
    }
  }
}

void run_pipeline(const std::vector<PipelineSource>& sources, PipelineSink& sink, const PipelineOptions& options) {
  produce_tasks(sources, options, [&](std::unique_ptr<Task> t) {
    if (!t->done) work(*t);
    emit(*t, sources, sink);
  });
}

}  // namespace kypho::service
