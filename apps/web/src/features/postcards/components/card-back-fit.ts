import {
  postcardAspect,
  postcardLayout,
  postcardShrinkSteps,
  postcardSizeScale,
  type PostcardSize,
} from '@portal/domain/postcard';

/**
 * A card text's font size as a fraction of the face's WIDTH, for CSS container units (100cqw is the face's
 * width): the layout gives it as a fraction of the face's height, times the chosen size.
 */
export function fontSizeOfFaceWidth(fractionOfHeight: number, size: PostcardSize): number {
  return (fractionOfHeight * postcardSizeScale[size]) / postcardAspect;
}

/**
 * The address's line height as a fraction of the face's width: the address is written on its rules, one line
 * per rule (postcardLayout.back.addressRules), whatever the size.
 */
export function addressLineOfFaceWidth(): number {
  return postcardLayout.back.address.height / postcardLayout.back.addressRules / postcardAspect;
}

/**
 * The typed text as the server sets it (apps/server/src/modules/postcards/render/card-text.ts): one paragraph
 * per typed line, Windows line ends as single breaks, tabs as spaces. Each paragraph takes its own direction.
 */
export function paragraphsOf(text: string): string[] {
  return text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ').split('\n');
}

/** Whether there is anything to draw: the server draws no text that is only white space. */
export function hasText(text: string): boolean {
  return text.trim() !== '';
}

/**
 * The size to set a text at, as a fraction of its chosen size: the first of the server's shrink steps at
 * which it fits its box, else the smallest (the text is then cut at the box's foot, as on the card).
 */
export function fittingShrink(fits: (shrink: number) => boolean, steps: readonly number[] = postcardShrinkSteps()): number {
  for (const shrink of steps) if (fits(shrink)) return shrink;
  return steps[steps.length - 1] ?? 1;
}
