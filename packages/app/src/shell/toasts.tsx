import { Toaster } from '@hlidka/ui';
import { useTranslation } from '../i18n/use-translation';

/** The toast area with its labels; loaded with the first toast (root.tsx), so no first load carries Radix Toast. */
export default function Toasts() {
  const { t } = useTranslation();
  return (
    <Toaster
      label={t('common.notifications')}
      regionLabel={t('common.notificationsRegion')}
      closeLabel={t('common.close')}
    />
  );
}
