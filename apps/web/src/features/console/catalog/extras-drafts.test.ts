import type { ConsoleSubPackage } from '@portal/contract/console-package-extras';
import { describe, expect, it } from 'vitest';
import {
  addOnInput,
  addOnProblems,
  draftOfAddOn,
  draftOfOptionList,
  emptyOption,
  moveOption,
  optionIds,
  optionListDraftProblems,
  optionListInput,
  type OptionListDraft,
} from './extras-drafts.ts';

const familyBox: ConsoleSubPackage = {
  id: 7,
  package_id: 3,
  package_name: 'Family box',
  arabic_name: 'صندوق العائلة',
  adult_price: 40,
  child_price: 12.5,
  adult_person: 2,
  child_person: null,
  enable: 1,
  bookings: 0,
};

describe('add-on drafts', () => {
  it('shows a row’s amounts as the price field types them and its empty fields as empty', () => {
    expect(draftOfAddOn('sub_package', familyBox)).toEqual({
      values: {
        package_name: 'Family box',
        arabic_name: 'صندوق العائلة',
        adult_price: '40',
        child_price: '12.50',
        adult_person: '2',
        child_person: '',
      },
      enable: true,
    });
  });

  it('starts a new meal enabled and empty, and names what is missing', () => {
    const draft = draftOfAddOn('meal', null);
    expect(draft.enable).toBe(true);
    expect(addOnProblems('meal', draft)).toEqual({ meal_name: 'required', arabic_name: 'required', price: 'price_required' });
  });

  it('names badly typed amounts and persons, and the booking rules’ problems of an enabled row', () => {
    const draft = draftOfAddOn('sub_package', familyBox);
    const typed = (values: Record<string, string>) => ({ ...draft, values: { ...draft.values, ...values } });
    expect(addOnProblems('sub_package', typed({ adult_price: '12.345', child_price: '200000', adult_person: 'two' }))).toEqual({
      adult_price: 'price_format',
      child_price: 'price_range',
      adult_person: 'persons_format',
    });
    expect(addOnProblems('sub_package', typed({ package_name: 'VI', adult_price: '0' }))).toEqual({
      package_name: 'name_too_short',
      adult_price: 'price_required',
    });
    expect(addOnProblems('sub_package', { ...typed({ package_name: 'VI', adult_price: '' }), enable: false })).toEqual({});
  });

  it('asks a transport for its one-way price but not its two-way one', () => {
    const draft = draftOfAddOn('transport', null);
    const values = { name: 'Hotel pickup', arabic_name: 'التوصيل من الفندق', one_way: '', two_way: '' };
    expect(addOnProblems('transport', { ...draft, values })).toEqual({ one_way: 'price_required' });
    expect(addOnProblems('transport', { ...draft, values: { ...values, one_way: '25' } })).toEqual({});
  });

  it('sends Arabic-Indic digits as Latin ones, empty amounts as empty, and the id only of a row being changed', () => {
    const draft = draftOfAddOn('sub_package', familyBox);
    const values = { ...draft.values, adult_price: '٤٠٫٥', child_price: '', adult_person: '٣' };
    expect(addOnInput('sub_package', { ...draft, values }, 3, 7)).toEqual({
      id: 7,
      package_id: 3,
      enable: 1,
      package_name: 'Family box',
      arabic_name: 'صندوق العائلة',
      adult_price: '40.5',
      child_price: '',
      adult_person: '3',
      child_person: '',
    });
    expect(addOnInput('sub_package', draft, 3, null)).not.toHaveProperty('id');
  });
});

describe('option list drafts', () => {
  const list: OptionListDraft = {
    enable: true,
    child_price_only: false,
    options: [
      { ...emptyOption(), id: 'all-days', label: 'All Days', arabic_label: 'كل الأيام', price: '290', exclusive: true },
      { ...emptyOption(), label: 'Opening night', arabic_label: 'ليلة الافتتاح', price: '75.25', date: '2026-12-18' },
    ],
    notes: '',
    arabic_notes: '',
  };

  it('makes the ids the server will make for options left without one', () => {
    expect(optionIds(list.options)).toEqual(['all-days', 'opening-night']);
  });

  it('finds nothing wrong with a good list, and nothing at all when the list is off', () => {
    expect(optionListDraftProblems(list)).toEqual({});
    expect(optionListDraftProblems({ ...list, enable: false, options: [] })).toEqual({});
  });

  it('names an empty list, a repeated id, a badly typed price and a missing label by position', () => {
    expect(optionListDraftProblems({ ...list, options: [] })).toEqual({ options: 'option_required' });
    const [first, second] = list.options;
    expect(
      optionListDraftProblems({ ...list, options: [first!, { ...second!, id: 'all-days', price: 'free', arabic_label: '' }] }),
    ).toEqual({
      'options.1.id': 'option_id_taken',
      'options.1.price': 'price_format',
      'options.1.arabic_label': 'label_required',
    });
  });

  it('sends the options as JSON, and only the switch when the list is off', () => {
    const input = optionListInput(list, 4);
    expect(input).toMatchObject({ package_id: 4, enable: 1, child_price_only: 0, notes: '', arabic_notes: '' });
    expect(JSON.parse(String(input.options))).toEqual([
      { id: 'all-days', label: 'All Days', arabic_label: 'كل الأيام', price: 290, exclusive: 1, date: '' },
      { id: '', label: 'Opening night', arabic_label: 'ليلة الافتتاح', price: 75.25, exclusive: 0, date: '2026-12-18' },
    ]);
    expect(optionListInput({ ...list, enable: false }, 4)).toEqual({ package_id: 4, enable: 0 });
  });

  it('reads a saved list back with its amounts as typed, and an absent list as off', () => {
    const draft = draftOfOptionList({
      child_price_only: 1,
      options: [{ id: 'day', label: 'Day pass', arabic_label: 'تذكرة يوم', price: 30, exclusive: 1, date: '2026-12-18' }],
      notes: 'Bring ID',
      arabic_notes: 'أحضر الهوية',
    });
    expect(draft).toMatchObject({ enable: true, child_price_only: true, notes: 'Bring ID' });
    expect(draft.options[0]).toMatchObject({ id: 'day', price: '30', exclusive: true, date: '2026-12-18' });
    expect(draftOfOptionList(null)).toMatchObject({ enable: false, options: [] });
  });

  it("names an option's date that is not a day of the calendar", () => {
    const [first, second] = list.options;
    expect(optionListDraftProblems({ ...list, options: [first!, { ...second!, date: '2026-02-30' }] })).toEqual({
      'options.1.date': 'date_format',
    });
  });

  it('moves an option up or down, and not past either end', () => {
    expect(moveOption(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveOption(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveOption(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
