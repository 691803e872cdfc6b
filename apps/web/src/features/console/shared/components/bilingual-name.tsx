import type { ReactNode } from 'react';
import { Link } from '../../../../components/link.tsx';
import { useLanguage } from '../../../../lib/i18n.ts';
import { namesInOrder } from '../bilingual-names.ts';

type BilingualNameProps = {
  /** the English and Arabic names of the record */
  en: string | null | undefined;
  ae: string | null | undefined;
  /** the element of the main name: a card's heading, or a span inside a line */
  as?: 'h2' | 'h3' | 'span';
  className?: string;
  /** the class of the other name's line after a heading */
  otherClassName?: string;
  /** the record's page: the main name links there */
  to?: string;
};

/**
 * A record's name in the operator's language, the other language's beside it in a muted line (each with its
 * `lang` and `dir`, so a screen reader pronounces it and it reads in its own direction). A card's heading holds
 * only the main name; the other sits after the heading.
 */
export function BilingualName({ en, ae, as: Heading = 'span', className, otherClassName, to }: BilingualNameProps): ReactNode {
  const language = useLanguage();
  const { main, other } = namesInOrder({ en, ae }, language);
  const name = (
    <span lang={main.lang} dir={main.dir}>
      {main.text}
    </span>
  );
  const otherName = other && (
    <span className="bilingual-name__other" lang={other.lang} dir={other.dir}>
      {other.text}
    </span>
  );
  if (Heading === 'span') {
    return (
      <span className={className ? `bilingual-name ${className}` : 'bilingual-name'}>
        {to ? <Link to={to}>{name}</Link> : name}
        {otherName && <> {otherName}</>}
      </span>
    );
  }
  return (
    <>
      <Heading className={className}>{to ? <Link to={to}>{name}</Link> : name}</Heading>
      {otherName && (
        <p className={otherClassName ? `bilingual-name__line ${otherClassName}` : 'bilingual-name__line'}>{otherName}</p>
      )}
    </>
  );
}
