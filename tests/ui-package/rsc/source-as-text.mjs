// React's loader expects an ES module's source as a string (Node gives bytes) and cannot follow a relative
// sourceMappingURL; the source map is not needed here.
export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (result.format !== 'module' || !result.source || typeof result.source === 'string') return result;
  const text = new TextDecoder().decode(result.source).replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
  return { ...result, source: text };
}
