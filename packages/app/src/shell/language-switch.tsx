import { cn } from '@hlidka/ui';
import { useTranslation } from 'react-i18next';
import { currentLanguage, LANGUAGES } from '../i18n';

/** Čeština / English; the detector keeps the choice in local storage and a cookie. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const active = currentLanguage(i18n);
  return (
    <fieldset className={cn('flex items-center gap-1 text-sm', className)}>
      <legend className="sr-only">{t('common.language')}</legend>
      {LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          aria-pressed={active === lng}
          onClick={() => void i18n.changeLanguage(lng)}
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
