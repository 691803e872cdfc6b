/**
 * The public answers the server wrote into the page it sent (`<script id="initial-data">`, see the
 * server's page-meta.ts), keyed as the GET query string the request layer builds. The first read of
 * each takes it from there instead of the network, so the first screen needs no second round trip
 * (docs/decisions/031-first-paint.md); it is used once, so every later read asks the server again.
 */
export function parseInitialAnswers(text: string | null | undefined): Map<string, string> {
  const answers = new Map<string, string>();
  if (!text) return answers;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      for (const [query, answer] of Object.entries(parsed)) answers.set(query, JSON.stringify(answer));
    }
  } catch {
    // a damaged copy is ignored: the reads go to the server as usual
  }
  return answers;
}

let inlined: Map<string, string> | undefined;

const inlinedAnswers = () =>
  (inlined ??= parseInitialAnswers(
    typeof document === 'undefined' ? null : document.getElementById('initial-data')?.textContent,
  ));

/** Whether the page still carries answers not yet read (its first reads need no network). */
export function hasInitialAnswers(): boolean {
  return inlinedAnswers().size > 0;
}

/** The inlined answer (JSON text) of a GET read, once; null when the page carried none. */
export function takeInitialAnswer(query: string): string | null {
  const answer = inlinedAnswers().get(query);
  if (answer === undefined) return null;
  inlinedAnswers().delete(query);
  return answer;
}
