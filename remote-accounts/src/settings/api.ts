/** Calls of the settings screen: active sessions and the profile (spec §3 Profile, §7 "user profile (v2)"). */
import type { ApiClient } from 'shared-kernel/api';
import type { ActiveSession, Profile, ProfileChange, SignedOut } from 'shared-kernel/domain';

export const fetchActiveSessions = async (api: ApiClient): Promise<ActiveSession[]> =>
  (await api.get<ActiveSession[]>('/v3/auth/sessions')).data;

export const signOutOtherSessions = async (api: ApiClient): Promise<number> =>
  (await api.post<SignedOut>('/v3/auth/sessions/sign-out-others')).data.signedOut;

export const fetchProfile = async (api: ApiClient): Promise<Profile> =>
  (await api.get<Profile>('/v2/profile')).data;

export const saveProfile = async (api: ApiClient, change: ProfileChange): Promise<Profile> =>
  (await api.patch<Profile>('/v2/profile', change)).data;
