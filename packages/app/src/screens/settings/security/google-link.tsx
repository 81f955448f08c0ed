import { type UserProfile, useAuth, useUser } from '@hlidka/data';
import { AlertDialog, Badge, Button, toast } from '@hlidka/ui';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import '../../../i18n/areas/settings';
import { Section } from '../../common/section';
import { errorText } from '../../common/wording';

/**
 * The Google account: linking goes through Google's sign-in (the server links the verified identity of the same
 * e-mail); unlinking asks first. Failures carry the spec §8 messages.
 */
export function GoogleLink({ user }: { user: UserProfile }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const { mutate } = useUser();
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState(false);

  async function link() {
    setBusy(true);
    try {
      window.location.assign(await auth.startGoogleSignIn());
    } catch (caught) {
      toast({ variant: 'destructive', title: errorText(caught, t('settings.google.linkFailed')) });
      setBusy(false);
    }
  }

  async function unlink() {
    setBusy(true);
    try {
      await auth.unlinkGoogle();
      await mutate();
      toast({ title: t('settings.google.unlinked') });
      setConfirm(false);
    } catch (caught) {
      toast({
        variant: 'destructive',
        title: t('settings.google.unlinkFailed'),
        description: errorText(caught, t('settings.google.unlinkFailed')),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section
      title={t('settings.google.title')}
      description={user.googleLinked ? t('settings.google.linkedDescription') : t('settings.google.description')}
      actions={
        user.googleLinked ? (
          <Button variant="outline" size="sm" onClick={() => setConfirm(true)}>
            {t('settings.google.unlink')}
          </Button>
        ) : (
          <Button
            variant="outline"
            size="sm"
            isLoading={busy}
            loadingLabel={t('common.loading')}
            onClick={() => void link()}
          >
            {t('settings.google.link')}
          </Button>
        )
      }
    >
      <p className="flex items-center gap-2 text-sm">
        {user.googleLinked ? (
          <Badge variant="success">{t('settings.google.linked')}</Badge>
        ) : (
          <Badge variant="outline">{t('settings.google.notLinked')}</Badge>
        )}
        {user.googleLinked && !user.hasPassword && (
          <span className="text-muted-foreground">{t('settings.google.needsPassword')}</span>
        )}
      </p>
      <AlertDialog
        isOpen={confirm}
        onOpenChange={setConfirm}
        title={t('settings.google.confirmTitle')}
        description={t('settings.google.confirmDescription')}
        confirmLabel={t('settings.google.unlink')}
        cancelLabel={t('settings.shared.cancel')}
        variant="destructive"
        isConfirming={busy}
        onConfirm={() => void unlink()}
      />
    </Section>
  );
}
