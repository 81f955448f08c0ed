import type { DashboardData, WebsiteListData } from '@hlidka/contract';
import { describe, expect, it } from 'vitest';
import { BASE, setupMockServer } from '../testing/msw';
import { createMockClient } from './client';
import { createMockDb } from './db';
import { createWebsite } from './fixtures';
import { dashboardHandlers } from './handlers/dashboard';
import { websiteHandlers } from './handlers/websites';

const server = setupMockServer();

const czechOrder = ['Ábel', 'Cyril', 'Čapek', 'Hrad', 'Chata', 'Řeka', 'Zámek', 'Žirafa'];
const englishOrder = ['Ábel', 'Čapek', 'Chata', 'Cyril', 'Hrad', 'Řeka', 'Zámek', 'Žirafa'];

function serve() {
  const db = createMockDb('empty');
  db.websites = [...czechOrder].reverse().map((name, index) => createWebsite(index + 1, { name }));
  server.use(...websiteHandlers(db), ...dashboardHandlers(db));
}

describe('mock lists sort names as the server does, in the UI language', () => {
  for (const [language, order] of [
    ['cs', czechOrder],
    ['en', englishOrder],
  ] as const) {
    it(`orders websites and the dashboard list by ${language} collation`, async () => {
      serve();
      const client = createMockClient({ baseUrl: BASE, getLanguage: () => language });
      const list = await client.request<WebsiteListData>('/api/websites?sort=name&order=asc&limit=100');
      expect(list.websites.map((w) => w.name)).toEqual(order);
      const descending = await client.request<WebsiteListData>('/api/websites?sort=name&order=desc&limit=100');
      expect(descending.websites.map((w) => w.name)).toEqual([...order].reverse());
      const dashboard = await client.request<DashboardData>('/api/dashboard');
      expect(dashboard.list.map((w) => w.name)).toEqual(order);
    });
  }
});
