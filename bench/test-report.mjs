// `npm run bench -- test-report [report.json] [--top N]`: where the last `npm test` spent its time, read from Vitest's
// JSON report (node_modules/.cache/hlidka-test/vitest.json, written by every run): per project its files, the sum of
// their durations and when its first file started and its last ended (seconds from the run's start); then the slowest
// files. Projects that end last decide how long CI takes.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const topAt = args.indexOf('--top');
const top = topAt >= 0 ? Number(args[topAt + 1]) : 15;
const file =
  args.find((arg, i) => !arg.startsWith('--') && i !== topAt + 1) ??
  join(root, 'node_modules/.cache/hlidka-test/vitest.json');
const report = JSON.parse(readFileSync(file, 'utf8'));
// The checkout the report belongs to (it lies in <checkout>/node_modules/.cache/hlidka-test/).
const checkout = `${resolve(dirname(file), '../../..')}/`;
const projectOf = (name) =>
  name.startsWith('tests/') ? 'e2e' : name.includes('.stories.') ? 'storybook' : (name.split('/')[1] ?? name);
const projects = new Map();
const files = [];
for (const result of report.testResults) {
  const name = result.name.startsWith(checkout) ? result.name.slice(checkout.length) : result.name;
  const seconds = (result.endTime - result.startTime) / 1000;
  const project = projectOf(name);
  const entry = projects.get(project) ?? { files: 0, sum: 0, first: Infinity, last: 0 };
  entry.files += 1;
  entry.sum += seconds;
  entry.first = Math.min(entry.first, (result.startTime - report.startTime) / 1000);
  entry.last = Math.max(entry.last, (result.endTime - report.startTime) / 1000);
  projects.set(project, entry);
  files.push({ name, seconds });
}
console.log('project     files   sum (s)   from (s)   to (s)');
for (const [project, p] of [...projects].sort((a, b) => b[1].last - a[1].last)) {
  console.log(
    `${project.padEnd(10)} ${String(p.files).padStart(6)} ${p.sum.toFixed(0).padStart(9)} ${p.first.toFixed(0).padStart(10)} ${p.last.toFixed(0).padStart(8)}`,
  );
}
console.log(`\nslowest ${top} files (s):`);
for (const f of files.sort((a, b) => b.seconds - a.seconds).slice(0, top)) {
  console.log(`${f.seconds.toFixed(1).padStart(7)}  ${f.name}`);
}
