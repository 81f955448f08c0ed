/** A stylesheet's text: tsup's text loader bundles it, Vite's `?raw` serves it in the tests. */
declare module '*.css?raw' {
  const text: string;
  export default text;
}
