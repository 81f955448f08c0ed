import path from 'node:path';
import { type Config, DEFAULT_AFFILIATE, DEFAULT_MONITORING } from '../config';

/** A configuration for tests: no files written, integrations off unless given. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: path.join(process.cwd(), '.test-data'),
    databaseUrl: null,
    publicUrl: 'http://localhost:3000',
    allowedOrigins: [],
    jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
    smtp: null,
    google: null,
    stripe: null,
    billingSupplier: {
      name: 'Hlídka Test s.r.o.',
      street: 'Václavské náměstí 1',
      city: 'Praha 1',
      postalCode: '110 00',
      countryCode: 'CZ',
      registrationNumber: '12345678',
      vatId: 'CZ12345678',
      isVatPayer: true,
      email: 'fakturace@hlidka.test',
      bankAccount: '123456789/0100',
    },
    sentryDsn: null,
    allowPrivateTargets: true,
    logLevel: 'silent',
    rateLimitPerMinute: 1000,
    region: 'local',
    trustProxy: false,
    defaultPlan: 'free',
    monitoring: DEFAULT_MONITORING,
    supportEmail: 'podpora@hlidka.test',
    affiliate: DEFAULT_AFFILIATE,
    ...overrides,
  };
}
