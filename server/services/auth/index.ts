// Accounts, sign-in, two-factor and sessions (decisions 003 and 015). Routes, the auth plugin,
// the CLI and the tests import from here.
export { changePassword, LOGIN_FAILED, login, register } from './accounts';
export { adminAccepted, assertAdminAccepted, type Caller } from './admin-access';
export { prepareAccounts } from './at-start';
export { type AdminChange, type EnsuredAdmin, ensureAdmin, PromotionRefused } from './ensure-admin';
export {
  disableMfa,
  enableMfa,
  mfaStatus,
  regenerateRecoveryCodes,
  startMfaSetup,
} from './mfa';
export {
  completeMfaChallenge,
  MFA_EXPIRED,
  MFA_INVALID,
  MFA_MAX_ATTEMPTS,
  MFA_TTL_MS,
} from './mfa-challenge';
export {
  MFA_ACCOUNT_MAX_FAILURES,
  MFA_FAILURE_WINDOW_MS,
  MFA_LOCK_MS,
  MFA_LOCKED,
  mfaFailureReport,
} from './mfa-lock';
export { adminMfaRequired, MFA_REQUIRED_FOR_ADMINS, REQUIRE_ADMIN_MFA } from './mfa-settings';
export { assertNotCommon, COMMON_PASSWORD, hashPassword } from './passwords';
export { browserLabel, listSessions, purgeDeadSessions, revokeSession } from './sessions';
export { ensureSetupCode, SETUP_CODE_REQUIRED } from './setup-code';
export {
  type ClientInfo,
  DEFAULT_IDLE_HOURS,
  issueToken,
  revokeToken,
  revokeUserTokens,
  type TokenOwner,
  userForToken,
} from './tokens';
export { type AuthUser, adminExists, createUser, findUserByEmail, listUsers, toUser } from './users';
