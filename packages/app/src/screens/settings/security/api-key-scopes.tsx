import {
  type ApiKey,
  type ApiKeyScopeLevel,
  type ApiKeyScopes,
  type PermissionResource,
  permissionResources,
} from '@hlidka/contract';
import { Select } from '@hlidka/ui';
import type { TFunction } from '../../../i18n/translator';
import { useTranslation } from '../../../i18n/use-translation';
import '../../../i18n/areas/settings';

export type KeyAccess = 'full' | 'readOnly' | 'custom';

/** Every resource readable: a read-only key. */
export const readOnlyScopes = (): ApiKeyScopes =>
  Object.fromEntries(permissionResources.map((resource) => [resource, 'read'])) as ApiKeyScopes;

/** The scopes to send for the picker's state: null (as the role), all read, or the custom choice. */
export function scopesFor(access: KeyAccess, custom: ApiKeyScopes): ApiKeyScopes | null {
  if (access === 'full') return null;
  return access === 'readOnly' ? readOnlyScopes() : custom;
}

/** A key's scopes in words, for the list: "as your role" or "may: Weby (číst), …". */
export function scopesText(key: ApiKey, t: TFunction): string {
  if (!key.scopes) return t('settings.apiKeys.scopesFull');
  const list = permissionResources
    .filter((resource) => key.scopes?.[resource])
    .map((resource) => {
      const level = key.scopes?.[resource] === 'write' ? 'levelWrite' : 'levelRead';
      return `${t(`settings.apiKeys.resources.${resource}`)} (${t(`settings.apiKeys.${level}`).toLowerCase()})`;
    });
  return t('settings.apiKeys.scopesList', { list: list.join(', ') || t('settings.apiKeys.levelNone').toLowerCase() });
}

/** The new key's access: as the creator's role, read-only, or per resource of the permission table. */
export function ApiKeyScopePicker({
  access,
  onAccessChange,
  custom,
  onCustomChange,
}: {
  access: KeyAccess;
  onAccessChange: (access: KeyAccess) => void;
  custom: ApiKeyScopes;
  onCustomChange: (scopes: ApiKeyScopes) => void;
}) {
  const { t } = useTranslation();
  const setLevel = (resource: PermissionResource, level: ApiKeyScopeLevel | 'none') => {
    const next = { ...custom };
    if (level === 'none') delete next[resource];
    else next[resource] = level;
    onCustomChange(next);
  };
  return (
    <div className="flex w-full flex-col gap-3">
      <Select
        label={t('settings.apiKeys.access')}
        description={t('settings.apiKeys.accessHint')}
        selectedKey={access}
        onSelectionChange={(key) => onAccessChange(key as KeyAccess)}
        options={[
          { id: 'full', label: t('settings.apiKeys.accessFull') },
          { id: 'readOnly', label: t('settings.apiKeys.accessReadOnly') },
          { id: 'custom', label: t('settings.apiKeys.accessCustom') },
        ]}
        className="w-full sm:w-64"
      />
      {access === 'custom' ? (
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {permissionResources.map((resource) => {
            const label = t(`settings.apiKeys.resources.${resource}`);
            return (
              <Select
                key={resource}
                label={label}
                aria-label={t('settings.apiKeys.scopeOf', { resource: label })}
                selectedKey={custom[resource] ?? 'none'}
                onSelectionChange={(key) => setLevel(resource, key as ApiKeyScopeLevel | 'none')}
                options={[
                  { id: 'none', label: t('settings.apiKeys.levelNone') },
                  { id: 'read', label: t('settings.apiKeys.levelRead') },
                  { id: 'write', label: t('settings.apiKeys.levelWrite') },
                ]}
              />
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
