/**
 * The file name of a `Content-Disposition` header: `filename*` (RFC 5987/6266, UTF-8 percent-encoded) wins over
 * `filename`; path parts are stripped. Returns undefined when the header names no file.
 */
export function filenameFromContentDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim();
  if (extended) {
    const match = /^([\w!#$%&+^`{}~-]+)'[^']*'(.*)$/.exec(extended.replace(/^"|"$/g, ''));
    if (match?.[2]) {
      try {
        const charset = match[1]?.toLowerCase();
        const decoded = charset === 'utf-8' ? decodeURIComponent(match[2]) : unescapeLatin1(match[2]);
        const name = sanitize(decoded);
        if (name) return name;
      } catch {
        // malformed encoding: fall back to the plain parameter
      }
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/i.exec(header)?.[1]?.trim();
  if (!plain) return undefined;
  const unquoted = plain.startsWith('"') ? plain.slice(1, -1).replace(/\\(.)/g, '$1') : plain;
  return sanitize(unquoted);
}

function unescapeLatin1(value: string): string {
  return value.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function sanitize(name: string): string | undefined {
  const base = name.split(/[\\/]/).pop()?.trim();
  return base && base !== '.' && base !== '..' ? base : undefined;
}

/** Let the browser save a downloaded file under its name. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
