import { ExternalLink } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import '../../i18n/areas/shell';

const linkClasses =
  'inline-flex min-w-0 items-center gap-1 rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring';

/** A link that opens in a new tab: an icon shows it, and screen readers hear it. */
export function NewTabLink({
  children,
  className,
  ...props
}: Omit<ComponentProps<'a'>, 'target' | 'rel'> & { href: string }) {
  const { t } = useTranslation();
  return (
    <a {...props} target="_blank" rel="noopener noreferrer" className={className ?? linkClasses}>
      {children}
      <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="sr-only">{t('shell.opensInNewTab')}</span>
    </a>
  );
}
