// The shop's service area: the public pincode answer (no rules serve everywhere; the most specific rule
// decides; the state from the postal circles), the owner's rules API with its refusals, and the rules as
// a spreadsheet (export with a BOM and formulas neutralised, a dry run that writes nothing, an import of
// every row or none). Every refused input leaves the rules exactly as they were.
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { indiaToday } from '../../shared/leads.ts';
import { ADMIN_ENV, expectLoginRequired, login, multipart } from '../helpers/admin.ts';
import { dialect, testContextForFile } from '../helpers/test-db.ts';

let cookie: string;
const t = testContextForFile({ demo: 2, env: ADMIN_ENV });
beforeAll(async () => {
  cookie = await login(t);
});

const BOM = '\uFEFF';
const NOT_SERVED_TAIL = 'yet. Message us on WhatsApp at +91 99999 99999 or call +91 99999 99999: we may still be able to help.';

const rules = () => t.services.db.selectFrom('service_area_rules').selectAll().orderBy('id').execute();
const clearRules = () => t.services.db.deleteFrom('service_area_rules').execute();

async function ask(pincode: string) {
  const before = new Date();
  const res = await t.app.inject({ url: `/api/booking/pincode/${pincode}` });
  const after = new Date();
  return { res, before, after };
}

/** The calendar's first free date for a pincode at `now`. */
async function firstFree(pincode: string, now: Date): Promise<string | null> {
  const [first] = await t.services.calendar.nextFree(indiaToday(now), pincode, now, 1);
  return first?.date ?? null;
}

/** The public answer, with its earliest date checked against the calendar around the call. */
async function answer(pincode: string) {
  const { res, before, after } = await ask(pincode);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  const body = res.json();
  expect([await firstFree(pincode, before), await firstFree(pincode, after)]).toContain(body.earliestDate);
  const { earliestDate: _date, ...rest } = body;
  return rest;
}

async function addRule(payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/admin/service-area/rules', headers: { cookie }, payload: payload as object });
}

async function added(payload: Record<string, unknown>): Promise<number> {
  const res = await addRule(payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().rule.id;
}

describe(`the public pincode answer (${dialect})`, () => {
  it('serves every pincode while the shop has no rules, with the state from the postal circle', async () => {
    await clearRules();
    expect(await answer('560038')).toEqual({
      pincode: '560038',
      served: true,
      state: 'Karnataka',
      area: null,
      deliveryCharge: 0,
      message: 'Delivers to 560038, Karnataka. Delivery is included.',
    });
    expect(await answer('110001')).toMatchObject({ served: true, state: 'Delhi' });
    expect(await answer('403001')).toMatchObject({ served: true, state: 'Goa' });
    expect(await answer('900001')).toEqual({
      pincode: '900001',
      served: true,
      state: null,
      area: null,
      deliveryCharge: 0,
      message: 'Delivers to 900001. Delivery is included.',
    });
  });

  it('keeps serving everywhere else while every rule only says "not served"', async () => {
    await clearRules();
    await added({ pattern: '110001', served: false, area: 'Connaught Place' });
    expect(await answer('110001')).toEqual({
      pincode: '110001',
      served: false,
      state: 'Delhi',
      area: 'Connaught Place',
      deliveryCharge: 0,
      message: `Sorry, we do not deliver to 110001, Connaught Place, Delhi ${NOT_SERVED_TAIL}`,
    });
    expect(await answer('110002')).toMatchObject({ served: true, area: null });
  });

  it('lets the most specific rule decide, and serves no pincode outside the served rules', async () => {
    await clearRules();
    await added({ pattern: '560', area: 'Bengaluru' });
    await added({ pattern: '5600', area: 'Bengaluru Central', deliveryCharge: 0 });
    await added({ pattern: '560060-560099', area: 'Bengaluru East', deliveryCharge: 300, extraLeadDays: 2 });
    await added({ pattern: '560070-560075', area: 'Bengaluru South', deliveryCharge: 150, extraLeadDays: 1 });
    await added({ pattern: '560077', served: false, area: 'Kothanur' });

    // The longest prefix.
    expect(await answer('560038')).toEqual({
      pincode: '560038',
      served: true,
      state: 'Karnataka',
      area: 'Bengaluru Central',
      deliveryCharge: 0,
      message: 'Delivers to 560038, Bengaluru Central, Karnataka. Delivery is included.',
    });
    expect(await answer('560150')).toMatchObject({ served: true, area: 'Bengaluru' });
    // A range beats a prefix; the narrowest range wins; its lead days move the earliest date.
    expect(await answer('560066')).toEqual({
      pincode: '560066',
      served: true,
      state: 'Karnataka',
      area: 'Bengaluru East',
      deliveryCharge: 300,
      message: 'Delivers to 560066, Bengaluru East, Karnataka. Delivery charge: ₹300.',
    });
    expect(await answer('560072')).toMatchObject({ area: 'Bengaluru South', deliveryCharge: 150 });
    // A pincode beats them all.
    expect(await answer('560077')).toEqual({
      pincode: '560077',
      served: false,
      state: 'Karnataka',
      area: 'Kothanur',
      deliveryCharge: 0,
      message: `Sorry, we do not deliver to 560077, Kothanur, Karnataka ${NOT_SERVED_TAIL}`,
    });
    // Outside every rule, while some rule serves: not served.
    expect(await answer('400001')).toEqual({
      pincode: '400001',
      served: false,
      state: 'Maharashtra',
      area: null,
      deliveryCharge: 0,
      message: `Sorry, we do not deliver to 400001, Maharashtra ${NOT_SERVED_TAIL}`,
    });
  });

  it('gives the calendar the lead days through lookup()', async () => {
    expect(await t.services.serviceArea.lookup('560066')).toEqual({
      pincode: '560066',
      served: true,
      state: 'Karnataka',
      area: 'Bengaluru East',
      deliveryCharge: 300,
      extraLeadDays: 2,
      message: 'Delivers to 560066, Bengaluru East, Karnataka. Delivery charge: ₹300.',
    });
  });

  it("takes the earliest date from the calendar, which counts the area's extra days", async () => {
    // 12:00 India time on Tue 1 Dec 2026: with 24 hours' notice the first slot is Wed's 12:00 one;
    // 560066's two extra days push it to Fri 4 Dec, and its availability opens no earlier.
    const noon = new Date('2026-12-01T06:30:00Z');
    expect((await t.services.serviceArea.answer('110001', noon)).earliestDate).toBe('2026-12-02');
    expect((await t.services.serviceArea.answer('560066', noon)).earliestDate).toBe('2026-12-04');
    const week = await t.services.calendar.availability('2026-12-01', '2026-12-07', '560066', noon);
    expect(week.days.filter((d) => d.slots.some((sl) => sl.left > 0)).map((d) => d.date)[0]).toBe('2026-12-04');
    // With every date of the horizon closed there is no earliest date.
    await t.services.calendar.updateSettings({ horizonDays: 2 }, noon);
    for (const date of ['2026-12-01', '2026-12-02', '2026-12-03']) await t.services.calendar.putClosedDate(date, null);
    try {
      expect((await t.services.serviceArea.answer('110001', noon)).earliestDate).toBeNull();
    } finally {
      for (const date of ['2026-12-01', '2026-12-02', '2026-12-03']) await t.services.calendar.deleteClosedDate(date);
      await t.services.calendar.updateSettings({ horizonDays: 180 }, noon);
    }
  });

  it('refuses a malformed pincode with 400 and the field', async () => {
    for (const bad of [
      '56003',
      '5600381',
      '060038',
      'abcdef',
      '56003a',
      '%20560038',
      '560038.0',
      '-56003',
      '%EF%BC%95%EF%BC%96%EF%BC%90%EF%BC%90%EF%BC%93%EF%BC%98',
    ]) {
      const { res } = await ask(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json(), bad).toEqual({ status: 400, message: 'pincode must be 6 digits, not starting with 0' });
    }
  });
});

describe(`the owner's rules (${dialect})`, () => {
  it('refuses every call without a session', async () => {
    await expectLoginRequired(t, [
      ['GET', '/api/admin/service-area/rules'],
      ['POST', '/api/admin/service-area/rules', { pattern: '560038' }],
      ['PUT', '/api/admin/service-area/rules/1', { pattern: '560038' }],
      ['DELETE', '/api/admin/service-area/rules/1'],
      ['GET', '/api/admin/service-area/test?pincode=560038'],
      ['GET', '/api/admin/service-area/rules/export.csv'],
    ]);
  });

  it('lists, adds, edits and deletes rules', async () => {
    await clearRules();
    const res = await addRule({
      pattern: ' 560001 - 560099 ',
      kind: 'range',
      served: true,
      deliveryCharge: 250,
      extraLeadDays: 3,
      area: '  Bengaluru   North ',
    });
    expect(res.statusCode).toBe(201);
    const rule = res.json().rule;
    expect(res.json()).toEqual({
      status: 201,
      message: 'Rule for 560001–560099 saved',
      rule: {
        id: expect.any(Number),
        kind: 'range',
        pattern: '560001-560099',
        served: true,
        deliveryCharge: 250,
        extraLeadDays: 3,
        area: 'Bengaluru North',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/service-area/rules/${rule.id}`,
      headers: { cookie },
      payload: { pattern: '5600', served: false },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({
      status: 200,
      message: 'Rule for 5600… saved',
      rule: { id: rule.id, kind: 'prefix', pattern: '5600', served: false, deliveryCharge: 0, extraLeadDays: 0, area: '' },
    });
    const list = await t.app.inject({ url: '/api/admin/service-area/rules', headers: { cookie } });
    expect(list.json()).toEqual([edit.json().rule]);

    const tested = await t.app.inject({ url: '/api/admin/service-area/test?pincode=560038', headers: { cookie } });
    expect(tested.statusCode).toBe(200);
    expect(tested.json()).toMatchObject({ pincode: '560038', served: false, extraLeadDays: 0, rule: { id: rule.id, pattern: '5600' } });
    const outside = await t.app.inject({ url: '/api/admin/service-area/test?pincode=110001', headers: { cookie } });
    expect(outside.json()).toMatchObject({ served: true, state: 'Delhi', rule: null });

    const gone = await t.app.inject({ method: 'DELETE', url: `/api/admin/service-area/rules/${rule.id}`, headers: { cookie } });
    expect(gone.json()).toEqual({ status: 200, message: 'Rule for 5600… deleted' });
    expect(await rules()).toEqual([]);
  });

  it('refuses bad rules with a plain 4xx and changes nothing', async () => {
    await clearRules();
    const id = await added({ pattern: '560038', area: 'Indiranagar' });
    await added({ pattern: '5601' });
    const before = await rules();
    const bad: [unknown, number, string][] = [
      [{}, 400, 'pattern is required'],
      [{ pattern: 560038 }, 400, 'pattern must be text'],
      [{ pattern: '' }, 400, 'Pattern is required: a pincode (560038), a range (560001-560099) or a prefix of 1 to 5 digits (5600)'],
      [{ pattern: '060038' }, 400, 'Pattern "060038" starts with 0: no pincode does'],
      [{ pattern: '5600381' }, 400, 'Pattern "5600381" has 7 digits: a pincode has 6'],
      [{ pattern: '560099-560001' }, 400, 'Range "560099-560001" must go from the lower pincode to the higher'],
      [{ pattern: '56001-560099' }, 400, 'Range "56001-560099" must be two pincodes of 6 digits, not starting with 0, joined by -'],
      [{ pattern: '56*' }, 400, 'Pattern "56*" is not a pincode (560038), a range (560001-560099) or a prefix of 1 to 5 digits (5600)'],
      [{ pattern: '5600', kind: 'pincode' }, 400, 'Pattern "5600" is a prefix, not a pincode'],
      [{ pattern: '5600', kind: 'zone' }, 400, 'kind must be pincode, range or prefix'],
      [{ pattern: '5600', served: 'yes' }, 400, 'served must be true or false'],
      [{ pattern: '5600', deliveryCharge: -1 }, 400, 'deliveryCharge must be 0 or more'],
      [{ pattern: '5600', deliveryCharge: 1.5 }, 400, 'deliveryCharge must be a whole number'],
      [{ pattern: '5600', deliveryCharge: '300' }, 400, 'deliveryCharge must be a whole number'],
      [{ pattern: '5600', deliveryCharge: 100_001 }, 400, 'deliveryCharge must be at most 1,00,000'],
      [{ pattern: '5600', extraLeadDays: 31 }, 400, 'extraLeadDays must be at most 30'],
      [{ pattern: '5600', extraLeadDays: -1 }, 400, 'extraLeadDays must be 0 or more'],
      [{ pattern: '5600', area: 'x'.repeat(61) }, 400, 'area must be at most 60 characters'],
      [{ pattern: '5600', area: 7 }, 400, 'area must be text'],
      [{ pattern: '5600', colour: 'red' }, 400, 'body has an unknown field: colour'],
      [[{ pattern: '5600' }], 400, 'Request body must be a JSON object'],
      [{ pattern: '560038' }, 409, 'A rule for 560038 already exists: edit that one instead'],
      [{ pattern: ' 560038 ', served: false }, 409, 'A rule for 560038 already exists: edit that one instead'],
    ];
    for (const [payload, status, message] of bad) {
      const res = await addRule(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json(), JSON.stringify(payload)).toEqual({ status, message });
    }
    const put = async (url: string, payload: unknown) => t.app.inject({ method: 'PUT', url, headers: { cookie }, payload: payload as object });
    const refusals: [Awaited<ReturnType<typeof put>>, number, string][] = [
      [await put(`/api/admin/service-area/rules/${id}`, { pattern: '5601' }), 409, 'A rule for 5601 already exists: edit that one instead'],
      [await put('/api/admin/service-area/rules/999999', { pattern: '5602' }), 404, 'Rule 999999 not found'],
      [await put(`/api/admin/service-area/rules/${id}`, { pattern: '560038', extraLeadDays: 99 }), 400, 'extraLeadDays must be at most 30'],
      [await put('/api/admin/service-area/rules/abc', { pattern: '5602' }), 400, 'id must be a positive whole number'],
      [await t.app.inject({ method: 'DELETE', url: '/api/admin/service-area/rules/999999', headers: { cookie } }), 404, 'Rule 999999 not found'],
      [await t.app.inject({ url: '/api/admin/service-area/test?pincode=56003', headers: { cookie } }), 400, 'pincode must be 6 digits, not starting with 0'],
      [await t.app.inject({ url: '/api/admin/service-area/test', headers: { cookie } }), 400, 'pincode is required'],
    ];
    for (const [res, status, message] of refusals) {
      expect(res.statusCode, message).toBe(status);
      expect(res.json()).toEqual({ status, message });
    }
    expect(await rules()).toEqual(before);
  });
});

describe(`the rules as a spreadsheet (${dialect})`, () => {
  const HEADER = 'id,pattern,kind,served,delivery_charge,extra_lead_days,area';

  async function exportCsv(): Promise<string> {
    const res = await t.app.inject({ url: '/api/admin/service-area/rules/export.csv', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="gubbara-service-area-\d{4}-\d\d-\d\d\.csv"$/);
    return res.rawPayload.toString('utf8');
  }

  async function upload(body: string, dryRun = false) {
    const form = await multipart({}, [{ field: 'file', bytes: Buffer.from(body, 'utf8'), filename: 'rules.csv', type: 'text/csv' }]);
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/service-area/rules/import${dryRun ? '?dryRun=1' : ''}`,
      headers: { cookie, ...form.headers },
      payload: form.payload,
    });
  }

  it('exports every rule with a BOM, formula-like cells neutralised, and reads its own file back unchanged', async () => {
    await clearRules();
    const a = await added({ pattern: '560', area: '=HYPERLINK("http://evil.example")' });
    const b = await added({ pattern: '560060-560099', deliveryCharge: 300, extraLeadDays: 2, area: '-Whitefield' });
    const c = await added({ pattern: '560077', served: false, area: 'Kothanur, east' });
    const csv = await exportCsv();
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv).toBe(
      `${BOM}${HEADER}\r\n${a},560,prefix,yes,0,0,"'=HYPERLINK(""http://evil.example"")"\r\n${b},560060-560099,range,yes,300,2,'-Whitefield\r\n${c},560077,pincode,no,0,0,"Kothanur, east"\r\n`,
    );
    const before = await rules();
    const check = await upload(csv, true);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ toCreate: 0, toUpdate: 0, unchanged: 3, errors: [], changes: [] });
    const run = await upload(csv);
    expect(run.json()).toEqual({
      status: 200,
      message: 'Imported: 0 new rules, 0 updated, 3 unchanged',
      toCreate: 0,
      toUpdate: 0,
      unchanged: 3,
      errors: [],
      changes: [],
    });
    expect(await rules()).toEqual(before);
    expect(before.map((r) => r.area)).toEqual(['=HYPERLINK("http://evil.example")', '-Whitefield', 'Kothanur, east']);
  });

  it('checks a changed file in a dry run that writes nothing, then imports it all', async () => {
    const rows = parse((await exportCsv()).slice(1), { columns: true }) as Record<string, string>[];
    const [a, b, c] = rows as [Record<string, string>, Record<string, string>, Record<string, string>];
    const file = [
      'id,pattern,served,delivery_charge,extra_lead_days,area',
      `${a.id},560,yes,0,0,Bengaluru`,
      `${b.id},560060-560089,yes,350,2,'-Whitefield`,
      `${c.id},560077,no,0,0,"Kothanur, east"`,
      ',400001,yes,500,3,Mumbai Fort',
      ',5601,,,,',
    ].join('\r\n');
    const before = await rules();
    const check = await upload(file, true);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({
      toCreate: 2,
      toUpdate: 2,
      unchanged: 1,
      errors: [],
      changes: [
        { row: 2, action: 'update', id: Number(a.id), pattern: '560', fields: ['area'] },
        { row: 3, action: 'update', id: Number(b.id), pattern: '560060-560089', fields: ['pattern', 'delivery_charge'] },
        { row: 5, action: 'create', id: null, pattern: '400001', fields: [] },
        { row: 6, action: 'create', id: null, pattern: '5601', fields: [] },
      ],
    });
    expect(await rules()).toEqual(before);
    const run = await upload(file);
    expect(run.statusCode).toBe(200);
    const report = run.json();
    expect(report.message).toBe('Imported: 2 new rules, 2 updated, 1 unchanged');
    expect(report.changes.map((ch: { id: number | null }) => typeof ch.id)).toEqual(['number', 'number', 'number', 'number']);
    const after = await rules();
    expect(after.map((r) => [r.pattern, r.kind, r.served, r.delivery_charge, r.extra_lead_days, r.area])).toEqual([
      ['560', 'prefix', 1, 0, 0, 'Bengaluru'],
      ['560060-560089', 'range', 1, 350, 2, '-Whitefield'],
      ['560077', 'pincode', 0, 0, 0, 'Kothanur, east'],
      ['400001', 'pincode', 1, 500, 3, 'Mumbai Fort'],
      ['5601', 'prefix', 1, 0, 0, ''],
    ]);
    expect(await answer('400001')).toMatchObject({ served: true, area: 'Mumbai Fort', deliveryCharge: 500 });
  });

  it('swaps two patterns in one import', async () => {
    const all = await rules();
    const x = all.find((r) => r.pattern === '400001')!;
    const y = all.find((r) => r.pattern === '5601')!;
    const res = await upload(`id,pattern\r\n${x.id},5601\r\n${y.id},400001\r\n`);
    expect(res.statusCode, res.body).toBe(200);
    const now = await rules();
    expect(now.find((r) => r.id === x.id)).toMatchObject({ pattern: '5601', kind: 'prefix', area: 'Mumbai Fort' });
    expect(now.find((r) => r.id === y.id)).toMatchObject({ pattern: '400001', kind: 'pincode', area: '' });
  });

  it('refuses a file with any bad row, reporting each, and writes nothing', async () => {
    const before = await rules();
    const first = before[0]!;
    const file = [
      'id,pattern,kind,served,delivery_charge,extra_lead_days,area',
      ',110001,,yes,0,0,Delhi',
      ',560099-560001,,yes,0,0,Backwards',
      ',110002,,maybe,0,0,',
      ',110003,,yes,-5,0,',
      ',110004,,yes,0,45,',
      ',110005,,yes,0,0,=1+1',
      ',110001,,yes,0,0,Twice',
      `${first.id},110006,,yes,0,0,`,
      `${first.id},110007,,yes,0,0,`,
      '999999,110008,,yes,0,0,',
      ',110009,prefix,yes,0,0,',
      ',110010,,yes,0,0,too,many',
      `,${before[1]!.pattern},,yes,0,0,`,
    ].join('\r\n');
    const expected = {
      toCreate: 1,
      toUpdate: 1,
      unchanged: 0,
      errors: [
        { row: 3, field: 'pattern', message: 'Range "560099-560001" must go from the lower pincode to the higher' },
        { row: 4, field: 'served', message: 'must be true or false' },
        { row: 5, field: 'delivery_charge', message: 'must be a whole number' },
        { row: 6, field: 'extra_lead_days', message: 'must be at most 30' },
        { row: 7, field: 'area', message: 'starts with "=", a spreadsheet formula: write \'= at its start to keep it as text' },
        { row: 8, field: 'pattern', message: '110001 is also on row 2: a pattern can have one rule only' },
        { row: 10, field: 'id', message: `${first.id} is also on row 9: a rule can be on one row only` },
        { row: 11, field: 'id', message: 'no rule has id 999999: leave id empty to add a new rule' },
        { row: 12, field: 'kind', message: 'Pattern "110009" is a pincode, not a prefix' },
        { row: 13, field: null, message: 'has 8 cells where the header has 7 (a comma in a cell without quotes around it?)' },
        {
          row: 14,
          field: 'pattern',
          message: `${before[1]!.pattern} is also rule ${before[1]!.id}, which the file does not change: a pattern can have one rule only`,
        },
      ],
      changes: [
        { row: 2, action: 'create', id: null, pattern: '110001', fields: [] },
        { row: 9, action: 'update', id: first.id, pattern: '110006', fields: ['pattern', 'area'] },
      ],
    };
    const check = await upload(file, true);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual(expected);
    const run = await upload(file);
    expect(run.statusCode).toBe(400);
    expect(run.json()).toEqual({ status: 400, message: 'Nothing was imported: 11 rows have problems', ...expected });
    expect(await rules()).toEqual(before);
  });

  it('refuses files that cannot be read as a sheet of rules, with 4xx, and writes nothing', async () => {
    const before = await rules();
    const cases: [string, number, string][] = [
      ['', 400, 'The file is empty: export the rules first and change that file'],
      ['id,pattern\r\n', 400, 'The file has a header row but no rules under it'],
      ['id,area\r\n,Delhi\r\n', 400, 'Missing column: pattern. The columns are: id, pattern, kind, served, delivery_charge, extra_lead_days, area'],
      ['pattern,colour\r\n110001,red\r\n', 400, 'Unknown column: "colour". The columns are: id, pattern, kind, served, delivery_charge, extra_lead_days, area'],
      [
        'pattern;area\r\n110001;Delhi\r\n',
        400,
        'The file is separated by semicolons, not commas: save it from the spreadsheet as "CSV UTF-8 (Comma delimited)"',
      ],
      [
        'pattern\r\n"110001\r\n',
        400,
        'The file is not valid CSV: row 2, column A (pattern) opens a double quote (") that is never closed. Write a " inside a cell as "" with quotes around the whole cell, or remove it; a spreadsheet saving the file does this for you',
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await upload(body);
      expect(res.statusCode, message).toBe(status);
      expect(res.json()).toEqual({ status, message });
    }
    const latin1 = await multipart({}, [{ field: 'file', bytes: Buffer.from('pattern,area\r\n110001,Caf\xe9\r\n', 'latin1'), filename: 'rules.csv' }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/service-area/rules/import',
      headers: { cookie, ...latin1.headers },
      payload: latin1.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'The file is not UTF-8 text: line 2 has bytes that are not (Latin-1 or Windows-1252?): save it from the spreadsheet as "CSV UTF-8 (Comma delimited)"',
    );
    const other = await multipart({}, [{ field: 'images', bytes: Buffer.from('x'), filename: 'a.zip' }]);
    const wrongField = await t.app.inject({
      method: 'POST',
      url: '/api/admin/service-area/rules/import',
      headers: { cookie, ...other.headers },
      payload: other.payload,
    });
    expect(wrongField.json()).toEqual({ status: 400, message: 'images is not an accepted file field (use file)' });
    const json = await t.app.inject({ method: 'POST', url: '/api/admin/service-area/rules/import', headers: { cookie }, payload: { pattern: '110001' } });
    expect(json.statusCode).toBe(415);
    expect(await rules()).toEqual(before);
  });
});
