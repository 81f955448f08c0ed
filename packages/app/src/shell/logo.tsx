import { useTranslation } from '../i18n/use-translation';

export function LogoMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-7 shrink-0 text-primary">
      <circle cx="12" cy="12" r="10" fill="currentColor" opacity="0.15" />
      <path d="M4 13h4l2-5 4 9 2-4h4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The wordmark; in the public layout it is the page's h1 ('Hlídka'). */
export function Logo({ asHeading = false }: { asHeading?: boolean }) {
  const { t } = useTranslation();
  const Tag = asHeading ? 'h1' : 'span';
  return (
    <span className="flex items-center gap-2">
      <LogoMark />
      <Tag className="font-semibold text-xl tracking-tight">{t('app.name')}</Tag>
    </span>
  );
}
