import { Button } from '@chakra-ui/react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Back to the previous page; when the page was the first the tab opened (a link from elsewhere, a
 * bookmark), there is no previous page in the portal, so to `fallback` (the page the breadcrumb
 * sits under).
 */
export function BackButton({ fallback }: { fallback: string }) {
  const navigate = useNavigate();
  // React Router keys the location a tab opened with 'default'; every later entry has its own key.
  const opened = useLocation().key === 'default';
  return (
    <Button variant="outline" size="sm" mb="4" onClick={() => (opened ? navigate(fallback) : navigate(-1))}>
      Back
    </Button>
  );
}
