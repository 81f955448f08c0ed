import { FullScreenSpinner } from '@hlidka/ui';
import { useTranslation } from 'react-i18next';

/** The whole-screen spinner while a route's chunk loads. */
export function Loading() {
  const { t } = useTranslation();
  return <FullScreenSpinner label={t('common.loading')} />;
}
