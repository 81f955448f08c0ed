// A target for the checker benchmark, in its own process: answers every path after LATENCY_MS (± JITTER_MS), with
// HTTP 500 for a FAILURE_RATE share of requests. Prints {"port":…} on stdout once listening.
import { createServer } from 'node:http';

const latency = Number(process.env.LATENCY_MS ?? 20);
const jitter = Number(process.env.JITTER_MS ?? 0);
const failureRate = Number(process.env.FAILURE_RATE ?? 0);
const body = Buffer.from('<!doctype html><title>Cíl</title><h1>Vše v pořádku</h1>');
let requests = 0;

const server = createServer((_req, res) => {
  requests++;
  const wait = Math.max(0, latency + (jitter ? (Math.random() * 2 - 1) * jitter : 0));
  setTimeout(() => {
    const failed = Math.random() < failureRate;
    res.writeHead(failed ? 500 : 200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
    res.end(body);
  }, wait);
});
server.keepAliveTimeout = 1000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`);
});
process.on('SIGTERM', () => {
  process.stderr.write(`target: ${requests} requests\n`);
  process.exit(0);
});
