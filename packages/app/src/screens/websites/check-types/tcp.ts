import type { CheckTypeModule } from './module';

/** A TCP check has nothing to set besides its host:port. */
export const tcpModule: CheckTypeModule<'tcp', Record<never, never>> = {
  defaults: {},
  valuesOf: () => ({}),
  validate: () => ({}),
  settings: () => ({}),
  summary: () => [],
};
