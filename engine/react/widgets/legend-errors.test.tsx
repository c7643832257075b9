import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { FormStep } from '../components/form-step.tsx';
import { makeStep } from '../testing/test-form.ts';
import { renderWithChakra } from '../testing/render.tsx';

const follows = (later: Node, earlier: Node) => !!(earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('a question whose legend is its label', () => {
  const question = makeStep(
    {
      type: 'object',
      properties: {
        consent: { type: 'boolean', title: 'Do you agree (test)?' },
        size: { type: 'string', title: 'Which size (test)?', enum: ['S', 'L'] },
      },
      required: ['consent', 'size'],
      errorMessage: { required: { consent: 'Say whether you agree (test).', size: 'Pick a size (test).' } },
    },
    { sections: [{ id: 'main', fields: ['consent', 'size'] }] },
  );

  it('shows its error under the question and above the choices, as every other field shows it under its label', () => {
    renderWithChakra(
      <FormStep
        step={question.step}
        validator={question.validator}
        uiSchema={{ consent: { 'ui:widget': 'yesNo' }, size: { 'ui:widget': 'choiceCards' } }}
        data={{}}
        onChange={() => undefined}
        submitCount={1}
      />,
    );
    for (const [legend, message] of [
      ['Do you agree (test)?', 'Say whether you agree (test).'],
      ['Which size (test)?', 'Pick a size (test).'],
    ]) {
      const group = screen.getByRole('group', { name: legend });
      const error = [...group.querySelectorAll('p')].find((p) => p.textContent === message);
      expect(error, message).toBeTruthy();
      expect(follows(error!, group.querySelector('legend')!)).toBe(true);
      expect(follows(group.querySelector('input[type="radio"]')!, error!)).toBe(true);
      expect(group.getAttribute('aria-describedby')).toContain(error!.id);
      expect(document.querySelectorAll(`[id="${error!.id}"]`)).toHaveLength(1);
    }
  });
});
