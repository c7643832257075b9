import { Button } from '@chakra-ui/react';
import { useGoBack } from '../app/use-go-back.ts';

/** Back to the previous page, or to `fallback` when the portal has none before this one (`useGoBack`). */
export function BackButton({ fallback }: { fallback: string }) {
  const goBack = useGoBack(fallback);
  return (
    <Button variant="outline" size="sm" mb="4" onClick={goBack}>
      Back
    </Button>
  );
}
