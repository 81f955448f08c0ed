// Renders the page to React's Server Components stream and prints it; a client component appears as a reference row.
import { Writable } from 'node:stream';
import { createElement } from 'react';
import { renderToPipeableStream } from 'react-server-dom-webpack/server';
import Page from './page.mjs';

// Every client reference maps to a chunk-less module of the same id: no client bundle is needed to render.
const clientManifest = new Proxy({}, { get: (_, id) => ({ id, chunks: [], name: '*' }) });
let flight = '';
const stream = renderToPipeableStream(createElement(Page), clientManifest, {
  onError(error) {
    console.error(error);
    process.exitCode = 1;
  },
});
stream.pipe(
  new Writable({
    write(chunk, _encoding, done) {
      flight += chunk;
      done();
    },
    final(done) {
      process.stdout.write(flight);
      done();
    },
  }),
);
