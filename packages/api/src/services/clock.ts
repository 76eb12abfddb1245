/** The time as services see it: injected so tests can move it (expire sessions, lift blocks). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
