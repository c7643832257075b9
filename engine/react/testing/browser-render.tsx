/** Test support: rendering as the browser renders, outside act(). */
import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ChakraProvider } from '@chakra-ui/react';
import { getChakraSystem } from '../theme/style-system.ts';

/**
 * Runs `test` with `ui` rendered inside Chakra synchronously and outside act(), which would also
 * run the work the page leaves to later tasks and background renders: the test sees the page as
 * it is at the end of the task that rendered it. Unmounts and restores act() afterwards.
 */
export async function withBrowserRender(ui: ReactElement, test: (page: { container: HTMLElement; unmount: () => void }) => Promise<void> | void): Promise<void> {
  const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = environment.IS_REACT_ACT_ENVIRONMENT;
  environment.IS_REACT_ACT_ENVIRONMENT = false;
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  let mounted = true;
  const unmount = () => {
    if (mounted) root.unmount();
    mounted = false;
  };
  try {
    flushSync(() => root.render(<ChakraProvider value={getChakraSystem()}>{ui}</ChakraProvider>));
    await test({ container, unmount });
  } finally {
    unmount();
    container.remove();
    environment.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
}
