import { ShieldCheck, ShieldOff } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { failureText } from '#app/components/admin/admin-api';
import { StatusBanner, useStatusMessage } from '#app/components/admin/status-message';
import { Button } from '#app/components/ui/button';
import { CodeForm } from './code-form';
import { TWO_FACTOR_HEADING, useMfaDisable, useMfaStatus, useNewRecoveryCodes } from './profile-api';
import { CardFailure, ProfileCard } from './profile-card';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorSetup } from './two-factor-setup';

// Two-factor sign-in (TOTP, docs/decisions/015): status, and one panel at a time for setting it
// up, turning it off (password and code) or replacing the recovery codes (a code).

type Panel = 'setup' | 'disable' | 'regenerate' | null;

/** Few enough left that the admin should make new ones. */
const LOW_RECOVERY_CODES = 3;

export function TwoFactorCard({ email }: { email: string }) {
  const status = useMfaStatus();
  const [panel, setPanel] = useState<Panel>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const message = useStatusMessage();
  const disable = useMfaDisable();
  const regenerate = useNewRecoveryCodes();
  const close = () => setPanel(null);

  const mfa = status.data;
  let body: ReactNode;
  if (codes) {
    body = (
      <RecoveryCodes
        codes={codes}
        email={email}
        onDone={() => {
          setCodes(null);
          message.show('success', 'Two-factor sign-in is on.');
        }}
      />
    );
  } else if (panel === 'setup') {
    body = (
      <TwoFactorSetup
        email={email}
        onCancel={close}
        onEnabled={(recoveryCodes) => {
          close();
          setCodes(recoveryCodes);
        }}
      />
    );
  } else if (panel === 'disable') {
    body = (
      <CodeForm
        asks="both"
        email={email}
        submitLabel="Turn off"
        busyLabel="Turning off..."
        destructive
        onCancel={close}
        onSubmit={async (values) => {
          await disable.mutateAsync(values);
          close();
          message.show('success', 'Two-factor sign-in is off.');
        }}
      />
    );
  } else if (panel === 'regenerate') {
    body = (
      <div className="grid gap-3">
        <p className="text-sm text-neutral-700">The codes you have now stop working.</p>
        <CodeForm
          asks="code"
          email={email}
          submitLabel="Make new codes"
          busyLabel="Making codes..."
          onCancel={close}
          onSubmit={async ({ code }) => {
            const { recovery_codes } = await regenerate.mutateAsync({ code });
            close();
            setCodes(recovery_codes);
          }}
        />
      </div>
    );
  } else if (status.isPending) {
    body = <p className="text-sm text-neutral-600">Loading...</p>;
  } else if (!mfa) {
    body = (
      <CardFailure
        text={failureText(status.error, 'Failed to load two-factor status')}
        onRetry={() => void status.refetch()}
      />
    );
  } else if (mfa.enabled) {
    const low = mfa.recovery_codes_left <= LOW_RECOVERY_CODES;
    body = (
      <div className="grid gap-4">
        <p className={`text-sm ${low ? 'font-medium text-red-800' : 'text-neutral-700'}`}>
          {mfa.recovery_codes_left} {mfa.recovery_codes_left === 1 ? 'recovery code' : 'recovery codes'} left
          {low ? ': make new ones before you run out.' : '.'}
        </p>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" className="text-charcoal" onClick={() => setPanel('regenerate')}>
            New recovery codes
          </Button>
          <Button variant="outline" className="text-red-700" onClick={() => setPanel('disable')}>
            Turn off
          </Button>
        </div>
      </div>
    );
  } else {
    body = (
      <div className="grid gap-4">
        <p className="text-sm text-neutral-700">
          Sign in with your password and a 6-digit code from an authenticator app on your phone, so a stolen
          password alone cannot open the admin.
        </p>
        <div className="flex justify-end">
          <Button onClick={() => setPanel('setup')}>Set up</Button>
        </div>
      </div>
    );
  }

  return (
    <ProfileCard
      id={TWO_FACTOR_HEADING}
      title="Two-factor sign-in"
      badge={mfa ? <OnOffBadge on={mfa.enabled} /> : null}
      intro={
        mfa?.required
          ? 'Required for every admin account on this site.'
          : 'A second step at sign-in, with an authenticator app.'
      }
    >
      <StatusBanner message={message.message} onDismiss={message.clear} />
      {body}
    </ProfileCard>
  );
}

function OnOffBadge({ on }: { on: boolean }) {
  const Icon = on ? ShieldCheck : ShieldOff;
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        on ? 'bg-green-100 text-green-800' : 'bg-neutral-200 text-neutral-800'
      }`}
    >
      <Icon aria-hidden className="size-3.5" />
      {on ? 'On' : 'Off'}
    </span>
  );
}
