import { useState } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import { showToast } from '../../../engine/react/index.ts';
import { errorText } from '../../api/api-error.ts';
import { studioApi, type StudioFixture } from '../studio-api.ts';

/** A tester sends a new fixture as a proposal: it joins the form's draft for an analyst to publish. */
export function ProposeFixture({ id, name, fixture }: { id: string; name: string; fixture: StudioFixture | undefined }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [result, setResult] = useState('');
  const send = async () => {
    if (!fixture) return;
    setState('sending');
    try {
      const answer = await studioApi.proposeFixture(id, name, fixture);
      const own = answer.checks.fixtures.results.find((item) => item.name === name);
      setResult(own ? `The draft now holds it; against the draft it ${own.passed ? 'passes' : `fails: ${own.problems.join('; ')}`}.` : 'The draft now holds it.');
      setState('sent');
      showToast('success', `Fixture ${name} proposed.`);
    } catch (error) {
      setState('idle');
      showToast('error', errorText(error));
    }
  };
  return (
    <HStack mt="2" gap="3" wrap="wrap">
      <Button size="sm" colorPalette="blue" onClick={() => void send()} disabled={!fixture || state !== 'idle'} loading={state === 'sending'}>
        Send {name} as a proposal
      </Button>
      {result && <Text role="status">{result}</Text>}
    </HStack>
  );
}
