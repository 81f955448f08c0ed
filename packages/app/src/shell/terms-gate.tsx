import { useAcceptTerms, useUser } from '@hlidka/data';
import { toast } from '@hlidka/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { PRIVACY_URL, TERMS_URL } from '../lib/legal-links';
import '../i18n/areas/terms';

const TermsDialog = lazy(() => import('./terms-dialog'));

/** Spec §2 terms dialog: shown when the loaded profile has terms not accepted (not while loading, not when missing). */
export function TermsGate() {
  const { t } = useTranslation();
  const { data: profile, isLoading } = useUser();
  const accept = useAcceptTerms();
  const [dismissed, setDismissed] = useState(false);
  const isOpen = !dismissed && !isLoading && Boolean(profile) && profile?.termsAccepted === false;
  // Loaded the first time it opens, then kept (its closing animation plays).
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (isOpen) setWanted(true);
  }, [isOpen]);

  async function onAccept({ marketing }: { marketing: boolean }) {
    try {
      const result = await accept.trigger({ termsAccepted: true, marketingConsent: marketing });
      toast({ title: result.simulated ? `${t('terms.success')} ${t('terms.simulated')}` : t('terms.success') });
    } catch {
      toast({ variant: 'destructive', title: t('terms.failed') });
    }
  }

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <TermsDialog
        isOpen={isOpen}
        labels={{
          title: t('terms.title'),
          description: t('terms.description'),
          required: t('terms.required'),
          marketing: t('terms.marketing'),
          cancel: t('terms.cancel'),
          accept: t('terms.accept'),
          accepting: t('terms.accepting'),
        }}
        termsLink={{ href: TERMS_URL, label: t('terms.termsLink') }}
        privacyLink={{ href: PRIVACY_URL, label: t('terms.privacyLink') }}
        isSaving={accept.isMutating}
        onAccept={onAccept}
        onCancel={() => setDismissed(true)}
      />
    </Suspense>
  );
}
