import { Heading, Tabs } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { DashboardTiles } from '../components/dashboard-tiles.tsx';
import { ProjectListTable } from './project-list-table.tsx';

type TabValue = 'current' | 'completed';

/** The levy payer home (spec 2 section 2): the area's tiles (forms/portal.json), then current and completed projects. */
export function DashboardPage() {
  const [params, setParams] = useSearchParams();
  const tab: TabValue = params.get('tab') === 'completed' ? 'completed' : 'current';
  const selectTab = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'completed') next.set('tab', 'completed');
        else next.delete('tab');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <>
      <Heading as="h1" size="2xl" mb="6">
        Levy payer portal
      </Heading>
      <DashboardTiles audience="LevyPayer" label="Levy payer actions" />
      <Heading as="h2" size="xl" mb="4">
        Projects
      </Heading>
      <Tabs.Root value={tab} onValueChange={(e) => selectTab(e.value)} lazyMount unmountOnExit variant="line">
        <Tabs.List>
          <Tabs.Trigger value="current">Current projects</Tabs.Trigger>
          <Tabs.Trigger value="completed">Completed projects</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="current">
          <ProjectListTable current />
        </Tabs.Content>
        <Tabs.Content value="completed">
          <ProjectListTable current={false} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
