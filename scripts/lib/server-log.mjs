// The server writes pino's JSON lines (for log collectors). `npm start` shows them to a person as short lines: the
// message, `!` before a warning, `✗` before an error with its stack, and one line per request once it is answered.
// Lines that are not pino's JSON pass through as they are.
const WARN = 40;
const ERROR = 50;

export function createServerLogFormatter() {
  /** Requests in flight by id: Fastify logs the method and path when a request comes in, the status when it is done. */
  const requests = new Map();

  return function format(line) {
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      return line;
    }
    if (typeof entry !== 'object' || entry === null || typeof entry.level !== 'number') return line;
    if (entry.msg === 'incoming request' && entry.req) {
      requests.set(entry.reqId, `${entry.req.method} ${entry.req.url}`);
      return null;
    }
    if (entry.msg === 'request completed' && entry.res) {
      const request = requests.get(entry.reqId) ?? 'request';
      requests.delete(entry.reqId);
      const ms = typeof entry.responseTime === 'number' ? ` ${Math.round(entry.responseTime)} ms` : '';
      return `  ${request} → ${entry.res.statusCode}${ms}`;
    }
    const mark = entry.level >= ERROR ? '✗' : entry.level >= WARN ? '!' : ' ';
    const message = entry.msg ?? '';
    const error = entry.err;
    if (!error) return `${mark} ${message}`;
    const detail = entry.level >= ERROR && error.stack ? `\n${indent(error.stack)}` : '';
    return `${mark} ${message}${message ? ': ' : ''}${error.message ?? error.type ?? 'error'}${detail}`;
  };
}

function indent(text) {
  return text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}
