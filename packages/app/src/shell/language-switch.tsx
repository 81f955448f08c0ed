import { cn } from '@hlidka/ui';
import { currentLanguage, LANGUAGES, type Language } from '../i18n';
import { useTranslation } from '../i18n/use-translation';

/**
 * Čeština / English. Without `onChoose` the choice stays in this browser (the detector keeps it in local storage and a
 * cookie): the sign-in pages. The signed-in shell passes `useLanguageChoice()`, which makes it the account's language.
 */
export function LanguageSwitch({
  className,
  language,
  onChoose,
}: {
  className?: string;
  language?: Language;
  onChoose?: (language: Language) => void;
}) {
  const { t, i18n } = useTranslation();
  const active = language ?? currentLanguage(i18n);
  const choose = onChoose ?? ((lng: Language) => void i18n.changeLanguage(lng));
  return (
    <fieldset className={cn('flex items-center gap-1 text-sm', className)}>
      <legend className="sr-only">{t('common.language')}</legend>
      {LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          aria-pressed={active === lng}
          onClick={() => choose(lng)}
          className={cn(
            'rounded-md px-2 py-1 outline-hidden focus-visible:ring-[3px] focus-visible:ring-ring/50',
            active === lng
              ? 'bg-accent font-medium text-accent-foreground'
              : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {t(`common.languages.${lng}`)}
        </button>
      ))}
    </fieldset>
  );
}
