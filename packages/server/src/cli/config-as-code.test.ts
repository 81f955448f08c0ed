import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createdApiKeyDataSchema, websiteListDataSchema } from '@hlidka/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app';
import { bearer, expectData, type Registered, registerUser } from '../testing/auth';
import { buildCli } from '../testing/built-cli';

// The built `hlidka` command against a real server listening on 127.0.0.1 (the app of this process).

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

let pages = 0;
/** A status page's address is unique on the server: every file gets its own. */
const slug = () => `cli-${Date.now().toString(36)}-${++pages}`;

const example = () => `# Hlídka configuration
version: 1
groups:
  - key: api
    name: API
websites:
  - key: api-health
    name: API health
    url: https://api.example.cz/health
    group: api
    intervalSeconds: 600
  - key: shop
    name: E-shop
    url: https://shop.example.cz/
channels:
  - key: ops-hook
    name: Ops hook
    config:
      type: webhook
      url: https://hooks.example.cz/ops
rules:
  - key: api-down
    name: API down
    events: [incident.opened, incident.resolved]
    websites: [api-health]
    channels: [ops-hook]
statusPages:
  - key: public
    name: Stav služeb
    slug: ${slug()}
    groups:
      - key: main
        name: Hlavní
        websites:
          - website: api-health
          - website: shop
            displayName: Obchod
maintenanceWindows:
  - key: nightly
    title: Noční údržba
    startsAt: 2026-12-01T22:00
    durationMinutes: 60
    statusPageGroups:
      - statusPage: public
        group: main
`;

describe('hlidka export / plan / apply', () => {
  let test: TestApp;
  let url: string;
  let cli: string;
  let dir: string;
  const keys = new Map<Registered, string>();

  beforeAll(async () => {
    cli = buildCli().cli;
    test = await createTestApp();
    url = await test.app.listen({ port: 0, host: '127.0.0.1' });
    dir = mkdtempSync(path.join(tmpdir(), 'hlidka-iac-'));
  }, 180_000);
  afterAll(async () => {
    await test?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const userWithKey = async () => {
    const user = await registerUser(test.app);
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: bearer(user.token),
      payload: { name: 'CI' },
    });
    keys.set(user, expectData(created, createdApiKeyDataSchema, 201).secret);
    return user;
  };

  /** Run the built CLI (asynchronously: this process serves its requests). */
  const hlidka = (user: Registered, args: string[]) =>
    new Promise<Run>((resolve) => {
      const child = spawn(process.execPath, [cli, ...args, '--url', url], {
        env: { ...process.env, HLIDKA_API_KEY: keys.get(user) ?? '', LANG: 'en_US.UTF-8' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d) => {
        stdout += d;
      });
      child.stderr.on('data', (d) => {
        stderr += d;
      });
      child.on('exit', (code) => resolve({ code, stdout, stderr }));
    });
  const file = (name: string, text: string) => {
    const full = path.join(dir, name);
    writeFileSync(full, text);
    return full;
  };

  it('plans (exit 2), applies, exports, and applies the export to an empty account with the same export', async () => {
    const user = await userWithKey();
    const source = file('hlidka.yaml', example());
    const planned = await hlidka(user, ['plan', '-f', source]);
    expect(planned.stderr).toBe('');
    expect(planned.code).toBe(2);
    expect(planned.stdout).toContain('+ create website api-health (API health)');
    expect(planned.stdout).toContain('+ create status page public (Stav služeb)');
    expect(planned.stdout).toContain('+ create maintenance window nightly (Noční údržba)');
    expect(planned.stdout).toContain('Plan: 7 to create, 0 to update, 0 to delete.');

    const applied = await hlidka(user, ['apply', '-f', source]);
    expect(applied.code, applied.stderr).toBe(0);
    expect(applied.stdout).toContain('Applied: 7 to create');
    const unchanged = await hlidka(user, ['plan', '-f', source]);
    expect(unchanged).toMatchObject({ code: 0, stdout: 'No changes. The account matches the configuration.\n' });

    const exported = await hlidka(user, ['export']);
    expect(exported.code, exported.stderr).toBe(0);
    expect(exported.stdout).toContain('key: api-health');
    expect(exported.stdout).toContain('statusPageGroups:\n      - statusPage: public\n        group: main');
    const copy = file('export.yaml', exported.stdout);
    // A status page's address is the server's: the first account gives it up before the copy takes it.
    const pages = await test.app.inject({ url: '/api/status-pages', headers: bearer(user.token) });
    const pageId = pages.json().data.statusPages[0].id as string;
    await test.app.inject({ method: 'DELETE', url: `/api/status-pages/${pageId}`, headers: bearer(user.token) });
    const empty = await userWithKey();
    expect((await hlidka(empty, ['apply', '-f', copy])).code).toBe(0);
    expect((await hlidka(empty, ['export'])).stdout).toBe(exported.stdout);
    const asJson = await hlidka(empty, ['export', '--format', 'json']);
    expect(JSON.parse(asJson.stdout).websites).toHaveLength(2);
  }, 180_000);

  it('shows a change made in the app as drift, and prunes with --prune', async () => {
    const user = await userWithKey();
    const text = example();
    const source = file('drift.yaml', text);
    expect((await hlidka(user, ['apply', '-f', source])).code).toBe(0);
    const list = expectData(
      await test.app.inject({ url: '/api/websites?search=API%20health', headers: bearer(user.token) }),
      websiteListDataSchema,
    );
    const id = list.websites[0]?.id;
    await test.app.inject({
      method: 'PUT',
      url: `/api/websites/${id}`,
      headers: bearer(user.token),
      payload: { intervalSeconds: 900 },
    });
    const drift = await hlidka(user, ['plan', '-f', source]);
    expect(drift.code).toBe(2);
    expect(drift.stdout).toContain('~ update website api-health (API health)\n    intervalSeconds: 900 → 600');

    const smaller = file(
      'smaller.yaml',
      text
        .replace(/ {2}- key: shop\n.*\n.*\n/, '')
        .replace(/ {10}- website: shop\n.*\n/, '')
        .replace(/maintenanceWindows:[\s\S]*$/, ''),
    );
    const pruning = await hlidka(user, ['apply', '-f', smaller, '--prune']);
    expect(pruning.code, pruning.stderr).toBe(0);
    expect(pruning.stdout).toContain('- delete website shop (E-shop)');
    expect(pruning.stdout).toContain('- delete maintenance window nightly (Noční údržba)');
    expect(pruning.stdout).toContain('Applied: 0 to create, 2 to update, 2 to delete.');
  }, 180_000);

  it("names the file's line and column for bad input, and applies nothing when the server refuses an item", async () => {
    const user = await userWithKey();
    const dangling = file('bad.yaml', example().replace('group: api', 'group: apis'));
    const refused = await hlidka(user, ['plan', '-f', dangling]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('hlidka: bad.yaml:10:12: websites[0].group: No item of groups has the key apis.');
    const noGroup = file('no-group.yaml', example().replace('group: main', 'group: mian'));
    const missing = await hlidka(user, ['plan', '-f', noGroup]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe(
      'hlidka: no-group.yaml:45:16: maintenanceWindows[0].statusPageGroups[0].group: The status page public has no group with the key mian.\n',
    );

    const broken = file('broken.yaml', 'version: 1\nwebsites:\n  - key: a\n    name: [unclosed\n');
    const syntax = await hlidka(user, ['plan', '-f', broken]);
    expect(syntax.code).toBe(1);
    expect(syntax.stderr).toMatch(/^hlidka: broken\.yaml:\d+:\d+: /);

    const slow = file(
      'slow.yaml',
      example().replace(
        'channels:',
        '  - key: slow\n    name: Slow\n    url: https://slow.example.cz/\n    timeoutSeconds: 5\n    degradedAfterMs: 9000\nchannels:',
      ),
    );
    const failed = await hlidka(user, ['apply', '-f', slow]);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('hlidka: websites[2] (slow): ');
    expect(failed.stderr).toContain('hlidka: slow.yaml:19:22: websites[2].degradedAfterMs: ');
    const nothing = await hlidka(user, ['export']);
    expect(nothing.stdout).toContain('websites: []');
  }, 180_000);
});
