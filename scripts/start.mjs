// `npm start`: install when needed (on the machine's Node), then build and run Hlídka on the project's Node 24.
import { ensureInstall, runOnProjectNode } from './lib/ensure-install.mjs';

ensureInstall();
runOnProjectNode('start:app', process.argv.slice(2));
