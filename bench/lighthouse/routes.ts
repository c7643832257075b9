/**
 * The portal's routes as its router declares them, each with the demo account that reaches it
 * (from the seed) and its path parameters filled from what that account can see.
 */
import { isValidElement, type ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { catalog, loadForm } from '../../generated/registry.gen.ts';
import { portal } from '../../generated/portal.gen.ts';
import { PEOPLE, type DemoPerson } from '../../server/seed/people.ts';
import { AreaGuard } from '../../src/app/area-guard.tsx';
import { OnboardingGuard } from '../../src/app/onboarding-guard.tsx';
import { appRoutes } from '../../src/app/router.tsx';
import { changeRefusal } from '../../src/levy-payer/read-only.ts';
import { StudioGuard } from '../../src/studio/studio-guard.tsx';
import type { Project } from '../../src/api/types.ts';

export type Audience = 'levyPayer' | 'certifier' | 'analyst' | 'newUser';

export interface RoutePattern {
  pattern: string;
  audience: Audience;
}

export interface MeasuredRoute {
  path: string;
  pattern: string;
  audience: Audience;
}

/** The demo account of each audience: a levy payer who is their company's admin, a certifier, an analyst, a user not yet onboarded. */
export function demoAccounts(people: DemoPerson[] = PEOPLE): Record<Audience, DemoPerson> {
  const pick = (what: string, test: (person: DemoPerson) => boolean) => {
    const person = people.find(test);
    if (!person) throw new Error(`The seed has no ${what}`);
    return person;
  };
  return {
    levyPayer: pick('levy payer admin', (p) => p.contact?.contactType === 'LevyPayer' && p.contact.role.admin && !!p.contact.organisationId),
    certifier: pick('certifier', (p) => p.contact?.contactType === 'Certifier'),
    analyst: pick('analyst', (p) => !!p.roles?.includes('analyst')),
    newUser: pick('user not yet onboarded', (p) => !p.contact && !p.roles?.length),
  };
}

/** Who a guard element lets through, or undefined when the element guards nothing. */
function guardAudience(element: unknown): Audience | undefined {
  if (!isValidElement(element)) return undefined;
  const { type, props } = element as ReactElement<Record<string, unknown>>;
  if (type === AreaGuard) return props.area === 'Certifier' ? 'certifier' : 'levyPayer';
  if (type === StudioGuard) return 'analyst';
  if (type === OnboardingGuard) return props.need === 'notOnboarded' ? 'newUser' : 'levyPayer';
  return undefined;
}

/** Every page route of the router (not the catch-all), with the audience its guard admits; the home route for a levy payer. */
export function routePatterns(routes: RouteObject[] = appRoutes()): RoutePattern[] {
  const found: RoutePattern[] = [];
  const walk = (list: RouteObject[], audience: Audience) => {
    for (const route of list) {
      const inner = guardAudience(route.element) ?? audience;
      if (route.index) found.push({ pattern: '/', audience: inner });
      else if (route.path && route.path !== '*') found.push({ pattern: route.path, audience: inner });
      if (route.children) walk(route.children, inner);
    }
  };
  walk(routes, 'levyPayer');
  return found;
}

/** Calls the API as the signed-in user of the page. */
export type ApiGet = <T>(path: string) => Promise<T>;

/** Values for each path parameter, found through the API as the route's account. */
async function parameterValues(name: string, pattern: string, get: ApiGet): Promise<string[]> {
  switch (name) {
    case 'projectId': {
      const { projects = [] } = await get<{ projects?: Project[] }>('/api/project?current=true&pageNumber=1&pageSize=50');
      const open = projects.find((project) => changeRefusal(project) === null);
      if (!open) throw new Error('The levy payer has no current project that takes changes');
      return [open.projectId];
    }
    case 'transactionId': {
      const { transactions = [] } = await get<{ transactions?: { transactionId: string; transactionStatus: string; amountOwing: number }[] }>(
        '/api/transactions?transactiontype=Invoice&pageNumber=1&pageSize=50',
      );
      const payable = transactions.find((t) => (portal.finances.payableStatuses as readonly string[]).includes(t.transactionStatus) && t.amountOwing > 0);
      if (!payable) throw new Error('The levy payer has no payable invoice');
      return [payable.transactionId];
    }
    case 'claimId': {
      const { claims = [] } = await get<{ claims?: { claimId: string }[] }>('/api/certifierclaims?pageNumber=1&pageSize=10');
      if (!claims.length) throw new Error('The certifier has no claim');
      return [claims[0].claimId];
    }
    case 'stepId': {
      // Each step of the catalog form hosted at this route.
      const entry = catalog.find((e) => e.route === pattern);
      if (!entry) throw new Error(`No catalog form is hosted at ${pattern}`);
      return (await loadForm(entry.id)).manifest.steps.map((step) => step.id);
    }
    case 'formId':
      return [catalog[0].id];
    default:
      throw new Error(`No way to fill the route parameter :${name} of ${pattern}`);
  }
}

/** The concrete paths of one route pattern (a path per wizard step). */
export async function concretePaths(pattern: string, get: ApiGet): Promise<string[]> {
  let paths = [pattern];
  for (const [, name] of pattern.matchAll(/:([A-Za-z]+)/g)) {
    const values = await parameterValues(name, pattern, get);
    paths = paths.flatMap((path) => values.map((value) => path.replace(`:${name}`, encodeURIComponent(value))));
  }
  return paths;
}
