import { Button, toast } from '@hlidka/ui';
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import '../../i18n/areas/settings';

/**
 * Copies a value to the clipboard and says so (a toast, and the icon turns to a tick). Among several alike, `name`
 * tells them apart for screen readers (it should begin with the visible `label`).
 */
export function CopyButton({ value, label, name }: { value: string; label: string; name?: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast({ title: t('settings.shared.copied') });
    } catch {
      toast({ variant: 'destructive', title: t('settings.shared.copyFailed') });
    }
  }

  return (
    <Button variant="outline" size="sm" aria-label={name} onClick={() => void copy()}>
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {label}
    </Button>
  );
}
