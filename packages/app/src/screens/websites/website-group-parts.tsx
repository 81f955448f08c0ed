import type { WebsiteGroup } from '@hlidka/contract';
import { useWebsiteGroups } from '@hlidka/data';
import { Button } from '@hlidka/ui';
import { FolderTree } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import '../../i18n/areas/websites';

// The website groups as the websites screens show them: the way to the groups screen, and a website's group by name.

/** "Skupiny": the groups screen, from the websites list. */
export function WebsiteGroupsButton() {
  const { t } = useTranslation();
  return (
    <Button asChild variant="outline">
      <Link href="/website-groups">
        <FolderTree aria-hidden="true" />
        {t('websites.groups')}
      </Link>
    </Button>
  );
}

/** The group's name (a link to the list filtered by it); nothing until the groups are known. */
export function WebsiteGroupLink({ group }: { group: WebsiteGroup | undefined }) {
  if (!group) return null;
  return (
    <Link href={`/websites?group=${group.id}`} className="underline-offset-4 hover:underline">
      {group.name}
    </Link>
  );
}

/** "Skupina: Obchod" under a website's name on its detail. */
export function WebsiteGroupLine({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const { groups } = useWebsiteGroups();
  const group = groups?.find((candidate) => candidate.id === groupId);
  if (!group) return null;
  const [before, after] = t('websites.group', { name: '\u0000' }).split('\u0000');
  return (
    <p className="text-muted-foreground text-sm">
      {before}
      <WebsiteGroupLink group={group} />
      {after}
    </p>
  );
}
