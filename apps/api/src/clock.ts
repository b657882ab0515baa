/** Where the API reads the time; tests pass their own to set 'today'. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
