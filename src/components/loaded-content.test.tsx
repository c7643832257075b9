import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { ChakraProvider } from '@chakra-ui/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { getChakraSystem } from '../../engine/react/theme/style-system.ts';
import { LoadedContent } from './loaded-content.tsx';

// Rendered as the browser renders (outside act(), which would flush the background render too).
const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let actEnvironment: boolean | undefined;
let container: HTMLElement;
let root: Root;
let renders: number;

function Content() {
  renders += 1;
  return <p>The content</p>;
}

const renderNow = (ready: boolean) =>
  flushSync(() =>
    root.render(
      <ChakraProvider value={getChakraSystem()}>
        <LoadedContent ready={ready}>{() => <Content />}</LoadedContent>
      </ChakraProvider>,
    ),
  );

beforeEach(() => {
  actEnvironment = environment.IS_REACT_ACT_ENVIRONMENT;
  environment.IS_REACT_ACT_ENVIRONMENT = false;
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  renders = 0;
});

afterEach(() => {
  root.unmount();
  container.remove();
  environment.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

describe('LoadedContent', () => {
  it('keeps the loading text in the blocking render that brings the data, and mounts the content in a background render', async () => {
    renderNow(false);
    expect(screen.getByRole('status').textContent).toBe('Loading data...');
    // The data arrives: the blocking render does not render the content yet.
    renderNow(true);
    expect(renders).toBe(0);
    expect(screen.getByRole('status').textContent).toBe('Loading data...');
    expect(await screen.findByText('The content')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('also defers content that is ready at once, and takes it away at once when no longer ready', async () => {
    renderNow(true);
    expect(renders).toBe(0);
    expect(await screen.findByText('The content')).toBeTruthy();
    renderNow(false);
    expect(screen.queryByText('The content')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading data...');
  });
});
