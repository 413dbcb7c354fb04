import { useEffect, useRef, useState } from 'react';
import type { MfaSetupResponse } from '#common/schemas/auth';
import { CodeForm } from './code-form';
import { useMfaEnable, useMfaSetup } from './profile-api';

// Turning two-factor on: the password again (someone at an unlocked screen cannot enrol their own
// phone), then the QR code and its key, then a first code from the app proves it was added. The
// recovery codes that come back are shown by the card.

/** The key in groups of four, as authenticator apps print it; they accept it with the spaces. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

export function TwoFactorSetup({
  email,
  onEnabled,
  onCancel,
}: {
  email: string;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const [enrolment, setEnrolment] = useState<MfaSetupResponse | null>(null);
  const setup = useMfaSetup();
  const enable = useMfaEnable();

  if (!enrolment) {
    return (
      <div className="grid gap-3">
        <p className="text-sm text-neutral-700">Confirm it is you: enter your password.</p>
        <CodeForm
          asks="password"
          email={email}
          submitLabel="Continue"
          busyLabel="Checking..."
          onSubmit={async ({ current_password }) =>
            setEnrolment(await setup.mutateAsync({ current_password }))
          }
          onCancel={onCancel}
        />
      </div>
    );
  }
  return (
    <ScanStep
      enrolment={enrolment}
      email={email}
      onSubmit={async (code) => onEnabled((await enable.mutateAsync({ code })).recovery_codes)}
      onCancel={onCancel}
    />
  );
}

function ScanStep({
  enrolment,
  email,
  onSubmit,
  onCancel,
}: {
  enrolment: MfaSetupResponse;
  email: string;
  onSubmit: (code: string) => Promise<void>;
  onCancel: () => void;
}) {
  const intro = useRef<HTMLParagraphElement>(null);
  useEffect(() => intro.current?.focus(), []);
  return (
    <div className="grid gap-4">
      <p ref={intro} tabIndex={-1} className="text-sm text-neutral-700 focus:outline-none">
        Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password,
        Authy…), then enter the 6-digit code it shows.
      </p>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qr_svg)}`}
          alt="QR code to add this account to an authenticator app"
          width={176}
          height={176}
          className="size-44 shrink-0 rounded-md border border-neutral-200 bg-white p-2"
        />
        <div className="min-w-0 text-sm">
          <p className="font-medium text-charcoal">Can’t scan it? Enter this key in the app:</p>
          <code className="mt-1 block rounded-md bg-neutral-100 px-3 py-2 font-mono text-base tracking-wider [overflow-wrap:anywhere] text-charcoal select-all">
            {grouped(enrolment.secret)}
          </code>
          <p className="mt-1 text-neutral-600">Time-based, 6 digits, every 30 seconds.</p>
          {/* On a phone the app is on this device: the otpauth: link opens it with the account filled in. */}
          <a
            href={enrolment.otpauth_url}
            className="mt-2 inline-block rounded-sm font-semibold text-charcoal underline decoration-brand decoration-2 underline-offset-4 hover:decoration-charcoal focus-visible:outline-2 focus-visible:outline-brand"
          >
            Open in an authenticator app on this device
          </a>
        </div>
      </div>
      <CodeForm
        asks="code"
        totpOnly
        email={email}
        submitLabel="Turn on"
        busyLabel="Turning on..."
        onSubmit={({ code }) => onSubmit(code)}
        onCancel={onCancel}
      />
    </div>
  );
}
