import {
  type SsoConfig,
  type SsoDiscoveryData,
  type SsoGrantableRole,
  type SsoGroupRole,
  ssoGrantableRoleSchema,
  type Team,
} from '@hlidka/contract';
import { isApiError, useSaveTeamSso, useTeamMembers, useTeamSso, useTestSsoConnection } from '@hlidka/data';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Select,
  Switch,
  TextField,
  toast,
} from '@hlidka/ui';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { ErrorState, LoadingBlock } from '../common/query-states';
import { errorWording, type Wording, worded } from '../common/wording';
import { TeamSsoDomains } from './team-sso-domains';
import '../../i18n/areas/sso';
import '../../i18n/areas/teams';

const grantableRoles = ssoGrantableRoleSchema.options;
const asRole = (key: unknown, fallback: SsoGrantableRole): SsoGrantableRole =>
  grantableRoles.find((role) => role === key) ?? fallback;

interface Draft {
  enabled: boolean;
  slug: string;
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
  groupsClaim: string;
  groupRoles: SsoGroupRole[];
  defaultRole: SsoGrantableRole;
  ssoRequired: boolean;
  breakGlassUserId: string | null;
}

const draftOf = (sso: SsoConfig | null): Draft => ({
  enabled: sso?.enabled ?? true,
  slug: sso?.slug ?? '',
  issuerUrl: sso?.issuerUrl ?? '',
  clientId: sso?.clientId ?? '',
  clientSecret: '',
  scopes: sso?.scopes ?? 'openid email profile',
  groupsClaim: sso?.groupsClaim ?? 'groups',
  groupRoles: sso?.groupRoles ?? [],
  defaultRole: sso?.defaultRole ?? asRole('editor', grantableRoles[grantableRoles.length - 1] ?? 'editor'),
  ssoRequired: sso?.ssoRequired ?? false,
  breakGlassUserId: sso?.breakGlassUserId ?? null,
});

function MappingTable({ draft, change }: { draft: Draft; change: (next: Partial<Draft>) => void }) {
  const { t } = useTranslation();
  const roleOptions = grantableRoles.map((role) => ({ id: role, label: t(`teams.roles.${role}`) }));
  const setRow = (index: number, row: SsoGroupRole) =>
    change({ groupRoles: draft.groupRoles.map((item, i) => (i === index ? row : item)) });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="font-medium text-sm">{t('sso.settings.mappingTitle')}</legend>
      <p className="text-muted-foreground text-sm">{t('sso.settings.mappingHint')}</p>
      {draft.groupRoles.length === 0 && <p className="text-sm">{t('sso.settings.noMapping')}</p>}
      {draft.groupRoles.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; their order is their identity.
        <div key={index} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <TextField
            label={t('sso.settings.group')}
            value={row.group}
            onChange={(group) => setRow(index, { ...row, group })}
            className="sm:flex-1"
          />
          <Select
            label={t('sso.settings.role')}
            selectedKey={row.role}
            onSelectionChange={(key) => setRow(index, { ...row, role: asRole(key, row.role) })}
            options={roleOptions}
            className="sm:w-40"
          />
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('sso.settings.removeMapping', { group: row.group })}
            onClick={() => change({ groupRoles: draft.groupRoles.filter((_, i) => i !== index) })}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ))}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <Button
          variant="outline"
          size="sm"
          onClick={() => change({ groupRoles: [...draft.groupRoles, { group: '', role: draft.defaultRole }] })}
        >
          <Plus aria-hidden="true" />
          {t('sso.settings.addMapping')}
        </Button>
        <Select
          label={t('sso.settings.defaultRole')}
          selectedKey={draft.defaultRole}
          onSelectionChange={(key) => change({ defaultRole: asRole(key, draft.defaultRole) })}
          options={roleOptions}
          className="sm:w-48"
        />
      </div>
    </fieldset>
  );
}

function ProviderForm({ team, sso, redirectUri }: { team: Team; sso: SsoConfig | null; redirectUri: string }) {
  const { t } = useTranslation();
  const save = useSaveTeamSso();
  const test = useTestSsoConnection();
  const { members } = useTeamMembers(team.id);
  const [draft, setDraft] = useState(() => draftOf(sso));
  const [tested, setTested] = useState<SsoDiscoveryData | null>(null);
  const [testError, setTestError] = useState<Wording | null>(null);
  const change = (next: Partial<Draft>) => setDraft((current) => ({ ...current, ...next }));
  const breakGlassOptions = (members ?? [])
    .filter((member) => member.role === 'owner' || member.role === 'admin')
    .map((member) => ({ id: member.userId, label: `${member.firstName} ${member.lastName} (${member.email})` }));

  async function runTest() {
    setTested(null);
    setTestError(null);
    try {
      setTested((await test.trigger({ teamId: team.id, issuerUrl: draft.issuerUrl.trim() })) ?? null);
    } catch (caught) {
      setTestError(errorWording(caught, 'sso.settings.testFailed'));
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const { clientSecret, ...rest } = draft;
      await save.trigger({
        teamId: team.id,
        ...rest,
        groupRoles: rest.groupRoles.filter((row) => row.group.trim() !== ''),
        ...(clientSecret ? { clientSecret } : {}),
      });
      change({ clientSecret: '' });
      toast({ title: t('sso.settings.saved') });
    } catch (caught) {
      toast({
        variant: 'destructive',
        title: t('sso.settings.saveFailed'),
        description: isApiError(caught) ? worded(errorWording(caught, 'sso.settings.saveFailed'), t) : undefined,
      });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('sso.settings.title')}</CardTitle>
        <CardDescription>{t('sso.settings.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <Switch isSelected={draft.enabled} onChange={(enabled) => change({ enabled })}>
            {t('sso.settings.enabled')}
          </Switch>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('sso.settings.issuerUrl')}
              description={t('sso.settings.issuerHint')}
              type="url"
              value={draft.issuerUrl}
              onChange={(issuerUrl) => change({ issuerUrl })}
              isRequired
              className="sm:col-span-2"
            />
            <TextField
              label={t('sso.settings.clientId')}
              value={draft.clientId}
              onChange={(clientId) => change({ clientId })}
              isRequired
            />
            <TextField
              label={t('sso.settings.clientSecret')}
              type="password"
              autoComplete="off"
              description={sso?.clientSecretSet ? t('sso.settings.clientSecretSet') : undefined}
              value={draft.clientSecret}
              onChange={(clientSecret) => change({ clientSecret })}
              isRequired={!sso?.clientSecretSet}
            />
            <TextField
              label={t('sso.settings.slug')}
              description={t('sso.settings.slugHint')}
              value={draft.slug}
              onChange={(slug) => change({ slug })}
              isRequired
            />
            <TextField
              label={t('sso.settings.groupsClaim')}
              value={draft.groupsClaim}
              onChange={(groupsClaim) => change({ groupsClaim })}
            />
            <TextField
              label={t('sso.settings.scopes')}
              value={draft.scopes}
              onChange={(scopes) => change({ scopes })}
              className="sm:col-span-2"
            />
          </div>
          <div className="text-sm">
            <span className="text-muted-foreground">{t('sso.settings.redirectUri')}: </span>
            <code className="break-all rounded bg-muted px-1.5 py-0.5 font-mono text-xs">{redirectUri}</code>
          </div>
          <div className="flex flex-col gap-2">
            <Button
              variant="outline"
              className="self-start"
              onClick={() => void runTest()}
              isLoading={test.isMutating}
              loadingLabel={t('sso.settings.testing')}
              disabled={!draft.issuerUrl}
            >
              {t('sso.settings.test')}
            </Button>
            <output aria-live="polite" className="text-sm">
              {tested && (
                <span className="text-success">
                  {t('sso.settings.testOk', { count: tested.keyCount, issuer: tested.issuer })}
                </span>
              )}
              {testError && (
                <span className="text-destructive-text">
                  {t('sso.settings.testFailed')}: {worded(testError, t)}
                </span>
              )}
            </output>
          </div>
          <MappingTable draft={draft} change={change} />
          <fieldset className="flex flex-col gap-3">
            <legend className="font-medium text-sm">{t('sso.settings.requiredTitle')}</legend>
            <p className="text-muted-foreground text-sm">{t('sso.settings.requiredHint')}</p>
            <Switch isSelected={draft.ssoRequired} onChange={(ssoRequired) => change({ ssoRequired })}>
              {t('sso.settings.required')}
            </Switch>
            <Select
              label={t('sso.settings.breakGlass')}
              placeholder={t('sso.settings.breakGlassNone')}
              selectedKey={draft.breakGlassUserId}
              onSelectionChange={(key) => change({ breakGlassUserId: key === null ? null : String(key) })}
              options={breakGlassOptions}
              className="sm:w-96"
            />
          </fieldset>
          <Button
            type="submit"
            className="self-start"
            isLoading={save.isMutating}
            loadingLabel={t('sso.settings.saving')}
          >
            {t('sso.settings.save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/** Team settings → "Jednotné přihlášení (SSO)": the provider, the mapping, the requirement and the domains. */
export function TeamSso({ team }: { team: Team }) {
  const { t } = useTranslation();
  const { data, error, isLoading, mutate } = useTeamSso(team.id);
  if (error) return <ErrorState title={t('sso.settings.loadFailed')} onRetry={() => void mutate()} />;
  if (isLoading || !data) return <LoadingBlock lines={3} />;
  return (
    <>
      <ProviderForm key={data.sso?.updatedAt ?? 'new'} team={team} sso={data.sso} redirectUri={data.redirectUri} />
      <TeamSsoDomains team={team} domains={data.domains} />
    </>
  );
}
