import { useState } from 'react';
import { Badge, Box, Button, Heading, HStack, Link, List, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { errorText } from '../../api/api-error.ts';
import { BusyButton } from '../../components/busy-button.tsx';
import { loadCurrentForm } from '../../forms/current-form.ts';
import { studioApi, useStudioForms } from '../studio-api.ts';
import { StudioError } from '../studio-error.tsx';
import { runFormFixtures, totals, type FormFixtureRun } from './run-all-fixtures.ts';

/** Lets the page paint between forms, so a long run stays responsive. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** /studio/fixtures: runs every form's fixtures in the browser through the published compiled forms, with the same counts as `npm run fixtures`. */
export function TesterPage() {
  const forms = useStudioForms();
  const [runs, setRuns] = useState<FormFixtureRun[]>([]);
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState('');
  const [open, setOpen] = useState<string>();

  const runAll = async () => {
    if (!forms.data) return;
    setRunning(true);
    setRuns([]);
    setFailure('');
    try {
      const ids = forms.data.map((summary) => summary.id).sort();
      // Every form's compiled revision and files load at once; the fixtures then run form by form.
      const loads = ids.map((id) => Promise.all([loadCurrentForm(id), studioApi.form(id)]));
      // A failure is reported once, by the form the run stops at.
      for (const load of loads) load.catch(() => undefined);
      for (const [index, id] of ids.entries()) {
        const [form, files] = await loads[index];
        const run = runFormFixtures(id, form, files.files.fixtures);
        setRuns((before) => [...before, run]);
        await nextTask();
      }
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setRunning(false);
    }
  };

  const total = totals(runs);
  return (
    <Box>
      <Heading as="h1" size="2xl" mb="4">
        Run every form's fixtures
      </Heading>
      <HStack mb="4" gap="4">
        {/* Not disabled while it runs: a keyboard user's focus stays on it, and the totals are announced. */}
        <BusyButton colorPalette="blue" onClick={() => void runAll()} busy={running} disabled={!forms.data}>
          Run all fixtures
        </BusyButton>
        <Link asChild>
          <RouterLink to="/studio">Back to the Forms Studio</RouterLink>
        </Link>
      </HStack>
      {forms.isError && <StudioError error={forms.error} />}
      {failure && <Text role="alert">{failure}</Text>}
      {runs.length > 0 && (
        <Text role="status" fontWeight="bold" mb="4" data-testid="fixture-totals">
          {running ? `Running... ${total.text}` : total.text}
        </Text>
      )}
      {runs.length > 0 && (
        <Table.Root size="sm" variant="outline" aria-label="Fixture results by form">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Form</Table.ColumnHeader>
              <Table.ColumnHeader>Version</Table.ColumnHeader>
              <Table.ColumnHeader>Result</Table.ColumnHeader>
              <Table.ColumnHeader>Fixtures</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {runs.map((run) => (
              <Table.Row key={run.id} data-form-id={run.id}>
                <Table.Cell fontFamily="mono">{run.id}</Table.Cell>
                <Table.Cell>{run.version}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={run.failed ? 'red' : 'green'}>
                    {run.passed} passed, {run.failed} failed
                  </Badge>
                </Table.Cell>
                <Table.Cell>
                  <Button size="xs" variant="outline" aria-expanded={open === run.id} onClick={() => setOpen(open === run.id ? undefined : run.id)}>
                    {open === run.id ? 'Hide' : 'Show'} {run.results.length} fixtures
                  </Button>
                  {open === run.id && (
                    <List.Root mt="2" fontSize="sm" gap="1">
                      {run.results.map((result) => (
                        <List.Item key={result.name}>
                          {result.passed ? 'ok' : 'FAIL'} {result.name}: {result.description}
                          {result.problems.map((problem, index) => (
                            <Text key={index} ps="4">
                              {problem}
                            </Text>
                          ))}
                        </List.Item>
                      ))}
                    </List.Root>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Box>
  );
}
