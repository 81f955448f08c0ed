import { type TeamInvitationPreview, teamInvitationRefusalCodes } from '@hlidka/contract';
import {
  type ApiError,
  isApiError,
  useAcceptTeamInvitation,
  useAuth,
  useDeclineTeamInvitation,
  useTeamInvitationPreview,
} from '@hlidka/data';
import { Button, FullScreenSpinner, toast } from '@hlidka/ui';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { loginUrlFor } from '../../lib/redirect';
import { type SessionCheck, useSessionCheck } from '../../session-check';
import { AuthCard } from '../auth-parts';
import { ErrorState } from '../common/query-states';
import {
  InvitationCard,
  type InvitationRefusal,
  InvitationRefused,
  SignInToAnswer,
  WrongAccount,
} from './invitation-views';
import '../../i18n/areas/teams';

/** The refusal an error stands for, or null for a failure worth a retry. A malformed token is an unknown link. */
function refusalOf(error: ApiError): InvitationRefusal | null {
  if (error.code === 'NOT_FOUND' || error.code === 'VALIDATION_ERROR') return 'NOT_FOUND';
  return teamInvitationRefusalCodes.find((code) => code === error.code) ?? null;
}

/** Signed in as the invited address: accept (then the team) or decline (then the link says it was declined). */
function AnswerInvitation({
  token,
  invitation,
  onRefused,
  onWrongAccount,
}: {
  token: string;
  invitation: TeamInvitationPreview;
  onRefused: () => void;
  onWrongAccount: () => void;
}) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const accept = useAcceptTeamInvitation();
  const decline = useDeclineTeamInvitation();
  const busy = accept.isMutating || decline.isMutating;

  function failed(caught: unknown, title: string) {
    if (isApiError(caught) && caught.code === 'INVITATION_WRONG_ACCOUNT') onWrongAccount();
    else if (isApiError(caught) && refusalOf(caught)) onRefused();
    else toast({ variant: 'destructive', title, description: isApiError(caught) ? caught.message : undefined });
  }

  async function onAccept() {
    try {
      const { team } = await accept.trigger(token);
      toast({ title: t('teams.invitation.accepted', { team: team.name }) });
      navigate(`/teams/${team.id}`, { replace: true });
    } catch (caught) {
      failed(caught, t('teams.invitation.acceptFailed'));
    }
  }

  async function onDecline() {
    try {
      await decline.trigger(token);
    } catch (caught) {
      failed(caught, t('teams.invitation.declineFailed'));
    }
  }

  return (
    <InvitationCard invitation={invitation}>
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        <Button
          className="flex-1"
          onClick={onAccept}
          isLoading={accept.isMutating}
          loadingLabel={t('teams.invitation.accepting')}
          disabled={busy}
        >
          {t('teams.invitation.accept')}
        </Button>
        <Button
          variant="outline"
          className="flex-1"
          onClick={onDecline}
          isLoading={decline.isMutating}
          loadingLabel={t('teams.invitation.declining')}
          disabled={busy}
        >
          {t('teams.invitation.decline')}
        </Button>
      </div>
    </InvitationCard>
  );
}

/**
 * /teams/invitations/accept?token=…, the link of the invitation e-mail, signed in or out. Signed out it offers sign-in
 * and registration that come back here; signed in as the invited address it accepts or declines; any other case says
 * why the invitation cannot be answered.
 */
export default function InvitationAcceptScreen() {
  const session = useSessionCheck();
  // Signing out (an expired session too) drops every cached answer along with what the mounted hooks hold: the screen
  // starts afresh, loading the invitation again, whenever the sign-in state changes.
  return <InvitationAccept key={session} session={session} />;
}

function InvitationAccept({ session }: { session: SessionCheck }) {
  const { t } = useTranslation();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const origin = `${path}?${search}`;
  const token = new URLSearchParams(search).get('token')?.trim() || null;
  const auth = useAuth();
  const preview = useTeamInvitationPreview(token);
  const [wrongAccount, setWrongAccount] = useState(false);

  if (!token) return <InvitationRefused refusal="NOT_FOUND" signedIn={session === 'signed-in'} />;
  if (preview.error) {
    const refusal = refusalOf(preview.error);
    if (refusal) return <InvitationRefused refusal={refusal} signedIn={session === 'signed-in'} />;
    return (
      <AuthCard title={t('teams.invitation.title')}>
        <ErrorState
          title={t('teams.invitation.loadFailed')}
          message={preview.error.message}
          retryLabel={t('teams.retry')}
          onRetry={() => void preview.mutate()}
        />
      </AuthCard>
    );
  }
  const invitation = preview.data?.invitation;
  if (!invitation || session === 'checking') return <FullScreenSpinner label={t('teams.invitation.loading')} />;
  if (session === 'signed-out') return <SignInToAnswer invitation={invitation} origin={origin} />;

  const currentEmail = auth.user?.email ?? '';
  if (wrongAccount || currentEmail.toLowerCase() !== invitation.email.toLowerCase()) {
    const signOut = async () => {
      await auth.logout();
      navigate(loginUrlFor(origin), { replace: true });
    };
    return <WrongAccount invitation={invitation} currentEmail={currentEmail} onSignOut={() => void signOut()} />;
  }
  return (
    <AnswerInvitation
      token={token}
      invitation={invitation}
      onRefused={() => void preview.mutate()}
      onWrongAccount={() => setWrongAccount(true)}
    />
  );
}
