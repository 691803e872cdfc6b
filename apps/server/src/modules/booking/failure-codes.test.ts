import { bookingFailureMessages, type BookingFailureCode } from '@portal/domain/booking/index';
import { errorCatalogue, isErrorCode } from '@portal/contract/errors';
import { describe, expect, it } from 'vitest';

describe('booking failure codes', () => {
  it('every failure of the booking rules is a catalogue code with the same English words', () => {
    for (const code of Object.keys(bookingFailureMessages) as BookingFailureCode[]) {
      expect(isErrorCode(code), code).toBe(true);
      if (!isErrorCode(code)) continue;
      // the rules write {n}, the catalogue the translator's {{n}}
      expect(errorCatalogue[code].en.replace('{{n}}', '{n}'), code).toBe(bookingFailureMessages[code]);
    }
  });
});
