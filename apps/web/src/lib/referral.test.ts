import { expect, test } from 'vitest';
import { referralFields, referralFromVisit } from './referral.ts';

const host = 'experiences.example.ae';

test('a ref query parameter becomes the ref cookie', () => {
  expect(referralFromVisit({ search: '?ref=partner42&x=1', referrer: '', host })).toEqual({ ref: 'partner42' });
});

test('an empty ref parameter sets nothing', () => {
  expect(referralFromVisit({ search: '?ref=%20', referrer: '', host })).toEqual({});
});

test('a referrer from another site becomes traffic_referral', () => {
  expect(referralFromVisit({ search: '', referrer: 'https://news.example.com/article', host })).toEqual({
    traffic_referral: 'https://news.example.com/article',
  });
});

test('a link inside this site is not a referral, with or without www', () => {
  expect(referralFromVisit({ search: '', referrer: `https://${host}/d/al-noor-island`, host })).toEqual({});
  expect(referralFromVisit({ search: '', referrer: `https://www.${host}/`, host })).toEqual({});
});

test('a referrer that is not a web address is ignored', () => {
  expect(referralFromVisit({ search: '', referrer: 'android-app://com.example', host })).toEqual({});
  expect(referralFromVisit({ search: '', referrer: 'not a url', host })).toEqual({});
});

test('both are kept within the 200 characters the server accepts', () => {
  const long = 'x'.repeat(300);
  const cookies = referralFromVisit({ search: `?ref=${long}`, referrer: `https://other.example/${long}`, host });
  expect(cookies.ref).toHaveLength(200);
  expect(cookies.traffic_referral).toHaveLength(200);
});

test('the stored cookies become the referral and traffic_referral fields', () => {
  expect(referralFields('jwt=t; ref=partner42; traffic_referral=https%3A%2F%2Fnews.example.com%2F')).toEqual({
    referral: 'partner42',
    traffic_referral: 'https://news.example.com/',
  });
});

test('without cookies nothing is sent', () => {
  expect(referralFields('jwt=t')).toEqual({});
  expect(referralFields('ref=; traffic_referral=')).toEqual({});
});
