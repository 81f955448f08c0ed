import { Registry } from 'prom-client';
import { expect, it } from 'vitest';
import { addWebsiteGauges, type WebsiteFigures } from './website-gauges';

const figures = (id: string, status: string): WebsiteFigures => ({
  id,
  name: id,
  type: 'http',
  teamId: null,
  status,
  lastResponseMs: 120,
  uptime30d: 99.5,
  warnedCertificateExpiry: null,
});

/** Each gauge's values by website id. */
async function gaugeValues(registry: Registry) {
  const metrics = await registry.getMetricsAsJSON();
  return (name: string) =>
    Object.fromEntries(
      (metrics.find((m) => m.name === name)?.values ?? []).map((v) => [String(v.labels.website_id), v.value]),
    );
}

it('reports a website in maintenance as neither up nor down: left out of hlidka_website_up, 1 in hlidka_website_maintenance', async () => {
  const registry = new Registry();
  addWebsiteGauges(registry, [figures('a', 'up'), figures('b', 'down'), figures('c', 'maintenance')], { now: 0 });
  const values = await gaugeValues(registry);
  expect(values('hlidka_website_up')).toEqual({ a: 1, b: 0 });
  expect(values('hlidka_website_maintenance')).toEqual({ a: 0, b: 0, c: 1 });
});

it('reports a degraded website as up (it answered) and 1 in hlidka_website_degraded', async () => {
  const registry = new Registry();
  addWebsiteGauges(registry, [figures('a', 'up'), figures('b', 'degraded'), figures('c', 'down')], { now: 0 });
  const values = await gaugeValues(registry);
  expect(values('hlidka_website_up')).toEqual({ a: 1, b: 1, c: 0 });
  expect(values('hlidka_website_degraded')).toEqual({ a: 0, b: 1, c: 0 });
});
