import { expect, test } from 'vitest';
import { emptyAddress, missingField, newAddressOf } from './address-form.ts';

test('a new address starts at the UAE phone code, in Dhabi', () => {
  expect(emptyAddress.phone).toBe('+971');
  expect(emptyAddress.state).toBe('Dhabi');
});

test('name, phone and address are asked for in that order', () => {
  expect(missingField(emptyAddress)).toBe('name');
  expect(missingField({ ...emptyAddress, name: 'Mariam' })).toBe('phone');
  expect(missingField({ ...emptyAddress, name: 'Mariam', phone: '+971 50 123 4567' })).toBe('address');
  expect(missingField({ ...emptyAddress, name: 'Mariam', phone: '+971 50 123 4567', address: 'Villa 3' })).toBeNull();
});

test('blank text and the bare country code count as missing', () => {
  expect(missingField({ ...emptyAddress, name: '   ' })).toBe('name');
  expect(missingField({ ...emptyAddress, name: 'Mariam', phone: ' +971 ' })).toBe('phone');
});

test('the saved address is trimmed and always in the United Arab Emirates', () => {
  const address = newAddressOf({
    ...emptyAddress,
    name: ' Mariam ',
    phone: '0501234567',
    address: ' Villa 3 ',
    state: 'Sharjah',
  });
  expect(address).toEqual({
    name: 'Mariam',
    phone: '0501234567',
    address: 'Villa 3',
    city: '',
    state: 'Sharjah',
    country: 'United Arab Emirates',
    landmark: '',
  });
});
