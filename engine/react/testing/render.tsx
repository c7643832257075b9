/** Test support: renders inside Chakra, with the browser APIs jsdom lacks. */
import type { ReactElement } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { getChakraSystem } from '../theme/style-system.ts';
import { cleanup, render } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);

if (typeof window !== 'undefined') {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

export function renderWithChakra(ui: ReactElement) {
  return render(<ChakraProvider value={getChakraSystem()}>{ui}</ChakraProvider>);
}
