import { describe, expect, it } from 'vitest';
import { dataFromAnswer, formFieldOf, mapIntoData, mapPayload, mappingSources, payloadConversions, ruleContextPointers } from './payloads.ts';
import type { FormManifest, PayloadMapping } from './types.ts';

describe('mapPayload', () => {
  it('reads values, constants and nested objects, leaving out fields with no value', () => {
    const mapping: PayloadMapping = { a: { from: '/x/a' }, b: { value: 0 }, c: { fields: { d: { from: '/y', default: 'none' } } }, e: { from: '/missing' } };
    expect(mapPayload(mapping, { x: { a: 'one' } })).toEqual({ a: 'one', b: 0, c: { d: 'none' } });
    expect('e' in mapPayload(mapping, {})).toBe(false);
  });

  it("reads 'context:' sources from the form's context, in nested mappings too, and counts them as no data it depends on", () => {
    const mapping: PayloadMapping = { on: { from: 'context:/today' }, start: { from: '/start' }, inner: { fields: { on: { from: 'context:/today', default: 'none' } } } };
    expect(mapPayload(mapping, { start: '2027-01-10', today: 'not this' }, { today: '2026-11-25' })).toEqual({ on: '2026-11-25', start: '2027-01-10', inner: { on: '2026-11-25' } });
    expect(mapPayload(mapping, { start: '2027-01-10' })).toEqual({ start: '2027-01-10', inner: { on: 'none' } });
    expect(mappingSources(mapping)).toEqual(['/start']);
  });

  it('reads a value only while every test holds: a pointer that is true, or one equal to a primitive', () => {
    const mapping: PayloadMapping = { cost: { from: '/cost', when: ['/ticked', { pointer: '/option', equals: 'Later' }], default: 0 } };
    expect(mapPayload(mapping, { cost: 5, ticked: true, option: 'Later' })).toEqual({ cost: 5 });
    expect(mapPayload(mapping, { cost: 5, ticked: 'true', option: 'Later' })).toEqual({ cost: 0 });
    expect(mapPayload(mapping, { cost: 5, ticked: true, option: 'Now' })).toEqual({ cost: 0 });
  });

  it('converts a value as named, a value it cannot convert taking the default', () => {
    const rule = (as: (typeof payloadConversions)[number]) => ({ from: '/v', as, default: 'missing' });
    const convert = (as: (typeof payloadConversions)[number], v: unknown) => mapPayload({ out: rule(as) }, { v }).out;
    expect([...payloadConversions].sort()).toEqual(['boolean', 'cents', 'dollars', 'flag', 'isoDate', 'noSpaces', 'text']);
    expect([convert('cents', '1,234.565'), convert('cents', 12.3), convert('cents', 'abc'), convert('cents', ''), convert('cents', undefined)]).toEqual([123457, 1230, 0, 'missing', 'missing']);
    expect([convert('dollars', 86250), convert('dollars', '86250')]).toEqual([862.5, 'missing']);
    expect([convert('flag', true), convert('flag', 'true'), convert('flag', undefined)]).toEqual([true, false, false]);
    expect([convert('boolean', false), convert('boolean', 'false')]).toEqual([false, 'missing']);
    expect([convert('text', ' a '), convert('text', '   '), convert('text', 4)]).toEqual([' a ', 'missing', 'missing']);
    expect([convert('noSpaces', ' 51 824 '), convert('noSpaces', '  '), convert('noSpaces', 51)]).toEqual(['51824', 'missing', 'missing']);
    expect([convert('isoDate', '2025-02-28'), convert('isoDate', '2025-02-30'), convert('isoDate', 20250228)]).toEqual(['2025-02-28', 'missing', 'missing']);
  });

  it('takes the first case whose tests all hold, else the default', () => {
    const mapping: PayloadMapping = {
      kind: {
        firstOf: [
          { when: ['/a', '/b'], value: 'both' },
          { when: ['/a'], value: 'a' },
          { when: [{ pointer: '/mode', equals: 2 }], value: null },
        ],
        default: 'neither',
      },
    };
    expect([{ a: true, b: true }, { a: true }, { mode: 2 }, { b: true }].map((data) => mapPayload(mapping, data).kind)).toEqual(['both', 'a', null, 'neither']);
  });

  it('joins the values of rules by a separator, leaving out missing ones', () => {
    const mapping: PayloadMapping = {
      line: {
        join: [
          { join: [{ from: '/one', as: 'text' }, { from: '/two', as: 'text' }], separator: ' ' },
          { join: [{ from: '/town', as: 'text' }, { from: '/region', as: 'text', default: 'Home' }], separator: ' ' },
        ],
        separator: ', ',
        default: null,
      },
      none: { join: [{ from: '/nothing' }], separator: '-', default: null },
    };
    expect(mapPayload(mapping, { one: '1 High St', two: ' ', town: 'Hill' })).toEqual({ line: '1 High St, Hill Home', none: null });
    expect(mapPayload(mapping, { two: 'Unit 2', region: 'Far' }).line).toBe('Unit 2, Far');
  });
});

describe('dataFromAnswer', () => {
  it('builds data in the mapping order from an answer, leaving out fields with no value', () => {
    const mapping: PayloadMapping = {
      '/first': { value: {} },
      '/second': { value: {} },
      '/first/name': { from: '/answer/name' },
      '/first/note/text': { from: '/answer/note' },
      '/first/ticked': { from: '/answer/ticked', as: 'flag' },
      '/second/amount': { from: '/answer/cents', as: 'dollars' },
    };
    const data = dataFromAnswer(mapping, { answer: { name: 'Ann', note: '', cents: 'x' } });
    expect(data).toEqual({ first: { name: 'Ann', ticked: false }, second: {} });
    expect(Object.keys(data.first as object)).toEqual(['name', 'ticked']);
    expect(dataFromAnswer(mapping, { answer: { note: 'n', cents: 1050 } })).toEqual({ first: { note: { text: 'n' }, ticked: false }, second: { amount: 10.5 } });
    expect(mapping['/second']).toEqual({ value: {} });
  });

  it('differs from mapIntoData, which unsets a field whose rule gives nothing', () => {
    const mapping: PayloadMapping = { '/kept': { from: '/v' } };
    expect(mapIntoData(mapping, {}, { kept: 1 })).toEqual({ kept: undefined });
    expect('kept' in dataFromAnswer(mapping, {})).toBe(false);
  });
});

describe('mappingSources', () => {
  it('lists every pointer a mapping reads, tests, cases and joined parts included', () => {
    const mapping: PayloadMapping = {
      a: { from: '/a', when: ['/t', { pointer: '/o', equals: 'x' }] },
      b: { firstOf: [{ when: ['/f1', '/f2'], value: 1 }] },
      c: { join: [{ from: '/j1' }, { join: [{ from: '/j2' }], separator: '' }], separator: ' ' },
      d: { fields: { e: { from: '/a' } } },
      f: { value: 1 },
    };
    expect(mappingSources(mapping).sort()).toEqual(['/a', '/f1', '/f2', '/j1', '/j2', '/o', '/t']);
  });
});

describe('context and form pointers of a mapping', () => {
  const mapping: PayloadMapping = {
    a: { from: 'context:/chosen/id' },
    b: { join: [{ from: 'context:/today' }, { from: '/form/x' }], separator: ' ' },
    c: { fields: { d: { from: 'context:/other/name' } } },
    e: { from: '/form/section/choice', as: 'text' },
    f: { value: 1 },
  };
  it('lists the context pointers each rule reads', () => {
    expect(Object.values(mapping).flatMap(ruleContextPointers)).toEqual(['/chosen/id', '/today', '/other/name']);
  });

  it("names the form field a server mapping's key is read from", () => {
    const manifest = { id: 'm', payloads: { projectRecord: mapping } } as unknown as FormManifest;
    expect(formFieldOf(manifest, 'projectRecord', 'e')).toBe('/section/choice');
    expect(formFieldOf(manifest, 'projectRecord', 'a')).toBeUndefined();
    expect(formFieldOf(manifest, 'projectRecord', 'missing')).toBeUndefined();
  });
});
