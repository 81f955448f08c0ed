import { type ComponentProps, lazy, Suspense } from 'react';
import { useTranslation } from '../i18n/use-translation';

// The second sign-in step loads only when an account asks for it (most never do): the sign-in screen stays small.
const TwoFactorStep = lazy(() => import('./two-factor-step').then((module) => ({ default: module.TwoFactorStep })));

export function TwoFactorStepLater(props: ComponentProps<typeof TwoFactorStep>) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
      <TwoFactorStep {...props} />
    </Suspense>
  );
}
