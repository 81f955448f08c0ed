import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

/** Font files with Czech diacritics, shipped in node_modules (Open Sans, OFL); null when not installed. */
export interface PdfFonts {
  regular: string;
  bold: string;
}

let cached: PdfFonts | null | undefined;

export function findFonts(): PdfFonts | null {
  if (cached !== undefined) return cached;
  try {
    const require = createRequire(import.meta.url);
    const regular = require.resolve('@expo-google-fonts/open-sans/400Regular/OpenSans_400Regular.ttf');
    const bold = require.resolve('@expo-google-fonts/open-sans/700Bold/OpenSans_700Bold.ttf');
    cached = existsSync(regular) && existsSync(bold) ? { regular, bold } : null;
  } catch {
    cached = null;
  }
  return cached;
}
