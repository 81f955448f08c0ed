import type { SsoDomain, Team } from '@hlidka/contract';
import { useAddSsoDomain, useRemoveSsoDomain, useVerifySsoDomain } from '@hlidka/data';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, TextField, toast } from '@hlidka/ui';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { errorWording, worded } from '../common/wording';
import '../../i18n/areas/sso';

function DomainRow({ team, domain }: { team: Team; domain: SsoDomain }) {
  const { t } = useTranslation();
  const verify = useVerifySsoDomain();
  const remove = useRemoveSsoDomain();
  async function check() {
    try {
      await verify.trigger({ teamId: team.id, domainId: domain.id });
      toast({ title: t('sso.settings.verifiedToast', { domain: domain.domain }) });
    } catch (caught) {
      toast({
        variant: 'destructive',
        title: t('sso.settings.verifyFailed'),
        description: worded(errorWording(caught, 'sso.settings.verifyFailed'), t),
      });
    }
  }
  return (
    <li className="flex flex-col gap-2 border-b py-3 last:border-b-0">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{domain.domain}</span>
        {domain.verifiedAt ? (
          <Badge variant="success">{t('sso.settings.verified')}</Badge>
        ) : (
          <Badge variant="outline">{t('sso.settings.pending')}</Badge>
        )}
        <span className="ml-auto flex gap-2">
          {!domain.verifiedAt && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => void check()}
              isLoading={verify.isMutating}
              loadingLabel={t('sso.settings.verifying')}
            >
              {t('sso.settings.verify')}
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('sso.settings.removeDomain', { domain: domain.domain })}
            onClick={() => void remove.trigger({ teamId: team.id, domainId: domain.id }).catch(() => undefined)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </span>
      </div>
      {!domain.verifiedAt && (
        <div className="text-sm">
          <span className="text-muted-foreground">{t('sso.settings.txtRecord')}: </span>
          <code className="break-all rounded bg-muted px-1.5 py-0.5 font-mono text-xs">{domain.txtRecord}</code>
        </div>
      )}
    </li>
  );
}

/** The team's e-mail domains: each with its TXT record and "Ověřit"; verified ones let new people join. */
export function TeamSsoDomains({ team, domains }: { team: Team; domains: SsoDomain[] }) {
  const { t } = useTranslation();
  const add = useAddSsoDomain();
  const [domain, setDomain] = useState('');
  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await add.trigger({ teamId: team.id, domain: domain.trim().toLowerCase() });
      setDomain('');
    } catch (caught) {
      toast({
        variant: 'destructive',
        title: t('sso.settings.saveFailed'),
        description: worded(errorWording(caught, 'sso.settings.saveFailed'), t),
      });
    }
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle level={3}>{t('sso.settings.domainsTitle')}</CardTitle>
        <CardDescription>{t('sso.settings.domainsHint')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {domains.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('sso.settings.noDomains')}</p>
        ) : (
          <ul>
            {domains.map((item) => (
              <DomainRow key={item.id} team={team} domain={item} />
            ))}
          </ul>
        )}
        <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <TextField
            label={t('sso.settings.domain')}
            name="domain"
            value={domain}
            onChange={setDomain}
            className="sm:flex-1"
          />
          <Button type="submit" isLoading={add.isMutating} loadingLabel={t('sso.settings.adding')} disabled={!domain}>
            {t('sso.settings.addDomain')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
