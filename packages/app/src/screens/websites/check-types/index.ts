import type { WebsiteType } from '@hlidka/contract';
import { databaseModule } from './database';
import { dnsModule } from './dns';
import { domainModule } from './domain';
import { heartbeatModule } from './heartbeat';
import { httpModule, keywordModule } from './http';
import type { CheckTypeModule } from './module';
import { pingModule } from './ping';
import { smtpModule } from './smtp';
import { tcpModule } from './tcp';
import { tlsModule } from './tls';
import { udpModule } from './udp';
import { websocketModule } from './websocket';

export type { CheckTypeFieldsProps, CheckTypeModule, FieldError, FieldErrors } from './module';
export { Rows } from './module';

/** Every check type's module: a type the contract adds does not compile until it has one here. */
export const checkTypeModules = {
  http: httpModule,
  keyword: keywordModule,
  tcp: tcpModule,
  tls: tlsModule,
  heartbeat: heartbeatModule,
  dns: dnsModule,
  ping: pingModule,
  domain: domainModule,
  udp: udpModule,
  websocket: websocketModule,
  smtp: smtpModule,
  database: databaseModule,
  // biome-ignore lint/suspicious/noExplicitAny: each module has its own form values; the form holds them all
} satisfies { [K in WebsiteType]: CheckTypeModule<K, any> };

type Union<M> = M extends CheckTypeModule<WebsiteType, infer V> ? V : never;
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** The form values of every type's settings (the form keeps each type's while another is chosen). */
export type CheckTypeValues = Intersection<Union<(typeof checkTypeModules)[WebsiteType]>>;

/** A type's module with the form's values. */
export const checkTypeModule = (type: WebsiteType) =>
  checkTypeModules[type] as unknown as CheckTypeModule<WebsiteType, CheckTypeValues>;
