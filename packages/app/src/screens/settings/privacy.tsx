import { useAcceptTerms, useUser } from '@hlidka/data';
import { Badge, Switch, toast } from '@hlidka/ui';
import { useTranslation } from '../../i18n/use-translation';
import { PRIVACY_URL, TERMS_URL } from '../../lib/legal-links';
import { DeleteAccount } from './delete-account';
import { ExportData } from './export-data';
import '../../i18n/areas/settings';
import { PageHeader, ScreenFrame } from '../common/page-header';
import { LoadError, LoadingBlock } from '../common/query-states';
import { Section } from '../common/section';
import { errorText } from '../common/wording';
import '../../i18n/areas/terms';

/** /settings/privacy: marketing consent, terms, export of my data, deletion of the account. */
export default function PrivacyScreen() {
  const { t } = useTranslation();
  const { data: user, error, isLoading, mutate } = useUser();
  const consent = useAcceptTerms();

  async function setMarketing(value: boolean) {
    try {
      // Accepting the terms again is how the consent is chosen (POST /api/user/accept-terms).
      await consent.trigger({ termsAccepted: true, marketingConsent: value });
      toast({ title: value ? t('settings.privacy.marketingOn') : t('settings.privacy.marketingOff') });
    } catch (caught) {
      toast({
        variant: 'destructive',
        title: t('settings.privacy.marketingFailed'),
        description: errorText(caught, t('common.unexpected')),
      });
    }
  }

  return (
    <ScreenFrame>
      <PageHeader
        title={t('settings.privacy.title')}
        description={t('settings.privacy.description')}
        back={{ href: '/settings', label: t('settings.shared.backToSettings') }}
      />
      <Section title={t('settings.privacy.consents')}>
        {isLoading && !user && <LoadingBlock lines={2} />}
        {error && !user && <LoadError error={error} onRetry={() => void mutate()} />}
        {user && (
          <div className="flex flex-col gap-4">
            <div className="flex flex-col gap-2">
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-medium">{t('settings.privacy.terms')}</span>
                {user.termsAccepted ? (
                  <Badge variant="success">{t('settings.privacy.termsAccepted')}</Badge>
                ) : (
                  <Badge variant="warning">{t('settings.privacy.termsNotAccepted')}</Badge>
                )}
              </div>
              <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                <a
                  href={TERMS_URL}
                  target="_blank"
                  rel="noreferrer"
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {t('terms.termsLink')}
                </a>
                <a
                  href={PRIVACY_URL}
                  target="_blank"
                  rel="noreferrer"
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {t('terms.privacyLink')}
                </a>
              </p>
            </div>
            <Switch
              isSelected={user.marketingConsent}
              isDisabled={consent.isMutating || !user.termsAccepted}
              onChange={(value) => void setMarketing(value)}
            >
              {t('settings.privacy.marketing')}
            </Switch>
          </div>
        )}
      </Section>
      <ExportData />
      <DeleteAccount />
      {user && !user.termsAccepted && (
        <p className="text-muted-foreground text-sm">{t('settings.privacy.termsHint')}</p>
      )}
    </ScreenFrame>
  );
}
