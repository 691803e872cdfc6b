import { expect, test } from 'vitest';
import { Translator } from './translator.ts';

function translator(): Translator {
  const translator = new Translator('en', 'en');
  translator.addTexts('en', {
    cart: {
      title: 'Your cart',
      greeting: 'Hello {{name}}, {{ name }}!',
      items_one: '{{count}} item',
      items_other: '{{count}} items',
      left_zero: 'Sold out',
      left_one: 'One left',
      left_other: '{{count}} left',
      only_english: 'Only in English',
    },
  });
  translator.addTexts('ar', {
    cart: {
      title: 'سلة التسوق',
      items_zero: 'لا عناصر',
      items_one: 'عنصر واحد',
      items_two: 'عنصران',
      items_few: '{{count}} عناصر',
      items_many: '{{count}} عنصراً',
      items_other: '{{count}} عنصر',
    },
  });
  return translator;
}

test('a nested key reads its text, with every {{value}} filled and an unknown one left as written', () => {
  const { t } = translator();
  expect(t('cart.title')).toBe('Your cart');
  expect(t('cart.greeting', { name: 'Mona' })).toBe('Hello Mona, Mona!');
  expect(t('cart.greeting')).toBe('Hello {{name}}, {{ name }}!');
});

test('English takes one and other, and a _zero text when the count is 0 and it has one', () => {
  const { t } = translator();
  expect([0, 1, 2].map((count) => t('cart.items', { count }))).toEqual(['0 items', '1 item', '2 items']);
  expect([0, 1, 7].map((count) => t('cart.left', { count }))).toEqual(['Sold out', 'One left', '7 left']);
});

test('Arabic takes its six plural forms', () => {
  const { t } = translator();
  const forms = [0, 1, 2, 3, 11, 100].map((count) => t('cart.items', { count, lng: 'ar' }));
  expect(forms).toEqual(['لا عناصر', 'عنصر واحد', 'عنصران', '3 عناصر', '11 عنصراً', '100 عنصر']);
});

test('a text missing in Arabic falls back to English, a key missing everywhere to its default or itself', () => {
  const { t } = translator();
  expect(t('cart.only_english', { lng: 'ar' })).toBe('Only in English');
  expect(t('cart.nothing', { defaultValue: 'Step {{n}}', n: 2 })).toBe('Step 2');
  expect(t('cart.nothing')).toBe('cart.nothing');
  // a group of texts is not a text
  expect(t('cart')).toBe('cart');
});

test('exists, getFixedT and getResource answer for the language asked', () => {
  const texts = translator();
  expect(texts.exists('cart.title')).toBe(true);
  expect(texts.exists('cart.nothing')).toBe(false);
  expect(texts.getFixedT('ar')('cart.title')).toBe('سلة التسوق');
  expect(texts.getResource('ar', 'cart.title')).toBe('سلة التسوق');
  expect(texts.getResource('ar', 'cart.only_english')).toBeUndefined();
});

test('a language switch and added texts notify subscribers; texts added later merge into the earlier ones', () => {
  const texts = translator();
  const switches: string[] = [];
  let changes = 0;
  texts.onLanguageChanged((tag) => switches.push(tag));
  const unsubscribe = texts.subscribe(() => changes++);
  const before = texts.version;

  texts.changeLanguage('ar');
  expect(texts.t('cart.title')).toBe('سلة التسوق');
  texts.changeLanguage('ar');
  texts.addTexts('ar', { cart: { checkout: 'الدفع' } });
  expect([texts.t('cart.checkout'), texts.t('cart.title')]).toEqual(['الدفع', 'سلة التسوق']);
  expect(switches).toEqual(['ar']);
  expect(changes).toBe(2);
  expect(texts.version).toBe(before + 2);

  unsubscribe();
  texts.changeLanguage('en');
  expect(changes).toBe(2);
  expect(switches).toEqual(['ar', 'en']);
});
