// Runs an npm script after making sure dependencies are installed.
import { ensureInstall, runOnProjectNode } from './lib/ensure-install.mjs';

const [script, ...args] = process.argv.slice(2);
ensureInstall();
runOnProjectNode(`${script}:app`, args);
