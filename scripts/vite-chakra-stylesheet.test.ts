import { describe, expect, it } from 'vitest';
import { CHAKRA_STYLESHEET_ID, chakraStylesheet } from './vite-chakra-stylesheet.ts';

describe('the page-wide stylesheet plugin of the build', () => {
  it('serves the stylesheet it is handed as its virtual module, and nothing else', () => {
    const plugin = chakraStylesheet(() => ':root{--a:1}');
    const resolveId = plugin.resolveId as (id: string) => string | undefined;
    const load = plugin.load as (id: string) => string | undefined;
    const id = resolveId(CHAKRA_STYLESHEET_ID);
    expect(id).toBeDefined();
    expect(load(id!)).toBe(':root{--a:1}');
    expect(resolveId('other.css')).toBeUndefined();
    expect(load('other.css')).toBeUndefined();
  });
});
