// What the browser build gets for `import … from 'react'`: Preact's React layer (docs/decisions/041-preact.md),
// plus the one React 19 hook it lacks that React Router imports.
// @ts-expect-error -- its types are written as one `export =` object; the bundler reads the ES module's named exports
export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React's optimistic state, outside any transition: the value passed in. React Router asks for it only to
 * show a navigation's next state early when `useTransitions` is on, which this app never sets.
 */
export function useOptimistic<S>(passthrough: S): [S, (action: unknown) => void] {
  return [passthrough, () => undefined];
}
