// Target safety: where a monitor (or a webhook) may connect. Pure modules: no database, no Fastify.
export {
  type AddressClassifier,
  assertAllowedAddress,
  BlockedTargetError,
  createGuardedLookup,
  guardSocket,
  pinnedLookup,
  type ResolvedAddress,
  type ResolvedTarget,
  type Resolver,
  resolveTarget,
  systemResolver,
  type TargetGuardOptions,
} from './guard';
export {
  type AddressClass,
  classifyIp,
  classifyParsedIp,
  describeClass,
  isBlockedClass,
  type ParsedIp,
  parseIPv4Literal,
  parseIPv6Literal,
  parseIp,
} from './ip';
export {
  classifyHost,
  type HostClass,
  type TargetErrorCode,
  type TargetFailure,
  type TcpTarget,
  type UrlTarget,
  type ValidateOptions,
  validateTargetUrl,
  validateTcpTarget,
} from './target';
