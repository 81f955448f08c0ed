import type { TeamInvitationPreview, TeamInvitationRefusalCode } from '@hlidka/contract';
import { Button } from '@hlidka/ui';
import { CircleSlash } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { formatDate } from '../../lib/format';
import { loginUrlFor, registerUrlFor } from '../../lib/redirect';
import { AuthCard, FormAlert } from '../auth-parts';
import '../../i18n/areas/teams';
import { useLanguage } from '../../i18n';

/** Why the screen cannot offer the invitation: an unknown or malformed link, or a refusal code of the contract. */
export type InvitationRefusal = 'NOT_FOUND' | TeamInvitationRefusalCode;

/** Who invites, to which team, in which role, for which address and until when. */
export function InvitationCard({ invitation, children }: { invitation: TeamInvitationPreview; children: ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const details: [label: string, value: string][] = [
    [t('teams.invitation.team'), invitation.teamName],
    [t('teams.invitation.role'), t(`teams.roles.${invitation.role}`)],
    [t('teams.invitation.sentTo'), invitation.email],
    [t('teams.invitation.validUntil'), formatDate(invitation.expiresAt, language)],
  ];
  return (
    <AuthCard
      title={t('teams.invitation.title')}
      description={t(`teams.invitation.summary.${invitation.role}`, {
        inviter: invitation.inviterName,
        team: invitation.teamName,
      })}
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-md border p-4 text-sm">
        {details.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="min-w-0 break-words font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </AuthCard>
  );
}

/** Signed out: sign in or register, and come back here (`from` carries this screen's address). */
export function SignInToAnswer({ invitation, origin }: { invitation: TeamInvitationPreview; origin: string }) {
  const { t } = useTranslation();
  return (
    <InvitationCard invitation={invitation}>
      <p className="text-center text-sm">{t('teams.invitation.signedOutHint', { email: invitation.email })}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild className="flex-1">
          <Link href={loginUrlFor(origin)}>{t('teams.invitation.signIn')}</Link>
        </Button>
        <Button asChild variant="outline" className="flex-1">
          <Link href={registerUrlFor(origin, invitation.email)}>{t('teams.invitation.register')}</Link>
        </Button>
      </div>
    </InvitationCard>
  );
}

/** Signed in with another address than the invited one: sign out, then in with the invited one. */
export function WrongAccount({
  invitation,
  currentEmail,
  onSignOut,
}: {
  invitation: TeamInvitationPreview;
  currentEmail: string;
  onSignOut: () => void;
}) {
  const { t } = useTranslation();
  return (
    <InvitationCard invitation={invitation}>
      <FormAlert title={t('teams.invitation.wrongAccountTitle')}>
        {t('teams.invitation.wrongAccount', { email: invitation.email, current: currentEmail })}
      </FormAlert>
      <Button variant="outline" onClick={onSignOut}>
        {t('teams.invitation.switchAccount')}
      </Button>
    </InvitationCard>
  );
}

/** The invitation can no longer be answered: why, and a way on. */
export function InvitationRefused({ refusal, signedIn }: { refusal: InvitationRefusal; signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('teams.invitation.title')}>
      <div role="alert" className="flex flex-col items-center gap-3 text-center">
        <CircleSlash aria-hidden="true" className="size-8 text-muted-foreground" />
        <h3 className="font-semibold text-base">{t(`teams.invitation.refusals.${refusal}.title`)}</h3>
        <p className="text-muted-foreground text-sm">{t(`teams.invitation.refusals.${refusal}.description`)}</p>
      </div>
      <Button asChild variant="outline">
        <Link href={signedIn ? '/teams' : '/login'}>
          {signedIn ? t('teams.invitation.toTeams') : t('teams.invitation.toLogin')}
        </Link>
      </Button>
    </AuthCard>
  );
}
