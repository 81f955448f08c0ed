// A Vitest reporter that writes down which test files lost their worker process to a signal (SIGSEGV, SIGBUS…) rather
// than to a failing test, so `npm test` can run exactly those files once more and say so. Node can crash natively while
// several processes start PGlite's WebAssembly at once (nodejs/node#64500); that is a fault of the runtime, not a result
// of the test. Everything else Vitest calls an unhandled error is counted, so it still fails the run.
import { writeFileSync } from 'node:fs';

const CRASH = /Worker exited unexpectedly with signal (SIG[A-Z]+) [^\n]*? while running test file (\S+)/;

function textOf(error) {
  const parts = [];
  for (let current = error; current && parts.length < 5; current = current.cause) {
    parts.push(String(current.message ?? ''), String(current.stack ?? ''));
  }
  return parts.join('\n');
}

export default class WorkerCrashReporter {
  onTestRunEnd(testModules, unhandledErrors) {
    const path = process.env.HLIDKA_WORKER_CRASHES;
    if (!path) return;
    const crashes = [];
    for (const error of unhandledErrors) {
      const match = CRASH.exec(textOf(error));
      if (!match) continue;
      const [, signal, file] = match;
      const module = testModules.find((candidate) => candidate.moduleId === file);
      crashes.push({ signal, file, project: module?.project.name ?? null });
    }
    writeFileSync(path, JSON.stringify({ unhandledErrors: unhandledErrors.length, crashes }, null, 2));
  }
}
