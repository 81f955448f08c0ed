// `node --conditions react-server --import ./rsc/register.mjs`: React's own loader for Server Components, which turns a
// module whose first statement is "use client" into client references, as Next.js's server bundle does.
import { register } from 'node:module';

// Registered first, so it runs after React's loader has asked for a module's source.
register('./source-as-text.mjs', import.meta.url);
register('react-server-dom-webpack/node-loader', import.meta.url);
