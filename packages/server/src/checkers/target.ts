// What the checkers' `configOf` share: reading a website's target and settings.

/** The settings that are set: null means none (no body, no limit, the checker's default), which a config leaves out. */
export const present = <T extends object>(settings: T) =>
  Object.fromEntries(Object.entries(settings).filter(([, value]) => value != null)) as {
    [K in keyof T]?: NonNullable<T[K]>;
  };

/** host:port → parts (IPv6 in brackets); port 0 when there is none (`[v6]` alone loses its brackets). */
export function splitHostPort(target: string): { host: string; port: number } {
  const match = /^\[([^\]]+)\]:(\d+)$/.exec(target) ?? /^([^:]+):(\d+)$/.exec(target);
  if (!match) return { host: target.replace(/^\[([^\]]+)\]$/, '$1'), port: 0 };
  return { host: match[1] as string, port: Number(match[2]) };
}
