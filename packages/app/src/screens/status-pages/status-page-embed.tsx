import type { StatusPage } from '@hlidka/contract';
import { Select } from '@hlidka/ui';
import { useState } from 'react';
import { useLanguage } from '../../i18n';
import { useTranslation } from '../../i18n/use-translation';
import { Section } from '../common/section';
import { CopyButton } from '../settings/copy-button';
import {
  BADGE_CHOICES,
  type BadgeChoice,
  badgeHtml,
  badgeMarkdown,
  badgeUrl,
  type EmbedWebsite,
  embedWebsites,
  previewUrl,
  widgetSnippet,
} from './status-page-embed-model';
import '../../i18n/areas/status-pages';

const EMBED_TITLE_ID = 'status-page-embed-title';

/** A snippet to read (wrapped, selectable) beside its copy buttons. */
function Snippet({ children }: { children: string }) {
  return <code className="block min-w-0 break-all rounded-md bg-muted px-2 py-1.5 text-xs">{children}</code>;
}

function BadgeRow({
  page,
  website,
  badge,
  published,
}: {
  page: StatusPage;
  website: EmbedWebsite;
  badge: BadgeChoice;
  published: boolean;
}) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const name = t(`statusPages.embed.kinds.${badge.kind}`, {
    window: badge.window ? t(`statusPages.embed.windows.${badge.window}`) : '',
  });
  const url = badgeUrl(page, website, badge);
  const alt = t('statusPages.embed.alt', { name: website.name, badge: name });
  return (
    <li className="flex flex-col gap-2 py-3">
      <div className="flex flex-wrap items-center gap-3">
        <span className="min-w-40 font-medium text-sm">{name}</span>
        {/* The real badge, as the server draws it; an unpublished page has none to show yet. */}
        {published ? (
          <img
            src={previewUrl(page, url, lng)}
            alt={t('statusPages.embed.preview', { badge: name })}
            height={20}
            className="h-5 w-auto"
          />
        ) : null}
      </div>
      <Snippet>{url}</Snippet>
      <div className="flex flex-wrap gap-2">
        <CopyButton
          value={badgeMarkdown(page, url, alt)}
          label={t('statusPages.embed.copyMarkdown')}
          name={`${t('statusPages.embed.copyMarkdown')}: ${name}`}
        />
        <CopyButton
          value={badgeHtml(page, url, alt)}
          label={t('statusPages.embed.copyHtml')}
          name={`${t('statusPages.embed.copyHtml')}: ${name}`}
        />
      </div>
    </li>
  );
}

/**
 * "Vložit na web": each website's badges (state, uptime over 24 h to 90 days, response time) with a live preview and
 * their Markdown and HTML to copy, and the widget's snippet. Built from the saved page: unsaved changes are not on it.
 */
export function StatusPageEmbed({ page }: { page: StatusPage }) {
  const { t } = useTranslation();
  const websites = embedWebsites(page);
  const [chosen, setChosen] = useState(websites[0]?.badgeKey ?? '');
  const website = websites.find((w) => w.badgeKey === chosen) ?? websites[0];
  const widget = widgetSnippet(page);

  return (
    <Section
      title={t('statusPages.embed.title')}
      description={t('statusPages.embed.description')}
      labelId={EMBED_TITLE_ID}
    >
      {page.published ? null : (
        <p role="note" className="rounded-md border px-3 py-2 text-muted-foreground text-sm">
          {t('statusPages.embed.unpublished')}
        </p>
      )}
      {website ? (
        <>
          <Select
            label={t('statusPages.embed.website')}
            className="max-w-md"
            value={website.badgeKey}
            onChange={(key) => setChosen(String(key))}
            options={websites.map((w) => ({ id: w.badgeKey, label: w.name }))}
          />
          <section aria-label={`${t('statusPages.embed.badges')}: ${website.name}`}>
            <h3 className="font-semibold text-sm">{t('statusPages.embed.badges')}</h3>
            <ul className="flex flex-col divide-y">
              {BADGE_CHOICES.map((badge) => (
                <BadgeRow key={badge.id} page={page} website={website} badge={badge} published={page.published} />
              ))}
            </ul>
          </section>
        </>
      ) : (
        <p className="text-muted-foreground text-sm">{t('statusPages.embed.noWebsites')}</p>
      )}
      <div className="flex flex-col gap-2 border-t pt-4">
        <h3 className="font-semibold text-sm">{t('statusPages.embed.widget')}</h3>
        <p className="text-muted-foreground text-sm">{t('statusPages.embed.widgetHint')}</p>
        <Snippet>{widget}</Snippet>
        <div>
          <CopyButton value={widget} label={t('statusPages.embed.copyWidget')} />
        </div>
      </div>
    </Section>
  );
}
