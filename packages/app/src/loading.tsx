import { FullScreenSpinner } from '@hlidka/ui';
import { useTranslation } from './i18n/use-translation';

/**
 * The whole-screen spinner while a route's chunk or the session check loads. Its label is in the system font: on a slow
 * link the first text in Inter starts the two font files (132 KB), and they are not to compete with the screen's
 * JavaScript and data (issue 25, item 12); the screen itself is in Inter as everywhere.
 */
export function Loading() {
  const { t } = useTranslation();
  return <FullScreenSpinner className="font-[system-ui]" label={t('common.loading')} />;
}
