import { useState } from 'react';
import { Input, Table } from '@chakra-ui/react';
import type { FormMessage } from './form-messages.ts';

/** One message, editable in place: committed on Enter or when the field loses focus. */
export function MessageRow({ message, onCommit }: { message: FormMessage; onCommit: (message: FormMessage, text: string) => void }) {
  const [text, setText] = useState(message.text);
  const commit = () => {
    if (text !== message.text && text.trim()) onCommit(message, text);
  };
  return (
    <Table.Row>
      <Table.Cell fontFamily="mono">{message.field || '/'}</Table.Cell>
      <Table.Cell>{message.rule}</Table.Cell>
      <Table.Cell minW="md">
        <Input
          size="sm"
          value={text}
          aria-label={`Message for ${message.field || '/'}, ${message.rule}`}
          data-pointer={`${message.file}.json#${message.pointer}`}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
        />
      </Table.Cell>
    </Table.Row>
  );
}
