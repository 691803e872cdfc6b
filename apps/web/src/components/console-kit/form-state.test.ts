import { describe, expect, it } from 'vitest';
import {
  fieldsNamed,
  formStateOf,
  isDirty,
  problemTexts,
  refusalProblems,
  withChanges,
  withProblems,
  withSaved,
  type RefusalWording,
} from './form-state.ts';

type Draft = { code: string; packages: number[]; enable: boolean };
const empty: Draft = { code: '', packages: [], enable: true };

const wording: RefusalWording<Draft> = {
  fieldOf: fieldsNamed<Draft>(['code', 'packages', 'enable'], { package_ids: 'packages' }),
  text: (field, reason, code) => `${field}:${reason}:${code}`,
  checkFields: 'check the fields',
};

describe('a console form state', () => {
  it('starts clean, with no problems and no request for focus', () => {
    const state = formStateOf(empty);
    expect(isDirty(state)).toBe(false);
    expect(state.problems).toEqual({});
    expect(state.failure).toBeNull();
    expect(state.focusRequest).toBe(0);
  });

  it('is dirty once something is typed, and clean again when typed back', () => {
    const typed = withChanges(formStateOf(empty), { code: 'EID' });
    expect(isDirty(typed)).toBe(true);
    expect(isDirty(withChanges(typed, { code: '' }))).toBe(false);
  });

  it('compares lists by their contents, not by identity', () => {
    const state = withChanges(formStateOf({ ...empty, packages: [1, 2] }), { packages: [1, 2] });
    expect(isDirty(state)).toBe(false);
  });

  it('a corrected field stops showing its problem while the others stay', () => {
    const shown = withProblems(formStateOf(empty), { code: 'required', packages: 'none' }, null);
    const corrected = withChanges(shown, { code: 'EID' });
    expect(corrected.problems.code).toBeUndefined();
    expect(corrected.problems.packages).toBe('none');
  });

  it('asks for focus each time problems are shown, and not when there are none', () => {
    const once = withProblems(formStateOf(empty), { code: 'required' }, null);
    const twice = withProblems(once, { code: 'required' }, null);
    expect([once.focusRequest, twice.focusRequest]).toEqual([1, 2]);
    expect(withProblems(twice, {}, null).focusRequest).toBe(2);
  });

  it('is clean after a save, with what was saved as the new starting point', () => {
    const typed = withProblems(withChanges(formStateOf(empty), { code: 'EID' }), {}, 'refused');
    const saved = withSaved(typed, { ...typed.draft, code: 'EID26' });
    expect(isDirty(saved)).toBe(false);
    expect(saved.draft.code).toBe('EID26');
    expect(saved.failure).toBeNull();
  });

  it('words the local problems by their keys and leaves out fields without one', () => {
    const found: Partial<Record<keyof Draft, string>> = { code: 'code_required', packages: undefined };
    expect(problemTexts<Draft>(found, (key, field) => `${field} ${key}`)).toEqual({ code: 'code code_required' });
  });
});

describe("the server's refusal on a console form", () => {
  it('names each refused field at its own field, renamed ones included, and asks to check them', () => {
    const shown = refusalProblems<Draft>(
      { code: 'invalid_input', fields: { code: 'code_taken', package_ids: 'unknown_package' } },
      wording,
      'the server said no',
    );
    expect(shown.problems).toEqual({
      code: 'code:code_taken:invalid_input',
      packages: 'packages:unknown_package:invalid_input',
    });
    expect(shown.failure).toBe('check the fields');
  });

  it("keeps the server's own message when it refused a field the form has no place for", () => {
    const shown = refusalProblems<Draft>(
      { code: 'invalid_input', fields: { code: 'x', store_id: 'x' } },
      wording,
      'store is gone',
    );
    expect(Object.keys(shown.problems)).toEqual(['code']);
    expect(shown.failure).toBe('store is gone');
  });

  it("shows the server's message alone when the refusal names no field", () => {
    const shown = refusalProblems<Draft>({ code: 'forbidden', fields: {} }, wording, 'not allowed');
    expect(shown).toEqual({ problems: {}, failure: 'not allowed' });
  });

  it("says the first refused part of a field (a list's items share the list's field)", () => {
    const byList: RefusalWording<Draft> = { ...wording, fieldOf: (name) => (name.startsWith('packages.') ? 'packages' : null) };
    const shown = refusalProblems<Draft>(
      { code: 'invalid_input', fields: { 'packages.2': 'gone', 'packages.5': 'off' } },
      byList,
      'x',
    );
    expect(shown.problems).toEqual({ packages: 'packages:gone:invalid_input' });
  });

  it('keeps the server\'s message as the alert on a form that words no "check the fields"', () => {
    const plain: RefusalWording<Draft> = { fieldOf: wording.fieldOf, text: (_field, reason) => reason };
    const shown = refusalProblems<Draft>({ code: 'invalid_input', fields: { code: 'too long' } }, plain, 'Invalid input');
    expect(shown).toEqual({ problems: { code: 'too long' }, failure: 'Invalid input' });
  });
});
