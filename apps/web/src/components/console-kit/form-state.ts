/**
 * The state of a console form as plain data, so its rules are unit-tested without a browser: what was typed
 * (`draft`), what was last saved or loaded (`saved`, for the unsaved-changes guard), the problems named at
 * fields, the form's alert, and a counter that asks for focus on the first invalid field.
 */
export type FieldProblems<D> = Partial<Record<keyof D & string, string>>;

export type FormState<D> = {
  draft: D;
  saved: D;
  problems: FieldProblems<D>;
  failure: string | null;
  /** raised each time problems are shown, so the form moves focus to the first of them */
  focusRequest: number;
};

export const formStateOf = <D>(draft: D): FormState<D> => ({
  draft,
  saved: draft,
  problems: {},
  failure: null,
  focusRequest: 0,
});

/** The draft changed: a corrected field stops showing its problem; the others stay until the next save. */
export function withChanges<D>(state: FormState<D>, changes: Partial<D>): FormState<D> {
  const cleared = Object.fromEntries(Object.keys(changes).map((field) => [field, undefined]));
  return { ...state, draft: { ...state.draft, ...changes }, problems: { ...state.problems, ...cleared } };
}

/** Problems found (locally or by the server) replace the old ones; focus goes to the first when there are any. */
export function withProblems<D>(state: FormState<D>, problems: FieldProblems<D>, failure: string | null): FormState<D> {
  const shown = Object.values(problems).some(Boolean) || failure !== null;
  return { ...state, problems, failure, focusRequest: shown ? state.focusRequest + 1 : state.focusRequest };
}

/** Saved: what is on screen is what the server holds, so leaving loses nothing. */
export const withSaved = <D>(state: FormState<D>, saved: D = state.draft): FormState<D> => ({
  ...state,
  draft: saved,
  saved,
  problems: {},
  failure: null,
});

/** Something typed differs from what was loaded or saved. */
export const isDirty = <D>(state: FormState<D>): boolean => JSON.stringify(state.draft) !== JSON.stringify(state.saved);

/** Local problems as their texts: `found` names each field's problem by a key, `text` words it. */
export function problemTexts<D>(
  found: Partial<Record<keyof D & string, string>>,
  text: (key: string, field: keyof D & string) => string,
): FieldProblems<D> {
  return Object.fromEntries(
    Object.entries(found).flatMap(([field, key]) =>
      typeof key === 'string' ? [[field, text(key, field as keyof D & string)]] : [],
    ),
  ) as FieldProblems<D>;
}

export type RefusalWording<D> = {
  /** the form field a server field is shown at, or null when the form has no place for it */
  fieldOf: (serverField: string) => (keyof D & string) | null;
  /** the text at a refused field, from the server's reason for it and the refusal's code */
  text: (field: keyof D & string, reason: string, code: string) => string;
  /** the alert when every refused field is on the form; without it, the error's own message always */
  checkFields?: string;
};

/**
 * The server's refusal (ActionError failure fields: name → reason) mapped onto the form: each known field gets
 * its text; the alert says to check the fields when all of them are on the form, else it is the error's own
 * message (`otherwise`), so nothing the server said is lost.
 */
export function refusalProblems<D>(
  refusal: { code: string; fields: Record<string, string> },
  wording: RefusalWording<D>,
  otherwise: string,
): { problems: FieldProblems<D>; failure: string } {
  const problems: FieldProblems<D> = {};
  let unplaced = 0;
  for (const [name, reason] of Object.entries(refusal.fields)) {
    const field = wording.fieldOf(name);
    // several refused parts of one field (a list's items): the first is said
    if (field) problems[field] ??= wording.text(field, reason, refusal.code);
    else unplaced += 1;
  }
  const placed = Object.keys(problems).length;
  const allPlaced = placed > 0 && unplaced === 0 && wording.checkFields !== undefined;
  return { problems, failure: allPlaced ? (wording.checkFields ?? otherwise) : otherwise };
}

/** fieldOf for a form whose fields carry the server's names, some of them under another name (`renamed`). */
export function fieldsNamed<D extends object>(
  fields: readonly (keyof D & string)[],
  renamed: Record<string, keyof D & string> = {},
): (serverField: string) => (keyof D & string) | null {
  return (name) => renamed[name] ?? fields.find((field) => field === name) ?? null;
}
