// Runs drizzle-kit so that it finds this package's drizzle-orm: npm hoists drizzle-kit to the root node_modules but
// keeps drizzle-orm in packages/server/node_modules, where drizzle-kit's own `import('drizzle-orm/…')` does not look.
import { existsSync } from 'node:fs';
import { createRequire, registerHooks } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const here = import.meta.url;
const requireHere = createRequire(here);
let resolving = false;
registerHooks({
  resolve(specifier, context, nextResolve) {
    if (!resolving && (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/'))) {
      resolving = true;
      try {
        const url = context.conditions?.includes('require')
          ? pathToFileURL(requireHere.resolve(specifier)).href
          : import.meta.resolve(specifier);
        return { url, shortCircuit: true };
      } finally {
        resolving = false;
      }
    }
    return nextResolve(specifier, context);
  },
});
const bin = requireHere.resolve
  .paths('drizzle-kit')
  ?.map((dir) => path.join(dir, 'drizzle-kit', 'bin.cjs'))
  .find((file) => existsSync(file));
if (!bin) throw new Error('drizzle-kit is not installed');
process.argv.splice(1, 1, bin);
await import(pathToFileURL(bin).href);
