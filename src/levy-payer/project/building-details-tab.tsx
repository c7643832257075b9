import { Accordion, Heading, Text } from '@chakra-ui/react';
import type { Project } from '../../api/types.ts';
import type { DescriptionOfWork } from '../../forms/context/lookups-api.ts';
import { DetailList } from './detail-list.tsx';
import { BUILDING_DETAILS, type DetailRow, type DetailSection } from './detail-rows.ts';
import type { LookupNames } from './detail-value.ts';
import type { QuickEdit } from './use-quick-edits.ts';

export interface BuildingDetailsTabProps {
  project: Project;
  lookups: LookupNames & { descriptions: readonly DescriptionOfWork[] };
  editFor: (pointer: string) => QuickEdit | undefined;
  onEdit: (edit: QuickEdit) => void;
  /** The quick edit whose dialog is loading. */
  opening?: QuickEdit | null;
}

/** The questions of the project's description of work, each with the project's answer (answer1-3). */
function answerRows(project: Project, descriptions: readonly DescriptionOfWork[]): DetailRow[] {
  const description = descriptions.find((item) => item.id === project.descriptionOfWork);
  return [...(description?.questions ?? [])]
    .sort((a, b) => a.order - b.order)
    .slice(0, 3)
    .map((question) => ({ label: question.question, pointer: `/project/answer${question.order}` }));
}

function withAnswers(section: DetailSection, answers: DetailRow[]): DetailRow[] {
  if (section.id !== 'construction' || !answers.length) return section.rows;
  const at = section.rows.findIndex((row) => row.pointer === '/project/typeOfWorkId') + 1;
  return [...section.rows.slice(0, at), ...answers, ...section.rows.slice(at)];
}

/** Building details: six accordions (all open at first) over every field of the project record, with quick edits. */
export function BuildingDetailsTab({ project, lookups, editFor, onEdit, opening }: BuildingDetailsTabProps) {
  const answers = answerRows(project, lookups.descriptions);
  return (
    <Accordion.Root multiple defaultValue={BUILDING_DETAILS.map((section) => section.id)}>
      {BUILDING_DETAILS.map((section) => (
        <Accordion.Item key={section.id} value={section.id}>
          {/* Each section's button is its heading, as the accordion pattern has it: headings list the sections. */}
          <Heading as="h2" fontSize="inherit" fontWeight="inherit" lineHeight="inherit" m="0">
            <Accordion.ItemTrigger py="4" id={`building-${section.id}`}>
              <Text as="span" flex="1" fontSize="lg" fontWeight="semibold">
                {section.title}
              </Text>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
          </Heading>
          <Accordion.ItemContent>
            <Accordion.ItemBody>
              <DetailList rows={withAnswers(section, answers)} project={project} names={lookups} editFor={editFor} onEdit={onEdit} opening={opening} />
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
