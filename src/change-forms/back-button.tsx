import { Button } from '@chakra-ui/react';
import { useNavigate } from 'react-router';

/** Back to the previous page. */
export function BackButton() {
  const navigate = useNavigate();
  return (
    <Button variant="outline" size="sm" mb="4" onClick={() => navigate(-1)}>
      Back
    </Button>
  );
}
