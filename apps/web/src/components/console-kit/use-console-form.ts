import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { ActionError, errorMessageOf } from '../../lib/api.ts';
import {
  formStateOf,
  isDirty,
  problemTexts,
  refusalProblems,
  withChanges,
  withProblems,
  withSaved,
  type FieldProblems,
  type RefusalWording,
} from './form-state.ts';

export type ConsoleFormOptions<D> = {
  /** the draft to start from: the record's values, or a new record's */
  initial: () => D;
  /** the draft's problems before sending, each named by a key (the form's *-draft.ts rules) */
  check?: (draft: D) => Partial<Record<keyof D & string, string>>;
  /** a problem key's text in the current language */
  problemText?: (key: string, field: keyof D & string) => string;
  /** the form's alert while local problems are shown (none by default: the fields say it) */
  problemsAlert?: string;
  /** how the server's refused fields are shown on this form */
  refusal: RefusalWording<D>;
  /** warn before the page is left with unsaved typing (default on) */
  guard?: boolean;
};

/** A save the form sends to: a TanStack mutation, or anything with its `mutate`. */
export type SaveMutation<V, R> = {
  mutate(variables: V, options: { onSuccess: (answer: R) => void; onError: (error: Error) => void }): void;
};

/** The browser asks before leaving (reload, closing the tab, another address) while `dirty`. */
export function useUnsavedChangesGuard(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

/**
 * A console form's state (form-state.ts) in a component: the draft and its edits, local problems and the
 * server's refusal shown at their fields with focus on the first, the form's alert and the unsaved-changes
 * guard. The caller sends: `onSubmit(send)` checks the draft and calls `send` only when it has no problems;
 * a mutation's onError is `refuse`, its onSuccess calls `saved`.
 */
export function useConsoleForm<D extends object>({
  initial,
  check,
  problemText,
  problemsAlert,
  refusal,
  guard = true,
}: ConsoleFormOptions<D>) {
  const [state, setState] = useState(() => formStateOf(initial()));
  const formRef = useRef<HTMLFormElement>(null);
  const dirty = isDirty(state);
  useUnsavedChangesGuard(guard && dirty);

  useEffect(() => {
    if (state.focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [state.focusRequest]);

  const editMany = useCallback((changes: Partial<D>) => setState((current) => withChanges(current, changes)), []);
  const edit = useCallback(<K extends keyof D>(field: K, value: D[K]) => {
    const changes: Partial<D> = {};
    changes[field] = value;
    setState((current) => withChanges(current, changes));
  }, []);

  const onSubmit = (send: (draft: D) => void) => (event?: FormEvent) => {
    event?.preventDefault();
    const found = check && problemText ? problemTexts<D>(check(state.draft), problemText) : {};
    const none = Object.keys(found).length === 0;
    setState((current) => withProblems(current, found, none ? null : (problemsAlert ?? null)));
    if (none) send(state.draft);
  };

  /** submit: the checked draft as `save`'s input; once saved the form is clean and `done` has the answer */
  const submitTo = <V, R>(save: SaveMutation<V, R>, input: (draft: D) => V, done: (answer: R) => void) =>
    onSubmit((typed) =>
      save.mutate(input(typed), {
        onSuccess: (answer) => {
          setState((current) => withSaved(current));
          done(answer);
        },
        onError: refuse,
      }),
    );

  /** a text control's value, problem and change, for TextField and FormField controls */
  const text = <K extends keyof D & string>(field: K) => ({
    value: state.draft[field] as string,
    error: state.problems[field],
    onChange: (event: { target: { value: string } }) => edit(field, event.target.value as D[K]),
  });
  /** a SwitchField's state and change */
  const toggle = <K extends keyof D & string>(field: K) => ({
    checked: state.draft[field] as boolean,
    onChange: (on: boolean) => edit(field, on as D[K]),
  });

  const refuse = (error: unknown) => {
    const failure = error instanceof ActionError ? error.failure : { code: '', fields: {} };
    const shown = refusalProblems<D>({ code: failure.code, fields: failure.fields ?? {} }, refusal, errorMessageOf(error));
    setState((current) => withProblems(current, shown.problems, shown.failure));
  };

  /** problems the caller found (a rule checked after the draft's own), with the form's alert */
  const show = (problems: FieldProblems<D>, failure: string | null) =>
    setState((current) => withProblems(current, problems, failure));
  /** an alert of the form's own (a refusal that names no field), or null to clear it */
  const alert = (failure: string | null) => setState((current) => ({ ...current, failure }));
  const saved = (draft?: D) => setState((current) => withSaved(current, draft));

  return {
    draft: state.draft,
    problems: state.problems,
    failure: state.failure,
    dirty,
    formRef,
    edit,
    editMany,
    onSubmit,
    submitTo,
    text,
    toggle,
    refuse,
    show,
    alert,
    saved,
  };
}

export type ConsoleForm<D extends object> = ReturnType<typeof useConsoleForm<D>>;
