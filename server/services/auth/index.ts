// Accounts, sign-in, two-factor and sessions (decisions 003 and 015). Routes, the auth plugin,
// the CLI and the tests import from here.
export { changePassword, login, register, SAME_TEMPORARY_PASSWORD } from './accounts';
export { assertStaffAccepted, staffAccepted } from './admin-access';
export { prepareAccounts } from './at-start';
export { ensureAdmin, PromotionRefused } from './ensure-admin';
export { acceptInvitation, invitationInfo } from './invitations';
export {
  disableMfa,
  enableMfa,
  mfaStatus,
  regenerateRecoveryCodes,
  startMfaSetup,
} from './mfa';
export { completeMfaChallenge } from './mfa-challenge';
export {
  MFA_LOCKED,
  mfaFailureReport,
} from './mfa-lock';
export { hashPassword } from './passwords';
export { browserLabel, listSessions, purgeDeadSessions, revokeSession } from './sessions';
export { ensureSetupCode, SETUP_CODE_REQUIRED } from './setup-code';
export {
  createStaffUser,
  DELETE_SELF,
  deleteStaffUser,
  HAS_HISTORY,
  LAST_ADMIN,
  listStaff,
  PASSWORD_SELF,
  RESET_SELF,
  resetPassword,
  resetTwoFactor,
  updateStaffUser,
} from './staff';
export {
  type ClientInfo,
  issueToken,
  revokeToken,
  revokeUserTokens,
  userForToken,
} from './tokens';
export { type AuthUser, adminExists, toUser } from './users';
