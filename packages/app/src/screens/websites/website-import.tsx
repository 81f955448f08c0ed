import type { ImportWebsitesData } from '@hlidka/contract';
import { useImportWebsites, usePreviewWebsiteImport } from '@hlidka/data';
import { Button, EmptyState } from '@hlidka/ui';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { PageHeader, ScreenFrame } from '../common/page-header';
import { errorWording, fieldErrorWordings, type Wording, worded } from '../common/wording';
import { ImportPreview } from './import-preview';
import { emptySource, ImportSourceForm, type ImportSourceValues, toImportInput } from './import-source-form';
import '../../i18n/areas/website-import';

type Step = { kind: 'source' } | { kind: 'preview'; data: ImportWebsitesData } | { kind: 'done'; imported: number };

/**
 * /websites/import: choose the source and the export (file or pasted), see each monitor as the website it becomes
 * with its errors and the plan's count, then import every ready row at once (or nothing, if the server refuses).
 */
export default function WebsiteImportScreen() {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<ImportSourceValues>(emptySource);
  const [step, setStep] = useState<Step>({ kind: 'source' });
  const [contentError, setContentError] = useState<Wording>();
  const [failure, setFailure] = useState<Wording>();
  const preview = usePreviewWebsiteImport();
  const importing = useImportWebsites();

  const showPreview = async () => {
    setContentError(undefined);
    setFailure(undefined);
    try {
      const data = await preview.trigger(toImportInput(values));
      setStep({ kind: 'preview', data });
    } catch (caught) {
      const fields = fieldErrorWordings(caught);
      if (fields.content) setContentError(fields.content);
      else setFailure(errorWording(caught, 'websiteImport.failed'));
    }
  };

  // The rows' field messages come in the language of the request: a preview on screen is asked for again in the new
  // language (it writes nothing), as the lists are.
  const previewShown = step.kind === 'preview';
  const shownLanguage = useRef(i18n.language);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of language asks again.
  useEffect(() => {
    if (shownLanguage.current === i18n.language) return;
    shownLanguage.current = i18n.language;
    if (previewShown) void showPreview();
  }, [i18n.language]);

  const runImport = async () => {
    setFailure(undefined);
    try {
      const data = await importing.trigger(toImportInput(values));
      setStep({ kind: 'done', imported: data.imported });
    } catch (caught) {
      setFailure(errorWording(caught, 'websiteImport.failed'));
    }
  };

  return (
    <ScreenFrame wide>
      <PageHeader
        title={t('websiteImport.title')}
        description={t('websiteImport.description')}
        back={{ href: '/websites', label: t('websiteImport.back') }}
      />
      {failure !== undefined ? (
        <div role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
          <p className="font-medium">{t('websiteImport.failed')}</p>
          {'key' in failure && failure.key === 'websiteImport.failed' ? null : <p>{worded(failure, t)}</p>}
        </div>
      ) : null}
      {step.kind === 'source' ? (
        <ImportSourceForm
          values={values}
          onChange={setValues}
          onPreview={() => void showPreview()}
          isPending={preview.isMutating}
          contentError={contentError ? worded(contentError, t) : undefined}
        />
      ) : null}
      {step.kind === 'preview' ? (
        <ImportPreview
          data={step.data}
          isImporting={importing.isMutating}
          onImport={() => void runImport()}
          onEdit={() => {
            setFailure(undefined);
            setStep({ kind: 'source' });
          }}
        />
      ) : null}
      {step.kind === 'done' ? (
        <div role="status">
          <EmptyState
            icon={<CheckCircle2 />}
            title={t('websiteImport.doneTitle', { count: step.imported })}
            description={t('websiteImport.doneDescription')}
            action={
              <div className="flex flex-wrap justify-center gap-2">
                <Button asChild>
                  <Link href="/websites">{t('websiteImport.toWebsites')}</Link>
                </Button>
                <Button
                  variant="outline"
                  onClick={() => {
                    setValues(emptySource);
                    setStep({ kind: 'source' });
                  }}
                >
                  {t('websiteImport.importAnother')}
                </Button>
              </div>
            }
          />
        </div>
      ) : null}
    </ScreenFrame>
  );
}
