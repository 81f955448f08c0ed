import { createHash } from 'node:crypto';
import {
  type ChangeWatch,
  WATCHED_TEXT_MAX,
  type WatchedItem,
  type WatchedRecordType,
  type WatchedValue,
} from '@hlidka/contract';
import { runDnsCheck } from '../../checkers/dns';
import type { CheckContext, CheckResult } from '../../checkers/types';
import { normaliseContent } from './normalise';

/** One watched value as a check saw it, with the hash that compares it. */
export interface Observation {
  item: WatchedItem;
  value: WatchedValue;
  hash: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const list = (item: WatchedItem, values: readonly string[]): Observation => {
  const sorted = [...new Set(values)].sort();
  return { item, value: { kind: 'list', values: sorted }, hash: sha256(sorted.join('\n')) };
};

/** The content observation of a passing check's body (none when the selection cannot be read). */
export function contentObservation(body: string, watch: ChangeWatch): Observation | null {
  const content = normaliseContent(body, { selector: watch.contentSelector, ignoreNumbers: watch.ignoreNumbers });
  if (!content.ok) return null;
  const truncated = content.text.length > WATCHED_TEXT_MAX;
  return {
    item: 'content',
    value: { kind: 'content', text: truncated ? content.text.slice(0, WATCHED_TEXT_MAX) : content.text, truncated },
    hash: sha256(content.text),
  };
}

/** The certificate's watched fields (a failing check's too: a certificate that changed to a refused one is news). */
function certificateObservation(result: CheckResult): Observation | null {
  if (!result.tls) return null;
  const { issuer, subject, fingerprint256, validFrom, validTo } = result.tls;
  const certificate = {
    issuer,
    subject,
    fingerprint256,
    validFrom: new Date(validFrom).toISOString(),
    validTo: new Date(validTo).toISOString(),
  };
  return {
    item: 'certificate',
    value: { kind: 'certificate', certificate },
    hash: sha256(JSON.stringify(certificate)),
  };
}

/** One record type of the host through the DNS check type (no expected values: any answer is the value). */
async function recordAnswers(host: string, type: WatchedRecordType | 'A' | 'AAAA', context: CheckContext) {
  const result = await runDnsCheck({ host, recordType: type, expected: [], match: 'any' }, context);
  return result.ok ? (result.dnsAnswers ?? []) : null;
}

async function addressesOf(result: CheckResult, host: string, context: CheckContext): Promise<string[] | null> {
  if (result.resolvedAddresses) return result.resolvedAddresses;
  const [v4, v6] = await Promise.all([recordAnswers(host, 'A', context), recordAnswers(host, 'AAAA', context)]);
  if (v4 === null && v6 === null) return null;
  return [...(v4 ?? []), ...(v6 ?? [])];
}

/**
 * What a finished check observed of the values its website watches. Content only from a passing check (a failure's
 * body is not the page); addresses from the check's own lookup where it made one (HTTP), else asked like records;
 * DNS records asked through the DNS check type. A value that could not be read is left out: nothing is compared.
 */
export async function observeValues(
  result: CheckResult,
  watch: ChangeWatch,
  host: string | null,
  context: CheckContext,
): Promise<Observation[]> {
  const observations: Observation[] = [];
  if (watch.content && result.ok && result.bodyText !== undefined) {
    const content = contentObservation(result.bodyText, watch);
    if (content) observations.push(content);
  }
  if (watch.certificate) {
    const certificate = certificateObservation(result);
    if (certificate) observations.push(certificate);
  }
  const name = host?.replace(/^\[|\]$/g, '') ?? null;
  if (name === null) return observations;
  if (watch.addresses) {
    const addresses = await addressesOf(result, name, context);
    if (addresses && addresses.length > 0) observations.push(list('addresses', addresses));
  }
  for (const type of watch.records) {
    const answers = await recordAnswers(name, type, context);
    if (answers && answers.length > 0) observations.push(list(`records.${type}`, answers));
  }
  return observations;
}
