import { Alert, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { Project } from '../api/types.ts';
import { portal } from '../../generated/portal.gen.ts';
import { isDraft, resumeDraftTarget } from './resume-draft.ts';

const { text, resumeLabel } = portal.projectPage.draftBanner;

/** On a Draft project's page: it is not submitted yet, with a link that resumes its notification. */
export function DraftBanner({ project }: { project: Project }) {
  if (!isDraft(project)) return null;
  const { to, state } = resumeDraftTarget(project);
  return (
    <Alert.Root status="info" mb="6">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{text}</Alert.Title>
        <Alert.Description>
          <Link asChild color="blue.700" textDecoration="underline" fontWeight="semibold">
            <RouterLink to={to} state={state}>
              {resumeLabel}
            </RouterLink>
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
