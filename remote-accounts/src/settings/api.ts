/** Calls of the settings screen: active sessions and the profile (spec §3 Profile, §7 "user profile (v2)"). */
import type { ApiClient } from 'shared-kernel/api';
import type { Language, Profile } from 'shared-kernel/domain';

export interface ActiveSession {
  id: string;
  level: string;
  signedInAt: string;
  lastActiveAt: string;
  expiresAt: string;
  current: boolean;
}

export const fetchActiveSessions = async (api: ApiClient): Promise<ActiveSession[]> =>
  (await api.get<ActiveSession[]>('/v3/auth/sessions')).data;

export const signOutOtherSessions = async (api: ApiClient): Promise<number> =>
  (await api.post<{ signedOut: number }>('/v3/auth/sessions/sign-out-others')).data.signedOut;

export const fetchProfile = async (api: ApiClient): Promise<Profile> =>
  (await api.get<Profile>('/v2/profile')).data;

export interface ProfileChange {
  communication?: { languageCode?: Language; noAdvertisements?: boolean; noNewsletters?: boolean };
  theme?: 'dark' | 'light';
}

export const saveProfile = async (api: ApiClient, change: ProfileChange): Promise<Profile> =>
  (await api.patch<Profile>('/v2/profile', change)).data;
