/**
 * Locks across the e2e workers, for a persona's state one test changes while another reads it (a directory in the
 * temp folder, made atomically). A worker that holds a lock and asks for it again goes on (its tests run one after
 * another), so a helper may take a lock its caller already holds.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** A lock older than this is a dead worker's (the longest holder, an eBill activation test, takes under 90 s). */
const LOCK_STALE_MS = 120_000;

/** The locks this worker holds. */
const held = new Set<string>();

/** Runs `work` while no other worker of these tests holds the lock `name`. */
export async function oneAtATime<T>(name: string, work: () => Promise<T>): Promise<T> {
  if (held.has(name)) return work();
  // Per e2e run (its port offset): runs beside each other have gateways and personas of their own.
  const lock = path.join(os.tmpdir(), `kontor-e2e-${process.env.KONTOR_E2E_PORT_OFFSET ?? 0}-${name}.lock`);
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      // A worker that died mid-work leaves its lock behind.
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > LOCK_STALE_MS) fs.rmSync(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  held.add(name);
  try {
    return await work();
  } finally {
    held.delete(name);
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Runs a login of `email` while no other worker of these tests logs the same persona in: two logins of one persona
 * within a second cannot tell their outbox codes apart (support/fixtures.ts readCode).
 */
export async function oneLoginAtATime(email: string, login: () => Promise<void>): Promise<void> {
  await oneAtATime(`login-${email}`, login);
}

/**
 * The lock of a persona's profile language: a test that loads pages which must speak the language it set holds it
 * throughout (session-language.spec); the switcher helpers take it for each switch, until the profile is saved.
 */
export const languageLock = (email: string): string => `language-${email}`;

const personas = new WeakMap<Page, string>();

/** The persona signed in on this page (support/fixtures.ts records it at each login). */
export const personaOn = (page: Page): string | undefined => personas.get(page);
export const recordPersona = (page: Page, email: string): void => void personas.set(page, email);
