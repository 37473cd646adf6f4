import { describe, expect, it } from 'vitest';
import { addressLocaleJson, buildAddressData, countryStatesJson, localisedAddressFields } from './address-data.ts';

const data = buildAddressData();
const fields = (country: string) => localisedAddressFields(data, country);

describe('countries', () => {
  it('lists every ISO 3166-1 country by English name, with WooCommerce spellings', () => {
    expect(Object.keys(data.countries).length).toBeGreaterThanOrEqual(249);
    expect(data.countries).toMatchObject({ GB: 'United Kingdom (UK)', US: 'United States (US)', IE: 'Ireland', DE: 'Germany', CI: 'Côte d’Ivoire' });
    const names = Object.values(data.countries);
    expect(names.indexOf('Ireland')).toBeLessThan(names.indexOf('Italy'));
    expect(names[0]).toBe('Afghanistan');
  });
});

describe('states (SPEC 3.6)', () => {
  it('gives the US its states, DC and the armed forces AA, AE and AP, but not the areas WooCommerce lists as countries', () => {
    const us = data.states.US!;
    expect(us).toMatchObject({ NY: 'New York', DC: 'District of Columbia', AA: 'Armed Forces (AA)', AE: 'Armed Forces (AE)', AP: 'Armed Forces (AP)' });
    expect(Object.keys(us)).toHaveLength(50 + 1 + 3);
    expect(us.PR).toBeUndefined();
    expect(Object.keys(us).slice(-3)).toEqual(['AA', 'AE', 'AP']);
  });

  it('lists the lowest subdivision level: Irish counties, Spanish provinces', () => {
    expect(Object.keys(data.states.IE!)).toHaveLength(26);
    expect(data.states.IE).toMatchObject({ D: 'Dublin', CO: 'Cork' });
    expect(data.states.IE!.L).toBeUndefined();
    expect(Object.keys(data.states.ES!)).toHaveLength(52);
  });

  it('spells numbered subdivisions with their country, keeping them in name order', () => {
    const jp = Object.entries(data.states.JP!);
    expect(jp).toHaveLength(47);
    expect(jp.every(([code]) => /^JP\d\d$/.test(code))).toBe(true);
    const names = jp.map(([, name]) => name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-GB')));
  });

  it('has lists for the countries SPEC 3.6 names', () => {
    for (const country of ['TH', 'TR', 'TZ', 'RS', 'UA', 'UG', 'UM', 'US', 'UY', 'VE', 'ZA', 'ZM']) {
      expect(Object.keys(data.states[country] ?? {}).length, country).toBeGreaterThan(0);
    }
  });

  it('has empty lists (state hidden) for SE, LK, RW, VN, YT and the like, and free text for GB', () => {
    for (const country of ['LK', 'RW', 'SE', 'VN', 'YT', 'FR', 'NL']) expect(data.states[country], country).toEqual({});
    expect(data.states.GB).toBeUndefined();
  });

  it('hides the state field in the locale wherever the list is empty', () => {
    for (const [country, list] of Object.entries(data.states)) {
      if (Object.keys(list).length === 0) expect(fields(country).state, country).toMatchObject({ hidden: true, required: false });
    }
  });

  it('prints an empty list as [] in the countries JSON, as PHP does', () => {
    const parsed = JSON.parse(countryStatesJson(data)) as Record<string, unknown>;
    expect(parsed.SE).toEqual([]);
    expect(parsed.US).toMatchObject({ AA: 'Armed Forces (AA)' });
  });
});

describe('locale (SPEC 3.5)', () => {
  it("uses the SPEC's default fields", () => {
    expect(fields('FJ')).toMatchObject({
      first_name: { label: 'First name', required: true, priority: 10 },
      company: { label: 'Company name', required: false, priority: 30 },
      country: { label: 'Country/Region', required: true, priority: 40 },
      address_1: { label: 'Street address', placeholder: 'House number and street name', required: true, priority: 50 },
      address_2: { label: 'Flat, suite, unit, etc.', placeholder: 'Apartment, suite, unit, etc. (optional)', required: false, priority: 60 },
      city: { label: 'Town / City', required: true, priority: 70 },
      state: { label: 'State / County', required: true, priority: 80 },
      postcode: { label: 'Postcode / ZIP', required: true, priority: 90 },
    });
  });

  it("GB, the shop's country: optional county, postcode label", () => {
    expect(fields('GB').state).toMatchObject({ label: 'County', required: false });
    expect(fields('GB').postcode.label).toBe('Postcode');
  });

  it('IE: a required Eircode; IN: PIN Code; US: ZIP Code', () => {
    expect(fields('IE').postcode).toMatchObject({ label: 'Eircode', required: true });
    expect(fields('IN').postcode.label).toBe('PIN Code');
    expect(fields('US').postcode.label).toBe('ZIP Code');
  });

  it('hides and frees the postcode in the listed countries', () => {
    for (const country of ['AE', 'AO', 'BO', 'BS', 'BW', 'BZ', 'CW', 'MZ', 'NG', 'SR', 'ST', 'UG', 'WS', 'ZW']) {
      expect(fields(country).postcode, country).toMatchObject({ hidden: true, required: false });
    }
  });

  it('hides and frees the state in the listed countries', () => {
    const listed = 'AF AT AX BA BE BH BI BW CY CZ DK EE ET FI FR GP GF IS IL IM KR KW LB MF MQ MT NL NO PL PR PT RE RW SG SK SI LI LK LU SE VN YT';
    for (const country of listed.split(' ')) expect(fields(country).state, country).toMatchObject({ hidden: true, required: false });
  });

  it('labels states per country', () => {
    expect([fields('CA').state.label, fields('CL').state.label, fields('CO').state.label, fields('JP').state.label, fields('NP').state.label]).toEqual([
      'Province',
      'Region',
      'Department',
      'Prefecture',
      'State / Zone',
    ]);
  });

  it('requires the state in IT, JM, KN, RO and UG; the city in CL, RS and UG; the postcode in RS; not the city in SG', () => {
    for (const country of ['IT', 'JM', 'KN', 'RO', 'UG']) expect(fields(country).state.required, country).toBe(true);
    for (const country of ['CL', 'RS', 'UG']) expect(fields(country).city.required, country).toBe(true);
    expect(fields('RS').postcode.required).toBe(true);
    expect(fields('SG').city.required).toBe(false);
  });

  it('moves the postcode before the city in much of Europe', () => {
    for (const country of ['AT', 'DE', 'FR', 'SE', 'NL', 'ES', 'IT', 'CH']) expect(fields(country).postcode.priority, country).toBe(65);
    expect(fields('GB').postcode.priority).toBe(90);
  });

  it('puts the last name first in HU and JP, and orders JP and IR addresses their way', () => {
    for (const country of ['HU', 'JP']) {
      expect(fields(country).last_name.priority).toBeLessThan(fields(country).first_name.priority!);
      expect(fields(country).last_name.class).toEqual(['form-row-first']);
    }
    const order = (country: string) =>
      Object.entries(fields(country))
        .filter(([key]) => ['address_1', 'address_2', 'city', 'state', 'postcode'].includes(key))
        .sort((a, b) => a[1].priority! - b[1].priority!)
        .map(([key]) => key);
    expect(order('JP')).toEqual(['postcode', 'state', 'city', 'address_1', 'address_2']);
    expect(order('IR')).toEqual(['state', 'city', 'address_1', 'address_2', 'postcode']);
  });

  it("prints locale and locale_fields as JSON text with WooCommerce's seven localised fields", () => {
    const printed = addressLocaleJson(data);
    expect(Object.keys(JSON.parse(printed.locale_fields) as object)).toEqual(['address_1', 'address_2', 'state', 'postcode', 'city', 'country', 'phone']);
    const locale = JSON.parse(printed.locale) as Record<string, unknown>;
    expect(locale).toHaveProperty('default');
    expect(locale).toHaveProperty('GB');
    expect(locale).toHaveProperty('IE.postcode.label', 'Eircode');
  });
});
