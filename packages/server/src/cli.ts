// The `hlidka` command. V8's heap sizing is set before any other module is evaluated: loading the server's modules is
// enough for Node 24 to grow the young generation to its 134 MB maximum, which it then keeps for minutes (at 1,000
// websites the process held ~335 MB). With these flags the young generation stays at its first size and the old one is
// collected at 30 % growth (`npm run bench -- startup`). V8 reads both at each collection, so setting them here works.
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--semi-space-growth-factor=1 --heap-growing-percent=30');
await import('./commands');
