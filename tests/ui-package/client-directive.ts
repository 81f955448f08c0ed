import ts from 'typescript';

/**
 * Whether a module's first statement is the `"use client"` directive, as React Server Components bundlers (Next.js)
 * read it: only the prologue counts, a directive after an import is an ordinary string.
 */
export function startsWithUseClient(source: string): boolean {
  const file = ts.createSourceFile('module.js', source, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const first = file.statements[0];
  return (
    first !== undefined &&
    ts.isExpressionStatement(first) &&
    ts.isStringLiteral(first.expression) &&
    first.expression.text === 'use client'
  );
}
