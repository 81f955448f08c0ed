import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupFunction, Socket } from 'node:net';
import { type AddressClass, classifyIp, isBlockedClass, parseIp } from './ip';
import { blockedMessage } from './target';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a hostname to every address a socket might dial. Injected in tests; the default is `dns.lookup`. */
export type Resolver = (hostname: string, signal: AbortSignal) => Promise<ResolvedAddress[]>;

/** Classifies an address about to be dialled for `hostname`. Injected in tests; the default is `classifyIp`. */
export type AddressClassifier = (address: string, hostname: string) => AddressClass;

export interface TargetGuardOptions {
  allowPrivateTargets: boolean;
  resolver?: Resolver | undefined;
  classify?: AddressClassifier | undefined;
}

/** A target refused because of where it points. Carries `code: 'EBLOCKEDTARGET'` like a Node system error. */
export class BlockedTargetError extends Error {
  readonly code = 'EBLOCKEDTARGET';
  constructor(
    readonly hostname: string,
    readonly address: string,
    readonly addressClass: AddressClass,
  ) {
    const what = hostname === address ? address : `${hostname} resolves to ${address}, which`;
    super(blockedMessage(what, addressClass));
    this.name = 'BlockedTargetError';
  }
}

/** The system resolver (`getaddrinfo`, honours /etc/hosts), all addresses in the order the system gives them. */
export const systemResolver: Resolver = async (hostname, signal) => {
  signal.throwIfAborted();
  const lookup = dnsLookup(hostname, { all: true, order: 'verbatim' });
  // getaddrinfo cannot be cancelled; stop waiting for it when the check is over.
  const addresses = await raceAbort(lookup, signal);
  return addresses.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

function defaultClassify(address: string): AddressClass {
  // A resolver only returns literals; anything unparseable is refused.
  return classifyIp(address) ?? 'reserved';
}

/** Throws BlockedTargetError when `address` may not be dialled for `hostname`. */
export function assertAllowedAddress(address: string, hostname: string, options: TargetGuardOptions): void {
  if (options.allowPrivateTargets) return;
  const cls = (options.classify ?? defaultClassify)(address, hostname);
  if (isBlockedClass(cls)) throw new BlockedTargetError(hostname, address, cls);
}

export interface ResolvedTarget {
  hostname: string;
  addresses: ResolvedAddress[];
  /** Time spent resolving, ms; null for an IP literal (nothing to resolve). */
  dnsMs: number | null;
}

/**
 * Resolves a host for one connection and checks EVERY address it resolved to: one blocked address refuses the host (a
 * name that mixes public and private addresses is a rebinding attempt, and Happy Eyeballs could dial either). Sockets
 * then dial only these addresses through `pinnedLookup`, so nothing is resolved twice.
 */
export async function resolveTarget(
  hostname: string,
  options: TargetGuardOptions,
  signal: AbortSignal,
): Promise<ResolvedTarget> {
  const literal = parseIp(hostname);
  if (literal !== null) {
    assertAllowedAddress(literal.address, hostname, options);
    return { hostname, addresses: [{ address: literal.address, family: literal.family }], dnsMs: null };
  }
  const started = performance.now();
  // Every resolver is raced against the deadline, so one that ignores the signal cannot hold a check open.
  const addresses = await raceAbort((options.resolver ?? systemResolver)(hostname, signal), signal);
  const dnsMs = performance.now() - started;
  if (addresses.length === 0) {
    throw Object.assign(new Error(`${hostname} has no addresses`), { code: 'ENOTFOUND', hostname });
  }
  for (const { address } of addresses) assertAllowedAddress(address, hostname, options);
  return { hostname, addresses, dnsMs };
}

/** A socket `lookup` that answers only with addresses already resolved and approved by `resolveTarget`. */
export function pinnedLookup(addresses: readonly ResolvedAddress[]): LookupFunction {
  return (hostname, options, callback) => {
    const family = options.family === 4 || options.family === 6 ? options.family : undefined;
    const usable = family === undefined ? addresses : addresses.filter((a) => a.family === family);
    process.nextTick(() => {
      const first = usable[0];
      if (!first) {
        const error = Object.assign(new Error(`${hostname} has no IPv${family} address`), { code: 'ENOTFOUND' });
        callback(error, '', 0);
      } else if (options.all) {
        (callback as unknown as (e: null, a: ResolvedAddress[]) => void)(
          null,
          usable.map((a) => ({ ...a })),
        );
      } else {
        callback(null, first.address, first.family);
      }
    });
  };
}

/**
 * Belt and braces: when the socket connects, the address it actually reached must be one that was approved. Covers any
 * path on which a socket could connect without going through `pinnedLookup`.
 */
export function guardSocket(socket: Socket, target: ResolvedTarget, options: TargetGuardOptions): void {
  socket.once('connect', () => {
    const remote = socket.remoteAddress;
    if (remote === undefined) return;
    const approved = target.addresses.some((a) => sameAddress(a.address, remote));
    try {
      if (!approved) assertAllowedAddress(remote, target.hostname, options);
    } catch (error) {
      socket.destroy(error as Error);
    }
  });
}

function sameAddress(a: string, b: string): boolean {
  if (a === b) return true;
  const pa = parseIp(a);
  const pb = parseIp(b);
  return pa !== null && pb !== null && pa.address === pb.address;
}

/**
 * A general-purpose guarded `lookup` for sockets made elsewhere (webhooks, for instance): resolves, checks every
 * address, refuses with BlockedTargetError. Note that Node skips `lookup` for IP-literal hosts; check those with
 * `assertAllowedAddress` before connecting.
 */
export function createGuardedLookup(options: TargetGuardOptions): LookupFunction {
  return (hostname, lookupOptions, callback) => {
    resolveTarget(hostname, options, AbortSignal.timeout(30_000)).then(
      (target) => pinnedLookup(target.addresses)(hostname, lookupOptions, callback),
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}
