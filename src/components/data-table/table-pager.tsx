import { useId } from 'react';
import { Button, chakra, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { PAGE_SIZES } from './types.ts';

export interface TablePagerProps {
  /** 0-based. */
  pageIndex: number;
  pageCount: number;
  pageSize: number;
  disabled?: boolean;
  onPage: (pageIndex: number) => void;
  onPageSize: (pageSize: number) => void;
}

/** Page size selector, first/previous/next/last and 'Page X of Y'. */
export function TablePager({ pageIndex, pageCount, pageSize, disabled, onPage, onPageSize }: TablePagerProps) {
  const sizeId = useId();
  const last = Math.max(pageCount, 1) - 1;
  const atStart = disabled || pageIndex <= 0;
  const atEnd = disabled || pageIndex >= last;
  return (
    <HStack justify="space-between" wrap="wrap" gap="4" mt="4">
      <HStack gap="2">
        <chakra.label htmlFor={sizeId} fontSize="sm">
          Rows per page
        </chakra.label>
        <NativeSelect.Root size="sm" width="20">
          <NativeSelect.Field id={sizeId} value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <HStack as="nav" aria-label="Pagination" gap="2" wrap="wrap">
        <Button size="sm" variant="outline" disabled={atStart} onClick={() => onPage(0)}>
          First
        </Button>
        <Button size="sm" variant="outline" disabled={atStart} onClick={() => onPage(pageIndex - 1)}>
          Previous
        </Button>
        <Text fontSize="sm" px="2" aria-live="polite">
          Page {Math.min(pageIndex, last) + 1} of {last + 1}
        </Text>
        <Button size="sm" variant="outline" disabled={atEnd} onClick={() => onPage(pageIndex + 1)}>
          Next
        </Button>
        <Button size="sm" variant="outline" disabled={atEnd} onClick={() => onPage(last)}>
          Last
        </Button>
      </HStack>
    </HStack>
  );
}
