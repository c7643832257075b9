import type { Ref } from 'react';
import { Badge, Box, Button, Heading, List, Text } from '@chakra-ui/react';
import type { DraftChecks, FixtureCheck } from '../studio-api.ts';
import { TypesResult } from './types-result.tsx';
import type { A11yViolation } from './run-axe.ts';

export interface ChecksPanelProps {
  checks: DraftChecks | undefined;
  /** Checks of an older draft while the latest one is checked. */
  stale: boolean;
  axe: A11yViolation[] | undefined;
  /** Where axe's verdict shows: axe runs once that comes into view. */
  axeRef?: Ref<HTMLDivElement>;
  onReveal: (file: string, pointer: string) => void;
}

function FixtureRow({ name, result }: { name: string; result: FixtureCheck }) {
  return (
    <List.Item>
      <Badge colorPalette={result.passed ? 'green' : 'red'} me="2">
        {result.passed ? 'passed' : 'failed'}
      </Badge>
      <Text as="span" fontFamily="mono">
        {name}
      </Text>
      {result.description ? `: ${result.description}` : ''}
      {!result.passed && (
        <List.Root ps="6" fontSize="sm">
          {result.problems.map((problem, index) => (
            <List.Item key={index}>{problem}</List.Item>
          ))}
          {result.expected?.errors && <List.Item>expected errors: {result.expected.errors.map((error) => `${error.path} "${error.message}"`).join('; ') || 'none'}</List.Item>}
          {result.actual?.errors && <List.Item>actual errors: {result.actual.errors.map((error) => `${error.path} "${error.message}"`).join('; ') || 'none'}</List.Item>}
          {result.actual?.stepPath && <List.Item>step path: {result.actual.stepPath.join(' → ')}</List.Item>}
        </List.Root>
      )}
    </List.Item>
  );
}

function AxeResult({ axe, axeRef }: { axe: A11yViolation[] | undefined; axeRef?: Ref<HTMLDivElement> }) {
  return (
    <Box ref={axeRef}>
      <Heading as="h3" size="md" mb="2">
        Accessibility of the preview
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="2">
        axe on the preview, without colour contrast: that is the portal theme's, which no form changes, and is checked on the portal's own pages.
      </Text>
      {!axe ? (
        <Text>Checked when the preview shows and this part of the page is in view.</Text>
      ) : axe.length === 0 ? (
        <Text>No serious or critical axe violation.</Text>
      ) : (
        <List.Root gap="1">
          {axe.map((violation) => (
            <List.Item key={violation.id}>
              {violation.impact}: {violation.help} ({violation.id}, {violation.count} element{violation.count === 1 ? '' : 's'})
            </List.Item>
          ))}
        </List.Root>
      )}
    </Box>
  );
}

/** The draft's live checks: lint problems (each jumps to its file and pointer), fixtures, the breaking-change report, the generated types and axe on the preview. */
export function ChecksPanel({ checks, stale, axe, axeRef, onReveal }: ChecksPanelProps) {
  // axe's verdict stays the same element while the server's checks arrive.
  return (
    <Box>
      {checks ? (
        <ServerChecks checks={checks} stale={stale} onReveal={onReveal} />
      ) : (
        <Text role="status" mb="4">
          Checking the form...
        </Text>
      )}
      <AxeResult axe={axe} axeRef={axeRef} />
    </Box>
  );
}

/** Lint, fixtures, breaking changes and generated types, as the server found them. */
function ServerChecks({ checks, stale, onReveal }: Pick<ChecksPanelProps, 'stale' | 'onReveal'> & { checks: DraftChecks }) {
  const { lint, fixtures, breaking } = checks;
  return (
    <Box aria-busy={stale} opacity={stale ? 0.7 : 1}>
      <Heading as="h3" size="md" mb="2">
        Lint
      </Heading>
      {lint.length === 0 ? (
        <Text mb="4">No lint problems.</Text>
      ) : (
        <List.Root mb="4" gap="1">
          {lint.map((problem, index) => (
            <List.Item key={index}>
              <Button variant="plain" size="xs" colorPalette="blue" textDecoration="underline" onClick={() => onReveal(problem.file, problem.pointer)}>
                {problem.file} {problem.pointer || '/'}
              </Button>{' '}
              {problem.message}
            </List.Item>
          ))}
        </List.Root>
      )}
      <Heading as="h3" size="md" mb="2">
        Fixtures
      </Heading>
      <Text mb="2" role="status" data-testid="fixture-counts">
        {fixtures.passed} passed, {fixtures.failed} failed
      </Text>
      <List.Root mb="4" gap="1">
        {fixtures.results.map((result, index) => (
          <FixtureRow key={index} name={result.name ?? result.description} result={result} />
        ))}
      </List.Root>
      <Heading as="h3" size="md" mb="2">
        Breaking changes against the live version
      </Heading>
      {breaking.length === 0 ? (
        <Text mb="4">No breaking change.</Text>
      ) : (
        <List.Root mb="4" gap="1" data-testid="breaking-changes">
          {breaking.map((change, index) => (
            <List.Item key={index}>
              <Text as="span" fontWeight="bold">
                {change.rule}
              </Text>{' '}
              at {change.pointer || '/'}: {change.message}
            </List.Item>
          ))}
        </List.Root>
      )}
      <TypesResult changes={checks.types} />
    </Box>
  );
}
