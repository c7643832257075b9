import { describe, expect, it } from 'vitest';
import { runAxe } from './run-axe.ts';

describe('runAxe', () => {
  it('lists each serious or critical violation with the number of elements it was found on', async () => {
    const element = document.body.appendChild(document.createElement('div'));
    element.innerHTML = '<input type="text"><input type="text"><label for="named">Named</label><input id="named" type="text">';
    const violations = await runAxe(element);
    expect(violations).toContainEqual(expect.objectContaining({ id: 'label', impact: 'critical', count: 2 }));
    element.remove();
  });

  it('runs checks asked for while one is going one after the other, where axe alone refuses the second', async () => {
    const element = document.body.appendChild(document.createElement('div'));
    element.innerHTML = '<input type="text">';
    const results = await Promise.all([runAxe(element), runAxe(element), runAxe(element)]);
    for (const violations of results) expect(violations).toContainEqual(expect.objectContaining({ id: 'label', count: 1 }));
    element.remove();
  });
});
