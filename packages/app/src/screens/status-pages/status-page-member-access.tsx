import { isApiError, useStatusPageMemberPass } from '@hlidka/data';
import { Button, EmptyState, FullScreenSpinner } from '@hlidka/ui';
import { LockKeyhole } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { errorWording, type Wording, worded } from '../common/wording';
import '../../i18n/areas/status-pages';

/** Where the browser goes with the member's pass (a story replaces it to stay on its page). */
export const statusPageNavigation = { open: (url: string) => window.location.replace(url) };

/**
 * /status-access/{slug}: where a members-only status page sends a visitor to sign in. Signed in, a member of the page's
 * team gets a short-lived address that gives their browser the page's cookie, and goes to the page.
 */
export default function StatusPageMemberAccessScreen() {
  const { t } = useTranslation();
  const { slug = '' } = useParams<{ slug: string }>();
  const pass = useStatusPageMemberPass();
  const [failure, setFailure] = useState<Wording | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    pass
      .trigger(slug)
      .then((data) => statusPageNavigation.open(data.url))
      .catch((caught: unknown) =>
        // Not found says why in the screen's words: the server's answer is the same for every reason, on purpose.
        setFailure(
          isApiError(caught) && caught.status === 404
            ? { key: 'statusPages.memberAccess.failed' }
            : errorWording(caught, 'statusPages.memberAccess.failed'),
        ),
      );
  }, [pass, slug]);

  if (!failure) return <FullScreenSpinner label={t('statusPages.memberAccess.opening')} />;
  return (
    <EmptyState
      className="mx-auto mt-12 max-w-lg"
      headingLevel={2}
      icon={<LockKeyhole />}
      title={t('statusPages.memberAccess.failedTitle')}
      description={worded(failure, t)}
      action={
        <Button asChild variant="outline">
          <Link href="/status-pages">{t('statusPages.memberAccess.back')}</Link>
        </Button>
      }
    />
  );
}
