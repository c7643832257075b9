import { Fragment, type ReactNode } from 'react';
import { Heading, Link, List } from '@chakra-ui/react';
import { portal } from '../../generated/portal.gen.ts';
import { COLLECTION_NOTICE_URL } from '../shell/site-links.ts';

/** A message with its one `{placeholder}` replaced by a node (e.g. a link). */
function fill(template: string | undefined, placeholder: string, node: ReactNode): ReactNode {
  const [before, ...after] = (template ?? '').split(`{${placeholder}}`);
  return after.length ? (
    <>
      {before}
      {node}
      {after.join(`{${placeholder}}`)}
    </>
  ) : (
    before
  );
}

/**
 * The intro's support contacts (spec 3 section 1): the authority's free-call number, postal
 * address and email from forms/portal.json, and the personal information collection notice.
 */
export function IntroSupport({ messages: m }: { messages: Record<string, string> }) {
  const { phone, address, email } = portal.finances.authority;
  const items = [
    fill(m.introSupportPhone, 'phone', <Link variant="underline" colorPalette="blue" href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</Link>),
    fill(m.introSupportPost, 'address', address),
    fill(m.introSupportEmail, 'email', <Link variant="underline" colorPalette="blue" href={`mailto:${email}`}>{email}</Link>),
    <Link variant="underline" colorPalette="blue" href={COLLECTION_NOTICE_URL} target="_blank" rel="noopener noreferrer">
      {m.introCollectionNotice}
    </Link>,
  ];
  return (
    <>
      <Heading as="h2" size="lg">
        {m.introSupportHeading}
      </Heading>
      <List.Root ps="5">
        {items.map((item, index) => (
          <List.Item key={index}>
            <Fragment>{item}</Fragment>
          </List.Item>
        ))}
      </List.Root>
    </>
  );
}
