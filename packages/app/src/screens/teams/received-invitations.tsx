import type { ReceivedTeamInvitation } from '@hlidka/contract';
import { useAcceptReceivedInvitation, useDeclineReceivedInvitation, useReceivedTeamInvitations } from '@hlidka/data';
import { Button, Card, CardContent, toast } from '@hlidka/ui';
import { MailOpen } from 'lucide-react';
import { useLanguage } from '../../i18n';
import { useTranslation } from '../../i18n/use-translation';
import { formatDate } from '../../lib/format';
import { errorText } from '../common/wording';
import '../../i18n/areas/teams';

function ReceivedInvitation({ invitation }: { invitation: ReceivedTeamInvitation }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const accept = useAcceptReceivedInvitation();
  const decline = useDeclineReceivedInvitation();
  const busy = accept.isMutating || decline.isMutating;
  const summaryId = `received-invitation-${invitation.id}`;

  async function answer(kind: 'accept' | 'decline') {
    try {
      if (kind === 'accept') {
        const { team } = await accept.trigger(invitation.id);
        toast({ title: t('teams.invitation.accepted', { team: team.name }) });
      } else {
        await decline.trigger(invitation.id);
        toast({ title: t('teams.received.declined', { team: invitation.teamName }) });
      }
    } catch (caught) {
      toast({
        variant: 'destructive',
        title: t(kind === 'accept' ? 'teams.invitation.acceptFailed' : 'teams.invitation.declineFailed'),
        description: errorText(caught, ''),
      });
    }
  }

  return (
    <li>
      <Card>
        <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex min-w-0 items-start gap-3">
            <MailOpen aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <div className="flex min-w-0 flex-col gap-0.5">
              <p id={summaryId} className="break-words font-medium text-sm">
                {t(`teams.invitation.summary.${invitation.role}`, {
                  inviter: invitation.inviterName,
                  team: invitation.teamName,
                })}
              </p>
              <p className="text-muted-foreground text-xs">
                {t('teams.invitation.validUntil')} {formatDate(invitation.expiresAt, language)}
              </p>
            </div>
          </div>
          <div className="flex shrink-0 gap-2">
            <Button
              size="sm"
              onClick={() => void answer('accept')}
              isLoading={accept.isMutating}
              loadingLabel={t('teams.invitation.accepting')}
              disabled={busy}
              aria-describedby={summaryId}
            >
              {t('teams.invitation.accept')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => void answer('decline')}
              isLoading={decline.isMutating}
              loadingLabel={t('teams.invitation.declining')}
              disabled={busy}
              aria-describedby={summaryId}
            >
              {t('teams.invitation.decline')}
            </Button>
          </div>
        </CardContent>
      </Card>
    </li>
  );
}

/** Pending invitations addressed to the signed-in user, on /teams; nothing when there are none. */
export function ReceivedInvitations() {
  const { t } = useTranslation();
  const { invitations } = useReceivedTeamInvitations();
  if (!invitations || invitations.length === 0) return null;
  return (
    <section aria-labelledby="received-invitations-title" className="flex flex-col gap-3">
      <h2 id="received-invitations-title" className="font-semibold text-lg">
        {t('teams.received.title', { count: invitations.length })}
      </h2>
      <ul className="flex flex-col gap-3">
        {invitations.map((invitation) => (
          <ReceivedInvitation key={invitation.id} invitation={invitation} />
        ))}
      </ul>
    </section>
  );
}
