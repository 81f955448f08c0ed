// `node --import ./bench/lib/css-as-text.mjs`: stylesheets imported as text (`import theme from '….css?raw'`), as the
// server's bundle (tsup's text loader) and vitest read them, for bench scripts that run the server's sources with tsx.
import { readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

registerHooks({
  resolve: (specifier, context, next) => next(specifier.replace(/\.css\?raw$/, '.css'), context),
  load(url, context, next) {
    if (!url.endsWith('.css')) return next(url, context);
    const text = readFileSync(new URL(url), 'utf8');
    return { format: 'module', source: `export default ${JSON.stringify(text)};`, shortCircuit: true };
  },
});
