import { QueryClient } from '@tanstack/react-query';
import { describe, expect, test } from 'vitest';
import { bookingsQueryKey } from './get-order-history.ts';
import { ticketCalendarQueryOptions } from './ticket-files.ts';

describe("the ticket's calendar event in the query cache", () => {
  const client = new QueryClient();
  const { queryKey } = ticketCalendarQueryOptions('BK123', 'ae');
  client.setQueryData(queryKey, { ics: null, google_calendar_url: null });
  const calendar = client.getQueryCache().find({ queryKey, exact: true });

  test('is cached under its key', () => {
    expect(calendar).toBeDefined();
  });

  test('reading the bookings again (as a cancellation does) leaves the event alone', () => {
    expect(client.getQueryCache().findAll({ queryKey: bookingsQueryKey })).not.toContain(calendar);
  });

  test("signing in or out drops it with the rest of the user's data", () => {
    expect(client.getQueryCache().findAll({ queryKey: ['accounts'] })).toContain(calendar);
  });
});
