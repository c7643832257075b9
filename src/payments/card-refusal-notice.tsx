import { Alert } from '@chakra-ui/react';
import { useTakeFocus } from '../../engine/react/index.ts';
import type { CardRefusal } from './use-card-payment.ts';

/**
 * Why the card was refused (an expired card, a decline), above the card fields: it takes focus
 * after each refusal, once the payment's overlays have closed, so the reason is read out and the
 * keyboard user is back at the form rather than at the top of the page. It is the one place the
 * reason is said: no toast repeats it, so a screen reader hears it once.
 */
export function CardRefusalNotice({ refusal }: { refusal: CardRefusal }) {
  const notice = useTakeFocus<HTMLDivElement>(refusal.attempt);
  return (
    <Alert.Root ref={notice} status="error" mb="4" _focus={{ outline: '3px solid', outlineColor: 'yellow.400' }}>
      <Alert.Indicator />
      <Alert.Title>{refusal.message}</Alert.Title>
    </Alert.Root>
  );
}
