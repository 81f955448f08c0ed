import http from 'node:http';
import https from 'node:https';
import { assertAllowedAddress, BlockedTargetError, createGuardedLookup, parseIp } from '../../../net/index';
import type { RenderedMessage } from '../render/render';
import type { Sender, SenderConfigs, SendResult } from './types';

const MAX_BODY = 16 * 1024;

export interface PostOptions {
  allowPrivateTargets: boolean;
  timeoutMs?: number;
  headers?: Record<string, string>;
}

export interface PostAnswer {
  status: number;
  body: string;
}

export interface RequestOptions extends PostOptions {
  method?: 'GET' | 'POST';
  /** The request's body (none for GET). */
  body?: string | Buffer;
}

/**
 * One request to a user-given URL under the checks' target-safety rules: every resolved address is checked at
 * connect time (DNS rebinding gains nothing), literal private addresses are refused, redirects are not followed,
 * a timeout bounds the whole exchange and at most 16 KB of the answer is read.
 */
export function guardedRequest(url: string, options: RequestOptions): Promise<PostAnswer> {
  const target = new URL(url);
  const guard = { allowPrivateTargets: options.allowPrivateTargets };
  const hostname = target.hostname.startsWith('[') ? target.hostname.slice(1, -1) : target.hostname;
  const literal = parseIp(hostname);
  if (literal) assertAllowedAddress(literal.address, hostname, guard);
  const client = target.protocol === 'https:' ? https : http;
  const body = options.body;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      {
        method: options.method ?? 'POST',
        lookup: createGuardedLookup(guard),
        headers: {
          ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
          'user-agent': 'Hlidka-Notifier/1.0',
          ...options.headers,
        },
        timeout: options.timeoutMs ?? 10_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < MAX_BODY) chunks.push(chunk);
          size += chunk.length;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8').slice(0, MAX_BODY),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () =>
      request.destroy(Object.assign(new Error('The receiver did not answer in time'), { code: 'ETIMEDOUT' })),
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** POST a JSON body (see `guardedRequest`). */
export function postJson(url: string, body: string, options: PostOptions): Promise<PostAnswer> {
  return guardedRequest(url, {
    ...options,
    body,
    headers: { 'content-type': 'application/json; charset=utf-8', ...options.headers },
  });
}

/** A delivery outcome from an HTTP answer: 2xx is delivered; 408, 429 and 5xx are worth retrying. */
export function resultOf(answer: PostAnswer): SendResult {
  if (answer.status >= 200 && answer.status < 300) {
    return { ok: true, responseCode: answer.status, error: null, retryable: false };
  }
  const retryable = answer.status === 408 || answer.status === 429 || answer.status >= 500;
  return {
    ok: false,
    responseCode: answer.status,
    error: {
      code: 'http_status',
      message: `HTTP ${answer.status}${answer.body ? `: ${answer.body.slice(0, 300)}` : ''}`,
    },
    retryable,
  };
}

const networkCodes: Record<string, string> = {
  ECONNREFUSED: 'refused',
  ECONNRESET: 'reset',
  ETIMEDOUT: 'timeout',
  ENOTFOUND: 'dns',
  EAI_AGAIN: 'dns',
  EHOSTUNREACH: 'unreachable',
  ENETUNREACH: 'unreachable',
};

/** A delivery outcome from a thrown error. A refused (private) target is not retried. */
export function failureOf(error: unknown): SendResult {
  if (error instanceof BlockedTargetError || (error as { code?: string })?.code === 'EBLOCKEDTARGET') {
    return {
      ok: false,
      responseCode: null,
      error: { code: 'private_target', message: (error as Error).message },
      retryable: false,
    };
  }
  const code = (error as { code?: string })?.code ?? '';
  return {
    ok: false,
    responseCode: null,
    error: { code: networkCodes[code] ?? 'error', message: error instanceof Error ? error.message : String(error) },
    retryable: true,
  };
}

/** POST and turn the outcome (answer or error) into a SendResult. */
export async function deliverJson(url: string, payload: unknown, options: PostOptions): Promise<SendResult> {
  try {
    return resultOf(await postJson(url, JSON.stringify(payload), options));
  } catch (error) {
    return failureOf(error);
  }
}

/** A sender that POSTs its JSON layout of the message to the URL the user gave (the channel's `url`). */
export function webhookJsonSender<T extends keyof SenderConfigs>(
  type: T,
  layout: (message: RenderedMessage) => unknown,
  headers?: (dedupKey: string) => Record<string, string>,
): Sender<T> {
  return {
    type,
    send: (input) =>
      deliverJson((input.config as { url: string }).url, layout(input.message), {
        allowPrivateTargets: input.options.allowPrivateTargets,
        timeoutMs: input.options.timeoutMs,
        ...(headers ? { headers: headers(input.dedupKey) } : {}),
      }),
  };
}
