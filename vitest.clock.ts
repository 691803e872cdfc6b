/**
 * The instant every Vitest file starts at: a Wednesday, 10:00 in Dubai, mid-month (docs/decisions/048).
 * Dates written in a test file are read against it; lint refuses a date after it in a file on the machine's clock.
 */
export const suiteEpoch = '2026-11-25T06:00:00.000Z';
