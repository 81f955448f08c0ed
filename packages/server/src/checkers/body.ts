/** Most a keyword search reads (decoded bytes). */
export const KEYWORD_BODY_CAP = 1024 * 1024;
/** Most a check reads and discards when it does not search the body; beyond it the body is abandoned, not failed. */
export const DRAIN_BODY_CAP = 8 * 1024 * 1024;

export interface KeywordAssertion {
  value: string;
  mode: 'present' | 'absent';
  caseSensitive: boolean;
}

/**
 * Streaming substring search: keeps only the tail that could start a match across chunk boundaries, so memory stays
 * bounded by the chunk size, not the body size. Decodes UTF-8.
 */
export class KeywordScanner {
  private readonly decoder = new TextDecoder('utf-8');
  private readonly needle: string;
  private carry = '';
  found = false;

  constructor(private readonly assertion: KeywordAssertion) {
    this.needle = assertion.caseSensitive ? assertion.value : assertion.value.toLowerCase();
  }

  push(chunk: Uint8Array): boolean {
    if (this.found) return true;
    return this.scan(this.decoder.decode(chunk, { stream: true }));
  }

  finish(): boolean {
    if (this.found) return true;
    return this.scan(this.decoder.decode());
  }

  private scan(text: string): boolean {
    const hay = this.carry + (this.assertion.caseSensitive ? text : text.toLowerCase());
    if (hay.includes(this.needle)) {
      this.found = true;
      this.carry = '';
      return true;
    }
    // Lower-casing can change lengths; keep a generous tail.
    const keep = this.needle.length * 2;
    this.carry = hay.length > keep ? hay.slice(hay.length - keep) : hay;
    return false;
  }
}

export type BodyOutcome =
  | { kind: 'complete'; bytes: number; found: boolean | null; text?: string }
  | { kind: 'found'; bytes: number }
  | { kind: 'capped'; bytes: number; found: boolean | null };
