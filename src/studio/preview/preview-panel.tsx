import { useCallback, useEffect, useRef, useState } from 'react';
import { useNearViewport } from '../../components/use-near-viewport.ts';
import { Box, Field, Heading, HStack, NativeSelect, Text } from '@chakra-ui/react';
import type { CompiledForm } from '../../../engine/core/types.ts';
import type { StudioFixture } from '../studio-api.ts';
import { NOTHING_KEPT, type KeptPreview } from './kept-state.ts';
import { PreviewForm } from './preview-form.tsx';

export interface PreviewPanelProps {
  form: CompiledForm | undefined;
  fixtures: Record<string, StudioFixture>;
  /** Identifies the compiled draft shown (changes with each compile). */
  version: string;
  onCurrentStep: (step: string | undefined) => void;
  /** The preview's container, for the accessibility check. */
  containerRef?: (element: HTMLDivElement | null) => void;
  /** Told once the preview has come into view and is built (what the accessibility check waits for). */
  onShown?: () => void;
}

const EMPTY: Record<string, unknown> = {};

/** Live preview of the draft in the real engine, with a step picker and a fixture picker (the fixture's data and context). */
export function PreviewPanel({ form, fixtures, version, onCurrentStep, containerRef, onShown }: PreviewPanelProps) {
  const [fixtureName, setFixtureName] = useState('');
  const [stepId, setStepId] = useState('');
  const fixture = fixtureName ? fixtures[fixtureName] : undefined;
  const reportStep = useCallback((step: string | undefined) => onCurrentStep(step), [onCurrentStep]);
  // What the preview keeps from one compile of the draft to the next; a fixture picked starts afresh.
  const kept = useRef<KeptPreview>(NOTHING_KEPT);
  const keep = useCallback((next: Partial<KeptPreview>) => {
    kept.current = { ...kept.current, ...next };
  }, []);
  // Rendered once it comes into view: the form is the workspace's biggest render, and on a phone
  // the preview is below the editors, which are built at the same time.
  const [nearRef, near] = useNearViewport<HTMLDivElement>('0px');
  useEffect(() => {
    if (near) onShown?.();
  }, [near, onShown]);
  return (
    <Box ref={nearRef}>
      <Heading as="h3" size="md" mb="2">
        Preview
      </Heading>
      <HStack gap="4" mb="3" align="end" wrap="wrap">
        <Field.Root w="auto">
          <Field.Label>Fixture</Field.Label>
          <NativeSelect.Root size="sm" w="64">
            <NativeSelect.Field value={fixtureName} onChange={(event) => {
                kept.current = NOTHING_KEPT;
                setFixtureName(event.target.value);
              }}
            >
              <option value="">No fixture (empty form)</option>
              {Object.keys(fixtures).map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root w="auto">
          <Field.Label>Step</Field.Label>
          <NativeSelect.Root size="sm" w="48">
            <NativeSelect.Field value={stepId} onChange={(event) => setStepId(event.target.value)}>
              <option value="">Where the machine is</option>
              {(form?.manifest.steps ?? []).map((step) => (
                <option key={step.id} value={step.id}>
                  {step.title || step.id}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </HStack>
      <Box ref={containerRef} data-testid="studio-preview" data-preview-version={version} borderWidth="1px" borderRadius="md" p="4">
        {form && !near ? (
          <Text>The preview is built when this part of the page comes into view.</Text>
        ) : form ? (
          <PreviewForm
            key={`${version} ${fixtureName}`}
            form={form}
            data={(fixture?.data as Record<string, unknown>) ?? EMPTY}
            context={(fixture?.context as Record<string, unknown>) ?? EMPTY}
            stepId={stepId || fixture?.step || undefined}
            onCurrentStep={reportStep}
            kept={kept.current}
            onKeep={keep}
          />
        ) : (
          <Text role="status">Compiling the draft...</Text>
        )}
      </Box>
    </Box>
  );
}
