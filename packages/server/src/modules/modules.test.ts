import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { billingModule } from './billing/index';
import { modules } from './index';
import { notificationsModule } from './notifications/index';

const meta = (plugin: object) =>
  (plugin as { [key: symbol]: { name?: string; dependencies?: string[] } | undefined })[Symbol.for('plugin-meta')];

describe('server modules', () => {
  it('are fastify-plugins with a name, listed after the modules they depend on', () => {
    const registered: string[] = [];
    for (const plugin of modules) {
      const { name, dependencies = [] } = meta(plugin) ?? {};
      expect(name, 'every module has a name').toBeTruthy();
      for (const dependency of dependencies) expect(registered, `${name} needs ${dependency}`).toContain(dependency);
      registered.push(name ?? '');
    }
    expect(new Set(registered).size).toBe(registered.length);
  });

  it('refuse to start before the modules they depend on', async () => {
    for (const plugin of [billingModule, notificationsModule]) {
      const app = Fastify({ logger: false });
      app.register(plugin);
      await expect(app.ready()).rejects.toThrow(/dependency 'auth'/);
      await app.close();
    }
  });
});
