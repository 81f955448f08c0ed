import { type UserProfile, useDeleteAvatar, useUploadAvatar } from '@hlidka/data';
import { Button, toast } from '@hlidka/ui';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { formatFileSize } from '../../lib/format';
import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES, type AvatarProblem, checkAvatarFile } from './avatar-file';
import '../../i18n/areas/settings';
import { useLanguage } from '../../i18n';
import { Section } from '../common/section';
import { errorText } from '../common/wording';

function initials(user: UserProfile): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || '?';
}

/** The avatar: current picture, a file chosen and checked (type, size in B…TB), upload and removal. */
export function ProfileAvatar({ user }: { user: UserProfile }) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const update = useDeleteAvatar();
  const upload = useUploadAvatar();
  const [file, setFile] = useState<File | null>(null);
  const lng = useLanguage();
  const [problem, setProblem] = useState<AvatarProblem | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setPreview(null);
    if (!chosen) return setFile(null);
    const found = checkAvatarFile(chosen);
    setProblem(found);
    setFile(found ? null : chosen);
  }

  async function send() {
    if (!file) return;
    try {
      await upload.trigger(file);
      toast({ title: t('settings.avatar.uploaded') });
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (caught) {
      toast({
        variant: 'destructive',
        title: t('settings.profile.updateFailed'),
        description: errorText(caught, t('settings.profile.updateFailed')),
      });
    }
  }

  async function remove() {
    try {
      await update.trigger();
      toast({ title: t('settings.avatar.removed') });
    } catch (caught) {
      toast({
        variant: 'destructive',
        title: t('settings.profile.updateFailed'),
        description: errorText(caught, t('settings.profile.updateFailed')),
      });
    }
  }

  const shown = preview ?? user.avatarUrl;
  return (
    <Section title={t('settings.avatar.title')} description={t('settings.avatar.description')}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        {shown ? (
          <img
            src={shown}
            alt={t('settings.avatar.alt')}
            className="size-20 shrink-0 rounded-full border object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-20 shrink-0 items-center justify-center rounded-full bg-muted font-semibold text-2xl text-muted-foreground"
          >
            {initials(user)}
          </span>
        )}
        <div className="flex min-w-0 flex-col gap-2">
          <label htmlFor={inputId} className="font-medium text-sm">
            {t('settings.avatar.choose')}
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={AVATAR_CONTENT_TYPES.join(',')}
            aria-describedby={hintId}
            aria-invalid={problem ? true : undefined}
            onChange={choose}
            className="max-w-full text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5 file:font-medium file:text-sm focus-visible:outline-2 focus-visible:outline-ring"
          />
          <p id={hintId} className="text-muted-foreground text-xs">
            {t('settings.avatar.limits', { max: formatFileSize(AVATAR_MAX_BYTES, lng) })}
          </p>
          {problem && (
            <p role="alert" className="text-destructive-text text-sm">
              {problem.kind === 'type'
                ? t('settings.avatar.badType')
                : t('settings.avatar.tooLarge', {
                    size: formatFileSize(problem.size, lng),
                    max: formatFileSize(problem.max, lng),
                  })}
            </p>
          )}
          {file && (
            <p className="text-sm">
              {t('settings.avatar.selected', { name: file.name, size: formatFileSize(file.size, lng) })}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              disabled={!file}
              isLoading={upload.isMutating}
              loadingLabel={t('settings.shared.saving')}
              onClick={() => void send()}
            >
              {t('settings.avatar.upload')}
            </Button>
            {user.avatarUrl && (
              <Button
                size="sm"
                variant="outline"
                isLoading={update.isMutating}
                loadingLabel={t('settings.shared.saving')}
                onClick={() => void remove()}
              >
                {t('settings.avatar.remove')}
              </Button>
            )}
          </div>
        </div>
      </div>
    </Section>
  );
}
