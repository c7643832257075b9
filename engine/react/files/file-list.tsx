import { useEffect, useRef } from 'react';
import { Button, chakra, HStack, Text } from '@chakra-ui/react';
import type { FileEntry } from './file-store.ts';

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1048576) return `${(bytes / 1024).toFixed(0)} kB`;
  return `${(bytes / 1048576).toFixed(1)} MB`;
}

function StatusText({ entry }: { entry: FileEntry }) {
  switch (entry.status) {
    case 'uploading':
      return (
        <HStack gap="2">
          <chakra.progress value={entry.progress} max={100} aria-label={`Uploading ${entry.file.name}`} />
          <Text fontSize="sm">{entry.progress}%</Text>
        </HStack>
      );
    case 'uploaded':
      return <Text fontSize="sm" color="green.700">Uploaded</Text>;
    case 'failed':
      return <Text fontSize="sm" color="red.600">Upload failed{entry.message ? `: ${entry.message}` : ''}</Text>;
    default:
      return null;
  }
}

/**
 * The chosen files: name, size, upload status, and a remove button while they can change. A
 * removal takes its button away with keyboard focus on it, so focus goes to the next file's
 * remove button, else the previous one's, else `onNoneLeft` (the field's add-files control).
 */
export function FileList({
  entries,
  onRemove,
  onNoneLeft,
}: {
  entries: readonly FileEntry[];
  onRemove?: (key: string) => void;
  onNoneLeft?: () => void;
}) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // The button to focus once the removal has rendered: a key, null for `onNoneLeft`, undefined for none.
  const focusAfter = useRef<string | null | undefined>(undefined);
  const removable = (entry: FileEntry) => entry.status !== 'uploaded';
  const removeAt = (key: string) => {
    const keys = entries.filter(removable).map((e) => e.key);
    const at = keys.indexOf(key);
    focusAfter.current = keys[at + 1] ?? keys[at - 1] ?? null;
    onRemove?.(key);
  };
  useEffect(() => {
    const target = focusAfter.current;
    if (target === undefined) return;
    focusAfter.current = undefined;
    const button = target === null ? undefined : buttons.current.get(target);
    if (button) button.focus();
    else onNoneLeft?.();
  }, [entries, onNoneLeft]);

  if (!entries.length) return null;
  return (
    <chakra.ul listStyleType="none" mt="3" aria-label="Chosen files">
      {entries.map((entry) => (
        <chakra.li key={entry.key} py="2" borderBottomWidth="1px">
          <HStack justify="space-between" wrap="wrap">
            <Text>
              {entry.file.name} <chakra.span color="fg.muted">({sizeText(entry.file.size)})</chakra.span>
            </Text>
            <StatusText entry={entry} />
            {onRemove && removable(entry) && (
              <Button
                ref={(el) => {
                  if (el) buttons.current.set(entry.key, el);
                  else buttons.current.delete(entry.key);
                }}
                size="sm"
                variant="ghost"
                onClick={() => removeAt(entry.key)}
                aria-label={`Remove ${entry.file.name}`}
              >
                Remove
              </Button>
            )}
          </HStack>
        </chakra.li>
      ))}
    </chakra.ul>
  );
}
