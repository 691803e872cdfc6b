/**
 * Time enters the server in one place (docs/decisions/048-test-clock-and-suite-layout.md): `buildApp` takes a
 * clock, `systemClock` unless a test gives its own, and hands it to everything that asks what time it is.
 * Lint keeps `new Date()` and `Date.now()` out of the rest of the server.
 */
export type Clock = () => Date;

/** The machine's clock: the server's default, and the one for what is measured against the world outside. */
export const systemClock: Clock = () => new Date();
