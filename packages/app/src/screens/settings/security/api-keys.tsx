import type { ApiKey, ApiKeyScopes } from '@hlidka/contract';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '@hlidka/data';
import { AlertDialog, Button, Dialog, EmptyState, TextField, toast } from '@hlidka/ui';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDate } from '../../../lib/format';
import { errorText, type Wording, worded } from '../../common/wording';
import { CopyButton } from '../copy-button';
import { ApiKeyScopePicker, type KeyAccess, scopesFor, scopesText } from './api-key-scopes';
import '../../../i18n/areas/settings';
import { useLanguage } from '../../../i18n';
import { NewTabLink } from '../../common/new-tab-link';
import { LoadError, LoadingBlock } from '../../common/query-states';
import { Section } from '../../common/section';

/** API keys: create (the secret is shown once, with a copy button), list, revoke. */
export function ApiKeys() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { apiKeys, error, isLoading, mutate } = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [name, setName] = useState('');
  const [expires, setExpires] = useState('');
  const [access, setAccess] = useState<KeyAccess>('full');
  const [custom, setCustom] = useState<ApiKeyScopes>({ websites: 'read' });
  const [nameProblem, setNameProblem] = useState<Wording | null>(null);
  const [secret, setSecret] = useState<{ name: string; value: string } | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setNameProblem({ key: 'settings.shared.required' });
    if (trimmed.length > 100) return setNameProblem({ key: 'settings.shared.tooLong', params: { count: 100 } });
    setNameProblem(null);
    try {
      const result = await create.trigger({
        name: trimmed,
        expiresAt: expires ? new Date(`${expires}T23:59:59`).toISOString() : undefined,
        scopes: scopesFor(access, custom),
      });
      setSecret({ name: result.apiKey.name, value: result.secret });
      setName('');
      setExpires('');
      setAccess('full');
    } catch (caught) {
      toast({
        variant: 'destructive',
        title: t('settings.apiKeys.createFailed'),
        description: errorText(caught, ''),
      });
    }
  }

  async function confirmRevoke() {
    if (!revoking) return;
    try {
      await revoke.trigger(revoking.id);
      toast({ title: t('settings.apiKeys.revoked', { name: revoking.name }) });
      setRevoking(null);
    } catch (caught) {
      toast({ variant: 'destructive', title: t('settings.apiKeys.revokeFailed'), description: errorText(caught, '') });
    }
  }

  const expiryInPast = Boolean(expires && new Date(`${expires}T23:59:59`) <= new Date());

  return (
    <Section title={t('settings.apiKeys.title')} description={t('settings.apiKeys.description')}>
      <p className="text-muted-foreground text-sm">
        {t('settings.apiKeys.docsLead')} <code className="font-mono text-foreground">Authorization: Bearer hk_…</code>.{' '}
        <NewTabLink href="/api/docs">{t('settings.apiKeys.docsLink')}</NewTabLink>
      </p>
      <form noValidate onSubmit={submit} className="flex flex-wrap items-start gap-3">
        <TextField
          label={t('settings.apiKeys.name')}
          value={name}
          onChange={setName}
          isRequired
          isInvalid={Boolean(nameProblem)}
          errorMessage={nameProblem ? worded(nameProblem, t) : undefined}
          className="w-full sm:w-64"
        />
        <TextField
          label={t('settings.apiKeys.expires')}
          description={t('settings.apiKeys.expiresHint')}
          type="date"
          value={expires}
          onChange={setExpires}
          isInvalid={expiryInPast}
          errorMessage={t('settings.apiKeys.expiresPast')}
          className="w-full sm:w-48"
        />
        <ApiKeyScopePicker access={access} onAccessChange={setAccess} custom={custom} onCustomChange={setCustom} />
        <Button
          type="submit"
          className="sm:mt-6"
          disabled={expiryInPast}
          isLoading={create.isMutating}
          loadingLabel={t('settings.shared.saving')}
        >
          {t('settings.apiKeys.create')}
        </Button>
      </form>
      {isLoading && !apiKeys && <LoadingBlock lines={3} />}
      {error && !apiKeys && <LoadError error={error} onRetry={() => void mutate()} />}
      {apiKeys && apiKeys.length === 0 && (
        <EmptyState
          headingLevel={3}
          icon={<KeyRound />}
          title={t('settings.apiKeys.empty')}
          description={t('settings.apiKeys.emptyDescription')}
        />
      )}
      {apiKeys && apiKeys.length > 0 && (
        <ul className="flex flex-col divide-y rounded-md border">
          {apiKeys.map((key) => (
            <li key={key.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div className="flex min-w-0 flex-col gap-0.5">
                <p className="font-medium text-sm">{key.name}</p>
                <p className="text-muted-foreground text-xs">
                  <code className="font-mono">{key.prefix}…</code>{' '}
                  {t('settings.apiKeys.details', {
                    created: formatDate(key.createdAt, lng),
                    used: key.lastUsedAt ? formatDate(key.lastUsedAt, lng) : t('settings.apiKeys.never'),
                    expires: key.expiresAt ? formatDate(key.expiresAt, lng) : t('settings.apiKeys.noExpiry'),
                  })}
                  {key.lastUsedIp ? ` · ${t('settings.apiKeys.usedFrom', { ip: key.lastUsedIp })}` : null}
                </p>
                <p className="text-muted-foreground text-xs">{scopesText(key, t)}</p>
              </div>
              <Button
                variant="outline"
                size="sm"
                onClick={() => setRevoking(key)}
                aria-label={t('settings.apiKeys.revokeOne', { name: key.name })}
              >
                {t('settings.apiKeys.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {secret && (
        <Dialog
          isOpen
          onOpenChange={(isOpen) => !isOpen && setSecret(null)}
          isDismissable={false}
          title={t('settings.apiKeys.secretTitle', { name: secret.name })}
          description={t('settings.apiKeys.secretDescription')}
          footer={<Button onClick={() => setSecret(null)}>{t('settings.apiKeys.secretDone')}</Button>}
        >
          <div className="flex flex-wrap items-center gap-2">
            <code className="min-w-0 flex-1 break-all rounded-md border bg-muted px-3 py-2 font-mono text-sm">
              {secret.value}
            </code>
            <CopyButton value={secret.value} label={t('settings.apiKeys.copy')} />
          </div>
        </Dialog>
      )}
      <AlertDialog
        isOpen={revoking !== null}
        onOpenChange={(isOpen) => !isOpen && setRevoking(null)}
        title={t('settings.apiKeys.revokeTitle')}
        description={t('settings.apiKeys.revokeDescription', { name: revoking?.name ?? '' })}
        confirmLabel={t('settings.apiKeys.revoke')}
        cancelLabel={t('settings.shared.cancel')}
        variant="destructive"
        isConfirming={revoke.isMutating}
        onConfirm={() => void confirmRevoke()}
      />
    </Section>
  );
}
