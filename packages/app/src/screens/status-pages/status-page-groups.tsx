import { STATUS_PAGE_GROUP_LIMIT, STATUS_PAGE_WEBSITE_LIMIT, type Website } from '@hlidka/contract';
import { Button, Select, TextField } from '@hlidka/ui';
import { ArrowDown, ArrowUp, FolderPlus, Trash2, X } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Context } from '../common/query-states';
import { Section } from '../common/section';
import { type GroupValues, type GroupWebsiteValues, moved } from './status-page-model';
import '../../i18n/areas/status-pages';

/** A small square button that says what it does to whom (its accessible name) and shows it on hover. */
function IconButton({
  label,
  item,
  icon,
  focusKey,
  disabled,
  onClick,
}: {
  label: string;
  item: string;
  icon: ReactNode;
  focusKey: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      type="button"
      variant="outline"
      size="icon"
      title={label}
      data-focus-key={focusKey}
      disabled={disabled}
      onClick={onClick}
    >
      {icon}
      <span className="sr-only">
        {label}
        <Context>{item}</Context>
      </span>
    </Button>
  );
}

/**
 * The page's layout: groups in order, each with its websites in order and their public names. Every change is a button
 * (no dragging): add, rename, remove and move groups and websites up or down; the moved item keeps the focus and the
 * new position is announced.
 */
export function StatusPageGroups({
  groups,
  onChange,
  websites,
  errorOf,
}: {
  groups: GroupValues[];
  onChange: (groups: GroupValues[]) => void;
  /** The user's websites, to choose from; undefined while they load. */
  websites: Website[] | undefined;
  /** The error of a field by its server path (`groups.0.name`…), worded. */
  errorOf: (path: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  const serial = useRef(0);
  // Worded when shown, so it follows a change of language.
  const [announcement, setAnnouncement] = useState<{ key: string; params: Record<string, string | number> } | null>(
    null,
  );
  const [focusNext, setFocusNext] = useState<string[] | null>(null);

  // After a move or removal, the focus goes to the first of the wanted buttons that can take it.
  useEffect(() => {
    if (!focusNext) return;
    for (const key of focusNext) {
      const marked = root.current?.querySelector<HTMLElement>(`[data-focus-key="${key}"]`);
      const target = marked?.matches('button') ? marked : marked?.querySelector<HTMLElement>('input');
      if (target && !(target as HTMLButtonElement).disabled) {
        target.focus();
        break;
      }
    }
    setFocusNext(null);
  }, [focusNext]);

  const groupLabel = (group: GroupValues, index: number) =>
    group.name.trim() || t('statusPages.groups.group', { n: index + 1 });
  const onPage = new Set(groups.flatMap((group) => group.websites.map((website) => website.websiteId)));
  const tooManyGroups = groups.length >= STATUS_PAGE_GROUP_LIMIT;
  const groupsError = errorOf('groups');

  function update(index: number, change: (group: GroupValues) => GroupValues) {
    onChange(groups.map((group, g) => (g === index ? change(group) : group)));
  }

  function addGroup() {
    serial.current += 1;
    const name = t('statusPages.groups.defaultName', { n: groups.length + 1 });
    onChange([...groups, { key: `new-${serial.current}`, name, websites: [] }]);
  }

  function moveGroup(index: number, by: -1 | 1) {
    const group = groups[index];
    if (!group) return;
    onChange(moved(groups, index, by));
    const direction = by < 0 ? 'up' : 'down';
    const opposite = by < 0 ? 'down' : 'up';
    setFocusNext([`${group.key}:${direction}`, `${group.key}:${opposite}`]);
    setAnnouncement({
      key: 'statusPages.groups.moved',
      params: { name: groupLabel(group, index), position: index + by + 1, total: groups.length },
    });
  }

  function removeGroup(index: number) {
    const group = groups[index];
    if (!group) return;
    onChange(groups.filter((_, g) => g !== index));
    setFocusNext(['add-group']);
    setAnnouncement({ key: 'statusPages.groups.removed', params: { name: groupLabel(group, index) } });
  }

  function addWebsite(index: number, websiteId: string) {
    const group = groups[index];
    const website = websites?.find((item) => item.id === websiteId);
    if (!group || !website) return;
    update(index, (current) => ({
      ...current,
      websites: [...current.websites, { websiteId, websiteName: website.name, displayName: '' }],
    }));
    setAnnouncement({
      key: 'statusPages.groups.added',
      params: { name: website.name, group: groupLabel(group, index) },
    });
  }

  function moveWebsite(index: number, position: number, by: -1 | 1) {
    const group = groups[index];
    const website = group?.websites[position];
    if (!group || !website) return;
    update(index, (current) => ({ ...current, websites: moved(current.websites, position, by) }));
    const key = `${group.key}/${website.websiteId}`;
    setFocusNext([`${key}:${by < 0 ? 'up' : 'down'}`, `${key}:${by < 0 ? 'down' : 'up'}`]);
    setAnnouncement({
      key: 'statusPages.groups.moved',
      params: { name: website.websiteName, position: position + by + 1, total: group.websites.length },
    });
  }

  function removeWebsite(index: number, position: number) {
    const group = groups[index];
    const website = group?.websites[position];
    if (!group || !website) return;
    update(index, (current) => ({ ...current, websites: current.websites.filter((_, w) => w !== position) }));
    setFocusNext([`${group.key}:name`]);
    setAnnouncement({ key: 'statusPages.groups.removed', params: { name: website.websiteName } });
  }

  function setDisplayName(index: number, position: number, displayName: string) {
    update(index, (current) => ({
      ...current,
      websites: current.websites.map((website: GroupWebsiteValues, w) =>
        w === position ? { ...website, displayName } : website,
      ),
    }));
  }

  return (
    <Section title={t('statusPages.groups.title')} description={t('statusPages.groups.description')}>
      <div ref={root} className="flex flex-col gap-4">
        <p aria-live="polite" className="sr-only">
          {announcement ? t(announcement.key, announcement.params) : null}
        </p>
        {groupsError ? (
          <p role="alert" className="text-destructive-text text-sm">
            {groupsError}
          </p>
        ) : null}
        {groups.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('statusPages.groups.empty')}</p>
        ) : (
          <ol className="flex flex-col gap-4">
            {groups.map((group, index) => {
              const label = groupLabel(group, index);
              const choices = (websites ?? []).filter((website) => !onPage.has(website.id));
              return (
                <li key={group.key} className="flex min-w-0 flex-col gap-3 rounded-md border p-3 sm:p-4">
                  <div className="flex flex-wrap items-start gap-2">
                    <div className="min-w-0 flex-1 basis-48" data-focus-key={`${group.key}:name`}>
                      <TextField
                        label={t('statusPages.groups.name')}
                        value={group.name}
                        onChange={(name) => update(index, (current) => ({ ...current, name }))}
                        isRequired
                        isInvalid={Boolean(errorOf(`groups.${index}.name`))}
                        errorMessage={errorOf(`groups.${index}.name`)}
                      />
                    </div>
                    <div className="flex gap-1 pt-6">
                      <IconButton
                        label={t('statusPages.groups.moveUp')}
                        item={label}
                        icon={<ArrowUp aria-hidden="true" />}
                        focusKey={`${group.key}:up`}
                        disabled={index === 0}
                        onClick={() => moveGroup(index, -1)}
                      />
                      <IconButton
                        label={t('statusPages.groups.moveDown')}
                        item={label}
                        icon={<ArrowDown aria-hidden="true" />}
                        focusKey={`${group.key}:down`}
                        disabled={index === groups.length - 1}
                        onClick={() => moveGroup(index, 1)}
                      />
                      <IconButton
                        label={t('statusPages.groups.remove')}
                        item={label}
                        icon={<Trash2 aria-hidden="true" />}
                        focusKey={`${group.key}:remove`}
                        onClick={() => removeGroup(index)}
                      />
                    </div>
                  </div>
                  {group.websites.length === 0 ? (
                    <p className="text-muted-foreground text-sm">{t('statusPages.groups.websitesEmpty')}</p>
                  ) : (
                    <ol className="flex flex-col gap-2">
                      {group.websites.map((website, position) => {
                        const key = `${group.key}/${website.websiteId}`;
                        const path = `groups.${index}.websites.${position}.displayName`;
                        return (
                          <li
                            key={key}
                            className="flex min-w-0 flex-wrap items-start gap-2 rounded-md border border-dashed p-2 sm:p-3"
                          >
                            <div className="flex min-w-0 flex-1 basis-56 flex-col gap-2">
                              <p className="break-words font-medium text-sm">{website.websiteName}</p>
                              <TextField
                                label={
                                  <>
                                    {t('statusPages.groups.displayName')}
                                    <Context>{website.websiteName}</Context>
                                  </>
                                }
                                description={t('statusPages.groups.displayNameHint')}
                                value={website.displayName}
                                onChange={(value) => setDisplayName(index, position, value)}
                                isInvalid={Boolean(errorOf(path))}
                                errorMessage={errorOf(path)}
                              />
                            </div>
                            <div className="flex gap-1 pt-7">
                              <IconButton
                                label={t('statusPages.groups.websiteMoveUp')}
                                item={website.websiteName}
                                icon={<ArrowUp aria-hidden="true" />}
                                focusKey={`${key}:up`}
                                disabled={position === 0}
                                onClick={() => moveWebsite(index, position, -1)}
                              />
                              <IconButton
                                label={t('statusPages.groups.websiteMoveDown')}
                                item={website.websiteName}
                                icon={<ArrowDown aria-hidden="true" />}
                                focusKey={`${key}:down`}
                                disabled={position === group.websites.length - 1}
                                onClick={() => moveWebsite(index, position, 1)}
                              />
                              <IconButton
                                label={t('statusPages.groups.websiteRemove')}
                                item={website.websiteName}
                                icon={<X aria-hidden="true" />}
                                focusKey={`${key}:remove`}
                                onClick={() => removeWebsite(index, position)}
                              />
                            </div>
                          </li>
                        );
                      })}
                    </ol>
                  )}
                  {websites && websites.length === 0 ? (
                    <p className="text-muted-foreground text-sm">{t('statusPages.groups.noWebsites')}</p>
                  ) : websites && choices.length === 0 ? (
                    <p className="text-muted-foreground text-sm">{t('statusPages.groups.noWebsitesLeft')}</p>
                  ) : group.websites.length < STATUS_PAGE_WEBSITE_LIMIT ? (
                    <Select
                      className="max-w-sm"
                      label={
                        <>
                          {t('statusPages.groups.addWebsite')}
                          <Context>{label}</Context>
                        </>
                      }
                      placeholder={t('statusPages.groups.addWebsitePlaceholder')}
                      isDisabled={!websites}
                      value={null}
                      onChange={(key) => (key === null ? undefined : addWebsite(index, String(key)))}
                      options={choices.map((website) => ({ id: website.id, label: website.name }))}
                    />
                  ) : null}
                </li>
              );
            })}
          </ol>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="button"
            variant="outline"
            data-focus-key="add-group"
            disabled={tooManyGroups}
            onClick={addGroup}
          >
            <FolderPlus aria-hidden="true" />
            {t('statusPages.groups.add')}
          </Button>
          {tooManyGroups ? (
            <p className="text-muted-foreground text-sm">
              {t('statusPages.groups.limit', { count: STATUS_PAGE_GROUP_LIMIT })}
            </p>
          ) : null}
        </div>
      </div>
    </Section>
  );
}
