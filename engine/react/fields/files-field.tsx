import { useRef, useState, useSyncExternalStore } from 'react';
import { Box, Button, chakra, Text } from '@chakra-ui/react';
import type { FieldProps } from '@rjsf/utils';
import { describedBy } from '../ids.ts';
import type { EngineFormContext } from '../form-context.ts';
import { acceptAttribute, uploaderText } from '../files/file-rules.ts';
import { checkChosenFiles } from '../files/file-content.ts';
import { FileList } from '../files/file-list.tsx';
import { isRequiredNow, OptionalMark } from '../theme/optional-mark.tsx';
import { GroupLegend } from '../theme/group-legend.tsx';
import { FieldError } from '../theme/field-template.tsx';

const NO_ENTRIES: readonly never[] = [];
const noStore = { subscribe: () => () => {}, getSnapshot: () => NO_ENTRIES };

/**
 * Supporting documents: a drop area and a 'Choose files' button ('Choose a file' for one; keyboard reachable), the
 * attachment rules enforced with the uploader's messages under the drop area, and the chosen
 * files with remove buttons and, once uploading, their progress. File objects live in the
 * page's FileStore; the JSON data holds [{fileName, mimeType, sizeBytes}].
 */
export function FilesField(props: FieldProps) {
  const { schema, fieldPathId, onChange, onBlur, disabled, readonly, rawErrors, required } = props;
  const ctx = props.registry.formContext as EngineFormContext | undefined;
  const store = ctx?.fileStore;
  const rules = ctx?.attachments;
  const entries = useSyncExternalStore(store?.subscribe ?? noStore.subscribe, store?.getSnapshot ?? noStore.getSnapshot);
  const lost = useSyncExternalStore(store?.subscribe ?? noStore.subscribe, store?.getLost ?? noStore.getSnapshot);
  const [messages, setMessages] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const choose = useRef<HTMLButtonElement>(null);
  const id = fieldPathId.$id;
  const locked = disabled || readonly || !store || !rules;
  const busy = entries.some((e) => e.status === 'uploading');

  const commit = () => {
    onChange(store!.describe() as never, fieldPathId.path, undefined, id);
    onBlur(id, undefined);
  };
  const add = async (files: File[]) => {
    if (locked) return;
    const result = await checkChosenFiles(files, () => store!.getSnapshot().length, rules!);
    setMessages(result.messages);
    if (result.accepted.length) store!.add(result.accepted);
    commit();
  };
  const remove = (key: string) => {
    store!.remove(key);
    setMessages([]);
    commit();
  };
  const hasError = !!rawErrors?.length;
  const msgId = `${id}__uploader`;
  const text = uploaderText(rules);
  const lostId = `${id}__lost`;

  return (
    <chakra.fieldset>
      <GroupLegend
        title={schema.title ?? props.name}
        ctx={ctx}
        suffix={!isRequiredNow(required, id, ctx) && !(rules && rules.minFiles > 0) ? <OptionalMark /> : undefined}
      />
      <FieldError id={id} errors={rawErrors} />
      <Box
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dragging ? 'blue.500' : hasError ? 'red.600' : 'border.emphasized'}
        borderRadius="md"
        p="6"
        textAlign="center"
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          void add(Array.from(e.dataTransfer.files));
        }}
      >
        {lost.length > 0 && (
          <Box id={lostId} role="note" bg="orange.50" borderLeftWidth="4px" borderColor="orange.500" p="3" mb="4" textAlign="start">
            <Text fontWeight="semibold">Please attach {lost.length === 1 ? 'this file' : 'these files'} again (files chosen before the page was reloaded are not kept):</Text>
            <chakra.ul ps="5" mt="1">
              {lost.map((d) => (
                <li key={d.fileName}>{d.fileName}</li>
              ))}
            </chakra.ul>
          </Box>
        )}
        <Text mb="2">{text.dropHint}</Text>
        <Button
          ref={choose}
          id={id}
          variant="outline"
          disabled={locked || busy}
          aria-describedby={[describedBy(id, { error: hasError, context: ctx }), messages.length ? msgId : '', lost.length ? lostId : ''].filter(Boolean).join(' ') || undefined}
          onClick={() => input.current?.click()}
        >
          {text.chooseLabel}
        </Button>
        {text.limits && (
          <Text fontSize="sm" color="fg.muted" mt="2" id={`${id}__rules`}>
            {text.limits}
          </Text>
        )}
        <input
          ref={input}
          type="file"
          multiple={!rules || rules.maxFiles > 1}
          accept={rules ? acceptAttribute(rules) : undefined}
          hidden
          tabIndex={-1}
          aria-hidden="true"
          data-testid={`${id}__input`}
          onChange={(e) => {
            void add(Array.from(e.target.files ?? []));
            e.target.value = '';
          }}
        />
      </Box>
      {messages.length > 0 && (
        <Box id={msgId} role="status" color="red.600" fontSize="sm" mt="2">
          {messages.map((m) => (
            <Text key={m}>{m}</Text>
          ))}
        </Box>
      )}
      <FileList entries={entries} onRemove={locked || busy ? undefined : remove} onNoneLeft={() => choose.current?.focus()} />
    </chakra.fieldset>
  );
}
