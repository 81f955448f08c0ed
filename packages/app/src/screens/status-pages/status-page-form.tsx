import {
  type CreateStatusPageBody,
  HEX_COLOUR_PATTERN,
  type StatusPage,
  type StatusPageLanguage,
  zoneLabel,
} from '@hlidka/contract';
import { useWebsites } from '@hlidka/data';
import { Button, Select, Switch, TextField } from '@hlidka/ui';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { useTeamsThatCan } from '../../access/use-can';
import { type Language, useLanguage } from '../../i18n';
import { useTranslation } from '../../i18n/use-translation';
import { useChangedSinceMount, useUnsavedChangesGuard } from '../../shell/unsaved-changes';
import { FormFailure, FormSection } from '../common/form-parts';
import { timeZoneOptions } from '../common/time-zones';
import { errorWording, fieldErrorWordings, type Wording, worded } from '../common/wording';
import { StatusPageAccessSection } from './status-page-access';
import { StatusPageGroups } from './status-page-groups';
import {
  emptyStatusPageForm,
  type StatusPageFormErrors,
  type StatusPageFormValues,
  slugFromName,
  statusPageFieldOf,
  statusPageFormFrom,
  validateStatusPageForm,
} from './status-page-model';
import { useSlugCheck } from './use-slug-check';
import '../../i18n/areas/status-pages';

const languages: StatusPageLanguage[] = ['auto', 'cs', 'en'];

/** A zone's short names in winter and summer (`SEČ/SELČ`, `CET/CEST`, `UTC`): fixed days, so the list never shifts. */
function zoneNames(zone: string, language: Language): string {
  const names = ['2026-01-15T12:00:00Z', '2026-07-15T12:00:00Z'].map((at) => zoneLabel(new Date(at), zone, language));
  return [...new Set(names)].join('/');
}

export interface StatusPageFormProps {
  /** The saved page (edit), or none (create). */
  page?: StatusPage;
  /** Whether the plan serves pages on custom domains. */
  customDomains: boolean;
  /** Saves; rejects with an ApiError whose field errors are shown beside their fields. */
  onSubmit: (body: CreateStatusPageBody) => Promise<void>;
  /** Create is off at the plan's limit; the id of the note that says why. */
  submitDisabledBy?: string;
}

/** Create or edit a status page: texts, look, language, custom domain, publishing, and its groups of websites. */
export function StatusPageForm({ page, customDomains, onSubmit, submitDisabledBy }: StatusPageFormProps) {
  const { t } = useTranslation();
  const { websites } = useWebsites({ limit: 100, sort: 'name' });
  const teams = useTeamsThatCan('write', 'statusPages');
  const lng = useLanguage();
  const [values, setValues] = useState<StatusPageFormValues>(() =>
    page ? statusPageFormFrom(page) : emptyStatusPageForm(),
  );
  // A new page's address follows its name until the address is typed.
  const [slugTyped, setSlugTyped] = useState(Boolean(page));
  const [errors, setErrors] = useState<StatusPageFormErrors>({});
  // The server's field errors, worded again when the language changes.
  const [serverErrors, setServerErrors] = useState<Record<string, Wording>>({});
  const [formError, setFormError] = useState<Wording | null>(null);
  const [saving, setSaving] = useState(false);
  const slug = useSlugCheck(values.slug, page?.slug);

  const clearServerError = (path: string) =>
    setServerErrors((current) => {
      if (!(path in current)) return current;
      const { [path]: _removed, ...rest } = current;
      return rest;
    });
  const set =
    <K extends keyof StatusPageFormValues>(field: K) =>
    (value: StatusPageFormValues[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      clearServerError(field);
    };

  const errorOf = (path: string): string | undefined => {
    const own = errors[path];
    if (own) {
      const [key, entry] = own.split(/:(.*)/s);
      return t(`statusPages.form.errors.${key}`, { entry });
    }
    const fromServer = serverErrors[path];
    return fromServer ? worded(fromServer, t) : undefined;
  };
  const fieldProps = (field: keyof StatusPageFormValues) => {
    const message = errorOf(field);
    return { isInvalid: Boolean(message), errorMessage: message, name: field };
  };
  const text = (field: 'name' | 'description' | 'footer' | 'logoUrl' | 'accentColor' | 'customDomain') => ({
    ...fieldProps(field),
    value: values[field],
    onChange: set(field),
  });

  // The slug's own state shows as it is typed (an empty one only once the form was sent).
  const slugError =
    errors.slug || serverErrors.slug
      ? errorOf('slug')
      : slug.kind === 'invalid' && slug.error !== 'slugRequired'
        ? t(`statusPages.form.errors.${slug.error}`)
        : slug.kind === 'taken'
          ? t('statusPages.form.errors.slugTaken')
          : undefined;
  const slugStatus =
    slug.kind === 'checking'
      ? t('statusPages.form.slugChecking')
      : slug.kind === 'available'
        ? t('statusPages.form.slugAvailable')
        : null;

  function onName(name: string) {
    setValues((current) => ({ ...current, name, ...(slugTyped ? {} : { slug: slugFromName(name) }) }));
    clearServerError('name');
  }

  const guard = useUnsavedChangesGuard(useChangedSinceMount(values));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateStatusPageForm(values, { customDomains, hasPassword: page?.hasPassword ?? false });
    const found = { ...result.errors, ...(slug.kind === 'taken' && !result.errors.slug ? { slug: 'slugTaken' } : {}) };
    setErrors(found);
    setServerErrors({});
    setFormError(null);
    if (!result.body || Object.keys(found).length > 0) {
      setFormError({ key: 'statusPages.form.errorsTitle' });
      return;
    }
    setSaving(true);
    try {
      const { body } = result;
      await guard.whileSaving(() => onSubmit(body));
    } catch (caught) {
      const mapped: Record<string, Wording> = {};
      for (const [path, wording] of Object.entries(fieldErrorWordings(caught))) {
        const field = statusPageFieldOf(path);
        if (field) mapped[field] = wording;
      }
      setServerErrors(mapped);
      setFormError(
        Object.keys(mapped).length > 0
          ? { key: 'statusPages.form.errorsTitle' }
          : errorWording(caught, 'statusPages.form.saveFailed'),
      );
    } finally {
      setSaving(false);
    }
  }

  const accent = values.accentColor.trim().toLowerCase();

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      {formError ? <FormFailure>{worded(formError, t)}</FormFailure> : null}
      <FormSection title={t('statusPages.form.basics')}>
        <TextField
          label={t('statusPages.form.name')}
          placeholder={t('statusPages.form.namePlaceholder')}
          isRequired
          autoComplete="off"
          {...fieldProps('name')}
          value={values.name}
          onChange={onName}
        />
        <Select
          label={t('statusPages.form.team')}
          description={t('statusPages.form.teamHint')}
          value={values.teamId === '' ? 'none' : values.teamId}
          onChange={(key) => set('teamId')(String(key) === 'none' ? '' : String(key))}
          options={[
            { id: 'none', label: t('statusPages.form.noTeam') },
            ...(teams ?? []).map((team) => ({ id: team.id, label: team.name })),
          ]}
        />
        <div className="flex flex-col gap-1">
          <TextField
            label={t('statusPages.form.slug')}
            description={t('statusPages.form.slugHint', { url: `/status/${values.slug.trim().toLowerCase() || '…'}` })}
            isRequired
            autoComplete="off"
            spellCheck="false"
            name="slug"
            value={values.slug}
            onChange={(value) => {
              setSlugTyped(true);
              setErrors(({ slug: _slug, ...rest }) => rest);
              set('slug')(value);
            }}
            isInvalid={Boolean(slugError)}
            errorMessage={slugError}
          />
          <p aria-live="polite" className="text-muted-foreground text-xs">
            {slugError ? null : slugStatus}
          </p>
        </div>
        <TextField
          label={t('statusPages.form.description')}
          description={t('statusPages.form.descriptionHint')}
          multiline
          {...text('description')}
        />
        <Switch isSelected={values.published} onChange={set('published')}>
          {t('statusPages.form.published')}
        </Switch>
      </FormSection>

      <FormSection title={t('statusPages.form.appearance')}>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label={t('statusPages.form.logoUrl')}
            description={t('statusPages.form.logoUrlHint')}
            inputMode="url"
            autoComplete="off"
            {...text('logoUrl')}
          />
          <div className="flex items-start gap-3">
            <TextField
              className="min-w-0 flex-1"
              label={t('statusPages.form.accentColor')}
              description={t('statusPages.form.accentColorHint')}
              autoComplete="off"
              spellCheck="false"
              {...text('accentColor')}
            />
            {HEX_COLOUR_PATTERN.test(accent) ? (
              <span
                role="img"
                aria-label={`${t('statusPages.form.accentPreview')}: ${accent}`}
                className="mt-6 size-9 shrink-0 rounded-md border"
                // The user's own colour: no token can carry it.
                style={{ backgroundColor: accent }}
              />
            ) : null}
          </div>
          <Select
            label={t('statusPages.form.language')}
            value={values.language}
            onChange={(key) => set('language')(String(key) as StatusPageLanguage)}
            options={languages.map((language) => ({
              id: language,
              label: t(`statusPages.form.languages.${language}`),
            }))}
          />
          <Select
            label={t('statusPages.form.timeZone')}
            description={t('statusPages.form.timeZoneHint')}
            value={values.timeZone}
            onChange={(key) => set('timeZone')(String(key))}
            options={timeZoneOptions(values.timeZone).map((zone) => ({
              id: zone,
              label: t('statusPages.form.timeZoneOption', { zone, label: zoneNames(zone, lng) }),
            }))}
            {...fieldProps('timeZone')}
          />
          <Switch className="md:pt-6" isSelected={values.showResponseTimes} onChange={set('showResponseTimes')}>
            {t('statusPages.form.showResponseTimes')}
          </Switch>
        </div>
        <TextField
          label={t('statusPages.form.footer')}
          description={t('statusPages.form.footerHint')}
          multiline
          {...text('footer')}
        />
      </FormSection>

      <FormSection title={t('statusPages.form.domain')}>
        <TextField
          label={t('statusPages.form.customDomain')}
          description={
            customDomains ? t('statusPages.form.customDomainHint') : t('statusPages.form.customDomainUnavailable')
          }
          placeholder="status.example.cz"
          inputMode="url"
          autoComplete="off"
          spellCheck="false"
          isDisabled={!customDomains}
          {...text('customDomain')}
        />
        {customDomains ? null : (
          <Button asChild variant="outline" size="sm" className="w-fit">
            <Link href="/subscription/plans">{t('statusPages.upgrade')}</Link>
          </Button>
        )}
      </FormSection>

      <StatusPageAccessSection
        values={values}
        onChange={(field, value) => {
          setValues((current) => ({ ...current, [field]: value }));
          clearServerError(field);
          setErrors(({ [field]: _changed, ...rest }) => rest);
        }}
        hasPassword={page?.hasPassword ?? false}
        hasTeam={values.teamId !== ''}
        errorOf={errorOf}
      />

      <StatusPageGroups
        groups={values.groups}
        onChange={(groups) => {
          setValues((current) => ({ ...current, groups }));
          setErrors((current) =>
            Object.fromEntries(Object.entries(current).filter(([path]) => !path.startsWith('groups'))),
          );
          setServerErrors((current) =>
            Object.fromEntries(Object.entries(current).filter(([path]) => !path.startsWith('groups'))),
          );
        }}
        websites={websites}
        errorOf={errorOf}
      />

      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          isLoading={saving}
          loadingLabel={t('statusPages.form.submitting')}
          disabled={Boolean(submitDisabledBy)}
          aria-describedby={submitDisabledBy}
        >
          {page ? t('statusPages.form.submitEdit') : t('statusPages.form.submitCreate')}
        </Button>
        <Button asChild variant="outline">
          <Link href="/status-pages">{t('statusPages.form.cancel')}</Link>
        </Button>
      </div>
    </form>
  );
}
