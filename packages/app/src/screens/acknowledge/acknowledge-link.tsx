import type { AcknowledgementLinkData } from '@hlidka/contract';
import { isApiError, useAcknowledgeByLink, useAcknowledgementLink } from '@hlidka/data';
import { Button, FullScreenSpinner } from '@hlidka/ui';
import { CheckCircle2, CircleSlash, Clock } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { useLanguage } from '../../i18n';
import { useTranslation } from '../../i18n/use-translation';
import { causeLabel } from '../../lib/cause-text';
import { formatDateTime } from '../../lib/format';
import { AuthCard, FormAlert } from '../auth-parts';
import { ErrorState } from '../common/query-states';
import '../../i18n/areas/escalation-policies';

type Refusal = 'invalid' | 'expired';

/** The refusal an error stands for, or null for a failure worth a retry. */
function refusalOf(error: unknown): Refusal | null {
  if (!isApiError(error)) return null;
  if (error.code === 'ACK_LINK_EXPIRED') return 'expired';
  if (error.code === 'ACK_LINK_INVALID' || error.code === 'VALIDATION_ERROR' || error.status === 404) return 'invalid';
  return null;
}

function Refused({ refusal }: { refusal: Refusal }) {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('escalationPolicies.acknowledge.title')}>
      <div role="alert" className="flex flex-col items-center gap-3 text-center">
        {refusal === 'expired' ? (
          <Clock aria-hidden="true" className="size-8 text-muted-foreground" />
        ) : (
          <CircleSlash aria-hidden="true" className="size-8 text-muted-foreground" />
        )}
        <h3 className="font-semibold text-base">{t(`escalationPolicies.acknowledge.${refusal}Title`)}</h3>
        <p className="text-muted-foreground text-sm">{t(`escalationPolicies.acknowledge.${refusal}Text`)}</p>
      </div>
      <Button asChild variant="outline">
        <Link href="/incidents">{t('escalationPolicies.acknowledge.toApp')}</Link>
      </Button>
    </AuthCard>
  );
}

/** The incident in a few lines: website, cause, since when, status. */
function IncidentFacts({ link }: { link: AcknowledgementLinkData }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { incident } = link;
  const rows: [string, string][] = [
    [t('escalationPolicies.acknowledge.website'), incident.websiteName],
    [t('escalationPolicies.acknowledge.cause'), causeLabel(t, incident.causeCode, incident.causeParams) ?? '—'],
    [t('escalationPolicies.acknowledge.since'), formatDateTime(incident.startedAt, lng)],
    [t('escalationPolicies.acknowledge.status'), t(`escalationPolicies.acknowledge.statuses.${incident.status}`)],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-md border p-4 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="min-w-0 break-words font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Acknowledged (now or before): who and when; resolved: nothing to do. */
function Outcome({ link, justNow }: { link: AcknowledgementLinkData; justNow: boolean }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { incident } = link;
  const resolved = incident.status === 'resolved';
  return (
    <div role="status" className="flex flex-col items-center gap-2 text-center">
      <CheckCircle2 aria-hidden="true" className="size-8 text-success" />
      <h3 className="font-semibold text-base">
        {resolved
          ? t('escalationPolicies.acknowledge.resolvedTitle')
          : justNow
            ? t('escalationPolicies.acknowledge.done')
            : t('escalationPolicies.acknowledge.already')}
      </h3>
      <p className="text-muted-foreground text-sm">
        {resolved
          ? t('escalationPolicies.acknowledge.resolvedText')
          : t('escalationPolicies.acknowledge.doneText', {
              name: incident.acknowledgedBy ?? '—',
              time: formatDateTime(incident.acknowledgedAt, lng),
            })}
      </p>
    </div>
  );
}

/**
 * /acknowledge/{token}: the signed one-click link of an alert, signed in or out. It shows the incident and asks for a
 * confirmation (a link opened by a mail scanner must not acknowledge anything), then says who acknowledged and when;
 * an invalid or expired link says so.
 */
export default function AcknowledgeLinkScreen() {
  const { t } = useTranslation();
  const { token = '' } = useParams<{ token: string }>();
  const link = useAcknowledgementLink(token || null);
  const acknowledge = useAcknowledgeByLink();
  const [result, setResult] = useState<AcknowledgementLinkData | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (!token) return <Refused refusal="invalid" />;
  const refusal = refusalOf(link.error);
  if (refusal) return <Refused refusal={refusal} />;
  if (link.error) {
    return (
      <AuthCard title={t('escalationPolicies.acknowledge.title')}>
        <ErrorState
          title={t('escalationPolicies.acknowledge.loadFailed')}
          message={link.error.message}
          retryLabel={t('escalationPolicies.acknowledge.retry')}
          onRetry={() => void link.mutate()}
        />
      </AuthCard>
    );
  }
  const shown = result ?? link.data;
  if (!shown) return <FullScreenSpinner label={t('escalationPolicies.acknowledge.loading')} />;

  async function confirm() {
    setFailure(null);
    try {
      setResult(await acknowledge.trigger(token));
    } catch (caught) {
      const refused = refusalOf(caught);
      if (refused) void link.mutate();
      else setFailure(isApiError(caught) ? caught.message : t('escalationPolicies.acknowledge.failed'));
    }
  }

  return (
    <AuthCard
      title={t('escalationPolicies.acknowledge.title')}
      description={t('escalationPolicies.acknowledge.intro', { name: shown.recipientName })}
    >
      <IncidentFacts link={shown} />
      {shown.incident.status === 'open' ? (
        <div className="flex flex-col gap-3">
          {failure ? <FormAlert title={t('escalationPolicies.acknowledge.failed')}>{failure}</FormAlert> : null}
          <p className="text-muted-foreground text-sm">{t('escalationPolicies.acknowledge.question')}</p>
          <Button
            onClick={() => void confirm()}
            isLoading={acknowledge.isMutating}
            loadingLabel={t('escalationPolicies.acknowledge.confirming')}
          >
            {t('escalationPolicies.acknowledge.confirm')}
          </Button>
        </div>
      ) : (
        <Outcome link={shown} justNow={result !== null} />
      )}
      <Button asChild variant="outline">
        <Link href={`/incidents/${shown.incident.id}`}>{t('escalationPolicies.acknowledge.openIncident')}</Link>
      </Button>
    </AuthCard>
  );
}
