import { Link } from './link.tsx';

type NotFoundStateProps = { title: string; text: string; linkTo: string; linkText: string };

/** What a page says when the server does not know its slug (404), with a way on. */
export function NotFoundState({ title, text, linkTo, linkText }: NotFoundStateProps) {
  return (
    <div className="page page--centered container">
      <h1 className="page__title">{title}</h1>
      <p className="page__intro">{text}</p>
      <Link className="button" to={linkTo}>
        {linkText}
      </Link>
    </div>
  );
}
