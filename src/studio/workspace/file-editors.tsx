import { useState } from 'react';
import { Button, Field, HStack, Input, NativeSelect, Tabs } from '@chakra-ui/react';
import { fixtureNameProblem } from '../../../engine/core/form-files.ts';
import { JsonEditor, type PointerProblem } from '../editor/json-editor.tsx';
import type { FormFiles, LintProblem } from '../studio-api.ts';
import { DEFINITION_FILES, fixtureKey, locateCheck, type FileKey } from './draft-files.ts';
import type { SchemaNode } from '../editor/meta-schema.ts';

export interface FileEditorsProps {
  files: FormFiles;
  texts: Record<FileKey, string>;
  setText: (key: FileKey, text: string) => void;
  lint: readonly LintProblem[];
  selected: FileKey;
  onSelect: (key: FileKey) => void;
  reveal?: { pointer: string; at: number };
  /** Adds a fixture (a tester's proposal or an analyst's), stored in the draft. */
  onAddFixture: (name: string) => void;
  /** Takes a fixture out of the draft. */
  onRemoveFixture: (name: string) => void;
  /** Whether the user may take this fixture out (an analyst any, a tester the one they propose). */
  canRemoveFixture: (name: string) => boolean;
}

/** The catalog linter's meta-schemas are the editors' to load: the workspace shows its files without them. */
const metaSchemaLoaders = new Map<string, () => Promise<SchemaNode>>();
function metaSchemaLoader(key: FileKey): () => Promise<SchemaNode> {
  const shared = key.startsWith('fixtures/') ? 'fixtures/' : key;
  let load = metaSchemaLoaders.get(shared);
  if (!load) metaSchemaLoaders.set(shared, (load = () => import('./file-meta-schemas.ts').then(({ metaSchemaFor }) => metaSchemaFor(shared as FileKey))));
  return load;
}

const problemsOf = (lint: readonly LintProblem[], key: FileKey): PointerProblem[] =>
  lint.flatMap((problem) => {
    const at = locateCheck(problem.file, problem.pointer);
    return at?.key === key ? [{ pointer: at.pointer, message: problem.message }] : [];
  });

/** The editors of form.json, schema.json, ui.json, machine.json and each fixture. */
export function FileEditors({ files, texts, setText, lint, selected, onSelect, reveal, onAddFixture, onRemoveFixture, canRemoveFixture }: FileEditorsProps) {
  const [newName, setNewName] = useState('');
  const fixtureNames = Object.keys(files.fixtures);
  const tab = selected.startsWith('fixtures/') ? 'fixtures' : selected;
  const fixture = selected.startsWith('fixtures/') ? selected : fixtureNames[0] ? fixtureKey(fixtureNames[0]) : undefined;
  const name = newName.trim().replace(/\.json$/, '');
  const nameProblem = name ? fixtureNameProblem(name, fixtureNames) : undefined;
  return (
    <Tabs.Root value={tab} onValueChange={({ value }) => onSelect(value === 'fixtures' ? (fixture ?? 'fixtures/') as FileKey : (value as FileKey))} lazyMount unmountOnExit>
      <Tabs.List>
        {DEFINITION_FILES.map((key) => (
          <Tabs.Trigger key={key} value={key}>
            {key}.json
          </Tabs.Trigger>
        ))}
        <Tabs.Trigger value="fixtures">fixtures</Tabs.Trigger>
      </Tabs.List>
      {DEFINITION_FILES.map((key) => (
        <Tabs.Content key={key} value={key}>
          <JsonEditor label={`${key}.json`} value={texts[key]} onChange={(text) => setText(key, text)} loadMetaSchema={metaSchemaLoader(key)} problems={problemsOf(lint, key)} reveal={selected === key ? reveal : undefined} />
        </Tabs.Content>
      ))}
      <Tabs.Content value="fixtures">
        <HStack mb="3" gap="4" align="end" wrap="wrap">
          <Field.Root w="auto">
            <Field.Label>Fixture file</Field.Label>
            <NativeSelect.Root size="sm" w="72">
              <NativeSelect.Field value={fixture ?? ''} onChange={(event) => onSelect(event.target.value as FileKey)}>
                {fixtureNames.map((item) => (
                  <option key={item} value={fixtureKey(item)}>
                    {item}.json
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {fixture && texts[fixture] !== undefined && canRemoveFixture(fixture.slice('fixtures/'.length)) && (
            <Button size="sm" variant="outline" onClick={() => onRemoveFixture(fixture.slice('fixtures/'.length))}>
              Remove this fixture
            </Button>
          )}
          <Field.Root w="auto" invalid={!!nameProblem}>
            <Field.Label>New fixture name</Field.Label>
            <Input size="sm" w="56" value={newName} onChange={(event) => setNewName(event.target.value)} placeholder="e.g. missing-reason" />
            {nameProblem && <Field.ErrorText>{nameProblem}</Field.ErrorText>}
          </Field.Root>
          <Button
            size="sm"
            disabled={!name || !!nameProblem}
            onClick={() => {
              onAddFixture(name);
              setNewName('');
            }}
          >
            Propose a fixture
          </Button>
        </HStack>
        {fixture && texts[fixture] !== undefined && (
          <JsonEditor key={fixture} label={`${fixture}.json`} value={texts[fixture]} onChange={(text) => setText(fixture, text)} loadMetaSchema={metaSchemaLoader(fixture)} problems={problemsOf(lint, fixture)} reveal={selected === fixture ? reveal : undefined} />
        )}
      </Tabs.Content>
    </Tabs.Root>
  );
}
