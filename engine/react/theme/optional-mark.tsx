const MARK = { fontWeight: 'var(--chakra-font-weights-normal)', color: 'var(--chakra-colors-fg-muted)' } as const;

/** ' (optional)' after the label of a field that is not required. */
export function OptionalMark() {
  return (
    <>
      {' '}
      <span style={MARK}>(optional)</span>
    </>
  );
}
