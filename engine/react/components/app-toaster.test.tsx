// A file of its own: emotion inserts a style once per test file, and this test must see the toaster's first.
import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { showToast, toaster } from './toaster.ts';
import { AppToaster } from './app-toaster.tsx';
import { renderWithChakra } from '../testing/render.tsx';

const emotionRules = () => [...document.querySelectorAll('style[data-emotion]')].map((style) => style.textContent).join('\n');

describe('the toaster', () => {
  it('inserts no media query when it and its first toast show, whose late insertion would restyle the whole page', async () => {
    renderWithChakra(<p>Page</p>);
    const before = emotionRules();
    renderWithChakra(<AppToaster />);
    act(() => void showToast('success', 'It worked'));
    await screen.findByRole('status');
    const inserted = emotionRules().slice(before.length);
    expect(inserted).toContain('{');
    expect(inserted).not.toContain('@media');
    act(() => toaster.dismiss());
  });
});
