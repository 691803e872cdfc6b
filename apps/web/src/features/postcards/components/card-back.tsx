import { useLayoutEffect, useRef, type CSSProperties } from 'react';
import {
  postcardAspect,
  postcardFontFamily,
  postcardLayout,
  type FaceBox,
  type PostcardFont,
  type PostcardSize,
} from '@portal/domain/postcard';
import { faceBoxStyle } from './card-front.tsx';
import { addressLineOfFaceWidth, fittingShrink, fontSizeOfFaceWidth, hasText, paragraphsOf } from './card-back-fit.ts';
import '../styles/fonts.css';

type CardBackProps = {
  message: string;
  address: string;
  font: PostcardFont | null;
  size: PostcardSize;
  /** names the whole face; the texts are the buyer's own, read from the form */
  alt: string;
  className?: string;
};

const back = postcardLayout.back;

/** The custom property the fitting sets on a text; the stylesheet multiplies the font size by it. */
const shrinkProperty = '--card-shrink';

/** Half a pixel of slack: browsers round line boxes, and a text that fits must not shrink for it. */
const roundingSlack = 0.5;

/**
 * Sets the text smaller, step by step, while it is taller than its box: the server's shrink-to-fit
 * (render/card-text.ts), measured in the browser. Runs again when the text, its face or the card's width
 * change, and when a web font arrives (the fallback face it was measured in has other widths).
 */
function useShrinkToFit(text: string, fontFamily: string, fontSize: number) {
  const boxRef = useRef<HTMLDivElement>(null);
  const textRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const box = boxRef.current;
    const inner = textRef.current;
    if (!box || !inner) return;
    const fit = () => {
      fittingShrink((shrink) => {
        inner.style.setProperty(shrinkProperty, String(shrink));
        return inner.scrollHeight <= box.clientHeight + roundingSlack;
      });
    };
    fit();
    const resizes = new ResizeObserver(fit);
    resizes.observe(box);
    document.fonts.addEventListener('loadingdone', fit);
    return () => {
      resizes.disconnect();
      document.fonts.removeEventListener('loadingdone', fit);
    };
  }, [text, fontFamily, fontSize]);

  return { boxRef, textRef };
}

type CardTextProps = {
  text: string;
  box: FaceBox;
  /** font size and line height as fractions of the face's width; both shrink with a text that overflows */
  fontSize: number;
  lineHeight: number;
  fontFamily: string;
  className: string;
};

/** A text in its box of the face: one paragraph per typed line, each set from its own side (dir="auto"). */
function CardText({ text, box, fontSize, lineHeight, fontFamily, className }: CardTextProps) {
  const { boxRef, textRef } = useShrinkToFit(text, fontFamily, fontSize);
  const style = { '--card-font-size': fontSize, '--card-line-height': lineHeight, fontFamily } as CSSProperties;
  return (
    <div ref={boxRef} className={`card-back__box ${className}`} style={faceBoxStyle(box)}>
      <div ref={textRef} className="card-back__text" style={style}>
        {hasText(text) &&
          paragraphsOf(text).map((paragraph, index) => (
            // the typed lines have no identity of their own: the n-th line is the n-th paragraph
            <p key={index} dir="auto">
              {paragraph || '\u00a0'}
            </p>
          ))}
      </div>
    </div>
  );
}

/** The address box's ruled lines, evenly spaced down the box (the last one is its foot), as boxes of no height. */
const addressRules: FaceBox[] = Array.from({ length: back.addressRules }, (_, index) => ({
  left: back.address.left,
  top: back.address.top + (back.address.height * (index + 1)) / back.addressRules,
  width: back.address.width,
  height: 0,
}));

/** The brand line's box: centred on the divider, a little below its foot, to the face's foot. */
const brandTop = back.divider.top + back.divider.height + back.brand.gap;
const brandStyle = {
  ...faceBoxStyle({
    left: back.divider.left - back.brand.width / 2,
    top: brandTop,
    width: back.brand.width,
    height: 1 - brandTop,
  }),
  '--card-font-size': back.brand.fontSize / postcardAspect,
  fontFamily: postcardFontFamily(null),
} as CSSProperties;

/**
 * The back of a card as the server prints it (packages/domain/src/postcard.ts postcardLayout.back): message
 * on the left, a divider with the portal's name under it, the stamp box and the address written on its rules
 * on the right, in the chosen face and size.
 * Sizes are fractions of the face in CSS container units, so the preview scales like the print; positions
 * are physical, as on the printed card, which is the same in both languages.
 */
export function CardBack({ message, address, font, size, alt, className }: CardBackProps) {
  const fontFamily = postcardFontFamily(font);
  const messageSize = fontSizeOfFaceWidth(postcardLayout.messageFontSize, size);
  const faceStyle = {
    aspectRatio: String(postcardAspect),
    '--card-paper': back.background,
    '--card-ink': back.ink,
    '--card-rule': back.rule,
  } as CSSProperties;
  return (
    <div className={className ? `card-back ${className}` : 'card-back'} role="img" aria-label={alt}>
      <div className="card-back__face" dir="ltr" style={faceStyle}>
        <CardText
          text={message}
          box={back.message}
          fontSize={messageSize}
          lineHeight={messageSize * postcardLayout.messageLineHeight}
          fontFamily={fontFamily}
          className="card-back__message"
        />
        <span className="card-back__divider" style={faceBoxStyle(back.divider)} />
        <span className="card-back__stamp" style={faceBoxStyle(back.stamp)}>
          <span className="card-back__star" />
        </span>
        {addressRules.map((rule) => (
          <span key={rule.top} className="card-back__rule" style={faceBoxStyle(rule)} />
        ))}
        <CardText
          text={address}
          box={back.address}
          fontSize={fontSizeOfFaceWidth(postcardLayout.addressFontSize, size)}
          lineHeight={addressLineOfFaceWidth()}
          fontFamily={fontFamily}
          className="card-back__address"
        />
        {/* part of the card's picture in the print's pale ink, like the stamp box: drawn by CSS, not page text */}
        <span className="card-back__brand" style={brandStyle} data-text={back.brand.text} />
      </div>
    </div>
  );
}
