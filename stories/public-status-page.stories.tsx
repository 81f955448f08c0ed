import type { Language, PublicDay, PublicStatusPage, PublicWebsite } from '@hlidka/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { renderStatusPage } from '../packages/server/src/modules/status-pages/html';
import { narrowGlobals, narrowViewport } from './screen-states';
import { serverHtmlText as pageText, ServerHtml } from './server-html';

// The public status page as visitors get it: the server's own HTML (no JavaScript), rendered from a public answer in
// every state: all up, degraded performance, partial and major outage, maintenance, no data yet, long names and many
// groups, English, dark;
// a resolved incident without updates; an update edited after it was posted; a published postmortem beside the
// incident's timeline. Times read in the page's zone (Prague: SEČ / CET).

const NOW = Date.UTC(2026, 10, 25, 12);
const DAY = 86_400_000;

function days(pattern: (i: number) => number | null): PublicDay[] {
  return Array.from({ length: 90 }, (_, i) => {
    const uptime = pattern(i);
    return {
      date: new Date(NOW - (89 - i) * DAY).toISOString().slice(0, 10),
      uptime,
      downtimeSeconds: uptime === null ? 0 : Math.round(((100 - uptime) / 100) * 86_400),
    };
  });
}

const website = (name: string, state: PublicWebsite['state'], dip = 0): PublicWebsite => ({
  key: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  state,
  uptime: state === 'no_data' ? null : 99.95 - dip,
  responseMs: state === 'no_data' ? null : 180 + dip * 10,
  days: days((i) => (state === 'no_data' ? null : i < 20 ? null : i % (17 + dip) === 0 ? 98.2 : 100)),
});

const base: PublicStatusPage = {
  name: 'Zahradnictví Novák – stav služeb',
  slug: 'novak',
  description: 'Dostupnost e-shopu, objednávek a platební brány.',
  footer: null,
  logoUrl: null,
  accentColor: '#15803d',
  language: 'auto',
  timeZone: 'Europe/Prague',
  showResponseTimes: true,
  state: 'operational',
  groups: [
    { name: 'E-shop', websites: [website('Internetový obchod', 'up'), website('Objednávky', 'up', 1)] },
    { name: 'Platby', websites: [website('Platební brána', 'up', 2)] },
  ],
  maintenance: [],
  activeIncidents: [],
  pastIncidents: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      websiteName: 'Objednávky',
      startedAt: '2026-11-12T08:10:00.000Z',
      resolvedAt: '2026-11-12T08:52:00.000Z',
      updates: [
        {
          id: '00000000-0000-4000-8000-000000000011',
          status: 'resolved',
          message: { cs: 'Přetížená databáze, posílili jsme ji.', en: 'An overloaded database; we scaled it up.' },
          createdAt: '2026-11-12T08:55:00.000Z',
          editedAt: null,
        },
      ],
    },
  ],
  generatedAt: new Date(NOW).toISOString(),
};

const outage = (all: boolean): PublicStatusPage => ({
  ...base,
  state: all ? 'major_outage' : 'partial_outage',
  groups: base.groups.map((group) => ({
    ...group,
    websites: group.websites.map((w, i) => ({
      ...w,
      state: all || (group.name === 'Platby' && i === 0) ? 'down' : 'up',
    })),
  })),
  activeIncidents: [
    {
      id: '00000000-0000-4000-8000-000000000002',
      websiteName: 'Platební brána',
      startedAt: '2026-11-25T11:20:00.000Z',
      resolvedAt: null,
      updates: [
        {
          id: '00000000-0000-4000-8000-000000000021',
          status: 'identified',
          message: {
            cs: 'Poskytovatel plateb má výpadek, čekáme na opravu.',
            en: 'Our payment provider is down; we are waiting for a fix.',
          },
          createdAt: '2026-11-25T11:35:00.000Z',
          editedAt: null,
        },
        {
          id: '00000000-0000-4000-8000-000000000022',
          status: 'investigating',
          message: { cs: 'Platby kartou neprocházejí.', en: 'Card payments fail.' },
          createdAt: '2026-11-25T11:24:00.000Z',
          editedAt: null,
        },
      ],
    },
  ],
});

/** The page as the server renders it. */
function HtmlPage({ page, language, dark = false }: { page: PublicStatusPage; language: Language; dark?: boolean }) {
  const html = renderStatusPage(page, {
    language,
    feedHref: 'https://hlidka.example.cz/status/novak/feed.atom',
    canonicalUrl: 'https://hlidka.example.cz/status/novak',
    subscribeAction: '/status/novak/subscribe',
    private: false,
  });
  return <ServerHtml html={html} title={page.name} language={language} dark={dark} />;
}

const meta = {
  title: 'Public/Status page',
  component: HtmlPage,
  parameters: { layout: 'fullscreen', ...narrowViewport },
  args: { page: base, language: 'cs' },
  play: async ({ canvasElement }) => {
    const frame = await within(canvasElement).findByTitle(/./);
    await waitFor(() => expect(frame).toHaveAttribute('data-ready', 'true'));
  },
} satisfies Meta<typeof HtmlPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllUp: Story = { name: 'All up' };

export const PartialOutage: Story = { name: 'Partial outage, with updates', args: { page: outage(false) } };

/** An outage whose newest update was corrected at 11:50 UTC (12:50 in Prague), after it was posted at 11:35. */
const editedOutage = (): PublicStatusPage => {
  const page = outage(false);
  return {
    ...page,
    // One group, so that the incident is in the picture.
    groups: page.groups.slice(1),
    activeIncidents: page.activeIncidents.map((incident) => ({
      ...incident,
      updates: incident.updates.map((update, i) =>
        i === 0
          ? {
              ...update,
              message: {
                cs: 'Poskytovatel plateb má výpadek, platby kartou převádíme na záložní bránu.',
                en: 'Our payment provider is down; card payments move to the backup gateway.',
              },
              editedAt: '2026-11-25T11:50:00.000Z',
            }
          : update,
      ),
    })),
  };
};

export const EditedUpdate: Story = {
  name: 'An edited update, times in Prague',
  args: { page: editedOutage() },
  play: async ({ canvasElement }) => {
    const text = await pageText(canvasElement);
    await expect(text).toContain('Příčina nalezena · 25. 11. 2026 12:35 SEČ · upraveno 25. 11. 2026 12:50 SEČ');
    await expect(text).toContain('Platby kartou neprocházejí.');
    await expect(text).not.toMatch(/Prošetřujeme · [^·]*· upraveno/);
  },
};

export const EditedUpdateEnglish: Story = {
  name: 'An edited update, English',
  args: { page: editedOutage(), language: 'en' },
  play: async ({ canvasElement }) => {
    const text = await pageText(canvasElement);
    await expect(text).toContain('edited 25 Nov 2026, 12:50 CET');
  },
};

export const MajorOutage: Story = { name: 'Major outage', args: { page: outage(true) } };

export const Maintenance: Story = {
  args: {
    page: {
      ...base,
      state: 'maintenance',
      groups: base.groups.map((group, g) => ({
        ...group,
        websites: group.websites.map((w) => ({ ...w, state: g === 1 ? 'maintenance' : 'up' })),
      })),
      maintenance: [
        {
          title: 'Výměna platebního serveru',
          description: 'Platby kartou během údržby nepůjdou.',
          startsAt: '2026-11-25T11:00:00.000Z',
          endsAt: '2026-11-25T13:00:00.000Z',
          ongoing: true,
          websiteNames: ['Platební brána'],
        },
        {
          title: 'Aktualizace e-shopu',
          description: null,
          startsAt: '2026-11-29T22:00:00.000Z',
          endsAt: '2026-11-29T23:30:00.000Z',
          ongoing: false,
          websiteNames: ['Internetový obchod', 'Objednávky'],
        },
      ],
    },
  },
};

export const ResolvedWithoutUpdates: Story = {
  name: 'Resolved without updates, times in Prague',
  args: {
    page: {
      ...base,
      // One group, so that the incident history is in the picture.
      groups: base.groups.slice(1),
      pastIncidents: base.pastIncidents.map((incident) => ({ ...incident, updates: [] })),
    },
  },
  play: async ({ canvasElement }) => {
    const text = await pageText(canvasElement);
    await expect(text).toContain('12. 11. 2026 9:10 SEČ – 12. 11. 2026 9:52 SEČ');
    await expect(text).toContain('Vyřešeno');
    await expect(text).not.toContain('Na řešení pracujeme');
    await expect(text).not.toContain('UTC');
  },
};

export const NoData: Story = {
  name: 'No data yet',
  args: {
    page: {
      ...base,
      state: 'no_data',
      groups: [{ name: 'E-shop', websites: [website('Internetový obchod', 'no_data')] }],
      pastIncidents: [],
    },
  },
};

export const LongNamesManyGroups: Story = {
  name: 'Long names, many groups',
  args: {
    page: {
      ...base,
      name: 'Velkoobchod se zahradní technikou, osivy a sazenicemi Novák & synové – přehled dostupnosti všech služeb',
      groups: Array.from({ length: 6 }, (_, g) => ({
        name: `Skupina služeb číslo ${g + 1} s neobvykle dlouhým názvem pro zkoušku zalamování`,
        websites: [
          website(`Zákaznický portál pro velkoodběratele a partnery v regionu ${g + 1}`, g === 2 ? 'down' : 'up', g),
        ],
      })),
      state: 'partial_outage',
    },
  },
};

export const English: Story = {
  name: 'Partial outage – English',
  args: { page: outage(false), language: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await pageText(canvasElement)).toContain('Ongoing since 25 Nov 2026, 12:20 CET');
  },
};

export const Dark: Story = { name: 'Partial outage – dark', args: { page: outage(false), dark: true } };

/** The payment gateway answers, but slower than its response-time budget: "Snížený výkon", nothing down. */
const degraded: PublicStatusPage = {
  ...base,
  state: 'degraded_performance',
  groups: base.groups.map((group) => ({
    ...group,
    websites: group.websites.map((w) => (group.name === 'Platby' ? { ...w, state: 'degraded', responseMs: 2140 } : w)),
  })),
};

export const DegradedPerformance: Story = {
  name: 'Degraded performance',
  args: { page: degraded },
  play: async ({ canvasElement }) => {
    const text = await pageText(canvasElement);
    await expect(text).toContain('Snížený výkon');
    await expect(text).not.toContain('Všechny systémy fungují');
  },
};

export const DegradedPerformanceEnglish: Story = {
  name: 'Degraded performance – English',
  args: { page: degraded, language: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await pageText(canvasElement)).toContain('Degraded performance');
  },
};

export const DegradedPerformanceDark: Story = {
  name: 'Degraded performance – dark',
  args: { page: degraded, dark: true },
};

export const Narrow: Story = {
  name: 'Partial outage – 360 px',
  args: { page: outage(false) },
  globals: narrowGlobals,
};

/** A resolved incident with its published postmortem (Markdown; a script in it stays text) beside its timeline. */
const withPostmortem: PublicStatusPage = {
  ...base,
  groups: base.groups.slice(1),
  pastIncidents: base.pastIncidents.map((incident) => ({
    ...incident,
    postmortem: {
      body: [
        '## Co se stalo',
        '',
        'Objednávky byly **42 minut** nedostupné: databáze nestíhala zápisy.',
        '',
        '## Co změníme',
        '',
        '- databázi jsme posílili a hlídáme její vytížení',
        '- nové verze nasazujeme mimo špičku, viz [plán](https://example.cz/plan)',
        '',
        '<script>alert(1)</script>',
      ].join('\n'),
      publishedAt: '2026-11-13T09:00:00.000Z',
      updatedAt: '2026-11-13T09:00:00.000Z',
    },
  })),
};

export const Postmortem: Story = {
  name: 'Postmortem beside the timeline',
  args: { page: withPostmortem },
  play: async ({ canvasElement }) => {
    const text = await pageText(canvasElement);
    await expect(text).toContain('Zveřejněno 13. 11. 2026 10:00 SEČ');
    await expect(text).toContain('Co změníme');
    await expect(text).toContain('Začátek výpadku');
    await expect(text).toContain('<script>alert(1)</script>');
  },
};

export const PostmortemEnglish: Story = {
  name: 'Postmortem – English',
  args: { page: withPostmortem, language: 'en' },
  play: async ({ canvasElement }) => {
    const text = await pageText(canvasElement);
    await expect(text).toContain('Timeline');
    await expect(text).toContain('Outage began');
  },
};

export const PostmortemDark: Story = { name: 'Postmortem – dark', args: { page: withPostmortem, dark: true } };

export const PostmortemNarrow: Story = {
  name: 'Postmortem – 360 px',
  args: { page: withPostmortem },
  globals: narrowGlobals,
};
