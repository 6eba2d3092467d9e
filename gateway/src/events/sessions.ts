/**
 * The channel on which the database announces a revoked session (trigger sessions_ended, ./migrations.ts):
 * logout, a refresh or step-up rotating the token, signing out elsewhere. Its streams end at once.
 */
export const SESSIONS_CHANNEL = 'kontor_sessions';
