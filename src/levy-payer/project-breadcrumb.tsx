import { Fragment } from 'react';
import { Breadcrumb } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

export interface Crumb {
  label: string;
  to?: string;
}

/** Breadcrumbs; the last crumb is the current page. */
export function PageBreadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <Breadcrumb.Root mb="4">
      <Breadcrumb.List>
        {crumbs.map((c, i) => (
          <Fragment key={c.label + i}>
          <Breadcrumb.Item>
            {c.to && i < crumbs.length - 1 ? (
              <Breadcrumb.Link asChild>
                <RouterLink to={c.to}>{c.label}</RouterLink>
              </Breadcrumb.Link>
            ) : (
              <Breadcrumb.CurrentLink aria-current="page">{c.label}</Breadcrumb.CurrentLink>
            )}
          </Breadcrumb.Item>
          {i < crumbs.length - 1 && <Breadcrumb.Separator />}
          </Fragment>
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}

/** 'Levy payer portal > page': a page of the levy payer area that belongs to no project. */
export function portalCrumbs(page: string): Crumb[] {
  return [{ label: 'Levy payer portal', to: '/levies-payer-portal' }, { label: page }];
}

/** 'Levy payer portal > Finances > page': a page reached from Finances (paying an invoice). */
export function financesCrumbs(financesPath: string, page: string): Crumb[] {
  return [{ label: 'Levy payer portal', to: '/levies-payer-portal' }, { label: 'Finances', to: financesPath }, { label: page }];
}

/** 'Levy payer portal > Project 12345 [> page]'. */
export function projectCrumbs(projectId: string, projectNumber: string | undefined, page?: string): Crumb[] {
  const crumbs: Crumb[] = [
    { label: 'Levy payer portal', to: '/levies-payer-portal' },
    { label: `Project ${projectNumber ?? ''}`.trim(), to: `/levies-payer-portal/project/${projectId}` },
  ];
  if (page) crumbs.push({ label: page });
  return crumbs;
}
