import { forwardRef } from 'react';
import { Button, type ButtonProps } from '@chakra-ui/react';

/**
 * The account menu's button. The header shows it alone while the menu's code loads, and hidden
 * while sign-in settles, so the place has the button's exact size and nothing beside it moves.
 */
export const AccountButton = forwardRef<HTMLButtonElement, ButtonProps>(function AccountButton(props, ref) {
  return (
    <Button ref={ref} size="sm" variant="outline" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'blue.800' }} _expanded={{ bg: 'blue.800' }} {...props}>
      My account
      <span aria-hidden="true">▾</span>
    </Button>
  );
});
