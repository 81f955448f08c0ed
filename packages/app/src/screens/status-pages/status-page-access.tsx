import type { StatusPageAccess } from '@hlidka/contract';
import { PasswordField, RadioGroup, TextField } from '@hlidka/ui';
import { useTranslation } from '../../i18n/use-translation';
import { FormSection } from '../common/form-parts';
import '../../i18n/areas/status-pages';

const accessOptions: StatusPageAccess[] = ['public', 'password', 'allowlist', 'members'];

export interface StatusPageAccessValues {
  access: StatusPageAccess;
  password: string;
  allowlist: string;
}

export interface StatusPageAccessSectionProps {
  values: StatusPageAccessValues;
  onChange: <K extends keyof StatusPageAccessValues>(field: K, value: StatusPageAccessValues[K]) => void;
  /** Whether the saved page has a password already (a new one is then optional). */
  hasPassword: boolean;
  /** Whether the page belongs to a team (members-only without one is the owner alone). */
  hasTeam: boolean;
  errorOf: (field: 'access' | 'password' | 'allowlist') => string | undefined;
}

/** The editor's "Access" section: who may read the page, and its password or allowed addresses. */
export function StatusPageAccessSection({
  values,
  onChange,
  hasPassword,
  hasTeam,
  errorOf,
}: StatusPageAccessSectionProps) {
  const { t } = useTranslation();
  const passwordError = errorOf('password');
  const allowlistError = errorOf('allowlist');
  return (
    <FormSection title={t('statusPages.access.title')}>
      <p className="text-muted-foreground text-sm">{t('statusPages.access.description')}</p>
      <RadioGroup
        label={t('statusPages.access.label')}
        value={values.access}
        onChange={(value) => onChange('access', value as StatusPageAccess)}
        errorMessage={errorOf('access')}
        isInvalid={Boolean(errorOf('access'))}
        options={accessOptions.map((access) => ({
          value: access,
          label: t(`statusPages.access.${access}`),
          description:
            access === 'members' && !hasTeam
              ? t('statusPages.access.membersNoTeam')
              : t(`statusPages.access.${access}Hint`),
        }))}
      />
      {values.access === 'password' ? (
        <PasswordField
          className="max-w-sm"
          name="password"
          label={hasPassword ? t('statusPages.access.changePassword') : t('statusPages.access.newPassword')}
          description={hasPassword ? t('statusPages.access.passwordSet') : undefined}
          isRequired={!hasPassword}
          autoComplete="new-password"
          value={values.password}
          onChange={(value) => onChange('password', value)}
          isInvalid={Boolean(passwordError)}
          errorMessage={passwordError}
          showLabel={t('statusPages.access.showPassword')}
          hideLabel={t('statusPages.access.hidePassword')}
        />
      ) : null}
      {values.access === 'allowlist' ? (
        <TextField
          className="max-w-md"
          name="allowlist"
          label={t('statusPages.access.addresses')}
          description={t('statusPages.access.addressesHint')}
          multiline
          isRequired
          autoComplete="off"
          spellCheck="false"
          placeholder={'203.0.113.7\n10.0.0.0/8'}
          value={values.allowlist}
          onChange={(value) => onChange('allowlist', value)}
          isInvalid={Boolean(allowlistError)}
          errorMessage={allowlistError}
        />
      ) : null}
    </FormSection>
  );
}
