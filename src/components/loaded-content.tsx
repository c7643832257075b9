import { useDeferredValue, type ReactNode } from 'react';
import { Text } from '@chakra-ui/react';

const LOADING = <Text role="status">Loading data...</Text>;

/**
 * 'Loading data...' until `ready`, then the content `children` renders, mounted in a background
 * render that React splits into short slices. A query's result reaches React through a store
 * subscription, which React renders in one blocking task: a page's form mounted there held a
 * phone's main thread for over 100 ms at once. The loading text stays until the content commits.
 */
export function LoadedContent({ ready, loading = LOADING, children }: { ready: boolean; loading?: ReactNode; children: () => ReactNode }) {
  const shown = useDeferredValue(ready, false);
  return shown && ready ? children() : loading;
}
