import { inflateSync } from 'node:zlib';

// Reads the text back out of PDFs that createPdf writes (tests of invoices and reports): inflates the content
// streams and maps glyph codes back to Unicode through each font's ToUnicode CMap. Not a general PDF parser.

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function objects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const out = new Map<number, PdfObject>();
  const re = /(\d+) 0 obj\s*([\s\S]*?)endobj/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const body = m[2] ?? '';
    const at = body.search(/stream\r?\n/);
    if (at < 0) {
      out.set(Number(m[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, at);
    const start = m.index + m[0].indexOf(body) + at + (body.slice(at).startsWith('stream\r\n') ? 8 : 7);
    const end = text.lastIndexOf('endstream', m.index + m[0].length);
    let data = pdf.subarray(start, end);
    if (/\/FlateDecode/.test(dict)) {
      try {
        data = inflateSync(data);
      } catch {}
    }
    out.set(Number(m[1]), { dict, stream: data });
  }
  return out;
}

const hexToString = (hex: string) => {
  let s = '';
  for (let i = 0; i + 4 <= hex.length; i += 4) s += String.fromCodePoint(Number.parseInt(hex.slice(i, i + 4), 16));
  return s;
};

function cmap(body: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const m of body.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const r of (m[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const from = Number.parseInt(r[1] ?? '0', 16);
      const to = Number.parseInt(r[2] ?? '0', 16);
      const target = r[3] ?? '';
      if (target.startsWith('[')) {
        let code = from;
        for (const t of target.matchAll(/<([0-9a-fA-F]+)>/g)) {
          map.set(code.toString(16).padStart(4, '0'), hexToString(t[1] ?? ''));
          code += 1;
        }
      } else {
        const base = Number.parseInt(target.slice(1, -1), 16);
        for (let c = from; c <= to; c++)
          map.set(c.toString(16).padStart(4, '0'), String.fromCodePoint(base + c - from));
      }
    }
  }
  for (const m of body.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const r of (m[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      map.set((r[1] ?? '').toLowerCase().padStart(4, '0'), hexToString(r[2] ?? ''));
    }
  }
  return map;
}

/** The text of every page in drawing order, one piece per text-showing operator, joined with spaces. */
export function extractPdfText(pdf: Buffer): string {
  const objs = objects(pdf);
  const parts: string[] = [];
  for (const page of objs.values()) {
    if (!/\/Type\s*\/Page\b/.test(page.dict)) continue;
    // Fonts of the page: resource name → ToUnicode map (null for simple fonts with literal strings).
    const resources = page.dict.match(/\/Resources\s+(\d+) 0 R/);
    const resDict = resources ? (objs.get(Number(resources[1]))?.dict ?? '') : page.dict;
    const fontBlock = resDict.match(/\/Font\s*<<([\s\S]*?)>>/)?.[1] ?? '';
    const fonts = new Map<string, Map<string, string> | null>();
    for (const f of fontBlock.matchAll(/\/([\w.+-]+)\s+(\d+) 0 R/g)) {
      const font = objs.get(Number(f[2]));
      const toUnicode = font?.dict.match(/\/ToUnicode\s+(\d+) 0 R/);
      const stream = toUnicode ? objs.get(Number(toUnicode[1]))?.stream : null;
      fonts.set(f[1] ?? '', stream ? cmap(stream.toString('latin1')) : null);
    }
    const contents = page.dict.match(/\/Contents\s+(\d+) 0 R/);
    const content = contents ? objs.get(Number(contents[1]))?.stream?.toString('latin1') : undefined;
    if (!content) continue;
    let current: Map<string, string> | null = null;
    const decodeHex = (hex: string) =>
      current ? (hex.match(/.{4}/g) ?? []).map((code) => current?.get(code.toLowerCase()) ?? '').join('') : '';
    const ops =
      /\/([\w.+-]+)\s+[\d.]+\s+Tf|\[((?:<[0-9a-fA-F]*>|[^\]])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj|\(((?:\\.|[^)])*)\)\s*Tj/g;
    for (const op of content.matchAll(ops)) {
      if (op[1] !== undefined) current = fonts.get(op[1]) ?? null;
      else if (op[2] !== undefined) {
        const hexes = [...op[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1] ?? '');
        if (hexes.length > 0) parts.push(hexes.map(decodeHex).join(''));
        else
          parts.push(
            [...op[2].matchAll(/\(((?:\\.|[^)])*)\)/g)].map((s) => (s[1] ?? '').replace(/\\(.)/g, '$1')).join(''),
          );
      } else if (op[3] !== undefined) parts.push(decodeHex(op[3]));
      else if (op[4] !== undefined) parts.push(op[4].replace(/\\(.)/g, '$1'));
    }
  }
  return parts.join(' ');
}
