import { LogOut, Monitor, Smartphone } from 'lucide-react';
import { failureText } from '#app/components/admin/admin-api';
import { useConfirm } from '#app/components/admin/confirm-dialog';
import { exactTime, relativeTime } from '#app/components/admin/inquiries/lead-format';
import { StatusBanner, useStatusMessage } from '#app/components/admin/status-message';
import { Button } from '#app/components/ui/button';
import type { SessionInfo } from '#common/schemas/auth';
import { useRevokeOtherSessions, useRevokeSession, useSessions } from './profile-api';
import { CardFailure, ProfileCard } from './profile-card';
import { SecondFactorFailures } from './second-factor-failures';

// The account's signed-in sessions (one per sign-in token): where and when, and a way to end the
// ones that are not this browser. An ended session's next request answers 401, which signs that
// browser out. Below them, wrong two-factor codes typed for the account and any pause they caused.

/** This browser first, then the most recently used. */
const byRecency = (a: SessionInfo, b: SessionInfo) =>
  Number(b.current) - Number(a.current) || b.last_used_at.localeCompare(a.last_used_at);

export function SessionsCard() {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const message = useStatusMessage();
  const { confirm, dialog } = useConfirm();
  const list = [...(sessions.data?.data ?? [])].sort(byRecency);
  const others = list.filter((s) => !s.current).length;

  const signOut = async (session: SessionInfo) => {
    const ok = await confirm({
      title: 'Sign out this session?',
      description: `${session.browser ?? 'Unknown browser'}${session.ip ? ` at ${session.ip}` : ''} is signed out at its next action.`,
      confirmLabel: 'Sign out',
    });
    if (!ok) return;
    try {
      await revoke.mutateAsync(session.id);
      message.show('success', 'The session was signed out.');
    } catch (error) {
      message.show('error', failureText(error, 'Failed to sign out the session'));
    }
  };

  const signOutOthers = async () => {
    const ok = await confirm({
      title: 'Sign out everywhere else?',
      description: 'Every other browser and device signed in to this account is signed out. This one stays.',
      confirmLabel: 'Sign out everywhere else',
    });
    if (!ok) return;
    try {
      await revokeOthers.mutateAsync();
      message.show('success', 'Every other session was signed out.');
    } catch (error) {
      message.show('error', failureText(error, 'Failed to sign out the other sessions'));
    }
  };

  return (
    <ProfileCard
      id="sessions-heading"
      title="Signed-in sessions"
      intro="Browsers signed in to this account. Sessions end after a while without use."
    >
      <StatusBanner message={message.message} onDismiss={message.clear} />
      {sessions.isPending ? (
        <p className="text-sm text-neutral-600">Loading sessions...</p>
      ) : sessions.error ? (
        <CardFailure
          text={failureText(sessions.error, 'Failed to load sessions')}
          onRetry={() => void sessions.refetch()}
        />
      ) : (
        <ul aria-label="Sessions" className="divide-y divide-neutral-200 border-y border-neutral-200">
          {list.map((session) => (
            <SessionRow key={session.id} session={session} onSignOut={() => void signOut(session)} />
          ))}
        </ul>
      )}
      {others > 0 ? (
        <div className="mt-4 flex justify-end">
          <Button variant="outline" className="text-charcoal" onClick={() => void signOutOthers()}>
            <LogOut aria-hidden className="size-4" />
            Sign out everywhere else
          </Button>
        </div>
      ) : null}
      {sessions.data ? <SecondFactorFailures report={sessions.data.second_factor} /> : null}
      {dialog}
    </ProfileCard>
  );
}

function SessionRow({ session, onSignOut }: { session: SessionInfo; onSignOut: () => void }) {
  const browser = session.browser ?? 'Unknown browser';
  const Icon = /\b(iOS|Android)\b/.test(browser) ? Smartphone : Monitor;
  return (
    <li className="flex items-start gap-3 py-3">
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-neutral-500" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-medium text-charcoal">
          <span className="[overflow-wrap:anywhere]">{browser}</span>
          {session.current ? (
            <span className="rounded-full bg-brand px-2 py-0.5 text-xs font-semibold text-brand-ink">
              This device
            </span>
          ) : null}
        </p>
        <p className="text-neutral-600">{session.ip ?? 'Unknown address'}</p>
        <p className="text-neutral-600">
          Signed in{' '}
          <time dateTime={session.created_at} className="whitespace-nowrap">
            {exactTime(session.created_at)}
          </time>
          {' · '}
          <span className="whitespace-nowrap">
            Last active{' '}
            <time dateTime={session.last_used_at} title={exactTime(session.last_used_at)}>
              {relativeTime(session.last_used_at)}
            </time>
          </span>
        </p>
      </div>
      {session.current ? null : (
        <Button
          variant="ghost"
          className="shrink-0 px-3 text-red-700"
          aria-label={`Sign out ${browser}${session.ip ? ` at ${session.ip}` : ''}`}
          onClick={onSignOut}
        >
          Sign out
        </Button>
      )}
    </li>
  );
}
