import { type DatabaseEngine, databaseDefaultPorts, databaseEngineValues } from '@hlidka/contract';
import { Checkbox, PasswordField, Select, TextField } from '@hlidka/ui';
import { useTranslation } from '../../../i18n/use-translation';
import { FormSection } from '../../common/form-parts';
import { type CheckTypeModule, textProps } from './module';
import '../../../i18n/areas/check-types';

export interface DatabaseValues {
  dbEngine: DatabaseEngine;
  dbName: string;
  dbTls: boolean;
  dbUsername: string;
  /** Typed anew only: the saved password never comes back (`dbPasswordSaved` says one is kept). */
  dbPassword: string;
  dbPasswordSaved: boolean;
  /** Remove the saved password on save. */
  dbPasswordClear: boolean;
}

const tooLong = (text: string, max: number) =>
  text.length > max ? { key: 'checkTypes.errors.length', values: { max } } : undefined;
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
const FORM_FIELDS: Record<string, keyof DatabaseValues> = {
  'database.engine': 'dbEngine',
  'database.name': 'dbName',
  'database.tls': 'dbTls',
  username: 'dbUsername',
  password: 'dbPassword',
};

/** A database server: PostgreSQL, MySQL or Redis, signed in to when credentials are given, then pinged. */
export const databaseModule: CheckTypeModule<'database', DatabaseValues> = {
  defaults: {
    dbEngine: 'postgresql',
    dbName: '',
    dbTls: false,
    dbUsername: '',
    dbPassword: '',
    dbPasswordSaved: false,
    dbPasswordClear: false,
  },
  valuesOf: ({ database, username, hasPassword }) => ({
    dbEngine: database?.engine ?? 'postgresql',
    dbName: database?.name ?? '',
    dbTls: database?.tls ?? false,
    dbUsername: username ?? '',
    dbPassword: '',
    dbPasswordSaved: hasPassword,
    dbPasswordClear: false,
  }),
  validate: (values) => ({
    dbName: tooLong(values.dbName.trim(), 63),
    dbUsername: tooLong(values.dbUsername.trim(), 200),
    dbPassword: tooLong(values.dbPassword, 500),
  }),
  settings: (values) => ({
    database: {
      engine: values.dbEngine,
      name: values.dbEngine === 'redis' ? null : orNull(values.dbName),
      tls: values.dbTls,
    },
    username: orNull(values.dbUsername),
    // Left out, the saved password stays; typed, it replaces it.
    ...(values.dbPassword !== '' ? { password: values.dbPassword } : values.dbPasswordClear ? { password: null } : {}),
  }),
  formField: (field) => FORM_FIELDS[field],
  Sections: function DatabaseSection(props) {
    const { t } = useTranslation();
    const { values, set } = props;
    const saved = values.dbPasswordSaved && !values.dbPasswordClear;
    return (
      <FormSection columns title={t('checkTypes.database.title')}>
        <Select
          label={t('checkTypes.database.engine')}
          description={t('checkTypes.database.engineHint', { port: databaseDefaultPorts[values.dbEngine] })}
          value={values.dbEngine}
          onChange={(key) => set('dbEngine')(String(key) as DatabaseEngine)}
          options={databaseEngineValues.map((id) => ({ id, label: t(`checkTypes.database.engines.${id}`) }))}
          errorMessage={props.errorOf('dbEngine')}
        />
        {values.dbEngine === 'redis' ? null : (
          <TextField
            label={t('checkTypes.database.name')}
            description={t('checkTypes.database.nameHint')}
            autoComplete="off"
            {...textProps(props, 'dbName')}
          />
        )}
        <TextField
          label={t('checkTypes.database.username')}
          description={t('checkTypes.database.usernameHint')}
          autoComplete="off"
          {...textProps(props, 'dbUsername')}
        />
        <PasswordField
          label={t('checkTypes.database.password')}
          description={t(saved ? 'checkTypes.database.passwordSavedHint' : 'checkTypes.database.passwordHint')}
          placeholder={saved ? t('checkTypes.database.passwordSaved') : undefined}
          autoComplete="new-password"
          showLabel={t('auth.showPassword')}
          hideLabel={t('auth.hidePassword')}
          {...textProps(props, 'dbPassword')}
        />
        {values.dbPasswordSaved ? (
          <Checkbox isSelected={values.dbPasswordClear} onChange={set('dbPasswordClear')}>
            {t('checkTypes.database.passwordClear')}
          </Checkbox>
        ) : null}
        <Checkbox isSelected={values.dbTls} onChange={set('dbTls')}>
          {t('checkTypes.database.tls')}
        </Checkbox>
      </FormSection>
    );
  },
  summary: ({ database, username, hasPassword }, t) =>
    database
      ? [
          [t('checkTypes.database.engine'), t(`checkTypes.database.engines.${database.engine}`)],
          ...(database.name === null ? [] : [[t('checkTypes.database.name'), database.name] as [string, string]]),
          [
            t('checkTypes.database.signIn'),
            username === null
              ? t('checkTypes.database.noSignIn')
              : t(hasPassword ? 'checkTypes.database.userWithPassword' : 'checkTypes.database.userOnly', {
                  user: username,
                }),
          ],
          [
            t('checkTypes.database.encryption'),
            t(database.tls ? 'checkTypes.database.tlsOn' : 'checkTypes.database.tlsOff'),
          ],
        ]
      : [],
  resultCardTitle: 'checkTypes.detail.title',
};
