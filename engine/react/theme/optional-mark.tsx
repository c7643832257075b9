import { chakra } from '@chakra-ui/react';

/** ' (optional)' after the label of a field that is not required. */
export function OptionalMark() {
  return (
    <>
      {' '}
      <chakra.span fontWeight="normal" color="fg.muted">
        (optional)
      </chakra.span>
    </>
  );
}
