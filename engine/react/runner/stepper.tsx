import { memo } from 'react';
import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import type { StepStatus } from '../../core/machine.ts';

export interface StepperProps {
  steps: readonly { id: string; title: string }[];
  /** The current step's id. */
  current: string | undefined;
  /** Each step's progress (the machine's `stepStatus`). */
  status: Record<string, StepStatus>;
  /** Accessible name of the list. */
  label?: string;
}

type Shown = 'complete' | 'current' | 'incomplete';

/** What a step shows: the current one is current; others are complete or incomplete. */
export function stepState(id: string, current: string | undefined, status: Record<string, StepStatus>): Shown {
  if (id === current) return 'current';
  return status[id] === 'Complete' ? 'complete' : 'incomplete';
}

const WORDS: Record<Shown, string> = { complete: 'Complete', current: 'Current step', incomplete: 'Incomplete' };

/**
 * The steps of a multi-step form as an ordered list: each step's number, title and state
 * (complete, current, incomplete) in words, the current one marked `aria-current="step"`.
 */
export const Stepper = memo(function Stepper({ steps, current, status, label = 'Progress' }: StepperProps) {
  return (
    <chakra.nav aria-label={label} mb="6">
      <Flex as="ol" listStyleType="none" gap="2" flexWrap="wrap" m="0" p="0">
        {steps.map((step, index) => {
          const shown = stepState(step.id, current, status);
          return (
            <Box
              as="li"
              key={step.id}
              data-step-state={shown}
              aria-current={shown === 'current' ? 'step' : undefined}
              flex="1"
              minW="36"
              borderTopWidth="4px"
              borderColor={shown === 'current' ? 'blue.600' : shown === 'complete' ? 'green.600' : 'gray.400'}
              pt="2"
            >
              <Text fontWeight={shown === 'current' ? 'bold' : 'semibold'}>
                {index + 1}. {step.title}
              </Text>
              <Text fontSize="sm" color={shown === 'complete' ? 'green.700' : 'fg.muted'}>
                {WORDS[shown]}
              </Text>
            </Box>
          );
        })}
      </Flex>
    </chakra.nav>
  );
});
