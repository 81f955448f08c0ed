import { type WatchedRecordType, type WebsiteType, watchedRecordTypeValues } from '@hlidka/contract';
import { Checkbox, Select, TextField } from '@hlidka/ui';
import { useTranslation } from '../../i18n/use-translation';
import { FormSection } from '../common/form-parts';
import { type ChangeWatchValues, watchableOf } from './change-watch-model';
import '../../i18n/areas/changes';

export interface ChangeWatchSectionProps {
  type: WebsiteType;
  values: ChangeWatchValues;
  onChange: (values: ChangeWatchValues) => void;
  /** The selector's error (the form's or the server's). */
  error: string | undefined;
}

/**
 * "Sledování změn": what change detection watches — the page content (whole, or a CSS or JSON selection, numbers
 * optionally ignored), the TLS certificate, the server's addresses and chosen DNS records — as far as the check type
 * can see them.
 */
export function ChangeWatchSection({ type, values, onChange, error }: ChangeWatchSectionProps) {
  const { t } = useTranslation();
  const watchable = watchableOf(type);
  const set =
    <K extends keyof ChangeWatchValues>(field: K) =>
    (value: ChangeWatchValues[K]) =>
      onChange({ ...values, [field]: value });
  const toggleRecord = (record: WatchedRecordType, on: boolean) =>
    set('records')(
      on
        ? watchedRecordTypeValues.filter((r) => r === record || values.records.includes(r))
        : values.records.filter((r) => r !== record),
    );
  const selecting = watchable.content && values.content && values.selectorKind !== 'none';

  return (
    <FormSection title={t('changes.form.title')}>
      <p className="text-muted-foreground text-sm">{t('changes.form.description')}</p>
      {watchable.content ? (
        <div className="flex flex-col gap-3">
          <Checkbox isSelected={values.content} onChange={set('content')} description={t('changes.form.contentHint')}>
            {t('changes.form.content')}
          </Checkbox>
          {values.content ? (
            <div className="grid grid-cols-1 gap-4 pl-6 md:grid-cols-2">
              <Select
                label={t('changes.form.selectorKind')}
                value={values.selectorKind}
                onChange={(key) => set('selectorKind')(String(key) as ChangeWatchValues['selectorKind'])}
                options={(['none', 'css', 'json'] as const).map((kind) => ({
                  id: kind,
                  label: t(`changes.form.selectorKinds.${kind}`),
                }))}
              />
              {selecting ? (
                <TextField
                  name="changeWatch"
                  label={t(values.selectorKind === 'css' ? 'changes.form.cssPath' : 'changes.form.jsonPath')}
                  description={t(values.selectorKind === 'css' ? 'changes.form.cssHint' : 'changes.form.jsonHint')}
                  value={values.selectorPath}
                  onChange={set('selectorPath')}
                  isInvalid={Boolean(error)}
                  errorMessage={error}
                />
              ) : null}
              <Checkbox
                className="md:col-span-2"
                isSelected={values.ignoreNumbers}
                onChange={set('ignoreNumbers')}
                description={t('changes.form.ignoreNumbersHint')}
              >
                {t('changes.form.ignoreNumbers')}
              </Checkbox>
            </div>
          ) : null}
        </div>
      ) : null}
      {watchable.certificate ? (
        <Checkbox
          isSelected={values.certificate}
          onChange={set('certificate')}
          description={t('changes.form.certificateHint')}
        >
          {t('changes.form.certificate')}
        </Checkbox>
      ) : null}
      {watchable.host ? (
        <>
          <Checkbox
            isSelected={values.addresses}
            onChange={set('addresses')}
            description={t('changes.form.addressesHint')}
          >
            {t('changes.form.addresses')}
          </Checkbox>
          <fieldset className="flex flex-col gap-2">
            <legend className="font-medium text-sm">{t('changes.form.records')}</legend>
            <p className="text-muted-foreground text-xs">{t('changes.form.recordsHint')}</p>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {watchedRecordTypeValues.map((record) => (
                <Checkbox
                  key={record}
                  isSelected={values.records.includes(record)}
                  onChange={(on) => toggleRecord(record, on)}
                >
                  {record}
                </Checkbox>
              ))}
            </div>
          </fieldset>
        </>
      ) : null}
    </FormSection>
  );
}
