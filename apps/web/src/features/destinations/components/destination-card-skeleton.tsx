/** A placeholder of a card's shape while destinations load; hidden from assistive technology. */
export function DestinationCardSkeleton() {
  return (
    <div className="card destination-card skeleton" aria-hidden="true">
      <div className="card__image skeleton__block" />
      <div className="card__body">
        <div className="skeleton__line skeleton__line--title" />
        <div className="skeleton__line" />
        <div className="skeleton__line skeleton__line--short" />
      </div>
    </div>
  );
}
