import type { ReactNode } from 'react';

/**
 * A cell of a console table that turns into a card on a phone (console-bookings.css): it carries its
 * column's name for the card, and its content in one box so the card's grid keeps text beside the name.
 */
export function LabelledCell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td data-label={label}>
      <div className="booking-table__cell">{children}</div>
    </td>
  );
}

/** The header row of such a table: each column's name, in order, the same names its cells carry. */
export function LabelledHead({ columns, label }: { columns: readonly string[]; label: (column: string) => string }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col">
            {label(column)}
          </th>
        ))}
      </tr>
    </thead>
  );
}
