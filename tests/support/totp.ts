import { Secret, TOTP } from 'otpauth';

// What an authenticator app shows, for tests. Tests take the time step at their start (`now`) and
// use codes of that step and the next: both are accepted (window ±1) for at least 30 s.
export const currentStep = () => Math.floor(Date.now() / 30_000);

export const totpCode = (secret: string, step: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: step * 30_000 });
