// `npm test`: install when needed (on the machine's Node), then run every suite on the project's Node 24.
import { ensureInstall, runOnProjectNode } from './lib/ensure-install.mjs';

ensureInstall();
runOnProjectNode('test:all', process.argv.slice(2));
