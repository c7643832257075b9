import { Table } from '@chakra-ui/react';

/** A Studio table's header row: one plain column header a name. */
export function ColumnHeaders({ names }: { names: readonly string[] }) {
  return (
    <Table.Header>
      <Table.Row>
        {names.map((name) => (
          <Table.ColumnHeader key={name}>{name}</Table.ColumnHeader>
        ))}
      </Table.Row>
    </Table.Header>
  );
}
