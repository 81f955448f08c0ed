import { userRoutes } from '@hlidka/contract/routes';
import { isApiError, useApiClient, useRevalidateAll, useSession } from '@hlidka/data';
import { toast } from '@hlidka/ui';
import { useState } from 'react';
import { currentLanguage, type Language } from '../i18n';
import { useTranslation } from '../i18n/use-translation';
import '../i18n/areas/shell';

/**
 * The reader's language and how to choose it. Signed in, the choice is the account's language (e-mails, PDF reports
 * and notices follow it): the interface switches at once and goes back, with a toast, if the account refuses it.
 * Signed out (the sign-in pages' switch, `LanguageSwitch` without `onChoose`), it stays in this browser.
 */
export function useLanguageChoice() {
  const { i18n } = useTranslation();
  const client = useApiClient();
  const session = useSession();
  const revalidateAll = useRevalidateAll();
  const [isSaving, setSaving] = useState(false);
  const language = currentLanguage(i18n);

  async function choose(next: Language) {
    const previous = currentLanguage(i18n);
    if (next === previous) return;
    await i18n.changeLanguage(next);
    if (!session.token) return;
    setSaving(true);
    try {
      await client.call(userRoutes.updateSettings, { body: { language: next } });
      // What was asked again at the switch may have been answered before the account changed.
      revalidateAll();
    } catch (error) {
      // The account refused it: the interface goes back. No answer came (offline, or the page left while saving: a
      // reload right after the switch aborts the request, and going back then wrote the old language into the cookie
      // the reloaded page reads): the choice stays in this browser, and the toast says the account keeps the old one.
      if (isApiError(error) && error.status > 0) await i18n.changeLanguage(previous);
      toast({ variant: 'destructive', title: i18n.t('shell.languageSaveFailed') });
    } finally {
      setSaving(false);
    }
  }

  return { language, choose, isSaving };
}
