import { forwardRef } from 'react';
import { Button, type ButtonProps } from '@chakra-ui/react';

/**
 * The account menu's button. The header also shows it, hidden, in the menu's place while the menu
 * loads, so the place has the button's exact size and nothing beside it moves when it arrives.
 */
export const AccountButton = forwardRef<HTMLButtonElement, ButtonProps>(function AccountButton(props, ref) {
  return (
    <Button ref={ref} size="sm" variant="outline" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'blue.800' }} _expanded={{ bg: 'blue.800' }} {...props}>
      My account
      <span aria-hidden="true">▾</span>
    </Button>
  );
});
