import {
  type LookupFunction,
  connect as netConnect,
  type OnReadOpts,
  type Socket,
  type TcpNetConnectOpts,
} from 'node:net';
import { type ConnectionOptions, checkServerIdentity, type SecureContext, connect as tlsConnect } from 'node:tls';
import { pinnedLookup, type ResolvedTarget } from '../../net/guard';

/** performance.now() marks of one connection: dial start, TCP connected, TLS done, first response byte. */
export interface PhaseTimes {
  start: number;
  connect?: number;
  secure?: number;
  firstByte?: number;
}

export interface DialOptions {
  target: ResolvedTarget;
  port: number;
  /**
   * TLS when set. `rejectUnauthorized`: the certificate must verify; the exchange judges it once the handshake is done
   * (so a refused certificate is still read and named), never the socket.
   */
  tls?: { servername: string | undefined; rejectUnauthorized: boolean; secureContext: SecureContext | undefined };
  localAddress?: string | undefined;
  /** Disable Nagle (node:http's agent always did): only matters for a request larger than one segment. */
  noDelay?: boolean;
}

/**
 * Opens a fresh TCP (or TLS) connection to an address `resolveTarget` approved; `times.start` marks the moment the
 * socket dials. One address is dialled directly; several go through `pinnedLookup`, so Happy Eyeballs still picks
 * among the approved addresses only (and the connect phase starts when the lookup answers, as with node:http).
 * `onread` (plain TCP only) reads into a caller's buffer instead of emitting 'data'.
 */
export function dial(options: DialOptions, times: PhaseTimes, onread?: OnReadOpts): Socket {
  const { target } = options;
  const only = target.addresses.length === 1 ? target.addresses[0] : undefined;
  const connectOptions: TcpNetConnectOpts & ConnectionOptions = {
    host: only === undefined ? target.hostname : only.address,
    port: options.port,
  };
  if (only === undefined) {
    const pinned = pinnedLookup(target.addresses);
    connectOptions.lookup = ((hostname, lookupOptions, callback) => {
      times.start = performance.now();
      pinned(hostname, lookupOptions, callback);
    }) satisfies LookupFunction;
  }
  if (options.localAddress) connectOptions.localAddress = options.localAddress;
  if (options.noDelay) connectOptions.noDelay = true;
  if (onread !== undefined) connectOptions.onread = onread;
  const tls = options.tls;
  if (tls !== undefined) {
    if (tls.servername !== undefined) connectOptions.servername = tls.servername;
    connectOptions.rejectUnauthorized = false;
    if (tls.secureContext !== undefined) connectOptions.secureContext = tls.secureContext;
    // Without SNI (an IP literal in Host) the certificate is still checked against the URL's host, not the address.
    if (tls.servername === undefined && only !== undefined && only.address !== target.hostname) {
      connectOptions.checkServerIdentity = (_host, cert) => checkServerIdentity(target.hostname, cert);
    }
  }
  times.start = performance.now();
  return tls === undefined ? netConnect(connectOptions) : tlsConnect(connectOptions);
}
