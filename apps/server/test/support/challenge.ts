import { inquiryChallengePath } from '@office/contracts';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { App } from '../../src/app.js';

/** Challenges the tests solve in a moment (the defaults would take a browser about a second). */
export const easyChallengeConfig = { INQUIRY_CHALLENGE_COST: 1, INQUIRY_CHALLENGE_MAX_COUNTER: 40 } as const;

/** The `altcha` payload for a solved challenge: what the website's widget sends. */
export async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(
    JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }),
  ).toString('base64');
}

/** Fetches a challenge from the app's REST path and solves it. */
export async function solvedChallenge(app: App): Promise<string> {
  const response = await app.inject({ method: 'GET', url: inquiryChallengePath });
  if (response.statusCode !== 200) throw new Error(`challenge: ${response.statusCode} ${response.body}`);
  return solve(response.json());
}
