import { describe, expect, test } from 'vitest';
import { askToSignIn, closeSignInSheet } from './sign-in-sheet.ts';

describe('the sign-in sheet request', () => {
  test('goes on with what the page asked for once signed in, once', () => {
    const went: string[] = [];
    askToSignIn({ onSignedIn: () => went.push('book') });
    closeSignInSheet(true);
    closeSignInSheet(true);
    expect(went).toEqual(['book']);
  });

  test('does nothing when dismissed', () => {
    const went: string[] = [];
    askToSignIn({ mode: 'register', onSignedIn: () => went.push('checkout') });
    closeSignInSheet(false);
    closeSignInSheet(true);
    expect(went).toEqual([]);
  });

  test('a second ask replaces the first: only its page goes on', () => {
    const went: string[] = [];
    askToSignIn({ onSignedIn: () => went.push('first') });
    askToSignIn({ onSignedIn: () => went.push('second') });
    closeSignInSheet(true);
    expect(went).toEqual(['second']);
  });
});
