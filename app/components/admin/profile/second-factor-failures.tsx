import { ShieldAlert } from 'lucide-react';
import { clockTime, exactTime } from '#app/components/admin/inquiries/lead-format';
import type { MfaFailureReport } from '#common/schemas/auth';

// Wrong two-factor codes typed for this account, and the pause they caused (the per-account limit
// on the second step). Only someone with the account's password reaches that step, so the owner is
// told what it means and what to do.

type Failure = MfaFailureReport['failures'][number];
type Lock = NonNullable<MfaFailureReport['lock']>;

const WINDOW_MS = 15 * 60_000;

// A lock lasts 15 minutes from the last wrong code: the clock time alone reads unambiguously.
const until = (lock: Lock) => clockTime(lock.locked_until);

/** The failures that led to the lock: the newest group that ended in its window. */
function causeOf(failures: Failure[], lock: Lock | null): Failure | undefined {
  if (!lock) return undefined;
  const at = new Date(lock.locked_at).getTime();
  return failures.find((f) => {
    const last = new Date(f.last_at).getTime();
    return last <= at + 1000 && last > at - WINDOW_MS;
  });
}

function failureText(f: Failure) {
  const codes = f.count === 1 ? '1 wrong two-factor code' : `${f.count} wrong two-factor codes`;
  return `${codes} from ${f.ip ?? 'an unknown address'} on ${exactTime(f.last_at)}`;
}

export function SecondFactorFailures({ report }: { report: MfaFailureReport }) {
  const { failures, lock } = report;
  if (failures.length === 0 && !lock) return null;
  const cause = causeOf(failures, lock);
  return (
    <div className="mt-5 text-sm">
      <h3 className="flex items-center gap-2 font-semibold text-charcoal">
        <ShieldAlert aria-hidden className="size-4 text-red-700" />
        Wrong two-factor codes
      </h3>
      {lock?.active ? (
        <p className="mt-2 rounded-md border border-red-200 bg-red-50 p-3 text-red-900">
          Two-factor sign-in to this account is paused until {until(lock)}. Whoever typed these codes knew
          your password: if it was not you, change your password now.
        </p>
      ) : (
        <p className="mt-1 text-neutral-600">
          The code step comes after a correct password. If these were not you, change your password.
        </p>
      )}
      <ul aria-label="Wrong two-factor codes" className="mt-2 space-y-1 text-neutral-700">
        {failures.map((f) => (
          <li key={`${f.ip}-${f.last_at}`} className="[overflow-wrap:anywhere]">
            {failureText(f)}
            {f === cause && lock ? ` — two-factor sign-in was locked until ${until(lock)}.` : null}
          </li>
        ))}
        {lock && !cause ? <li>Two-factor sign-in was locked until {exactTime(lock.locked_until)}.</li> : null}
      </ul>
    </div>
  );
}
