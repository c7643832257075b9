import { useMemo, useState } from 'react';
import { Alert, Box, Button, Heading, Table, Text } from '@chakra-ui/react';
import { runFixture, type Fixture } from '../../../engine/core/index.ts';
import type { CompiledForm } from '../../../engine/core/types.ts';
import type { FormFiles } from '../studio-api.ts';
import { fixturesPinning, formMessages, repinnedFixture, withMessage, type FormMessage } from './form-messages.ts';
import { MessageRow } from './message-row.tsx';

export interface MessagesViewProps {
  files: FormFiles;
  update: (change: (files: FormFiles) => FormFiles) => void;
  /** The compiled draft, once it is compiled from the latest files (undefined meanwhile). */
  draftForm: CompiledForm | undefined;
}

interface Reworded {
  from: string;
  to: string;
}

/** Every message of the form by field and rule, editable in place; a changed message offers to update the fixtures that pin it. */
export function MessagesView({ files, update, draftForm }: MessagesViewProps) {
  const messages = useMemo(() => formMessages(files), [files]);
  const [reworded, setReworded] = useState<Reworded>();
  const [outcome, setOutcome] = useState('');
  const pinning = reworded ? fixturesPinning(files.fixtures, reworded.from) : [];

  const commit = (message: FormMessage, text: string) => {
    update((current) => withMessage(current, message, text));
    setReworded({ from: message.text, to: text });
    setOutcome('');
  };

  const updateFixtures = () => {
    if (!reworded || !draftForm) return;
    const changed: Record<string, FormFiles['fixtures'][string]> = {};
    for (const name of pinning) {
      const fixture = files.fixtures[name];
      const result = runFixture(draftForm, fixture as Fixture);
      const next = repinnedFixture(fixture, result.problems, reworded.from, reworded.to);
      if (next) changed[name] = next;
    }
    const count = Object.keys(changed).length;
    if (count) update((current) => ({ ...current, fixtures: { ...current.fixtures, ...changed } }));
    setOutcome(count ? `Updated ${count} fixture${count === 1 ? '' : 's'}.` : 'No fixture gets the new message where it expected the old one.');
    setReworded(undefined);
  };

  const sections: { file: FormMessage['file']; title: string }[] = [
    { file: 'schema', title: 'Field messages (schema.json)' },
    { file: 'form', title: 'Form messages (form.json)' },
  ];
  return (
    <Box>
      {reworded && pinning.length > 0 && (
        <Alert.Root status="info" mb="4">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              {pinning.length} fixture{pinning.length === 1 ? '' : 's'} expect{pinning.length === 1 ? 's' : ''} the old message "{reworded.from}": {pinning.join(', ')}.
            </Alert.Description>
          </Alert.Content>
          <Button size="sm" onClick={updateFixtures} disabled={!draftForm} aria-describedby={!draftForm ? 'fixtures-wait' : undefined}>
            Update the fixtures
          </Button>
          {!draftForm && (
            <Text id="fixtures-wait" fontSize="sm">
              Compiling the draft...
            </Text>
          )}
        </Alert.Root>
      )}
      {outcome && (
        <Text role="status" mb="4">
          {outcome}
        </Text>
      )}
      {sections.map((section) => (
        <Box key={section.file} mb="6">
          <Heading as="h3" size="md" mb="2">
            {section.title}
          </Heading>
          <Table.Root size="sm" variant="outline">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Field</Table.ColumnHeader>
                <Table.ColumnHeader>Rule</Table.ColumnHeader>
                <Table.ColumnHeader>Message</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {messages
                .filter((message) => message.file === section.file)
                .map((message) => (
                  <MessageRow key={`${message.pointer} ${message.text}`} message={message} onCommit={commit} />
                ))}
            </Table.Body>
          </Table.Root>
        </Box>
      ))}
    </Box>
  );
}
