import { Box, Heading } from '@chakra-ui/react';
import type { Project } from '../../api/types.ts';
import { DetailList } from './detail-list.tsx';
import { COST_OF_WORK } from './detail-rows.ts';
import type { LookupNames } from './detail-value.ts';

/** Cost of work: the costs, the exemptions and the four levy amounts, in AUD. */
export function CostOfWorkTab({ project, names }: { project: Project; names: LookupNames }) {
  return (
    <>
      {COST_OF_WORK.map((section) => (
        <Box as="section" key={section.id} aria-labelledby={`cost-${section.id}`} mb="6">
          <Heading as="h3" size="md" id={`cost-${section.id}`} mb="3">
            {section.title}
          </Heading>
          <DetailList rows={section.rows} project={project} names={names} />
        </Box>
      ))}
    </>
  );
}
